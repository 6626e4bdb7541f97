import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { DevOutbox } from '../../src/server/mail/mailer';
import { DEGRADED_HEADER } from '../../src/server/sites/site-host';
import { CANNOT_SAVE_NOW } from '../../src/shared/error-messages';
import { emptyWebsiteContent } from '../../src/shared/website';
import { hasTool } from '../support/required-tool';
import { publishSite } from '../support/publish-site';
import { freshDatabase, ReplicaClient, startReplicas } from '../support/replicas';
import { freePort, startServerProcess, waitUntilReady } from '../support/server-process';
import { startTcpProxy } from '../support/tcp-proxy';
import { bearer, jsonHeaders, type TestApp } from '../support/test-app';

/*
 * Decision 0032, issue 22's "Done when": the database goes away under load and comes back.
 * 1. A real server process: every one of its database connections is terminated (pg_terminate_backend,
 *    what a restart, a failover or an idle reaper does) and new ones are refused for three seconds (the
 *    restart). The process stays up, /ready answers 503 within a second and 200 again by itself, the
 *    published page it holds keeps answering 200 (marked), writes get a sentence, and no acknowledged
 *    write (a contact message, a saved website) is lost.
 * 2. A network partition (a proxy that forwards nothing and fails nothing): /ready still answers 503
 *    within a second, pages keep being served from memory, the API answers with a sentence at once.
 */
