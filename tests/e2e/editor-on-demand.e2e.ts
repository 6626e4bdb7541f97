import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { screenshot, signUpAndConfirm } from './support/browser';

/*
 * The editor's code split (decision 0026): the drag and drop, the Theme select, the colour pickers,
 * the account menu and the upload code are not loaded with the page, the stand-ins drawn until they
 * load look exactly like the real controls, and the first press on each works as on the real one.
 */

/** The script files the page has fetched so far. */
const scripts = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((name) => name.endsWith('.js')));

async function openEditor(page: Page) {
  await page.goto('/website');
  await page.getByTestId('site-page').getByLabel('Company name', { exact: true }).waitFor();
  // Away from every control, so nothing is reached for by accident.
  await page.mouse.move(640, 790);
}

/**
 * How many pixels of two same-size RGBA images differ by more than 2 in a channel (antialiased edges may
 * differ by 1). A handful may differ more where the browser re-rasters a round edge beside a control that
 * was swapped in (seen: 6 pixels on the rim of the next swatch); a control drawn 1 px off differs in hundreds.
 */
function differingPixels(a: Buffer, b: Buffer): number {
  if (a.length !== b.length) return Number.POSITIVE_INFINITY;
  let differing = 0;
  for (let i = 0; i < a.length; i += 4) {
    let d = 0;
    for (let c = 0; c < 3; c++) d = Math.max(d, Math.abs((a[i + c] as number) - (b[i + c] as number)));
    if (d > 2) differing++;
  }
  return differing;
}

/** The pixels of a region, with the pointer away from it. */
async function pixels(page: Page, region: Locator): Promise<Buffer> {
  await page.mouse.move(640, 790);
  const box = (await region.boundingBox())!;
  const png = await page.screenshot({ clip: { x: box.x - 4, y: box.y - 4, width: box.width + 8, height: box.height + 8 } });
  return sharp(png).ensureAlpha().raw().toBuffer();
}

describe('editor code on demand', () => {
  it('does not load the deferred parts with the page, and draws their stand-ins exactly as the controls', async ({ page }) => {
    await signUpAndConfirm(page);
    await openEditor(page);
    const loaded = (await scripts(page)).join(' ');
    for (const part of ['sortable-section-list', 'theme-select', 'colour-picker', 'account-menu-list', 'upload-image']) expect(loaded).not.toContain(part);

    const panel = page.getByRole('complementary', { name: 'Editor Options' });
    for (const [name, region, control, real] of [
      ['theme', panel.getByRole('region', { name: 'Look' }), page.getByRole('combobox', { name: 'Theme' }), '.mantine-Select-input'],
      ['colours', panel.getByRole('region', { name: 'Colors' }), page.getByLabel('Company Color'), '.mantine-ColorInput-input'],
      ['account menu', page.getByRole('banner'), page.getByRole('button', { name: 'Account menu' }), 'button[aria-label="Account menu"][id]'],
    ] as const) {
      await region.scrollIntoViewIfNeeded();
      const before = await pixels(page, region);
      expect(await page.locator(real).count()).toBe(0);
      await control.hover(); // reaching for it loads it
      await page.locator(real).first().waitFor({ state: 'attached' });
      const after = await pixels(page, region);
      expect(differingPixels(after, before), `${name}: the real control looks exactly like its stand-in`).toBeLessThanOrEqual(12);
    }
    const later = (await scripts(page)).join(' ');
    for (const part of ['theme-select', 'colour-picker', 'account-menu-list']) expect(later).toContain(part);
    await screenshot(page, 'editor-on-demand-1280');
  });

  it('hands the first press on a stand-in to the real control: the list opens, typing stays, the focus moves', async ({ page }) => {
    await signUpAndConfirm(page);
    await openEditor(page);
    await page.getByRole('combobox', { name: 'Theme' }).click();
    await page.getByRole('option', { name: 'Bold', exact: true }).click();
    await expect.poll(() => page.locator('.ww-site').first().getAttribute('data-theme')).toBe('bold');

    const colour = page.getByLabel('Company Color');
    await colour.fill('#123456');
    await expect.poll(() => page.locator('.ww-site').first().getAttribute('style')).toContain('--ww-primary: #123456');
    // Once the real input is in, it has the focus (and shows its picker), the value kept.
    await page.locator('.mantine-ColorInput-dropdown').waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('#123456');
    await colour.blur();
    await page.locator('.mantine-ColorInput-dropdown').waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Plans' }).waitFor();
    await page.keyboard.press('Escape');

    // The keyboard on a drag handle before drag and drop has loaded: the first Space picks the row up.
    const handle = page.getByRole('button', { name: 'Drag Contact', exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
  });
});
