import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { sessionIdFromClientSecret, TEST_CARD_SUCCEEDS, TEST_PROFESSIONAL_PRICE_ID } from '../../src/shared/billing';
import { it } from './support/fixtures';
import { apiCall, saveWebsiteFields } from './support/api';
import { publishFromSettings } from './support/journeys';
import { screenshot, signUpAndConfirm } from './support/browser';

async function account(page: Page) {
  return (await apiCall<{ subscriptionStatus: string | null; subscriptionTier: string; websiteUrl: string | null }>(page, 'GET', 'account')).body;
}

describe('plans and billing with the test provider', () => {
  it('upgrades with the test card, unlocks analytics whose tag reaches the public page, and locks again after cancelling', async ({ page }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    await signUpAndConfirm(page);
    await saveWebsiteFields(page, { companyName: 'Tag Test Gardening', companyDescription: 'Gardens that grow.' });

    // a Starter account is refused the Professional feature whatever it sends
    const refused = await apiCall<{ errorMessage: string }>(page, 'PATCH', 'account/', { input: { websiteGoogleTag: 'G-ABCDE12345' } });
    expect(refused.status).toBe(403);
    expect(refused.body.errorMessage).toMatch(/Professional/);

    await page.goto('/settings');
    await page.getByText('Available on the Professional plan.').first().waitFor();
    await publishFromSettings(page);

    await page.goto('/plans');
    await page.getByTestId('plan-starter').getByText('Current plan').waitFor();
    await page.getByRole('button', { name: 'Upgrade' }).click();
    await page.getByText('Test mode — no real charge').first().waitFor();
    await screenshot(page, 'plans-checkout-desktop');

    // a declined card changes nothing
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay $100.00' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect((await account(page)).subscriptionTier).toBe('starter');

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $100.00' }).click();
    await page.waitForURL('**/checkout/return?session_id=*');
    await page.getByText('You have successfully subscribed').waitFor();
    await screenshot(page, 'checkout-return-success');
    expect(await account(page)).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'professional' });

    await page.getByRole('link', { name: 'Settings' }).last().click();
    await page.waitForURL('**/settings');
    await page.getByLabel('Google tag').fill('G-TEST12345');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Updates have been saved').waitFor();
    await publishFromSettings(page);
    const publicUrl = (await account(page)).websiteUrl as string;
    const html = await (await fetch(publicUrl)).text();
    expect(html).toContain('G-TEST12345');
    expect(html).toContain('googletagmanager.com');
    await screenshot(page, 'settings-professional');

    // self-serve cancel in the (test) portal: the features lock again
    await page.goto('/plans');
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.waitForURL('**/plans?portal=test');
    await page.getByTestId('test-portal').waitFor();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText('Your subscription has been cancelled.').waitFor();
    expect((await account(page)).subscriptionTier).toBe('starter');
    const again = await apiCall(page, 'PATCH', 'account/', { input: { websiteGoogleTag: 'G-OTHER12345' } });
    expect(again.status).toBe(403);
    await page.goto('/settings');
    await page.getByText('Available on the Professional plan.').first().waitFor();
    await publishFromSettings(page);
    expect(await (await fetch(publicUrl)).text()).not.toContain('G-TEST12345');
  });

  it("says when a checkout cannot be found, with a way on, and never shows another account's checkout", async ({ page, newContext }) => {
    // Owner A pays a checkout: its return page says so, to A.
    await signUpAndConfirm(page);
    const started = await apiCall<{ client_secret: string }>(page, 'POST', 'checkoutSession/', { input: { priceId: TEST_PROFESSIONAL_PRICE_ID } });
    expect(started.status).toBe(200);
    const sessionId = sessionIdFromClientSecret(started.body.client_secret);
    const paid = await apiCall(page, 'POST', `billing/test/checkout/${sessionId}/pay`, { input: { cardNumber: TEST_CARD_SUCCEEDS, expiry: '12 / 34', cvc: '123', name: 'Owner A' } });
    expect(paid.status).toBe(200);
    await page.goto(`/checkout/return?session_id=${sessionId}`);
    await page.getByText('You have successfully subscribed').waitFor();

    // Owner B, in a browser of their own, opens A's return link: not found, nothing of A's shown or given.
    const other = await (await newContext()).newPage();
    await signUpAndConfirm(other);
    await other.goto(`/checkout/return?session_id=${sessionId}`);
    await other.getByRole('heading', { name: 'We could not find this checkout' }).waitFor();
    expect(await other.getByText('You have successfully subscribed').count()).toBe(0);
    expect((await apiCall(other, 'POST', 'checkoutSession/', { input: { sessionId } })).status).toBe(404);
    expect((await account(other)).subscriptionTier).toBe('starter');
    expect((await account(page)).subscriptionTier).toBe('professional');

    // A made-up session: the same page, with a way on (issue 14), not a bare red line.
    await other.goto('/checkout/return?session_id=cs_test_doesnotexist');
    await other.getByRole('heading', { name: 'We could not find this checkout' }).waitFor();
    await other.getByRole('link', { name: 'Go to Plans' }).waitFor();
  });
});
