import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyWebsiteContent } from '../../../src/shared/website';
import { bearer, cookieJar, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../../support/test-app';

// Starting an app on PGlite can take over a minute on a busy machine.
vi.setConfig({ hookTimeout: 180_000 });

// The exact sentence (spelled out, not imported, so this file also runs against the code before the fix).
const UNSAFE_TEXT_MESSAGE =
  'The text contains a character that cannot be stored (an invisible control character or a broken symbol). Please retype it and try again.';

/** Finding 1 of issue 9: one NUL or lone surrogate answered 500 from many endpoints. Each is now a clear 400. */
describe('text safety (issue 9, finding 1)', () => {
  let t: TestApp;
  let token: string;
  let jar: string;
  const api = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { ...bearer(token), ...jsonHeaders }, ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }) });
  const authPost = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url: `/api/auth${url}`, headers: { ...jsonHeaders, cookie: jar }, payload });

  beforeAll(async () => {
    t = await createTestApp('pglite');
    ({ token, jar } = await signUpConfirmed(t, 'text-safety@example.com'));
  });
  afterAll(async () => {
    await t?.close();
  });

  for (const [what, bad] of [
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
  ] as const) {
    it(`refuses ${what} with a 400 a person can read, and stores nothing`, async () => {
      const before = (await api('GET', '/api/website?version=1')).body;
      const site = await api('PUT', '/api/website/', { input: { ...emptyWebsiteContent(), companyName: bad } });
      expect(site.statusCode).toBe(400);
      expect(site.json().errorMessage).toContain('cannot be stored');
      expect((await api('GET', '/api/website?version=1')).body).toBe(before);

      const name = await api('PATCH', '/api/account/', { input: { fullName: bad } });
      expect(name.statusCode).toBe(400);
      expect(name.json().errorMessage).toBe(UNSAFE_TEXT_MESSAGE);

      expect((await api('POST', '/api/checkoutSession/', { input: { sessionId: bad } })).statusCode).toBe(400);
      const meta = Buffer.from(bad, 'utf8').toString('base64');
      const metaRes = await api('GET', `/api/account?metaFullName=${encodeURIComponent(meta)}`);
      // A lone surrogate cannot be encoded as UTF-8 (it becomes U+FFFD, a real character); NUL can.
      expect(metaRes.statusCode, metaRes.body).toBeLessThan(500);
      if (bad.includes('\u0000')) expect(metaRes.statusCode).toBe(400);
    });
  }

  it('refuses NUL in a path parameter and a query', async () => {
    const res = await api('GET', '/api/billing/test/checkout/%00');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(UNSAFE_TEXT_MESSAGE);
    expect((await api('GET', '/api/domains/allowed?domain=%00')).statusCode).toBe(400);
  });

  it('guards better-auth: NUL tokens and names, and wrong types, are 400 and change nothing', async () => {
    const reset = await authPost('/reset-password', JSON.stringify({ newPassword: 'another good password', token: '\u0000' }));
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(UNSAFE_TEXT_MESSAGE);
    expect((await authPost('/update-user', JSON.stringify({ name: 'a\u0000b' }))).statusCode).toBe(400);
    const types = await authPost('/update-user', JSON.stringify({ name: ['x'], image: {} }));
    expect(types.statusCode).toBe(400);
    expect(types.json().message).toBe('The name must be text.');
    expect((await authPost('/update-user', '[]')).statusCode).toBe(400);
    expect((await authPost('/sign-in/email', '{"email":')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=%00' })).statusCode).toBe(400);
    // The name is unchanged, and a good update still works.
    const ok = await authPost('/update-user', JSON.stringify({ name: 'Ana' }));
    expect(ok.statusCode).toBe(200);
    jar = cookieJar(ok, jar);
    const user = await t.database.db.selectFrom('auth_user' as never).select('name' as never).where('email' as never, '=', 'text-safety@example.com' as never).executeTakeFirst();
    expect(user).toEqual({ name: 'Ana' });
  });
});
