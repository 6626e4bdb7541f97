import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_IMAGE_NAMES, STOCK_IMAGE_PREFIX } from '../../src/shared/stock-images';
import { TRADES } from '../../src/shared/trades';
import { emptyWebsiteContent, type Website } from '../../src/shared/website';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

/** Words a visitor reads on a published page (text outside tags, scripts and styles). */
function visibleWords(html: string): number {
  const body = html.replace(/<head>[\s\S]*?<\/head>/, '').replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '');
  return body.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/g, ' ').split(/\s+/).filter((w) => /[a-z0-9]/i.test(w)).length;
}

describe.each(databaseKinds)('onboarding (/start) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const start = (token: string, input: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/onboarding/start', headers: { ...bearer(token), ...jsonHeaders }, payload: { input } as object });
  const status = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/onboarding', headers: bearer(token) })).json();

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject('/api/onboarding')).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/onboarding/start', headers: jsonHeaders, payload: { input: {} } });
    expect(res.statusCode).toBe(401);
  });

  it('turns the four answers into a complete draft, offered only until the website is first saved', async () => {
    const { token } = await signUpConfirmed(t, 'plumber@example.com');
    expect(await status(token)).toMatchObject({ websiteSaved: false, googleImport: { available: false } });
    const res = await start(token, { trade: 'plumber', companyName: 'Rivera Plumbing', town: 'Springfield', phone: '(555) 010-0199' });
    expect(res.statusCode).toBe(200);
    const site = res.json() as Website;
    expect(site.companyName).toBe('Rivera Plumbing');
    expect(site.headerTitle).toBe('Rivera Plumbing');
    expect(site.aboutMe).toContain('Springfield');
    expect(site.aboutMe).not.toMatch(/\{(company|town)\}/);
    expect(site.serviceItems.length).toBeGreaterThanOrEqual(3);
    expect(site.serviceItems.length).toBeLessThanOrEqual(6);
    expect(site.otherItems.length).toBeGreaterThanOrEqual(3);
    expect(site.otherItems.length).toBeLessThanOrEqual(5);
    for (const card of site.serviceItems) expect(card.img?.startsWith(STOCK_IMAGE_PREFIX)).toBe(true);
    // The plumber's own pictures (decision 0039), and the number read as the guessed country (Springfield: the US) reads it.
    expect(site.backgroundImg).toBe(`${STOCK_IMAGE_PREFIX}plumber-hero.svg`);
    expect(site).toMatchObject({ country: 'US', ctaEnabled: true, ctaText: 'Call now', ctaLink: 'tel:+15550100199', phone: '(555) 010-0199' });
    expect(site.secondaryColor).not.toBe(emptyWebsiteContent().secondaryColor);
    // Saved: the editor reads the same draft, and /start is not offered again.
    const saved = (await t.app.inject({ method: 'GET', url: '/api/website?version=1', headers: bearer(token) })).json() as Website;
    expect(saved.aboutMe).toBe(site.aboutMe);
    expect((await status(token)).websiteSaved).toBe(true);
    // Nothing is published until the owner confirms.
    const account = (await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) })).json();
    expect(account.websiteLastPublished).toBeNull();
    // A second /start never writes over the owner's website.
    const again = await start(token, { trade: 'bakery', companyName: 'Other', town: 'Elsewhere', phone: '' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toMatch(/already has content/);
    const after = (await t.app.inject({ method: 'GET', url: '/api/website?version=1', headers: bearer(token) })).json() as Website;
    expect(after.companyName).toBe('Rivera Plumbing');
  });

  it('refuses bad input with a message for a person and saves nothing', async () => {
    const { token } = await signUpConfirmed(t, 'careful@example.com');
    const cases: [unknown, RegExp][] = [
      [{ trade: 'astronaut', companyName: 'A', town: 'B', phone: '' }, /Choose your business type/],
      [{ trade: 'barber', companyName: '   ', town: 'B', phone: '' }, /Enter your company name/],
      [{ trade: 'barber', companyName: 'A', town: '', phone: '' }, /Enter your town or city/],
      [{ trade: 'barber', companyName: 'A', town: 'B', phone: 'call me maybe' }, /phone number/],
      [{ trade: 'barber', companyName: 'x'.repeat(121), town: 'B', phone: '' }, /at most 120 characters/],
    ];
    for (const [input, message] of cases) {
      const res = await start(token, input);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toMatch(message);
    }
    expect((await status(token)).websiteSaved).toBe(false);
  });

  it('gives every trade a page of at least 250 words with 3+ service cards and its own pictures, published as is', async () => {
    for (const [n, trade] of TRADES.entries()) {
      const { token } = await signUpConfirmed(t, `trade-${n}@example.com`);
      const res = await start(token, { trade: trade.id, companyName: `Test ${trade.label} Co`, town: 'Millbrook', phone: '' });
      expect(res.statusCode, trade.id).toBe(200);
      const site = res.json() as Website;
      // Without a phone there is no call button rather than a broken one.
      expect(site.ctaEnabled).toBe(false);
      if (n % 7 !== 0) continue; // publish a few (publishing every trade would only repeat itself)
      const headers = { ...bearer(token), ...jsonHeaders };
      const preview = (await t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
      expect(preview.problem).toBeNull();
      const published = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers, payload: { input: { hash: preview.hash } } });
      expect(published.statusCode).toBe(200);
      const page = await t.app.siteHost.inject(new URL(published.json().publishUrl).pathname);
      expect(page.statusCode).toBe(200);
      expect(visibleWords(page.body), trade.id).toBeGreaterThanOrEqual(250);
      expect(page.body.match(/class="ww-card[ "]/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      // Every picture is one of the trade's own; the layouts decide how many show (a phone-number hero has
      // none, list rows have none), but each page shows some.
      const pictures = [...page.body.matchAll(/<img[^>]* src="([^"]+)"/g)].map((m) => m[1]!);
      expect(pictures.length).toBeGreaterThanOrEqual(1);
      for (const src of pictures) {
        expect(src.startsWith(`${STOCK_IMAGE_PREFIX}${trade.id}-`)).toBe(true);
        const img = await t.app.siteHost.inject(src);
        expect(img.statusCode).toBe(200);
        expect(img.headers['content-type']).toBe('image/svg+xml');
      }
    }
  });

  it('serves every shipped picture from the app and the site host, and nothing else under that path', async () => {
    for (const name of STOCK_IMAGE_NAMES) {
      for (const host of [t.app, t.app.siteHost]) {
        const res = await host.inject(`${STOCK_IMAGE_PREFIX}${name}`);
        expect(res.statusCode).toBe(200);
        expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        expect(res.body).not.toMatch(/<script|href=|xlink|on[a-z]+=/i);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    }
    for (const bad of ['nope.svg', '..%2F..%2Fpackage.json', 'water-hero.svg.png']) {
      expect((await t.app.siteHost.inject(`${STOCK_IMAGE_PREFIX}${bad}`)).statusCode).toBe(404);
    }
  });

  it('lets an owner keep a shipped picture in the editor, and refuses look-alike paths', async () => {
    const { token } = await signUpConfirmed(t, 'pictures@example.com');
    const put = (img: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/website/',
        headers: { ...bearer(token), ...jsonHeaders },
        payload: { input: { ...emptyWebsiteContent(), companyName: 'Pics', backgroundImg: img } },
      });
    expect((await put(`${STOCK_IMAGE_PREFIX}garden-hero.svg`)).statusCode).toBe(200);
    for (const bad of [`${STOCK_IMAGE_PREFIX}nope.svg`, `${STOCK_IMAGE_PREFIX}garden-hero.svg?x=1`, '/_ww/site.css', 'javascript:alert(1)']) {
      const res = await put(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errorMessage).toMatch(/Background image must be/);
    }
  });
});
