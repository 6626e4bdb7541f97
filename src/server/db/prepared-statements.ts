import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { describeDatabaseError, isDatabaseUnavailable } from './database-errors';

/** SQL texts run so often that PostgreSQL should parse and plan them once per connection: text → name. */
const names = new Map<string, string>();

/**
 * Marks `text` as a statement to prepare once per PostgreSQL connection under `name` (decision 0023):
 * PostgreSQL then skips parsing and planning it on every run, which measured as most of the server's
 * work for the API's most frequent read. Answers the text, to run with `CompiledQuery.raw(text, …)`.
 * For a few fixed statements only: each is kept by every connection of the pool.
 */
export function preparedStatement(name: string, text: string): string {
  const known = names.get(text);
  if (known !== undefined && known !== name) throw new Error(`The statement is prepared as ${known} already.`);
  names.set(text, name);
  return text;
}

export interface PreparingPoolOptions {
  /**
   * Send the marked statements as named (prepared) ones (the default). Off behind a transaction pooler
   * such as PgBouncer in transaction mode (decision 0033): a statement prepared on one server
   * connection is unknown on the next, so everything goes as unnamed statements.
   */
  named?: boolean;
  /** Told of every query that failed because the database could not be reached. */
  onFailure?: (error: unknown) => void;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * `pool` for Kysely's PostgresDialect, sending the marked statements as named (prepared) ones, and
 * handing back to the pool, to be dropped and replaced, every connection that failed for a lost
 * connection (decision 0032): an error on a connection in use is reported, never left unhandled.
 */
export function preparingPool(pool: pg.Pool, options: PreparingPoolOptions = {}): PostgresPool {
  const named = options.named ?? true;
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  /** Connections that failed: released with their error, so the pool ends them instead of reusing them. */
  const broken = new WeakMap<pg.PoolClient, Error>();
  const fail = (client: pg.PoolClient, error: unknown) => {
    if (!isDatabaseUnavailable(error)) return;
    if (!broken.has(client)) broken.set(client, error instanceof Error ? error : new Error(String(error)));
    options.onFailure?.(error);
  };
  return {
    async connect() {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        options.onFailure?.(error);
        throw error;
      }
      let preparing = wrapped.get(client);
      if (!preparing) {
        // In use, a connection's errors come here (idle, the pool's 'error' event has them).
        client.on('error', (error) => {
          options.log?.warn({ err: { message: describeDatabaseError(error) } }, 'a database connection in use was lost; it will be replaced');
          fail(client, error);
        });
        preparing = {
          query: ((textOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) => {
            if (typeof textOrCursor !== 'string') return client.query(textOrCursor as never);
            const name = named ? names.get(textOrCursor) : undefined;
            const values = parameters ? [...parameters] : [];
            const running = name === undefined ? client.query(textOrCursor, values) : client.query({ name, text: textOrCursor, values });
            return running.catch((error: unknown) => {
              fail(client, error);
              throw error;
            });
          }) as unknown as PostgresPoolClient['query'],
          release: () => {
            const error = broken.get(client);
            client.release(error);
          },
        };
        wrapped.set(client, preparing);
      }
      return preparing;
    },
    end: () => pool.end(),
  };
}
