import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { baseURL, screenshot } from './support/browser';
import { skipStart } from './support/journeys';

// The app runs with the local OpenID Connect server of tests/support/oidc-server.ts standing in for
// Google (tests/e2e/support/global-setup.ts); its default user is Grace Google.
const GOOGLE_EMAIL = 'google.user@example.com';
const GOOGLE_NAME = 'Grace Google';

describe('Google sign-in', () => {
  it('signs in with Google through the consent page and shows Google as connected', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();

    // The provider's consent page
    await page.waitForURL((url) => url.pathname === '/authorize');
    await page.getByRole('heading', { name: 'Sign in to Google (test)' }).waitFor();
    await page.getByText(GOOGLE_EMAIL).waitFor();
    await screenshot(page, 'google-consent');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Back in the app, signed in: the dashboard names the account
    await page.waitForURL((url) => url.origin === baseURL() && url.pathname === '/start');
    await skipStart(page);
    await page.getByText(`Hello, ${GOOGLE_NAME}!`).waitFor();
    expect(await page.getByText(GOOGLE_EMAIL).count()).toBeGreaterThan(0);
    await screenshot(page, 'google-dashboard');

    await page.goto('/account');
    const googleRow = page.getByRole('row').filter({ hasText: 'Google sign-in' });
    await googleRow.getByText('Connected', { exact: true }).waitFor();
    await expect(googleRow.getByText('Not connected').count()).resolves.toBe(0);
    await page.getByRole('cell', { name: 'Yes' }).waitFor();
    await screenshot(page, 'google-account');
  });
});
