import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { apiCall, saveWebsiteFields } from './support/api';
import { axeViolations } from './support/axe';
import { screenshot, signUpAndConfirm } from './support/browser';
import { SITE_CATALOGUES } from '../../src/site/i18n';

/*
 * Issue 28 part 3 (decision 0067): a bakery in Lyon with a French site adds English in Settings, translates
 * some texts in the editor (the rest marked "Not translated yet"), and publishes. `/<slug>/` is French and
 * `/<slug>/en/` English, the header's switch goes between them, and the sitemap lists both. axe finds
 * nothing on Settings, the editor in English and both published pages, at 400 and 1280 px. The price list and
 * the notice translate in the editor too (decision 0067, addendum), and the downloaded zip opens from the disk
 * with the switch going between its two pages.
 */

// Headless Chromium says so in its user agent, and the visit counter leaves such visitors out; nothing here needs either.
const VISITOR_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const sitePage = (page: Page) => page.getByTestId('site-page');

async function publish(page: Page): Promise<void> {
  const preview = await apiCall<{ hash: string }>(page, 'GET', 'website/preview');
  const published = await apiCall(page, 'POST', 'website/publish/', { input: { hash: preview.body.hash } });
  if (published.status !== 200) throw new Error(`publishing failed: ${JSON.stringify(published.body)}`);
}

