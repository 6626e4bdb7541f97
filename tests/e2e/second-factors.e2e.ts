import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Secret, TOTP } from 'otpauth';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, mailLink, screenshot, signUpAndConfirm, uniqueEmail } from './support/browser';
import { it } from './support/fixtures';

/*
 * Issue 21, item 3 and the e-mail change of item 2, as an owner does it in Chromium: an authenticator
 * app (codes made by otpauth, as the app on a phone would) with a backup code used once, a passkey on
 * Chromium's virtual authenticator (DevTools protocol: WebAuthn.enable, addVirtualAuthenticator), the
 * Devices card, and the e-mail change that asks for the password and whose notice's undo link works.
 */

async function openAccount(page: Page) {
  await page.goto('/account');
  await page.getByRole('heading', { name: 'Authenticator app' }).waitFor();
  await page.getByRole('heading', { name: 'Devices' }).waitFor();
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Your Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** A platform authenticator that holds passkeys and verifies its user, as a phone's or laptop's does. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG 2 A/AA rules on what this issue added (the Authenticator app, Passkeys and Devices
 * cards, the login card's views): none may fail. The rest of the app's routes are all-routes.e2e.ts's.
 */
async function axeClean(page: Page) {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<Result> } }).axe;
    const ours = ['[data-testid="two-factor-card"]', '[data-testid="passkeys-card"]', '[data-testid="devices-card"]', 'form[aria-label="Verify"]', 'form[aria-label="Log In"]'];
    const include = ours.filter((selector) => document.querySelector(selector)).map((selector) => [selector]);
    // The login card's submit button keeps the brand colour of every login view, whose contrast is issue 23's to fix.
    const exclude = [['form[aria-label="Verify"] button[type="submit"]'], ['form[aria-label="Log In"] button[type="submit"]']];
    const result = await axe.run({ include, exclude }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
}

describe('second factors, devices and the e-mail change on /account (issue 21)', () => {
  it('enrols an authenticator app and signs in with its code; a backup code works once', async ({ page, newContext }) => {
    const { email, password } = await signUpAndConfirm(page);
    await openAccount(page);
    const card = page.getByTestId('two-factor-card');
    await card.getByLabel('Your password').fill(password);
    await card.getByRole('button', { name: 'Set up authenticator app' }).click();
    const key = (await card.getByTestId('totp-key').innerText()).trim();
    await card.getByRole('img', { name: 'QR code to add Website Works to an authenticator app' }).waitFor();
    await screenshot(page, 'account-two-factor-scan');
    const totp = new TOTP({ issuer: 'Website Works', secret: Secret.fromBase32(key) });
    await card.getByLabel('2. Enter the 6-digit code the app shows').fill(totp.generate());
    await card.getByRole('button', { name: 'Turn on' }).click();
    await card.getByTestId('backup-codes').locator('li').first().waitFor();
    const codes = (await card.getByTestId('backup-codes').locator('li').allInnerTexts()).map((c) => c.trim());
    expect(codes.length).toBeGreaterThanOrEqual(8);
    await screenshot(page, 'account-two-factor-codes');
    await axeClean(page);
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await card.getByText('On: your sign-ins ask for a code from your app.').waitFor();

    // A password alone asks for the code; the code signs in.
    const other = await (await newContext()).newPage();
    await signInWithPassword(other, email, password);
    await other.getByLabel('Authenticator code').waitFor();
    await screenshot(other, 'login-two-factor');
    await axeClean(other);
    await other.getByLabel('Authenticator code').fill('000000');
    await other.getByRole('button', { name: 'Verify' }).click();
    await other.getByRole('alert').waitFor();
    await other.getByLabel('Authenticator code').fill(totp.generate());
    await other.getByRole('button', { name: 'Verify' }).click();
    await other.waitForURL((url) => url.pathname !== '/login');

    // A backup code, once.
    const lost = await (await newContext({ width: 400, height: 860 })).newPage();
    await signInWithPassword(lost, email, password);
    await lost.getByRole('button', { name: 'Use a backup code instead' }).click();
    await lost.getByLabel('Backup code').fill(codes[0] as string);
    await screenshot(lost, 'login-backup-code-mobile');
    await lost.getByRole('button', { name: 'Verify' }).click();
    await lost.waitForURL((url) => url.pathname !== '/login');
    const again = await (await newContext()).newPage();
    await signInWithPassword(again, email, password);
    await again.getByRole('button', { name: 'Use a backup code instead' }).click();
    await again.getByLabel('Backup code').fill(codes[0] as string);
    await again.getByRole('button', { name: 'Verify' }).click();
    await again.getByRole('alert').waitFor();
    expect(new URL(again.url()).pathname).toBe('/login');
  });

  it('adds a passkey on a virtual authenticator, signs in with it, lists the devices and signs the others out', async ({ page, newContext }) => {
    await virtualAuthenticator(page);
    const { email, password } = await signUpAndConfirm(page);
    await openAccount(page);
    const card = page.getByTestId('passkeys-card');
    await card.getByLabel('Name for the new passkey').fill('Test laptop');
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await card.getByText('Passkey "Test laptop" added.').waitFor();
    await card.getByRole('cell', { name: 'Test laptop', exact: true }).waitFor();

    // Signed out, the passkey alone signs in (the same authenticator: the same browser context).
    await page.goto('/logout');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');

    // Another device signed in; the Devices card lists both and signs the other out.
    const phone = await (await newContext({ width: 400, height: 860, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' })).newPage();
    await signInWithPassword(phone, email, password);
    await phone.waitForURL((url) => url.pathname !== '/login');
    await openAccount(page);
    const devices = page.getByTestId('devices-card');
    await devices.getByText('Safari on iPhone').waitFor();
    await devices.getByText('This device').waitFor();
    await screenshot(page, 'account-security-desktop');
    await axeClean(page);
    await openAccount(phone);
    await screenshot(phone, 'account-security-mobile');
    await axeClean(phone);
    await devices.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await devices.getByText(/other device.* signed out\./).waitFor();
    await phone.reload();
    await phone.waitForURL('**/login');

    // Removing the passkey.
    await card.getByRole('button', { name: 'Remove Test laptop' }).click();
    await card.getByText('No passkeys yet.').waitFor();
  });

  it('asks for the password to change the e-mail address; the old address gets a notice whose undo link puts it back', async ({ page }) => {
    const { email, password } = await signUpAndConfirm(page);
    const next = uniqueEmail('moved-away');
    await openAccount(page);
    await page.getByLabel('New e-mail address').fill(next);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByText('Enter your current password to change your e-mail address.').waitFor();
    await page.getByLabel('Your password, to confirm it is you').fill('not my password');
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByText('That is not your current password.').waitFor();
    await page.getByLabel('Your password, to confirm it is you').fill(password);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await page.getByText(`We have sent a link to ${next}.`).waitFor();
    await page.goto(await mailLink(next, /Confirm your new/));
    await page.getByText(`Your e-mail address is now ${next}.`).waitFor();

    // The old address's notice, and its undo link: the address is back, every device signed out.
    const undo = await mailLink(email, /e-mail address was changed/);
    expect(undo).toContain('/api/auth/undo-email-change?token=');
    await page.goto(undo);
    await page.waitForURL('**/login?**');
    await page.getByText(`Your e-mail address is ${email} again, and every device was signed out.`).waitFor();
    await screenshot(page, 'login-email-restored');
    await signInWithPassword(page, email, password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/account');
    await page.getByRole('cell', { name: email }).waitFor();
    expect(baseURL()).toBeTruthy();
  });
});
