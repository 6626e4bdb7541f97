import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '../../src/shared/analytics-schema';
import { failWithout, MISSING_POSTGRES, skipWithout } from '../support/required-tool';
import { type Replica, ReplicaClient, type ReplicaSet, startReplicas } from '../support/replicas';
import { freePort } from '../support/server-process';
import { deployedVcl, MISSING_VARNISH, startVarnish, type Varnish, varnishdPath } from '../support/varnish';

/*
 * Issue 30: Debian's Varnish (with the xkey vmod of varnish-modules), loaded with the shipped
 * docs/deploy/varnish.vcl, in front of two replicas on one fresh PostgreSQL database. Pages are kept
 * by the cache (s-maxage: a day) and purged by tag when they change; views are counted by the view
 * pixel when the cache answered the page. Figures are printed.
 */

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const problem = !process.env.TEST_DATABASE_URL ? MISSING_POSTGRES : varnishdPath() ? undefined : MISSING_VARNISH;

/** Polls `check` every 20 ms until it holds; answers the milliseconds it took (Infinity after `limitMs`). */
async function timeUntil(check: () => Promise<boolean>, limitMs = 10_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check().catch(() => false)) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Number.POSITIVE_INFINITY;
}

/** A second cache's purge endpoint, answering as the VCL does: records each purge's tags; the next `failNext` answer 503. */
function purgeRecorder(secret: string) {
  const purges: string[][] = [];
  const repeats: string[][] = [];
  const state = { failNext: 0 };
  const server: Server = createServer((req, res) => {
    if (req.method !== 'PURGE' || req.headers['x-purge-secret'] !== secret) return res.writeHead(403).end('Forbidden');
    // Each purge is sent again two seconds later (x-purge-repeat): counted apart from the first sendings.
    if (req.headers['x-purge-repeat']) {
      repeats.push(String(req.headers['xkey-purge'] ?? '').split(' '));
      return res.writeHead(200).end('Purged');
    }
    if (state.failNext > 0) {
      state.failNext -= 1;
      return res.writeHead(503).end('Restarting');
    }
    purges.push(String(req.headers['xkey-purge'] ?? '').split(' '));
    res.writeHead(200).end('Purged');
  });
  return {
    server,
    purges,
    state,
    count: (tag: string) => purges.filter((tags) => tags.includes(tag)).length,
    repeated: (tag: string) => repeats.filter((tags) => tags.includes(tag)).length,
  };
}

