import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { screenshot, signUpAndConfirm } from './support/browser';

async function checkExample(page: Page) {
  await page.goto('/example');
  await page.getByText('This is an example website for an irrigation company — your own site is made in the Editor.').waitFor();
  expect(await page.getByRole('note').getByRole('link', { name: 'Open the editor' }).getAttribute('href')).toBe('/website');

  const site = page.locator('.ww-site');
  await site.waitFor();
  // hero with the company name, then every section
  await site.getByRole('heading', { level: 1, name: 'Green Valley Irrigation' }).waitFor();
  await site.locator('#about').getByRole('heading', { name: 'Family owned since 2009' }).waitFor();
  const services = site.locator('#services');
  await services.getByRole('heading', { name: 'Our Services' }).waitFor();
  await services.getByRole('heading', { name: 'Sprinkler installation' }).waitFor();
  await services.getByRole('heading', { name: 'Drip irrigation' }).waitFor();
  expect(await site.locator('#info').getByRole('heading').count()).toBeGreaterThan(1);
  const footer = site.locator('footer');
  await footer.getByRole('heading', { name: 'Contact Us' }).waitFor();
  await footer.getByRole('heading', { name: 'Sitemap' }).waitFor();
  await footer.getByText('Created using').waitFor();
  await footer.getByRole('link', { name: 'Website Works' }).waitFor();

  // read-only: no edit controls anywhere on the demo
  // (The contact form is the demo's own, for visitors: in the app it sends nothing and says so.)
  expect(await site.locator('input:not(.ww-menu-toggle):not(.ww-form *), textarea:not(.ww-form *), [contenteditable="true"]').count()).toBe(0);
  const url = page.url();
  await site.locator('form.ww-form').getByRole('button', { name: 'Send message' }).click();
  await site.getByText('Visitors send this form on your published website').waitFor();
  expect(page.url()).toBe(url);
  expect(await page.getByRole('button', { name: /save|reset|upload/i }).count()).toBe(0);

  // every picture loads
  await page.evaluate(async () => {
    // lazy images load only near the viewport; the test wants them all
    for (const img of Array.from(document.querySelectorAll<HTMLImageElement>('.ww-site img'))) {
      img.loading = 'eager';
    }
  });
  await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('.ww-site img')).every((img) => img.complete));
  // decoded up front, so a full-page screenshot shows pictures that are still off screen
  await page.evaluate(() => Promise.all(Array.from(document.querySelectorAll<HTMLImageElement>('.ww-site img')).map((img) => img.decode())));
  const images = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('.ww-site img')).map((img) => ({ src: img.currentSrc, width: img.naturalWidth })),
  );
  expect(images.length).toBeGreaterThan(4);
  expect(images.filter((i) => i.width === 0)).toEqual([]);
  for (const file of ['hero.jpg', 'logo.png', 'about.jpg', 'service-sprinklers.jpg']) {
    expect(images.some((i) => i.src.endsWith(`/sample/${file}`)), file).toBe(true);
  }
}

describe('example page', () => {
  it('shows the whole demo site on a laptop', async ({ page }) => {
    await signUpAndConfirm(page);
    await checkExample(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'example-desktop');
  });

  it('shows the whole demo site on a phone, without sideways scrolling', async ({ newContext }) => {
    const context = await newContext({ width: 400, height: 860 });
    const page = await context.newPage();
    await signUpAndConfirm(page);
    await checkExample(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await screenshot(page, 'example-mobile');
  });
});
