import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TXT_GRACE_DAYS } from '../../src/server/modules/domains/domain-recheck';
import { FakeResolver } from '../support/fake-resolver';
import { publishSite } from '../support/publish-site';
import { bearer, createTestApp, jsonHeaders, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

/*
 * Issue 22: proven custom domains are checked again (DOMAIN_RECHECK_HOURS). A TXT record gone is told to
 * the owner at once and forgiven when it is back; gone for 7 days, the domain stops being served and the
 * owner is told. A DNS question left unanswered changes nothing.
 */
const TARGET = 'sites.websiteworks.test';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(databaseKinds)('custom domains checked again on %s', (kind) => {
  const dns = new FakeResolver({ a: { [TARGET]: ['203.0.113.10'] } });
  let now = new Date('2026-03-02T10:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SITES_CNAME_TARGET: TARGET, DOMAIN_RECHECK_HOURS: '0' }, { dnsResolver: dns, clock: () => now });
  }, 180_000);
  afterAll(async () => t?.close());

  it('warns when the TXT record is gone, forgives it when back, and stops serving the domain after 7 days without it', async () => {
    const email = `recheck-${kind}@example.com`;
    const site = await publishSite(t, email, 'Recheck Roofing');
    await t.database.db.updateTable('accounts').set({ subscription_status: 'active', subscription_tier: 'professional' }).where('account_id', '=', site.accountId).execute();
    const call = (method: 'GET' | 'POST', url: string, input?: unknown) =>
      t.app.inject({ method, url, headers: input === undefined ? bearer(site.token) : { ...bearer(site.token), ...jsonHeaders }, ...(input === undefined ? {} : { payload: { input } }) });
    const domain = `www.recheck-${kind}.com`;
    expect((await call('POST', '/api/domains/', { domainName: domain })).statusCode).toBe(200);
    dns.cnames.set(domain, [TARGET]);
    const info = (await call('GET', '/api/domains/')).json() as { txtName: string; txtValue: string };
    dns.txt.set(info.txtName, [[info.txtValue]]);
    expect((await call('POST', '/api/domains/verify/', {})).json().ready).toBe(true);
    const served = async () => (await t.app.siteHost.inject({ url: '/', headers: { host: domain } })).statusCode;
    const mails = async () => (await t.outbox.list()).filter((m) => m.to === email && /TXT record/.test(m.text));
    expect(await served()).toBe(200);
    const interval = 12 * HOUR;

    // Checked: all is well, nothing said.
    expect(await t.app.domainRecheck.runOnce(interval)).toBe(1);
    expect(await mails()).toHaveLength(0);
    // Not due again before the interval.
    now = new Date(now.getTime() + HOUR);
    expect(await t.app.domainRecheck.runOnce(interval)).toBe(0);

    // The record is gone: the owner is warned, the domain is still served.
    dns.txt.delete(info.txtName);
    now = new Date(now.getTime() + interval);
    expect(await t.app.domainRecheck.runOnce(interval)).toBe(1);
    // E-mails go through the mail queue (decision 0071): sent just after, not within the check.
    await expect.poll(async () => (await mails()).map((m) => m.subject)).toEqual([`The record proving ${domain} is yours is gone`]);
    expect(await served()).toBe(200);

    // Back within the grace period: forgiven. Gone again: a new warning and a new grace period.
    dns.txt.set(info.txtName, [[info.txtValue]]);
    now = new Date(now.getTime() + 2 * DAY);
    await t.app.domainRecheck.runOnce(interval);
    dns.txt.delete(info.txtName);
    now = new Date(now.getTime() + DAY);
    await t.app.domainRecheck.runOnce(interval);
    await expect.poll(async () => (await mails()).length).toBe(2);
    const missingSince = now.getTime();

    // DNS not answering changes nothing, however long.
    dns.failing = true;
    now = new Date(missingSince + (TXT_GRACE_DAYS + 1) * DAY);
    await t.app.domainRecheck.runOnce(interval);
    expect(await served()).toBe(200);
    dns.failing = false;

    // Missing (and answered) for the whole grace period: no longer served, and the owner is told.
    now = new Date(now.getTime() + interval);
    await t.app.domainRecheck.runOnce(interval);
    expect(await served()).toBe(404);
    await expect.poll(async () => (await mails())[0]?.subject).toBe(`${domain} no longer shows your website`); // the outbox lists the newest first
    expect((await call('GET', '/api/domains/')).json()).toMatchObject({ domainName: domain });
    expect((await t.app.inject(`/api/domains/allowed?domain=${domain}`)).statusCode).toBe(404);
  }, 120_000);
});
