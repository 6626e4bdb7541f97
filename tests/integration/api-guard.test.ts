import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQueryLog } from '../support/query-log';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';

/** API routes that prove their caller another way (or need none); every other /api route needs a sign-in. */
const PUBLIC = [/^\/api\/auth\//, /^\/api\/config$/, /^\/api\/docs/, /^\/api\/upload\//, /^\/api\/stripe\/webhook$/, /^\/api\/domains\/allowed$/];

describe('the API guard', () => {
  let t: TestApp;
  let routes: { method: string; url: string }[];

  beforeAll(async () => {
    t = await createTestApp('pglite');
    // Every documented route, so a route added later is checked without touching this test.
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]*\}/g, 'x') })),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to every product API route called without a sign-in, before looking at the request', async () => {
    const guarded = routes.filter((r) => r.url.startsWith('/api/') && !PUBLIC.some((p) => p.test(r.url)));
    expect(guarded.length).toBeGreaterThan(15);
    for (const { method, url } of guarded) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: jsonHeaders, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{not json' }) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().errorMessage, `${method} ${url}`).toBe('You are not signed in. Please sign in again.');
      const expired = await t.app.inject({ method: method as 'GET', url, headers: { authorization: 'Bearer not-a-token' } });
      expect(expired.json().errorMessage, `${method} ${url}`).toBe('Your session has expired. Please sign in again.');
    }
  });

  it('leaves the public routes open', async () => {
    expect((await t.app.inject('/api/config')).statusCode).toBe(200);
    expect((await t.app.inject('/api/domains/allowed?domain=www.example.com')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/get-session' })).statusCode).toBe(200);
  });

  it('creates the caller\'s account on the first call of any guarded route', async () => {
    const { token } = await signUpConfirmed(t, 'first-call@example.com');
    const domains = await t.app.inject({ method: 'GET', url: '/api/domains/', headers: bearer(token) });
    expect(domains.statusCode).toBe(200);
    const row = await t.database.db.selectFrom('accounts').select('email').where('email', '=', 'first-call@example.com').executeTakeFirst();
    expect(row).toEqual({ email: 'first-call@example.com' });
  });

  it('creates the account on a token\'s first call even of a route that does not load it, and answers reads with one query', async () => {
    const { token } = await signUpConfirmed(t, 'reads-only@example.com');
    const queries: string[] = [];
    const website = await withQueryLog(t.database.db as never, queries, () => t.app.inject({ method: 'GET', url: '/api/website?version=1', headers: bearer(token) }));
    expect(website.statusCode).toBe(200);
    expect(await t.database.db.selectFrom('accounts').select('email').where('email', '=', 'reads-only@example.com').executeTakeFirst()).toEqual({ email: 'reads-only@example.com' });
    // Known to this process now: the next read is its own single query, no account check.
    queries.length = 0;
    const again = await withQueryLog(t.database.db as never, queries, () => t.app.inject({ method: 'GET', url: '/api/website?version=1', headers: bearer(token) }));
    expect(again.json().companyName).toBe(website.json().companyName);
    expect(queries.filter((q) => !/jwks/i.test(q))).toHaveLength(1);
  });
});
