import path from 'node:path/posix';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageReady, uploadImage } from '../support/media-helpers';
import { publishSite } from '../support/publish-site';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';
import { makePng } from '../support/test-images';

/** Every URL a file of the zip loads or links: src, href, srcset entries, action, and CSS url(). */
function referencesOf(name: string, text: string): string[] {
  const urls: string[] = [];
  if (name.endsWith('.html')) {
    for (const m of text.matchAll(/\s(?:src|href|poster|action)="([^"]*)"/gi)) urls.push((m[1] as string).replace(/&amp;/g, '&'));
    for (const m of text.matchAll(/\s(?:srcset|imagesrcset)="([^"]*)"/gi)) for (const entry of (m[1] as string).split(',')) urls.push(entry.trim().split(/\s+/)[0] as string);
    for (const m of text.matchAll(/\sstyle="([^"]*)"/g)) for (const u of (m[1] as string).replace(/&quot;/g, '"').matchAll(/url\(\s*['"]?([^'")]+)/g)) urls.push(u[1] as string);
  }
  if (name.endsWith('.css')) for (const m of text.matchAll(/url\(\s*['"]?([^'")]+)/g)) urls.push(m[1] as string);
  return urls;
}

describe('Download your website', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is a zip of the live version whose every link resolves inside it, images in their variants, opening from the file system', async () => {
    const never = await t.app.inject({ url: '/api/website/download', headers: bearer((await signUpConfirmed(t, 'never-published@example.com')).token) });
    expect(never.statusCode).toBe(404);
    expect(never.json().errorMessage).toBe('Publish your website first; then you can download it.');

    const site = await publishSite(t, 'export-owner@example.com', 'Take Away Bakery');
    const logo = await uploadImage(t, site.token, makePng(240, 120, { noise: true }), 'image/png', 'logo.png');
    const hero = await uploadImage(t, site.token, makePng(1200, 800, { noise: true }), 'image/png', 'hero.png');
    for (const image of [logo, hero]) expect((await imageReady(t, site.token, image.fullKey)).statusCode).toBe(200);
    const current = (await t.app.inject({ url: '/api/website?version=1', headers: bearer(site.token) })).json();
    const { accountId: _a, websiteVersion: _v, ...content } = current;
    const headers = { ...bearer(site.token), ...jsonHeaders };
    expect((await t.app.inject({ method: 'PUT', url: '/api/website/', headers, payload: { input: { ...content, logo: logo.publicUrl, backgroundImg: hero.publicUrl } } })).statusCode).toBe(200);
    const { hash } = (await t.app.inject({ url: '/api/website/preview', headers: bearer(site.token) })).json();
    expect((await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers, payload: { input: { hash } } })).statusCode).toBe(200);

    const res = await t.app.inject({ url: '/api/website/download', headers: bearer(site.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+-website\.zip"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    expect(names).toContain('index.html');
    const html = strFromU8(files['index.html'] as Uint8Array);
    expect(html).toContain('Take Away Bakery');
    expect(names.some((n) => /^_ww\/site\.[0-9a-f]{12}\.css$/.test(n))).toBe(true);
    expect(names.some((n) => /^_ww\/site\.[0-9a-f]{12}\.js$/.test(n))).toBe(true);
    // The owner's pictures, in the variants the page offers (several widths of the hero).
    const media = names.filter((n) => n.startsWith('media/'));
    expect(media.length).toBeGreaterThanOrEqual(3);

    const checked: string[] = [];
    for (const name of names.filter((n) => n.endsWith('.html') || n.endsWith('.css'))) {
      for (const url of referencesOf(name, strFromU8(files[name] as Uint8Array))) {
        if (url === '' || url.startsWith('#') || /^(https?:|mailto:|tel:|data:)/i.test(url)) continue;
        // Nothing may depend on a server's root: the zip opens from the file system.
        expect(url.startsWith('/'), `${name}: ${url}`).toBe(false);
        const target = path.normalize(path.join(path.dirname(name), url.split('#')[0] as string));
        expect(names, `${name}: ${url}`).toContain(target);
        checked.push(url);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(5);
    // The contact form still reaches the live site, the only place that takes messages.
    if (html.includes('<form')) expect(html).toMatch(/action="http:\/\/localhost:3001\/[a-z0-9-]+\/contact"/);
    // So does "Report this site", still a link.
    expect(html).toMatch(/<a class="ww-report-link" href="http:\/\/localhost:3001\/[a-z0-9-]+\/report"/);
    // No file is left loading from the site host.
    // (Search-engine metadata, JSON-LD and meta tags, keeps the live addresses on purpose.)
    const loaded = html.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '').replace(/<meta [^>]*>/g, '');
    expect(loaded.match(/.{60}http:\/\/localhost:3001\/(media|_ww)\/.{30}/g) ?? []).toEqual([]);
  });

  it('includes a two-language site’s second page at <lang>/index.html, each page linking the other and its files relatively', async () => {
    const site = await publishSite(t, 'export-bilingue@example.com', 'Boulangerie Moreau', {
      country: 'FR',
      siteLanguage: 'fr',
      enableContactForm: true,
      enablePrices: true,
      prices: [{ name: 'Pains', items: [{ name: 'Baguette tradition', description: 'Farine Label Rouge', price: 1.5 }] }],
      translations: { en: { companyName: 'Moreau Bakery', 'prices.0.name': 'Breads', 'prices.0.items.0.name': 'Traditional baguette' } },
    });
    const logo = await uploadImage(t, site.token, makePng(240, 120, { noise: true }), 'image/png', 'logo.png');
    expect((await imageReady(t, site.token, logo.fullKey)).statusCode).toBe(200);
    const current = (await t.app.inject({ url: '/api/website?version=1', headers: bearer(site.token) })).json();
    const { accountId: _a, websiteVersion: _v, ...content } = current;
    const headers = { ...bearer(site.token), ...jsonHeaders };
    expect((await t.app.inject({ method: 'PUT', url: '/api/website/', headers, payload: { input: { ...content, logo: logo.publicUrl } } })).statusCode).toBe(200);
    const { hash } = (await t.app.inject({ url: '/api/website/preview', headers: bearer(site.token) })).json();
    expect((await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers, payload: { input: { hash } } })).statusCode).toBe(200);

    const res = await t.app.inject({ url: '/api/website/download', headers: bearer(site.token) });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    expect(names.slice(0, 2)).toEqual(['index.html', 'en/index.html']);
    const main = strFromU8(files['index.html'] as Uint8Array);
    const second = strFromU8(files['en/index.html'] as Uint8Array);
    expect(main).toContain('<html lang="fr-FR"');
    expect(second).toContain('<html lang="en-FR"');
    expect(second).toContain('Moreau Bakery');
    expect(second).toContain('Traditional baguette');
    // The switch opens the other file (a folder does not open its index.html from the file system).
    expect(main).toMatch(/<a class="ww-nav__link" href="en\/index\.html" hrefLang="en" lang="en">English<\/a>/);
    expect(second).toMatch(/<a class="ww-nav__link" href="\.\.\/index\.html" hrefLang="fr" lang="fr">Français<\/a>/);
    // Each page's files from its own folder, all in the zip: one stylesheet and the same pictures for both.
    expect(second).toMatch(/href="\.\.\/_ww\/site\.[0-9a-f]{12}\.css"/);
    expect(names.filter((n) => /^_ww\/site\.[0-9a-f]{12}\.css$/.test(n))).toHaveLength(1);
    let checked = 0;
    for (const name of names.filter((n) => n.endsWith('.html') || n.endsWith('.css'))) {
      for (const url of referencesOf(name, strFromU8(files[name] as Uint8Array))) {
        if (url === '' || url.startsWith('#') || /^(https?:|mailto:|tel:|data:)/i.test(url)) continue;
        expect(url.startsWith('/'), `${name}: ${url}`).toBe(false);
        const target = path.normalize(path.join(path.dirname(name), url.split('#')[0] as string));
        expect(names, `${name}: ${url}`).toContain(target);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
    expect(second).toMatch(/src="\.\.\/media\//);
    // The English page's form posts to the live English address, so it answers in English.
    expect(second).toMatch(/action="http:\/\/localhost:3001\/[a-z0-9-]+\/en\/contact"/);
    expect(main).toMatch(/action="http:\/\/localhost:3001\/[a-z0-9-]+\/contact"/);
    expect(second).toMatch(/<a class="ww-report-link" href="http:\/\/localhost:3001\/[a-z0-9-]+\/en\/report"/);
    // Search-engine metadata keeps the live addresses, as the canonical link does.
    expect(second).toContain(`<link rel="alternate" hreflang="fr-FR" href="${site.publishUrl}">`);
    expect(second).toContain(`<link rel="canonical" href="${site.publishUrl}en/">`);
  });

  it("includes only the account's own uploads: a link to another account's picture stays a link (issue 21)", async () => {
    const stranger = await publishSite(t, 'export-stranger@example.com', 'Stranger Things Ltd');
    const theirs = await uploadImage(t, stranger.token, makePng(300, 200, { noise: true }), 'image/png', 'private.png');
    expect((await imageReady(t, stranger.token, theirs.fullKey)).statusCode).toBe(200);
    const site = await publishSite(t, 'export-linker@example.com', 'Linker Lane', { socialUrl: theirs.publicUrl, ctaEnabled: true, ctaText: 'See', ctaLink: theirs.publicUrl });
    const res = await t.app.inject({ url: '/api/website/download', headers: bearer(site.token) });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).filter((n) => n.startsWith('media/'))).toEqual([]);
    expect(strFromU8(files['index.html'] as Uint8Array)).toContain(`href="${theirs.publicUrl}"`);
    void site.path;
  });
});
