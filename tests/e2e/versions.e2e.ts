import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { apiCall, saveWebsiteFields } from './support/api';
import { screenshot, signUpAndConfirm } from './support/browser';

/*
 * The Settings page's versions list with more versions than one page holds and more than are kept
 * (decision 0027: the newest 50 are restorable, the list comes 20 at a time), with the server's
 * default settings.
 */

const PUBLISHES = 52;
const RETENTION = 50;

/** Publishes the saved website `count` times through the API, waiting out the write limit (30 per 10 s) when it is hit. */
async function publishMany(page: Page, count: number) {
  const preview = await apiCall<{ hash: string }>(page, 'GET', 'website/preview');
  for (let done = 0; done < count; ) {
    const res = await apiCall<{ errorMessage?: string }>(page, 'POST', 'website/publish/', { input: { hash: preview.body.hash } });
    if (res.status === 429) {
      await page.waitForTimeout(2000);
      continue;
    }
    if (res.status !== 200) throw new Error(`publish failed: ${res.status} ${JSON.stringify(res.body)}`);
    done++;
  }
}

/** The versions card alone, legible, for a person to look at (beside the full-page shots). */
async function cardShot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR ?? '/tmp/ww-screenshots';
  mkdirSync(dir, { recursive: true });
  await page.locator('.mantine-Card-root', { hasText: 'Published versions' }).screenshot({ path: `${dir}/${name}.png` });
}

/**
 * Presses a version's Restore button and waits for its dialog. Once in a CI run (stop 37) the dialog was not
 * there 30 s after the press; if that happens again this says what the page showed (its address, the dialogs
 * open, the toasts, a screenshot) and presses once more, so the run tells us what went on instead of only
 * timing out.
 */
async function openRestore(page: Page, version: number) {
  const button = page.getByRole('button', { name: `Restore v${version}`, exact: true });
  const dialog = page.getByRole('dialog', { name: `Restore version ${version}?` });
  await button.click();
  try {
    await dialog.waitFor({ timeout: 10_000 });
  } catch {
    const dialogs = await page.getByRole('dialog').evaluateAll((els) => els.map((el) => el.getAttribute('aria-labelledby') && document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent));
    const toasts = await page.locator('.Toastify__toast').allTextContents();
    console.warn(`restore dialog for v${version} not open 10 s after the press: url ${page.url()}, dialogs ${JSON.stringify(dialogs)}, toasts ${JSON.stringify(toasts)}, rows ${await rowsShown(page)}`);
    await screenshot(page, `settings-versions-restore-not-open-v${version}`);
    await button.click();
    await dialog.waitFor();
  }
}

const rowsShown = (page: Page) => page.getByTestId('versions').locator('tbody tr').count();

