import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/database';
import { DevOutbox } from '../../src/server/mail/mailer';
import { hasTool, onPath } from '../support/required-tool';
import { publishSite } from '../support/publish-site';
import { freshDatabase } from '../support/replicas';
import { freePort } from '../support/server-process';
import { bearer, type TestApp } from '../support/test-app';

/*
 * Decision 0033: PostgreSQL through PgBouncer in transaction pooling (Debian's pgbouncer; 1.18 here, which
 * cannot keep prepared statements across server connections). With DATABASE_POOLER=transaction the
 * server sends no named statements and no startup settings, and its start-up lock is a transaction lock:
 * two servers start together through the pooler, and hundreds of reads on few server connections all
 * succeed. The same reads with named statements fail ("prepared statement … does not exist"): the
 * control that shows the pooler really multiplexes.
 */
const PGBOUNCER = process.env.PGBOUNCER_PATH || onPath('pgbouncer') || '/usr/sbin/pgbouncer';
const url = process.env.TEST_DATABASE_URL;
const runs =
  hasTool(Boolean(url), 'PostgreSQL (TEST_DATABASE_URL)', 'the PgBouncer test') &&
  hasTool(spawnSync(PGBOUNCER, ['--version']).status === 0, `pgbouncer (${PGBOUNCER})`, 'the PgBouncer test');

const READS = 320;

describe.runIf(runs)('through PgBouncer in transaction pooling (decision 0033)', () => {
  let bouncer: ChildProcess | undefined;
  let bouncerLog = '';
  let bouncerUrl = '';
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const database = await freshDatabase('ww_bouncer');
    cleanups.push(() => database.drop());
    const target = new URL(database.url);
    const dir = mkdtempSync(path.join(tmpdir(), 'ww-pgbouncer-'));
    chmodSync(dir, 0o755);
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const port = await freePort();
    const name = target.pathname.slice(1);
    const config = path.join(dir, 'pgbouncer.ini');
    writeFileSync(
      config,
      [
        '[databases]',
        `${name} = host=${target.hostname} port=${target.port || 5432} dbname=${name} user=${target.username || 'postgres'}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${port}`,
        `unix_socket_dir = ${dir}`,
        'auth_type = any',
        'pool_mode = transaction',
        // Few server connections for many clients: statements of one client land on different ones.
        'default_pool_size = 3',
        'max_client_conn = 200',
        '',
      ].join('\n'),
    );
    chmodSync(config, 0o644);
    // pgbouncer refuses to run as root; -u drops to the postgres user when started as root.
    const asRoot = process.getuid?.() === 0;
    bouncer = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), config], { stdio: ['ignore', 'pipe', 'pipe'] });
    bouncer.stdout?.on('data', (d) => (bouncerLog += d));
    bouncer.stderr?.on('data', (d) => (bouncerLog += d));
    bouncerUrl = `postgres://postgres@127.0.0.1:${port}/${name}`;
    const pg = (await import('pg')).default;
    const deadline = Date.now() + 20_000;
    for (;;) {
      const client = new pg.Client({ connectionString: bouncerUrl });
      try {
        await client.connect();
        await client.query('select 1');
        await client.end();
        break;
      } catch {
        await client.end().catch(() => {});
        if (bouncer.exitCode !== null || Date.now() > deadline) throw new Error(`pgbouncer did not start:\n${bouncerLog}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }, 60_000);

  afterAll(async () => {
    const [dropDatabase, ...rest] = cleanups;
    for (const cleanup of rest.reverse()) await cleanup().catch(() => {});
    if (bouncer && bouncer.exitCode === null) {
      bouncer.kill('SIGTERM');
      await new Promise((r) => bouncer?.once('exit', r));
    }
    await dropDatabase?.().catch(() => {});
  });

  /** A server through the pooler; servers made with the same `dataDir` share their storage, as replicas share a bucket. */
  async function appThroughBouncer(namedStatements: boolean, dataDir: string): Promise<TestApp & { db: Database }> {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL: 'http://localhost:3000', AUTH_SECRET: 'test-secret-test-secret-test-secret-123', LOG_LEVEL: 'silent' });
    const db = await openDatabase({ kind: 'postgres', url: bouncerUrl, poolSize: 10, transactionPooler: true, namedStatements });
    const app = await buildApp({ config, database: db, logger: false });
    await app.ready();
    const close = async () => {
      await app.close();
      await db.close();
    };
    cleanups.push(close);
    return { app, database: db, db, outbox: new DevOutbox(path.join(dataDir, 'outbox')), dataDir, close };
  }

  const sharedDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ww-bouncer-app-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  it('two servers start together through the pooler, and every read succeeds', async () => {
    // Start-up (migrations under the start-up lock) on both at once, through the pooler.
    const shared = sharedDir();
    const [a, b] = await Promise.all([appThroughBouncer(false, shared), appThroughBouncer(false, shared)]);
    if (!a || !b) throw new Error('no app');
    const site = await publishSite(a, 'bouncer-owner@example.com', 'Pooled Plumbing');
    const statuses: number[] = [];
    for (let batch = 0; batch < READS / 32; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 32 }, (_, i) => (i % 2 === 0 ? a : b).app.inject({ url: '/api/website?version=1', headers: bearer(site.token) })),
      );
      statuses.push(...answers.map((r) => r.statusCode));
    }
    const failed = statuses.filter((s) => s !== 200).length;
    console.log(`pgbouncer (transaction pooling, 3 server connections): ${statuses.length} reads through two servers, ${failed} failed`);
    expect(failed).toBe(0);
    expect((await b.app.siteHost.inject(site.path)).statusCode).toBe(200);
  }, 120_000);

  it('control: the same reads with named prepared statements fail through the pooler', async () => {
    const shared = sharedDir();
    const [named, other] = await Promise.all([appThroughBouncer(true, shared), appThroughBouncer(true, shared)]);
    if (!named || !other) throw new Error('no app');
    const site = await publishSite(named, 'bouncer-named@example.com', 'Named Plumbing').catch(() => undefined);
    // Signing up may already fail through the pooler; when it got through, reads do.
    let failed = site ? 0 : 1;
    if (site) {
      // Which server connection a transaction gets is PgBouncer's choice (the most recently freed one first), so
      // a quiet run can keep each server on "its" connection for a while: read in turns and in parallel bursts
      // until a read fails, up to ten times the reads of the test above.
      const read = (app: NonNullable<typeof named>) => app.app.inject({ url: '/api/website?version=1', headers: bearer(site.token) });
      for (let batch = 0; batch < (READS / 32) * 10 && failed === 0; batch++) {
        for (let i = 0; i < 8; i++) failed += (await read(i % 2 === 0 ? named : other)).statusCode === 200 ? 0 : 1;
        const answers = await Promise.all(Array.from({ length: 32 }, (_, i) => read(i % 2 === 0 ? named : other)));
        failed += answers.filter((r) => r.statusCode !== 200).length;
      }
    }
    console.log(`pgbouncer control (named statements): ${failed} failed`);
    expect(failed).toBeGreaterThan(0);
  }, 120_000);
});
