import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

/*
 * Rate limits kept in the database, so they hold across replicas and restarts. Each attempt is
 * counted and checked in ONE statement (an upsert that returns the new count), so concurrent
 * requests cannot slip past the limit together. Counts are kept per fixed window; the limit is
 * judged on a sliding window estimate (the previous window's count, weighted by how much of it
 * still falls inside the last `windowSeconds`, plus the current window's), which avoids the burst
 * of twice the limit that plain fixed windows allow at a boundary.
 */

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface LimitResult {
  allowed: boolean;
  /** The estimated number of attempts in the last window, this one included. */
  count: number;
  /** When refused: seconds until an attempt would be allowed again (at least 1). */
  retryAfterSeconds: number;
}

/** How often (1 in N takes) old counters are swept. */
const SWEEP_EVERY = 200;

export class DbLimiter {
  constructor(private readonly db: Kysely<DB>) {}

  /** Counts one attempt of `key` in `bucket` and says whether it is within the limit. Refused attempts count too. */
  async take(bucket: string, key: string, limit: Limit, now = new Date()): Promise<LimitResult> {
    const { current, previous } = windows(limit, now);
    const expires = new Date(current.getTime() + 2 * limit.windowSeconds * 1000);
    const { rows } = await sql<{ count: number | string; previous: number | string | null }>`
      with hit as (
        insert into rate_counters (bucket, key, window_start, count, expires_on)
        values (${bucket}, ${key}, ${current}, 1, ${expires})
        on conflict (bucket, key, window_start) do update set count = rate_counters.count + 1
        returning count
      )
      select hit.count,
        (select c.count from rate_counters c where c.bucket = ${bucket} and c.key = ${key} and c.window_start = ${previous}) as previous
      from hit`.execute(this.db);
    if (Math.floor(Math.random() * SWEEP_EVERY) === 0) void this.sweep(now).catch(() => {});
    const row = rows[0];
    return judge(Number(row?.count ?? 1), Number(row?.previous ?? 0), limit, now);
  }

  /** The state of `key` without counting an attempt. */
  async peek(bucket: string, key: string, limit: Limit, now = new Date()): Promise<LimitResult> {
    const { current, previous } = windows(limit, now);
    const rows = await this.db
      .selectFrom('rate_counters')
      .select(['window_start', 'count'])
      .where('bucket', '=', bucket)
      .where('key', '=', key)
      .where('window_start', 'in', [current, previous])
      .execute();
    const countAt = (start: Date) => Number(rows.find((r) => r.window_start.getTime() === start.getTime())?.count ?? 0);
    const result = judge(countAt(current), countAt(previous), limit, now);
    // Peeking asks "may one more happen?": the limit is reached at max, not above it.
    return { ...result, allowed: result.count < limit.max };
  }

  /** Forgets `key`'s attempts (e.g. failed sign-ins after a successful one). */
  async reset(bucket: string, key: string): Promise<void> {
    await this.db.deleteFrom('rate_counters').where('bucket', '=', bucket).where('key', '=', key).execute();
  }

  async sweep(now = new Date()): Promise<void> {
    await this.db.deleteFrom('rate_counters').where('expires_on', '<', now).execute();
  }
}

function windows(limit: Limit, now: Date): { current: Date; previous: Date } {
  const size = limit.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / size) * size;
  return { current: new Date(start), previous: new Date(start - size) };
}

function judge(current: number, previous: number, limit: Limit, now: Date): LimitResult {
  const size = limit.windowSeconds * 1000;
  const into = now.getTime() % size;
  const count = Math.max(0, Math.ceil(previous * (1 - into / size) + current - 1e-9));
  if (count <= limit.max) return { allowed: true, count, retryAfterSeconds: 0 };
  return { allowed: false, count, retryAfterSeconds: Math.max(1, Math.ceil(untilNextAllowed(current, previous, limit.max, size, into) / 1000)) };
}

/** Milliseconds until one more attempt would be within the limit, counts staying as they are. */
function untilNextAllowed(current: number, previous: number, max: number, size: number, into: number): number {
  // Still in this window: enough of the previous window's weight has to slide out.
  if (current + 1 <= max && previous > 0) return Math.max(0, size * (1 - (max - current - 1) / previous) - into);
  // Only in the next window, where this window's count is the one that slides out.
  return size - into + size * Math.max(0, 1 - (max - 1) / current);
}
