import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { screenshot } from './support/browser';

const SUPPORT = 'support@example.com';

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('public pages', () => {
  it('the landing page says what the product is and leads to login; the bare address shows it', async ({ newContext }) => {
    for (const width of [1280, 400, 320]) {
      const context = await newContext({ width });
      const page = await context.newPage();
      await page.goto('/');
      await page.waitForURL('**/landing');
      await page.getByRole('heading', { name: 'Website Works', level: 1 }).waitFor();
      await page.getByText('Website maker for the working person.').waitFor();
      await page
        .getByText('Set up a professional looking Website in minutes. No coding, No designing, No hassle. Join our beta, send us an email at')
        .waitFor();
      const mail = page.getByRole('link', { name: SUPPORT });
      expect(await mail.getAttribute('href')).toBe(`mailto:${SUPPORT}`);
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, `landing-${width}`);
      // spec §1: one Login button
      expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(1);
      await page.getByRole('link', { name: 'Login' }).click();
      await page.waitForURL('**/login');
    }
  });

  it('the legal pages carry the effective date, the contact address and the way back', async ({ newContext }) => {
    for (const width of [1280, 400]) {
      const context = await newContext({ width });
      const page = await context.newPage();
      for (const [path, title] of [
        ['/privacypolicy', 'Privacy Policy'],
        ['/terms', 'Terms of Service'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        await page.getByText('Effective date: May 21, 2025').waitFor();
        const mail = page.getByRole('link', { name: SUPPORT }).first();
        await mail.waitFor();
        expect(await mail.getAttribute('href')).toBe(`mailto:${SUPPORT}`);
        expect(await fitsWidth(page)).toBe(true);
        await screenshot(page, `legal-${title.replace(/ /g, '-').toLowerCase()}-${width}`);
        const back = page.getByRole('link', { name: 'Back to home' });
        expect(await back.getAttribute('href')).toBe('/');
        await back.click();
        // '/' is the dashboard; signed out, it sends the visitor on to the landing page.
        await page.waitForURL((url) => url.pathname === '/landing' || url.pathname === '/');
      }
    }
  });

  it('a page whose code fails to load reloads once, then says a new version is available (issue 14)', async ({ page }) => {
    await page.route('**/assets/terms-page-*.js', (route) => route.abort());
    let loads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads += 1;
    });
    await page.goto('/terms');
    // The first failure reloads the page (a second load of the document) …
    await expect.poll(() => loads).toBe(2);
    await page.waitForLoadState('load');
    await page.getByRole('heading', { name: 'A new version is available', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Reload' }).waitFor();
    // … and the second says so instead of reloading again: a loop would have loaded it again at once.
    await page.waitForTimeout(2000);
    expect(loads).toBe(2);
    await screenshot(page, 'oops-new-version');
  });
});
