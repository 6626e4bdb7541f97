import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishWords } from '../../src/server/modules/onboarding/kits';
import { STOCK_IMAGE_NAMES, STOCK_IMAGE_PREFIX } from '../../src/shared/stock-images';
import { TRADES } from '../../src/shared/trades';
import { emptyWebsiteContent, type Website } from '../../src/shared/website';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { VIEW_PIXEL_PATH } from '../../src/shared/view-pixel';

/** Words a visitor reads on a published page (text outside tags, scripts and styles). */
function visibleWords(html: string): number {
  const body = html.replace(/<head>[\s\S]*?<\/head>/, '').replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '');
  return body.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/g, ' ').split(/\s+/).filter((w) => /[a-z0-9]/i.test(w)).length;
}

// Onboarding in the site language (issue 28, decision 0063).
/** Words nearly every French sentence has; English has none of them. */
const FRENCH = /(^|[\s’'(])(le|la|les|des|du|de|et|à|au|aux|vous|votre|vos|nous|notre|nos|pour|avec|sur|une?|est|qui|que|ce|en|ou|par)(?=[\s,.:;?!’'\u00a0)]|$)/i;
const ENGLISH = /\b(the|and|your|you|with|our|for|this|that|are|please|we)\b/i;

/** Every sentence of every English kit, as a French draft must not contain one. */
const ENGLISH_SENTENCES = TRADES.flatMap(({ id }) => {
  const w = englishWords(id);
  return [w.tagline, w.intro, w.about, w.contactText, ...[...w.services, ...w.info].flatMap((c) => [c.title, c.description])];
})
  .flatMap((text) => text.split(/(?<=[.?!:])\s+|\n+/))
  .map((s) => s.replace(/\{\{[^}]*\}\}/g, '').trim())
  .filter((s) => s.split(/\s+/).length >= 4 && !/[{}]/.test(s));

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
      [{ trade: 'barber', companyName: 'A', town: 'B', phone: '', language: 'xx' }, /Choose the language of your website from the list/],
    ];
    for (const [input, message] of cases) {
      const res = await start(token, input);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toMatch(message);
    }
    expect((await status(token)).websiteSaved).toBe(false);
  });

  it('makes the site in the language chosen at /start, every product word on the published page in it (issue 28)', async () => {
    const { token } = await signUpConfirmed(t, 'boulangerie@example.com');
    const res = await start(token, { trade: 'bakery', companyName: 'Boulangerie Martin', town: 'Lyon', phone: '04 78 00 00 00', country: 'FR', language: 'fr' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Website).siteLanguage).toBe('fr');
    const preview = (await t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
    const published = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { hash: preview.hash } } });
    expect(published.statusCode).toBe(200);
    const page = await t.app.siteHost.inject(new URL(published.json().publishUrl).pathname);
    expect(page.body).toContain('<html lang="fr-FR"');
    expect(page.body).toContain('>Envoyer le message</button>');
    expect(page.body).not.toContain('Send message');
    // An older client sends no language: English, as before.
    const { token: older } = await signUpConfirmed(t, 'older-client@example.com');
    expect(((await start(older, { trade: 'bakery', companyName: 'B', town: 'Leeds', phone: '' })).json() as Website).siteLanguage).toBe('en');
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
      const pictures = [...page.body.matchAll(/<img[^>]* src="([^"]+)"/g)].map((m) => m[1]!).filter((src) => src !== VIEW_PIXEL_PATH);
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

  it('in the site language (decision 0063): turns a bakery in Lyon, in French, into a complete French first draft, published as written', async () => {
    const { token } = await signUpConfirmed(t, 'boulangerie-kit@example.com');
    const res = await start(token, { trade: 'bakery', companyName: 'Boulangerie Martin', town: 'Lyon', phone: '04 78 12 34 56', country: 'FR', language: 'fr' });
    expect(res.statusCode).toBe(200);
    const site = res.json() as Website;
    expect(site).toMatchObject({ country: 'FR', ctaEnabled: true, ctaLink: 'tel:+33478123456', phone: '04 78 12 34 56' });
    const fields: [string, string][] = [
      ['tagline', site.tagline],
      ['companyDescription', site.companyDescription],
      ['aboutMeTitle', site.aboutMeTitle],
      ['aboutMe', site.aboutMe],
      ['serviceItemsTitle', site.serviceItemsTitle],
      ['otherTitle', site.otherTitle],
      ['ctaText', site.ctaText],
      ['contactText', site.contactText],
      ...[...site.serviceItems, ...site.otherItems].flatMap((c, i): [string, string][] => [
        [`card ${i} title`, c.title],
        [`card ${i} description`, c.description],
        ...(c.confirm ? [[`card ${i} confirm`, c.confirm] as [string, string]] : []),
      ]),
    ];
    expect(fields.length).toBeGreaterThanOrEqual(20);
    for (const [name, text] of fields) {
      expect(text.trim(), name).not.toBe('');
      expect(text, name).not.toMatch(ENGLISH);
      for (const sentence of ENGLISH_SENTENCES) expect(text.includes(sentence), `${name}: ${sentence}`).toBe(false);
      // Sentences are French; a short title may be a noun alone ("Pains"), so only longer texts are held to it.
      if (text.split(/\s+/).length >= 4) expect(text, name).toMatch(FRENCH);
    }
    expect(site.aboutMe).toContain('Boulangerie Martin');
    expect(site.aboutMe).toContain('Lyon');
    // French typography: no line may start with the colon or question mark.
    expect(site.aboutMe).toMatch(/\u00a0\?/);
    expect(site.aboutMe).not.toMatch(/ [?:;!]/);
    // The same look and pictures as the English bakery.
    expect(site.backgroundImg).toMatch(/bakery-hero\.svg$/);
    expect(site.serviceItems.map((c) => c.img)).toEqual(['bread', 'pastries', 'cakes', 'wholesale'].map((p) => `/_ww/stock/bakery-${p}.svg`));
    // Saved as it was built, and published without edits: the page carries the French words.
    const saved = (await t.app.inject({ method: 'GET', url: '/api/website?version=1', headers: bearer(token) })).json() as Website;
    expect(saved.aboutMe).toBe(site.aboutMe);
    const preview = (await t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
    const published = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { hash: preview.hash } } });
    expect(published.statusCode).toBe(200);
    const page = await t.app.siteHost.inject(new URL(published.json().publishUrl).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pétri et cuit à Lyon');
    expect(page.body).toContain('Viennoiseries');
    for (const sentence of ENGLISH_SENTENCES) expect(page.body.includes(sentence), sentence).toBe(false);
  });

  it('in the site language: writes English when no language is sent, and refuses a language it does not ship with a sentence, saving nothing', async () => {
    const { token } = await signUpConfirmed(t, 'langue@example.com');
    for (const language of ['xx', 'fr-FR', 'EN', 7]) {
      const res = await start(token, { trade: 'bakery', companyName: 'A', town: 'Lyon', phone: '', country: 'FR', language });
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json().errorMessage).toBe('Choose the language of your website from the list.');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/onboarding', headers: bearer(token) })).json().websiteSaved).toBe(false);
    const res = await start(token, { trade: 'bakery', companyName: 'A', town: 'York', phone: '', country: 'GB' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Website).serviceItemsTitle).toBe('From our ovens');
  });
});
