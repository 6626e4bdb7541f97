import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { makePng } from '../support/test-images';
import { screenshot, signUpAndConfirm } from './support/browser';

/*
 * Issue 11: the logo's previews show the whole logo (contain, not crop), as the published page does:
 * a wide logo in the editor's page header and on the company page.
 */

/** How much of the picture's width and height an <img> shows: 1 and 1 when it is shown whole. */
function shownFraction(img: Locator) {
  return img.evaluate((el: HTMLImageElement) => {
    const box = el.getBoundingClientRect();
    const scale = getComputedStyle(el).objectFit === 'cover' ? Math.max(box.width / el.naturalWidth, box.height / el.naturalHeight) : Math.min(box.width / el.naturalWidth, box.height / el.naturalHeight);
    return { across: Math.min(1, box.width / (el.naturalWidth * scale)), down: Math.min(1, box.height / (el.naturalHeight * scale)), fit: getComputedStyle(el).objectFit };
  });
}

async function decoded(img: Locator) {
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 60_000 }).toBe(true);
}

/** A wide logo: 8 : 1, far wider than the header's 140 × 44 px slot. */
const WIDE_LOGO = makePng(800, 100, { noise: true });

describe('the logo preview', () => {
  it('shows a wide logo whole in the editor and on the company page', async ({ page }: { page: Page }) => {
    await signUpAndConfirm(page);
    await page.goto('/website');
    await page.getByRole('complementary', { name: 'Editor Options' }).waitFor();
    await page.locator('input[type="file"][aria-label="Upload Logo"]').setInputFiles({ name: 'wide-logo.png', mimeType: 'image/png', buffer: WIDE_LOGO });
    const inPage = page.getByTestId('site-page').locator('.ww-brand__logo img');
    await page.getByTestId('site-page').locator('.ww-brand__logo img[src*="/i/"]').waitFor({ timeout: 60_000 });
    await decoded(inPage);
    expect(await shownFraction(inPage)).toEqual({ across: 1, down: 1, fit: 'contain' });
    await screenshot(page, 'logo-preview-editor-1280');
    await page.setViewportSize({ width: 400, height: 850 });
    expect(await shownFraction(inPage)).toEqual({ across: 1, down: 1, fit: 'contain' });
    await screenshot(page, 'logo-preview-editor-400');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Successfully saved!').waitFor();

    await page.goto('/company');
    const preview = page.getByRole('img', { name: 'Logo preview' });
    await decoded(preview);
    expect(await shownFraction(preview)).toMatchObject({ across: 1, down: 1 });
    await screenshot(page, 'logo-preview-company-1280');
  });
});
