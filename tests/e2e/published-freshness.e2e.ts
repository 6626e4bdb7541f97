import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { saveWebsiteFields } from './support/api';
import { signUpAndConfirm } from './support/browser';
import { publishFromSettings } from './support/journeys';

/** Opens the live site the way an owner does: Settings' link to the public address, in a new tab of the same browser (its cache shared). */
async function openFromSettings(page: Page, context: BrowserContext): Promise<Page> {
  await page.goto('/settings');
  const [site] = await Promise.all([context.waitForEvent('page'), page.getByTestId('public-url').click()]);
  await site.waitForLoadState('domcontentloaded');
  return site;
}

describe('the owner sees what they published (decision 0056)', () => {
  it('shows the new version at once in the browser that saw the old one, through its cache, without a reload', async ({ page, context }) => {
    await signUpAndConfirm(page);
    await saveWebsiteFields(page, { companyName: 'Fresh Paint Co', companyDescription: 'First coat.' });
    await publishFromSettings(page);

    const first = await openFromSettings(page, context);
    await first.getByText('First coat.').waitFor();
    const pageUrl = first.url();

    // The browser keeps the page, and asks again with its ETag rather than using it unasked.
    const revalidations: string[] = [];
    context.on('request', (request) => {
      if (request.url() === pageUrl) void request.allHeaders().then((headers) => revalidations.push(headers['if-none-match'] ?? ''));
    });
    const again = await first.context().newPage();
    const answer = await again.goto(pageUrl);
    expect(answer?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    await again.getByText('First coat.').waitFor();
    await again.close();

    await saveWebsiteFields(page, { companyDescription: 'Second coat, still wet.' });
    await publishFromSettings(page);

    // Opened again normally (a link in a new tab, then an ordinary navigation in the old tab): the new version.
    const second = await openFromSettings(page, context);
    await second.getByText('Second coat, still wet.').waitFor();
    await first.goto(pageUrl);
    await first.getByText('Second coat, still wet.').waitFor();
    expect(await first.getByText('First coat.').count()).toBe(0);
    // The first revisit was a conditional request: the copy in the cache was offered (and kept while current).
    expect(revalidations[0]).toMatch(/^"[0-9a-f]{32}(-br|-gz)?"$/);
  });
});
