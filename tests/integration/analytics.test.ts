import type { Kysely } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '../../src/shared/analytics-schema';
import { AnalyticsRepository } from '../../src/server/modules/analytics/analytics-repository';
import type { SiteHost } from '../../src/server/sites/site-host';
import { VisitCounter } from '../../src/server/sites/visit-counter';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { publishSite } from '../support/publish-site';
import { databaseKinds } from '../support/test-database';
import { withQueryLog } from '../support/query-log';


const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe.each(databaseKinds)('visitor counting and GET /api/analytics on %s', (kind) => {
  let t: TestApp;
  let sites: SiteHost;
  let offset = Date.parse('2026-05-04T09:00:00Z') - Date.now();
  const moveTo = (iso: string) => (offset = Date.parse(iso) - Date.now());
  let owner: Awaited<ReturnType<typeof publishSite>>;
  let other: Awaited<ReturnType<typeof publishSite>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { VISITS_FLUSH_SECONDS: '300' }, { clock: () => new Date(Date.now() + offset) });
    sites = t.app.siteHost;
    owner = await publishSite(t, 'counted@example.com', 'Counted Carpentry', { phone: '+1 555 0100' });
    other = await publishSite(t, 'nosy@example.com', 'Nosy Neighbours');
  });
  afterAll(async () => {
    await t?.close();
  });

  const visit = (server: FastifyInstance, url: string, userAgent: string, ip: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    server.inject({ method, url, remoteAddress: ip, headers: { 'user-agent': userAgent, ...headers } });
  const analytics = async (token: string, days = 30) => {
    await sites.visits?.flush();
    const res = await t.app.inject({ method: 'GET', url: `/api/analytics?days=${days}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json() as Analytics;
  };

  it('counts seven page views from three browsers as 7 page views and 3 visitors; crawlers, HEAD and prefetches are not counted', async () => {
    const page = owner.path;
    const first = await visit(sites, page, CHROME, '203.0.113.1', { referer: 'https://www.google.com/search?q=carpenter' });
    expect(first.statusCode).toBe(200);
    await visit(sites, page, CHROME, '203.0.113.1');
    // A revalidation (304) is a page view too.
    const revalidated = await visit(sites, page, CHROME, '203.0.113.1', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    await visit(sites, page, IPHONE, '203.0.113.2', { referer: 'https://facebook.com/' });
    await visit(sites, page, IPHONE, '203.0.113.2', { referer: `http://localhost${page}` });
    await visit(sites, `${page}index.html`, IPAD, '203.0.113.3', { referer: 'https://www.google.com/' });
    await visit(sites, page, IPAD, '203.0.113.3');
    // Not counted: a crawler, HEAD, a prefetch, no user agent, other files of the site, another site.
    await visit(sites, page, GOOGLEBOT, '66.249.66.1');
    await visit(sites, page, CHROME, '203.0.113.9', {}, 'HEAD');
    await visit(sites, page, CHROME, '203.0.113.9', { 'sec-purpose': 'prefetch' });
    await sites.inject({ method: 'GET', url: page, remoteAddress: '203.0.113.10' });
    await visit(sites, `${page}robots.txt`, CHROME, '203.0.113.11');
    await visit(sites, `${page}no-such-page`, CHROME, '203.0.113.11');

    const figures = await analytics(owner.token);
    expect(figures.pageViews).toBe(7);
    expect(figures.visitors).toBe(3);
    expect(figures.daily).toHaveLength(30);
    expect(figures.daily.at(-1)).toEqual({ date: '2026-05-04', pageViews: 7, visitors: 3 });
    expect(figures.daily[0]?.date).toBe('2026-04-05');
    expect(figures.from).toBe('2026-04-05');
    expect(figures.to).toBe('2026-05-04');
    expect(figures.referrers).toEqual([
      { host: 'google.com', visitors: 2 },
      { host: 'facebook.com', visitors: 1 },
    ]);
    expect(figures.devices).toEqual({ mobile: 1, tablet: 1, desktop: 1 });
  });

  it('never writes an address: only salted hashes of today, and one salt', async () => {
    const hashes = await t.database.db.selectFrom('visitor_days').select(['visitor_hash']).execute();
    expect(hashes).toHaveLength(3);
    for (const { visitor_hash } of hashes) {
      expect(visitor_hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(visitor_hash).not.toContain('203');
    }
    expect(await t.database.db.selectFrom('visitor_salts').select('day').execute()).toHaveLength(1);
  });

  it("counts the same address and browser anew the next day, and forgets the day before's salt and hashes", async () => {
    moveTo('2026-05-05T08:00:00Z');
    await visit(sites, owner.path, CHROME, '203.0.113.1');
    await visit(sites, owner.path, CHROME, '203.0.113.1');
    const figures = await analytics(owner.token);
    expect(figures.daily.slice(-2)).toEqual([
      { date: '2026-05-04', pageViews: 7, visitors: 3 },
      { date: '2026-05-05', pageViews: 2, visitors: 1 },
    ]);
    expect(figures.pageViews).toBe(9);
    expect(figures.visitors).toBe(4);
    const salts = await t.database.db.selectFrom('visitor_salts').select((eb) => eb.cast<string>('day', 'text').as('day')).execute();
    expect(salts).toEqual([{ day: '2026-05-05' }]);
    const days = await t.database.db.selectFrom('visitor_days').select((eb) => eb.cast<string>('day', 'text').as('day')).distinct().execute();
    expect(days).toEqual([{ day: '2026-05-05' }]);
  });

  it('counts click beacons on the call to action, phone and e-mail links, and ignores anything else', async () => {
    const beacon = (body: string, userAgent = CHROME) =>
      sites.inject({ method: 'POST', url: `${owner.path}event`, remoteAddress: '192.0.2.40', headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent }, payload: body });
    // Two page views: a phone click on each counts.
    await visit(sites, owner.path, CHROME, '192.0.2.40');
    await visit(sites, owner.path, CHROME, '192.0.2.40');
    // The call bar's taps (decision 0060) are words of their own.
    for (const word of ['cta', 'tel:', 'tel:', 'mailto:', 'whatsapp', 'directions', 'directions', 'book', 'quote']) expect((await beacon(word)).statusCode).toBe(204);
    for (const word of ['constructor', '__proto__', 'x'.repeat(600), '', 'https:']) expect((await beacon(word)).statusCode).toBe(204);
    await beacon('cta', GOOGLEBOT);
    expect((await sites.inject({ method: 'POST', url: '/no-such-site/event', payload: 'cta', headers: { 'content-type': 'text/plain' } })).statusCode).toBe(404);
    const figures = await analytics(owner.token);
    expect(figures.clicks).toEqual({ cta: 1, phone: 2, email: 1, whatsapp: 1, directions: 2, book: 1, quote: 1 });
  });

  it('counts 1,000 user agents from one address as one visitor, an IPv6 /64 as one address, and a click once per page view (issue 21)', async () => {
    const crowd = await publishSite(t, 'crowd@example.com', 'Crowd Cafe');
    const before = await analytics(crowd.token);
    const page = crowd.path;
    for (let i = 0; i < 1000; i++) await visit(sites, page, `Mozilla/5.0 (Windows NT 10.0) Chrome/${100 + i}.0 Safari/537.36`, '203.0.113.77');
    for (let i = 1; i <= 20; i++) await visit(sites, page, IPHONE, `2001:db8:1:2::${i.toString(16)}`);
    await visit(sites, page, IPHONE, '2001:db8:1:3::1');
    let after = await analytics(crowd.token);
    expect(after.visitors - before.visitors).toBe(3);
    expect(after.pageViews - before.pageViews).toBe(1021);

    // 300 beacons from a visitor with one page view: one click. A beacon with no page view: none.
    const beacon = (ip: string, word: string) =>
      sites.inject({ method: 'POST', url: `${page}event`, remoteAddress: ip, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME }, payload: word });
    await visit(sites, page, CHROME, '198.51.100.200');
    for (let i = 0; i < 300; i++) await beacon('198.51.100.200', 'tel:');
    for (let i = 0; i < 50; i++) await beacon('198.51.100.201', 'cta');
    after = await analytics(crowd.token);
    expect(after.clicks.phone - before.clicks.phone).toBe(1);
    expect(after.clicks.cta - before.clicks.cta).toBe(0);
    // Across flushes and replicas too: more beacons later, and a second page view allowing one more.
    for (let i = 0; i < 30; i++) await beacon('198.51.100.200', 'tel:');
    await sites.visits?.flush();
    const replica = new VisitCounter(new AnalyticsRepository(t.database.db), t.app.log, { clock: () => new Date(Date.now() + offset) });
    const sameVisitor = { method: 'GET', ip: '198.51.100.200', headers: { 'user-agent': IPHONE } } as unknown as FastifyRequest;
    replica.pageView(sameVisitor, crowd.accountId, 'localhost');
    await replica.flush();
    after = await analytics(crowd.token);
    expect(after.clicks.phone - before.clicks.phone).toBe(2);
    expect(after.visitors - before.visitors).toBe(4);
  });

  it("shows each account only its own figures, counts its leads, and refuses bad periods", async () => {
    const mine = await analytics(owner.token, 7);
    expect(mine.daily).toHaveLength(7);
    const theirs = await analytics(other.token);
    expect(theirs.pageViews).toBe(0);
    expect(theirs.visitors).toBe(0);
    expect(theirs.referrers).toEqual([]);
    expect(theirs.clicks).toEqual({ cta: 0, phone: 0, email: 0, whatsapp: 0, directions: 0, book: 0, quote: 0 });

    const sent = await sites.inject({
      method: 'POST',
      url: `${owner.path}contact`,
      remoteAddress: '203.0.113.20',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Ann', contact: 'ann@example.net', message: 'A quote for shelves, please.' }).toString(),
    });
    expect(sent.statusCode).toBe(200);
    expect((await analytics(owner.token)).leads).toBe(1);
    expect((await analytics(other.token)).leads).toBe(0);

    for (const days of ['0', '367', 'abc', '2.5']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/analytics?days=${days}`, headers: bearer(owner.token) });
      expect(res.statusCode, days).toBe(400);
      expect(res.json().errorMessage).toMatch(/^The number of days/);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/analytics' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/analytics', headers: bearer(owner.token) })).json().days).toBe(30);
  });
  it('counts a returning visitor once across flushes and replicas, and writes a flush in one statement', async () => {
    const page = other.path;
    const before = await analytics(other.token);
    await visit(sites, page, CHROME, '198.51.100.7', { referer: 'https://duckduckgo.com/' });
    await visit(sites, page, IPHONE, '198.51.100.8');
    const statements: string[] = [];
    await withQueryLog(t.database.db as unknown as Kysely<unknown>, statements, () => sites.visits?.flush() ?? Promise.resolve());
    expect(statements.filter((s) => /site_daily_stats|visitor_days|site_daily_referrers/.test(s) && !/^delete/i.test(s.trim()))).toHaveLength(1);
    // The same browser again, in the next flush of this replica (it remembers having written it) and of another one (it does not).
    await visit(sites, page, CHROME, '198.51.100.7');
    const replica = new VisitCounter(new AnalyticsRepository(t.database.db), t.app.log, { clock: () => new Date(Date.now() + offset) });
    const sameBrowser = { method: 'GET', ip: '198.51.100.7', headers: { 'user-agent': CHROME } } as unknown as FastifyRequest;
    replica.pageView(sameBrowser, other.accountId, 'localhost');
    replica.pageView(sameBrowser, other.accountId, 'localhost');
    await replica.flush();
    const after = await analytics(other.token);
    expect(after.pageViews - before.pageViews).toBe(5);
    expect(after.visitors - before.visitors).toBe(2);
    expect(after.referrers).toEqual([{ host: 'duckduckgo.com', visitors: 1 }]);
    expect(after.devices).toEqual({ mobile: before.devices.mobile + 1, tablet: before.devices.tablet, desktop: before.devices.desktop + 1 });

    // A large batch goes in statements of 2,000 visitors, every one counted once.
    for (let i = 0; i < 4500; i++) {
      replica.pageView({ method: 'GET', ip: `10.0.${i >> 8}.${i & 255}`, headers: { 'user-agent': CHROME } } as unknown as FastifyRequest, other.accountId, 'localhost');
    }
    const large: string[] = [];
    await withQueryLog(t.database.db as unknown as Kysely<unknown>, large, () => replica.flush());
    expect(large.filter((s) => /site_daily_stats/.test(s))).toHaveLength(3);
    const last = await analytics(other.token);
    expect(last.visitors - after.visitors).toBe(4500);
    expect(last.pageViews - after.pageViews).toBe(4500);
  });
});
