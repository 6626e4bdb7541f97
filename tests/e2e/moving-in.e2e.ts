import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../support/fixture-site';
import { axeViolations } from './support/axe';
import { it } from './support/fixtures';
import { apiCall } from './support/api';
import { signUpAndConfirm } from './support/browser';
import { publishFromSettings } from './support/journeys';

/*
 * Moving in (issue 29) in the browser: /moving-in reads the six-page fixture site (served here on a
 * loopback port; the e2e app allows loopback imports), shows the review screen, and the owner's
 * unticked items stay out of the draft that opens in the editor.
 */

const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/ww-shots/moving-in';

async function savedWebsite(page: Page): Promise<{ companyName: string; reviews: { title: string }[]; gallery: unknown[]; openingHours: { opens: string }[] }> {
  return page.evaluate(async () => {
    const raw = localStorage.getItem(`website-works-auth:${location.host}`);
    const token = raw ? (JSON.parse(raw) as { access_token: string }).access_token : '';
    const res = await fetch('/api/website?version=1', { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    return res.json();
  });
}

describe('moving in', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startFixtureSite();
  });
  afterAll(() => site?.close());

  it('reads a site, shows what it found beside where it goes, and makes a draft of the ticked items', async ({ page }) => {
    await signUpAndConfirm(page);
    await page.goto('/start');
    await page.getByRole('link', { name: 'Bring it over instead' }).click();
    await page.getByRole('heading', { name: 'Bring your website over', level: 1 }).waitFor();
    // No Places key on this installation: a plain sentence, and the website import.
    await page.getByText('Importing from your Google listing is not available yet. Import from your website, or type your details in.').waitFor();
    await page.getByLabel('Your current website').fill(`${site.base}/`);
    await page.getByRole('button', { name: 'Read my website' }).click();
    await page.getByRole('heading', { name: 'What we found on 127.0.0.1' }).waitFor({ timeout: 20_000 });
    await page.getByText('Read 6 pages of your website.').waitFor();
    expect(await page.getByLabel('Business type').inputValue()).toBe('plumber');
    expect(await page.getByRole('checkbox').count()).toBeGreaterThanOrEqual(18);
    // Every photo shown before it is taken (the lazy ones loaded in the browser as well).
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="found-item"] img')].every((img) => (img as HTMLImageElement).complete));

    for (const width of [1280, 400]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/review-${width}.png`, fullPage: true });
    }

    await page.getByRole('checkbox', { name: /Our main drain was cleared/ }).uncheck();
    await page.getByRole('checkbox', { name: 'hello@rosecityplumbing.com' }).uncheck();
    await page.getByRole('button', { name: 'Make my website from these' }).click();
    await page.waitForURL('**/website', { timeout: 20_000 });
    const saved = await savedWebsite(page);
    expect(saved.companyName).toBe('Rose City Plumbing & Drains');
    expect(saved.reviews.map((r) => r.title)).toEqual(['Maria G., Sellwood', 'Priya S.']);
    expect(saved.gallery).toHaveLength(5);
    expect(saved.openingHours[0]!.opens).toBe('08:00');
    expect((saved as unknown as { email: string }).email).toBe('');
    // The old site's prices read as amounts fill the Prices section ("From $95", "$149 per visit").
    const prices = (saved as unknown as { prices: { items: { name: string; price: number; from?: boolean; description: string }[] }[] }).prices;
    expect(prices[0]?.items).toEqual(
      expect.arrayContaining([
        { name: 'Leak repairs', description: '', price: 95, from: true },
        { name: 'Drain cleaning', description: 'per visit', price: 149 },
      ]),
    );

    // Published, the price list is on the page, and the page passes axe at both widths.
    await publishFromSettings(page);
    const siteUrl = (await apiCall<{ websiteUrl: string }>(page, 'GET', 'account')).body.websiteUrl;
    await page.goto(siteUrl);
    const list = page.locator('.ww-prices');
    await list.first().waitFor();
    expect(await list.first().innerText()).toContain('from $95');
    for (const width of [1280, 400]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/published-${width}.png`, fullPage: true });
    }
  });
});
