import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
// PGlite as this project first pinned it (a dev dependency under another name): it writes the data
// directory that the current PGlite must go on opening.
import { PGlite as PGlite0316 } from 'pglite-0.3.16';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/database';
import type { DB } from '../../src/server/db/schema';
import { DevOutbox } from '../../src/server/mail/mailer';
import { ownerWebsite, publishSite } from '../support/publish-site';
import { APP_URL, bearer, type TestApp } from '../support/test-app';

/**
 * Decision 0024: PGlite went from 0.3.16 to 0.4.x so that its shared buffers can be set. A data
 * directory made by 0.3.16 (an install that ran before the upgrade) must open with everything in it:
 * the same database (0.3 worked in template1, 0.4 opens postgres unless told), no migration run again,
 * the owner's sign-in, website and published page.
 */
describe('a PGlite 0.3.16 data directory opened by the current PGlite', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-pglite-upgrade-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL, AUTH_SECRET: 'upgrade-secret-upgrade-secret-upgrade-1', AUTH_RATE_LIMIT_MAX: '1000', LOG_LEVEL: 'silent' });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function appOn(database?: Database): Promise<TestApp> {
    const app = await buildApp({ config, logger: false, ...(database ? { database } : {}) });
    await app.ready();
    return { app, database: database as Database, outbox: new DevOutbox(path.join(dataDir, 'outbox')), dataDir, close: () => app.close() };
  }

  it('keeps every row, runs no migration again, and serves the owner and the published page', async () => {
    // Before the upgrade: the whole app on PGlite 0.3.16 in DATA_DIR/db, as `npm start` ran it then.
    const old = await PGlite0316.create(path.join(dataDir, 'db'));
    expect((await old.query<{ server_version: string }>('show server_version')).rows[0]?.server_version).toMatch(/^17\./);
    const oldDb = new Kysely<DB>({ dialect: new PGliteDialect(old as never) });
    const before = await appOn({ db: oldDb, kind: 'pglite', ping: async () => true, close: () => oldDb.destroy() });
    const site = await publishSite(before, 'before-upgrade@example.com', 'Upgrade Bakery');
    const saved = await ownerWebsite(before, site.token).get();
    expect(saved.statusCode).toBe(200);
    const page = await before.app.siteHost.inject(site.path);
    expect(page.statusCode).toBe(200);
    const counts = async (db: Kysely<DB>) =>
      (
        await sql<{ migrations: number; users: number; websites: number; versions: number }>`
          select (select count(*)::int from ww_migrations) as migrations, (select count(*)::int from auth_user) as users,
                 (select count(*)::int from websites) as websites, (select count(*)::int from website_versions) as versions`.execute(db)
      ).rows[0];
    const rowsBefore = await counts(oldDb);
    expect(rowsBefore).toMatchObject({ users: 1, websites: 1, versions: 1 });
    expect(rowsBefore?.migrations).toBeGreaterThan(0);
    await before.close();
    await oldDb.destroy();

    // After: the app as it is now opens the same directory itself (openDatabase).
    const after = await appOn();
    try {
      const again = await ownerWebsite(after, site.token).get();
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(saved.json());
      expect((await after.app.inject({ method: 'GET', url: '/api/account', headers: bearer(site.token) })).json()).toMatchObject({ accountId: site.accountId });
      const signIn = await after.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json', origin: APP_URL },
        payload: { email: 'before-upgrade@example.com', password: 'correct horse battery' },
      });
      expect(signIn.statusCode).toBe(200);
      const served = await after.app.siteHost.inject(site.path);
      expect(served.statusCode).toBe(200);
      expect(served.body).toBe(page.body);
    } finally {
      await after.close();
    }
    // The rows as they were: nothing migrated twice, nothing created in another database.
    const reopened = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
    try {
      expect(await counts(reopened.db)).toEqual(rowsBefore);
      expect((await sql<{ db: string }>`select current_database() as db`.execute(reopened.db)).rows[0]?.db).toBe('template1');
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
