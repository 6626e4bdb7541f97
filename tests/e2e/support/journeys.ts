import { ownerText } from '../../../src/shared/i18n/owner-text';
import type { Page } from 'playwright-core';

/** Publishes the saved website from /settings: preview, then Confirm Publish. */
export async function publishFromSettings(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Publish Website' }).click();
  const confirm = page.getByRole('button', { name: 'Confirm Publish' });
  const live = page.getByText('New version of Website is live!');
  // The saved website may change after the preview was made (a picture of the starter site finishing in the
  // background): the app then answers 409, shows the new preview and waits for Confirm again, as an owner would see.
  const changed = page.getByText(ownerText('refusal.publish.previewChanged'));
  for (let attempt = 1; ; attempt++) {
    await confirm.waitFor();
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Confirm Publish');
      return button && !button.disabled;
    });
    await confirm.click();
    await live.or(changed).first().waitFor();
    if (await live.isVisible()) return;
    if (attempt === 3) throw new Error('the preview kept changing: three publishes answered 409');
    await changed.first().waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined);
  }
}

/** Upgrades to Professional on /plans with the test provider's good card. */
export async function upgradeWithTestCard(page: Page) {
  await page.goto('/plans');
  await page.getByRole('button', { name: 'Upgrade' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $100.00' }).click();
  await page.waitForURL('**/checkout/return?session_id=*');
  await page.getByText('You have successfully subscribed').waitFor();
}

/** A new owner is sent from / to /start (issue 10); tests about other things skip it to reach the dashboard. */
export async function skipStart(page: Page) {
  await page.waitForURL((url) => url.pathname === '/start');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
