import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64Utf8 } from '../../src/shared/account';
import { consent, GOOGLE_TEST_CLIENT } from '../support/google-flow';
import { DEFAULT_OIDC_USER, type OidcServer, startOidcServer } from '../support/oidc-server';
import { accessToken, bearer, cookieJar, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: REDIRECT_URI } = GOOGLE_TEST_CLIENT;

const jwtPayload = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as Record<string, unknown>;
const hasSessionCookie = (res: LightMyRequestResponse) => /session_token=[^;]+/.test(String(res.headers['set-cookie'] ?? ''));


describe.each(databaseKinds)('Google sign-in through a local OpenID Connect server on %s', (kind) => {
  let oidc: OidcServer;
  let t: TestApp;

  beforeAll(async () => {
    // The server must answer discovery before the app's auth initialises.
    oidc = await startOidcServer({ redirectUri: REDIRECT_URI, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    t = await createTestApp(kind, {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_DISCOVERY_URL: `${oidc.issuer}/.well-known/openid-configuration`,
    });
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.close();
  });
  afterEach(() => oidc.setUser({ ...DEFAULT_OIDC_USER }));

  /**
   * Starts a sign-in: the authorization URL and the cookie jar holding the state cookie. Each start
   * comes from an address of its own: better-auth allows 3 sign-in starts per 10 s per address.
   */
  let browsers = 0;
  async function start(body: Record<string, string> = {}) {
    browsers += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: jsonHeaders,
      remoteAddress: `10.0.${browsers >> 8}.${browsers & 255}`,
      payload: { provider: 'google', callbackURL: '/dashboard', ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { url, redirect } = res.json() as { url: string; redirect: boolean };
    expect(redirect).toBe(true);
    return { url: new URL(url), jar: cookieJar(res) };
  }

  /** Delivers the provider's redirect to our callback with a cookie jar. */
  function callback(back: URL, jar: string) {
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    return t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie: jar } });
  }

  async function signInWithGoogle() {
    const { url, jar } = await start();
    const back = await consent(url.toString());
    const res = await callback(back, jar);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard');
    expect(hasSessionCookie(res)).toBe(true);
    return accessToken(t, cookieJar(res, jar));
  }

  it('sends the browser to the provider with client id, redirect URI, state, nonce and an S256 challenge', async () => {
    const { url, jar } = await start();
    expect(url.origin).toBe(oidc.issuer);
    expect(url.pathname).toBe('/authorize');
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(CLIENT_ID);
    expect(q.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(jar).toMatch(/state/);
  });

  it('signs in: consent, callback, session, an access token naming the Google user, and the account', async () => {
    const token = await signInWithGoogle();
    const payload = jwtPayload(token);
    expect(payload.email).toBe('google.user@example.com');
    expect(payload.confirmed_at).toEqual(expect.any(String));
    expect(payload.user_metadata).toMatchObject({ full_name: 'Grace Google' });
    expect(payload.identities).toEqual([{ provider: 'google' }]);

    const account = await t.app.inject({ method: 'GET', url: `/api/account?metaFullName=${encodeURIComponent(encodeBase64Utf8('Grace Google'))}`, headers: bearer(token) });
    expect(account.statusCode, account.body).toBe(200);
    expect(account.json()).toMatchObject({ email: 'google.user@example.com', fullName: 'Grace Google' });

    // Signing in again finds the same user.
    const again = jwtPayload(await signInWithGoogle());
    expect(again.sub).toBe(payload.sub);
  });

  it('joins the password account of the same address, and lists Google among its identities', async () => {
    const { token: passwordToken } = await signUpConfirmed(t, 'both@example.com');
    expect(jwtPayload(passwordToken).identities).toEqual([]);
    oidc.setUser({ sub: 'google-user-2', email: 'both@example.com', name: 'Bo Th' });
    const token = await signInWithGoogle();
    const payload = jwtPayload(token);
    expect(payload.sub).toBe(jwtPayload(passwordToken).sub);
    expect(payload.identities).toEqual([{ provider: 'google' }]);
  });

  it('refuses a callback whose state is not the one it issued', async () => {
    const { url, jar } = await start();
    const back = await consent(url.toString());
    back.searchParams.set('state', randomBytes(24).toString('base64url'));
    const res = await callback(back, jar);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/error=/);
    expect(hasSessionCookie(res)).toBe(false);
  });

  it('refuses a callback without the state cookie of the browser that started it', async () => {
    const { url } = await start();
    const other = await start();
    const back = await consent(url.toString());
    const res = await callback(back, other.jar);
    expect(res.headers.location).toMatch(/error=/);
    expect(hasSessionCookie(res)).toBe(false);
  });

  it('refuses a reused code', async () => {
    const first = await start();
    const firstBack = await consent(first.url.toString());
    const ok = await callback(firstBack, first.jar);
    expect(hasSessionCookie(ok)).toBe(true);

    // The same code again, in a fresh, valid flow: the provider has already redeemed it.
    const second = await start();
    const secondBack = await consent(second.url.toString());
    const replay = new URL(secondBack);
    replay.searchParams.set('code', firstBack.searchParams.get('code') as string);
    const res = await callback(replay, second.jar);
    expect(res.headers.location).toMatch(/error=invalid_code/);
    expect(hasSessionCookie(res)).toBe(false);
  });

  it('refuses a code issued for another PKCE challenge (the verifier does not match)', async () => {
    const victim = await start();
    const attacker = await start();
    const stolen = await consent(victim.url.toString());
    const attackerBack = await consent(attacker.url.toString());
    // The attacker's own state and state cookie, the victim's code: the app sends the attacker's verifier.
    const injected = new URL(attackerBack);
    injected.searchParams.set('code', stolen.searchParams.get('code') as string);
    const res = await callback(injected, attacker.jar);
    expect(res.headers.location).toMatch(/error=invalid_code/);
    expect(hasSessionCookie(res)).toBe(false);
  });

  it('returns to the login page when the user cancels at the provider', async () => {
    const { url, jar } = await start({ errorCallbackURL: '/login' });
    const back = await consent(url.toString(), 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    const cb = await callback(back, jar);
    expect(cb.statusCode).toBe(302);
    expect(cb.headers.location).toMatch(/^\/login\?.*error=access_denied/);
    expect(hasSessionCookie(cb)).toBe(false);
  });
});

describe('the local OpenID Connect server', () => {
  const redirectUri = 'http://localhost:3000/api/auth/callback/google';
  let oidc: OidcServer;
  beforeAll(async () => {
    oidc = await startOidcServer({ redirectUri, clientId: 'c1', clientSecret: 's1 with:colon' });
  });
  afterAll(async () => {
    await oidc?.close();
  });
  afterEach(() => oidc.setUser({ ...DEFAULT_OIDC_USER }));

  const basic = (id: string, secret: string) => {
    const enc = (v: string) => new URLSearchParams({ v }).toString().slice(2);
    return `Basic ${Buffer.from(`${enc(id)}:${enc(secret)}`).toString('base64')}`;
  };

  function authorizationUrl(overrides: Record<string, string | null> = {}) {
    const verifier = randomBytes(48).toString('base64url');
    const params: Record<string, string | null> = {
      response_type: 'code',
      client_id: 'c1',
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state: 'st-1',
      nonce: 'n-1',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      ...overrides,
    };
    const url = new URL(`${oidc.issuer}/authorize`);
    for (const [k, v] of Object.entries(params)) if (v !== null) url.searchParams.set(k, v);
    return { url: url.toString(), verifier };
  }

  async function code(overrides: Record<string, string | null> = {}) {
    const { url, verifier } = authorizationUrl(overrides);
    const back = await consent(url);
    expect(back.searchParams.get('state')).toBe('st-1');
    expect(back.searchParams.get('iss')).toBe(oidc.issuer);
    return { code: back.searchParams.get('code') as string, verifier };
  }

  function exchange(form: Record<string, string>, authorization?: string) {
    return fetch(`${oidc.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization && { authorization }) },
      body: new URLSearchParams(form),
    });
  }

  it('publishes its discovery document and keys', async () => {
    const doc = await (await fetch(`${oidc.issuer}/.well-known/openid-configuration`)).json();
    expect(doc).toMatchObject({
      issuer: oidc.issuer,
      authorization_endpoint: `${oidc.issuer}/authorize`,
      token_endpoint: `${oidc.issuer}/token`,
      userinfo_endpoint: `${oidc.issuer}/userinfo`,
      jwks_uri: `${oidc.issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    });
    expect(oidc.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const jwks = await (await fetch(`${oidc.issuer}/jwks`)).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('exchanges a code (client_secret_basic) for a signed ID token and an access token good for userinfo', async () => {
    const { code: c, verifier } = await code();
    const res = await exchange({ grant_type: 'authorization_code', code: c, redirect_uri: redirectUri, code_verifier: verifier }, basic('c1', 's1 with:colon'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: expect.any(Number), access_token: expect.any(String) });
    const { payload } = await jwtVerify(body.id_token, createRemoteJWKSet(new URL(`${oidc.issuer}/jwks`)), { issuer: oidc.issuer, audience: 'c1' });
    expect(payload).toMatchObject({ sub: 'google-user-1', email: 'google.user@example.com', email_verified: true, name: 'Grace Google', nonce: 'n-1' });
    expect(payload.exp).toBeGreaterThan(payload.iat as number);
    const info = await fetch(`${oidc.issuer}/userinfo`, { headers: { authorization: `Bearer ${body.access_token}` } });
    expect(await info.json()).toEqual({ sub: 'google-user-1', email: 'google.user@example.com', email_verified: true, name: 'Grace Google' });
    expect((await fetch(`${oidc.issuer}/userinfo`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  });

  it('accepts client_secret_post, and serves the user set with setUser', async () => {
    oidc.setUser({ sub: 'u-9', email: 'nine@example.com', name: 'Nine <b>', picture: 'data:image/png;base64,AAAA', email_verified: false });
    const page = await (await fetch(authorizationUrl().url)).text();
    expect(page).toContain('Nine &lt;b&gt;');
    const { code: c, verifier } = await code();
    const res = await exchange({ grant_type: 'authorization_code', code: c, redirect_uri: redirectUri, code_verifier: verifier, client_id: 'c1', client_secret: 's1 with:colon' });
    expect(res.status).toBe(200);
    const payload = jwtPayload((await res.json()).id_token);
    expect(payload).toMatchObject({ sub: 'u-9', email: 'nine@example.com', email_verified: false, name: 'Nine <b>', picture: 'data:image/png;base64,AAAA' });
  });

  it('answers 401 invalid_client to a bad client secret', async () => {
    const { code: c, verifier } = await code();
    const form = { grant_type: 'authorization_code', code: c, redirect_uri: redirectUri, code_verifier: verifier };
    const res = await exchange(form, basic('c1', 'wrong'));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_client' });
    const post = await exchange({ ...form, client_id: 'c1', client_secret: 'wrong' });
    expect(post.status).toBe(401);
    const none = await exchange(form);
    expect(none.status).toBe(401);
  });

  it('answers 400 to a wrong redirect_uri at the authorization endpoint, without redirecting', async () => {
    const res = await fetch(authorizationUrl({ redirect_uri: 'http://evil.example/cb' }).url, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_request' });
    const unknownClient = await fetch(authorizationUrl({ client_id: 'someone-else' }).url, { redirect: 'manual' });
    expect(unknownClient.status).toBe(400);
  });

  it('sends other bad authorization requests back with an error', async () => {
    const cases: Record<string, string | null>[] = [
      { code_challenge: null },
      { code_challenge_method: 'plain' },
      { state: null },
      { nonce: null },
      { response_type: 'token' },
      { scope: 'email' },
      { prompt: 'bogus' },
    ];
    for (const overrides of cases) {
      const res = await fetch(authorizationUrl(overrides).url, { redirect: 'manual' });
      expect(res.status, JSON.stringify(overrides)).toBe(302);
      const to = new URL(res.headers.get('location') as string);
      expect(`${to.origin}${to.pathname}`).toBe(redirectUri);
      expect(to.searchParams.get('error'), JSON.stringify(overrides)).toMatch(/invalid_request|unsupported_response_type|invalid_scope/);
    }
  });

  it('skips the consent page for prompt=none', async () => {
    const res = await fetch(authorizationUrl({ prompt: 'none' }).url, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location') as string).searchParams.get('code')).toBeTruthy();
    const consentPage = await fetch(authorizationUrl({ prompt: 'consent' }).url, { redirect: 'manual' });
    expect(consentPage.status).toBe(200);
  });

  it('refuses a wrong redirect_uri or a bad PKCE verifier at the token endpoint, and a code twice', async () => {
    const auth = basic('c1', 's1 with:colon');
    const a = await code();
    const wrongRedirect = await exchange({ grant_type: 'authorization_code', code: a.code, redirect_uri: 'http://localhost:3000/other', code_verifier: a.verifier }, auth);
    expect(wrongRedirect.status).toBe(400);
    expect(await wrongRedirect.json()).toMatchObject({ error: 'invalid_grant' });

    const b = await code();
    const badVerifier = await exchange({ grant_type: 'authorization_code', code: b.code, redirect_uri: redirectUri, code_verifier: randomBytes(48).toString('base64url') }, auth);
    expect(badVerifier.status).toBe(400);
    expect(await badVerifier.json()).toMatchObject({ error: 'invalid_grant' });

    const c = await code();
    const form = { grant_type: 'authorization_code', code: c.code, redirect_uri: redirectUri, code_verifier: c.verifier };
    const first = await exchange(form, auth);
    expect(first.status).toBe(200);
    const { access_token } = await first.json();
    const second = await exchange(form, auth);
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ error: 'invalid_grant' });
    // Replaying a code revokes what it bought.
    expect((await fetch(`${oidc.issuer}/userinfo`, { headers: { authorization: `Bearer ${access_token}` } })).status).toBe(401);

    const unsupported = await exchange({ grant_type: 'password', username: 'x', password: 'y' }, auth);
    expect(unsupported.status).toBe(400);
    expect(await unsupported.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });
});
