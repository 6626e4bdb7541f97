import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessToken, bearer, cookieJar, createTestApp, followLink, jsonHeaders, latestLink, type TestApp } from '../../support/test-app';

// Starting an app on PGlite can take over a minute on a busy machine.
vi.setConfig({ hookTimeout: 180_000 });

/** Finding 3 of issue 9: a password set before the address was confirmed survived its owner's confirmation. */
describe('account pre-hijack (issue 9, finding 3)', () => {
  let t: TestApp;
  const victim = 'victim@example.com';
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/auth${url}`, headers: jsonHeaders, payload });

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
    const verify = await followLink(t.app, await latestLink(t.outbox, victim));
    expect(verify.statusCode).toBe(302);
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
    expect((await followLink(t.app, secondLink)).statusCode).toBe(302);
    expect((await post('/sign-in/email', { email, password: 'first password 1' })).statusCode).toBe(401);
    expect((await post('/sign-in/email', { email, password: 'second password 2' })).statusCode).toBe(200);
  });
});
