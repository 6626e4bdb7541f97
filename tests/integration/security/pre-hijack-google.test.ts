import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { googleEnv, googleSignIn, GOOGLE_TEST_CLIENT } from '../../support/google-flow';
import { type OidcServer, startOidcServer } from '../../support/oidc-server';
import { accessToken, bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../../support/test-app';

// Starting an app on PGlite can take over a minute on a busy machine.
vi.setConfig({ hookTimeout: 180_000 });

/**
 * Finding 3 of issue 9, by way of Google: an attacker signs up with the victim's address and a
 * password of their own (never confirmed); the victim then signs in with Google, which vouches for
 * the address. The attacker's password must not open the account afterwards.
 */
describe('account pre-hijack, Google path (issue 9, finding 3)', () => {
  let oidc: OidcServer;
  let t: TestApp;
  const victim = 'google-victim@example.com';
  /** How the user of an address signs in: 'credential' (a password) and/or 'google'. */
  const providersOf = async (email: string) => {
    const user = await t.database.db.selectFrom('auth_user' as never).select('id' as never).where('email' as never, '=', email as never).executeTakeFirstOrThrow();
    return t.database.db.selectFrom('auth_account' as never).select('providerId' as never).where('userId' as never, '=', (user as { id: string }).id as never).execute();
  };
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/auth${url}`, headers: jsonHeaders, payload });

  beforeAll(async () => {
    // The stand-in must answer discovery before the app's auth initialises.
    oidc = await startOidcServer(GOOGLE_TEST_CLIENT);
    t = await createTestApp('pglite', googleEnv(oidc.issuer));
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.close();
  });

  it('the attacker\'s password set before Google vouched for the address does not sign in; the account is the victim\'s', async () => {
    // The attacker signs up first with the victim's address and a password of their own.
    expect((await post('/sign-up/email', { email: victim, password: 'attacker password 1', name: '' })).statusCode).toBe(200);
    // Before anything else, that password does not sign in (the address is not confirmed).
    expect((await post('/sign-in/email', { email: victim, password: 'attacker password 1' })).statusCode).toBe(403);

    // The victim signs in with Google, which vouches for the address.
    oidc.setUser({ sub: 'google-victim', email: victim, name: 'Vic Tim', email_verified: true });
    const { res, jar } = await googleSignIn(t);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard');
    const token = await accessToken(t, jar);
    const headers = { ...bearer(token), ...jsonHeaders };
    expect((await t.app.inject({ method: 'PATCH', url: '/api/account/', headers, payload: { input: { fullName: 'Vic Tim' } } })).statusCode).toBe(200);

    // The attacker's password no longer opens the account: no session, no token.
    const attacker = await post('/sign-in/email', { email: victim, password: 'attacker password 1' });
    expect(attacker.statusCode).toBe(401);
    expect(String(attacker.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]+/);

    // The account is the victim's: confirmed, with Google and no password, and the victim stays signed in.
    const users = await t.database.db.selectFrom('auth_user' as never).select(['id', 'emailVerified'] as never[]).where('email' as never, '=', victim as never).execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ emailVerified: true });
    const providers = await providersOf(victim);
    expect(providers).toEqual([{ providerId: 'google' }]);
    const account = await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({ email: victim, fullName: 'Vic Tim' });
  });

  it('a Google account whose address Google has not verified does not join the account of that address', async () => {
    const owner = 'google-owner@example.com';
    await signUpConfirmed(t, owner);
    oidc.setUser({ sub: 'google-impostor', email: owner, name: 'Impostor', email_verified: false });
    const { res } = await googleSignIn(t, '10.9.0.2');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/error=account_not_linked/);
    expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]+/);
    const providers = await providersOf(owner);
    expect(providers).toEqual([{ providerId: 'credential' }]);
  });
});
