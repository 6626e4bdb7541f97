import type { Kysely } from 'kysely';

/** The SQL `db` runs while `run` does, in order (Kysely's executor, which every query goes through). */
export async function withQueryLog<T>(db: Kysely<unknown>, into: string[], run: () => Promise<T>): Promise<T> {
  const executor = (db as unknown as { getExecutor(): { executeQuery: (q: { sql: string }) => Promise<unknown> } }).getExecutor();
  const original = executor.executeQuery.bind(executor);
  executor.executeQuery = (query) => {
    into.push(query.sql);
    return original(query);
  };
  try {
    return await run();
  } finally {
    executor.executeQuery = original;
  }
}
