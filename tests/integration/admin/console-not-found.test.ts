import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorRoles } from '../../../src/server/modules/admin/operator-roles';
import { CLI_ACTOR, signUpOperator } from '../../support/operators';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../../support/test-app';
import { databaseKinds } from '../../support/test-database';

/**
 * Issue 27: the console's API exists for operators only. Everyone else (signed out, an owner, a bad token,
 * an operator whose role was taken away) gets, for every /api/admin route, exactly the answer an address
 * the app does not have gets: 404 and "Not found: …", before anything of the request is read.
 */
describe.each(databaseKinds)('the console API to anyone but an operator, on %s', (kind) => {
  let t: TestApp;
  let routes: { method: string; url: string }[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Every route as registered, so a route added later is covered without touching this test.
    routes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD');
  });
  afterAll(async () => {
    await t?.close();
  });

  const urlOf = (template: string) => template.replace(/:[A-Za-z]+/g, 'x');
  const send = (method: string, url: string, headers: Record<string, string>, payload?: string) =>
    t.app.inject({ method: method as 'GET', url, headers: { ...jsonHeaders, ...headers }, ...(payload === undefined || method === 'GET' ? {} : { payload }) });

  it('answers 404 to every /api/admin route, as to an unknown address, whoever else calls', async () => {
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const owner = await signUpConfirmed(t, 'owner@example.com');
    const former = await signUpOperator(t, 'former-operator@example.com');
    expect((await former.get('me')).statusCode).toBe(200);
    await new OperatorRoles(t.database.db).revoke('former-operator@example.com', CLI_ACTOR);

    const callers: Record<string, Record<string, string>> = {
      'signed out': {},
      owner: bearer(owner.token),
      'owner with cookie': { ...bearer(owner.token), cookie: owner.jar },
      'made-up token': bearer('not-a-token'),
      'operator no more': bearer(former.token),
      'operator cookie without token': { cookie: former.jar },
    };
    const unknown = await send('GET', '/api/admin/no-such-thing', {});
    expect(unknown.statusCode).toBe(404);
    for (const [who, headers] of Object.entries(callers)) {
      for (const { method, url } of routes) {
        for (const payload of [undefined, '{"input":{"reason":"Phishing","password":"x","q":"a"}}', '{not json', '\u0000']) {
          const path = urlOf(url);
          const res = await send(method, `${path}?q=acme&status=all`, headers, payload);
          expect(res.statusCode, `${who}: ${method} ${url}`).toBe(404);
          expect(res.json(), `${who}: ${method} ${url}`).toEqual({ errorMessage: `Not found: ${method} ${path}` });
          expect(res.headers['set-cookie'], `${who}: ${method} ${url}`).toBeUndefined();
        }
      }
    }
    // Nothing was recorded for any of it: not one of those callers is an operator.
    const { count } = await t.database.db.selectFrom('operator_audit').select((eb) => eb.fn.countAll<string>().as('count')).where('operator_email', '!=', CLI_ACTOR.email).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  }, 120_000);

  it('answers an operator on every one of those routes (the 404s above are not the routes missing)', async () => {
    const operator = await signUpOperator(t, 'operator@example.com');
    for (const { method, url } of routes) {
      const res = await send(method, urlOf(url), { ...bearer(operator.token), cookie: operator.jar }, '{}');
      // An answer of the route itself (a missing input, "There is no such account" …), never the unknown-address one.
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(res.json().errorMessage ?? '', `${method} ${url}`).not.toMatch(/^Not found: /);
    }
  });

  it('keeps the console out of the public API description, and closes better-auth\'s own admin endpoints', async () => {
    const spec = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths).filter((p) => p.startsWith('/api/admin'))).toEqual([]);
    const operator = await signUpOperator(t, 'operator-2@example.com');
    const adminEndpoints = Object.values(t.app.auth.api as Record<string, { path?: string }>)
      .map((e) => e.path)
      .filter((p): p is string => typeof p === 'string' && p.startsWith('/admin/') && p !== '/admin/stop-impersonating');
    expect(adminEndpoints).toContain('/admin/set-role');
    expect(adminEndpoints).toContain('/admin/impersonate-user');
    for (const path of adminEndpoints) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url: `/api/auth${path}`, headers: { ...jsonHeaders, cookie: operator.jar }, ...(method === 'POST' ? { payload: '{"userId":"x","role":"operator"}' } : {}) });
        expect(res.statusCode, `${method} ${path}`).toBe(404);
      }
    }
  });
});
