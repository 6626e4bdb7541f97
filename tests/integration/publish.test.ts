import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashString } from '../../src/shared/hash';
import { emptyWebsiteContent, type WebsiteContentInput } from '../../src/shared/website';
import type { AccessClaims } from '../../src/server/auth/access-token';
import { migrateToLatest } from '../../src/server/db/migrations';
import type { Database } from '../../src/server/db/database';
import { HttpError } from '../../src/server/errors';
import { AccountRepository } from '../../src/server/modules/account/account-repository';
import { HASH_MISMATCH_MESSAGE, PublishService } from '../../src/server/modules/publish/publish-service';
import { slugify } from '../../src/shared/site-address';
import { WebsiteRepository } from '../../src/server/modules/website/website-repository';
import { loadSiteAssetFiles } from '../../src/server/render/site-asset-files';
import { LocalDiskStorage } from '../../src/server/storage/local-storage';
import { UploadTokens } from '../../src/server/storage/upload-token';
import { VersionStore } from '../../src/server/modules/publish/version-store';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';
import { databaseKinds, openTestDatabase } from '../support/test-database';

const SITES = 'http://localhost:3001/';

function companySite(companyName: string, extra: Partial<WebsiteContentInput> = {}): WebsiteContentInput {
  return {
    ...emptyWebsiteContent(),
    companyName,
    companyDescription: 'Pipes, drains and water heaters, fixed the same day.',
    phone: '+1 555 0100',
    email: 'hello@acme.example',
    ...extra,
  };
}

