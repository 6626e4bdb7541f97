import { describe, expect } from 'vitest';
import { apiCall } from './support/api';
import { screenshot, signUpAndConfirm } from './support/browser';
import { it } from './support/fixtures';
import { skipStart } from './support/journeys';

/*
 * "Sign out everywhere" on /account (issue 9): two browsers (two contexts: their own cookies and
 * storage, like two devices) signed in as the same owner. Pressing it in one signs out both: the
 * other's next API call is refused and it shows the login page; this one goes to the login page too
 * (the card says "this one included").
 */
describe('sign out everywhere', () => {
  it('signs out the other browser at once (its next API call is refused, it shows the login page), and this one', async ({ newContext }) => {
    const here = await (await newContext()).newPage();
    const { email, password } = await signUpAndConfirm(here);
    await skipStart(here);
    await here.getByText('Welcome to Website Works!').waitFor();

    // The same owner signs in on a second device.
    const there = await (await newContext()).newPage();
    await there.goto('/login');
    await there.getByLabel('Email address').fill(email);
    await there.getByLabel('Your Password').fill(password);
    await there.getByRole('button', { name: 'Log In' }).click();
    await skipStart(there);
    await there.getByText('Welcome to Website Works!').waitFor();
    expect((await apiCall(there, 'GET', 'account')).status).toBe(200);
    const thereToken = await there.evaluate(() => localStorage.getItem(`website-works-auth:${location.host}`));

    // Here: Account, the card, asked once, then done.
    await here.goto('/account');
    const card = here.locator('[aria-labelledby="sign-out-everywhere-title"]');
    await card.getByRole('button', { name: 'Sign out everywhere' }).click();
    await card.getByText('Sign out on every device now? You will need to sign in again here too.').waitFor();
    await screenshot(here, 'sign-out-everywhere-confirm');
    await card.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
    await here.waitForURL((url) => url.pathname === '/login');
    await here.getByRole('button', { name: 'Log In' }).waitFor();
    // This browser's session is gone: a protected page sends it back to the login page.
    await here.goto('/account');
    await here.waitForURL((url) => url.pathname === '/login');
    await here.getByRole('button', { name: 'Log In' }).waitFor();

    // There: still showing the dashboard with its old access token, which the API now refuses …
    expect(await there.evaluate(() => localStorage.getItem(`website-works-auth:${location.host}`))).toBe(thereToken);
    expect((await apiCall(there, 'GET', 'account')).status).toBe(401);
    // … and the app's own next call is refused too, after which it shows the login page.
    const refused = there.waitForResponse((res) => new URL(res.url()).pathname.startsWith('/api/') && !new URL(res.url()).pathname.startsWith('/api/auth/') && res.status() === 401);
    await there.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await refused;
    await there.waitForURL((url) => url.pathname === '/login');
    await there.getByRole('button', { name: 'Log In' }).waitFor();
    // Its session cookie no longer gets a token either: reloading a protected page stays signed out.
    await there.goto('/account');
    await there.waitForURL((url) => url.pathname === '/login');

    // Signing in again works.
    await there.getByLabel('Email address').fill(email);
    await there.getByLabel('Your Password').fill(password);
    await there.getByRole('button', { name: 'Log In' }).click();
    await there.waitForURL((url) => url.pathname === '/account');
    await there.getByRole('heading', { name: 'Account', exact: true }).waitFor();
  });
});
