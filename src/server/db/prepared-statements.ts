import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

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

/** `pool` for Kysely's PostgresDialect, sending the marked statements as named (prepared) ones. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let preparing = wrapped.get(client);
      if (!preparing) {
        preparing = {
          query: ((textOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) => {
            if (typeof textOrCursor !== 'string') return client.query(textOrCursor as never);
            const name = names.get(textOrCursor);
            const values = parameters ? [...parameters] : [];
            return name === undefined ? client.query(textOrCursor, values) : client.query({ name, text: textOrCursor, values });
          }) as unknown as PostgresPoolClient['query'],
          release: () => client.release(),
        };
        wrapped.set(client, preparing);
      }
      return preparing;
    },
    end: () => pool.end(),
  };
}