const url = process.env.TEST_DATABASE_URL;
const runs = hasTool(Boolean(url), 'PostgreSQL (TEST_DATABASE_URL)', 'the database outage tests');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe.runIf(runs)('the database goes away and comes back (decision 0032)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it('a replica whose connections are all terminated stays up, says so, serves what it holds, and recovers by itself with no acknowledged write lost', async () => {
    const set = await startReplicas(1, { CONTACT_RATE_LIMIT_MAX: '100000', CONTACT_DAILY_CAP: '100000', API_WRITE_BURST_MAX: '100000', API_WRITE_HOURLY_MAX: '100000', DATABASE_CONNECT_TIMEOUT_SECONDS: '2', LOG_LEVEL: 'warn' });
    cleanups.push(() => set.close());
    const [replica] = set.replicas;
    if (!replica) throw new Error('no replica');
    const client = new ReplicaClient(set);
    const jar = await client.signUpConfirmed(replica, 'outage-owner@example.com');
    const token = await client.token(replica, jar);
    const { publishUrl } = await client.publish(replica, token, 'Outage Proof Plumbing');
    const page = `${replica.sitesUrl}${new URL(publishUrl).pathname}`;
    expect((await fetch(page)).status).toBe(200);
    const contact = (message: string) =>
      fetch(`${page}contact`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ name: 'Pat Visitor', contact: 'pat@example.com', message }).toString() });
    expect((await contact('Before the outage')).status).toBe(200);

    // Load: visitors read the page, send messages, the owner saves; every answer is recorded.
    const pages = { ok: 0, failed: [] as number[], marked: 0 };
    const messages = { acknowledged: [] as string[], refused: [] as number[] };
    const saves = { acknowledged: [] as number[], refused: [] as { status: number; text: string }[], attempted: 0 };
    let stop = false;
    const visitors = (async () => {
      while (!stop) {
        const res = await fetch(page).catch(() => undefined);
        if (res?.status === 200) pages.ok += 1;
        else pages.failed.push(res?.status ?? 0);
        if (res?.headers.get(DEGRADED_HEADER)) pages.marked += 1;
        await res?.arrayBuffer().catch(() => {});
        await sleep(10);
      }
    })();
    let n = 0;
    const writers = (async () => {
      while (!stop) {
        n += 1;
        const message = `Message number ${n}`;
        const sent = await contact(message).catch(() => undefined);
        if (sent?.status === 200) messages.acknowledged.push(message);
        else messages.refused.push(sent?.status ?? 0);
        saves.attempted = n;
        const saved = await fetch(`${replica.url}/api/website/`, {
          method: 'PUT',
          headers: client.headers({ authorization: `Bearer ${token}` }),
          body: JSON.stringify({ input: { ...emptyWebsiteContent(), companyName: `Outage Proof ${n}` } }),
        }).catch(() => undefined);
        if (saved?.status === 200) saves.acknowledged.push(n);
        else saves.refused.push({ status: saved?.status ?? 0, text: (await saved?.text().catch(() => '')) ?? '' });
        await sleep(50);
      }
    })();
    await sleep(1500);

    // The outage: the database refuses new connections (as while restarting), and every connection of this
    // replica is terminated.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    cleanups.push(() => admin.end());
    const dbName = new URL(set.databaseUrl).pathname.slice(1);
    const pid = replica.server.child.pid as number;
    await admin.query(`alter database ${dbName} with allow_connections false`);
    const outageStarted = performance.now();
    const terminated = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name like $2`, [dbName, `website-works % ${pid}`]);
    expect(terminated.rowCount).toBeGreaterThan(0);

    // /ready answers within a second, every time, and says 503 naming the database within the first second or two.
    const readyAnswers: { status: number; ms: number; database?: string }[] = [];
    while (performance.now() - outageStarted < 3000) {
      const { value, ms } = await timed(async () => {
        const res = await fetch(`${replica.url}/ready`);
        return { status: res.status, body: (await res.json()) as { database: string } };
      });
      readyAnswers.push({ status: value.status, ms, database: value.body.database });
      await sleep(100);
    }
    const firstDown = readyAnswers.findIndex((a) => a.status === 503);
    expect(firstDown, JSON.stringify(readyAnswers)).toBeGreaterThanOrEqual(0);
    expect(readyAnswers[firstDown]?.database).toBe('unreachable');
    expect(Math.max(...readyAnswers.map((a) => a.ms))).toBeLessThan(1000);
    const pagesDuringOutage = { ...pages };

    // The database is back: the replica notices by itself.
    await admin.query(`alter database ${dbName} with allow_connections true`);
    const backAt = performance.now();
    let ready = false;
    while (!ready && performance.now() - backAt < 15_000) {
      ready = (await fetch(`${replica.url}/ready`)).status === 200;
      if (!ready) await sleep(100);
    }
    expect(ready).toBe(true);
    const recoveredMs = performance.now() - backAt;
    await sleep(1000);
    stop = true;
    await Promise.all([visitors, writers]);

    console.log(
      `database outage: ${pages.ok} page answers 200, ${pages.failed.length} failed, ${pages.marked} marked as served from memory; ` +
        `${messages.acknowledged.length} messages acknowledged, ${messages.refused.length} refused; ${saves.acknowledged.length} saves acknowledged, ${saves.refused.length} refused; ` +
        `/ready went 503 after ${Math.round(readyAnswers.slice(0, firstDown + 1).reduce((sum, a) => sum + a.ms + 100, 0))} ms, 200 again ${Math.round(recoveredMs)} ms after the database came back; slowest /ready ${Math.round(Math.max(...readyAnswers.map((a) => a.ms)))} ms`,
    );
    expect(replica.server.child.exitCode).toBeNull();
    expect(replica.server.child.signalCode).toBeNull();
    // Every page request was answered 200, some of them marked as served while the database was away.
    expect(pages.failed).toEqual([]);
    expect(pagesDuringOutage.marked).toBeGreaterThan(0);
    // Writes during the outage were refused with the sentence, not a 500.
    expect(saves.refused.length).toBeGreaterThan(0);
    for (const refusal of saves.refused) {
      expect(refusal.status).toBe(503);
      expect(JSON.parse(refusal.text)).toEqual({ errorMessage: CANNOT_SAVE_NOW });
    }
    expect(messages.refused.every((status) => status === 503)).toBe(true);
    expect(messages.refused.length).toBeGreaterThan(0);

    // No acknowledged write was lost.
    const check = new pg.Client({ connectionString: set.databaseUrl });
    await check.connect();
    const stored = new Set((await check.query<{ message: string }>('select message from leads')).rows.map((r) => r.message));
    await check.end();
    expect(messages.acknowledged.filter((m) => !stored.has(m))).toEqual([]);
    const website = await fetch(`${replica.url}/api/website?version=1`, { headers: { authorization: `Bearer ${token}` } });
    const companyName = ((await website.json()) as { companyName: string }).companyName;
    const storedN = Number(companyName.replace('Outage Proof ', ''));
    expect(storedN).toBeGreaterThanOrEqual(saves.acknowledged.at(-1) as number);
    // The log says what happened, as JSON lines, once each way.
    expect(replica.server.output()).toMatch(/the database is not answering/);
    expect(replica.server.output()).toMatch(/the database answers again/);
  }, 240_000);

  it('in a network partition /ready still answers within a second, pages are served from memory and the API answers with a sentence at once', async () => {
    const database = await freshDatabase('ww_partition');
    cleanups.push(() => database.drop());
    const target = new URL(database.url);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    cleanups.push(() => proxy.close());
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-partition-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL: 'http://localhost:3000', AUTH_SECRET: 'test-secret-test-secret-test-secret-123', LOG_LEVEL: 'silent', API_WRITE_BURST_MAX: '1000' });
    const db = await openDatabase({ kind: 'postgres', url: proxied.toString(), connectTimeoutMs: 1000, statementTimeoutMs: 2000 });
    const app = await buildApp({ config, database: db, logger: false });
    await app.ready();
    cleanups.push(async () => {
      await app.close();
      await db.close();
    });
    const t: TestApp = { app, database: db, outbox: new DevOutbox(path.join(dataDir, 'outbox')), dataDir, close: async () => {} };
    const site = await publishSite(t, 'partition-owner@example.com', 'Partition Proof Bakery');
    expect((await app.siteHost.inject(site.path)).statusCode).toBe(200);
    expect(db.poolStats?.()).toEqual({ total: expect.any(Number), idle: expect.any(Number), waiting: 0 });

    proxy.setMode('blackhole');
    const ready = await timed(() => app.inject('/ready'));
    expect(ready.value.statusCode).toBe(503);
    expect(ready.value.json()).toMatchObject({ database: 'unreachable' });
    expect(ready.ms).toBeLessThan(1000);
    await sleep(1200); // past the site directory's one-second check
    const served = await timed(() => app.siteHost.inject(site.path));
    expect(served.value.statusCode).toBe(200);
    expect(served.value.headers[DEGRADED_HEADER]).toMatch(/database-unavailable/);
    expect(served.ms).toBeLessThan(1000);
    const save = await timed(() => app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(site.token), ...jsonHeaders }, payload: { input: { ...emptyWebsiteContent(), companyName: 'Saved in the dark' } } }));
    expect(save.value.statusCode).toBe(503);
    expect(save.value.json()).toEqual({ errorMessage: CANNOT_SAVE_NOW });
    expect(save.ms).toBeLessThan(1000);
    console.log(`network partition: /ready 503 in ${Math.round(ready.ms)} ms, a held page 200 in ${Math.round(served.ms)} ms, a save refused in ${Math.round(save.ms)} ms`);

    proxy.setMode('pass');
    const deadline = Date.now() + 15_000;
    while ((await app.inject('/ready')).statusCode !== 200 && Date.now() < deadline) await sleep(200);
    expect((await app.inject('/ready')).statusCode).toBe(200);
    const after = await app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(site.token), ...jsonHeaders }, payload: { input: { ...emptyWebsiteContent(), companyName: 'Saved in the light' } } });
    expect(after.statusCode).toBe(200);
  }, 120_000);
});

describe.runIf(runs)('starting while the database is unreachable (decision 0032)', () => {
  it('answers /health at once, /ready 503, says in a log line that it waits, and starts by itself once the database answers', async () => {
    const database = await freshDatabase('ww_late_start');
    const target = new URL(database.url);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-late-start-'));
    proxy.setMode('refuse');
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const [port, sitesPort] = [await freePort(), await freePort()];
    const server = startServerProcess({ DATABASE_URL: proxied.toString(), DATA_DIR: dataDir, PORT: String(port), SITES_PORT: String(sitesPort), LOG_LEVEL: 'info' });
    try {
      const base = `http://127.0.0.1:${port}`;
      await expect.poll(async () => (await fetch(`${base}/health`).catch(() => undefined))?.status, { timeout: 30_000 }).toBe(200);
      const ready = await fetch(`${base}/ready`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { status: string }).status).toBe('starting');
      await expect.poll(() => server.output(), { timeout: 10_000 }).toMatch(/the database is not reachable \(.*\); trying again in \d+ s/);
      expect(server.output()).not.toMatch(/^\s+at /m); // a sentence, not a stack trace
      expect(server.child.exitCode).toBeNull();

      proxy.setMode('pass');
      expect(await waitUntilReady(base, server.child, 60_000), server.output()).toBe(true);
      expect(server.output()).toMatch(/the database answers: starting/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited();
      await proxy.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
