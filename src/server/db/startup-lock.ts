import { sql } from 'kysely';
import type { Database } from './database';

/**
 * Runs start-up work that writes (our migrations, better-auth's migrations, minting the first
 * signing key) while holding a PostgreSQL advisory lock, so replicas started at the same moment take
 * turns: the first does the work, the others wait for the lock and then find nothing left to do.
 *
 * The lock is a session lock held on one pooled connection for the duration; the work itself runs on
 * the pool. It is keyed by the current schema, so databases shared by several schemas (tests) do not
 * wait on each other. PGlite is one process per directory (database.ts's directory lock), so it needs none.
 */
export async function withStartupLock<T>(database: Pick<Database, 'db' | 'kind'>, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('website-works:start-up:' || current_schema()))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('website-works:start-up:' || current_schema()))`.execute(connection);
    }
  });
}