describe('two-language sites', () => {
  it('adds English to a French site, translates in the editor, publishes both addresses with a switch between them', async ({ page, newContext }) => {
    await signUpAndConfirm(page);
    await saveWebsiteFields(page, {
      companyName: 'Boulangerie Moreau',
      headerTitle: '',
      companyDescription: 'Pain au levain cuit chaque matin à Lyon.',
      aboutMeTitle: 'Notre histoire',
      aboutMe: 'Depuis 1998 rue Mercière, nous pétrissons à la main.',
      serviceItemsTitle: 'Nos pains',
      serviceItems: [
        { index: 0, title: 'Baguette tradition', description: 'Farine Label Rouge, levain naturel.' },
        { index: 1, title: 'Pain de seigle', description: 'Seigle bio du Beaujolais.' },
      ],
      phone: '+33 4 78 00 00 00',
      addressFreeForm: '12 rue Mercière, 69002 Lyon',
      country: 'FR',
      siteLanguage: 'fr',
      enableContactForm: true,
      enablePrices: true,
      prices: [{ name: 'Pains', items: [{ name: 'Baguette tradition', description: 'À la pièce.', price: 1.5 }, { name: 'Croissant', description: '', price: 1.2 }] }],
      notices: [{ message: 'Fermé le 1er mai', link: '', start: '', end: '', closed: false }],
    });

    // Settings: the Second language card beside the Website language card.
    await page.goto('/settings');
    const card = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Second language' }) });
    await card.getByLabel('Add a language').selectOption('en');
    await card.getByRole('button', { name: 'Add language' }).click();
    await page.getByText('English has been added').waitFor();
    await card.getByText(/Your website is also in English: 0 of \d+ texts translated/).waitFor();
    expect(await axeViolations(page), 'settings 1280').toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'two-languages-settings-1280');

    // The editor: the language switch, untranslated marks, translating, undo, save.
    await page.goto('/website');
    const panel = page.getByRole('complementary', { name: 'Editor Options' });
    await panel.waitFor();
    const languages = panel.getByRole('radiogroup', { name: 'Language you edit' });
    await languages.getByText('English', { exact: true }).click();
    const site = sitePage(page);
    const name = site.getByLabel('Company name', { exact: true });
    await expect.poll(() => name.inputValue()).toBe('');
    expect(await name.getAttribute('placeholder')).toBe('Boulangerie Moreau');
    const marks = site.locator('[data-untranslated]');
    const before = await marks.count();
    expect(before).toBeGreaterThan(4);
    await expect.poll(() => site.getByText('Not translated yet').first().isVisible()).toBe(true);
    // The product's words of the page are English while English is edited.
    await site.getByRole('button', { name: SITE_CATALOGUES.en['form.submit'] }).waitFor();

    await name.fill('Moreau Bakery');
    await expect.poll(() => marks.count()).toBe(before - 1);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => name.inputValue()).toBe('');
    await expect.poll(() => marks.count()).toBe(before);
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect.poll(() => name.inputValue()).toBe('Moreau Bakery');
    await site.getByLabel('Company description', { exact: true }).fill('Sourdough baked every morning in Lyon.');
    await site.getByLabel('Card title').first().fill('Traditional baguette');
    // The price list's and the notice's texts (edited on /company) are translated here too; not their amounts.
    const priceName = site.getByLabel('Prices, group 1, item 1: Name', { exact: true });
    expect(await priceName.getAttribute('placeholder')).toBe('Baguette tradition');
    await priceName.fill('Baguette, each');
    await site.getByLabel('Prices, group 1, item 2: Name', { exact: true }).fill('Butter croissant');
    await site.getByLabel('Notices, notice 1: Message', { exact: true }).fill('Closed on 1 May');
    await site.getByText('€1.50', { exact: true }).waitFor();
    // The panel's text field too.
    await panel.getByLabel('Button label (English)').fill('Call us');
    await expect.poll(() => marks.count()).toBe(before - 6);
    expect(await axeViolations(page), 'editor in English 1280').toEqual([]);
    await screenshot(page, 'two-languages-editor-1280');
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await panel.getByText('All changes saved').waitFor();
    // Back in French the French text is there, untouched.
    await languages.getByText('Français', { exact: true }).click();
    await expect.poll(() => name.inputValue()).toBe('Boulangerie Moreau');
    await languages.getByText('English', { exact: true }).click();

    const saved = await apiCall<{ translations: Record<string, Record<string, string>>; companyName: string }>(page, 'GET', 'website?version=1');
    expect(saved.body.companyName).toBe('Boulangerie Moreau');
    expect(saved.body.translations.en).toMatchObject({
      companyName: 'Moreau Bakery',
      'serviceItems.0.title': 'Traditional baguette',
      ctaText: 'Call us',
      'prices.0.items.0.name': 'Baguette, each',
      'notices.0.message': 'Closed on 1 May',
    });

    await page.setViewportSize({ width: 400, height: 800 });
    await page.getByRole('button', { name: /Editor Options/ }).click();
    await page.getByRole('radiogroup', { name: 'Language you edit' }).waitFor();
    expect(await axeViolations(page), 'editor in English 400').toEqual([]);
    await screenshot(page, 'two-languages-editor-400');

    await publish(page);
    const siteUrl = (await apiCall<{ websiteUrl: string }>(page, 'GET', 'account')).body.websiteUrl;
    const englishUrl = `${siteUrl}en/`;

    for (const width of [1280, 400]) {
      const visitor = await (await newContext({ width, userAgent: VISITOR_UA })).newPage();
      await visitor.goto(siteUrl);
      expect(await visitor.locator('html').getAttribute('lang')).toBe('fr-FR');
      await visitor.getByRole('heading', { level: 1, name: 'Boulangerie Moreau' }).waitFor();
      expect(await axeViolations(visitor), `French page ${width}`).toEqual([]);
      await screenshot(visitor, `two-languages-fr-${width}`);
      // The switch: a plain link in the header (in the phone's menu at 400 px).
      if (width === 400) await visitor.locator('label.ww-burger').click();
      await visitor.getByRole('link', { name: 'English', exact: true }).click();
      await visitor.waitForURL(englishUrl);
      expect(await visitor.locator('html').getAttribute('lang')).toBe('en-FR');
      await visitor.getByRole('heading', { level: 1, name: 'Moreau Bakery' }).waitFor();
      await visitor.getByText('Pain de seigle').waitFor();
      await visitor.getByText('Closed on 1 May', { exact: true }).waitFor();
      await visitor.getByText('Baguette, each', { exact: true }).waitFor();
      await visitor.getByText('€1.50', { exact: true }).waitFor();
      await visitor.getByRole('button', { name: SITE_CATALOGUES.en['form.submit'] }).waitFor();
      expect(await axeViolations(visitor), `English page ${width}`).toEqual([]);
      await screenshot(visitor, `two-languages-en-${width}`);
      if (width === 400) await visitor.locator('label.ww-burger').click();
      await visitor.getByRole('link', { name: 'Français', exact: true }).click();
      await visitor.waitForURL(siteUrl);
      await visitor.close();
    }

    // Without JavaScript the switch is the same link.
    const plain = await (await newContext({ javaScriptEnabled: false, userAgent: VISITOR_UA })).newPage();
    await plain.goto(englishUrl);
    await plain.getByRole('link', { name: 'Français', exact: true }).click();
    await plain.waitForURL(siteUrl);

    const sitemap = await (await fetch(`${siteUrl}sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${siteUrl}</loc>`);
    expect(sitemap).toContain(`<loc>${englishUrl}</loc>`);
    const english = await (await fetch(englishUrl, { headers: { 'user-agent': VISITOR_UA } })).text();
    expect(english).toContain(`<link rel="alternate" hreflang="fr-FR" href="${siteUrl}">`);
    expect(english).toContain(`<link rel="alternate" hreflang="x-default" href="${siteUrl}">`);
    expect(english).toContain(`<link rel="canonical" href="${englishUrl}">`);

    // "Download your website": both pages in the zip, opened from the disk, the switch going between the files.
    await page.goto('/settings');
    const zipDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download your website' }).click();
    const folder = mkdtempSync(join(tmpdir(), 'ww-two-languages-'));
    for (const [name, bytes] of Object.entries(unzipSync(readFileSync(await (await zipDownload).path())))) {
      mkdirSync(dirname(join(folder, name)), { recursive: true });
      writeFileSync(join(folder, name), bytes);
    }
    const offline = await (await newContext({ width: 1280, userAgent: VISITOR_UA })).newPage();
    // The page's own stylesheet from the disk: the visually hidden labels are taken out of the flow.
    const styled = () => offline.locator('.ww-visually-hidden').first().evaluate((el) => getComputedStyle(el).position);
    await offline.goto(pathToFileURL(join(folder, 'index.html')).href);
    expect(await offline.locator('html').getAttribute('lang')).toBe('fr-FR');
    expect(await styled()).toBe('absolute');
    await offline.getByRole('link', { name: 'English', exact: true }).click();
    await offline.waitForURL(/\/en\/index\.html$/);
    expect(await offline.locator('html').getAttribute('lang')).toBe('en-FR');
    await offline.getByText('Closed on 1 May', { exact: true }).waitFor();
    expect(await styled()).toBe('absolute');
    await offline.getByRole('link', { name: 'Français', exact: true }).click();
    await offline.waitForURL(pathToFileURL(join(folder, 'index.html')).href);
    await offline.close();
    rmSync(folder, { recursive: true, force: true });

    // On /company, the first price item taken out: its translation goes and the next item keeps its own.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/company');
    await page.getByRole('button', { name: 'Remove item 1' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    await page.getByRole('button', { name: 'Save Changes' }).waitFor({ state: 'detached' });
    const after = await apiCall<{ translations: Record<string, Record<string, string>> }>(page, 'GET', 'website?version=1');
    expect(after.body.translations.en?.['prices.0.items.0.name']).toBe('Butter croissant');
    expect(after.body.translations.en).not.toHaveProperty('prices.0.items.1.name');
    expect(Object.values(after.body.translations.en ?? {})).not.toContain('Baguette, each');
  }, 240_000);
});
