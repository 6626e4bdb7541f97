import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { apiCall, saveWebsiteFields } from './support/api';
import { publishFromSettings, upgradeWithTestCard } from './support/journeys';
import { screenshot, signUpAndConfirm } from './support/browser';

interface AccountView {
  subscriptionTier: string;
  websiteUrl: string | null;
  websiteSlug: string | null;
  domainName: string | null;
}

async function account(page: Page) {
  return (await apiCall<AccountView>(page, 'GET', 'account')).body;
}

describe('custom website address and domain', () => {
  it('Starter sees the address locked; Professional changes it, the new address serves the site and the old one redirects; a domain starts as Pending setup', async ({ context, page }) => {
    await signUpAndConfirm(page);
    const stamp = Date.now().toString(36);
    await saveWebsiteFields(page, { companyName: `Address Test Bakery ${stamp}`, companyDescription: 'Bread and cakes.' });

    // Starter: the card is a locked preview, and the server refuses whatever is sent.
    await publishFromSettings(page);
    const address = page.getByTestId('address-card');
    await address.getByText('Available on the Professional plan.').waitFor();
    const refused = await apiCall<{ errorMessage: string }>(page, 'POST', 'website/slug/', { input: { slug: 'anything' } });
    expect(refused.status).toBe(403);
    expect(refused.body.errorMessage).toMatch(/Professional plan/);
    await screenshot(page, 'settings-starter-address');
    const oldUrl = (await account(page)).websiteUrl as string;
    expect(oldUrl).toMatch(/\/address-test-bakery-/);
    // ...and shows the address name it has (not a faded placeholder), read-only (issue 14).
    const starterSlug = address.getByRole('textbox', { name: 'Address name' });
    expect(await starterSlug.inputValue()).toBe(new URL(oldUrl).pathname.replaceAll('/', ''));
    expect(await starterSlug.isEditable()).toBe(false);

    await upgradeWithTestCard(page);
    await page.goto('/settings');
    const newSlug = `fresh-bread-${stamp}`;
    const slugInput = address.getByLabel('Address name');
    await slugInput.fill('Not valid!');
    await slugInput.blur();
    await address.getByText('Use only lower-case letters a–z, digits and hyphens.').waitFor();
    await slugInput.fill(newSlug);
    await address.getByText(`New address: ${oldUrl.replace(/address-test-bakery-[a-z0-9-]+/, newSlug)}`).waitFor();
    await screenshot(page, 'settings-address-edit');
    await address.getByRole('button', { name: 'Change address' }).click();
    await page.getByText('Updates have been saved').waitFor();
    const newUrl = (await account(page)).websiteUrl as string;
    expect(newUrl).toBe(oldUrl.replace(/address-test-bakery-[a-z0-9-]+/, newSlug));
    await address.getByTestId('address-url').filter({ hasText: newUrl }).waitFor();

    // The live version is at the new address at once; after publishing again too. The old one redirects.
    expect((await fetch(newUrl)).status).toBe(200);
    await publishFromSettings(page);
    const page1 = await fetch(newUrl);
    expect(page1.status).toBe(200);
    expect(await page1.text()).toContain(`Address Test Bakery ${stamp}`);
    const moved = await fetch(oldUrl, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(newUrl);
    const followed = await page.goto(oldUrl);
    expect(followed?.url()).toBe(newUrl);
    await page.getByText(`Address Test Bakery ${stamp}`).first().waitFor();

    // A custom domain: saved, then 'Pending setup' with the DNS instructions until DNS points at us.
    await page.goto('/settings');
    const domainCard = page.getByTestId('domain-card');
    const domainInput = domainCard.getByLabel('Your domain');
    await domainInput.fill('https://www.example.com/');
    await domainInput.blur();
    await domainCard.getByText(/without http:\/\/ or a path/).waitFor();
    // No status before a domain is saved: 'Pending setup' would describe nothing.
    expect(await domainCard.getByTestId('domain-status').count()).toBe(0);
    const domain = `www.bakery-${stamp}.com`;
    await domainInput.fill(domain.toUpperCase());
    await screenshot(page, 'settings-domain-edit');
    await domainCard.getByRole('button', { name: 'Save domain' }).click();
    await page.getByText('Domain saved. Now point its DNS to us.').waitFor();
    expect((await account(page)).domainName).toBe(domain);
    await domainCard.getByTestId('domain-status').filter({ hasText: 'Pending setup' }).waitFor();
    // Both records: the CNAME pointing the domain here and the TXT record proving it is the owner's.
    const instructions = domainCard.getByTestId('dns-instructions');
    await instructions.getByRole('cell', { name: domain, exact: true }).waitFor();
    await instructions.getByRole('cell', { name: `_websiteworks.${domain}`, exact: true }).waitFor();
    await instructions.getByText(/^website-works-verify=[0-9a-f]{32}$/).waitFor();
    await domainCard.getByRole('button', { name: 'Check DNS' }).waitFor();
    await domainCard.getByRole('button', { name: 'Remove domain' }).waitFor();
    await screenshot(page, 'settings-professional-domains');

    const narrow = await context.newPage();
    await narrow.setViewportSize({ width: 400, height: 800 });
    await narrow.goto('/settings');
    await narrow.getByTestId('domain-status').waitFor();
    await screenshot(narrow, 'settings-professional-domains-400');
    await narrow.close();

    // Checking DNS answers with a toast (this machine has no internet: not pointing, or not answered).
    await domainCard.getByRole('button', { name: 'Check DNS' }).click();
    await page.getByText(new RegExp(`${domain.replace(/\./g, '\\.')} (does not point|right now)`)).waitFor({ timeout: 30_000 });
    await domainCard.getByTestId('domain-status').filter({ hasText: 'Pending setup' }).waitFor();

    await domainCard.getByRole('button', { name: 'Remove domain' }).click();
    await page.getByText('Domain removed').waitFor();
    expect((await account(page)).domainName).toBeNull();
  });
});
