import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyWebsiteContent, type Item, type WebsiteContent } from '../../src/shared/website';
import { renderPublishedPage } from '../../src/server/render/published-page';
import { loadSiteAssetFiles } from '../../src/server/render/site-asset-files';
import { notFoundPage } from '../../src/server/sites/site-pages';
import { sampleWebsite } from '../../src/site/sample-website';
import { chromiumPath, failWithout, javaPath, MISSING_JAVA, skipWithout } from '../support/required-tool';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';
import { WEEKDAYS } from '../../src/shared/website-fields';
import { VIEW_PIXEL_PATH } from '../../src/shared/view-pixel';

const run = promisify(execFile);
const IMAGES = 'https://images.example.com';

/** Opening tags with their attributes (values are quoted and entity-escaped in our output). */
function tags(html: string): { name: string; attrs: Map<string, string> }[] {
  const out: { name: string; attrs: Map<string, string> }[] = [];
  for (const m of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'=<>/]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const attrs = new Map<string, string>();
    for (const a of (m[2] ?? '').matchAll(/\s+([^\s"'=<>/]+)(?:="([^"]*)")?/g)) attrs.set((a[1] ?? '').toLowerCase(), a[2] ?? '');
    out.push({ name: (m[1] ?? '').toLowerCase(), attrs });
  }
  return out;
}

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Everything a published page may run or link: only our two script elements, no handlers, only safe URLs. */
function expectInert(html: string) {
  const all = tags(html);
  // Every "<" in the document opens a tag we can parse: nothing half-formed slipped through.
  expect(all.length).toBe((html.match(/<[a-zA-Z]/g) ?? []).length);
  const scripts = all.filter((t) => t.name === 'script');
  expect(scripts.map((s) => s.attrs.get('src') ?? s.attrs.get('type'))).toEqual([loadSiteAssetFiles().js.href, 'application/ld+json']);
  // The one form a page may have is the template's contact form, posting to the site's own /contact
  // (issue 12); its action is checked here, every other URL attribute below.
  const forms = all.filter((t) => t.name === 'form');
  expect(forms.length).toBeLessThanOrEqual(1);
  for (const form of forms) expect([form.attrs.get('action'), form.attrs.get('method'), form.attrs.get('class')]).toEqual(['contact', 'post', 'ww-form']);
  for (const t of all) {
    for (const [name, value] of t.attrs) {
      expect(name, `<${t.name} ${name}>`).not.toMatch(/^on/);
      if (t.name === 'form' && name === 'action') continue;
      // "Report this site" (issue 27): the template's own link to the site's /report, relative to the page.
      if (t.name === 'a' && name === 'href' && t.attrs.get('class') === 'ww-report-link' && value === 'report') continue;
      // The view pixel (issue 30, decision 0065): the template's own, relative to the page.
      if (t.name === 'img' && name === 'src' && t.attrs.has('hidden') && value === VIEW_PIXEL_PATH) continue;
      if (['href', 'src', 'action', 'formaction', 'srcset', 'poster'].includes(name)) {
        // The one data: link is the page's icon: the company's initials drawn as an SVG of ours (site/favicon.ts).
        const iconOfOurs = t.name === 'link' && t.attrs.get('rel') === 'icon' && /^data:image\/svg\+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww\.w3\.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%2064%2064%22%3E%3Crect%20/.test(value);
        if (!iconOfOurs) expect(decode(value).trim(), `<${t.name} ${name}>`).toMatch(/^(#|\/_ww\/|https?:\/\/|mailto:|tel:)/i);
      }
    }
    // (Inline <svg> icons are the template's own; what is in them is checked like everything else.)
    expect(['iframe', 'object', 'embed', 'base', 'math', 'style', 'template']).not.toContain(t.name);
  }
  // "javascript:" may appear as text the owner typed (escaped, also in meta descriptions); the URL
  // attributes above are where it would matter.
}

const jsonLd = (html: string) => {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no JSON-LD');
  return JSON.parse(m[1] as string) as Record<string, unknown>;
};

const PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</script><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '<!--<script>alert(1)//-->',
  '{{constructor.constructor("alert(1)")()}}',
  '<a href="javascript:alert(1)">x</a>',
  '\u2028\u2029</script>',
  '<style>*{display:none}</style>',
];

/** The payload in every field the schema lets it into; links get a payload that is still a valid URL. */
function hostile(payload: string): WebsiteContent {
  const item = (index: number): Item => ({ index, title: payload, description: payload, img: `https://evil.example/x.png?"onerror="alert(1)` });
  return {
    ...emptyWebsiteContent(),
    headerTitle: payload,
    companyName: payload,
    companyDescription: payload,
    aboutMeTitle: payload,
    aboutMe: payload,
    serviceItemsTitle: payload,
    serviceItems: [item(0), item(1)],
    otherTitle: payload,
    otherItems: [item(0)],
    owner: payload,
    addressFreeForm: payload,
    phone: payload.slice(0, 40),
    email: "o'neil+x@evil.example",
    ctaText: payload.slice(0, 40),
    ctaEnabled: true,
    ctaLink: 'https://evil.example/"><script>alert(1)</script>',
    socialUrl: "https://evil.example/'onmouseover='alert(1)",
    logo: 'https://evil.example/logo.png#"><script>alert(1)</script>',
    otherImg: 'https://evil.example/a.png',
    backgroundImg: 'https://evil.example/"style="x',
  };
}

/** Hostile text, but links that are well-formed URLs (the checker rightly flags '"' in a URL as invalid). */
function hostileText(payload: string): WebsiteContent {
  const site = hostile(payload);
  const img = 'https://evil.example/x.png';
  return {
    ...site,
    serviceItems: site.serviceItems.map((i) => ({ ...i, img })),
    otherItems: site.otherItems.map((i) => ({ ...i, img })),
    ctaLink: 'https://evil.example/',
    socialUrl: 'https://evil.example/profile',
    logo: img,
    backgroundImg: img,
  };
}

describe('published HTML', () => {
  let t: TestApp;
  let token: string;
  let browser: Browser | undefined;
  let work: string;

  const publishContent = async (content: WebsiteContent) => {
    const put = await t.app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: content } });
    if (put.statusCode !== 200) throw new Error(`save failed: ${put.body}`);
    const { hash } = (await t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { hash } } });
    if (res.statusCode !== 200) throw new Error(`publish failed: ${res.body}`);
    const { publishUrl } = res.json() as { publishUrl: string };
    const page = await t.app.siteHost.inject(new URL(publishUrl).pathname);
    expect(page.statusCode).toBe(200);
    return { html: page.body, publishUrl };
  };

  beforeAll(async () => {
    t = await createTestApp('pglite');
    ({ token } = await signUpConfirmed(t, 'html@example.com'));
    work = mkdtempSync(path.join(tmpdir(), 'ww-html-'));
    browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'], headless: true });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('is a complete document with canonical, Open Graph, Twitter card, favicon and matching JSON-LD', async () => {
    const site = sampleWebsite(IMAGES);
    const { html, publishUrl } = await publishContent(site);
    expect(publishUrl).toBe('http://localhost:3001/green-valley-irrigation/');
    // The sample business is in the US: the page's language and country (decision 0039).
    expect(html.startsWith('<!doctype html>\n<html lang="en-US" data-theme="classic">')).toBe(true);
    for (const piece of [
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<title>Green Valley Irrigation</title>',
      '<meta name="description" content="Healthy lawns',
      `<link rel="canonical" href="${publishUrl}">`,
      `<meta property="og:url" content="${publishUrl}">`,
      '<meta property="og:title" content="Green Valley Irrigation">',
      '<meta property="og:type" content="website">',
      `<meta property="og:image" content="${IMAGES}/sample/hero.jpg">`,
      '<meta name="twitter:card" content="summary_large_image">',
      `<link rel="icon" href="${IMAGES}/sample/logo.png">`,
      `<link rel="stylesheet" href="${loadSiteAssetFiles().css.href}">`,
      `<script src="${loadSiteAssetFiles().js.href}"></script>`,
    ]) {
      expect(html).toContain(piece);
    }
    // Resource hints for eager images belong in <head>.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: site.companyName,
      url: publishUrl,
      description: site.companyDescription,
      telephone: site.phone,
      email: site.email,
      address: site.addressFreeForm.replace(/\s+/g, ' ').trim(),
      logo: site.logo,
      image: site.backgroundImg,
      sameAs: [site.socialUrl],
      // The page's language (decision 0062): the business speaks it, and the page it is the main entity of is in it.
      knowsLanguage: 'en-US',
      mainEntityOfPage: { '@type': 'WebPage', '@id': publishUrl, inLanguage: 'en-US' },
      // The sample shows its Opening hours section: Monday to Saturday, Sunday closed (left out).
      openingHoursSpecification: site.openingHours.flatMap((day, i) =>
        day.opens === '' ? [] : [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${WEEKDAYS[i]}`, opens: day.opens, closes: day.closes }],
      ),
    });
    expect(jsonLd(html).openingHoursSpecification).toHaveLength(6);
    expectInert(html);
    // System fonts only: no web font is fetched.
    expect(loadSiteAssetFiles().css.body.toString()).not.toMatch(/@font-face|@import|fonts\.googleapis/);
  });

  it.each(PAYLOADS)('escapes %j in every field: no script of the owner runs', async (payload) => {
    const { html } = await publishContent(hostile(payload));
    expectInert(html);
    const ld = jsonLd(html);
    expect(ld.name).toBe(payload.replace(/\s+/g, ' ').trim());
    expect(ld.description).toBe(payload.replace(/\s+/g, ' ').trim());

    // In a real browser, without the CSP's help: nothing runs, nothing was injected.
    const page = await (browser as Browser).newPage({ javaScriptEnabled: true });
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html, { waitUntil: 'domcontentloaded' });
    const dom = await page.evaluate(() => ({
      scripts: [...document.scripts].map((s) => s.getAttribute('src') ?? s.type),
      handlers: [...document.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => a.name)),
      // (The template's own "Report this site" link, relative to the page, is not the owner's.)
      badLinks: [...document.querySelectorAll('[href]:not(a.ww-report-link[href="report"]),[src]:not(img[hidden][src="ww-view.gif"])')]
        .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
        .filter((u) => !/^(#|\/_ww\/|https?:|mailto:|tel:)/i.test(u.trim())),
      title: document.title,
    }));
    await page.close();
    expect(dialogs).toBe(0);
    expect(dom.scripts).toEqual([loadSiteAssetFiles().js.href, 'application/ld+json']);
    expect(dom.handlers).toEqual([]);
    expect(dom.badLinks).toEqual([]);
    expect(dom.title).toBe(payload.replace(/\s+/g, ' ').trim().slice(0, 120));
  });

  it('(control) the browser check does notice a script that runs', async () => {
    const page = await (browser as Browser).newPage();
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await page.setContent('<!doctype html><title>x</title><img src=x onerror=alert(1)><script>alert(2)</script>', { waitUntil: 'load' });
    await page.waitForTimeout(100);
    await page.close();
    expect(dialogs).toBe(2);
  });

  it('never writes unsafe links even for documents that skipped validation', () => {
    const html = renderPublishedPage({
      website: {
        ...hostile('x'),
        ctaLink: ' JaVaScRiPt:alert(1)',
        socialUrl: 'java\tscript:alert(1)',
        logo: 'javascript:alert(1)',
        backgroundImg: 'data:image/svg+xml,<svg onload=alert(1)>',
        otherImg: 'vbscript:msgbox(1)',
        email: 'x@example.com?body=<script>',
      },
      canonicalUrl: 'http://localhost:3001/x/',
      assets: loadSiteAssetFiles(),
      creditHref: 'http://localhost:3000/landing',
    });
    expectInert(html);
    // The owner's data: picture is refused; the only data: link left is the page's own initials icon.
    expect(html).not.toContain('data:image/svg+xml,<svg onload');
    expect(html.match(/data:image/g)).toHaveLength(1);
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg/);
    expect(html).not.toContain('vbscript');
  });

  const javaProblem = javaPath() ? undefined : MISSING_JAVA;
  it.skipIf(skipWithout(javaProblem))('passes the W3C HTML checker (vnu)', async () => {
    failWithout(javaProblem);
    const jar = createRequire(import.meta.url)('vnu-jar') as string;
    const files = {
      sample: (await publishContent(sampleWebsite(IMAGES))).html,
      minimal: (await publishContent({ ...emptyWebsiteContent(), companyName: 'Minimal Co' })).html,
      hostile: (await publishContent(hostileText(PAYLOADS[1] as string))).html,
      hostileScript: (await publishContent(hostileText(PAYLOADS[3] as string))).html,
      notFound: notFoundPage('/x/'),
    };
    const paths = Object.entries(files).map(([name, html]) => {
      const file = path.join(work, `${name}.html`);
      writeFileSync(file, html);
      return file;
    });
    const { stdout, stderr } = await run(javaPath() as string, ['-jar', String(jar), '--format', 'json', '--exit-zero-always', ...paths], { maxBuffer: 16 * 1024 * 1024 });
    const report = JSON.parse(stdout || stderr) as { messages: { type: string; message: string; url: string; lastLine?: number }[] };
    const errors = report.messages.filter((m) => m.type === 'error' || (m.type === 'info' && (m as { subType?: string }).subType === 'warning'));
    expect(errors.map((m) => `${path.basename(m.url)}:${m.lastLine}: ${m.message}`)).toEqual([]);
  }, 60_000);
});
