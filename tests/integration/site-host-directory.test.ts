import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { AccountRepository } from '../../src/server/modules/account/account-repository';
import { VersionStore } from '../../src/server/modules/publish/version-store';
import { PagePack } from '../../src/server/sites/page-pack';
import { PageCache, SiteDirectory } from '../../src/server/sites/site-directory';
import { LocalDiskStorage } from '../../src/server/storage/local-storage';
import { UploadTokens } from '../../src/server/storage/upload-token';
import { withQueryLog } from '../support/query-log';
import { databaseKinds, openTestDatabase } from '../support/test-database';

const SITES = 300;

/** `count` published sites (account site-<i> at slug slug-<i>, live version 1; the first ten also at domain-<i>.test, proven). */
async function seedSites(database: Database, count: number): Promise<void> {
  await sql`
    insert into accounts (account_id, email, website_version, website_slug, website_url, domain_name, distribution_id, subscription_status, subscription_tier)
    select 'site-' || i, 'site-' || i || '@example.com', 1, 'slug-' || i, 'http://localhost:3001/slug-' || i || '/',
      case when i <= 10 then 'domain-' || i || '.test' end, case when i <= 10 then 'proven' end, 'active', 'professional'
    from generate_series(1, ${count}::int) i`.execute(database.db);
  await sql`
    insert into website_versions (account_id, version, storage_key, html_hash, etag, size, published_by, compressed)
    select 'site-' || i, 1, 'sites/site-' || i || '/v1.html', 'h', md5('site-' || i), 100, 'site-' || i || '@example.com', true
    from generate_series(1, ${count}::int) i`.execute(database.db);
}

const lookups = (statements: string[]) => statements.filter((s) => /website_versions/.test(s));

