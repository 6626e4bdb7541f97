import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessToken, bearer, cookieJar, createTestApp, followLink, jsonHeaders, latestLink, type TestApp } from '../../support/test-app';

// Starting an app on PGlite can take over a minute on a busy machine.
vi.setConfig({ hookTimeout: 180_000 });

/** Finding 3 of issue 9: a password set before the address was confirmed survived its owner's confirmation. */
describe('account pre-hijack (issue 9, finding 3)', () => {
  let t: TestApp;
  const victim = 'victim@example.com';
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/auth${url}`, headers: jsonHeaders, payload });
  /** Follows a contested sign-up's link: it leads to the page that asks for the password; answers the token it carries. */
  const followToChoosePassword = async (link: string) => {
    const res = await followLink(t.app, link);
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string, 'http://localhost:3000');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('view')).toBe('choose_password');
    expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]+/); // nothing confirmed yet
    return location.searchParams.get('token') as string;
  };

  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the attacker\'s password does not survive the owner\'s sign-up and confirmation', async () => {
    // The attacker signs up first with the victim's address and a password of their own.
    expect((await post('/sign-up/email', { email: victim, password: 'attacker password 1', name: '' })).statusCode).toBe(200);
    // The victim signs up too (the same generic answer), then asks for a new confirmation link and confirms.
    expect((await post('/sign-up/email', { email: victim, password: 'victim password 1', name: '' })).statusCode).toBe(200);
    expect((await post('/send-verification-email', { email: victim, callbackURL: '/' })).statusCode).toBe(200);
    // Two sign-ups for one address: the link asks the person confirming (the mailbox's owner) for the password.
    const linkToken = await followToChoosePassword(await latestLink(t.outbox, victim));
    const verify = await post('/confirm-sign-up', { token: linkToken, password: 'victim password 1' });
    expect(verify.statusCode).toBe(200);
    const token = await accessToken(t, cookieJar(verify));
    await t.app.inject({ method: 'PATCH', url: '/api/account/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { fullName: 'Victim Owner' } } });
    // The attacker's password no longer opens the account; the victim's does.
    expect((await post('/sign-in/email', { email: victim, password: 'attacker password 1' })).statusCode).toBe(401);
    expect((await post('/sign-in/email', { email: victim, password: 'victim password 1' })).statusCode).toBe(200);
  });

  it('a confirmation link sent before the pending password was replaced no longer confirms', async () => {
    const email = 'pending-twice@example.com';
    expect((await post('/sign-up/email', { email, password: 'first password 1', name: '' })).statusCode).toBe(200);
    const firstLink = await latestLink(t.outbox, email);
    await new Promise((r) => setTimeout(r, 1100)); // links carry their time in whole seconds
    expect((await post('/sign-up/email', { email, password: 'second password 2', name: '' })).statusCode).toBe(200);
    const secondLink = await latestLink(t.outbox, email);
    expect(secondLink).not.toBe(firstLink);
    const stale = await followLink(t.app, firstLink);
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toBe('/login?error=INVALID_TOKEN');
    expect((await post('/sign-in/email', { email, password: 'second password 2' })).statusCode).toBe(403); // still unconfirmed
    expect((await post('/confirm-sign-up', { token: await followToChoosePassword(secondLink), password: 'second password 2' })).statusCode).toBe(200);
    expect((await post('/sign-in/email', { email, password: 'first password 1' })).statusCode).toBe(401);
    expect((await post('/sign-in/email', { email, password: 'second password 2' })).statusCode).toBe(200);
  });

  it('closes the residual race: a sign-up after the owner\'s does not get its password confirmed by the owner\'s click', async () => {
    const owner = 'race-owner@example.com';
    expect((await post('/sign-up/email', { email: owner, password: 'owner password 1', name: '' })).statusCode).toBe(200);
    // The attacker signs up after the owner: the pending password is now the attacker's, and the newest link is theirs.
    expect((await post('/sign-up/email', { email: owner, password: 'attacker password 1', name: '' })).statusCode).toBe(200);
    const token = await followToChoosePassword(await latestLink(t.outbox, owner));
    // Nothing is confirmed by a bad token, a short password or a mangled body.
    expect((await post('/confirm-sign-up', { token: 'not-a-token', password: 'whatever password' })).json().message).toBe('This link is invalid or has expired. Please ask for a new one.');
    expect((await post('/confirm-sign-up', { token, password: 'short' })).json().message).toBe('Password should be at least 8 characters.');
    expect((await post('/confirm-sign-up', { token, password: ['owner chosen password'] })).statusCode).toBe(400);
    expect((await post('/sign-in/email', { email: owner, password: 'attacker password 1' })).statusCode).toBe(403); // still unconfirmed
    // The owner, who holds the mailbox, chooses the password and is signed in.
    const confirmed = await post('/confirm-sign-up', { token, password: 'owner chosen password' });
    expect(confirmed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(await accessToken(t, cookieJar(confirmed))) })).statusCode).toBe(200);
    // Neither password typed at a sign-up opens the account; the chosen one does. The link is used up.
    expect((await post('/sign-in/email', { email: owner, password: 'attacker password 1' })).statusCode).toBe(401);
    expect((await post('/sign-in/email', { email: owner, password: 'owner password 1' })).statusCode).toBe(401);
    expect((await post('/sign-in/email', { email: owner, password: 'owner chosen password' })).statusCode).toBe(200);
    expect((await post('/confirm-sign-up', { token, password: 'attacker password 2' })).statusCode).toBe(400);
    expect((await post('/sign-in/email', { email: owner, password: 'owner chosen password' })).statusCode).toBe(200);
  });

  it('a single sign-up\'s link still confirms and signs in at once', async () => {
    const email = 'single@example.com';
    expect((await post('/sign-up/email', { email, password: 'only password 1', name: '' })).statusCode).toBe(200);
    const verify = await followLink(t.app, await latestLink(t.outbox, email));
    expect(verify.statusCode).toBe(302);
    expect(String(verify.headers.location)).not.toContain('choose_password');
    expect((await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(await accessToken(t, cookieJar(verify))) })).statusCode).toBe(200);
  });
});
