import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { makePng } from '../support/test-images';
import { apiCall } from './support/api';
import { screenshot, signUpAndConfirm } from './support/browser';

const TOO_SMALL = 'Background Image dimensions should be at least 1000 (width) x 500 (height)';

async function openEditor(page: Page) {
  await page.goto('/website');
  await page.getByRole('complementary', { name: 'Editor Options' }).waitFor();
}

const sitePage = (page: Page) => page.getByTestId('site-page');

describe('website editor', () => {
  it('edits the page in place, saves, and keeps the edits after a reload', async ({ page }) => {
    await signUpAndConfirm(page);
    await openEditor(page);
    // nothing edited yet: no Save or Reset
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reset Changes' }).count()).toBe(0);

    const name = page.getByLabel('Company name', { exact: true });
    await name.fill('Rain & Sons "Irrigation"');
    await page.getByLabel('Company description', { exact: true }).fill('<script>window.__xss = 1</script> javascript:alert(1)');
    expect(await name.getAttribute('rows')).toBe('2');
    expect(await page.getByLabel('Company description', { exact: true }).getAttribute('rows')).toBe('4');

    // cards: add two, name them, remove the last
    const services = sitePage(page).getByRole('region', { name: 'Services' });
    const addCard = services.getByRole('button', { name: 'Add card', exact: true });
    await addCard.click();
    await addCard.click();
    await services.getByLabel('Card title').nth(0).fill('Drip systems');
    await services.getByLabel('Card description').nth(0).fill('Water where the roots are.');
    await services.getByLabel('Card title').nth(1).fill('To be removed');
    expect(await services.getByLabel('Card description').nth(0).getAttribute('rows')).toBe('6');
    await services.getByRole('button', { name: 'Remove last card' }).click();
    await expect.poll(() => services.getByLabel('Card title').count()).toBe(1);

    // switch the Info section off
    const info = sitePage(page).getByRole('region', { name: 'Info' });
    await info.getByRole('button', { name: 'Hide section' }).click();
    await info.getByText('Hidden from your website').waitFor();

    // colours through the text inputs
    for (const [label, value] of [
      ['Company Color', '#DCEFF7'],
      ['Secondary Color', '#1E6091'],
    ] as const) {
      await page.getByLabel(label).fill(value);
      await page.getByLabel(label).blur();
      await page.locator('.mantine-ColorInput-dropdown').waitFor({ state: 'hidden' });
    }
    await expect.poll(() => page.locator('.ww-site').getAttribute('style')).toContain('--ww-secondary: #1E6091');

    // call to action
    await page.getByRole('switch', { name: 'Show the CTA button' }).check();
    expect(await page.getByRole('switch', { name: 'Show the CTA button' }).isChecked()).toBe(true);
    await page.getByLabel('Button label').fill('Get a quote');
    await page.getByLabel('Button link').fill('https://example.com/quote');
    await expect.poll(() => page.locator('.ww-header__cta').textContent()).toBe('Get a quote');
    await page.locator('[data-view]').evaluate((canvas) => {
      canvas.scrollTop = 0;
    });
    await screenshot(page, 'editor-edit-desktop');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Successfully saved!').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);

    await page.reload();
    await page.getByLabel('Company name', { exact: true }).waitFor();
    expect(await page.getByLabel('Company name', { exact: true }).inputValue()).toBe('Rain & Sons "Irrigation"');
    expect(await sitePage(page).getByLabel('Card title').count()).toBe(1);
    expect(await sitePage(page).getByLabel('Card title').inputValue()).toBe('Drip systems');
    expect(await page.getByLabel('Company Color').inputValue()).toBe('#DCEFF7');
    expect(await page.getByLabel('Secondary Color').inputValue()).toBe('#1E6091');
    expect(await page.getByLabel('Show the CTA button').isChecked()).toBe(true);
    expect(await page.getByLabel('Button link').inputValue()).toBe('https://example.com/quote');
    // Info, the four sections of issue 13, Prices and Book an appointment (issues 25 and 26), not added yet
    expect(await sitePage(page).getByRole('button', { name: 'Show section' }).count()).toBe(7);
    expect(await sitePage(page).getByRole('region', { name: 'Info' }).getByRole('button', { name: 'Show section' }).count()).toBe(1);

    // Preview: exactly the published page, no edit controls, text shown as text
    await page.getByText('Preview', { exact: true }).click();
    await sitePage(page).getByRole('heading', { level: 1, name: 'Rain & Sons "Irrigation"' }).waitFor();
    // (The contact form's fields are the page's own, for visitors; nothing else takes input.)
    expect(await sitePage(page).locator('input:not(.ww-menu-toggle):not(.ww-form *), textarea:not(.ww-form *), button:not(.ww-form *)').count()).toBe(0);
    expect(await sitePage(page).locator('form.ww-form').count()).toBe(1);
    expect(await sitePage(page).getByText('<script>window.__xss = 1</script> javascript:alert(1)').count()).toBe(1);
    expect(await sitePage(page).getByRole('region', { name: 'Info' }).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await screenshot(page, 'editor-preview-desktop');

    // Mobile view: the page in a 400 px frame, where the template's phone layout applies
    await page.getByText('Mobile', { exact: true }).click();
    const frameElement = page.locator('iframe[title="Mobile view of your website"]');
    await frameElement.waitFor();
    expect((await frameElement.boundingBox())?.width).toBe(400);
    const frame = page.frameLocator('iframe[title="Mobile view of your website"]');
    await frame.locator('.ww-burger').waitFor({ state: 'visible' });
    expect(await frame.locator('.ww-nav__panel').isVisible()).toBe(false);
    await frame.locator('.ww-burger').click();
    await frame.locator('.ww-nav__panel').waitFor({ state: 'visible' });
    await screenshot(page, 'editor-mobile-view-preview');
    // and it stays editable there
    await page.getByText('Edit', { exact: true }).click();
    await frame.getByLabel('Company name', { exact: true }).fill('Rain & Sons');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await screenshot(page, 'editor-mobile-view-edit');
    await page.getByRole('button', { name: 'Reset Changes' }).click();
    await expect.poll(() => frame.getByLabel('Company name', { exact: true }).inputValue()).toBe('Rain & Sons "Irrigation"');
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
  });

  it('refuses a too-small background image and uploads a good one', async ({ page }) => {
    await signUpAndConfirm(page);
    await openEditor(page);
    const input = page.locator('input[type="file"][aria-label="Upload Background Image"]');

    await input.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: makePng(200, 100) });
    await page.getByText(TOO_SMALL, { exact: true }).waitFor();
    // Without a picture of the owner's the hero shows the product's designed default one (issue 10).
    const stockHero = /\/_ww\/stock\//;
    expect(await page.locator('.ww-hero__bg').getAttribute('src')).toMatch(stockHero);
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);

    await input.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: makePng(1200, 600) });
    const hero = page.locator('.ww-hero__bg');
    // Once processed, the live page shows the variants the published page will (decision 0014), not the original upload.
    const VARIANT = /^https?:\/\/.+\/media\/u\/[^/]+\/i\/[0-9a-f]{32}\.jpg$/;
    // Uploaded, then processed on the server: wait for the variant itself (the machine may be busy).
    await page.locator('.ww-hero__bg[src*="/i/"]').waitFor({ timeout: 60_000 });
    expect(await hero.getAttribute('src')).toMatch(VARIANT);
    expect(await hero.getAttribute('srcset')).toMatch(/ 320w, .+ 1200w$/);
    expect(await page.locator('picture:has(.ww-hero__bg) source[type="image/avif"]').count()).toBe(1);
    const src = (await hero.getAttribute('src')) ?? '';
    const preview = page.getByRole('button', { name: /^Focal point of Background Image: 50% across, 50% down\./ });
    expect(await preview.locator('img').getAttribute('src')).toMatch(VARIANT);
    const res = await page.request.get(src);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/jpeg');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(await hero.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth > 0))).toBe(true);

    // Focal point: a click on the preview picture a quarter across and three quarters down moves the
    // hero's crop there at once; the arrow keys move it from the keyboard.
    const picture = preview.locator('img');
    const box = (await picture.boundingBox()) as { width: number; height: number };
    await picture.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    // The preview shows the picture cropped to its box ('cover'), so the point of the picture under the click is
    // within a point of a quarter across and three quarters down, as the box's proportions fall.
    const heroFocus = async () => (await hero.evaluate((img) => getComputedStyle(img).objectPosition)).split(' ').map((v) => Number.parseFloat(v));
    await expect.poll(async () => (await heroFocus()).every((v, i) => Math.abs(v - [25, 75][i]!) <= 1)).toBe(true);
    // Read once it has settled (the preview may re-render with its final picture just after the click).
    let settled = (await heroFocus()).join(' ');
    for (let i = 0; i < 20; i++) {
      await page.waitForTimeout(300);
      const now = (await heroFocus()).join(' ');
      if (now === settled) break;
      settled = now;
    }
    const [fx, fy] = settled.split(' ').map(Number) as [number, number];
    await page.getByRole('button', { name: new RegExp(`^Focal point of Background Image: ${fx}% across, ${fy}% down\\.`) }).press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => hero.evaluate((img) => getComputedStyle(img).objectPosition)).toBe(`${fx + 5}% ${fy - 5}%`);
    await screenshot(page, 'editor-focal-point');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Successfully saved!').waitFor();
    await page.reload();
    await page.getByRole('complementary', { name: 'Editor Options' }).waitFor();
    // After a reload the stored website's processed images and focal point are shown again.
    await expect.poll(() => page.locator('.ww-hero__bg').getAttribute('src')).toBe(src);
    expect(await page.locator('.ww-hero__bg').evaluate((img) => getComputedStyle(img).objectPosition)).toBe(`${fx + 5}% ${fy - 5}%`);
    await page.getByRole('button', { name: new RegExp(`^Focal point of Background Image: ${fx + 5}% across, ${fy - 5}% down\\.`) }).waitFor();

    // Clear sets it back to no image of the owner's: the default picture again
    await page.getByRole('button', { name: 'Clear Background Image' }).click();
    await expect.poll(() => page.locator('.ww-hero__bg').getAttribute('src')).toMatch(stockHero);
  });

  it('saves unsaved edits before leaving: Preview and publish puts the edit live, links and Back keep it', async ({ page }) => {
    await signUpAndConfirm(page);
    await openEditor(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    // Preview and publish with an unsaved edit: saved first, then the preview shows it, then it is live.
    await page.getByLabel('Company name', { exact: true }).fill('Saved On The Way');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page.getByRole('link', { name: 'Preview and publish' }).click();
    await page.waitForURL('**/settings?publish=1');
    const preview = page.frameLocator('iframe[title="Website preview"]');
    await preview.getByRole('heading', { level: 1, name: 'Saved On The Way' }).waitFor();
    await screenshot(page, 'editor-preview-and-publish-saved-first');
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Confirm Publish' && !b.disabled));
    await page.getByRole('button', { name: 'Confirm Publish' }).click();
    await page.getByText('New version of Website is live!').waitFor();
    const siteUrl = (await apiCall<{ websiteUrl: string }>(page, 'GET', 'account')).body.websiteUrl;
    const live = await page.request.get(siteUrl);
    expect(live.status()).toBe(200);
    expect(await live.text()).toContain('Saved On The Way');

    // A menu link with an unsaved edit: saved, then the Company page shows it.
    await openEditor(page);
    await page.getByLabel('Company name', { exact: true }).fill('Saved Before Company');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company' }).click();
    await page.waitForURL('**/company');
    await expect.poll(() => page.getByLabel('Company name', { exact: true }).inputValue()).toBe('Saved Before Company');

    // The back button: the same.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Editor' }).click();
    await page.getByRole('complementary', { name: 'Editor Options' }).waitFor();
    await page.getByLabel('Company name', { exact: true }).fill('Saved Before Back');
    await page.evaluate(() => history.back());
    await page.waitForURL('**/company');
    await expect.poll(() => page.getByLabel('Company name', { exact: true }).inputValue()).toBe('Saved Before Back');
    expect(dialogs).toEqual([]);

    // An edit the server refuses: the owner chooses, in the page's words, and nothing is lost by staying.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Editor' }).click();
    await page.getByRole('complementary', { name: 'Editor Options' }).waitFor();
    await page.getByLabel('Company name', { exact: true }).fill('Refused Edit');
    await page.getByLabel('Button link').fill('not a web address');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company' }).click();
    const notSaved = page.getByRole('dialog', { name: 'Your changes are not saved yet' });
    await notSaved.waitFor();
    expect(await notSaved.textContent()).toContain('Button link must be a web address');
    await screenshot(page, 'editor-leave-not-saved');
    await notSaved.getByRole('button', { name: 'Stay and fix' }).click();
    await notSaved.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/website');
    expect(await page.getByLabel('Company name', { exact: true }).inputValue()).toBe('Refused Edit');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company' }).click();
    await notSaved.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL('**/company');
    await expect.poll(() => page.getByLabel('Company name', { exact: true }).inputValue()).toBe('Saved Before Back');
    expect(dialogs).toEqual([]);
  });

  it('fits a phone: the panel folds into a bar above the page', async ({ newContext }) => {
    const context = await newContext({ width: 400, height: 800 });
    const page = await context.newPage();
    await signUpAndConfirm(page);
    await openEditor(page);
    const toggle = page.getByRole('button', { name: 'Editor Options' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Company Color').isVisible()).toBe(false);
    await page.getByLabel('Company name', { exact: true }).fill('Phone Co');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await screenshot(page, 'editor-phone-collapsed');
    await toggle.click();
    await page.getByLabel('Company Color').waitFor();
    await screenshot(page, 'editor-phone-open');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);

    // Preview and publish on a phone: the edit is saved on the way, and the preview shows it.
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page.getByRole('link', { name: 'Preview and publish' }).click();
    await page.frameLocator('iframe[title="Website preview"]').getByRole('heading', { level: 1, name: 'Phone Co' }).waitFor();
    await page.getByLabel('Name this version (optional)').waitFor();
    await screenshot(page, 'editor-phone-preview-and-publish');
  });
});
