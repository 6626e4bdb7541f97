/**
 * Resident memory (RSS) of the real server process as `npm start` runs it (the compiled server), on an
 * existing PGlite data directory and on PostgreSQL (a fresh database, migrated by the set-up): idle
 * after /ready, then after 10,000 requests — a third each of GET /api/website signed in as an owner,
 * the owner's published page on the site host and the landing page — and the growth between the two.
 * Then a further 10,000 requests, so that a leak shows apart from the first requests' warm-up. Once,
 * also: idle after the very first start on a new PGlite directory.
 * A bare Node HTTP server given the same 10,000 requests is the reference, measured in the same rounds
 * (PGlite, PostgreSQL, bare, PGlite…); min/median/max of the rounds.
 *
 * "Flat" means: RSS after the 10,000 requests at most 10 % above idle (FLAT_GROWTH).
 * Usage: npx tsx bench/memory.ts [rounds=3] [requests=10000]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bearer } from '../tests/support/test-app';
import { runsCompiledServer } from '../tests/support/server-process';
import { autocannon } from './support/autocannon';
import { type Figure, mmm, report, spread } from './support/report';
import { publishSampleSite, stop, waitFor } from './support/sample-site';
import { freshPostgres, startServer } from './support/servers';

const rounds = Number(process.argv[2] ?? 3);
const requests = Number(process.argv[3] ?? 10_000);
const [APP_PORT, SITES_PORT, REF_PORT] = [4911, 4912, 4913];
const FLAT_GROWTH = 0.1;
const APP_URL = 'http://localhost:3000';
const MB = 1024 * 1024;

/** The process's resident set and its peak, in MB, from /proc (Linux). */
function rss(child: ChildProcess): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? Number.NaN);
  return { rss: (kb('VmRSS') * 1024) / MB, peak: (kb('VmHWM') * 1024) / MB };
}

const settle = () => new Promise((r) => setTimeout(r, 1500));

/** A data directory (and database) with an owner whose sample website is saved and published. */
async function prepare(env: Record<string, string>): Promise<{ token: string; pagePath: string }> {
  const { token, pagePath } = await publishSampleSite({ ...env, APP_URL }, 'memory-bench@example.com');
  return { token, pagePath };
}

