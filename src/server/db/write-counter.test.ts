import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failWithout, MISSING_POSTGRES, skipWithout } from '../../../tests/support/required-tool';
import { type Database, openDatabase } from './database';

/** The write counter on a real embedded database (PGlite in memory). */
describe('WriteCounter', () => {
  let database: Database;
  const counter = () => database.writes?.value as number;
  const moves = async (what: () => Promise<unknown>) => {
    const before = counter();
    await what();
    return counter() !== before;
  };

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    await sql`create table notes (id int primary key, body text not null)`.execute(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it('is there on PGlite', () => {
    expect(database.writes).toBeDefined();
  });

  const postgresProblem = process.env.TEST_DATABASE_URL ? undefined : MISSING_POSTGRES;
  it.skipIf(skipWithout(postgresProblem))('is not there on PostgreSQL', async () => {
    failWithout(postgresProblem);
    const other = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL as string });
    expect(other.writes).toBeUndefined();
    await other.close();
  });

  it('does not move for reads, moves for every write that changed a row', async () => {
    const db = database.db as unknown as import('kysely').Kysely<{ notes: { id: number; body: string } }>;
    expect(await moves(() => db.insertInto('notes').values({ id: 1, body: 'a' }).execute())).toBe(true);
    expect(await moves(() => db.selectFrom('notes').selectAll().execute())).toBe(false);
    expect(await moves(() => sql`select count(*) from notes`.execute(db))).toBe(false);
    expect(await moves(() => db.updateTable('notes').set({ body: 'b' }).where('id', '=', 1).execute())).toBe(true);
    expect(await moves(() => db.updateTable('notes').set({ body: 'c' }).where('id', '=', 404).execute())).toBe(false);
    expect(await moves(() => sql`update notes set body = 'd' where id = 1`.execute(db))).toBe(true);
    expect(await moves(() => sql`insert into notes values (2, 'e') on conflict do nothing`.execute(db))).toBe(true);
    expect(await moves(() => sql`insert into notes values (2, 'e') on conflict do nothing`.execute(db))).toBe(false);
    expect(await moves(() => db.deleteFrom('notes').where('id', '=', 2).execute())).toBe(true);
    // Anything that is not a plain read or plain DML moves it: DDL, a SELECT with side effects.
    expect(await moves(() => sql`create index notes_body on notes (body)`.execute(db))).toBe(true);
    expect(await moves(() => sql`with gone as (delete from notes where id = 404 returning id) select * from gone`.execute(db))).toBe(true);
  });

  it('moves when a transaction commits, after its statements, so a read noted during it is not trusted', async () => {
    const db = database.db as unknown as import('kysely').Kysely<{ notes: { id: number; body: string } }>;
    let duringTransaction = -1;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('notes').set({ body: 'in transaction' }).where('id', '=', 1).execute();
      duringTransaction = counter();
    });
    expect(counter()).toBeGreaterThan(duringTransaction);
  });

  it('moves for a write that failed (it may have changed something before failing)', async () => {
    const db = database.db as unknown as import('kysely').Kysely<{ notes: { id: number; body: string } }>;
    expect(await moves(() => db.insertInto('notes').values({ id: 1, body: 'duplicate' }).execute().catch(() => undefined))).toBe(true);
  });
});
