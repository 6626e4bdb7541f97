import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { failWithout, MISSING_POSTGRES, skipWithout } from '../../../tests/support/required-tool';
import { preparedStatement, preparingPool } from './prepared-statements';

const url = process.env.TEST_DATABASE_URL;
const postgresProblem = url ? undefined : MISSING_POSTGRES;

describe.skipIf(skipWithout(postgresProblem))('prepared statements on PostgreSQL', () => {
  beforeAll(() => failWithout(postgresProblem));

  it('prepares a marked statement once per connection by its name, and sends every other query as it is', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    try {
      const text = preparedStatement('prepared-statements-test', 'select $1::int + 1 as next');
      const run = async (n: number) => (await db.executeQuery<{ next: number }>(CompiledQuery.raw(text, [n]))).rows[0]?.next;
      expect(await run(1)).toBe(2);
      expect(await run(41)).toBe(42);
      const prepared = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db);
      expect(prepared.rows.map((r) => r.name)).toEqual(['prepared-statements-test']);
      // Kysely's own queries, and streamed ones, pass through untouched.
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
      expect(() => preparedStatement('another-name', text)).toThrow(/prepared as prepared-statements-test/);
    } finally {
      await db.destroy();
    }
  });
});