/** `count` requests spread over the given targets (each its own autocannon run, all at once); fails on any non-2xx. */
async function load(targets: { url: string; headers?: Record<string, string> }[], count: number) {
  const each = Math.ceil(count / targets.length);
  const results = await Promise.all(targets.map((t) => autocannon({ url: t.url, headers: { 'accept-encoding': 'br, gzip', ...t.headers }, connections: 10, amount: each })));
  results.forEach((r, i) => {
    if (r.non2xx || r.errors) throw new Error(`${targets[i]?.url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  });
}

interface Sample {
  idle: number;
  loaded: number;
  again: number;
  peak: number;
}

async function measure(child: ChildProcess, ready: string, targets: { url: string; headers?: Record<string, string> }[]): Promise<Sample> {
  try {
    await waitFor(ready, child);
    await settle();
    const idle = rss(child).rss;
    await load(targets, requests);
    await settle();
    const loaded = rss(child).rss;
    await load(targets, requests);
    await settle();
    const after = rss(child);
    return { idle, loaded, again: after.rss, peak: after.peak };
  } finally {
    await stop(child);
  }
}

const env = (dataDir: string, databaseUrl: string) => ({
  DATA_DIR: dataDir,
  PORT: String(APP_PORT),
  SITES_PORT: String(SITES_PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_MAX: '1000',
  DATABASE_URL: databaseUrl,
});

const pgliteDir = mkdtempSync(path.join(tmpdir(), 'ww-bench-memory-'));
const postgresDir = mkdtempSync(path.join(tmpdir(), 'ww-bench-memory-pg-'));
const postgres = await freshPostgres('memory_bench');
try {
  const sides: { kind: 'PGlite' | 'PostgreSQL'; env: Record<string, string>; owner: { token: string; pagePath: string }; samples: Sample[]; target: number }[] = [];
  const pgliteEnv = env(pgliteDir, '');
  sides.push({ kind: 'PGlite', env: pgliteEnv, owner: await prepare(pgliteEnv), samples: [], target: 300 });
  if (postgres) {
    const postgresEnv = env(postgresDir, postgres);
    sides.push({ kind: 'PostgreSQL', env: postgresEnv, owner: await prepare(postgresEnv), samples: [], target: 150 });
  }
  // Once: the very first start on a new PGlite directory (initdb, then every migration), idle after /ready.
  const newDir = mkdtempSync(path.join(tmpdir(), 'ww-bench-memory-new-'));
  let firstStart: number;
  try {
    const child = startServer({ ...env(newDir, ''), APP_URL });
    try {
      await waitFor(`http://127.0.0.1:${APP_PORT}/ready`, child);
      await settle();
      firstStart = rss(child).rss;
    } finally {
      await stop(child);
    }
  } finally {
    rmSync(newDir, { recursive: true, force: true });
  }
  const bare: Sample[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const side of sides) {
      const targets = [
        { url: `http://127.0.0.1:${APP_PORT}/api/website?version=1`, headers: bearer(side.owner.token) },
        { url: `http://127.0.0.1:${SITES_PORT}${side.owner.pagePath}` },
        { url: `http://127.0.0.1:${APP_PORT}/landing` },
      ];
      side.samples.push(await measure(startServer({ ...side.env, APP_URL }), `http://127.0.0.1:${APP_PORT}/ready`, targets));
    }
    const reference = spawn(process.execPath, ['-e', `require('http').createServer((q,s)=>s.end('ok')).listen(${REF_PORT}, '127.0.0.1')`], { stdio: 'ignore' });
    bare.push(await measure(reference, `http://127.0.0.1:${REF_PORT}/`, [{ url: `http://127.0.0.1:${REF_PORT}/` }]));
  }

  const how = runsCompiledServer() ? 'compiled server' : 'TypeScript through tsx: run npm run build';
  const figures: Figure[] = [];
  for (const side of sides) {
    const growth = side.samples.map((s) => s.loaded / s.idle - 1);
    const further = side.samples.map((s) => s.again / s.loaded - 1);
    const idle = side.samples.map((s) => s.idle);
    figures.push(
      { name: `RSS idle after /ready on ${side.kind} (${how}, MB)`, value: mmm(idle), target: `≤ ${side.target} MB`, met: spread(idle).median <= side.target },
      { name: `RSS after ${requests} requests on ${side.kind} (MB)`, value: mmm(side.samples.map((s) => s.loaded)), target: '' },
      {
        name: `RSS growth over ${requests} requests on ${side.kind}`,
        value: `${mmm(growth.map((g) => g * 100), 1, ' %')}`,
        target: `flat: ≤ ${FLAT_GROWTH * 100} %`,
        met: spread(growth).median <= FLAT_GROWTH,
        note: `a further ${requests} requests: ${mmm(further.map((g) => g * 100), 1, ' %')} more (${mmm(side.samples.map((s) => s.again))} MB; peak ${mmm(side.samples.map((s) => s.peak))} MB). A third each: GET /api/website signed in, the published page on the site host, /landing; 10 connections each.`,
      },
    );
  }
  figures.splice(1, 0, {
    name: 'RSS idle after the first start on a new PGlite directory (MB, once)',
    value: firstStart.toFixed(0),
    target: '≤ 300 MB',
    met: firstStart <= 300,
    note: "PGlite's initdb runs in a short-lived child process (decision 0024)",
  });
  if (!postgres) figures.push({ name: 'RSS idle after /ready on PostgreSQL', value: 'not measured', target: '≤ 150 MB', met: false, note: 'no PostgreSQL at BENCH_DATABASE_URL / 127.0.0.1:5432' });
  figures.push(
    { name: 'bare Node HTTP server: RSS idle (MB, reference)', value: mmm(bare.map((s) => s.idle)), target: '' },
    { name: `bare Node HTTP server: RSS after ${requests} requests (MB, reference)`, value: mmm(bare.map((s) => s.loaded)), target: '' },
  );
  report('memory', figures);
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
  rmSync(postgresDir, { recursive: true, force: true });
  if (postgres) {
    const admin = new (await import('pg')).default.Client({ connectionString: new URL('/postgres', postgres).toString() });
    await admin.connect();
    await admin.query('drop database if exists memory_bench');
    await admin.end();
  }
}
