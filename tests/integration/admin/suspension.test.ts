import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeResolver } from '../../support/fake-resolver';
import { signUpOperator } from '../../support/operators';
import { publishSite } from '../../support/publish-site';
import { bearer, createTestApp, jsonHeaders, type TestApp } from '../../support/test-app';
import { databaseKinds } from '../../support/test-database';
import { subscribeWithTestCard } from '../../support/test-subscription';

const TARGET = 'sites.websiteworks.test';
const DOMAIN = 'www.acme-plumbing-example.com';

/**
 * Issue 27: an operator suspends a site. Its address and its custom domain answer 451 with a neutral page,
 * it cannot be published, the owner gets the reason and how to appeal; restoring brings it all back.
 * Every step is in the audit log, which cannot be changed or emptied, even with SQL.
 */
describe.each(databaseKinds)('suspending a site on %s', (kind) => {
  let t: TestApp;
  const dns = new FakeResolver({ a: { [TARGET]: ['203.0.113.10'] } });
  let owner: Awaited<ReturnType<typeof publishSite>>;
  let operator: Awaited<ReturnType<typeof signUpOperator>>;

  const call = (method: 'GET' | 'POST', url: string, input?: unknown) =>
    t.app.inject({ method, url, headers: { ...bearer(owner.token), ...(input === undefined ? {} : jsonHeaders) }, ...(input === undefined ? {} : { payload: { input } as object }) });
  const atDomain = (path = '/') => t.app.siteHost.inject({ url: path, headers: { host: DOMAIN } });
  const atAddress = (rest = '') => t.app.siteHost.inject({ url: `${owner.path}${rest}` });
  const publishAgain = async () => {
    const { hash } = (await call('GET', '/api/website/preview')).json();
    return call('POST', '/api/website/publish/', { hash });
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { SITES_CNAME_TARGET: TARGET, SUPPORT_EMAIL: 'help@websiteworks.test' }, { dnsResolver: dns });
    owner = await publishSite(t, 'owner@example.com', 'Acme Plumbing');
    await subscribeWithTestCard(t, owner.token);
    expect((await call('POST', '/api/domains/', { domainName: DOMAIN })).statusCode).toBe(200);
    dns.cnames.set(DOMAIN, [TARGET]);
    dns.txt.set(`_websiteworks.${DOMAIN}`, [[(await call('GET', '/api/domains/')).json().txtValue as string]]);
    expect((await call('POST', '/api/domains/verify/', {})).json().ready).toBe(true);
    operator = await signUpOperator(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the site at its address and its custom domain before', async () => {
    expect((await atAddress()).statusCode).toBe(200);
    expect((await atDomain()).statusCode).toBe(200);
  });

  it('needs a reason', async () => {
    for (const input of [{}, { reason: '' }, { reason: 'ab' }, { reason: 'x'.repeat(1001) }]) {
      const res = await operator.post(`accounts/${owner.accountId}/suspend`, input);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
    }
    expect((await atAddress()).statusCode).toBe(200);
  });

  it('suspends: 451 and the neutral page at the address and the domain, the owner told why and how to appeal', async () => {
    const generation = async () => Number((await sql<{ n: string }>`select n::text from site_generation`.execute(t.database.db)).rows[0]?.n);
    const before = await generation();
    const res = await operator.post(`accounts/${owner.accountId}/suspend`, { reason: 'The page asks visitors for their bank password (phishing).' });
    expect(res.statusCode).toBe(200);
    // Other replicas learn of it through the site generation (their lookups of this site are dropped).
    expect(await generation()).toBeGreaterThan(before);

    for (const page of [await atAddress(), await atAddress('robots.txt'), await atAddress('report'), await atDomain(), await atDomain('/sitemap.xml')]) {
      expect(page.statusCode).toBe(451);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<h1>This site is unavailable</h1>');
      expect(page.body).not.toContain('Acme');
      expect(page.body).not.toContain('phishing');
    }
    const post = await t.app.siteHost.inject({ method: 'POST', url: `${owner.path}contact`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=a&contact=a%40b.co&message=hi' });
    expect(post.statusCode).toBe(451);

    // Through the mail queue (decision 0071): sent just after the change.
    const suspendedMail = async () => (await t.outbox.list()).find((m) => m.to === 'owner@example.com' && m.subject === 'Your website has been suspended');
    await expect.poll(suspendedMail).toBeDefined();
    const mail = await suspendedMail();
    expect(mail?.text).toContain('The page asks visitors for their bank password (phishing).');
    expect(mail?.text).toContain('How to appeal');
    expect(mail?.text).toContain('help@websiteworks.test');
    expect(mail?.text).toContain(owner.publishUrl);

    expect((await operator.post(`accounts/${owner.accountId}/suspend`, { reason: 'Again' })).json()).toEqual({ errorMessage: 'This site is already suspended.' });
  });

  it('refuses to publish (or restore a version) while suspended, with a sentence the owner sees', async () => {
    const account = (await call('GET', '/api/account')).json();
    expect(account.websiteSuspendedOn).toEqual(expect.any(String));
    expect(account.websiteSuspensionReason).toBe('The page asks visitors for their bank password (phishing).');
    const sentence =
      'Your website has been suspended by Website Works, so it is not shown to visitors and cannot be published until it is restored. We e-mailed you the reason. To appeal, write to help@websiteworks.test.';
    const publish = await publishAgain();
    expect(publish.statusCode).toBe(403);
    expect(publish.json().errorMessage).toBe(sentence);
    const restore = await call('POST', '/api/website/restore/', { version: 1 });
    expect(restore.statusCode).toBe(403);
    expect(restore.json().errorMessage).toBe(sentence);
    expect((await atAddress()).statusCode).toBe(451);
  });

  it('restores: the site is back at both, the owner can publish, and is told', async () => {
    const res = await operator.post(`accounts/${owner.accountId}/restore`, { reason: 'Owner removed the form and appealed (ticket 88).' });
    expect(res.statusCode).toBe(200);
    expect((await atAddress()).statusCode).toBe(200);
    expect((await atDomain()).statusCode).toBe(200);
    expect((await publishAgain()).statusCode).toBe(200);
    expect((await call('GET', '/api/account')).json()).toMatchObject({ websiteSuspendedOn: null, websiteSuspensionReason: null });
    await expect.poll(async () => (await t.outbox.list()).some((m) => m.to === 'owner@example.com' && m.subject === 'Your website is available again')).toBe(true);
    expect((await operator.post(`accounts/${owner.accountId}/restore`, {})).json()).toEqual({ errorMessage: 'This site is not suspended.' });
  });

  it('keeps both in the audit log, which refuses any change or deletion, even in SQL', async () => {
    const { rows } = await sql<{ action: string; reason: string | null; operator_email: string }>`
      select action, reason, operator_email from operator_audit where account_id = ${owner.accountId} and action like 'site.%' order by audit_id`.execute(t.database.db);
    expect(rows).toEqual([
      { action: 'site.suspended', reason: 'The page asks visitors for their bank password (phishing).', operator_email: 'operator@example.com' },
      { action: 'site.restored', reason: 'Owner removed the form and appealed (ticket 88).', operator_email: 'operator@example.com' },
    ]);
    const count = async () => Number((await sql<{ n: string }>`select count(*)::text as n from operator_audit`.execute(t.database.db)).rows[0]?.n);
    const entries = await count();
    await expect(sql`update operator_audit set reason = 'nothing to see'`.execute(t.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from operator_audit`.execute(t.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate operator_audit`.execute(t.database.db)).rejects.toThrow(/append-only/);
    expect(await count()).toBe(entries);
  });

  it('a suspended account that is then deleted leaves its audit trail', async () => {
    const other = await publishSite(t, 'leaving@example.com', 'Leaving Co');
    await operator.post(`accounts/${other.accountId}/suspend`, { reason: 'Spam pages' });
    const deleted = await t.app.inject({ method: 'POST', url: '/api/account/delete', headers: { ...bearer(other.token), ...jsonHeaders }, payload: { input: { password: 'correct horse battery' } } });
    expect(deleted.statusCode).toBe(200);
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from operator_audit where account_id = ${other.accountId}`.execute(t.database.db);
    expect(Number(rows[0]?.n)).toBe(1);
  });
});
