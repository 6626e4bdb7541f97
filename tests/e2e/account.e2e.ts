import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { describe, expect } from 'vitest';
import { apiCall, saveWebsiteFields } from './support/api';
import { mailLink, screenshot, signUpAndConfirm, uniqueEmail } from './support/browser';
import { it } from './support/fixtures';
import { publishFromSettings } from './support/journeys';
import type { Page } from 'playwright-core';

/** /account, with its cards on screen (the table first, then the cards below it). */
async function openAccount(page: Page) {
  await page.goto('/account');
  await page.getByRole('heading', { name: 'Delete my account' }).waitFor();
  await page.getByRole('button', { name: 'Change password' }).waitFor();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Your Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

describe('/account: password, e-mail address, downloads and deleting the account', () => {
  it('changes the password: this device stays signed in, another is signed out, and the new password signs in', async ({ page, newContext }) => {
    const { email, password } = await signUpAndConfirm(page);
    const other = await (await newContext()).newPage();
    await signIn(other, email, password);
    await other.waitForURL((url) => url.pathname !== '/login');

    await openAccount(page);
    await screenshot(page, 'account-desktop');
    const narrow = await (await newContext({ width: 400, height: 860 })).newPage();
    await signIn(narrow, email, password);
    await narrow.waitForURL((url) => url.pathname !== '/login');
    await openAccount(narrow);
    await screenshot(narrow, 'account-mobile');

    // A wrong current password is refused next to the field.
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password').fill('a brand new password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your current password is not right.').waitFor();

    await page.getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed, and every other device has been signed out.').waitFor();
    await screenshot(page, 'account-password-changed');
    // This device keeps working (a fresh token from its new session) …
    await page.reload();
    await page.getByRole('cell', { name: email }).waitFor();
    // … the other device is sent to sign in.
    await other.goto('/account');
    await other.waitForURL('**/login');

    await page.goto('/logout');
    await page.waitForURL('**/login');
    await signIn(page, email, password);
    await page.getByRole('alert').filter({ hasText: 'The e-mail address or password is not right.' }).waitFor();
    await signIn(page, email, 'a brand new password');
    await page.waitForURL((url) => url.pathname !== '/login');
  });

  it('changes the e-mail address through the link sent to the new address', async ({ page, newContext }) => {
    const { email, password } = await signUpAndConfirm(page);
    const taken = (await signUpAndConfirm(await (await newContext()).newPage(), uniqueEmail('taken'))).email;
    const next = uniqueEmail('moved');
    await openAccount(page);

    await page.getByLabel('New e-mail address').fill(taken);
    await page.getByLabel('Your password, to confirm it is you').fill(password);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByText('Another Website Works account already uses that e-mail address. Choose a different one.').waitFor();

    await page.getByLabel('New e-mail address').fill(next);
    await page.getByLabel('Your password, to confirm it is you').fill(password);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByText(`We have sent a link to ${next}.`).waitFor();
    // Nothing changes until the link is followed.
    await page.reload();
    await page.getByRole('cell', { name: email }).waitFor();

    await page.goto(await mailLink(next, /Confirm your new/));
    await page.waitForURL('**/account');
    await page.getByText(`Your e-mail address is now ${next}.`).waitFor();
    await page.getByRole('cell', { name: next }).waitFor();
    await screenshot(page, 'account-email-changed');

    await page.goto('/logout');
    await page.waitForURL('**/login');
    await signIn(page, next, password);
    await page.waitForURL((url) => url.pathname !== '/login');
  });

  it('downloads the website and the data as real files, then deletes the account: the site is gone and the owner lands on the landing page', async ({ page }) => {
    const { email, password } = await signUpAndConfirm(page);
    await saveWebsiteFields(page, { companyName: 'Farewell Florist', companyDescription: 'Flowers for every goodbye.' });
    await publishFromSettings(page);
    const account = (await apiCall<{ websiteUrl: string }>(page, 'GET', 'account')).body;
    expect((await fetch(account.websiteUrl)).status).toBe(200);

    // "Download your website" on Settings: a zip that opens, with the page in it.
    const zipDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download your website' }).click();
    const zipFile = await (await zipDownload).path();
    const files = unzipSync(readFileSync(zipFile));
    const index = new TextDecoder().decode(files['index.html']);
    expect(index).toContain('Farewell Florist');
    expect(index).toContain('Flowers for every goodbye.');

    // "Download my data" on /account: JSON with the owner's account and website.
    await openAccount(page);
    const dataDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const data = JSON.parse(readFileSync(await (await dataDownload).path(), 'utf8')) as { account: { email: string }; website: { companyName: string }; publishedVersions: unknown[] };
    expect(data.account.email).toBe(email);
    expect(data.website.companyName).toBe('Farewell Florist');
    expect(data.publishedVersions).toHaveLength(1);

    // Delete: a dialog asks for the password; a wrong one deletes nothing.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
    await dialog.getByText('The password is not right. Your account was not deleted.').waitFor();
    await screenshot(page, 'account-delete-dialog');
    expect((await fetch(account.websiteUrl)).status).toBe(200);

    await dialog.getByLabel('Your password').fill(password);
    await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
    await page.waitForURL('**/landing?deleted=1');
    await page.getByText('Your account has been deleted, and your website is no longer online.').waitFor();
    await screenshot(page, 'landing-account-deleted');
    expect(new URL(page.url()).pathname).toBe('/landing');
    expect((await fetch(account.websiteUrl)).status).toBe(404);

    // Signed out, and the account cannot sign in any more.
    await page.goto('/account');
    await page.waitForURL('**/login');
    await signIn(page, email, password);
    await page.getByRole('alert').filter({ hasText: 'The e-mail address or password is not right.' }).waitFor();
  });
});
