import sharp from 'sharp';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebsiteContent } from '../../src/shared/website';
import { sampleWebsite } from '../../src/site/sample-website';
import { imageReady, uploadImage } from '../support/media-helpers';
import { ownerWebsite } from '../support/publish-site';
import { createTestApp, signUpConfirmed, type TestApp } from '../support/test-app';
import { chromiumPath } from '../support/required-tool';
import { VIEW_PIXEL_PATH } from '../../src/shared/view-pixel';

/*
 * A published page with the owner's photos in a phone's browser (decision 0028): the lazy pictures below
 * the first screen wait until the hero has been painted, then load as the browser's own lazy loading
 * would have loaded them; nothing moves meanwhile, and without the page script nothing is held.
 */

const SITE = 'http://localhost:3001';
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** A photo-like 1600 × 1200 JPEG, different for each seed (so each slot has its own variants). */
async function photo(seed: number): Promise<Buffer> {
  const coarse = Buffer.alloc(16 * 12 * 3);
  for (let i = 0; i < coarse.length; i++) coarse[i] = (i * 37 + seed * 101) % 256;
  return sharp(coarse, { raw: { width: 16, height: 12, channels: 3 } }).resize(1600, 1200, { kernel: 'cubic' }).jpeg({ quality: 85 }).toBuffer();
}

interface PictureState {
  /** Each <img>'s class, its box's top and height, and the file it shows ('' while none). */
  images: { className: string; top: number; height: number; shown: string }[];
  /** When each image file was asked for (ms since navigation), by file name. */
  fetched: Record<string, number>;
}

