import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/database';
import { preparingPool } from '../../src/server/db/prepared-statements';
import type { DB } from '../../src/server/db/schema';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, empty database. On PostgreSQL each one is a schema of its own (dropped on close), so
 * test files can run side by side on one server.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite-memory' });
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: url, max: 5, options: `-c search_path=${schema}` });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  return {
    db,
    kind: 'postgres',
    ping: async () => true,
    close: async () => {
      await sql.raw(`drop schema if exists ${schema} cascade`).execute(db);
      await db.destroy();
    },
  };
}