describe.each(databaseKinds)('the site directory on %s', (kind) => {
  let database: Database;
  let accounts: AccountRepository;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { migrateToLatest } = await import('../../src/server/db/migrations');
    await migrateToLatest(database.db as never);
    await seedSites(database, SITES);
    accounts = new AccountRepository(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('asks for the sites missing in one turn of the event loop in one query, and gives each request its own site', async () => {
    const directory = new SiteDirectory(accounts);
    const statements: string[] = [];
    // Every site, some twice, and addresses with no site, all at once (as requests arriving together).
    const slugs = [...Array.from({ length: SITES }, (_, i) => `slug-${i + 1}`), 'slug-7', 'slug-300', 'nobody', 'slug-0'];
    const found = await withQueryLog(database.db as unknown as Kysely<unknown>, statements, () => Promise.all(slugs.map((slug) => directory.bySlug(slug))));
    expect(lookups(statements)).toHaveLength(1);
    slugs.forEach((slug, i) => {
      const n = Number(slug.slice(5));
      if (slug === 'nobody' || n === 0) expect(found[i], slug).toBeUndefined();
      else expect(found[i], slug).toMatchObject({ accountId: `site-${n}`, slug, storageKey: `sites/site-${n}/v1.html`, version: 1 });
    });
    // Custom domains and old slugs are asked for together too (one query each), and answered apart from slugs.
    const more: string[] = [];
    const [domains, moved] = await withQueryLog(database.db as unknown as Kysely<unknown>, more, () =>
      Promise.all([Promise.all(['domain-3.test', 'domain-9.test', 'slug-3', 'none.test'].map((d) => directory.byDomain(d))), Promise.all(['old-1', 'old-2'].map((s) => directory.redirectFor(s)))]),
    );
    expect(domains.map((site) => site?.accountId)).toEqual(['site-3', 'site-9', undefined, undefined]);
    expect(moved).toEqual([undefined, undefined]);
    expect(lookups(more)).toHaveLength(1);
    expect(more.filter((s) => /slug_redirects/.test(s))).toHaveLength(1);
    // All kept: asking again costs no query.
    const again: string[] = [];
    await withQueryLog(database.db as unknown as Kysely<unknown>, again, () => Promise.all(slugs.map((slug) => directory.bySlug(slug))));
    expect(again).toEqual([]);
  });

  it('keeps at most its limit of lookups, the least recently used out first', async () => {
    const directory = new SiteDirectory(accounts, 1000, { maxEntries: 50 });
    for (let i = 1; i <= 120; i++) await directory.bySlug(`slug-${i}`);
    expect(directory.size).toBe(50);
    await directory.bySlug('slug-71'); // the oldest one kept, now the most recent
    const statements: string[] = [];
    await withQueryLog(database.db as unknown as Kysely<unknown>, statements, async () => {
      await directory.bySlug('slug-71');
      await directory.bySlug('slug-120');
    });
    expect(lookups(statements)).toEqual([]);
    await withQueryLog(database.db as unknown as Kysely<unknown>, statements, () => directory.bySlug('slug-1'));
    expect(lookups(statements)).toHaveLength(1);
    expect(directory.size).toBe(50);
  });

  it('follows a slug change, its redirect and an account deletion made elsewhere within the second, and drops everything when it fell behind the log', async () => {
    const here = new SiteDirectory(accounts);
    const ask = () => Promise.all([here.bySlug('slug-44'), here.bySlug('slug-44-new'), here.redirectFor('slug-44'), here.bySlug('slug-45'), here.bySlug('slug-46')]);
    expect((await ask()).map((x) => (typeof x === 'string' ? x : x?.accountId))).toEqual(['site-44', undefined, undefined, 'site-45', 'site-46']);
    await database.db.transaction().execute(async (trx) => {
      await trx.updateTable('accounts').set({ website_slug: 'slug-44-new' }).where('account_id', '=', 'site-44').execute();
      await trx.insertInto('slug_redirects').values({ old_slug: 'slug-44', account_id: 'site-44' }).execute();
    });
    await database.db.deleteFrom('accounts').where('account_id', '=', 'site-45').execute();
    await new Promise((r) => setTimeout(r, 1050));
    expect((await ask()).map((x) => (typeof x === 'string' ? x : x?.accountId))).toEqual([undefined, 'site-44', 'slug-44-new', undefined, 'site-46']);

    // A replica further behind than the log reaches (here: the log emptied) drops every lookup.
    await sql`delete from site_changes`.execute(database.db);
    await database.db.updateTable('accounts').set({ website_url: 'http://localhost:3001/slug-47/?moved' }).where('account_id', '=', 'site-47').execute();
    await sql`delete from site_changes`.execute(database.db);
    await database.db.updateTable('accounts').set({ website_url: 'http://localhost:3001/slug-47/' }).where('account_id', '=', 'site-47').execute();
    await new Promise((r) => setTimeout(r, 1050));
    const statements: string[] = [];
    await withQueryLog(database.db as unknown as Kysely<unknown>, statements, () => here.bySlug('slug-46'));
    expect(lookups(statements)).toHaveLength(1);
    // So does a bump that names nothing (made by anything but the triggers).
    await sql`update site_generation set n = n + 1 where id = 1`.execute(database.db);
    await new Promise((r) => setTimeout(r, 1050));
    await withQueryLog(database.db as unknown as Kysely<unknown>, statements, () => here.bySlug('slug-46'));
    expect(lookups(statements)).toHaveLength(2);
  });

  it('sees a change made through another replica within the second, and never keeps a lookup that ran across an invalidation', async () => {
    const here = new SiteDirectory(accounts);
    expect((await here.bySlug('slug-42'))?.version).toBe(1);
    expect((await here.bySlug('slug-41'))?.version).toBe(1);
    // Another replica publishes version 2 (the trigger moves the site generation in the same transaction).
    await sql`insert into website_versions (account_id, version, storage_key, html_hash, etag, size, published_by, compressed)
      values ('site-42', 2, 'sites/site-42/v2.html', 'h', md5('v2'), 100, 'x', true)`.execute(database.db);
    await database.db.updateTable('accounts').set({ website_version: 2 }).where('account_id', '=', 'site-42').execute();
    const started = Date.now();
    let seen = (await here.bySlug('slug-42'))?.version;
    while (seen !== 2 && Date.now() - started < 3000) {
      await new Promise((r) => setTimeout(r, 50));
      seen = (await here.bySlug('slug-42'))?.version;
    }
    expect(seen).toBe(2);
    expect(Date.now() - started).toBeLessThan(1500);
    // Only what the change named was dropped: another site is still answered without a query.
    const kept: string[] = [];
    await withQueryLog(database.db as unknown as Kysely<unknown>, kept, () => here.bySlug('slug-41'));
    expect(lookups(kept)).toEqual([]);

    // A lookup on its way when this replica publishes is answered but not kept: the next request asks again.
    const pending = here.bySlug('slug-43');
    here.invalidate();
    await pending;
    const statements: string[] = [];
    await withQueryLog(database.db as unknown as Kysely<unknown>, statements, () => here.bySlug('slug-43'));
    expect(lookups(statements)).toHaveLength(1);
  });

  it('with the index of every site (decision 0072): answers every slug and domain without a lookup query, as the database would', async () => {
    // One site with every optional field set, so the record made by SQL is checked field by field.
    await sql`update website_versions set google_tag = 'G-ABC123', second_language = 'es', second_etag = md5('es-77') || 'tail', contact_form = true,
      notices = '{"timeZone": "Europe/Warsaw", "notices": [{"start": "2026-12-01", "end": "2026-12-24"}, {"start": "", "end": "2027-01-06"}]}'::jsonb
      where account_id = 'site-77'`.execute(database.db);
    const directory = new SiteDirectory(accounts, 1000, { indexMaxSites: 10_000 });
    await directory.buildIndex();
    expect(directory.indexed.sites).toBe(await accounts.countLiveSites());
    const fromDatabase = new SiteDirectory(accounts);
    const slugs = ['slug-1', 'slug-77', 'slug-300', 'nobody', 'slug-0'];
    const domains = ['domain-2.test', 'domain-10.test', 'domain-11.test', 'slug-3'];
    const statements: string[] = [];
    const [bySlug, byDomain] = await withQueryLog(database.db as unknown as Kysely<unknown>, statements, () =>
      Promise.all([Promise.all(slugs.map((slug) => directory.bySlug(slug))), Promise.all(domains.map((d) => directory.byDomain(d)))]),
    );
    // The first reading of the generation after the index was installed, and nothing else.
    expect(lookups(statements)).toEqual([]);
    expect(bySlug).toEqual(await Promise.all(slugs.map((slug) => fromDatabase.bySlug(slug))));
    expect(byDomain).toEqual(await Promise.all(domains.map((d) => fromDatabase.byDomain(d))));
    expect(byDomain.map((site) => site?.accountId)).toEqual(['site-2', 'site-10', undefined, undefined]);
    expect(bySlug[1]).toMatchObject({ googleTag: 'G-ABC123', secondLanguage: 'es', contactForm: true, notices: { timeZone: 'Europe/Warsaw' } });
    expect(bySlug[1]?.secondEtag).toHaveLength(32);
    expect(bySlug[1]?.lastModified).toBe(bySlug[1]?.publishedOn.toUTCString());
  });

  it('with the index: a change made elsewhere is seen within the second, asked of the database once, then answered from the index again', async () => {
    const here = new SiteDirectory(accounts, 1000, { indexMaxSites: 10_000 });
    await here.buildIndex();
    expect((await here.bySlug('slug-52'))?.version).toBe(1);
    await sql`insert into website_versions (account_id, version, storage_key, html_hash, etag, size, published_by, compressed)
      values ('site-52', 2, 'sites/site-52/v2.html', 'h', md5('v2-52'), 100, 'x', true)`.execute(database.db);
    await database.db.updateTable('accounts').set({ website_version: 2 }).where('account_id', '=', 'site-52').execute();
    await database.db.updateTable('accounts').set({ suspended_on: new Date() }).where('account_id', '=', 'site-53').execute();
    await database.db.updateTable('accounts').set({ website_slug: 'slug-54-new' }).where('account_id', '=', 'site-54').execute();
    const started = Date.now();
    let seen = await here.bySlug('slug-52');
    while (seen?.version !== 2 && Date.now() - started < 3000) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await here.bySlug('slug-52');
    }
    expect(seen?.version).toBe(2);
    expect(Date.now() - started).toBeLessThan(1500);
    expect((await here.bySlug('slug-53'))?.suspended).toBe(true);
    expect(await here.bySlug('slug-54')).toBeUndefined();
    expect((await here.bySlug('slug-54-new'))?.accountId).toBe('site-54');
    // Written back: asked again, no query.
    const statements: string[] = [];
    await withQueryLog(database.db as unknown as Kysely<unknown>, statements, () => Promise.all(['slug-52', 'slug-53', 'slug-54', 'slug-54-new', 'slug-55'].map((s) => here.bySlug(s))));
    expect(lookups(statements)).toEqual([]);
    expect(here.indexed.stale).toBe(0);

    // A change made in this replica: nothing is answered from the index before a reading begun after it.
    await database.db.updateTable('accounts').set({ suspended_on: null }).where('account_id', '=', 'site-53').execute();
    here.invalidate();
    expect((await here.bySlug('slug-53'))?.suspended).toBe(false);
  });

  it('with the index: rebuilt when the log cannot say what changed, and none is built over SITE_INDEX_MAX_SITES', async () => {
    const here = new SiteDirectory(accounts, 1000, { indexMaxSites: 10_000 });
    await here.buildIndex();
    await sql`update site_generation set n = n + 1 where id = 1`.execute(database.db);
    await database.db.updateTable('accounts').set({ website_url: 'http://localhost:3001/slug-60/?moved' }).where('account_id', '=', 'site-60').execute();
    await new Promise((r) => setTimeout(r, 1050));
    expect((await here.bySlug('slug-60'))?.url).toBe('http://localhost:3001/slug-60/?moved');
    // Read again in the background; answered from it once installed and a reading applied.
    const started = Date.now();
    while (here.indexed.sites === 0 && Date.now() - started < 5000) await new Promise((r) => setTimeout(r, 20));
    expect(here.indexed.sites).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 1050));
    await here.bySlug('slug-61');
    const statements: string[] = [];
    await withQueryLog(database.db as unknown as Kysely<unknown>, statements, () => Promise.all(['slug-60', 'slug-62'].map((s) => here.bySlug(s))));
    expect(lookups(statements)).toEqual([]);
    expect((await here.bySlug('slug-60'))?.url).toBe('http://localhost:3001/slug-60/?moved');

    const small = new SiteDirectory(accounts, 1000, { indexMaxSites: 10 });
    await small.buildIndex();
    expect(small.indexed.sites).toBe(0);
    expect((await small.bySlug('slug-63'))?.accountId).toBe('site-63');
  });

  it('with the index: while the database is away, every site in it is still answered', async () => {
    const health = { available: true, noteFailure: () => {} };
    const here = new SiteDirectory(accounts, 1000, { indexMaxSites: 10_000, health });
    await here.buildIndex();
    await here.bySlug('slug-70');
    health.available = false;
    expect((await here.bySlug('slug-280'))?.accountId).toBe('site-280');
    expect((await here.byDomain('domain-4.test'))?.accountId).toBe('site-4');
    expect(await here.bySlug('nobody-here')).toBeUndefined();
  });
});

