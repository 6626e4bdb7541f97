import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import path from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from '../config';
import { describeDatabaseError, isDatabaseUnavailable } from './database-errors';
import { DatabaseHealth, type HealthLog } from './database-health';
import type { DB } from './schema';
import { preparingPool } from './prepared-statements';
import { WriteCounter } from './write-counter';

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** Whether the database answers, within a second (health.check on PostgreSQL). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * PostgreSQL opened by openDatabase: whether the database answers, known without waiting, and told
   * of every failed query (decision 0032). Absent on PGlite (in this process: there while we are).
   */
  health?: DatabaseHealth;
  /** PostgreSQL: the pool's connections now (total, idle, waiting requests), for /metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * PGlite only, where this process alone writes: moves after every statement that may have changed
   * data, so a cached read is current while it has not moved (write-counter.ts). Absent on PostgreSQL.
   */
  writes?: WriteCounter;
}

export class DatabaseLockedError extends Error {}

export type DatabaseTarget =
  | PostgresTarget
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

/**
 * A new in-memory PGlite. With WW_PGLITE_SNAPSHOT (the tests set it: vitest.config.ts) the new database is
 * loaded from a copy of one just made by initdb, kept in that file, instead of running initdb again: the
 * same bytes in 0.4 s instead of 2.5 s, for each of the hundreds of databases a test run makes. The first
 * process to need it writes the file (whole, by rename), so processes running side by side never read half.
 */
async function startMemoryPGlite(sharedBuffersMb?: number): Promise<PGlite> {
  const file = process.env.WW_PGLITE_SNAPSHOT;
  if (file && existsSync(file)) return startPGlite(undefined, sharedBuffersMb, { loadDataDir: new Blob([readFileSync(file)]) });
  const client = await startPGlite(undefined, sharedBuffersMb);
  if (file) {
    const copy = await client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, Buffer.from(await copy.arrayBuffer()));
    renameSync(partial, file);
  }
  return client;
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

export interface PostgresTarget {
  kind: 'postgres';
  url: string;
  /** Connections this process keeps open (DATABASE_POOL_SIZE; 10 by default). */
  poolSize?: number;
  /** Longest a statement may run, on the server (statement_timeout) and, a little longer, here (ms; DATABASE_STATEMENT_TIMEOUT_SECONDS). */
  statementTimeoutMs?: number;
  /** Longest a new connection, or a wait for a free one, may take (ms; DATABASE_CONNECT_TIMEOUT_SECONDS). */
  connectTimeoutMs?: number;
  /**
   * Whether a transaction pooler (PgBouncer, pool_mode = transaction) sits between (DATABASE_POOLER=transaction):
   * then no named prepared statement and no session setting is relied on (decision 0033).
   */
  transactionPooler?: boolean;
  /** Whether any pooler (PgBouncer, session or transaction mode) sits between: then no startup settings are sent (it refuses them). */
  behindPooler?: boolean;
  /** Named prepared statements (decision 0023): on unless a transaction pooler sits between (PgBouncer ≥ 1.21 with max_prepared_statements keeps them). */
  namedStatements?: boolean;
  /** Where start-up waits and connection trouble are told; quiet without. */
  log?: HealthLog;
  /** Stops waiting for an unreachable database at start (the process is stopping). */
  signal?: AbortSignal;
}

/** Default longest statement (DATABASE_STATEMENT_TIMEOUT_SECONDS). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;
/** Default longest connect, or wait for a pooled connection (DATABASE_CONNECT_TIMEOUT_SECONDS). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target);
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
    client = await startMemoryPGlite(target.sharedBuffersMb);
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

/** What every connection of this process says it is in pg_stat_activity (operators; the outage test finds a replica's by it). */
export function applicationName(): string {
  return `website-works ${hostname()} ${process.pid}`.slice(0, 63);
}

/**
 * PostgreSQL through node-postgres's pool (decision 0032):
 * - every statement has a time limit on the server (statement_timeout) and here (query_timeout, a
 *   little longer: a connection whose server went silent is given up and replaced);
 * - connecting, or waiting for a free connection, has one too (connectionTimeoutMillis), and TCP
 *   keepalive notices a dead peer on an idle connection;
 * - an error on any connection (idle or in use: a PostgreSQL restart, pg_terminate_backend, an idle
 *   reaper) is logged, never thrown at the process; the connection is dropped and the next query gets
 *   a new one, and `health` looks at the database again at once;
 * - at start, an unreachable database is waited for, with a log line at each try, not a stack trace.
 */
