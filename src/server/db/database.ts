import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '../config';
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
  | { kind: 'pglite'; dir: string; sharedBuffersMb?: number }
  | { kind: 'pglite-memory'; sharedBuffersMb?: number };

/**
 * Starts PGlite on `dir` (or in memory) the one way this project does (decision 0024):
 * - in the database `template1`, where PGlite 0.3 (this project's first version) kept everything;
 *   PGlite 0.4 opens `postgres` by default, which in a directory made by 0.3 is empty;
 * - with `shared_buffers` on its command line (PGlite 0.3 fixed it at 128 MB, all of it resident in
 *   the process). The command line wins over the postgresql.conf in the directory, which PGlite 0.3's
 *   initdb wrote with 400 kB.
 */
export async function startPGlite(dir: string | undefined, sharedBuffersMb = DEFAULT_PGLITE_SHARED_BUFFERS_MB, options: PGliteOptions = {}): Promise<PGlite> {
  // Loaded when used (decision 0024): a server on PostgreSQL never loads the embedded engine.
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create({
    ...options,
    ...(dir === undefined ? {} : { dataDir: dir }),
    database: 'template1',
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
  });
}

/** Makes a new PGlite directory (initdb) in a child process, which takes initdb's memory with it when it ends. */
async function initPGliteDirectory(dir: string): Promise<void> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(entry)}).PGlite.create(${JSON.stringify({ dataDir: dir, database: 'template1' })}).then((db) => db.close())`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`Could not create the embedded database in ${dir}: ${errors.trim() || `exit ${code}`}`);
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    // Loaded when used, like PGlite below: each kind of database loads only its own driver.
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // A connection the server closed (a restart, a failover) must not end the process: its query fails,
    // the pool drops it and opens another for the next one; until one can be opened /ready answers 503.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    return { db, kind: 'postgres', ping: () => ping(db), close: () => db.destroy() };
  }
  let releaseLock = () => {};
  let client: PGlite;
  if (target.kind === 'pglite') {
    mkdirSync(target.dir, { recursive: true });
    releaseLock = acquireDirectoryLock(target.dir);
    try {
      // A new directory is made by PGlite's initdb, a WebAssembly instance of its own that the PGlite
      // making it keeps alive (some 400 MB for as long as the process runs): a short-lived process of
      // its own makes it, and this one opens it made (decision 0024).
      if (!existsSync(path.join(target.dir, 'PG_VERSION'))) await initPGliteDirectory(target.dir);
      client = await startPGlite(target.dir, target.sharedBuffersMb);
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    client = await startPGlite(undefined, target.sharedBuffersMb);
  }
  const { PGliteDialect } = await import('kysely-pglite-dialect');
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
