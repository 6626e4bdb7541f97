import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authOptions, authSchemaFingerprint, migrateAuth } from '../../src/server/auth/auth';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrations';
import { DevOutbox } from '../../src/server/mail/mailer';
import { databaseKinds, openTestDatabase } from '../support/test-database';

/** Decision 0024: better-auth compares its tables with the database only when its schema changed. */
describe.each(databaseKinds)("better-auth's tables on %s", (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-auth-schema-'));
  let database: Database;
  let deps: Parameters<typeof migrateAuth>[0];
  const tableExists = async (name: string) =>
    (await sql<{ found: string | null }>`select to_regclass(${name})::text as found`.execute(database.db)).rows[0]?.found !== null;
  const stored = async () => (await sql<{ fingerprint: string }>`select fingerprint from ww_auth_schema`.execute(database.db)).rows.map((r) => r.fingerprint);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await migrateToLatest(database.db as unknown as Kysely<unknown>);
    deps = { config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), db: database.db, mailer: new DevOutbox(path.join(dataDir, 'outbox')) };
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates them on a new database and keeps the fingerprint of the schema it migrated', async () => {
    await migrateAuth(deps);
    expect(await tableExists('auth_user')).toBe(true);
    expect(await tableExists('auth_jwks')).toBe(true);
    expect(await stored()).toEqual([authSchemaFingerprint(authOptions(deps))]);
  });

  it('compares nothing while the schema is the one last migrated', async () => {
    await sql`drop table auth_jwks`.execute(database.db);
    await migrateAuth(deps);
    expect(await tableExists('auth_jwks')).toBe(false);
  });

  it('migrates again when the schema differs from the one last migrated', async () => {
    await sql`update ww_auth_schema set fingerprint = 'an older schema'`.execute(database.db);
    await migrateAuth(deps);
    expect(await tableExists('auth_jwks')).toBe(true);
    expect(await stored()).toEqual([authSchemaFingerprint(authOptions(deps))]);
  });
});
