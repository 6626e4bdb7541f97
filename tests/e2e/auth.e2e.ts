import { describe, expect } from 'vitest';
import { it } from './support/fixtures';
import { mailLink, screenshot, signUpAndConfirm, uniqueEmail } from './support/browser';
import { skipStart } from './support/journeys';

describe('accounts and sign-in', () => {
  it('signs up, confirms by e-mail, names the owner, shows the account and logs out', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Website Works' }).waitFor();
    await screenshot(page, 'login-desktop');

    // empty credentials get the spec's message in the danger box
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('alert').filter({ hasText: 'You must provide either an email or phone number and a password' }).waitFor();

    const { email, password } = await signUpAndConfirm(page);
    await skipStart(page);
    await page.getByText('Welcome to Website Works!').waitFor();
    expect(await page.getByText(email).count()).toBeGreaterThan(0);

    // Save appears only once a name is typed
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await page.getByLabel('Full name').fill('Pat Plumber');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Account has been updated.').waitFor();
    await page.getByText('Hello, Pat Plumber!').waitFor();
    await expect(page.getByTestId('status-link').textContent()).resolves.toBe('Unpublished');
    // Settings shows for a confirmed owner
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).waitFor();
    await screenshot(page, 'dashboard-desktop');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await page.waitForURL('**/account');
    await page.getByRole('cell', { name: 'Yes' }).waitFor();
    await page.getByRole('cell', { name: 'Starter', exact: true }).waitFor();
    await screenshot(page, 'account-desktop');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    // the session is gone: a protected page sends us back to /login
    await page.goto('/account');
    await page.waitForURL('**/login');

    // and the password still signs in, back to the remembered page
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Your Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/account');
  });

  it('returns to the saved path after login, and never to another site', async ({ page }) => {
    const { email, password } = await signUpAndConfirm(page);
    await page.goto('/logout');
    await page.waitForURL('**/login');

    await page.goto('/plans?from=test');
    await page.waitForURL('**/login');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Your Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/plans?from=test');
    // the saved path is cleared once used
    await page.goto('/logout');
    await page.waitForURL('**/login');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Your Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // a saved path that leaves the origin is ignored
    await page.goto('/logout');
    await page.waitForURL('**/login');
    await page.evaluate(() => sessionStorage.setItem('website-works-return-to', '//evil.example/steal'));
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Your Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).host).toBe(new URL(await page.evaluate(() => location.origin)).host);
  });

  it('the local mailbox lists the confirmation e-mail newest first, with a link that confirms and signs in', async ({ page }) => {
    const email = uniqueEmail('mailbox');
    await page.goto('/login');
    await page.getByRole('button', { name: "Don't have an account? Sign up for free" }).click();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Your Password').fill('a good password 1');
    await page.getByRole('button', { name: 'Sign up for free', exact: true }).click();
    await page.getByText('Check your email for the confirmation link').waitFor();
    await mailLink(email);
    // Newest first (other test files send mail beside this one, so the owner's need not be on top).
    const listed = (await (await page.request.get('/dev/mailbox.json')).json()) as { to: string; sentAt: string | number }[];
    const times = listed.map((m) => new Date(m.sentAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await page.goto('/dev/mailbox');
    const first = page.locator('article.mail').filter({ has: page.locator('.to', { hasText: email }) }).first();
    expect(await first.locator('.to').textContent()).toBe(email);
    expect(await first.locator('.subject').textContent()).toBe('Confirm your Website Works account');
    await screenshot(page, 'dev-mailbox');
    await first.getByRole('link').click();
    await skipStart(page);
    await page.getByText('Welcome to Website Works!').waitFor();
  });

  it('signs in with a magic link', async ({ page }) => {
    const email = uniqueEmail('magic');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Send a magic link email' }).click();
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter your email address.' }).waitFor();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await page.getByText('Check your email for the magic link').waitFor();
    await page.goto(await mailLink(email, /sign-in link/));
    await skipStart(page);
    await page.getByText('Welcome to Website Works!').waitFor();
  });

  it('resets a forgotten password', async ({ page }) => {
    const { email } = await signUpAndConfirm(page);
    await page.goto('/logout');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset password instructions' }).click();
    await page.getByText('Check your email for the password reset link').waitFor();

    await page.goto(await mailLink(email, /Reset/));
    await page.waitForURL('**/login?view=update_password*');
    await page.getByLabel('New password').fill('brand new password 9');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Password updated successfully!').waitFor();
    await screenshot(page, 'login-password-updated');

    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Your Password').fill('brand new password 9');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows the error for a used reset link', async ({ page }) => {
    await page.goto('/login?view=update_password&token=not-a-real-token');
    await page.getByLabel('New password').fill('whatever password 1');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('There was an error updating your password.').waitFor();
  });

  it('mirrors the session across tabs: signing out in one signs out the other', async ({ context }) => {
    const first = await context.newPage();
    await signUpAndConfirm(first);
    await skipStart(first);
    await first.getByText('Welcome to Website Works!').waitFor();
    const second = await context.newPage();
    await second.goto('/account');
    await second.getByRole('heading', { name: 'Account', exact: true }).waitFor();
    await first.goto('/logout');
    await first.waitForURL('**/login');
    await second.waitForURL('**/login');
  });

  it('fits a phone screen', async ({ newContext }) => {
    const context = await newContext({ width: 400, height: 800 });
    const page = await context.newPage();
    await signUpAndConfirm(page);
    await skipStart(page);
    await page.getByText('Welcome to Website Works!').waitFor();
    await screenshot(page, 'dashboard-mobile');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await page.goto('/logout');
    await page.waitForURL('**/login');
    await screenshot(page, 'login-mobile');
  });
});