describe.each(databaseKinds)('publishing API on %s', (kind) => {
  let t: TestApp;
  let token: string;

  const put = (payload: unknown, tok = token) =>
    t.app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(tok), ...jsonHeaders }, payload: { input: payload } });
  const preview = (tok = token) => t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(tok) });
  const publish = (hash: unknown, tok = token) =>
    t.app.inject({ method: 'POST', url: '/api/website/publish/', headers: { ...bearer(tok), ...jsonHeaders }, payload: { input: { hash } } });
  const versions = (tok = token) => t.app.inject({ method: 'GET', url: '/api/website/versions', headers: bearer(tok) });
  const restore = (version: unknown, tok = token) =>
    t.app.inject({ method: 'POST', url: '/api/website/restore/', headers: { ...bearer(tok), ...jsonHeaders }, payload: { input: { version } } });
  const account = async (tok = token) => (await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(tok) })).json();
  /** Preview, then publish with the preview's hash. */
  const previewAndPublish = async (tok = token) => {
    const p = (await preview(tok)).json();
    return publish(p.hash, tok);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ token } = await signUpConfirmed(t, 'owner@example.com'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs a signed-in caller for every call', async () => {
    expect((await t.app.inject('/api/website/preview')).statusCode).toBe(401);
    expect((await t.app.inject('/api/website/versions')).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers: jsonHeaders, payload: { input: { hash: '1' } } });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/website/restore/', headers: jsonHeaders, payload: { input: { version: 1 } } })).statusCode).toBe(401);
  });

  it('refuses to publish a website without a company name, and publishes nothing', async () => {
    const p = await preview();
    expect(p.statusCode).toBe(200);
    const body = p.json();
    expect(body.problem).toMatch(/company name/i);
    expect(hashString(body.html)).toBe(body.hash);
    const res = await publish(body.hash);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toMatch(/not published.*company name/i);
    expect((await versions()).json()).toEqual({ versions: [], hasMore: false, retention: 50 });
    const acc = await account();
    expect(acc).toMatchObject({ websiteVersion: 0, websiteLastPublished: null, websiteUrl: null, websiteSlug: null });
  });

  it('previews the saved website with its hash and the address it will get', async () => {
    expect((await put(companySite('Acme Plumbing'))).statusCode).toBe(200);
    const res = await preview();
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ publishUrl: `${SITES}acme-plumbing/`, problem: null });
    expect(body.hash).toBe(hashString(body.html));
    expect(body.html).toContain('<link rel="canonical" href="http://localhost:3001/acme-plumbing/">');
    // Deterministic: the same saved website hashes the same.
    expect((await preview()).json().hash).toBe(body.hash);
  });

  it('validates the publish input', async () => {
    for (const hash of [undefined, 12, 'abc', '1'.repeat(20)]) {
      const res = await publish(hash);
      expect(res.statusCode, String(hash)).toBe(400);
      expect(res.json().errorMessage).toMatch(/^Send the hash of the preview you confirmed/);
    }
  });

  it('refuses with 409 when the website changed since the preview', async () => {
    const before = (await preview()).json();
    expect((await put(companySite('Acme Plumbing', { companyDescription: 'Now also heating.' }))).statusCode).toBe(200);
    const res = await publish(before.hash);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe(HASH_MISMATCH_MESSAGE);
    expect((await versions()).json().versions).toEqual([]);
  });

  it('publishes: version 1, the account goes live with its address and publisher', async () => {
    const res = await previewAndPublish();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publishVersion: 1, publishUrl: `${SITES}acme-plumbing/` });
    const acc = await account();
    expect(acc).toMatchObject({
      websiteVersion: 1,
      websiteUrl: `${SITES}acme-plumbing/`,
      websiteSlug: 'acme-plumbing',
      websiteLastPublishedBy: 'owner@example.com',
    });
    expect(Date.parse(acc.websiteLastPublished)).toBeGreaterThan(Date.now() - 60_000);
    expect(acc.websiteSlugUpdatedOn).toBeTruthy();
    const page = await t.app.siteHost.inject('/acme-plumbing/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe((await preview()).json().html);
  });

  it('increases the version on every publish and keeps the address when the name changes', async () => {
    expect((await put(companySite('Acme Plumbing & Heating'))).statusCode).toBe(200);
    const res = await previewAndPublish();
    expect(res.json()).toEqual({ publishVersion: 2, publishUrl: `${SITES}acme-plumbing/` });
    expect((await t.app.siteHost.inject('/acme-plumbing/')).body).toContain('Acme Plumbing &amp; Heating');
    const list = (await versions()).json().versions;
    expect(list.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({ version: 2, live: true, publishedBy: 'owner@example.com', restoredFrom: null, label: null, changes: 'Name, Description' });
    expect(list[1]).toMatchObject({ version: 1, live: false, changes: 'First version' });
    expect(Number.isNaN(Date.parse(list[0].publishedOn))).toBe(false);
  });

  it('serialises concurrent publishes: 5 at once give 5 new versions, none lost or repeated', async () => {
    const { hash } = (await preview()).json();
    const results = await Promise.all(Array.from({ length: 5 }, () => publish(hash)));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const numbers = results.map((r) => r.json().publishVersion).sort((a: number, b: number) => a - b);
    expect(numbers).toEqual([3, 4, 5, 6, 7]);
    const list = (await versions()).json().versions.map((v: { version: number }) => v.version);
    expect(list).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect((await account()).websiteVersion).toBe(7);
  });

  it('restores an earlier version as the next version', async () => {
    const res = await restore(1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publishVersion: 8, publishUrl: `${SITES}acme-plumbing/`, draftRestored: true });
    const page = await t.app.siteHost.inject('/acme-plumbing/');
    expect(page.body).toContain('<title>Acme Plumbing</title>');
    // The restored content is the saved website now (the editor shows it; the next publish keeps it).
    const saved = (await t.app.inject({ method: 'GET', url: '/api/website?version=1', headers: bearer(token) })).json();
    expect(saved.companyName).toBe('Acme Plumbing');
    expect((await preview()).json().html).toBe(page.body);
    expect(page.body).not.toContain('Heating');
    const list = (await versions()).json().versions;
    expect(list[0]).toMatchObject({ version: 8, live: true, restoredFrom: 1, changes: 'Name, Description' });
    expect(list.filter((v: { live: boolean }) => v.live)).toHaveLength(1);
    expect((await account()).websiteVersion).toBe(8);
    expect((await restore(99)).statusCode).toBe(404);
    expect((await restore(0)).statusCode).toBe(400);
    expect((await restore('1')).statusCode).toBe(400);
  });

  it('gives two "Acme Plumbing" accounts different addresses, and never a reserved one', async () => {
    const { token: second } = await signUpConfirmed(t, 'second@example.com');
    expect((await put(companySite('ACME plumbing!'), second)).statusCode).toBe(200);
    expect((await preview(second)).json().publishUrl).toBe(`${SITES}acme-plumbing-2/`);
    expect((await previewAndPublish(second)).json()).toEqual({ publishVersion: 1, publishUrl: `${SITES}acme-plumbing-2/` });
    expect((await account(second)).websiteSlug).toBe('acme-plumbing-2');

    const { token: third } = await signUpConfirmed(t, 'third@example.com');
    expect((await put(companySite('Café Zürich Ærø'), third)).statusCode).toBe(200);
    expect((await previewAndPublish(third)).json().publishUrl).toBe(`${SITES}cafe-zurich-aero/`);

    const { token: fourth } = await signUpConfirmed(t, 'fourth@example.com');
    expect((await put(companySite('Admin'), fourth)).statusCode).toBe(200);
    expect((await previewAndPublish(fourth)).json().publishUrl).toBe(`${SITES}admin-2/`);
  });

  it('settles two new accounts racing for one address: one gets it, the other the -2', async () => {
    const owners = await Promise.all(['twin-a@example.com', 'twin-b@example.com'].map(async (email) => (await signUpConfirmed(t, email)).token));
    for (const tok of owners) expect((await put(companySite('Twin Co'), tok)).statusCode).toBe(200);
    const hashes = await Promise.all(owners.map(async (tok) => (await preview(tok)).json().hash));
    const results = await Promise.all(owners.map((tok, i) => publish(hashes[i], tok)));
    const urls = results.map((r) => r.json().publishUrl).sort();
    // A loser whose preview showed the taken address is told to look again (409), never given a duplicate.
    if (results.every((r) => r.statusCode === 200)) expect(urls).toEqual([`${SITES}twin-co-2/`, `${SITES}twin-co/`]);
    else expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const slugs = await Promise.all(owners.map(async (tok) => (await account(tok)).websiteSlug));
    expect(new Set(slugs.filter(Boolean)).size).toBe(slugs.filter(Boolean).length);
  });

  it("never lets one owner read, publish or restore another's site", async () => {
    const { token: other } = await signUpConfirmed(t, 'other@example.com');
    // Another owner sees only their own (empty) history, and restoring "version 1" finds nothing of theirs.
    expect((await versions(other)).json()).toEqual({ versions: [], hasMore: false, retention: 50 });
    expect((await restore(1, other)).statusCode).toBe(404);
    // Their preview is of their own website, so the owner's hash is refused as a change.
    const ownerHash = (await preview()).json().hash;
    const res = await publish(ownerHash, other);
    expect(res.statusCode).toBe(400); // no company name yet: nothing of theirs to publish
    expect((await put(companySite('Other Co'), other)).statusCode).toBe(200);
    expect((await publish(ownerHash, other)).statusCode).toBe(409);
    expect((await account()).websiteVersion).toBe(8);
    expect((await versions()).json().versions[0].version).toBe(8);
  });

  it("keeps the owner's name for a version, says what changed, and serves a kept version's page to its owner only", async () => {
    expect((await put(companySite('Acme Plumbing & Heating'))).statusCode).toBe(200);
    expect((await previewAndPublish()).statusCode).toBe(200);
    expect((await put(companySite('Acme Plumbing & Heating', { hoursNote: 'Closed at Christmas', primaryColor: '#112233' }))).statusCode).toBe(200);
    const p = (await preview()).json();
    const named = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { hash: p.hash, label: '  Christmas hours ' } } });
    expect(named.statusCode, named.body).toBe(200);
    const v = named.json().publishVersion as number;
    const [row] = (await versions()).json().versions;
    expect(row).toMatchObject({ version: v, label: 'Christmas hours', changes: 'Colours, Opening hours' });
    const tooLong = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { hash: p.hash, label: 'x'.repeat(61) } } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errorMessage).toContain('at most 60 characters');

    const pageOf = (version: unknown, tok = token) => t.app.inject({ method: 'GET', url: `/api/website/versions/${version}/page`, headers: bearer(tok) });
    const page = await pageOf(v);
    expect(page.statusCode).toBe(200);
    expect(page.json().html).toBe((await t.app.siteHost.inject('/acme-plumbing/')).body);
    expect((await pageOf(9999)).statusCode).toBe(404);
    expect((await pageOf('one')).statusCode).toBe(400);
    const { token: other } = await signUpConfirmed(t, `other-page-${kind}@example.com`);
    expect((await pageOf(v, other)).statusCode).toBe(404);
    // Named later, renamed, the name taken away; only the owner's own versions.
    const nameIt = (version: unknown, label: unknown, tok = token) =>
      t.app.inject({ method: 'POST', url: '/api/website/versions/label/', headers: { ...bearer(tok), ...jsonHeaders }, payload: { input: { version, label } } });
    expect((await nameIt(v - 1, ' Before Christmas ')).json()).toEqual({ version: v - 1, label: 'Before Christmas' });
    expect((await versions()).json().versions[1]).toMatchObject({ version: v - 1, label: 'Before Christmas' });
    expect((await nameIt(v - 1, '')).json()).toEqual({ version: v - 1, label: null });
    expect((await nameIt(9999, 'x')).statusCode).toBe(404);
    expect((await nameIt(v, 'x'.repeat(61))).statusCode).toBe(400);
    expect((await nameIt(v, 'Stolen', other)).statusCode).toBe(404);
    expect((await versions()).json().versions[0]).toMatchObject({ version: v, label: 'Christmas hours' });
    // Back to what the next tests expect.
    expect((await put(companySite('Acme Plumbing & Heating'))).statusCode).toBe(200);
  });

  it('never stores HTML sent by the browser', async () => {
    const { hash } = (await preview()).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/website/publish/',
      headers: { ...bearer(token), ...jsonHeaders },
      payload: { input: { hash, data: '<html><script>alert(1)</script></html>' } },
    });
    expect(res.statusCode).toBe(200);
    const page = await t.app.siteHost.inject('/acme-plumbing/');
    expect(page.body).not.toContain('alert(1)');
  });
});

