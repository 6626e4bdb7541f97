import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, type ContextOptions } from './support/fixtures';
import { baseURL, screenshot, signUpAndConfirm } from './support/browser';
import { apiCall, saveWebsiteFields } from './support/api';
import { publishFromSettings } from './support/journeys';
import { makePng } from '../support/test-images';
import { THEME_LABELS, THEMES, WEEKDAYS, type ThemeName } from '../../src/shared/website-fields';

const sitePage = (page: Page) => page.getByTestId('site-page');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[]; summary?: string }[];
}

/** axe-core's WCAG 2 A/AA rules on the page as it is now. */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, summary: n.failureSummary })) }));
  });
}

/** The section rows of the editor's Sections list, top to bottom, by name. */
async function panelOrder(page: Page): Promise<string[]> {
  const rows = page.getByRole('region', { name: 'Sections' }).getByRole('listitem');
  return (await rows.evaluateAll((items) => items.map((li) => li.querySelector('button')?.getAttribute('aria-label') ?? ''))).map((label) => label.replace(/^Drag /, ''));
}

/** The registry's type names of the rows dragged onto (dnd-kit announces them). */
const SECTION_ID: Record<string, string> = { Services: 'services' };

/** Drags a section row by its handle onto another row with the real mouse, in small steps (dnd-kit's pointer sensor). */
async function dragRow(page: Page, from: string, onto: string) {
  const handle = page.getByRole('button', { name: `Drag ${from}`, exact: true });
  const target = page.getByRole('region', { name: 'Sections' }).getByRole('listitem').filter({ has: page.getByRole('button', { name: `Drag ${onto}`, exact: true }) });
  await handle.scrollIntoViewIfNeeded();
  const a = (await handle.boundingBox())!;
  const b = (await target.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  // past the activation distance first, then to the target row's centre (a little beyond, in the direction of travel)
  const dy = b.y + b.height / 2 - (a.y + a.height / 2);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + Math.sign(dy) * 8, { steps: 4 });
  await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true'); // dnd-kit has picked the row up
  await page.mouse.move(a.x + a.width / 2, b.y + b.height / 2 + Math.sign(dy) * 4, { steps: 12 });
  await page.getByText(`was moved over droppable area ${SECTION_ID[onto]}.`).waitFor({ state: 'attached' });
  await page.mouse.up();
}

/** Publishes the saved website through the API, as Confirm Publish does. */
async function publishByApi(page: Page) {
  const { body } = await apiCall<{ hash: string }>(page, 'GET', 'website/preview');
  const published = await apiCall(page, 'POST', 'website/publish/', { input: { hash: body.hash } });
  if (published.status !== 200) throw new Error(`publishing failed: ${JSON.stringify(published.body)}`);
}

