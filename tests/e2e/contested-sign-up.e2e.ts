import { describe, expect } from 'vitest';
import { baseURL, mailLink, screenshot, uniqueEmail } from './support/browser';
import { it } from './support/fixtures';
import { skipStart } from './support/journeys';

/** An address someone else signed up for too (issue 9, the pre-hijack's residual race): the link asks for the password. */
describe('confirming an address someone else also signed up with', () => {
  const signInStatus = async (email: string, password: string) =>
    (await fetch(`${baseURL()}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: baseURL() }, body: JSON.stringify({ email, password }) })).status;

  it('the owner follows the newest link, chooses the password and is signed in; the other sign-up\'s password does not open the account', async ({ newContext }) => {
    const email = uniqueEmail('contested');
    const page = await (await newContext()).newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: "Don't have an account? Sign up for free" }).click();
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Your Password').fill('owner password 1');
    await page.getByRole('button', { name: 'Sign up for free', exact: true }).click();
    await page.getByText('Check your email for the confirmation link').waitFor();
    await mailLink(email, /Confirm/); // the owner's own confirmation arrived

    // Someone else signs up with the same address after the owner.
    const attacker = await fetch(`${baseURL()}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL() },
      body: JSON.stringify({ email, password: 'attacker password 1', name: '' }),
    });
    expect(attacker.status).toBe(200);
    // The second sign-up mails the address again. Within the same second its link can be the very same
    // token as the owner's (the token carries its time in seconds); either way the newest link is followed.
    const confirmations = async () =>
      ((await (await fetch(`${baseURL()}/dev/mailbox.json`)).json()) as { to: string; subject: string }[]).filter((m) => m.to === email && /Confirm/.test(m.subject)).length;
    await expect.poll(confirmations).toBe(2);
    const newest = await mailLink(email, /Confirm/);

    // The owner follows the newest link in their mailbox: asked for the password, not signed in yet.
    await page.goto(newest);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('view') === 'choose_password');
    await page.getByText('Someone signed up more than once with this e-mail address. To confirm it, choose the password for your account.').waitFor();
    await screenshot(page, 'choose-password-desktop');
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter a password.' }).waitFor();
    await page.getByLabel('Your Password').fill('owner chosen password');
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await skipStart(page);
    await page.getByText('Welcome to Website Works!').waitFor();

    expect(await signInStatus(email, 'attacker password 1')).toBe(401);
    expect(await signInStatus(email, 'owner chosen password')).toBe(200);
  });

  it('fits a phone screen', async ({ newContext }) => {
    const page = await (await newContext({ width: 400, height: 800 })).newPage();
    await page.goto('/login?view=choose_password&token=not-a-real-token');
    await page.getByRole('button', { name: 'Confirm and sign in' }).waitFor();
    await screenshot(page, 'choose-password-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.getByLabel('Your Password').fill('whatever password 1');
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'This link is invalid or has expired. Please ask for a new one.' }).waitFor();
  });
});
