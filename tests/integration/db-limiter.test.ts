import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrations';
import type { Database } from '../../src/server/db/database';
import { DbLimiter } from '../../src/server/limits/db-limiter';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import type { Kysely } from 'kysely';

const HOUR = { max: 3, windowSeconds: 3600 };
const at = (iso: string) => new Date(iso);

describe.each(databaseKinds)('database rate limiter on %s', (kind) => {
  let database: Database;
  let limiter: DbLimiter;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await migrateToLatest(database.db as unknown as Kysely<unknown>);
    limiter = new DbLimiter(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('allows max attempts per window and refuses the next, per bucket and key', async () => {
    const now = at('2026-01-01T10:00:00Z');
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.take('form', 'site-a|1.2.3.4', HOUR, now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(0);
    expect((await limiter.take('form', 'site-b|1.2.3.4', HOUR, now)).allowed).toBe(true);
    expect((await limiter.take('other', 'site-a|1.2.3.4', HOUR, now)).allowed).toBe(true);
  });

  it('slides: attempts of the previous window weigh less as it passes', async () => {
    const key = 'slide';
    for (let i = 0; i < 3; i++) await limiter.take('form', key, HOUR, at('2026-01-01T10:30:00Z'));
    // A quarter into the next window, three quarters of the previous count still weigh: refused.
    expect((await limiter.take('form', key, HOUR, at('2026-01-01T11:15:00Z'))).allowed).toBe(false);
    // Near the end of the next window the old attempts have all but slid out.
    expect((await limiter.peek('form', key, HOUR, at('2026-01-01T11:59:00Z'))).allowed).toBe(true);
  });

  it('peeks without counting, and forgets a key on reset', async () => {
    const now = at('2026-01-02T10:00:00Z');
    for (let i = 0; i < 3; i++) await limiter.take('login', 'acct', HOUR, now);
    expect(await limiter.peek('login', 'acct', HOUR, now)).toMatchObject({ allowed: false, count: 3 });
    expect((await limiter.peek('login', 'acct', HOUR, now)).count).toBe(3);
    await limiter.reset('login', 'acct');
    expect(await limiter.peek('login', 'acct', HOUR, now)).toMatchObject({ allowed: true, count: 0 });
  });

  it('holds under concurrent attempts: exactly max are allowed', async () => {
    const now = at('2026-01-03T10:00:00Z');
    const limit = { max: 5, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.take('burst', 'k', limit, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('sweeps counters whose windows are over', async () => {
    await limiter.take('old', 'k', { max: 1, windowSeconds: 60 }, at('2025-01-01T00:00:00Z'));
    await limiter.sweep(at('2026-01-01T00:00:00Z'));
    const left = await database.db.selectFrom('rate_counters').select('key').where('bucket', '=', 'old').execute();
    expect(left).toEqual([]);
  });
});
