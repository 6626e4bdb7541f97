import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_AUTH_ENDPOINTS } from '../../../src/server/auth/auth-plugin';
import { VIEW_AS_NO_DOWNLOAD_MESSAGE, VIEW_AS_READ_ONLY_MESSAGE } from '../../../src/shared/admin';
import { emptyWebsiteContent } from '../../../src/shared/website';
import { signUpOperator } from '../../support/operators';
import { publishSite } from '../../support/publish-site';
import { accessToken, bearer, cookieJar, createTestApp, jsonHeaders, type TestApp } from '../../support/test-app';
import { databaseKinds } from '../../support/test-database';

/** Routes that take no sign-in session at all (a signature, a signed upload URL): nothing to view-as. */
const SESSIONLESS_WRITES = [/^\/api\/stripe\/webhook$/, /^\/api\/upload\//];
/** What a "View as owner" session may still post to better-auth: leaving it, signing out. */
const AUTH_ALLOWED = new Set(['/admin/stop-impersonating', '/sign-out']);
/** Tables that change on reads (sessions' last use, limits, the console's own bookkeeping and log). */
const VOLATILE = new Set(['rate_counters', 'auth_rate_limit', 'auth_session', 'auth_verification', 'ww_migrations', 'ww_migrations_lock', 'operator_sessions', 'operator_audit']);

/**
 * Issue 27: "View as owner" opens the owner's app read-only. With its session, every write route answers
 * 403 with a sentence (every route as registered, and every better-auth endpoint that posts), downloads of
 * the owner's data too, and nothing in the database changes; reads answer as they do for the owner.
 */
describe.each(databaseKinds)('View as owner on %s', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof publishSite>>;
  let operator: Awaited<ReturnType<typeof signUpOperator>>;
  /** The operator's browser after "View as owner": its cookies and the token they give. */
  let view: { jar: string; token: string };

  const snapshot = async () => {
    const { rows: tables } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() order by 1`.execute(t.database.db);
    const out: Record<string, unknown> = {};
    for (const { name } of tables) {
      if (VOLATILE.has(name)) continue;
      const { rows } = await sql`select * from ${sql.table(name)}`.execute(t.database.db);
      out[name] = rows.map((r) => JSON.stringify(r)).sort();
    }
    return out;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await publishSite(t, 'owner@example.com', 'Acme Plumbing');
    // A lead, so the leads routes have something to refuse to change.
    const lead = await t.app.siteHost.inject({
      method: 'POST',
      url: `${owner.path}contact`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'name=Pat&contact=pat%40example.com&message=Please+call+me',
    });
    expect([200, 303, 404]).toContain(lead.statusCode);
    operator = await signUpOperator(t, 'operator@example.com');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs a reason, and is refused for another operator\'s account', async () => {
    expect((await operator.post(`accounts/${owner.accountId}/view-as`, {})).json().errorMessage).toMatch(/Write the reason/);
    expect((await operator.post(`accounts/${owner.accountId}/view-as`, { reason: '  ' })).statusCode).toBe(400);
    const other = await signUpOperator(t, 'other-operator@example.com');
    const account = (await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(other.token) })).json() as { accountId: string };
    const res = await operator.post(`accounts/${account.accountId}/view-as`, { reason: 'Checking' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMessage).toBe("An operator's account cannot be viewed as its owner.");
  });

  it('gives the operator\'s browser a read-only session of the owner\'s account', async () => {
    const res = await operator.post(`accounts/${owner.accountId}/view-as`, { reason: 'Owner says the editor shows no pictures (ticket 4411)' });
    expect(res.statusCode).toBe(200);
    const jar = cookieJar(res, operator.jar);
    const token = await accessToken(t, jar);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as { sub: string; ww_viewed_by?: string };
    expect(claims.sub).toBe(owner.accountId);
    expect(claims.ww_viewed_by).toEqual(expect.any(String));
    view = { jar, token };
    // The console is not reachable with it (it is the owner's session).
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) })).statusCode).toBe(404);
  });

  it('reads what the owner reads', async () => {
    for (const url of ['/api/account', '/api/website?version=1', '/api/website/preview', '/api/website/images', '/api/website/versions', '/api/domains/', '/api/leads', '/api/analytics?days=30', '/api/billing/invoices', '/api/onboarding']) {
      const asViewer = await t.app.inject({ method: 'GET', url, headers: bearer(view.token) });
      expect(asViewer.statusCode, url).toBe(200);
    }
    const website = (await t.app.inject({ method: 'GET', url: '/api/website?version=1', headers: bearer(view.token) })).json();
    expect(website.companyName).toBe('Acme Plumbing');
  });

  it('answers 403 with a sentence to every write route, refuses downloads, and changes nothing', { timeout: 300_000 }, async () => {
    const before = await snapshot();
    const headers = { ...bearer(view.token), ...jsonHeaders, cookie: view.jar };
    const writes = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/') && !['GET', 'HEAD'].includes(r.method) && !r.url.startsWith('/api/auth/') && !r.url.startsWith('/api/admin/') && !SESSIONLESS_WRITES.some((p) => p.test(r.url)),
    );
    expect(writes.length).toBeGreaterThanOrEqual(20);
    const bodies: Record<string, unknown> = {
      'PUT /api/website/': { input: { ...emptyWebsiteContent(), companyName: 'Taken over' } },
      'PATCH /api/account/': { input: { fullName: 'Someone else' } },
      'POST /api/account/delete': { input: { confirm: 'owner@example.com' } },
      'POST /api/website/publish/': { input: { hash: '1' } },
    };
    for (const { method, url } of writes) {
      const path = url.replace(/:[A-Za-z]+/g, 'x').replace(/\*$/, 'x');
      for (const payload of [JSON.stringify(bodies[`${method} ${url}`] ?? {}), '{not json']) {
        const res = await t.app.inject({ method: method as 'POST', url: path, headers, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json(), `${method} ${url}`).toEqual({ errorMessage: VIEW_AS_READ_ONLY_MESSAGE });
      }
    }

    // better-auth's endpoints (and ours under /api/auth) that post: a new password, address, name, deleting the account …
    const endpoints = [...Object.values(t.app.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>), ...OWN_AUTH_ENDPOINTS]
      .filter((e) => typeof e.path === 'string' && [e.options?.method ?? 'GET'].flat().includes('POST'))
      .map((e) => e.path as string);
    expect(endpoints).toEqual(expect.arrayContaining(['/change-password', '/change-email', '/update-user', '/delete-user', '/revoke-sessions', '/link-social']));
    for (const path of endpoints) {
      if (AUTH_ALLOWED.has(path)) continue;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/auth${path.replace(/:[A-Za-z]+/g, 'x')}`,
        headers: { ...jsonHeaders, cookie: view.jar },
        payload: { currentPassword: 'correct horse battery', newPassword: 'a whole new password', newEmail: 'thief@example.com', name: 'Thief', password: 'correct horse battery' },
      });
      expect(res.statusCode, path).toBe(path.startsWith('/admin/') ? 404 : 403);
      if (!path.startsWith('/admin/')) expect(res.json().errorMessage, path).toBe(VIEW_AS_READ_ONLY_MESSAGE);
    }

    for (const url of ['/api/website/download', '/api/account/data', '/api/leads.csv']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(view.token) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errorMessage, url).toBe(VIEW_AS_NO_DOWNLOAD_MESSAGE);
    }
    // A read that writes for the owner (the sign-in name filling an empty one) writes nothing here.
    const named = await t.app.inject({ method: 'GET', url: `/api/account?metaFullName=${Buffer.from('Mallory').toString('base64')}`, headers: bearer(view.token) });
    expect(named.json().fullName).toBeNull();

    expect(await snapshot()).toEqual(before);
    // The owner's own session still writes (the refusals are the view's, not the account's).
    const own = await t.app.inject({ method: 'PATCH', url: '/api/account/', headers: { ...bearer(owner.token), ...jsonHeaders }, payload: { input: { fullName: 'Olive Owner' } } });
    expect(own.statusCode).toBe(200);
  });

  it('ends with "Back to the console": the operator\'s own session again, and both ends in the audit log', async () => {
    const stop = await t.app.inject({ method: 'POST', url: '/api/auth/admin/stop-impersonating', headers: { ...jsonHeaders, cookie: view.jar }, payload: '{}' });
    expect(stop.statusCode).toBe(200);
    const back = cookieJar(stop, view.jar);
    const token = await accessToken(t, back);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) })).json().email).toBe('operator@example.com');
    // The view's session is gone: its token no longer reads.
    expect((await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(view.token) })).statusCode).toBe(401);
    const { rows } = await sql<{ action: string; reason: string | null; account_id: string | null }>`
      select action, reason, account_id from operator_audit where action like 'account.view%' order by audit_id`.execute(t.database.db);
    expect(rows).toEqual([
      { action: 'account.viewed_as_owner', reason: 'Owner says the editor shows no pictures (ticket 4411)', account_id: owner.accountId },
      { action: 'account.view_as_owner_ended', reason: null, account_id: owner.accountId },
    ]);
  });
});
