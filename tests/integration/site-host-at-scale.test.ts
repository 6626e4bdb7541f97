import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { AccountRepository } from '../../src/server/modules/account/account-repository';
import { BROTLI_FAST, VersionStore } from '../../src/server/modules/publish/version-store';
import { SiteDirectory } from '../../src/server/sites/site-directory';
import { LocalDiskStorage, SYNC_READ_MAX_BYTES } from '../../src/server/storage/local-storage';
import { UploadTokens } from '../../src/server/storage/upload-token';
import { publishSite } from '../support/publish-site';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds, openTestDatabase } from '../support/test-database';

/** Decision 0065, figures after tuning: what made 100,000 sites cheaper, each kept to what it promises. */

const storageIn = (dir: string) => new LocalDiskStorage(path.join(dir, 'storage'), new UploadTokens('secret-secret-secret-secret-secret'), 'http://localhost:3000');
const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('reading stored files from local disk', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ww-reads-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a small file on the event loop and a large one through the thread pool, the same bytes either way', async () => {
    const storage = storageIn(dir);
    const small = Buffer.from('<p>a published page, a few KB once compressed</p>'.repeat(100));
    const large = Buffer.alloc(SYNC_READ_MAX_BYTES + 1, 7);
    await storage.put('sites/a/v1.html.br', small, 'text/html');
    await storage.put('sites/a/v1.html.gz', large, 'text/html');
    const before = { ...storage.readStats };
    expect((await storage.readAll('sites/a/v1.html.br'))?.equals(small)).toBe(true);
    expect(storage.readStats.onLoop).toBe(before.onLoop + 1);
    expect((await storage.readAll('sites/a/v1.html.gz'))?.equals(large)).toBe(true);
    expect(storage.readStats.inPool).toBe(before.inPool + 1);
    // Nothing there, or a folder: no file, as before.
    expect(await storage.readAll('sites/a/v2.html.br')).toBeUndefined();
    mkdirSync(path.join(dir, 'storage/sites/a/folder.br'), { recursive: true });
    expect(await storage.readAll('sites/a/folder.br')).toBeUndefined();
    // A file changed on disk is read anew (nothing is kept here).
    writeFileSync(path.join(dir, 'storage/sites/a/v1.html.br'), 'changed');
    expect((await storage.readAll('sites/a/v1.html.br'))?.toString()).toBe('changed');
  });
});

