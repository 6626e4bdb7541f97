/**
 * Site host throughput with visitor counting on against off, measured in the same run on the same
 * process and database: the server (bench/visitor-counting-server.ts) runs the app's site host, which
 * counts, beside an identical one without a counter; autocannon loads them in turn, interleaved, with
 * browser user agents (crawlers are not counted) from 500 different "visitors", so the counter keeps
 * hashing and writing batches. Prints each round and the ratio of the medians (target ≥ 0.9).
 *
 * Usage: npx tsx bench/visitor-counting.ts [seconds=5] [rounds=5] [connections=50]   (env BENCH_PORT: first of three ports, default 4821)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/database';
import { publishSampleSite, stop, waitFor } from './support/sample-site';
import { autocannon } from './support/autocannon';

const seconds = Number(process.argv[2] ?? 5);
const rounds = Number(process.argv[3] ?? 5);
const connections = Number(process.argv[4] ?? 50);
const root = path.resolve(import.meta.dirname, '..');
/** BENCH_PORT moves the three ports (app, counting site host, site host without counting) to BENCH_PORT, +1, +2. */
const basePort = Number(process.env.BENCH_PORT ?? 4821);
const [APP_PORT, SITES_PORT, SITES_PORT_OFF] = [basePort, basePort + 1, basePort + 2];

const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-bench-visits-'));
let server: ChildProcess | undefined;
try {
  // 1. The sample site published into a data directory (PGlite on disk, local storage).
  const env = { DATA_DIR: dataDir, PORT: String(APP_PORT), SITES_PORT: String(SITES_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', APP_URL: `http://127.0.0.1:${APP_PORT}` };
  const { pagePath } = await publishSampleSite(env);

  // 2. The server with both site hosts.
  server = spawn(process.execPath, ['--import', 'tsx', 'bench/visitor-counting-server.ts'], {
    cwd: root,
    env: { ...process.env, ...env, SITES_PORT_OFF: String(SITES_PORT_OFF), DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${SITES_PORT}/_ww/health`, server);
  await waitFor(`http://127.0.0.1:${SITES_PORT_OFF}/_ww/health`, server);

  // 500 visitors: browsers that differ by version, as a busy site's would.
  const requests = Array.from({ length: 500 }, (_, i) => ({
    method: 'GET',
    path: pagePath,
    headers: {
      'accept-encoding': 'gzip',
      'user-agent': `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${i}.0 Safari/537.36`,
      referer: i % 3 === 0 ? 'https://www.google.com/' : '',
    },
  }));
  const measure = async (port: number, duration: number) => {
    const r = await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration, requests });
    if (r.non2xx || r.errors) throw new Error(`port ${port}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return r;
  };
  await measure(SITES_PORT, 2); // warm-up, both
  await measure(SITES_PORT_OFF, 2);

  const on: number[] = [];
  const off: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    // Alternate which goes first, so neither always gets the warmer machine.
    const order = round % 2 === 1 ? (['on', 'off'] as const) : (['off', 'on'] as const);
    for (const which of order) {
      const r = await measure(which === 'on' ? SITES_PORT : SITES_PORT_OFF, seconds);
      (which === 'on' ? on : off).push(r.requests.average);
      console.log(`  round ${round}, counting ${which.padEnd(3)}: ${r.requests.average.toFixed(0).padStart(7)} req/s   p99 ${r.latency.p99} ms`);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  await stop(server); // it writes what its counter still holds
  // What the counting site host wrote: proof that it counted while it was measured.
  const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
  const stats = await database.db.selectFrom('site_daily_stats').select(['page_views', 'visitors']).execute();
  await database.close();
  console.log(`sample site page, ${connections} connections, ${seconds} s per run, ${rounds} rounds interleaved`);
  console.log(`  counting on:  ${median(on).toFixed(0).padStart(7)} req/s (median)`);
  console.log(`  counting off: ${median(off).toFixed(0).padStart(7)} req/s (median, reference)`);
  console.log(`  throughput ratio on / off: ${(median(on) / median(off)).toFixed(2)} (target ≥ 0.9)`);
  console.log(`  counted: ${stats.reduce((n, r) => n + r.page_views, 0).toLocaleString('en-US')} page views, ${stats.reduce((n, r) => n + r.visitors, 0)} visitors`);
} finally {
  if (server) await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
