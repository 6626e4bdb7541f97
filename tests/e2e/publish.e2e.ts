import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { apiCall, saveWebsiteFields } from './support/api';
import { screenshot, signUpAndConfirm } from './support/browser';
import { publishFromSettings } from './support/journeys';

const XSS = [
  '<script>window.__pwned = 1</script>',
  '"><img src=x onerror="window.__pwned = 2">',
  "javascript:window.__pwned = 3",
  '</title><svg onload="window.__pwned = 4">',
];

async function publicUrl(page: Page): Promise<string> {
  return (await apiCall<{ websiteUrl: string }>(page, 'GET', 'account')).body.websiteUrl;
}

describe('publishing and the public site', () => {
  it('edits, previews, publishes, republishes and restores; visitors see each live version', async ({ page, newContext }) => {
    await signUpAndConfirm(page);

    // an empty website cannot go live
    await page.goto('/settings');
    await page.getByText('Unpublished').first().waitFor();
    await page.getByRole('button', { name: 'Publish Website' }).click();
    await page.getByRole('button', { name: 'Confirm Publish' }).waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Confirm Publish' && !b.disabled));
    await page.getByRole('button', { name: 'Confirm Publish' }).click();
    await page.getByText(/Error: Website was not published/).waitFor();
    await page.keyboard.press('Escape');

    // edit in the editor and save
    await page.goto('/website');
    await page.getByLabel('Company name', { exact: true }).fill('Sunrise Window Cleaning');
    await page.getByLabel('Company description', { exact: true }).fill('Streak-free windows, every time.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Successfully saved!').waitFor();

    // preview shows the server's rendering, then it goes live
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Publish Website' }).click();
    const frame = page.frameLocator('iframe[title="Website preview"]');
    await frame.getByRole('heading', { name: 'Sunrise Window Cleaning', level: 1 }).waitFor();
    await screenshot(page, 'publish-preview');
    await page.keyboard.press('Escape');
    await publishFromSettings(page);
    await page.getByTestId('website-status').filter({ hasText: 'Live v1' }).waitFor();
    await page.getByTestId('status-link').filter({ hasText: 'Live' }).waitFor();
    const url = await publicUrl(page);
    expect(url).toMatch(/sunrise-window-cleaning/);

    // a visitor in another browser sees the site
    const visitor = await newContext({ width: 400, height: 800 });
    const visit = await visitor.newPage();
    await visit.goto(url);
    await visit.getByRole('heading', { name: 'Sunrise Window Cleaning', level: 1 }).waitFor();
    await screenshot(visit, 'public-site-v1-mobile');

    // republish → v2 is live
    await saveWebsiteFields(page, { companyDescription: 'Now with gutter cleaning too.' });
    await publishFromSettings(page);
    await page.getByTestId('website-status').filter({ hasText: 'Live v2' }).waitFor();
    await visit.reload();
    await visit.getByText('Now with gutter cleaning too.').waitFor();

    // restore v1 → it is live again as v3
    await page.getByRole('button', { name: 'Restore v1' }).click();
    await page.getByRole('dialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore and publish' }).click();
    await page.getByText('Version 1 is live again as v3.').waitFor();
    await page.getByTestId('website-status').filter({ hasText: 'Live v3' }).waitFor();
    await visit.reload();
    await visit.getByText('Streak-free windows, every time.').waitFor();
    await screenshot(page, 'settings-history');
  });

  it('shows owner text with markup as text on the public page, and runs none of it', async ({ page, newContext }) => {
    await signUpAndConfirm(page);
    await saveWebsiteFields(page, {
      companyName: `XSS Test ${XSS[0]}`,
      companyDescription: XSS.join(' '),
      aboutMeTitle: XSS[1],
      aboutMe: XSS.join('\n'),
      owner: XSS[3],
      serviceItemsTitle: XSS[2],
      serviceItems: XSS.map((text, index) => ({ index, title: text.slice(0, 100), description: text })),
    });
    await publishFromSettings(page);
    const url = await publicUrl(page);

    const visitor = await newContext();
    const visit = await visitor.newPage();
    const dialogs: string[] = [];
    visit.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await visit.goto(url);
    await visit.getByRole('heading', { level: 1 }).filter({ hasText: '<script>window.__pwned = 1</script>' }).waitFor();
    await visit.getByText('"><img src=x onerror="window.__pwned = 2">').first().waitFor();
    await visit.waitForTimeout(300);
    expect(await visit.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await visit.locator('a[href^="javascript:"]').count()).toBe(0);
  });
});
