/*
 * The owner app's service worker (issue 26, decision 0061).
 * - App shell: index.html and the hashed files it loads are kept, so the app opens without a network;
 *   pages are fetched from the network first (the shell in the cache is only the fallback), hashed
 *   /assets/ files (immutable) from the cache first.
 * - Never an API answer, an e-mail preview or anything under /api, /dev or /media: those requests are
 *   not touched at all (no respondWith), so they always go to the server.
 * - Web Push: shows the owner's notification and opens its page in the app when tapped.
 */
const SHELL = 'ww-shell-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      const res = await fetch('/', { cache: 'no-cache' });
      if (!res.ok) return;
      const html = await res.clone().text();
      await cache.put('/', res);
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
      await cache.addAll([...new Set(assets)]).catch(() => undefined);
    })(),
  );
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== SHELL) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

const NEVER = /^\/(api|dev|media|_ww|auth)(\/|$)/;

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          const res = await fetch(request);
          if (res.ok && res.headers.get('content-type')?.startsWith('text/html')) {
            const cache = await caches.open(SHELL);
            await cache.put('/', res.clone());
          }
          return res;
        } catch (error) {
          const shell = await caches.match('/');
          if (shell) return shell;
          throw error;
        }
      })(),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      (async () => {
        const cache = await caches.open(SHELL);
        const hit = await cache.match(request);
        if (hit) return hit;
        const res = await fetch(request);
        if (res.ok) await cache.put(request, res.clone());
        return res;
      })(),
    );
  }
});

self.addEventListener('push', (event) => {
  let message = { title: 'Website Works', body: '', url: '/leads' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // a message without a payload still says something happened
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/app-192.png',
      badge: '/icons/app-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/leads', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        return open.navigate(target.href);
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
