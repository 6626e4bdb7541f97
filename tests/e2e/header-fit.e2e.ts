import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { apiCall, saveWebsiteFields } from './support/api';
import { screenshot, signUpAndConfirm } from './support/browser';
import { THEMES, type ThemeName } from '../../src/shared/website-fields';

/*
 * A header that always fits (issue 24, decision 0039): every theme at 320, 400, 768, 1024, 1280 and
 * 1920 px, every section on, the longest name the limits allow and a logo, on the published page and in
 * the editor's live page (its logo placeholder too). The name is never cut to "…" at 1024 px and wider,
 * the call-to-action stays in view, nothing overlaps or runs off the edge, and every menu entry is either
 * on the header's row or in its menu button's list.
 */

const WIDTHS = [320, 400, 768, 1024, 1280, 1920];
/** 120 characters, the company name's limit, as a real business would spell it. */
const LONGEST_NAME = 'The Kirkstall and Headingley Emergency Plumbing, Heating, Drainage & Bathroom Fitting Company of West Yorkshire Ltd';
/** Section titles at the 20 characters the menu still shows them with. */
const TITLES = { aboutMeTitle: 'About our family firm', serviceItemsTitle: 'Everything we can do', galleryTitle: 'Our recent projects', reviewsTitle: 'What customers said', hoursTitle: 'When you can call us', findUsTitle: 'How to get to the yard', otherTitle: 'Questions we get', contactTitle: 'Send us a message' };

const card = (index: number, extra: Record<string, unknown> = {}) => ({ index, title: `Card ${index}`, description: 'Words about it.', ...extra });

interface HeaderReport {
  overflowX: boolean;
  viewport: number;
  /** The site's own box (the editor's canvas is narrower than the window). */
  site: { left: number; right: number };
  parts: Record<string, { left: number; right: number; top: number; bottom: number } | null>;
  ctaVisible: boolean;
  nameClipped: boolean;
  nameShown: boolean;
  entries: string[];
  inline: string[];
  menuButton: boolean;
}

/** Measures the header as it is drawn (a string evaluated in the page: no bundler helpers). */
const MEASURE = `(() => {
  const root = document.querySelector('.ww-site');
  const header = root.querySelector('.ww-header');
  const box = (el) => { if (!el) return null; const r = el.getBoundingClientRect(); return r.width === 0 && r.height === 0 ? null : { left: r.left, right: r.right, top: r.top, bottom: r.bottom }; };
  const visible = (el) => !!el && getComputedStyle(el).display !== 'none' && getComputedStyle(el).visibility !== 'hidden' && box(el) !== null;
  const name = header.querySelector('.ww-brand__name');
  let nameClipped = false;
  if (name && visible(name)) {
    const field = name.querySelector('textarea, input');
    if (field) nameClipped = field.scrollWidth > field.clientWidth + 1 || field.scrollHeight > field.clientHeight + 2;
    else {
      const range = document.createRange();
      range.selectNodeContents(name);
      const outer = name.getBoundingClientRect();
      // A line hidden below the box (or cut at its side) is cut text; glyphs a pixel taller than the line are not.
      nameClipped = [...range.getClientRects()].some((r) => r.top + r.height / 2 > outer.bottom || r.right > outer.right + 1) || getComputedStyle(name).textOverflow === 'ellipsis' && name.scrollWidth > name.clientWidth;
    }
  }
  const list = header.querySelector('.ww-nav__list');
  const inlineItems = list && visible(list) ? [...list.children].filter((li) => visible(li) && (() => { const r = li.getBoundingClientRect(), l = list.getBoundingClientRect(); return r.top >= l.top - 1 && r.bottom <= l.bottom + 1 && r.left >= l.left - 1 && r.right <= l.right + 1; })()) : [];
  const cta = header.querySelector('.ww-header__cta');
  const site = root.getBoundingClientRect();
  return {
    overflowX: document.documentElement.scrollWidth > innerWidth,
    viewport: innerWidth,
    site: { left: site.left, right: site.right },
    parts: {
      logo: box(header.querySelector('.ww-brand__logo, .ww-brand [aria-busy], .ww-brand > div:first-child')),
      name: visible(name) ? box(name) : null,
      inline: inlineItems.length ? (() => { const a = box(inlineItems[0]), b = box(inlineItems[inlineItems.length - 1]); return { left: a.left, right: b.right, top: a.top, bottom: a.bottom }; })() : null,
      menu: visible(header.querySelector('.ww-burger')) ? box(header.querySelector('.ww-burger')) : null,
      cta: visible(cta) ? box(cta) : null,
      header: box(header.querySelector('.ww-header__inner')),
    },
    ctaVisible: visible(cta),
    nameClipped,
    nameShown: visible(name),
    entries: [...header.querySelectorAll('.ww-nav__list a')].map((a) => a.getAttribute('href')),
    inline: inlineItems.map((li) => li.querySelector('a').getAttribute('href')),
    menuButton: visible(header.querySelector('.ww-burger')),
  };
})()`;

