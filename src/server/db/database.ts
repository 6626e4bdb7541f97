import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DB } from './schema';
import { preparingPool } from './prepared-statements';
import { WriteCounter } from './write-counter';

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * PGlite only, where this process alone writes: moves after every statement that may have changed
   * data, so a cached read is current while it has not moved (write-counter.ts). Absent on PostgreSQL.
   */
  writes?: WriteCounter;
}

export class DatabaseLockedError extends Error {}

export type DatabaseTarget =
  /** poolSize: connections this process keeps open (DATABASE_POOL_SIZE; 10 by default). */
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dir: string }
  | { kind: 'pglite-memory' };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    return { db, kind: 'postgres', ping: () => ping(db), close: () => db.destroy() };
  }
  let releaseLock = () => {};
  let client: PGlite;
  if (target.kind === 'pglite') {
    mkdirSync(target.dir, { recursive: true });
    releaseLock = acquireDirectoryLock(target.dir);
    try {
      client = await PGlite.create(target.dir);
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    client = await PGlite.create();
  }
  const writes = new WriteCounter();
  const db = new Kysely<DB>({ dialect: writes.counting(new PGliteDialect(client)) });
  return {
    db,
    kind: 'pglite',
    writes,
    ping: () => ping(db),
    close: async () => {
      await db.destroy();
      releaseLock();
    },
  };
}

async function ping(db: Kysely<DB>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite is a single-process engine: two processes writing one directory corrupt it. A lock file
 * holding the owner's pid makes the second process stop with a clear message; a lock left by a
 * process that no longer exists is taken over.
 */
export function acquireDirectoryLock(dir: string): () => void {
  const lockFile = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseLockedError(
          `The database in ${dir} is already in use by another Website Works process (pid ${owner}). ` +
            'Stop that process first, or point DATA_DIR (or DATABASE_URL) somewhere else.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the database directory ${dir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
