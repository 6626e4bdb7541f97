import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, jsonHeaders, type TestApp } from '../support/test-app';
import { ownerWebsite, publishSite } from '../support/publish-site';

/*
 * Notices come and go by the site's days without a new publish (issue 26, decision 0060): the site host
 * decides at each request, and the page's ETag says which notices it holds.
 */
describe('dated notices on the site host', () => {
  let t: TestApp;
  // 22:30 UTC on 23 December 2026: already the 24th in Auckland, where the site is.
  let now = Date.parse('2026-12-23T22:30:00Z');

  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { clock: () => new Date(now) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows each notice only between its days in the site’s time zone, changing the ETag and bytes, with no publish', async () => {
    const site = await publishSite(t, 'kiwi@example.com', 'Kiwi Kitchens', {
      country: 'NZ',
      notices: [
        { message: 'Closed 24 to 26 December', link: '', start: '2026-12-24', end: '2026-12-26', closed: true },
        { message: 'Always here', link: '', start: '', end: '', closed: false },
      ],
    });
    const get = (headers: Record<string, string> = {}) => t.app.siteHost.inject({ url: site.path, headers: { 'accept-encoding': 'br', ...headers } });
    const text = (res: { rawPayload: Buffer }) => brotliDecompressSync(res.rawPayload).toString('utf8');

    const during = await get();
    expect(during.statusCode).toBe(200);
    expect(text(during)).toContain('Closed 24 to 26 December');
    expect(text(during)).toContain('Always here');
    const duringTag = String(during.headers.etag);
    expect((await get({ 'if-none-match': duringTag })).statusCode).toBe(304);

    // The 27th in Auckland (still the 26th in UTC): the closed notice is gone, the other stays, a new ETag.
    now = Date.parse('2026-12-26T12:00:00Z');
    const after = await get({ 'if-none-match': duringTag });
    expect(after.statusCode).toBe(200);
    expect(text(after)).not.toContain('Closed 24 to 26 December');
    expect(text(after)).toContain('Always here');
    const afterTag = String(after.headers.etag);
    expect(afterTag).toBe(duringTag.replace(/-br"$/, '-n0-br"'));
    expect((await get({ 'if-none-match': afterTag })).statusCode).toBe(304);
    // Plain and gzip copies of the variant say the same.
    const plain = await t.app.siteHost.inject({ url: site.path, headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).not.toContain('Closed 24 to 26 December');
    expect(plain.headers.etag).toBe(afterTag.replace(/-br"$/, '"'));

    // Before the first day (the 23rd in Auckland): hidden too.
    now = Date.parse('2026-12-23T10:00:00Z');
    expect(text(await get())).not.toContain('Closed 24 to 26 December');
  });

  it('shows a two-language site’s translated notice on its second page on the same days, with its own ETag', async () => {
    now = Date.parse('2026-12-23T22:30:00Z');
    const site = await publishSite(t, 'kiwi-fr@example.com', 'Cuisines Kiwi', {
      country: 'NZ',
      siteLanguage: 'fr',
      notices: [{ message: 'Fermé du 24 au 26 décembre', link: '', start: '2026-12-24', end: '2026-12-26', closed: true }],
      translations: { en: { 'notices.0.message': 'Closed 24 to 26 December' } },
    });
    const get = (path: string) => t.app.siteHost.inject({ url: path, headers: { 'accept-encoding': 'identity' } });
    const during = await get(`${site.path}en/`);
    expect(during.statusCode).toBe(200);
    expect(during.body).toContain('<p class="ww-notice" data-notice="0">Closed 24 to 26 December</p>');
    expect(during.body).not.toContain('Fermé');
    expect((await get(site.path)).body).toContain('<p class="ww-notice" data-notice="0">Fermé du 24 au 26 décembre</p>');

    // The 27th in Auckland: gone from both pages, with their landmarks (labelled in each page's language).
    now = Date.parse('2026-12-26T12:00:00Z');
    const after = await get(`${site.path}en/`);
    expect(after.body).not.toContain('Closed 24 to 26 December');
    expect(after.body).not.toContain('class="ww-notices"');
    expect(after.headers.etag).not.toBe(during.headers.etag);
    expect(String(after.headers.etag)).toMatch(/-n0"$/);
    const main = await get(site.path);
    expect(main.body).not.toContain('Fermé du 24');
    expect(main.body).not.toContain('class="ww-notices"');
    expect(main.headers.etag).not.toBe(after.headers.etag);
  });

  it('goes by the time zone the owner set in /bookings, the one time zone of the site, from the next publish', async () => {
    // 06:00 UTC on 27 December: already the 27th in New York (the default zone of a US site), still the 26th in Los Angeles.
    now = Date.parse('2026-12-27T06:00:00Z');
    const site = await publishSite(t, 'surf@example.com', 'Surf Shack Repairs', {
      country: 'US',
      notices: [{ message: 'Closed for the holidays', link: '', start: '2026-12-24', end: '2026-12-26', closed: true }],
    });
    const shown = async () => (await t.app.siteHost.inject({ url: site.path, headers: { 'accept-encoding': 'identity' } })).body.includes('Closed for the holidays');
    expect(await shown()).toBe(false);

    const settings = { enabled: true, autoConfirm: false, timeZone: 'America/Los_Angeles', services: [{ id: 'fix', name: 'Board repair', durationMinutes: 60, price: '', bufferMinutes: 0 }], hours: [{ day: 0, open: '09:00', close: '17:00' }], breaks: [], daysOff: [], maxDaysAhead: 30, minNoticeMinutes: 60 };
    const put = await t.app.inject({ method: 'PUT', url: '/api/bookings/settings', headers: { ...bearer(site.token), ...jsonHeaders }, payload: { input: settings } });
    expect(put.statusCode, put.body).toBe(200);
    await ownerWebsite(t, site.token).publish();
    // The last day in Los Angeles: shown until its midnight there.
    expect(await shown()).toBe(true);
    now = Date.parse('2026-12-27T08:30:00Z');
    expect(await shown()).toBe(false);
  });
});
