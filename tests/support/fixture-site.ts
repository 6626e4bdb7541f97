import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makePhoto, makePng } from './test-images';

/*
 * The moving-in fixture site (issue 29): a six-page small-business site (tests/support/import-fixtures/site)
 * with its robots.txt, sitemap.xml and photos, served on a loopback port; the builder-shaped single pages
 * beside it; and every request it answered, so a test can tell what the reader fetched.
 */

const dir = new URL('./import-fixtures/', import.meta.url);
const file = (name: string) => readFileSync(new URL(name, dir), 'utf8');

const PAGES: Record<string, string> = {
  '/': 'site/index.html',
  '/about-us': 'site/about.html',
  '/services': 'site/services.html',
  '/reviews': 'site/reviews.html',
  '/gallery': 'site/gallery.html',
  '/contact': 'site/contact.html',
};

export interface FixtureSite {
  base: string;
  /** Paths requested, in order. */
  requests: string[];
  server: Server;
  close(): void;
}

/** Listens on 127.0.0.1; `other` is the address of a server the site links to that must never be asked. */
export async function startFixtureSite(other = 'http://127.0.0.1:9'): Promise<FixtureSite> {
  // Small real JPEGs (the pages declare the sizes the reader ranks by): quick to make and to process.
  const [van, team, bathroom, heater, drain] = await Promise.all([1, 2, 3, 4, 5].map((seed) => makePhoto(seed, 480, 360)));
  const photos: Record<string, Buffer> = {
    '/images/van.jpg': van!,
    '/images/team.jpg': team!,
    '/images/bathroom.jpg': bathroom!,
    '/images/heater.jpg': heater!,
    '/images/drain.jpg': drain!,
    '/images/logo.png': makePng(240, 80),
    '/images/icon-check.png': makePng(24, 24),
  };
  const requests: string[] = [];
  let base = '';
  const server = createServer((req: IncomingMessage, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push(path);
    const html = (body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body.replaceAll('http://127.0.0.1:PORT_OTHER', other));
    if (PAGES[path]) return html(file(PAGES[path]));
    if (path.startsWith('/builders/')) return html(file(`${path.slice('/builders/'.length)}.html`));
    if (path === '/robots.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end(file('site/robots.txt'));
    if (path === '/sitemap.xml') return res.writeHead(200, { 'content-type': 'application/xml' }).end(file('site/sitemap.xml').replaceAll('http://HOST', base));
    const photo = photos[path];
    if (photo) return res.writeHead(200, { 'content-type': path.endsWith('.png') ? 'image/png' : 'image/jpeg' }).end(photo);
    return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    server,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