/** The entries the menu button's list shows once opened. */
async function panelEntries(page: Page): Promise<string[]> {
  await page.locator('.ww-header .ww-burger').click();
  await page.locator('.ww-nav__panel').waitFor({ state: 'visible' });
  const entries = await page.evaluate(`(() => {
    const panel = document.querySelector('.ww-nav__panel');
    const r = panel.getBoundingClientRect();
    if (r.left < -1 || r.right > innerWidth + 1) return ['panel off screen'];
    return [...panel.querySelectorAll('li')].filter((li) => getComputedStyle(li).display !== 'none').map((li) => li.querySelector('a').getAttribute('href'));
  })()`);
  await page.locator('.ww-header .ww-burger').click();
  return entries as string[];
}

function checkHeader(report: HeaderReport, where: string, { nameRequired }: { nameRequired: boolean }) {
  const { parts, site } = report;
  expect(report.overflowX, `${where}: the page scrolls sideways`).toBe(false);
  // The call-to-action is in view, inside the site's box.
  expect(report.ctaVisible, `${where}: call-to-action hidden`).toBe(true);
  expect(parts.cta!.right, `${where}: call-to-action runs off the edge`).toBeLessThanOrEqual(site.right + 1);
  expect(parts.cta!.right - parts.cta!.left, `${where}: call-to-action squeezed`).toBeGreaterThanOrEqual(60);
  // From 1024 px the name is whole: never "…".
  if (nameRequired) {
    expect(report.nameShown, `${where}: no name`).toBe(true);
    expect(report.nameClipped, `${where}: the name is cut`).toBe(false);
  }
  // Nothing overlaps: logo, name, the menu's row, the menu button and the button sit side by side.
  const row = ['logo', 'name', 'inline', 'menu', 'cta'].map((key) => [key, parts[key]] as const).filter(([, b]) => b !== null);
  for (let i = 1; i < row.length; i++) {
    const [prevKey, prev] = row[i - 1]!;
    const [key, box] = row[i]!;
    // On a phone the button comes before the menu button: order by position, then check the gap.
    const [a, b] = prev!.left <= box!.left ? [prev!, box!] : [box!, prev!];
    expect(a.right, `${where}: ${prevKey} overlaps ${key}`).toBeLessThanOrEqual(b.left + 1);
  }
  for (const [key, box] of row) {
    expect(box!.left, `${where}: ${key} off the left edge`).toBeGreaterThanOrEqual(site.left - 1);
    expect(box!.right, `${where}: ${key} off the right edge`).toBeLessThanOrEqual(site.right + 1);
  }
}