describe('published versions on the Settings page', () => {
  it('lists the newest 20, shows older ones on request, and marks versions no longer kept as not restorable, at 1280 and 400 px', async ({ page }) => {
    await signUpAndConfirm(page);
    await saveWebsiteFields(page, { companyName: 'Many Versions Bakery', companyDescription: 'Bread, published often.' });
    await publishMany(page, PUBLISHES);

    await page.goto('/settings');
    const table = page.getByTestId('versions');
    await table.getByText(`v${PUBLISHES}`, { exact: true }).waitFor();
    expect(await rowsShown(page)).toBe(20);
    await page.getByRole('button', { name: `Restore v${PUBLISHES - 19}` }).waitFor();
    expect(await table.getByText(`v${PUBLISHES - 20}`, { exact: true }).count()).toBe(0);
    expect(await page.getByTestId('versions-retention-note').count()).toBe(0);
    // Each kept version shows a small picture of its page, fetched only as its row nears the screen.
    await table.getByTestId(`version-thumb-v${PUBLISHES}`).locator(`iframe[title="Version ${PUBLISHES}, small"]`).waitFor();
    expect(await table.locator('iframe').count()).toBeLessThan(20);
    await cardShot(page, 'settings-versions-first-page-1280');

    const older = page.getByRole('button', { name: 'Show older versions' });
    await older.click();
    await expect.poll(() => rowsShown(page)).toBe(40);
    await older.click();
    await expect.poll(() => rowsShown(page)).toBe(PUBLISHES);
    // The last page: no more to show.
    await expect.poll(() => older.count()).toBe(0);

    // Versions 1 and 2 are beyond the newest 50: listed, but with no Restore button.
    const pruned = PUBLISHES - RETENTION;
    for (let v = 1; v <= pruned; v++) {
      await table.getByTestId(`not-kept-v${v}`).waitFor();
      expect(await page.getByRole('button', { name: `Restore v${v}`, exact: true }).count()).toBe(0);
    }
    await page.getByRole('button', { name: `Restore v${pruned + 1}`, exact: true }).waitFor();
    const note = page.getByTestId('versions-retention-note');
    await note.waitFor();
    expect(await note.textContent()).toBe(`We keep the newest ${RETENTION} versions so you can restore them. Older versions stay listed for your records but cannot be restored.`);
    await screenshot(page, 'settings-versions-1280');

    // The oldest kept version goes live again as the next one; the list, every page of it, follows.
    await openRestore(page, pruned + 1);
    await page.getByRole('dialog', { name: `Restore version ${pruned + 1}?` }).getByRole('button', { name: 'Restore and publish' }).click();
    await page.getByText(`Version ${pruned + 1} is live again as v${PUBLISHES + 1}.`).waitFor();
    await table.getByText(`v${PUBLISHES + 1}`, { exact: true }).waitFor();
    await table.getByTestId(`not-kept-v${pruned + 1}`).waitFor();
    await expect.poll(() => rowsShown(page)).toBe(PUBLISHES + 1);
    const numbers = await table.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(numbers).toEqual(Array.from({ length: PUBLISHES + 1 }, (_, i) => `v${PUBLISHES + 1 - i}`));

    // A phone: the list, its Restore buttons and "Show older versions" stay on screen.
    await page.setViewportSize({ width: 400, height: 800 });
    await page.reload();
    const list = page.getByTestId('versions-list');
    await list.getByText(`v${PUBLISHES + 1}`, { exact: true }).waitFor();
    expect(await list.locator('li').count()).toBe(20);
    await cardShot(page, 'settings-versions-first-page-400');
    const restore = page.getByRole('button', { name: `Restore v${PUBLISHES}`, exact: true });
    const more = page.getByRole('button', { name: 'Show older versions' });
    for (const control of [restore, more]) {
      await control.scrollIntoViewIfNeeded();
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 400).toBe(true);
    }
    await more.click();
    await expect.poll(() => list.locator('li').count()).toBe(40);
    await more.click();
    await expect.poll(() => list.locator('li').count()).toBe(PUBLISHES + 1);
    await list.getByTestId('not-kept-v1').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'settings-versions-400');
    await cardShot(page, 'settings-versions-all-400');

    // Asked for anyway, a version no longer kept is refused with a sentence.
    const refused = await apiCall<{ errorMessage: string }>(page, 'POST', 'website/restore/', { input: { version: 1 } });
    expect(refused.status).toBe(410);
    expect(refused.body.errorMessage).toMatch(/^Version 1 can no longer be restored: only the newest 50 versions are kept\./);
  }, 240_000);

  it('names each version and what it changed; Restore asks, publishes, and the editor then shows the restored content, at 1280 and 400 px', async ({ page }) => {
    await signUpAndConfirm(page);
    await saveWebsiteFields(page, { companyName: 'Version One Bakery', companyDescription: 'Bread since this morning.' });
    // The first publish from the page, named by the owner.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Publish Website' }).click();
    await page.getByLabel('Name this version (optional)').fill('Opening day');
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Confirm Publish' && !b.disabled));
    await page.getByRole('button', { name: 'Confirm Publish' }).click();
    await page.getByText('New version of Website is live!').waitFor();
    // A second one, not named: the list says what changed.
    await saveWebsiteFields(page, { companyName: 'Version Two Bakery', hoursNote: 'Closed on Sundays', enableHours: true });
    const preview = await apiCall<{ hash: string }>(page, 'GET', 'website/preview');
    expect((await apiCall(page, 'POST', 'website/publish/', { input: { hash: preview.body.hash } })).status).toBe(200);

    await page.goto('/settings');
    const table = page.getByTestId('versions');
    await table.getByTestId('version-changes-v2').waitFor();
    expect(await table.getByTestId('version-label-v1').textContent()).toBe('Opening day');
    expect(await table.getByTestId('version-changes-v1').textContent()).toBe('First version');
    expect(await table.getByTestId('version-changes-v2').textContent()).toBe('Name, Opening hours');
    expect(await table.getByTestId('version-label-v2').count()).toBe(0);
    // A version is named afterwards too.
    await table.getByRole('button', { name: 'Name v2' }).click();
    const naming = page.getByRole('dialog', { name: 'Name version 2' });
    await naming.getByLabel('Version name').fill('Sunday closing');
    await naming.getByRole('button', { name: 'Save name' }).click();
    await naming.waitFor({ state: 'hidden' });
    await expect.poll(() => table.getByTestId('version-label-v2').textContent()).toBe('Sunday closing');
    await cardShot(page, 'settings-versions-named-1280');

    // Restore asks first, with a picture of the version; Cancel changes nothing.
    await page.getByRole('button', { name: 'Restore v1', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'Restore version 1?' });
    await ask.waitFor();
    await ask.frameLocator('iframe[title="Version 1, small"]').getByRole('heading', { level: 1, name: 'Version One Bakery' }).waitFor();
    expect(await ask.textContent()).toContain('Opening day');
    await screenshot(page, 'settings-restore-ask-1280');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect((await apiCall<{ websiteVersion: number }>(page, 'GET', 'account')).body.websiteVersion).toBe(2);

    await page.getByRole('button', { name: 'Restore v1', exact: true }).click();
    await ask.getByRole('button', { name: 'Restore and publish' }).click();
    const result = page.getByTestId('restore-result');
    await result.waitFor();
    expect(await result.textContent()).toContain('Version 1 is live again as v3. The editor now shows its content as your saved website.');
    await table.getByTestId('version-changes-v3').waitFor();
    expect(await table.getByTestId('version-changes-v3').textContent()).toBe('Restored from v1');
    await cardShot(page, 'settings-versions-restored-1280');
    const siteUrl = (await apiCall<{ websiteUrl: string }>(page, 'GET', 'account')).body.websiteUrl;
    const live = await (await page.request.get(siteUrl)).text();
    expect(live).toContain('Version One Bakery');
    expect(live).not.toContain('Version Two Bakery');

    // The editor opens on the restored content (not the newer draft it had cached).
    await result.getByRole('link', { name: 'Open the editor' }).click();
    await page.getByRole('complementary', { name: 'Editor Options' }).waitFor();
    expect(await page.getByLabel('Company name', { exact: true }).inputValue()).toBe('Version One Bakery');
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);

    // A phone: the names, and the dialog with its picture.
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/settings');
    const list = page.getByTestId('versions-list');
    await list.getByTestId('version-label-v1').waitFor();
    await cardShot(page, 'settings-versions-named-400');
    await page.getByRole('button', { name: 'Restore v2', exact: true }).click();
    await page.getByRole('dialog', { name: 'Restore version 2?' }).frameLocator('iframe[title="Version 2, small"]').getByRole('heading', { level: 1, name: 'Version Two Bakery' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'settings-restore-ask-400');
  });
});