async function openPostgres(target: PostgresTarget): Promise<Database> {
  // Loaded when used, like PGlite: each kind of database loads only its own driver.
  const { default: pg } = await import('pg');
  const statementTimeoutMs = target.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const connectTimeoutMs = target.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const named = new URL(target.url).searchParams.has('application_name');
  const connection = {
    connectionString: target.url,
    ...(named ? {} : { application_name: applicationName() }),
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // A transaction pooler refuses startup parameters it does not track: there the server's own
    // setting (ALTER ROLE … SET statement_timeout, docs/deploy.md) holds, and query_timeout here.
    ...(target.transactionPooler || target.behindPooler ? {} : { statement_timeout: statementTimeoutMs }),
    query_timeout: statementTimeoutMs + 5_000,
  };
  const log = target.log;
  const probe = new ProbeConnection(pg, { ...connection, query_timeout: undefined });
  const health = new DatabaseHealth({ probe: (timeoutMs) => probe.ask(timeoutMs), log });
  await waitForDatabase(probe, target, log);

  const pool = new pg.Pool({ ...connection, max: target.poolSize ?? 10, idleTimeoutMillis: 30_000 });
  // An idle connection that breaks is reported here; without a listener it would end the process.
  pool.on('error', (error) => {
    log?.warn({ err: { message: describeDatabaseError(error) } }, 'a pooled database connection was lost; it will be replaced');
    health.noteFailure(error);
  });
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: preparingPool(pool, { named: target.namedStatements ?? !target.transactionPooler, onFailure: (error) => health.noteFailure(error), log }) }),
  });
  health.start();
  return {
    db,
    kind: 'postgres',
    health,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: () => health.check(800),
    close: async () => {
      health.stop();
      await probe.close();
      await db.destroy();
    },
  };
}

/** A start-up that finds no database waits for it: a line each try (2 s, growing to 15 s), never a stack trace. */
async function waitForDatabase(probe: ProbeConnection, target: PostgresTarget, log: HealthLog | undefined): Promise<void> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      await probe.ask(target.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS);
      if (attempt > 1) log?.info({ database: 'ok', waitedSeconds: Math.round((Date.now() - started) / 1000) }, 'the database answers: starting');
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        const pooler = /unsupported startup parameter/i.test(describeDatabaseError(error))
          ? ' DATABASE_URL leads to a connection pooler in transaction mode (PgBouncer): set DATABASE_POOLER=transaction (docs/deploy.md).'
          : '';
        throw new DatabaseStartError(`Website Works cannot use the database at DATABASE_URL: ${describeDatabaseError(error)}.${pooler}`);
      }
      const waitMs = Math.min(15_000, 2000 * 2 ** Math.min(attempt - 1, 3));
      const line = `the database is not reachable (${describeDatabaseError(error)}); trying again in ${waitMs / 1000} s`;
      if (log) log.warn({ database: 'unreachable', attempt }, line);
      else console.error(line);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, waitMs);
        target.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (target.signal?.aborted) throw new DatabaseStartError('stopped while waiting for the database');
    }
  }
}

/** The database answered at start with something no wait will cure (a wrong password, for one): said in one line. */
export class DatabaseStartError extends Error {}

type PgModule = typeof import('pg').default;
type ClientConfig = import('pg').ClientConfig;

/**
 * One connection of its own for health questions, so that a pool busy with slow queries does not
 * read as an unreachable database. Dropped on any failure and made again at the next question.
 */
class ProbeConnection {
  private client: import('pg').Client | undefined;

  constructor(
    private readonly pg: PgModule,
    private readonly config: ClientConfig,
  ) {}

  async ask(timeoutMs: number): Promise<void> {
    let client = this.client;
    try {
      if (!client) {
        client = new this.pg.Client({ ...this.config, connectionTimeoutMillis: timeoutMs });
        client.on('error', () => this.drop(client));
        this.client = client;
        await client.connect();
      }
      await client.query({ text: 'select 1', query_timeout: timeoutMs } as import('pg').QueryConfig);
    } catch (error) {
      this.drop(client);
      throw error;
    }
  }

  private drop(client: import('pg').Client | undefined): void {
    if (!client) return;
    if (this.client === client) this.client = undefined;
    destroyConnection(client);
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    // A graceful goodbye, unless the server has gone silent.
    await Promise.race([client.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 500).unref())]);
    destroyConnection(client);
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

/** Ends a node-postgres client's socket at once: end() waits for a server that may never answer. */
export function destroyConnection(client: object): void {
  (client as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  (client as { end?: () => Promise<void> }).end?.().catch(() => {});
}
