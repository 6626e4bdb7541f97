import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyWebsiteContent, type WebsiteContent } from '../../src/shared/website';
import { SITE_CATALOGUES } from '../../src/site/i18n';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

/*
 * Two-language sites (issue 28 part 3, decision 0067): the API takes a second language's texts only as
 * translations of the site's own text fields, within their limits and never in the main language; the
 * published site answers `/<slug>/` in the main language and `/<slug>/<lang>/` in the second (and the same
 * on a custom domain), each canonical to itself, with hreflang both ways and x-default, a switch in the
 * header, JSON-LD in its language, both in the sitemap, the contact form answering in the page's language,
 * and the shared cache's tags on both pages.
 */

const en = SITE_CATALOGUES.en;
const fr = SITE_CATALOGUES.fr;

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe.each(databaseKinds)('two-language sites on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let accountId: string;
  let siteUrl = '';
  const french: WebsiteContent = {
    ...emptyWebsiteContent(),
    companyName: 'Boulangerie Moreau',
    companyDescription: 'Pain au levain cuit chaque matin à Lyon.',
    aboutMeTitle: 'Notre histoire',
    aboutMe: 'Depuis 1998 rue Mercière.',
    serviceItemsTitle: 'Nos pains',
    serviceItems: [
      { index: 0, title: 'Baguette tradition', description: 'Farine Label Rouge.' },
      { index: 1, title: 'Pain de seigle', description: 'Seigle bio.' },
    ],
    phone: '+33 4 78 00 00 00',
    country: 'FR',
    siteLanguage: 'fr',
    enableContactForm: true,
    enablePrices: true,
    prices: [{ name: 'Pains', items: [{ name: 'Baguette tradition', description: 'Farine Label Rouge.', price: 1.5 }, { name: 'Pain de seigle', description: '', price: 4, from: true }] }],
    notices: [{ message: 'Fermé le 1er mai', link: '', start: '', end: '', closed: false }],
  };

  beforeAll(async () => {
    // A shared cache configured (decision 0065), so the pages carry their tags; nothing listens at the purge address.
    t = await createTestApp(kind, { CACHE_PURGE_URLS: 'http://127.0.0.1:9/', CACHE_PURGE_SECRET: 'secret' });
    ({ token } = await signUpConfirmed(t, 'boulangerie@example.com'));
    accountId = (await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) })).json().accountId as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  const put = (input: unknown) => t.app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input } as object });
  const stored = async () => (await t.app.inject({ method: 'GET', url: '/api/website?version=1', headers: bearer(token) })).json() as WebsiteContent;
  async function publish(): Promise<string> {
    const { hash } = (await t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { hash } } });
    expect(res.statusCode, res.body).toBe(200);
    siteUrl = res.json().publishUrl as string;
    return siteUrl;
  }

  it('refuses translations that are not a second language of the site’s own texts, with a sentence, and keeps what was stored', async () => {
    expect((await put(french)).statusCode).toBe(200);
    const refusals: [unknown, RegExp][] = [
      [{ xx: {} }, /A second language must be one of: English, Español, Français/],
      [{ en: {}, de: {} }, /one second language/],
      [{ fr: { companyName: 'Boulangerie' } }, /Français is your website's main language and its second language/],
      [{ en: { phone: '+44 1' } }, /English: "phone" is not a text of your website that can be translated/],
      [{ en: { 'serviceItems.0.img': 'empty' } }, /is not a text of your website that can be translated/],
      [{ en: { companyName: 'x'.repeat(121) } }, /The English text of Company name must be at most 120 characters\./],
      [{ en: { 'serviceItems.1.description': 'x'.repeat(1001) } }, /The English text of Services, card 2: Description must be at most 1000 characters\./],
      [{ en: { 'serviceItems.5.title': 'Rye' } }, /English: Services, card 6: Title is not on your website any more/],
      [{ en: { companyName: 5 } }, /The English text of Company name must be text/],
      [{ en: 'hello' }, /The English texts must be an object/],
      // The price list's and notices' texts translate; their amounts, dates and links do not.
      [{ en: { 'prices.0.items.0.price': '2' } }, /English: "prices\.0\.items\.0\.price" is not a text of your website that can be translated/],
      [{ en: { 'notices.0.start': '2027-01-01' } }, /is not a text of your website that can be translated/],
      [{ en: { 'prices.0.items.0.name': 'x'.repeat(121) } }, /The English text of Prices, group 1, item 1: Name must be at most 120 characters\./],
      [{ en: { 'prices.0.items.1.description': 'x'.repeat(301) } }, /The English text of Prices, group 1, item 2: Description must be at most 300 characters\./],
      [{ en: { 'notices.0.message': 'x'.repeat(201) } }, /The English text of Notices, notice 1: Message must be at most 200 characters\./],
      [{ en: { 'prices.0.items.2.name': 'Cake' } }, /English: Prices, group 1, item 3: Name is not on your website any more/],
      [{ en: { 'notices.1.message': 'Open' } }, /English: Notices, notice 2: Message is not on your website any more/],
    ];
    for (const [translations, message] of refusals) {
      const res = await put({ ...french, translations });
      expect(res.statusCode, JSON.stringify(translations)).toBe(400);
      expect(res.json().errorMessage).toMatch(message);
      expect(res.json().errorMessage).not.toMatch(/translations\.|\[|invalid_type|Expected/);
    }
    expect((await stored()).translations).toEqual({});
  });

  it('publishes the main language at /<slug>/ and the second at /<slug>/<lang>/, hreflang both ways, the switch, JSON-LD, the sitemap', async () => {
    const saved = await put({
      ...french,
      translations: {
        en: {
          companyName: 'Moreau Bakery',
          companyDescription: 'Sourdough baked every morning in Lyon.',
          'serviceItems.0.title': 'Traditional baguette',
          aboutMe: '  ',
          'prices.0.name': 'Breads',
          'prices.0.items.0.name': 'Baguette (traditional)',
          'prices.0.items.0.description': 'Label Rouge flour.',
          'notices.0.message': 'Closed on 1 May',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // An empty text is no translation: the main text shows there.
    expect((await stored()).translations).toEqual({
      en: {
        companyName: 'Moreau Bakery',
        companyDescription: 'Sourdough baked every morning in Lyon.',
        'serviceItems.0.title': 'Traditional baguette',
        'prices.0.name': 'Breads',
        'prices.0.items.0.name': 'Baguette (traditional)',
        'prices.0.items.0.description': 'Label Rouge flour.',
        'notices.0.message': 'Closed on 1 May',
      },
    });
    const url = await publish();
    const path = new URL(url).pathname;
    const main = await t.app.siteHost.inject(path);
    const second = await t.app.siteHost.inject(`${path}en/`);
    expect(main.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);

    expect(main.body).toContain('<html lang="fr-FR"');
    expect(second.body).toContain('<html lang="en-FR"');
    for (const page of [main.body, second.body]) {
      expect(page).toContain(`<link rel="alternate" hreflang="fr-FR" href="${url}">`);
      expect(page).toContain(`<link rel="alternate" hreflang="en-FR" href="${url}en/">`);
      expect(page).toContain(`<link rel="alternate" hreflang="x-default" href="${url}">`);
    }
    expect(main.body).toContain(`<link rel="canonical" href="${url}">`);
    expect(second.body).toContain(`<link rel="canonical" href="${url}en/">`);
    // The switch: a plain link in the header's menu, the other language named in itself.
    expect(main.body).toMatch(/<li class="ww-nav__item"><a class="ww-nav__link" href="en\/" hrefLang="en" lang="en">English<\/a><\/li>/);
    expect(second.body).toMatch(/<li class="ww-nav__item"><a class="ww-nav__link" href="\.\.\/" hrefLang="fr" lang="fr">Français<\/a><\/li>/);

    // Texts: the translation where there is one, the main text where not; product words in the page's language.
    expect(main.body).toContain('Boulangerie Moreau');
    expect(main.body).not.toContain('Moreau Bakery');
    expect(second.body).toContain('<title>Moreau Bakery</title>');
    expect(second.body).toContain('Traditional baguette');
    expect(second.body).toContain('Pain de seigle');
    expect(second.body).toContain('Depuis 1998 rue Mercière.');
    expect(main.body).toContain(`>${fr['form.submit']}<`);
    expect(second.body).toContain(`>${en['form.submit']}<`);
    expect(second.body).not.toContain(`>${fr['form.submit']}<`);
    // The price list and the notice: translated texts, the untranslated item's name as it is, amounts as the
    // page's language writes them in the site's currency, the words around them in the page's language.
    expect(second.body).toContain('<h3 class="ww-prices__group">Breads</h3>');
    expect(second.body).toContain('<span class="ww-price__name">Baguette (traditional)</span><span class="ww-price__amount">€1.50</span><span class="ww-price__text">Label Rouge flour.</span>');
    expect(second.body).toContain(`<span class="ww-price__name">Pain de seigle</span><span class="ww-price__amount">${en['prices.from'].replace('{price}', '€4')}</span>`);
    expect(second.body).toContain(`<div class="ww-notices" role="region" aria-label="${en['notices.label']}"><p class="ww-notice" data-notice="0">Closed on 1 May</p>`);
    expect(main.body).toMatch(/<span class="ww-price__name">Baguette tradition<\/span><span class="ww-price__amount">1,50\s€<\/span>/u);
    expect(main.body).toContain('<p class="ww-notice" data-notice="0">Fermé le 1er mai</p>');
    expect(main.body).not.toMatch(/Closed on 1 May|Breads/);

    const mainLd = jsonLd(main.body);
    const secondLd = jsonLd(second.body);
    expect(mainLd).toMatchObject({ name: 'Boulangerie Moreau', url, knowsLanguage: 'fr-FR', mainEntityOfPage: { '@id': url, inLanguage: 'fr-FR' } });
    expect(secondLd).toMatchObject({ name: 'Moreau Bakery', description: 'Sourdough baked every morning in Lyon.', url: `${url}en/`, knowsLanguage: 'en-FR', mainEntityOfPage: { '@id': `${url}en/`, inLanguage: 'en-FR' } });

    const sitemap = await t.app.siteHost.inject(`${path}sitemap.xml`);
    expect(sitemap.body).toContain(`<loc>${url}</loc>`);
    expect(sitemap.body).toContain(`<loc>${url}en/</loc>`);
    expect(sitemap.body).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${url}en/"/>`);
    // Only at the main address; the second language's address without its slash goes to it with one.
    expect((await t.app.siteHost.inject(`${path}en/sitemap.xml`)).statusCode).toBe(404);
    expect((await t.app.siteHost.inject(`${path}en/robots.txt`)).statusCode).toBe(404);
    const bare = await t.app.siteHost.inject(`${path}en`);
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe(`${path}en/`);
    // A language the site does not have is not a page.
    expect((await t.app.siteHost.inject(`${path}de/`)).statusCode).toBe(404);
    const missing = await t.app.siteHost.inject(`${path}en/nothing`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="en"');

    // Own ETags (a copy of one is not the other) and the site's cache tags on both (decision 0065).
    expect(second.headers.etag).not.toBe(main.headers.etag);
    expect((await t.app.siteHost.inject({ url: `${path}en/`, headers: { 'if-none-match': String(second.headers.etag) } })).statusCode).toBe(304);
    for (const page of [main, second]) {
      expect(String(page.headers['surrogate-key'])).toContain(`ww-s-${path.split('/')[1]}`);
      expect(String(page.headers['surrogate-key'])).toContain(`ww-site-${accountId}`);
      expect(String(page.headers['cache-control'])).toContain('s-maxage=');
    }
  });

  it('answers the contact form of the second-language page in its language (errors and thank-you)', async () => {
    const path = new URL(siteUrl).pathname;
    const post = (at: string) =>
      t.app.siteHost.inject({ method: 'POST', url: `${at}contact`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, payload: 'name=Zo%C3%A9&contact=%3F&message=Bonjour' });
    const inEnglish = await post(`${path}en/`);
    expect(inEnglish.statusCode).toBe(400);
    expect(inEnglish.json().errorMessage).toBe(en['contact.contactInvalid']);
    expect((await post(path)).json().errorMessage).toBe(fr['contact.contactInvalid']);
    const thanks = await t.app.siteHost.inject(`${path}en/contact/thanks`);
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('<html lang="en"');
    expect(thanks.body).toContain(en['contact.thanksTitle']);
    // Its way back leads to the English page.
    expect(thanks.body).toContain(`href="${path}en/"`);
  });

  it('serves both languages on a custom domain: https://domain/ and https://domain/<lang>/', async () => {
    await t.database.db
      .updateTable('accounts')
      .set({ domain_name: 'www.boulangerie-moreau.test', subscription_status: 'active', subscription_tier: 'professional', distribution_id: 'proven', distribution_domain: 'sites.example.com' })
      .where('account_id', '=', accountId)
      .execute();
    t.app.siteHost.siteDirectory.invalidate();
    const host = { host: 'www.boulangerie-moreau.test' };
    const main = await t.app.siteHost.inject({ url: '/', headers: host });
    const second = await t.app.siteHost.inject({ url: '/en/', headers: host });
    expect(main.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('<html lang="en-FR"');
    expect(second.body).toContain('href="../" hrefLang="fr" lang="fr">Français</a>');
    expect(String(second.headers['surrogate-key'])).toContain('ww-d-www.boulangerie-moreau.test');
    const sitemap = await t.app.siteHost.inject({ url: '/sitemap.xml', headers: host });
    expect(sitemap.body).toContain('<loc>http://www.boulangerie-moreau.test/</loc>');
    expect(sitemap.body).toContain('<loc>http://www.boulangerie-moreau.test/en/</loc>');
  });

  it('takes the second language off the site at the next publish once the owner removes it', async () => {
    const current = await stored();
    const { accountId: _a, websiteVersion: _v, ...content } = current as WebsiteContent & { accountId: string; websiteVersion: number };
    expect((await put({ ...content, translations: {} })).statusCode).toBe(200);
    const path = new URL(siteUrl).pathname;
    // Until the next publish the live version keeps both pages.
    t.app.siteHost.siteDirectory.invalidate();
    expect((await t.app.siteHost.inject(`${path}en/`)).statusCode).toBe(200);
    await publish();
    t.app.siteHost.siteDirectory.invalidate();
    expect((await t.app.siteHost.inject(`${path}en/`)).statusCode).toBe(404);
    const main = await t.app.siteHost.inject(path);
    expect(main.body).not.toContain('hreflang');
    expect((await t.app.siteHost.inject(`${path}sitemap.xml`)).body).not.toContain('/en/');
  });
});
