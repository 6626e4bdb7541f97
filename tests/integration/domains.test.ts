import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainResolver } from '../../src/server/modules/domains/dns-check';
import { FakeResolver } from '../support/fake-resolver';
import { emptyWebsiteContent } from '../../src/shared/website';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const TARGET = 'sites.websiteworks.com';

function createDomainsApp(kind: 'pglite' | 'postgres', resolver: DomainResolver, env: Record<string, string> = {}) {
  return createTestApp(kind, { SITES_CNAME_TARGET: TARGET, ...env }, { dnsResolver: resolver });
}

describe.each(databaseKinds)('custom addresses on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createDomainsApp>>;
  const dns = new FakeResolver({ a: { [TARGET]: ['203.0.113.10', '203.0.113.11'] } });
  beforeAll(async () => {
    t = await createDomainsApp(kind, dns);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (token: string, method: 'POST' | 'DELETE' | 'GET', url: string, input?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: input === undefined ? bearer(token) : { ...bearer(token), ...jsonHeaders },
      ...(input === undefined ? {} : { payload: input === null ? '{}' : { input } }),
    });
  const account = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) })).json();
  const setPlan = async (accountId: string, professional: boolean) => {
    await t.database.db
      .updateTable('accounts')
      .set(professional ? { subscription_status: 'active', subscription_tier: 'professional' } : { subscription_status: 'canceled', subscription_tier: 'starter' })
      .where('account_id', '=', accountId)
      .execute();
    t.app.siteHost.siteDirectory.invalidate();
  };
  /** Adds the TXT record proving `domain` for the owner of `token` (the value the Domain card shows). */
  const prove = async (token: string, domain: string) => {
    const info = (await call(token, 'GET', '/api/domains/')).json();
    dns.txt.set(`_websiteworks.${domain}`, [[info.txtValue as string]]);
  };
  const owner = async (email: string, professional: boolean) => {
    const { token } = await signUpConfirmed(t, email);
    const { accountId } = await account(token);
    if (professional) await setPlan(accountId, true);
    return { token, accountId: accountId as string };
  };
  const publish = async (token: string, companyName: string) => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/website/',
      headers: { ...bearer(token), ...jsonHeaders },
      payload: { input: { ...emptyWebsiteContent(), companyName, companyDescription: 'Fresh bread every morning.' } },
    });
    expect(put.statusCode).toBe(200);
    const { hash } = (await call(token, 'GET', '/api/website/preview')).json();
    const res = await call(token, 'POST', '/api/website/publish/', { hash });
    expect(res.statusCode).toBe(200);
    return res.json() as { publishVersion: number; publishUrl: string };
  };
  const site = (url: string, host = 'localhost:3001') => t.app.siteHost.inject({ url, headers: { host } });

  it('refuses every slug and domain change of a Starter account with 403 naming the plan, whatever the body', async () => {
    const starter = await owner('starter@example.com', false);
    for (const body of [{ slug: 'my-bakery' }, { slug: 'X' }, {}, null]) {
      const res = await call(starter.token, 'POST', '/api/website/slug/', body);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorMessage).toMatch(/^Changing your website address is part of the Professional plan/);
    }
    for (const body of [{ domainName: 'www.my-bakery.com' }, { domainName: 'not a domain' }, {}, null]) {
      const res = await call(starter.token, 'POST', '/api/domains/', body);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorMessage).toMatch(/Professional plan/);
    }
    expect((await call(starter.token, 'POST', '/api/domains/verify/', {})).statusCode).toBe(403);
    expect(await account(starter.token)).toMatchObject({ websiteSlug: null, domainName: null });
    // Without a sign-in: 401, not a hint about the plan.
    expect((await t.app.inject({ method: 'POST', url: '/api/website/slug/', headers: jsonHeaders, payload: { input: { slug: 'abc' } } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/domains/', headers: jsonHeaders, payload: {} })).statusCode).toBe(401);
    const info = await call(starter.token, 'GET', '/api/domains/');
    expect(info.json()).toMatchObject({ domainName: null, status: 'none', cnameTarget: TARGET, served: false, txtName: null });
  });

  it('changes the slug of a published site: the new address serves it at once, the old one redirects', async () => {
    const pro = await owner('baker@example.com', true);
    const first = await publish(pro.token, 'Corner Bakery');
    expect(first.publishUrl).toBe('http://localhost:3001/corner-bakery/');

    const res = await call(pro.token, 'POST', '/api/website/slug/', { slug: '  Best-Bread ' });
    expect(res.statusCode).toBe(200);
    const changed = res.json();
    expect(changed).toMatchObject({ websiteSlug: 'best-bread', websiteUrl: 'http://localhost:3001/best-bread/', websiteVersion: first.publishVersion });
    expect(Date.parse(changed.websiteSlugUpdatedOn)).toBeGreaterThan(Date.now() - 60_000);

    const live = await site('/best-bread/');
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('Corner Bakery');
    const old = await site('/corner-bakery/');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('http://localhost:3001/best-bread/');
    const oldDeep = await site('/corner-bakery/sitemap.xml?x=1');
    expect(oldDeep.statusCode).toBe(301);
    expect(oldDeep.headers.location).toBe('http://localhost:3001/best-bread/sitemap.xml?x=1');
    expect((await site('/best-bread/sitemap.xml')).body).toContain('<loc>http://localhost:3001/best-bread/</loc>');

    // Publishing again keeps the chosen address.
    const again = await publish(pro.token, 'Corner Bakery');
    expect(again.publishUrl).toBe('http://localhost:3001/best-bread/');
    // The same slug again changes nothing.
    expect((await call(pro.token, 'POST', '/api/website/slug/', { slug: 'best-bread' })).json().websiteSlugUpdatedOn).toBe(changed.websiteSlugUpdatedOn);

    // A third address: both earlier ones redirect to it, no chains.
    expect((await call(pro.token, 'POST', '/api/website/slug/', { slug: 'bread-and-more' })).statusCode).toBe(200);
    expect((await site('/corner-bakery/')).headers.location).toBe('http://localhost:3001/bread-and-more/');
    expect((await site('/best-bread/')).headers.location).toBe('http://localhost:3001/bread-and-more/');
    // Taking back an own earlier address works; the one left behind redirects.
    expect((await call(pro.token, 'POST', '/api/website/slug/', { slug: 'corner-bakery' })).json().websiteSlug).toBe('corner-bakery');
    expect((await site('/corner-bakery/')).statusCode).toBe(200);
    expect((await site('/bread-and-more/')).headers.location).toBe('http://localhost:3001/corner-bakery/');

    // Nobody else gets an address that redirects to this site: not by asking, not by publishing.
    const other = await owner('other-baker@example.com', true);
    const taken = await call(other.token, 'POST', '/api/website/slug/', { slug: 'best-bread' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorMessage).toBe('That address is taken.');
    expect((await call(other.token, 'POST', '/api/website/slug/', { slug: 'corner-bakery' })).json().errorMessage).toBe('That address is taken.');
    const otherStarter = await owner('starter-baker@example.com', false);
    expect((await publish(otherStarter.token, 'Best Bread')).publishUrl).toBe('http://localhost:3001/best-bread-2/');
  });

  it('validates the slug: format and reserved words → 400 naming the field', async () => {
    const pro = await owner('slugs@example.com', true);
    for (const [slug, message] of [
      ['ab', /^Use 3 to 50 characters/],
      ['a'.repeat(51), /^Use 3 to 50 characters/],
      ['my_shop', /^Use only lower-case letters/],
      ['café', /^Use only lower-case letters/],
      ['-shop', /^The address cannot start or end with a hyphen/],
      ['shop-', /^The address cannot start or end with a hyphen/],
      ['admin', /^That address is reserved/],
      ['settings', /^That address is reserved/],
    ] as const) {
      const res = await call(pro.token, 'POST', '/api/website/slug/', { slug });
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().errorMessage).toMatch(message);
    }
    expect((await call(pro.token, 'POST', '/api/website/slug/', { slug: 42 })).statusCode).toBe(400);
    // Choosing an address before the first publish: the publish uses it.
    expect((await call(pro.token, 'POST', '/api/website/slug/', { slug: 'my-first-shop' })).json().websiteUrl).toBe('http://localhost:3001/my-first-shop/');
    expect((await publish(pro.token, 'Something Else Entirely')).publishUrl).toBe('http://localhost:3001/my-first-shop/');
  });

  it('validates the domain name (400 naming domainName), normalises it and keeps it unique', async () => {
    const pro = await owner('domains@example.com', true);
    for (const domainName of [
      '',
      'http://www.my-bakery.com',
      'www.my-bakery.com/shop',
      'www.my-bakery.com:8080',
      '192.168.1.10',
      '[::1]',
      'localhost',
      'shop.localhost',
      'intranet',
      'my bakery.com',
      '-bad.my-bakery.com',
      'a..b.com',
      'shop.test',
      TARGET,
      `shop.${TARGET}`,
    ]) {
      const res = await call(pro.token, 'POST', '/api/domains/', { domainName });
      expect(res.statusCode, domainName).toBe(400);
      expect(res.json().errorMessage, domainName).not.toMatch(/domainName|^\[|^\d{3}/);
    }
    const set = await call(pro.token, 'POST', '/api/domains/', { domainName: ' WWW.My-Bakery.COM. ' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ domainName: 'www.my-bakery.com', distributionId: null, distributionDomain: TARGET });
    expect((await call(pro.token, 'GET', '/api/domains/')).json()).toEqual({
      domainName: 'www.my-bakery.com',
      status: 'pending',
      cnameTarget: TARGET,
      served: false,
      txtName: '_websiteworks.www.my-bakery.com',
      txtValue: expect.stringMatching(/^website-works-verify=[0-9a-f]{32}$/),
    });

    const rival = await owner('rival@example.com', true);
    const taken = await call(rival.token, 'POST', '/api/domains/', { domainName: 'www.my-bakery.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorMessage).toMatch(/already connected/);

    // Removing it frees the name for others.
    const removed = await call(pro.token, 'DELETE', '/api/domains/');
    expect(removed.json()).toMatchObject({ domainName: null, distributionId: null, distributionDomain: null });
    expect((await call(rival.token, 'POST', '/api/domains/', { domainName: 'www.my-bakery.com' })).statusCode).toBe(200);
  });

  it('refuses takeovers: a proven domain stays its owner’s, an unproven claim is never served and gives way to the account that proves it', async () => {
    const first = await owner('takeover-first@example.com', true);
    await publish(first.token, 'First Bakery');
    await call(first.token, 'POST', '/api/domains/', { domainName: 'www.proven-bakery.com' });
    dns.cnames.set('www.proven-bakery.com', [TARGET]);
    await prove(first.token, 'www.proven-bakery.com');
    expect((await call(first.token, 'POST', '/api/domains/verify/', {})).json().ready).toBe(true);

    // A second account claiming the verified domain: refused, even with its own TXT record added.
    const second = await owner('takeover-second@example.com', true);
    await publish(second.token, 'Second Bakery');
    const claim = await call(second.token, 'POST', '/api/domains/', { domainName: 'www.proven-bakery.com' });
    expect(claim.statusCode).toBe(409);
    expect(claim.json().errorMessage).toBe('That domain is already connected to another website.');
    await prove(second.token, 'www.proven-bakery.com');
    expect((await call(second.token, 'POST', '/api/domains/', { domainName: 'www.proven-bakery.com' })).statusCode).toBe(409);
    expect((await site('/', 'www.proven-bakery.com')).body).toContain('First Bakery');

    // A domain whose CNAME points here but whose TXT record is missing: not ready, not served, no certificate.
    await call(second.token, 'POST', '/api/domains/', { domainName: 'www.squatted-bakery.com' });
    dns.cnames.set('www.squatted-bakery.com', [TARGET]);
    const check = await call(second.token, 'POST', '/api/domains/verify/', {});
    expect(check.json()).toMatchObject({ ready: false, account: { distributionId: null } });
    expect(check.json().message).toMatch(/could not find the TXT record that proves www\.squatted-bakery\.com is yours/);
    expect((await site('/', 'www.squatted-bakery.com')).statusCode).toBe(404);
    expect((await t.app.inject('/api/domains/allowed?domain=www.squatted-bakery.com')).statusCode).toBe(404);

    // The real owner of that domain is not blocked by the unproven claim: their TXT record wins it.
    const realOwner = await owner('takeover-real@example.com', true);
    const blocked = await call(realOwner.token, 'POST', '/api/domains/', { domainName: 'www.squatted-bakery.com' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().errorMessage).toContain('add a TXT record named _websiteworks.www.squatted-bakery.com');
    await prove(realOwner.token, 'www.squatted-bakery.com');
    expect((await call(realOwner.token, 'POST', '/api/domains/', { domainName: 'www.squatted-bakery.com' })).json().domainName).toBe('www.squatted-bakery.com');
    expect((await account(second.token)).domainName).toBeNull();
  });

  it('checks DNS with the resolver: pending until the CNAME (or the same A records) point at the target, then ready', async () => {
    const pro = await owner('dns@example.com', true);
    expect((await call(pro.token, 'POST', '/api/domains/verify/', {})).statusCode).toBe(400);
    await call(pro.token, 'POST', '/api/domains/', { domainName: 'www.dns-bakery.com' });

    let check = await call(pro.token, 'POST', '/api/domains/verify/', {});
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ ready: false, account: { domainName: 'www.dns-bakery.com', distributionId: null } });
    expect(check.json().message).toContain(`Add a CNAME record for www.dns-bakery.com with the value ${TARGET}`);

    dns.cnames.set('www.dns-bakery.com', ['elsewhere.example.net']);
    check = await call(pro.token, 'POST', '/api/domains/verify/', {});
    expect(check.json().ready).toBe(false);
    expect(check.json().message).toContain('it points to elsewhere.example.net');

    dns.cnames.set('www.dns-bakery.com', [`${TARGET.toUpperCase()}.`]);
    check = await call(pro.token, 'POST', '/api/domains/verify/', {});
    // Pointing here is not enough: the TXT record proves the domain is the owner's.
    expect(check.json()).toMatchObject({ ready: false, account: { distributionId: null } });
    expect(check.json().message).toContain('Add a TXT record named _websiteworks.www.dns-bakery.com with the value website-works-verify=');
    expect(check.json().message).not.toContain('CNAME');
    await prove(pro.token, 'www.dns-bakery.com');
    check = await call(pro.token, 'POST', '/api/domains/verify/', {});
    expect(check.json()).toMatchObject({ ready: true, account: { domainName: 'www.dns-bakery.com', distributionId: 'site-host:www.dns-bakery.com', distributionDomain: TARGET } });
    expect((await call(pro.token, 'GET', '/api/domains/')).json().status).toBe('ready');

    // A lookup that fails says so and changes nothing.
    dns.failing = true;
    check = await call(pro.token, 'POST', '/api/domains/verify/', {});
    dns.failing = false;
    expect(check.json()).toMatchObject({ ready: true, account: { distributionId: 'site-host:www.dns-bakery.com' } });
    expect(check.json().message).toMatch(/could not look up/);

    // An apex domain cannot have a CNAME: the same A records as the target count.
    await call(pro.token, 'POST', '/api/domains/', { domainName: 'dns-bakery.com' });
    expect((await account(pro.token)).distributionId).toBeNull();
    dns.a.set('dns-bakery.com', ['203.0.113.11']);
    await prove(pro.token, 'dns-bakery.com');
    expect((await call(pro.token, 'POST', '/api/domains/verify/', {})).json()).toMatchObject({ ready: true, account: { distributionId: 'site-host:dns-bakery.com' } });
    dns.a.set('dns-bakery.com', ['203.0.113.11', '198.51.100.7']);
    expect((await call(pro.token, 'POST', '/api/domains/verify/', {})).json()).toMatchObject({ ready: false, account: { distributionId: null } });
  });

  it('limits GET /api/domains/allowed per client address in the database, also when asked all at once', async () => {
    const ask = () => t.app.inject({ url: '/api/domains/allowed?domain=nobody-here.com', remoteAddress: '198.51.100.77' });
    const burst = await Promise.all(Array.from({ length: 310 }, ask));
    expect(burst.filter((r) => r.statusCode === 404)).toHaveLength(300);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(10);
    const counted = await t.database.db.selectFrom('rate_counters').select('count').where('bucket', '=', 'domain-allowed').where('key', '=', '198.51.100.77').execute();
    expect(counted.reduce((n, r) => n + Number(r.count), 0)).toBe(310);
  });

  it('answers Caddy (GET /api/domains/allowed) only for verified domains of Professional accounts, without sign-in', async () => {
    const pro = await owner('tls@example.com', true);
    const allowed = async (domain: string) => (await t.app.inject(`/api/domains/allowed?domain=${encodeURIComponent(domain)}`)).statusCode;
    await call(pro.token, 'POST', '/api/domains/', { domainName: 'tls-bakery.com' });
    expect(await allowed('tls-bakery.com')).toBe(404); // pending
    dns.a.set('tls-bakery.com', ['203.0.113.10']);
    await call(pro.token, 'POST', '/api/domains/verify/', {});
    expect(await allowed('tls-bakery.com')).toBe(404); // pointing here, but not proven
    await prove(pro.token, 'tls-bakery.com');
    await call(pro.token, 'POST', '/api/domains/verify/', {});
    expect(await allowed('tls-bakery.com')).toBe(200);
    expect(await allowed('TLS-Bakery.com.')).toBe(200);
    expect(await allowed('www.tls-bakery.com')).toBe(200); // the site host answers the www. form too
    expect(await allowed('shop.tls-bakery.com')).toBe(404);
    expect(await allowed('unknown-bakery.com')).toBe(404);
    expect(await allowed('localhost')).toBe(404);
    expect((await t.app.inject('/api/domains/allowed')).statusCode).toBe(400);
    await setPlan(pro.accountId, false);
    expect(await allowed('tls-bakery.com')).toBe(404);
    await setPlan(pro.accountId, true);
    expect(await allowed('tls-bakery.com')).toBe(200);
  });

  it('keeps www. and other subdomains of a proven domain from other accounts without their own proof (issue 21)', async () => {
    const allowed = async (domain: string) => (await t.app.inject(`/api/domains/allowed?domain=${encodeURIComponent(domain)}`)).statusCode;
    const a = await owner('apex-owner@example.com', true);
    await publish(a.token, 'Apex Bakery');
    await call(a.token, 'POST', '/api/domains/', { domainName: 'apex-bakery.com' });
    dns.a.set('apex-bakery.com', ['203.0.113.10']);
    await prove(a.token, 'apex-bakery.com');
    expect((await call(a.token, 'POST', '/api/domains/verify/', {})).json().ready).toBe(true);
    t.app.siteHost.siteDirectory.invalidate();
    // One account holds its apex and its www. form together: both served, both certified.
    expect(await allowed('apex-bakery.com')).toBe(200);
    expect(await allowed('www.apex-bakery.com')).toBe(200);
    expect((await site('/', 'www.apex-bakery.com')).body).toContain('Apex Bakery');

    // Another Professional account: www. and deeper names under the proven domain are refused without proof …
    const b = await owner('www-squatter@example.com', true);
    for (const name of ['www.apex-bakery.com', 'shop.apex-bakery.com', 'a.b.apex-bakery.com']) {
      const claim = await call(b.token, 'POST', '/api/domains/', { domainName: name });
      expect(claim.statusCode, name).toBe(409);
      expect(claim.json().errorMessage).toBe(
        `apex-bakery.com is in use by another Website Works account, so ${name} needs its own proof first: add a TXT record named _websiteworks.${name} with the value shown below, then save it again.`,
      );
    }
    expect((await account(b.token)).domainName).toBeNull();
    // … so the certificate answer and the site for www. stay the apex owner's.
    expect(await allowed('www.apex-bakery.com')).toBe(200);
    expect((await site('/', 'www.apex-bakery.com')).body).toContain('Apex Bakery');

    // With its own TXT record (whoever runs the zone put it there) the claim goes ahead, pending until checked.
    await prove(b.token, 'shop.apex-bakery.com');
    expect((await call(b.token, 'POST', '/api/domains/', { domainName: 'shop.apex-bakery.com' })).statusCode).toBe(200);
    // The owner of the proven domain needs no extra proof for a name under it.
    expect((await call(a.token, 'POST', '/api/domains/', { domainName: 'www.apex-bakery.com' })).statusCode).toBe(200);
    await call(a.token, 'POST', '/api/domains/', { domainName: 'apex-bakery.com' });
    // An unproven claim made before the apex was proven does not turn the answer for www. to no either.
    const c = await owner('early-claim@example.com', true);
    await call(c.token, 'POST', '/api/domains/', { domainName: 'www.early-bakery.com' });
    const d = await owner('early-owner@example.com', true);
    await call(d.token, 'POST', '/api/domains/', { domainName: 'early-bakery.com' });
    dns.a.set('early-bakery.com', ['203.0.113.10']);
    await prove(d.token, 'early-bakery.com');
    expect((await call(d.token, 'POST', '/api/domains/verify/', {})).json().ready).toBe(true);
    expect(await allowed('www.early-bakery.com')).toBe(200);
  });

  it('serves a site by its custom Host only while the account is Professional; the default address always', async () => {
    const pro = await owner('host@example.com', true);
    const published = await publish(pro.token, 'Host Bakery');
    await call(pro.token, 'POST', '/api/domains/', { domainName: 'www.host-bakery.com' });
    // Not served before the domain is proven and points here.
    let res = await site('/', 'www.host-bakery.com');
    expect(res.statusCode).toBe(404);
    dns.cnames.set('www.host-bakery.com', [TARGET]);
    await prove(pro.token, 'www.host-bakery.com');
    expect((await call(pro.token, 'POST', '/api/domains/verify/', {})).json().ready).toBe(true);
    t.app.siteHost.siteDirectory.invalidate();
    res = await site('/', 'www.host-bakery.com');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Host Bakery');

    await setPlan(pro.accountId, false);
    res = await site('/', 'www.host-bakery.com');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This website is not available at this address');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await site(new URL(published.publishUrl).pathname)).statusCode).toBe(200);
    // The domain stays configured (decision 0006); the owner may remove it on any plan, not change it.
    expect((await account(pro.token)).domainName).toBe('www.host-bakery.com');
    expect((await call(pro.token, 'GET', '/api/domains/')).json()).toMatchObject({ status: 'ready', served: false });
    expect((await call(pro.token, 'POST', '/api/domains/', { domainName: 'www.other-bakery.com' })).statusCode).toBe(403);

    await setPlan(pro.accountId, true);
    expect((await site('/', 'www.host-bakery.com')).statusCode).toBe(200);
    await setPlan(pro.accountId, false);
    expect((await call(pro.token, 'DELETE', '/api/domains/')).json().domainName).toBeNull();
    expect((await site('/', 'www.host-bakery.com')).statusCode).toBe(404);
  });
});

describe('custom slugs with {slug} subdomains', () => {
  it('redirects an old subdomain to the new one', async () => {
    const t = await createDomainsApp('pglite', new FakeResolver(), { SITE_URL_TEMPLATE: 'https://{slug}.sites.example.com/' });
    try {
      const { token } = await signUpConfirmed(t, 'sub@example.com');
      const { accountId } = (await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) })).json();
      await t.database.db.updateTable('accounts').set({ subscription_status: 'active', subscription_tier: 'professional' }).where('account_id', '=', accountId).execute();
      await t.app.inject({
        method: 'PUT',
        url: '/api/website/',
        headers: { ...bearer(token), ...jsonHeaders },
        payload: { input: { ...emptyWebsiteContent(), companyName: 'Window Cleaners' } },
      });
      const { hash } = (await t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
      await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { hash } } });
      const res = await t.app.inject({ method: 'POST', url: '/api/website/slug/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { slug: 'shiny-windows' } } });
      expect(res.json().websiteUrl).toBe('https://shiny-windows.sites.example.com/');
      expect((await t.app.siteHost.inject({ url: '/', headers: { host: 'shiny-windows.sites.example.com' } })).statusCode).toBe(200);
      const old = await t.app.siteHost.inject({ url: '/sitemap.xml', headers: { host: 'window-cleaners.sites.example.com' } });
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe('https://shiny-windows.sites.example.com/sitemap.xml');
      // The target itself, and names under it, are ours.
      expect((await t.app.inject({ method: 'POST', url: '/api/domains/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { domainName: 'evil.sites.example.com' } } })).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
