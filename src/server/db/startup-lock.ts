import { sql } from 'kysely';
import type { Database } from './database';

/**
 * Runs start-up work that writes (our migrations, better-auth's migrations, minting the first
 * signing key) while holding a PostgreSQL advisory lock, so replicas started at the same moment take
 * turns: the first does the work, the others wait for the lock and then find nothing left to do.
 *
 * The lock is a transaction lock (pg_advisory_xact_lock) held by a transaction kept open on one pooled
 * connection for the duration; the work itself runs on the pool. A transaction pins its server
 * connection under a transaction pooler (PgBouncer, decision 0033), so the lock holds there too, and it
 * is released by the commit (or by the server if the process dies) rather than by an unlock that a
 * pooler could send to another server connection. It is keyed by the current schema, so databases
 * shared by several schemas (tests) do not wait on each other. PGlite is one process per directory
 * (database.ts's directory lock), so it needs none.
 */
export async function withStartupLock<T>(database: Pick<Database, 'db' | 'kind'>, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.connection().execute(async (connection) => {
    await sql`begin`.execute(connection);
    try {
      // The holder waits idle in its transaction while the work runs elsewhere; no idle timeout may end it.
      await sql`set local idle_in_transaction_session_timeout = 0`.execute(connection);
      // Asked again every quarter second rather than waited for in one statement, which the statement time
      // limits (DATABASE_STATEMENT_TIMEOUT_SECONDS) would cut short while another replica migrates a large database.
      for (;;) {
        const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext('website-works:start-up:' || current_schema())) as locked`.execute(connection);
        if (rows[0]?.locked) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const result = await work();
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => {});
      throw error;
    }
  });
}