describe('the header always fits', () => {
  it('on the published page and in the editor, in every theme, from 320 to 1920 px', { timeout: 900_000 }, async ({ page, newContext }) => {
    await signUpAndConfirm(page);
    await page.goto('/start');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    const fields = {
      companyName: LONGEST_NAME,
      headerTitle: '',
      ...TITLES,
      // Every section on, each with something to show.
      enableSectionOne: true,
      aboutMe: 'About us.',
      enableSectionTwo: true,
      serviceItems: [card(0), card(1), card(2)],
      enableGallery: true,
      gallery: [card(0, { img: '/_ww/stock/plumber-leaks.svg' })],
      enableReviews: true,
      reviews: [card(0, { stars: 5 })],
      enableHours: true,
      openingHours: Array.from({ length: 7 }, () => ({ opens: '08:00', closes: '17:30' })),
      enableFindUs: true,
      addressFreeForm: '12 Orchard Road, Leeds',
      enableSectionThree: true,
      otherItems: [card(0)],
      enableContactForm: true,
      phone: '0113 496 0555',
      country: 'GB',
      // A logo (a wide one), and the longest button label.
      logo: '/_ww/stock/plumber-bathrooms.svg',
      ctaEnabled: true,
      ctaText: 'Call for a free no-obligation quotation',
      ctaLink: 'tel:+441134960555',
    };
    let entriesSeen = 0;
    for (const theme of THEMES as readonly ThemeName[]) {
      await saveWebsiteFields(page, { ...fields, theme });
      const { body: preview } = await apiCall<{ hash: string; publishUrl: string }>(page, 'GET', 'website/preview');
      const published = await apiCall<{ publishUrl: string }>(page, 'POST', 'website/publish/', { input: { hash: preview.hash } });
      expect(published.status).toBe(200);

      for (const width of WIDTHS) {
        const visitor = await newContext({ width, height: 800 });
        const site = await visitor.newPage();
        await site.goto(published.body.publishUrl);
        await site.locator('h1').waitFor();
        await site.evaluate('document.fonts.ready');
        // Scrolled: the header is white and fixed, as a visitor reading the page sees it.
        await site.mouse.wheel(0, 400);
        await site.waitForFunction(() => document.querySelector('.ww-header')?.classList.contains('scrolled') === true);
        const report = (await site.evaluate(MEASURE)) as HeaderReport;
        checkHeader(report, `${theme} ${width}px published`, { nameRequired: width >= 1024 });
        // Every entry is on the row or in the menu button's list (exactly those not on the row, with the script).
        expect(report.entries.length).toBe(8); // every section (the Contact section stands for the footer's details)
        const rest = report.menuButton ? await panelEntries(site) : [];
        expect([...report.inline, ...rest].sort(), `${theme} ${width}px: menu entries`).toEqual([...report.entries].sort());
        if (width >= 1280) expect(report.inline.length, `${theme} ${width}px: some entries on the row`).toBeGreaterThan(0);
        entriesSeen += report.entries.length;
        if (width === 1280 || width === 400) await site.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp/ww-screenshots'}/header-${theme}-${width}.png`, clip: { x: 0, y: 0, width, height: 120 } });
        await visitor.close();
      }

      // The editor's live page: the header fits the page beside the panel, the logo's "Add" pill included.
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/website');
        const live = page.getByTestId('site-page');
        await live.locator('.ww-header').waitFor();
        await page.evaluate('document.fonts.ready');
        await page.waitForTimeout(100);
        const report = (await live.evaluate((_el, source) => (0, eval)(source), MEASURE)) as HeaderReport;
        checkHeader(report, `${theme} ${width}px editor`, { nameRequired: width >= 1024 });
        if (width === 1280) await screenshot(page, `header-editor-${theme}-${width}`);
      }
    }
    console.log(`header fits: ${THEMES.length} themes × ${WIDTHS.length} widths, published and editor (${entriesSeen} menu entries reached)`);
  });

  it('keeps the editor’s empty logo slot ("Add") clear of the menu', { timeout: 300_000 }, async ({ page }) => {
    await signUpAndConfirm(page);
    await page.goto('/start');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await saveWebsiteFields(page, { companyName: LONGEST_NAME, headerTitle: '', logo: 'empty', enableHours: true, openingHours: Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '17:00' })), enableFindUs: true, addressFreeForm: 'Leeds', ctaEnabled: true, ctaText: 'Call now', ctaLink: 'tel:+441134960555' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/website');
      const live = page.getByTestId('site-page');
      const add = live.getByRole('button', { name: 'Add Logo' });
      await add.waitFor();
      const report = (await live.evaluate((_el, source) => (0, eval)(source), MEASURE)) as HeaderReport;
      checkHeader(report, `empty logo ${width}px editor`, { nameRequired: width >= 1024 });
      const pill = (await add.boundingBox())!;
      for (const key of ['inline', 'menu', 'cta'] as const) {
        const other = report.parts[key];
        if (other) expect(pill.x + pill.width, `${width}px: the Add pill overlaps the ${key}`).toBeLessThanOrEqual(other.left + 1);
      }
    }
  });
});