describe('the page cache', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ww-page-cache-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps stored bytes up to its limit, the least recently used out first, and reads a page asked for at once only once', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const storage = new LocalDiskStorage(path.join(dir, 'storage'), new UploadTokens('secret-secret-secret-secret-secret'), 'http://localhost:3000');
      const versions = new VersionStore(storage, database.db);
      const site = (n: number) => ({ storageKey: `sites/a/v${n}.html`, compressed: true, accountId: 'a', version: n }) as Parameters<PageCache['get']>[0];
      // Pages that do not compress away: random text, about 6 KB of gzip each.
      for (let n = 1; n <= 12; n++) await versions.put(`sites/a/v${n}.html`, `<p>${n} ${Array.from({ length: 600 }, () => Math.random().toString(36).slice(2)).join(' ')}</p>`);
      const pages = new PageCache(versions, 40 * 1024);
      const first = await Promise.all([pages.get(site(1), 'gzip'), pages.get(site(1), 'gzip')]);
      expect(first[0]).toBe(first[1]);
      expect(first[0]?.encoding).toBe('gzip');
      for (let n = 2; n <= 12; n++) await pages.get(site(n), 'gzip');
      expect(pages.bytes).toBeGreaterThan(30 * 1024);
      expect(pages.bytes).toBeLessThanOrEqual(40 * 1024);
      // The latest is kept (answered at once, not a promise); the first is gone and read again.
      expect(pages.get(site(12), 'gzip')).not.toBeInstanceOf(Promise);
      expect(pages.get(site(1), 'gzip')).toBeInstanceOf(Promise);
      // A page bigger than the whole cache is served, not kept.
      const small = new PageCache(versions, 1024);
      expect((await small.get(site(3), 'br'))?.encoding).toBe('br');
      expect(small.bytes).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('with a pack (decision 0072): pages read from storage are packed and read from it after, memory keeps the hot ones, nothing is left on disk', async () => {
    const database = await openTestDatabase('pglite');
    const packDir = path.join(dir, 'pack');
    try {
      const storage = new LocalDiskStorage(path.join(dir, 'storage-pack'), new UploadTokens('secret-secret-secret-secret-secret'), 'http://localhost:3000');
      const versions = new VersionStore(storage, database.db);
      const long = new Date(Date.now() - 3600_000);
      const site = (n: number, publishedOn = long) => ({ storageKey: `sites/b/v${n}.html`, compressed: true, accountId: 'b', version: n, publishedOn }) as Parameters<PageCache['get']>[0];
      const html = new Map<number, string>();
      for (let n = 1; n <= 12; n++) {
        html.set(n, `<p>${n} ${Array.from({ length: 600 }, () => Math.random().toString(36).slice(2)).join(' ')}</p>`);
        await versions.put(`sites/b/v${n}.html`, html.get(n) as string);
      }
      // Room for about three pages in memory; files of 20 KB: three pages each.
      const pack = new PagePack(packDir, 20 * 1024);
      expect(readdirSync(packDir)).toEqual([]);
      const pages = new PageCache(versions, 20 * 1024, pack);
      const stored = await pages.get(site(1), 'gzip');
      expect(pack.size).toBe(1);
      // Gone from storage, still served from the pack (a replica's memory holding nothing yet).
      await storage.delete('sites/b/v1.html.gz');
      const other = new PageCache(versions, 20 * 1024, pack);
      const again = other.get(site(1), 'gzip');
      expect(again).not.toBeInstanceOf(Promise);
      expect((again as { body: Buffer }).body.equals((stored as { body: Buffer }).body)).toBe(true);
      expect(pack.stats.reads).toBe(1);
      // Memory full: a page read once or twice stays out of it, one read three times within the window is let in.
      for (let n = 2; n <= 4; n++) await other.get(site(n), 'gzip');
      await other.get(site(5), 'gzip');
      type Read = { body: Buffer; release?: () => void };
      const second = other.get(site(5), 'gzip') as Read;
      expect(second).not.toBeInstanceOf(Promise);
      expect(pack.stats.reads).toBe(2);
      // Served from one of the pack's buffers, handed back when its response is written, and read into again.
      expect(second.release).toBeTypeOf('function');
      const secondBytes = Buffer.from(second.body);
      second.release?.();
      second.release?.();
      const reused = pack.stats.reused;
      const third = other.get(site(5), 'gzip') as Read;
      expect(pack.stats.reads).toBe(3);
      expect(third.release).toBeUndefined();
      expect(third.body.equals(secondBytes)).toBe(true);
      expect(pack.stats.reused).toBe(reused + 1);
      other.get(site(5), 'gzip');
      expect(pack.stats.reads).toBe(3);
      // Buffers out at once are never the same one; each answers its own page.
      const [a, b] = [other.get(site(2), 'gzip') as Read, other.get(site(3), 'gzip') as Read];
      expect(a.body.buffer).not.toBe(b.body.buffer);
      expect(gunzipSync(a.body).toString()).toBe(html.get(2));
      expect(gunzipSync(b.body).toString()).toBe(html.get(3));
      a.release?.();
      b.release?.();
      // The files turn: when the one written is full, the other's pages are forgotten and read from storage.
      for (let n = 5; n <= 12; n++) await pages.get(site(n), 'gzip');
      expect(pack.size).toBeLessThan(12);
      expect(pack.read('sites/b/v2.html:gzip')).toBeUndefined();
      expect(pack.read('sites/b/v12.html:gzip')?.body.length).toBeGreaterThan(1000);
      // A page published in the last minutes is not packed (its brotli is being refined).
      const fresh = new PageCache(versions, 20 * 1024, new PagePack(packDir, 20 * 1024));
      const now = new Date();
      for (let n = 5; n <= 12; n++) await fresh.get(site(n, now), 'br');
      expect(fresh.pack?.size).toBe(0);
      // With no copy in the pack, memory keeps it as without a pack (the latest in, read once), not by the doorkeeper.
      expect(fresh.bytes).toBeGreaterThan(10 * 1024);
      expect(fresh.get(site(12, now), 'br')).not.toBeInstanceOf(Promise);
      fresh.pack?.close();
      pack.close();
      expect(pack.read('sites/b/v2.html:gzip')).toBeUndefined();
      expect(readdirSync(packDir)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