/** Looks at the published page of `theme` at 1280 and 400 px: its theme, no axe violations, no sideways scroll, a screenshot. */
async function checkPublishedTheme(newContext: (o?: ContextOptions) => Promise<BrowserContext>, url: string, theme: ThemeName, name: string) {
  for (const width of [1280, 400]) {
    const visitor = await newContext({ width, height: width === 400 ? 850 : 800 });
    const page = await visitor.newPage();
    await page.goto(url);
    await page.locator('h1').waitFor();
    expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
    // every picture in (lazy ones too), the web fonts too, so axe and the screenshot see the finished page
    await page.evaluate(async () => {
      window.dispatchEvent(new Event('scroll')); // as a visitor scrolling does, lets go the pictures site.js holds for the hero
      for (const img of document.images) img.loading = 'eager';
      await Promise.all([...document.images].map((img) => (img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true })))));
      await Promise.all([...document.images].map((img) => img.decode().catch(() => null))); // painted in a full-page screenshot too
      await document.fonts.ready;
    });
    const violations = await axeViolations(page);
    expect(violations, `${theme} at ${width}px: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await screenshot(page, `${name}-${theme}-${width}`);
    await visitor.close();
  }
}

/** The editor at 1280 and 400 px with the page in `theme`, for a person to look at. */
async function shootEditor(page: Page, theme: ThemeName, name: string) {
  for (const width of [1280, 400]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/website');
    await page.getByRole('complementary', { name: 'Editor Options' }).waitFor();
    await expect.poll(() => page.locator('.ww-site').first().getAttribute('data-theme')).toBe(theme);
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, `${name}-editor-${theme}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('looks, sections, order and history (issue 13)', () => {
  it('undoes and redoes edits by button and keyboard, back to "All changes saved"', async ({ page }) => {
    await signUpAndConfirm(page);
    await page.goto('/website');
    await page.getByRole('complementary', { name: 'Editor Options' }).waitFor();
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    const redo = page.getByRole('button', { name: 'Redo', exact: true });
    expect(await undo.isDisabled()).toBe(true);

    // 1: typing in one field is one step
    const name = page.getByLabel('Company name', { exact: true });
    const before = await name.inputValue();
    await name.fill('');
    await name.pressSequentially('Rain & Sons');
    // 2: a switch
    const info = sitePage(page).getByRole('region', { name: 'Info' });
    await info.getByRole('button', { name: 'Hide section' }).click();
    await info.getByText('Hidden from your website').waitFor();
    // 3: another field
    await page.getByLabel('Button label').fill('Call us');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();

    await undo.click();
    expect(await page.getByLabel('Button label').inputValue()).toBe('');
    await page.keyboard.press('Control+Z');
    await expect.poll(() => info.getByText('Hidden from your website').count()).toBe(0);
    await name.focus();
    await page.keyboard.press('Control+Z'); // inside a field: the editor's step, not the browser's
    expect(await name.inputValue()).toBe(before);
    await page.getByText('All changes saved').waitFor();
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);

    await page.keyboard.press('Control+Shift+Z');
    expect(await name.inputValue()).toBe('Rain & Sons');
    await redo.click();
    await info.getByText('Hidden from your website').waitFor();
    expect(await page.getByLabel('Button label').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
  });

  it('picks each theme, adds the new sections, reorders by buttons, mouse and keyboard, undoes, publishes; every theme passes axe', { timeout: 600_000 }, async ({ page, newContext }) => {
    await signUpAndConfirm(page);
    await page.goto('/website');
    await page.getByRole('complementary', { name: 'Editor Options' }).waitFor();
    const site = page.locator('.ww-site').first();
    const heading = sitePage(page).getByLabel('Company name', { exact: true });
    await heading.fill('Rain & Sons');

    // Each of the five themes from the Theme control: the page beside the panel changes at once.
    const themeControl = page.getByRole('combobox', { name: 'Theme' });
    const looks = new Map<string, string>();
    for (const theme of [...THEMES.filter((t) => t !== 'classic'), 'classic', 'elegant'] as ThemeName[]) {
      await themeControl.click();
      await page.getByRole('option', { name: THEME_LABELS[theme].label, exact: true }).click();
      await expect.poll(() => site.getAttribute('data-theme')).toBe(theme);
      expect(await themeControl.inputValue()).toBe(THEME_LABELS[theme].label);
      const look = await heading.evaluate((h) => {
        const style = getComputedStyle(h);
        return `${style.fontFamily} ${style.textTransform} ${getComputedStyle(h.closest('.ww-hero')!).color}`;
      });
      if (looks.has(theme)) expect(look).toBe(looks.get(theme));
      looks.set(theme, look);
    }
    expect(new Set(looks.values()).size).toBe(5);

    // The four new sections, with content.
    const hours = sitePage(page).getByRole('region', { name: 'Opening hours' });
    await hours.getByRole('button', { name: 'Show section' }).click();
    for (const day of WEEKDAYS.slice(0, 5)) {
      await hours.getByLabel(`${day} opens`).fill('08:00');
      await hours.getByLabel(`${day} closes`).fill('17:30');
    }
    await hours.getByLabel('Saturday opens').fill('09:00');
    await hours.getByLabel('Saturday closes').fill('12:00');
    await hours.getByLabel('Holiday note').fill('Closed on public holidays.');

    const reviews = sitePage(page).getByRole('region', { name: 'Reviews' });
    await reviews.getByRole('button', { name: 'Show section' }).click();
    await reviews.getByRole('button', { name: 'Add review', exact: true }).click();
    await reviews.getByLabel('Review', { exact: true }).fill('They fixed our sprinklers the same day.');
    await reviews.getByLabel("Reviewer's name").fill('Ana P.');
    await reviews.getByLabel('Rating').selectOption({ label: '5 of 5 stars' });

    const gallery = sitePage(page).getByRole('region', { name: 'Gallery' });
    await gallery.getByRole('button', { name: 'Show section' }).click();
    await gallery.getByRole('button', { name: 'Add photo', exact: true }).click();
    await gallery.locator('input[type="file"][aria-label="Upload Photo"]').setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: makePng(900, 600, { noise: true }) });
    await expect.poll(() => gallery.locator('.ww-gallery__img img').getAttribute('src'), { timeout: 30_000 }).toMatch(/\/media\//);
    await gallery.getByLabel('Photo caption').fill('A new drip line');

    const findUs = sitePage(page).getByRole('region', { name: 'Find us' });
    await findUs.getByRole('button', { name: 'Show section' }).click();
    await findUs.getByLabel('Find us address').fill('12 Orchard Lane, Springfield');
    await findUs.getByLabel('Directions text').fill('Parking in the yard.');
    await page.getByLabel('Company description', { exact: true }).click(); // the last field loses focus: its typing is one step

    // Order: Move up / Move down, the mouse (dnd-kit's pointer sensor) and the keyboard (its keyboard sensor).
    // Prices and Book an appointment (issues 25 and 26) sit in their default places, not yet added.
    const start = ['About Me', 'Services', 'Gallery', 'Reviews', 'Opening hours', 'Find us', 'Prices', 'Info', 'Book an appointment', 'Contact'];
    expect(await panelOrder(page)).toEqual(start);
    await page.getByRole('button', { name: 'Move Opening hours up' }).click();
    const afterA = ['About Me', 'Services', 'Gallery', 'Opening hours', 'Reviews', 'Find us', 'Prices', 'Info', 'Book an appointment', 'Contact'];
    await expect.poll(() => panelOrder(page)).toEqual(afterA);
    await page.getByRole('button', { name: 'Move About Me down' }).click();
    const afterB = ['Services', 'About Me', 'Gallery', 'Opening hours', 'Reviews', 'Find us', 'Prices', 'Info', 'Book an appointment', 'Contact'];
    await expect.poll(() => panelOrder(page)).toEqual(afterB);
    await dragRow(page, 'Find us', 'Services');
    await expect.poll(() => panelOrder(page)).toEqual(['Find us', 'Services', 'About Me', 'Gallery', 'Opening hours', 'Reviews', 'Prices', 'Info', 'Book an appointment', 'Contact']);
    // the page beside the panel follows
    await expect.poll(() => sitePage(page).locator('section.ww-section').evaluateAll((s) => s.slice(0, 2).map((e) => e.id))).toEqual(['find-us', 'services']);
    const contactHandle = page.getByRole('button', { name: 'Drag Contact', exact: true });
    await contactHandle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => contactHandle.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await page.getByText('Draggable item contact was moved over droppable area booking.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => panelOrder(page)).toEqual(['Find us', 'Services', 'About Me', 'Gallery', 'Opening hours', 'Reviews', 'Prices', 'Info', 'Contact', 'Book an appointment']);
    await themeControl.click();
    await page.getByRole('option', { name: 'Bold', exact: true }).click();
    await expect.poll(() => site.getAttribute('data-theme')).toBe('bold');

    // Undo five edits (theme, keyboard move, drag, Move down, Move up), then redo two.
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    for (let i = 0; i < 5; i++) await undo.click();
    await expect.poll(() => site.getAttribute('data-theme')).toBe('elegant');
    await expect.poll(() => panelOrder(page)).toEqual(start);
    expect(await findUs.getByLabel('Find us address').inputValue()).toBe('12 Orchard Lane, Springfield');
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => panelOrder(page)).toEqual(afterB);
    expect(await site.getAttribute('data-theme')).toBe('elegant');
    // A new move after the redo: Reviews dragged to the top.
    await dragRow(page, 'Reviews', 'Services');
    const final = ['Reviews', 'Services', 'About Me', 'Gallery', 'Opening hours', 'Find us', 'Prices', 'Info', 'Book an appointment', 'Contact'];
    await expect.poll(() => panelOrder(page)).toEqual(final);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Successfully saved!').waitFor();
    await publishFromSettings(page);
    const siteUrl = (await apiCall<{ websiteUrl: string }>(page, 'GET', 'account')).body.websiteUrl;

    const visitor = await (await newContext()).newPage();
    const hosts = new Set<string>();
    visitor.on('request', (request) => hosts.add(new URL(request.url()).host));
    await visitor.goto(siteUrl);
    await visitor.locator('h1').waitFor();
    expect(await visitor.locator('html').getAttribute('data-theme')).toBe('elegant');
    // The page and its menu in the owner's order (About Me and Services have no content yet, Info is hidden).
    const ids = ['reviews', 'gallery', 'hours', 'find-us', 'contact'];
    expect(await visitor.locator('main section.ww-section, body section.ww-section').evaluateAll((s) => s.map((e) => e.id))).toEqual(ids);
    expect(await visitor.locator('.ww-nav__list .ww-nav__link').evaluateAll((a) => a.map((e) => e.getAttribute('href')))).toEqual(ids.map((id) => `#${id}`));
    // the footer's sitemap too, after Home
    const sitemap = visitor.getByRole('navigation', { name: 'Sitemap' }).getByRole('link');
    expect(await sitemap.evaluateAll((a) => a.map((e) => e.getAttribute('href')))).toEqual(['#top', ...ids.map((id) => `#${id}`)]);
    expect(await visitor.getByText('They fixed our sprinklers the same day.').count()).toBe(1);
    // the gallery's one photo fills its row, at the row's height (not stretched to the picture's height attribute: decision 0039)
    const thumb = (await visitor.locator('.ww-gallery__img').boundingBox())!;
    expect(thumb.height).toBeLessThanOrEqual(261);
    expect(thumb.width).toBeGreaterThan(thumb.height);
    // The Find us section's directions (the phone's call bar has its own link, hidden at this width).
    expect(await visitor.locator('#find-us a[href^="https://www.google.com/maps/dir/"]').count()).toBe(1);
    const ld = JSON.parse((await visitor.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(ld.openingHoursSpecification).toEqual([
      ...WEEKDAYS.slice(0, 5).map((day) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${day}`, opens: '08:00', closes: '17:30' })),
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '09:00', closes: '12:00' },
    ]);
    expect(ld).not.toHaveProperty('aggregateRating');
    // The gallery's lightbox: plain links and CSS, closed with Escape (site.js).
    await visitor.locator('.ww-gallery__open').click();
    const lightbox = visitor.getByRole('dialog', { name: 'A new drip line' });
    await lightbox.waitFor({ state: 'visible' });
    await visitor.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'hidden' });
    // Find us is a plain link: nothing of a map service (or anyone else) loads with the page.
    await visitor.waitForLoadState('networkidle');
    const ours = [new URL(siteUrl).host, new URL(baseURL()).host]; // the site host, and the app's media
    expect([...hosts].filter((host) => !ours.includes(host))).toEqual([]);

    // Every theme, published: axe finds nothing at 1280 and 400 px.
    for (const theme of THEMES) {
      await saveWebsiteFields(page, { theme });
      await publishByApi(page);
      await checkPublishedTheme(newContext, siteUrl, theme, 'filled');
      if (process.env.THEME_SHOTS) await shootEditor(page, theme, 'filled');
    }
  });

  it('every theme looks designed on a new, empty site, and passes axe', { timeout: 600_000 }, async ({ page, newContext }) => {
    await signUpAndConfirm(page);
    await saveWebsiteFields(page, { companyName: 'Rain & Sons' });
    const siteUrl = async () => (await apiCall<{ websiteUrl: string }>(page, 'GET', 'account')).body.websiteUrl;
    for (const theme of THEMES) {
      await saveWebsiteFields(page, { theme });
      await publishByApi(page);
      await checkPublishedTheme(newContext, await siteUrl(), theme, 'empty');
      // With no photo of the owner's, the hero shows the designed stock picture in every theme.
      const visitor = await (await newContext()).newPage();
      await visitor.goto(await siteUrl());
      expect(await visitor.locator('.ww-hero__bg').getAttribute('src')).toMatch(/\/_ww\/stock\//);
      // ...and spans the whole hero, also where an owner's photo would sit beside the title (Elegant, Studio): no bare half of colour.
      const widths = await visitor.locator('.ww-hero').evaluate((hero) => [hero.getBoundingClientRect().width, hero.querySelector('.ww-hero__bg')!.getBoundingClientRect().width]);
      expect(widths[1]).toBe(widths[0]);
      if (process.env.THEME_SHOTS) await shootEditor(page, theme, 'empty');
    }
  });
});