describe.each(databaseKinds)('publish service on %s', (kind) => {
  let database: Database;
  let dir: string;
  let service: PublishService;
  let storage: LocalDiskStorage;
  let failPuts = false;
  const websites = () => new WebsiteRepository(database.db);
  const user = (confirmed = true): AccessClaims => ({ userId: 'acct_1', email: 'svc@example.com', confirmed, fullName: undefined });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await migrateToLatest(database.db as unknown as Kysely<unknown>);
    dir = mkdtempSync(path.join(tmpdir(), 'ww-publish-'));
    storage = new LocalDiskStorage(dir, new UploadTokens('x'.repeat(32)), 'http://localhost:3000');
    // Writes the object, then fails: the worst moment, after storage and before the rows.
    const flaky = Object.create(storage) as LocalDiskStorage;
    flaky.put = async (key, body, type) => {
      await storage.put(key, body, type);
      if (failPuts && key.startsWith('sites/')) throw new Error('disk full');
    };
    const accounts = new AccountRepository(database.db);
    service = new PublishService({
      db: database.db,
      storage: flaky,
      versions: new VersionStore(flaky, database.db),
      websites: websites(),
      accounts,
      siteUrlTemplate: 'https://{slug}.sites.example.com/',
      creditHref: 'http://localhost:3000/landing',
      assets: loadSiteAssetFiles(),
    });
    await accounts.ensure('acct_1', 'svc@example.com');
    await websites().save('acct_1', { ...emptyWebsiteContent(), companyName: 'Service Test' });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses an unconfirmed user with 403', async () => {
    const { hash } = await service.preview(user(false));
    await expect(service.publish(user(false), hash)).rejects.toMatchObject({ statusCode: 403 });
    await expect(service.restore(user(false), 1)).rejects.toBeInstanceOf(HttpError);
  });

  it('leaves the previous version live and nothing half-written when a publish fails halfway', async () => {
    const first = await service.preview(user());
    expect(first.publishUrl).toBe('https://service-test.sites.example.com/');
    expect(await service.publish(user(), first.hash)).toEqual({ publishVersion: 1, publishUrl: first.publishUrl });
    // Each version is stored compressed, as <key>.br and <key>.gz, with no plain copy (decision 0018).
    const files = () => readdirSync(path.join(dir, 'sites', 'acct_1')).sort();
    const versionsStored = () => new Set(files().map((f) => f.replace(/\.(br|gz)$/, ''))).size;
    expect(files()).toHaveLength(2);
    expect(files().every((f) => f.endsWith('.br') || f.endsWith('.gz'))).toBe(true);
    expect(versionsStored()).toBe(1);

    await websites().save('acct_1', { ...emptyWebsiteContent(), companyName: 'Service Test 2' });
    failPuts = true;
    const second = await service.preview(user());
    await expect(service.publish(user(), second.hash)).rejects.toThrow('disk full');
    failPuts = false;
    expect(files()).toHaveLength(2);
    expect((await service.versions('acct_1', { limit: 20 })).versions.map((v) => [v.version, v.live])).toEqual([[1, true]]);
    const row = await database.db.selectFrom('accounts').select(['website_version']).where('account_id', '=', 'acct_1').executeTakeFirstOrThrow();
    expect(row.website_version).toBe(1);

    expect((await service.publish(user(), second.hash)).publishVersion).toBe(2);
    expect(files()).toHaveLength(4);
    expect(versionsStored()).toBe(2);
  });
});

describe('slugify', () => {
  it('makes lower-case ASCII with single hyphens, at most 50 characters', () => {
    expect(slugify('Acme Plumbing')).toBe('acme-plumbing');
    expect(slugify('  Müller & Söhne GmbH  ')).toBe('muller-and-sohne-gmbh');
    expect(slugify('Straße Œuvre Łódź')).toBe('strasse-oeuvre-lodz');
    expect(slugify("Joe's Diner")).toBe('joes-diner');
    expect(slugify('東京')).toBe('site');
    expect(slugify('---')).toBe('site');
    const long = slugify('The Very Long Name Of A Small Business That Does Many Things Well');
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});
