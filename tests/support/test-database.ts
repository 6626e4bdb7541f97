import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/database';
import { preparingPool } from '../../src/server/db/prepared-statements';
import type { DB } from '../../src/server/db/schema';
import { failWithout, MISSING_POSTGRES, skipWithout } from './required-tool';

export type TestDatabaseKind = 'pglite' | 'postgres';

const postgresProblem = process.env.TEST_DATABASE_URL ? undefined : MISSING_POSTGRES;

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (.ci/run sets it). In CI without it the
 * PostgreSQL half stays in and fails, naming the setting; locally it is left out with the reason printed
 * (by test files only: benchmarks import the test helpers too).
 */
export const databaseKinds: TestDatabaseKind[] = (process.env.VITEST ? skipWithout(postgresProblem) : postgresProblem !== undefined) ? ['pglite'] : ['pglite', 'postgres'];

/**
 * A fresh, empty database. On PostgreSQL each one is a schema of its own (dropped on close), so
 * test files can run side by side on one server.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite-memory' });
  failWithout(postgresProblem);
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
    // A real round trip, as the server's own ping makes (/ready answers 503 when it fails).
    ping: () =>
      sql`select 1`.execute(db).then(
        () => true,
        () => false,
      ),
    close: async () => {
      await sql.raw(`drop schema if exists ${schema} cascade`).execute(db);
      await db.destroy();
    },
  };
}