describe('a publish: fast brotli while the owner waits, brotli 11 after', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ww-refine-'));
    database = await openTestDatabase('pglite');
    const { migrateToLatest } = await import('../../src/server/db/migrations');
    await migrateToLatest(database.db as never);
    await sql`insert into accounts (account_id, email, website_version) values ('a', 'a@example.com', 1)`.execute(database.db);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = `<!doctype html><html lang="en"><body>${Array.from({ length: 300 }, (_, i) => `<section><h2>Service ${i}</h2><p>Windows cleaned on street ${i % 17}, gutters cleared, frames washed.</p></section>`).join('')}</body></html>`;
  const best = brotliCompressSync(Buffer.from(page), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });

  it('stores fast bytes, then replaces them with brotli 11 of the same page once the version is committed', async () => {
    const storage = storageIn(dir);
    const versions = new VersionStore(storage, database.db);
    const key = 'sites/a/v1-kept.html';
    await versions.put(key, page, { fast: true });
    const fast = await storage.readAll(`${key}.br`);
    expect(brotliDecompressSync(fast as Buffer).toString()).toBe(page);
    expect(fast?.equals(brotliCompressSync(Buffer.from(page), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_FAST, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.length } }))).toBe(true);
    await sql`insert into website_versions (account_id, version, storage_key, html_hash, etag, size, published_by, compressed)
      values ('a', 1, ${key}, 'h', 'e', ${page.length}, 'a@example.com', true)`.execute(database.db);
    versions.refine(key, { accountId: 'a', version: 1 });
    expect(versions.refinesWaiting).toBe(1);
    await versions.idle();
    const refined = await storage.readAll(`${key}.br`);
    expect(refined?.equals(best)).toBe(true);
    expect(refined?.length).toBeLessThan(fast?.length as number);
    expect(brotliDecompressSync(refined as Buffer).toString()).toBe(page);
  });

  it('leaves no object behind for a version deleted while it was being compressed again', async () => {
    const storage = storageIn(dir);
    const versions = new VersionStore(storage, database.db);
    const key = 'sites/a/v2-gone.html';
    await versions.put(key, page, { fast: true });
    // No row: the publish failed, or the version was pruned or its account deleted meanwhile.
    versions.refine(key, { accountId: 'a', version: 2 });
    await versions.idle();
    expect(await storage.readAll(`${key}.br`)).toBeUndefined();
    expect(await storage.readAll(`${key}.gz`)).toBeUndefined();
  });

  it('through the API: a publish stores brotli 11 of its page soon after it answers', async () => {
    const t = await createTestApp('pglite');
    try {
      const owner = await publishSite(t, 'refine@example.com', 'Refined Windows');
      const row = await t.database.db.selectFrom('website_versions').select('storage_key').where('account_id', '=', owner.accountId).executeTakeFirstOrThrow();
      const file = path.join(t.dataDir, 'storage', `${row.storage_key}.br`);
      const bestOf = (bytes: Buffer) => brotliCompressSync(brotliDecompressSync(bytes), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: brotliDecompressSync(bytes).length } });
      const deadline = Date.now() + 15_000;
      let stored = readFileSync(file);
      while (!stored.equals(bestOf(stored)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        stored = readFileSync(file);
      }
      expect(stored.equals(bestOf(stored))).toBe(true);
      const res = await t.app.siteHost.inject({ url: owner.path, headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('Refined Windows');
    } finally {
      await t.close();
    }
  });
});

