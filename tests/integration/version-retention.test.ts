import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyWebsiteContent } from '../../src/shared/website';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { AccountRepository } from '../../src/server/modules/account/account-repository';
import { VersionPruner } from '../../src/server/modules/publish/version-pruner';
import { VersionStore } from '../../src/server/modules/publish/version-store';
import { LocalDiskStorage } from '../../src/server/storage/local-storage';
import { UploadTokens } from '../../src/server/storage/upload-token';
import { APP_URL, bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

/*
 * Bounded growth (issue 16 item 6, decision 0027): the newest VERSION_RETENTION versions keep their
 * page and can be restored; older ones stay listed but their stored objects are deleted. The list is
 * paged. Here the retention is 3 so a handful of publishes shows it all.
 */

const RETENTION = 3;
const ENV = { VERSION_RETENTION: String(RETENTION) };

interface ListedVersion {
  version: number;
  live: boolean;
  restorable: boolean;
  publishedBy: string;
  restoredFrom: number | null;
}

describe.each(databaseKinds)('version retention and the paged versions list on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let accountId: string;

  const headers = (tok = token) => ({ ...bearer(tok), ...jsonHeaders });
  const save = (companyDescription: string, tok = token, companyName = 'Keep Fifty Bakery') =>
    t.app.inject({ method: 'PUT', url: '/api/website/', headers: headers(tok), payload: { input: { ...emptyWebsiteContent(), companyName, companyDescription } } });
  const publishOn = async (app: FastifyInstance, tok = token) => {
    const { hash } = (await app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(tok) })).json();
    return app.inject({ method: 'POST', url: '/api/website/publish/', headers: headers(tok), payload: { input: { hash } } });
  };
  const publish = async (tok = token) => {
    const res = await publishOn(t.app, tok);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().publishVersion as number;
  };
  const restore = (version: unknown, tok = token) => t.app.inject({ method: 'POST', url: '/api/website/restore/', headers: headers(tok), payload: { input: { version } } });
  const list = (query = '', tok = token, app = t.app) => app.inject({ url: `/api/website/versions${query}`, headers: bearer(tok) });
  const page = async (query = '', tok = token) => {
    const res = await list(query, tok);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { versions: ListedVersion[]; hasMore: boolean; retention: number };
  };
  const rows = () =>
    t.database.db
      .selectFrom('website_versions')
      .select(['version', 'storage_key', 'pruned_on', 'objects_removed', 'document', 'compressed'])
      .where('account_id', '=', accountId)
      .orderBy('version')
      .execute();
  const storedFile = (key: string) => path.join(t.dataDir, 'storage', key);
  /** Whether any object of the version (plain, .br or .gz) is in storage. */
  const anyObject = (key: string) => [key, `${key}.br`, `${key}.gz`].some((k) => existsSync(storedFile(k)));
  const bothEncodings = (key: string) => existsSync(storedFile(`${key}.br`)) && existsSync(storedFile(`${key}.gz`));
  const liveVersion = async (tok = token) => (await t.app.inject({ url: '/api/account', headers: bearer(tok) })).json().websiteVersion as number;

  beforeAll(async () => {
    t = await createTestApp(kind, ENV);
    ({ token } = await signUpConfirmed(t, 'keeper@example.com'));
    accountId = (await t.app.inject({ url: '/api/account', headers: bearer(token) })).json().accountId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the newest versions restorable and deletes the stored pages of older ones; the live one is served', async () => {
    for (let n = 1; n <= 5; n++) {
      expect((await save(`Fresh bread, batch ${n}.`)).statusCode).toBe(200);
      expect(await publish()).toBe(n);
    }
    const stored = await rows();
    expect(stored.map((r) => [r.version, r.pruned_on !== null, r.objects_removed])).toEqual([
      [1, true, true],
      [2, true, true],
      [3, false, false],
      [4, false, false],
      [5, false, false],
    ]);
    for (const row of stored) {
      if (row.pruned_on) {
        // Really gone from storage, and its saved content with it.
        await expect.poll(() => anyObject(row.storage_key), { message: row.storage_key }).toBe(false);
        expect(row.document).toBeNull();
      } else {
        expect(bothEncodings(row.storage_key), row.storage_key).toBe(true);
        expect(row.document).not.toBeNull();
      }
    }
    const listed = await page();
    expect(listed.retention).toBe(RETENTION);
    expect(listed.versions.map((v) => [v.version, v.live, v.restorable])).toEqual([
      [5, true, true],
      [4, false, true],
      [3, false, true],
      [2, false, false],
      [1, false, false],
    ]);
    // Pruned versions keep their date and publisher in the list.
    for (const v of listed.versions) expect(v.publishedBy).toBe('keeper@example.com');
    const site = await t.app.siteHost.inject('/keep-fifty-bakery/');
    expect(site.statusCode).toBe(200);
    expect(site.body).toContain('Fresh bread, batch 5.');
  });

  it('refuses to restore a pruned version with 410 and a sentence, and changes nothing', async () => {
    const before = await rows();
    for (const version of [1, 2]) {
      const res = await restore(version);
      expect(res.statusCode).toBe(410);
      expect(res.json().errorMessage).toBe(
        `Version ${version} can no longer be restored: only the newest ${RETENTION} versions are kept. Restore a newer version, or change your website and publish it again.`,
      );
    }
    expect(await rows()).toEqual(before);
    expect(await liveVersion()).toBe(5);
    expect((await t.app.siteHost.inject('/keep-fifty-bakery/')).body).toContain('Fresh bread, batch 5.');
  });

  it('stores every page compressed only, whether published, restored or downloaded', async () => {
    const restored = await restore(3);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().publishVersion).toBe(6);
    expect((await t.app.siteHost.inject('/keep-fifty-bakery/')).body).toContain('Fresh bread, batch 3.');
    const download = await t.app.inject({ url: '/api/website/download', headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    const zipped = unzipSync(new Uint8Array(download.rawPayload));
    expect(new TextDecoder().decode(zipped['index.html'])).toContain('Fresh bread, batch 3.');

    // The account's folder holds exactly the .br and .gz of each kept version: no plain copy, nothing pruned.
    const kept = (await rows()).filter((r) => r.pruned_on === null);
    expect(kept.map((r) => r.version)).toEqual([4, 5, 6]);
    expect(kept.every((r) => r.compressed)).toBe(true);
    const files = readdirSync(path.join(t.dataDir, 'storage', 'sites', accountId)).sort();
    const expected = kept.flatMap((r) => [`${path.basename(r.storage_key)}.br`, `${path.basename(r.storage_key)}.gz`]).sort();
    expect(files).toEqual(expected);
  });

  it('pages the list newest first, with whether older versions follow', async () => {
    const first = await page('?limit=2');
    expect(first.versions.map((v) => v.version)).toEqual([6, 5]);
    expect(first.hasMore).toBe(true);
    expect(first.versions[0]).toMatchObject({ live: true, restorable: true, restoredFrom: 3 });
    const second = await page('?limit=2&before=5');
    expect(second.versions.map((v) => v.version)).toEqual([4, 3]);
    expect(second.hasMore).toBe(true);
    const third = await page('?limit=2&before=3');
    expect(third.versions.map((v) => [v.version, v.restorable])).toEqual([
      [2, false],
      [1, false],
    ]);
    expect(third.hasMore).toBe(false);
    expect(await page('?before=1')).toEqual({ versions: [], hasMore: false, retention: RETENTION });
    // Exactly a page's worth: nothing more follows.
    expect((await page('?limit=6')).hasMore).toBe(false);
    expect((await page('?limit=5')).hasMore).toBe(true);
    // Without a limit: the default page (20) holds all six.
    const all = await page();
    expect(all.versions.map((v) => v.version)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(all.hasMore).toBe(false);
    expect(all.versions.filter((v) => v.live)).toHaveLength(1);
  });

  it('refuses bad page values with a sentence, and never fails', async () => {
    const cases: [string, string][] = [
      ['?limit=0', 'The number of versions per page must be at least 1.'],
      ['?limit=-3', 'The number of versions per page must be at least 1.'],
      ['?limit=101', 'The number of versions per page can be at most 100.'],
      ['?limit=abc', 'The number of versions per page must be a number.'],
      ['?limit=2.5', 'The number of versions per page must be a whole number.'],
      ['?limit=', 'The number of versions per page must be at least 1.'],
      ['?limit=1&limit=2', 'The number of versions per page must be a number.'],
      ['?before=0', 'The version to list older versions from must be 1 or more.'],
      ['?before=x1', 'The version to list older versions from must be a number.'],
      ['?before=1.5', 'The version to list older versions from must be a whole number.'],
      ['?before=99999999999', 'There is no version with a number that large.'],
      ['?before=1e400', 'The version to list older versions from must be a number.'],
    ];
    for (const [query, message] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorMessage, query).toBe(message);
    }
  });

  it("never shows or restores another account's versions, whatever the cursor", async () => {
    const { token: other } = await signUpConfirmed(t, 'neighbour@example.com');
    expect((await page('', other)).versions).toEqual([]);
    expect((await save('The shop next door.', other, 'Next Door Deli')).statusCode).toBe(200);
    await publish(other);
    await publish(other);
    for (const query of ['', '?before=7', '?before=6&limit=1', '?limit=100', '?before=2']) {
      const theirs = await page(query, other);
      for (const v of theirs.versions) expect(v.publishedBy, query).toBe('neighbour@example.com');
    }
    expect((await page('', other)).versions.map((v) => v.version)).toEqual([2, 1]);
    expect((await page('?before=6', other)).versions.map((v) => v.version)).toEqual([2, 1]);
    // The owner's versions 4–6 exist and are restorable, but not for the neighbour.
    expect((await restore(6, other)).statusCode).toBe(404);
    expect((await restore(4, other)).statusCode).toBe(404);
    expect(await liveVersion()).toBe(6);
    expect((await page()).versions.every((v) => v.publishedBy === 'keeper@example.com')).toBe(true);
  });

  it('leaves no restorable version without its page when a prune stops halfway; the next publish finishes it', async () => {
    // A prune whose storage refuses every delete: the process "crashes" after marking, before deleting.
    const storage = new LocalDiskStorage(path.join(t.dataDir, 'storage'), new UploadTokens('x'.repeat(32)), APP_URL);
    const broken = Object.create(storage) as LocalDiskStorage;
    broken.delete = async () => {
      throw new Error('storage went away');
    };
    const tighter = new VersionPruner(t.database.db, new AccountRepository(t.database.db), new VersionStore(broken, t.database.db), 2);
    await expect(tighter.prune(accountId)).rejects.toThrow('storage went away');
    const halfway = await rows();
    const v4 = halfway.find((r) => r.version === 4);
    expect(v4).toMatchObject({ objects_removed: false, document: null });
    expect(v4?.pruned_on).not.toBeNull();
    expect(bothEncodings(v4?.storage_key ?? '')).toBe(true); // left behind…
    expect((await page()).versions.find((v) => v.version === 4)?.restorable).toBe(false); // …but never offered
    expect((await restore(4)).statusCode).toBe(410);
    expect(await liveVersion()).toBe(6);

    // The next publish prunes again (the app keeps 3): it deletes what the interrupted prune left.
    expect((await save('Fresh bread, batch 7.')).statusCode).toBe(200);
    expect(await publish()).toBe(7);
    const after = await rows();
    for (const row of after) {
      const pruned = row.version <= 7 - RETENTION;
      expect(row.pruned_on !== null, `v${row.version}`).toBe(pruned);
      expect(row.objects_removed, `v${row.version}`).toBe(pruned);
      if (pruned) await expect.poll(() => anyObject(row.storage_key), { message: `v${row.version}` }).toBe(false);
      else expect(anyObject(row.storage_key), `v${row.version}`).toBe(true);
    }
    // Running it again finds nothing to do.
    expect(await new VersionPruner(t.database.db, new AccountRepository(t.database.db), new VersionStore(storage, t.database.db), RETENTION).prune(accountId)).toEqual({
      marked: 0,
      removed: 0,
    });
  });

  it('keeps the retention exact when two replicas publish at once', async () => {
    // A second app on the same database and storage: another replica.
    const replica = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: t.dataDir,
        APP_URL,
        AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
        API_WRITE_BURST_MAX: '100000',
        API_WRITE_HOURLY_MAX: '100000',
        LOG_LEVEL: 'silent',
        ...ENV,
      }),
      database: t.database,
      logger: false,
    });
    await replica.ready();
    try {
      const start = await liveVersion();
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => publishOn(i % 2 === 0 ? t.app : replica)));
      for (const r of results) expect(r.statusCode, r.body).toBe(200);
      const numbers = results.map((r) => r.json().publishVersion as number).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => start + 1 + i));
      const newest = start + 8;
      expect(await liveVersion()).toBe(newest);
      const after = await rows();
      expect(after).toHaveLength(newest);
      for (const row of after) {
        const pruned = row.version <= newest - RETENTION;
        expect(row.pruned_on !== null, `v${row.version}`).toBe(pruned);
        expect(row.objects_removed, `v${row.version}`).toBe(pruned);
        // A pruned version's objects go after the commit, and a background brotli refine of it removes what it wrote.
        if (pruned) await expect.poll(() => anyObject(row.storage_key), { message: `v${row.version}` }).toBe(false);
        else expect(anyObject(row.storage_key), `v${row.version}`).toBe(true);
        if (!pruned) expect(bothEncodings(row.storage_key), `v${row.version}`).toBe(true);
      }
      // Both replicas list the same page, and serve the live version.
      const fromReplica = (await list('?limit=4', token, replica)).json();
      expect(fromReplica).toEqual(await page('?limit=4'));
      expect(fromReplica.versions.map((v: ListedVersion) => [v.version, v.restorable])).toEqual([
        [newest, true],
        [newest - 1, true],
        [newest - 2, true],
        [newest - 3, false],
      ]);
      expect((await replica.siteHost.inject('/keep-fifty-bakery/')).statusCode).toBe(200);
    } finally {
      await replica.close();
    }
  });

  it('prunes every site at once for `npm run versions -- prune` (a lower retention, or sites that publish no more)', async () => {
    const storage = new LocalDiskStorage(path.join(t.dataDir, 'storage'), new UploadTokens('x'.repeat(32)), APP_URL);
    const pruner = (keep: number) => new VersionPruner(t.database.db, new AccountRepository(t.database.db), new VersionStore(storage, t.database.db), keep);
    // At the app's retention nothing is left to do, for either account.
    expect(await pruner(RETENTION).wouldMark()).toBe(0);
    expect(await pruner(RETENTION).pruneAll()).toEqual({ marked: 0, removed: 0, accounts: 0 });
    // Keeping one: the owner's two older kept versions and the neighbour's version 1 go; the live ones stay.
    expect(await pruner(1).wouldMark()).toBe(3);
    expect(await pruner(1).pruneAll()).toEqual({ marked: 3, removed: 3, accounts: 2 });
    const kept = (await rows()).filter((r) => r.pruned_on === null);
    expect(kept.map((r) => r.version)).toEqual([await liveVersion()]);
    expect(bothEncodings(kept[0]?.storage_key ?? '')).toBe(true);
    expect((await t.app.siteHost.inject('/keep-fifty-bakery/')).statusCode).toBe(200);
    expect(await pruner(1).pruneAll()).toEqual({ marked: 0, removed: 0, accounts: 0 });
  });
});