describe.skipIf(skipWithout(problem))('Varnish in front of two replicas on PostgreSQL (issue 30)', () => {
  let set: ReplicaSet;
  let varnish: Varnish;
  let client: ReplicaClient;
  let one: Replica;
  let two: Replica;
  let db: pg.Client;
  const secret = randomBytes(16).toString('hex');
  const figures: string[] = [];
  const recorder = purgeRecorder(secret);

  beforeAll(async () => {
    failWithout(problem);
    const port = await freePort();
    await new Promise<void>((resolve) => recorder.server.listen(0, '127.0.0.1', resolve));
    set = await startReplicas(2, {
      // Varnish, and a second cache that records what it is sent.
      CACHE_PURGE_URLS: `http://127.0.0.1:${port}/,http://127.0.0.1:${(recorder.server.address() as AddressInfo).port}/`,
      CACHE_PURGE_SECRET: secret,
      TRUST_PROXY: '127.0.0.1',
      VISITS_FLUSH_SECONDS: '0.2',
    });
    [one, two] = set.replicas as [Replica, Replica];
    client = new ReplicaClient(set);
    varnish = await startVarnish(port, deployedVcl(set.replicas.map((r) => new URL(r.sitesUrl).host), secret));
    db = new pg.Client({ connectionString: set.databaseUrl });
    await db.connect();
  }, 120_000);
  afterAll(async () => {
    console.log(`Varnish in front of two replicas: ${figures.join('; ')}`);
    await db?.end();
    await varnish?.stop();
    await set?.close();
    recorder.server.close();
  });

  /**
   * Waits until the purges a change of `slug` set off have all been sent, the repeat two seconds later
   * included (the recorder is sent each purge as Varnish is), and a moment more for Varnish to act on
   * them. A page kept before then can be purged between two fetches, so a check of HIT waits for this.
   */
  const purgesDone = async (slug: string, atLeast = 1) => {
    const tag = `ww-s-${slug}`;
    await timeUntil(async () => recorder.count(tag) >= atLeast && recorder.repeated(tag) >= recorder.count(tag), 10_000);
    await new Promise((r) => setTimeout(r, 300));
  };

  const owner = async (email: string, companyName: string, via: Replica) => {
    const jar = await client.signUpConfirmed(via, email);
    const token = await client.token(via, jar);
    const { publishUrl } = await client.publish(via, token, companyName);
    const slug = new URL(publishUrl).pathname.split('/')[1] as string;
    // The first publish purges the site's tags too (now and again two seconds later): let those pass first.
    await purgesDone(slug);
    return { token, path: new URL(publishUrl).pathname, slug };
  };

  it('keeps a page (s-maxage for the cache, max-age=0 for browsers), tags it, and shows a publish through the cache within 1 s', async () => {
    const alder = await owner('alder@example.com', 'Alder Joinery', one);
    const direct = await fetch(`${one.sitesUrl}${alder.path}`, { headers: { 'x-ww-cache': '1' } });
    expect(direct.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=86400');
    expect(direct.headers.get('xkey')).toContain(`ww-s-${alder.slug}`);
    expect(direct.headers.get('surrogate-key')).toBe(direct.headers.get('xkey'));

    const first = await fetch(`${varnish.url}${alder.path}`);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Alder Joinery');
    const second = await fetch(`${varnish.url}${alder.path}`);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('xkey')).toBeNull();
    expect(second.headers.get('surrogate-key')).toBeNull();
    expect(second.headers.get('cache-control')).toContain('max-age=0');

    // A publish through the other replica: without the purge the cache would keep the old page for a day.
    await client.publish(two, alder.token, 'Alder Joinery and Sons');
    let seenFrom: string | null = null;
    const publishMs = await timeUntil(async () => {
      const res = await fetch(`${varnish.url}${alder.path}`);
      seenFrom = res.headers.get('x-cache');
      return (await res.text()).includes('Alder Joinery and Sons');
    });
    // A miss right after a hit of a page kept for a day: the purge took it out.
    expect(seenFrom).toBe('MISS');
    figures.push(`a publish seen through the cache after ${Math.round(publishMs)} ms`);
    expect(publishMs).toBeLessThan(1000);
    // Kept again once this change's purges (the repeat included) have passed.
    await purgesDone(alder.slug, 2);
    await fetch(`${varnish.url}${alder.path}`);
    const after = await fetch(`${varnish.url}${alder.path}`);
    expect(after.headers.get('x-cache')).toBe('HIT');

    // A restore of the first version goes the same way; every cache was sent each change once, not once per replica.
    const restored = await fetch(`${one.url}/api/website/restore/`, { method: 'POST', headers: client.headers({ authorization: `Bearer ${alder.token}` }), body: JSON.stringify({ input: { version: 1 } }) });
    expect(restored.status).toBe(200);
    const restoreMs = await timeUntil(async () => !(await (await fetch(`${varnish.url}${alder.path}`)).text()).includes('and Sons'));
    figures.push(`a restore after ${Math.round(restoreMs)} ms`);
    expect(restoreMs).toBeLessThan(1000);
    // Three changes (publish, publish, restore): at most three purges naming the site, though both
    // replicas read every change (changes close together may share one purge).
    await new Promise((r) => setTimeout(r, 500));
    expect(recorder.count(`ww-s-${alder.slug}`), JSON.stringify(recorder.purges)).toBeGreaterThanOrEqual(2);
    expect(recorder.count(`ww-s-${alder.slug}`), JSON.stringify(recorder.purges)).toBeLessThanOrEqual(3);
    // And each sent again a moment later (a page fetched while a change committed does not stay).
    await timeUntil(async () => recorder.repeated(`ww-s-${alder.slug}`) === recorder.count(`ww-s-${alder.slug}`), 5000);
    expect(recorder.repeated(`ww-s-${alder.slug}`)).toBe(recorder.count(`ww-s-${alder.slug}`));
  });

  it('retries a cache that fails (the owner does not wait for it)', async () => {
    const elm = await owner('elm@example.com', 'Elm Electrics', two);
    await timeUntil(async () => recorder.count(`ww-s-${elm.slug}`) === 1);
    recorder.state.failNext = 2;
    await client.publish(one, elm.token, 'Elm Electrics Ltd');
    expect(recorder.count(`ww-s-${elm.slug}`)).toBe(1);
    await timeUntil(async () => recorder.count(`ww-s-${elm.slug}`) === 2);
    expect(recorder.count(`ww-s-${elm.slug}`)).toBe(2);
    expect(recorder.state.failNext).toBe(0);
    // Varnish was purged at once all the same.
    expect(await (await fetch(`${varnish.url}${elm.path}`)).text()).toContain('Elm Electrics Ltd');
  });

  it('a suspended site, and a deleted one, disappear through the cache within 1 s; a lifted suspension shows the site again', async () => {
    const birch = await owner('birch@example.com', 'Birch Roofing', two);
    const page = `${varnish.url}${birch.path}`;
    await fetch(page);
    expect((await fetch(page)).headers.get('x-cache')).toBe('HIT');

    // The statement the operator console's suspension runs (SiteSuspension, issue 27).
    await db.query(`update accounts set suspended_on = now(), suspension_reason = 'test' where website_slug = $1`, [birch.slug]);
    const suspendedMs = await timeUntil(async () => (await fetch(page)).status === 451);
    const purgedBefore = recorder.count(`ww-s-${birch.slug}`);
    await db.query(`update accounts set suspended_on = null, suspension_reason = null where website_slug = $1`, [birch.slug]);
    const liftedMs = await timeUntil(async () => (await fetch(page)).status === 200);
    await purgesDone(birch.slug, purgedBefore + 1);
    await fetch(page);
    expect((await fetch(page)).headers.get('x-cache')).toBe('HIT');

    const deleted = await fetch(`${one.url}/api/account/delete`, { method: 'POST', headers: client.headers({ authorization: `Bearer ${birch.token}` }), body: JSON.stringify({ input: { password: 'correct horse battery' } }) });
    expect(deleted.status).toBe(200);
    const deletedMs = await timeUntil(async () => (await fetch(page)).status === 404);
    figures.push(`suspension seen after ${Math.round(suspendedMs)} ms, lifted after ${Math.round(liftedMs)} ms, deletion after ${Math.round(deletedMs)} ms`);
    expect(suspendedMs).toBeLessThan(1000);
    expect(liftedMs).toBeLessThan(1000);
    expect(deletedMs).toBeLessThan(1000);
  });

  it('counts the same 7 page views and 3 visitors with and without the cache (the view pixel); crawlers, HEAD and prefetches are not counted', async () => {
    const cached = await owner('cedar@example.com', 'Cedar Carpentry', one);
    const plain = await owner('dogwood@example.com', 'Dogwood Carpentry', two);
    const tally = { hits: 0, pixels: 0 };

    /** A browser's page load: the page (200 or 304), then the images it references (the view pixel). */
    const visit = async (base: string, path: string, userAgent: string, ip: string, extra: Record<string, string> = {}, method = 'GET') => {
      const headers = { 'user-agent': userAgent, 'x-forwarded-for': ip, 'accept-encoding': 'gzip, br', ...extra };
      const res = await fetch(`${base}${path}`, { method, headers });
      if (res.headers.get('x-cache') === 'HIT') tally.hits += 1;
      const html = res.status === 200 && method === 'GET' ? await res.text() : undefined;
      if (html) pixelOf.set(base, /<img src="([^"]+)"[^>]*hidden>/.exec(html)?.[1] ?? '');
      const pixel = pixelOf.get(base);
      if (method === 'GET' && !extra['sec-purpose'] && pixel && res.status < 400) {
        const seen = await fetch(new URL(pixel, `${base}${path}`), { headers: { 'user-agent': userAgent, 'x-forwarded-for': ip, referer: `${base}${path}` } });
        expect(seen.headers.get('content-type')).toBe('image/gif');
        tally.pixels += 1;
      }
      return res;
    };
    const pixelOf = new Map<string, string>();
    const sevenViews = async (base: string, page: string) => {
      const first = await visit(base, page, CHROME, '203.0.113.1', { referer: 'https://www.google.com/search?q=carpenter' });
      expect(first.status).toBe(200);
      await visit(base, page, CHROME, '203.0.113.1');
      const revalidated = await visit(base, page, CHROME, '203.0.113.1', { 'if-none-match': String(first.headers.get('etag')) });
      expect(revalidated.status).toBe(304);
      await visit(base, page, IPHONE, '203.0.113.2', { referer: 'https://facebook.com/' });
      await visit(base, page, IPHONE, '203.0.113.2', { referer: `${base}${page}` });
      await visit(base, `${page}index.html`, IPAD, '203.0.113.3', { referer: 'https://www.google.com/' });
      await visit(base, page, IPAD, '203.0.113.3');
      // Not counted: a crawler (which may load images too), HEAD, a prefetch, other files of the site.
      await visit(base, page, GOOGLEBOT, '66.249.66.1');
      await visit(base, page, CHROME, '203.0.113.9', {}, 'HEAD');
      await visit(base, page, CHROME, '203.0.113.9', { 'sec-purpose': 'prefetch' });
      await visit(base, `${page}robots.txt`, CHROME, '203.0.113.11');
      await visit(base, `${page}no-such-page`, CHROME, '203.0.113.11');
    };
    const pixel = await fetch(`${one.sitesUrl}${plain.path}ww-view.gif`, { headers: { 'user-agent': CHROME } });
    expect(pixel.headers.get('cache-control')).toBe('no-store, private');
    expect(Buffer.from(await pixel.arrayBuffer()).subarray(0, 6).toString()).toBe('GIF89a');
    expect((await fetch(`${varnish.url}/no-such-site/ww-view.gif`)).status).toBe(404);
    await sevenViews(varnish.url, cached.path);
    const hits = tally.hits;
    await sevenViews(one.sitesUrl, plain.path);

    const analytics = async (token: string) => {
      const res = await fetch(`${two.url}/api/analytics?days=30`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      return (await res.json()) as Analytics;
    };
    let withCache: Analytics | undefined;
    let without: Analytics | undefined;
    await timeUntil(async () => {
      [withCache, without] = await Promise.all([analytics(cached.token), analytics(plain.token)]);
      return withCache.pageViews >= 7 && without.pageViews >= 7;
    });
    // Written every 0.2 s by each replica: a moment more for anything counted twice to show.
    await new Promise((r) => setTimeout(r, 600));
    [withCache, without] = await Promise.all([analytics(cached.token), analytics(plain.token)]);
    figures.push(
      `through the cache ${withCache.pageViews} page views and ${withCache.visitors} visitors (${hits} of the page loads answered by the cache), without it ${without.pageViews} and ${without.visitors}`,
    );
    expect(hits).toBeGreaterThanOrEqual(5);
    expect({ pageViews: withCache.pageViews, visitors: withCache.visitors, devices: withCache.devices }).toEqual({ pageViews: 7, visitors: 3, devices: { mobile: 1, tablet: 1, desktop: 1 } });
    expect({ pageViews: without.pageViews, visitors: without.visitors, devices: without.devices }).toEqual({ pageViews: 7, visitors: 3, devices: { mobile: 1, tablet: 1, desktop: 1 } });
  });

  it('refuses a purge without the secret, and answers one with it', async () => {
    const refused = await fetch(`${varnish.url}/`, { method: 'PURGE', headers: { 'xkey-purge': 'ww-all', 'x-purge-secret': 'wrong' } });
    expect(refused.status).toBe(403);
    const accepted = await fetch(`${varnish.url}/`, { method: 'PURGE', headers: { 'xkey-purge': 'ww-nothing', 'x-purge-secret': secret } });
    expect(accepted.status).toBe(200);
  });
});
