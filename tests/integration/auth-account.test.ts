import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64Utf8 } from '../../src/shared/account';
import {
  accessToken,
  bearer,
  cookieJar,
  createTestApp,
  followLink,
  jsonHeaders,
  latestLink,
  signUpConfirmed,
  type TestApp,
} from '../support/test-app';
import { databaseKinds } from '../support/test-database';

describe.each(databaseKinds)('auth and account API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('health and readiness', async () => {
    expect((await t.app.inject('/health')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/ready')).statusCode).toBe(200);
  });

  it('answers a token request without a session with { token: null }, not a 401 in every signed-out console', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/token' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: null });
    const stale = await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie: 'better-auth.session_token=forged.value' } });
    expect(stale.json()).toEqual({ token: null });
  });

  it('describes the API as OpenAPI at /api/docs', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/account', '/api/website/', '/api/website/publish/', '/api/checkoutSession/']));
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('signs up without a session, e-mails a confirmation link, and refuses sign-in until confirmed', async () => {
    const email = 'new-owner@example.com';
    const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: jsonHeaders, payload: { email, password: 'long enough pw', name: '' } });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().token).toBeNull();
    const mails = await t.outbox.list();
    expect(mails[0]?.to).toBe(email);
    expect(mails[0]?.subject).toMatch(/Confirm/);

    const early = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: jsonHeaders, payload: { email, password: 'long enough pw' } });
    expect(early.statusCode).toBe(403);

    const verify = await followLink(t.app, await latestLink(t.outbox, email));
    expect(verify.statusCode).toBe(302);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: jsonHeaders, payload: { email, password: 'long enough pw' } });
    expect(signIn.statusCode).toBe(200);
    const jar = cookieJar(signIn);
    const session = signIn.headers['set-cookie'];
    expect(String(session)).toMatch(/HttpOnly/i);
    expect(String(session)).toMatch(/SameSite=Lax/i);
    const token = await accessToken(t, jar);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
    expect(payload.email).toBe(email);
    expect(payload.confirmed_at).toEqual(expect.any(String));
  });

  it('does not reveal whether an address already has an account', async () => {
    await signUpConfirmed(t, 'taken@example.com');
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: jsonHeaders, payload: { email: 'taken@example.com', password: 'another password', name: '' } });
    const fresh = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: jsonHeaders, payload: { email: 'free@example.com', password: 'another password', name: '' } });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(fresh.json()).sort());

    const resetKnown = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: jsonHeaders, payload: { email: 'taken@example.com', redirectTo: '/login' } });
    const resetUnknown = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: jsonHeaders, payload: { email: 'nobody@example.com', redirectTo: '/login' } });
    expect(resetKnown.statusCode).toBe(200);
    expect(resetUnknown.statusCode).toBe(200);
    expect(resetKnown.json()).toEqual(resetUnknown.json());
  });

  it('enforces password length 8–128', async () => {
    for (const password of ['short', 'x'.repeat(129)]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: jsonHeaders, payload: { email: `pw${password.length}@example.com`, password, name: '' } });
      expect(res.statusCode).toBe(400);
    }
  });

  it('resets a password through the e-mailed link', async () => {
    const email = 'forgetful@example.com';
    await signUpConfirmed(t, email, 'old password 1');
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: jsonHeaders, payload: { email, redirectTo: 'http://localhost:3000/login?view=update_password' } });
    const link = await latestLink(t.outbox, email);
    const redirect = await followLink(t.app, link);
    expect(redirect.statusCode).toBe(302);
    const location = new URL(redirect.headers.location as string, 'http://localhost:3000');
    expect(location.pathname).toBe('/login');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: jsonHeaders, payload: { newPassword: 'new password 2', token } });
    expect(reset.statusCode).toBe(200);
    const oldSignIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: jsonHeaders, payload: { email, password: 'old password 1' } });
    expect(oldSignIn.statusCode).toBe(401);
    const newSignIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: jsonHeaders, payload: { email, password: 'new password 2' } });
    expect(newSignIn.statusCode).toBe(200);
  });

  it('signs in with a magic link', async () => {
    const email = 'magic@example.com';
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/magic-link', headers: jsonHeaders, payload: { email, callbackURL: '/' } });
    expect(res.statusCode).toBe(200);
    const verify = await followLink(t.app, await latestLink(t.outbox, email));
    expect(verify.statusCode).toBe(302);
    const token = await accessToken(t, cookieJar(verify));
    const account = await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) });
    expect(account.json().email).toBe(email);
  });

  it('rejects an empty magic-link address', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/magic-link', headers: jsonHeaders, payload: { email: '' } });
    expect(res.statusCode).toBe(400);
  });

  it('refuses auth requests from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...jsonHeaders, origin: 'https://evil.example', cookie: 'better-auth.session_token=x' },
      payload: { email: 'a@example.com', password: 'whatever123' },
    });
    expect(res.statusCode).toBe(403);
  });

  describe('account API', () => {
    let token: string;
    beforeAll(async () => {
      ({ token } = await signUpConfirmed(t, 'owner@example.com'));
    });

    it('needs a valid access token', async () => {
      expect((await t.app.inject('/api/account')).statusCode).toBe(401);
      const bad = await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(`${token}x`) });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().errorMessage).toBeTruthy();
    });

    it('creates the account on first call with the metadata name, and keeps a chosen name', async () => {
      const first = await t.app.inject({ method: 'GET', url: `/api/account?metaFullName=${encodeURIComponent(encodeBase64Utf8('Zoë Müller'))}`, headers: bearer(token) });
      expect(first.statusCode).toBe(200);
      const account = first.json();
      expect(account).toMatchObject({ email: 'owner@example.com', fullName: 'Zoë Müller', subscriptionTier: 'starter', websiteVersion: 0, websiteLastPublished: null });
      const patched = await t.app.inject({ method: 'PATCH', url: '/api/account/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { fullName: '  Zoe Miller  ' } } });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().fullName).toBe('Zoe Miller');
      const again = await t.app.inject({ method: 'GET', url: `/api/account?metaFullName=${encodeBase64Utf8('Someone Else')}`, headers: bearer(token) });
      expect(again.json().fullName).toBe('Zoe Miller');
    });

    it('answers 400 naming the field for bad input, and changes nothing', async () => {
      const cases: [string, unknown][] = [
        ['Enter your full name.', { input: { fullName: '' } }],
        ['Enter your full name.', { input: { fullName: '   ' } }],
        ['Name must be at most', { input: { fullName: 'x'.repeat(101) } }],
        ['Enter your full name.', { input: { fullName: 42 } }],
        ['Google tag looks like', { input: { websiteGoogleTag: 'nope' } }],
        ['one thing at a time', { input: { fullName: 'A', websiteGoogleTag: 'G-1' } }],
        ['one thing at a time', { input: {} }],
        ['', {}],
      ];
      for (const [field, payload] of cases) {
        const res = await t.app.inject({ method: 'PATCH', url: '/api/account/', headers: { ...bearer(token), ...jsonHeaders }, payload: payload as object });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().errorMessage).toContain(field);
      }
      const notJson = await t.app.inject({ method: 'PATCH', url: '/api/account/', headers: { ...bearer(token), ...jsonHeaders }, payload: '{nope' });
      expect(notJson.statusCode).toBe(400);
      const badBase64 = await t.app.inject({ method: 'GET', url: '/api/account?metaFullName=%%%', headers: bearer(token) });
      expect(badBase64.statusCode).toBe(400);
      expect(badBase64.json().errorMessage).toBe('The name from sign-in could not be read.');
      const account = await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) });
      expect(account.json().fullName).toBe('Zoe Miller');
    });

    it('refuses the Google tag to a Starter account', async () => {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/account/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { websiteGoogleTag: 'G-ABC1234567' } } });
      expect(res.statusCode).toBe(403);
      expect(res.json().errorMessage).toMatch(/Professional/);
    });

    it('keeps accounts apart', async () => {
      const other = await signUpConfirmed(t, 'other@example.com');
      const res = await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(other.token) });
      expect(res.json().email).toBe('other@example.com');
      expect(res.json().fullName).toBeNull();
    });
  });
});

describe('auth rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with a message after too many sign-in attempts', async () => {
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: jsonHeaders, payload: { email: 'x@example.com', password: 'wrong password' } });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many attempts/);
  });
});

describe('API key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { API_KEY: 'client-key-1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is required on product API calls where configured, and announced to the browser', async () => {
    const { token } = await signUpConfirmed(t, 'keyed@example.com');
    const without = await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) });
    expect(without.statusCode).toBe(403);
    expect(without.json().errorMessage).toMatch(/API key/);
    const withKey = await t.app.inject({ method: 'GET', url: '/api/account', headers: { ...bearer(token), 'x-api-key': 'client-key-1' } });
    expect(withKey.statusCode).toBe(200);
    expect((await t.app.inject('/api/config')).json().apiKey).toBe('client-key-1');
  });
});
