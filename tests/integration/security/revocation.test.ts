import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyWebsiteContent } from '../../../src/shared/website';
import { accessToken, bearer, cookieJar, createTestApp, followLink, jsonHeaders, latestLink, signUpConfirmed, type TestApp } from '../../support/test-app';

// Starting an app on PGlite can take over a minute on a busy machine.
vi.setConfig({ hookTimeout: 180_000 });

/** Finding 2 of issue 9: access tokens from before a sign-out or a new password kept working for 15 minutes. */
describe('revocation takes effect at once (issue 9, finding 2)', () => {
  let t: TestApp;
  const account = (token: string) => t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) });
  const save = (token: string) =>
    t.app.inject({ method: 'PATCH', url: '/api/account/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { fullName: 'Still Here' } } });
  const signIn = async (email: string, password = 'correct horse battery') => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: jsonHeaders, payload: { email, password } });
    expect(res.statusCode).toBe(200);
    const jar = cookieJar(res);
    return { jar, token: await accessToken(t, jar) };
  };
  const auth = (url: string, jar: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/auth${url}`, headers: { ...jsonHeaders, cookie: jar }, payload });
  const expectRevoked = async (token: string) => {
    const read = await account(token);
    expect(read.statusCode).toBe(401);
    expect(read.json().errorMessage).toBe('You were signed out. Please sign in again.');
    expect((await save(token)).statusCode).toBe(401);
    // The writes named in the finding: a website save.
    expect((await t.app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: emptyWebsiteContent() } })).statusCode).toBe(401);
  };

  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sign-out ends that device\'s token at once; another device stays signed in', async () => {
    const { jar, token } = await signUpConfirmed(t, 'logout@example.com');
    const other = await signIn('logout@example.com');
    expect((await account(token)).statusCode).toBe(200);
    expect((await auth('/sign-out', jar)).statusCode).toBe(200);
    await expectRevoked(token);
    expect((await account(other.token)).statusCode).toBe(200);
  });

  it('a password reset ends every token minted before it', async () => {
    const email = 'reset-revokes@example.com';
    const { token } = await signUpConfirmed(t, email);
    const other = await signIn(email);
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: jsonHeaders, payload: { email, redirectTo: 'http://localhost:3000/login?view=update_password' } });
    const redirect = await followLink(t.app, await latestLink(t.outbox, email));
    const resetToken = new URL(redirect.headers.location as string, 'http://localhost:3000').searchParams.get('token');
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: jsonHeaders, payload: { newPassword: 'a brand new password', token: resetToken } });
    expect(reset.statusCode).toBe(200);
    await expectRevoked(token);
    await expectRevoked(other.token);
    // Signing in with the new password gives a working token.
    expect((await account((await signIn(email, 'a brand new password')).token)).statusCode).toBe(200);
  });

  it('a password change signs out every other device and ends every older token; this device gets a new session', async () => {
    const email = 'change-revokes@example.com';
    const { jar, token } = await signUpConfirmed(t, email);
    const other = await signIn(email);
    const change = await auth('/change-password', jar, { currentPassword: 'correct horse battery', newPassword: 'another fine password' });
    expect(change.statusCode).toBe(200);
    await expectRevoked(token);
    await expectRevoked(other.token);
    // The other device's session is gone (it was not asked for: change-password always revokes them) …
    expect(await tokenOf(t, other.jar)).toBeNull(); // the ended session's cookie gets no token
    // … while this device's new session mints a token that works.
    const fresh = await accessToken(t, cookieJar(change, jar));
    expect((await account(fresh)).statusCode).toBe(200);
  });

  it('"sign out everywhere" ends every session and every token of the user', async () => {
    const email = 'everywhere@example.com';
    const { jar, token } = await signUpConfirmed(t, email);
    const other = await signIn(email);
    const bystander = await signUpConfirmed(t, 'bystander@example.com');
    expect((await auth('/revoke-sessions', jar)).statusCode).toBe(200);
    await expectRevoked(token);
    await expectRevoked(other.token);
    expect(await tokenOf(t, jar)).toBeNull(); // the ended session's cookie gets no token
    expect((await account(bystander.token)).statusCode).toBe(200);
    // Signing in again works.
    expect((await account((await signIn(email)).token)).statusCode).toBe(200);
  });

});

/** What the session cookie gets from GET /api/auth/token: a token, or null when signed out (200 { token: null }, issue 14). */
async function tokenOf(t: TestApp, cookie: string): Promise<string | null> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string | null }).token;
}