describe.each(databaseKinds)('the hot set after a start on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('loads the most viewed live sites of yesterday and today, most viewed first, and leaves out older days and suspended sites', async () => {
    const database = await openTestDatabase(kind);
    try {
      const { migrateToLatest } = await import('../../src/server/db/migrations');
      await migrateToLatest(database.db as never);
      await sql`
        insert into accounts (account_id, email, website_version, website_slug, website_url, domain_name, distribution_id, suspended_on)
        select 'site-' || i, 'site-' || i || '@example.com', 1, 'slug-' || i, 'http://localhost:3001/slug-' || i || '/',
          case when i = 2 then 'two.test' end, case when i = 2 then 'proven' end, case when i = 4 then now() end
        from generate_series(1, 6) i`.execute(database.db);
      await sql`
        insert into website_versions (account_id, version, storage_key, html_hash, etag, size, published_by, compressed)
        select 'site-' || i, 1, 'sites/site-' || i || '/v1.html', 'h', md5('site-' || i), 100, 'x', true from generate_series(1, 6) i`.execute(database.db);
      const views = [
        ['site-1', utcDay(0), 5],
        ['site-1', utcDay(-1), 10], // 15 in all
        ['site-2', utcDay(-1), 40],
        ['site-3', utcDay(0), 20],
        ['site-4', utcDay(0), 99], // suspended
        ['site-5', utcDay(-3), 500], // three days ago: not hot now
      ] as const;
      for (const [account, day, pageViews] of views) {
        await sql`insert into site_daily_stats (account_id, day, page_views, visitors, mobile, tablet, desktop) values (${account}, ${day}, ${pageViews}, 1, 0, 0, 1)`.execute(database.db);
      }
      const accounts = new AccountRepository(database.db);
      const hot = await accounts.mostViewedSites(10);
      expect(hot).toEqual([
        { slug: 'slug-2', domain: 'two.test' },
        { slug: 'slug-3', domain: null },
        { slug: 'slug-1', domain: null },
      ]);
      expect(await accounts.mostViewedSites(2)).toEqual(hot.slice(0, 2));
      // Loaded into the directory: the next visit to each is answered from memory.
      const directory = new SiteDirectory(accounts);
      const loaded = await directory.preload(hot);
      expect(loaded.map((site) => site.slug)).toEqual(['slug-2', 'slug-3', 'slug-1']);
      const misses = directory.stats.misses;
      for (const slug of ['slug-1', 'slug-2', 'slug-3']) expect((await directory.bySlug(slug))?.slug).toBe(slug);
      expect((await directory.byDomain('two.test'))?.slug).toBe('slug-2');
      expect(directory.stats.misses).toBe(misses);
      // A preload told to stop loads nothing more.
      expect(await new SiteDirectory(accounts).preload(hot, () => true)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('loads them in the background once the site host is ready: serving never waits for it, and their pages are in memory after', async () => {
    t = await createTestApp(kind, { SITE_PRELOAD_SITES: '10' });
    const first = await publishSite(t, 'hot-one@example.com', 'Hot One Windows');
    const second = await publishSite(t, 'hot-two@example.com', 'Hot Two Windows');
    await sql`insert into site_daily_stats (account_id, day, page_views, visitors, mobile, tablet, desktop) values (${second.accountId}, ${utcDay(0)}, 30, 3, 0, 0, 3)`.execute(t.database.db);
    await sql`insert into site_daily_stats (account_id, day, page_views, visitors, mobile, tablet, desktop) values (${first.accountId}, ${utcDay(-1)}, 5, 1, 0, 0, 1)`.execute(t.database.db);
    // The site host has not been asked anything yet: it becomes ready (and starts the preload) with the first request,
    // as a restarted replica's does when it starts listening.
    const sites = t.app.siteHost;
    const stats = () => sites.cacheStats();
    // The first request makes the host ready and is answered without waiting for the preload's queries.
    const page = await sites.inject({ url: first.path, headers: { 'accept-encoding': 'br', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' } });
    expect(page.statusCode).toBe(200);
    expect(sites.preloaded).toBeDefined();
    const done = await sites.preloaded;
    // And the request path warmed with requests of its own (20 a site here), which no figure counts as views.
    expect(done).toEqual({ sites: 2, pages: 2, warmUpRequests: 40 });
    await sites.visits?.flush();
    const views = await sql<{ views: string }>`select sum(page_views) as views from site_daily_stats where account_id in (${first.accountId}, ${second.accountId})`.execute(t.database.db);
    // 35 seeded, and the one visitor request above.
    expect(Number(views.rows[0]?.views)).toBe(36);
    // Both pages are now answered from memory: no lookup and no read from storage.
    const before = stats();
    for (const owner of [first, second]) {
      const res = await sites.inject({ url: owner.path, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain(owner === first ? 'Hot One Windows' : 'Hot Two Windows');
    }
    const after = stats();
    expect(after.lookupMisses).toBe(before.lookupMisses);
    expect(after.pageMisses).toBe(before.pageMisses);
  });

  it('does not hold up requests while its query is slow, and stops when the host closes', async () => {
    t = await createTestApp(kind, { SITE_PRELOAD_SITES: '10' });
    const owner = await publishSite(t, 'slow-hot@example.com', 'Slow Hot Windows');
    await sql`insert into site_daily_stats (account_id, day, page_views, visitors, mobile, tablet, desktop) values (${owner.accountId}, ${utcDay(0)}, 30, 3, 0, 0, 3)`.execute(t.database.db);
    // Hold the preload's query until released.
    const accounts = AccountRepository.prototype;
    const original = accounts.mostViewedSites;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    accounts.mostViewedSites = async function (this: AccountRepository, limit: number) {
      await gate;
      return original.call(this, limit);
    };
    try {
      const sites = t.app.siteHost;
      const res = await sites.inject({ url: owner.path });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Slow Hot Windows');
      let settled = false;
      void sites.preloaded?.then(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(settled).toBe(false);
      // More requests are answered meanwhile.
      expect((await sites.inject({ url: owner.path })).statusCode).toBe(200);
      release();
      expect(await sites.preloaded).toEqual({ sites: 1, pages: 1, warmUpRequests: 20 });
    } finally {
      accounts.mostViewedSites = original;
      release();
    }
  });
});
