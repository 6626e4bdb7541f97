import type { Page } from 'playwright-core';

/** Publishes the saved website from /settings: preview, then Confirm Publish. */
export async function publishFromSettings(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Publish Website' }).click();
  const confirm = page.getByRole('button', { name: 'Confirm Publish' });
  await confirm.waitFor();
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Confirm Publish');
    return button && !button.disabled;
  });
  await confirm.click();
  await page.getByText('New version of Website is live!').waitFor();
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