describe('pictures on a published page, in a phone browser', () => {
  let t: TestApp;
  let browser: Browser;
  let url: string;
  let heroHtml: string;

  // Eight photos processed into every variant: minutes when both cores are busy with other test files.
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const { token } = await signUpConfirmed(t, 'pictures@example.com');
    const urls: string[] = [];
    const sample = sampleWebsite('http://sample.invalid');
    // A photo of its own in every slot: a file already fetched for another slot would show at once.
    for (let seed = 1; seed <= 3 + sample.serviceItems.length; seed++) {
      const grant = await uploadImage(t, token, await photo(seed), 'image/jpeg', `IMG_${seed}.JPG`);
      // 409 is "still processing, ask again", as the editor does.
      let ready = await imageReady(t, token, grant.fullKey);
      while (ready.statusCode === 409) ready = await imageReady(t, token, grant.fullKey);
      expect(ready.statusCode).toBe(200);
      urls.push(grant.publicUrl);
    }
    const website: WebsiteContent = {
      ...sample,
      logo: urls[0] as string,
      backgroundImg: urls[1] as string,
      otherImg: urls[2] as string,
      serviceItems: sample.serviceItems.map((item, i) => ({ ...item, img: urls[3 + i] as string })),
      otherItems: [],
      gallery: [],
    };
    const owner = ownerWebsite(t, token);
    expect((await owner.put(website)).statusCode).toBe(200);
    const html = await owner.publish();
    heroHtml = html;
    url = `${SITE}${/<link rel="canonical" href="http:\/\/localhost:3001([^"]+)"/.exec(html)?.[1]}`;
    browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'], headless: true });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** A phone's browser whose requests to the site host are answered by the app's site host in this process. */
  async function phone(options: { javaScriptEnabled?: boolean; stall?: RegExp } = {}): Promise<BrowserContext> {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: options.javaScriptEnabled ?? true });
    // What might let the pictures go early, for a failed try's report: the events site.js listens to,
    // and when each held picture got its address back.
    await context.addInitScript(() => {
      const seen: unknown[] = ((window as unknown as { wwEvents: unknown[] }).wwEvents = []);
      for (const type of ['scroll', 'keydown', 'pointerdown', 'resize', 'load']) window.addEventListener(type, () => seen.push([type, performance.now(), window.scrollY]), { capture: true, passive: true });
      new MutationObserver((records) => {
        for (const r of records) if (r.attributeName === 'srcset' && (r.target as Element).getAttribute('srcset')) seen.push(['srcset', performance.now(), (r.target as Element).tagName, (r.target as Element).parentElement?.querySelector('img')?.className]);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['srcset'] });
    });
    await context.route(`${SITE}/**`, async (route) => {
      const request = route.request();
      if (options.stall?.test(request.url())) return; // never answered: the hero stays on its way
      const res = await t.app.siteHost.inject({ method: 'GET', url: request.url().slice(SITE.length), headers: { 'accept-encoding': 'identity' } });
      await route.fulfill({ status: res.statusCode, headers: res.headers as Record<string, string>, body: res.rawPayload });
    });
    return context;
  }

  const state = (context: BrowserContext): Promise<PictureState> =>
    context.pages()[0]!.evaluate(() => {
      const file = (address: string) => address.split('/').pop() ?? '';
      return {
        images: [...document.images].map((img) => ({ className: img.className, top: img.getBoundingClientRect().top, height: img.getBoundingClientRect().height, shown: file(img.currentSrc) })),
        fetched: Object.fromEntries(performance.getEntriesByType('resource').filter((e) => /\.(avif|webp|jpg|png)$/.test(e.name)).map((e) => [file(e.name), e.startTime])),
      };
    });

  /** When the hero was painted (its largest-contentful-paint entry; those are only handed to observers). */
  const heroPainted = (context: BrowserContext): Promise<number | undefined> =>
    context.pages()[0]!.evaluate(
      () =>
        new Promise<number | undefined>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
            resolve(entries.find((e) => e.element?.classList.contains('ww-hero__bg'))?.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );

  /** Every largest-contentful-paint entry (element class and time) and the paint entries, for a failure's report. */
  const paintEntries = (context: BrowserContext): Promise<unknown> =>
    context.pages()[0]!.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          new PerformanceObserver((list) => {
            resolve({
              lcp: list.getEntries().map((e) => [(e as PerformanceEntry & { element: Element | null }).element?.className, e.startTime, (e as PerformanceEntry & { paintTime?: number }).paintTime]),
              paint: performance.getEntriesByType('paint').map((e) => [e.name, e.startTime]),
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );

  /** Opens the page and waits until nothing is held and the network has been quiet for a while. */
  async function settled(context: BrowserContext): Promise<PictureState> {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelectorAll('img:not([src])').length === 0);
    await page.waitForLoadState('networkidle');
    return state(context);
  }

  // No retries (decision 0035): the hold is let go only by the hero's paint entry, the visitor, or where no
  // paint can be reported a second after load; 20 runs in a row beside a CPU-burning process passed.
  it('asks for no picture below the first screen before the hero is painted, then for the same files, at the same places, as without the script', async () => {
    const native = await phone({ javaScriptEnabled: false });
    const withoutScript = await settled(native);
    const held = await phone();
    const withScript = await settled(held);

    const hero = withScript.images.find((i) => i.className === 'ww-hero__bg')!;
    expect(hero.shown).not.toBe('');
    const painted = await heroPainted(held);
    expect(painted).toBeGreaterThan(0);
    const below = withScript.images.filter((i) => i.top >= PHONE.viewport.height && i.shown !== '');
    // The phone's own lazy loading reaches the About picture and the first card at least.
    expect(below.map((i) => i.className)).toEqual(expect.arrayContaining(['ww-about__img', 'ww-card__img']));
    const early = below.filter((image) => (withScript.fetched[image.shown] ?? Infinity) < (painted as number));
    if (early.length > 0) {
      const events = await held.pages()[0]!.evaluate(() => (window as unknown as { wwEvents: unknown[] }).wwEvents);
      console.error('pictures asked for before the hero was painted', JSON.stringify({ painted, early, fetched: withScript.fetched, entries: await paintEntries(held), events }));
    }
    for (const image of below) expect(withScript.fetched[image.shown], image.shown).toBeGreaterThanOrEqual(painted as number);
    // At the same places as with the browser's lazy loading alone, the same files; fewer of them for now
    // (Chromium's first lazy-loading distance is longer than the one it uses later: 2500 px, then 1250 px).
    expect(withScript.images.map(({ className, top, height }) => ({ className, top, height }))).toEqual(withoutScript.images.map(({ className, top, height }) => ({ className, top, height })));
    withScript.images.forEach((image, i) => {
      if (image.shown !== '') expect(image.shown).toBe(withoutScript.images[i]?.shown);
    });
  });

  it('keeps every picture in its place while holding them, and lets them go when the visitor acts', async () => {
    const native = await phone({ javaScriptEnabled: false });
    const places = (await settled(native)).images.map(({ className, top, height }) => ({ className, top, height }));

    // The hero's files never arrive: no paint, no load event, so the pictures below wait.
    const heroPicture = /<picture>(?:(?!<\/picture>).)*class="ww-hero__bg"(?:(?!<\/picture>).)*<\/picture>/s.exec(heroHtml)?.[0] ?? '';
    const heroFiles = new Set([...heroPicture.matchAll(/\/i\/([0-9a-f]+\.[a-z]+)/g)].map((m) => m[1] as string));
    expect(heroFiles.size).toBeGreaterThan(3);
    const context = await phone({ stall: new RegExp(`/(${[...heroFiles].join('|').replace(/\./g, '\\.')})$`) });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') asked.push(request.url().split('/').pop() as string);
    });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(1500);
    const waiting = await state(context);
    expect(waiting.images.map(({ className, top, height }) => ({ className, top, height }))).toEqual(places);
    const logo = waiting.images.find((i) => i.className === 'ww-brand__logo')!.shown;
    // (The view pixel is no picture: 43 bytes that count the visit, issue 30.)
    const early = asked.filter((file) => !heroFiles.has(file) && file !== logo && file !== VIEW_PIXEL_PATH);
    if (early.length > 0) console.error('pictures asked for while held', JSON.stringify({ early, asked, events: await page.evaluate(() => (window as unknown as { wwEvents: unknown[] }).wwEvents), fetched: waiting.fetched }));
    expect(early).toEqual([]);

    // A key (or a scroll, or a touch) lets them load at once.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('.ww-about__img')].map((img) => img.naturalWidth > 0))).toEqual([true]);
    expect(asked.filter((file) => !heroFiles.has(file) && file !== logo).length).toBeGreaterThanOrEqual(1);
  });
});
