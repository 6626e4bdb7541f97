/**
 * Site host throughput with visitor counting on against off. Two server processes
 * (bench/visitor-counting-server.ts), each on its own copy of one data directory (the sample site
 * published on PGlite): one whose site host counts, one identical but without a counter. autocannon loads
 * them in turn, interleaved, with browser user agents (crawlers are not counted) from 500 different
 * "visitors", so the counter keeps hashing and writing batches. While one is measured the other is
 * stopped (SIGSTOP), so the counting process's flushes (every VISITS_FLUSH_SECONDS, 5 s) can only land in
 * its own rounds: one overdue when it is let go runs at the start of its next round. Rounds are 10 s, two
 * flush periods. Reports the ratio of the medians (target ≥ 0.9×).
 *
 * Usage: npx tsx bench/visitor-counting.ts [seconds=10] [rounds=5] [connections=50]   (env BENCH_PORT: first of three ports, default 4821)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/database';
import { autocannon } from './support/autocannon';
import { judged, mmm, reference, report, spread } from './support/report';
import { publishSampleSite, stop, waitFor } from './support/sample-site';

const seconds = Number(process.argv[2] ?? 10);
const rounds = Number(process.argv[3] ?? 5);
const connections = Number(process.argv[4] ?? 50);
const TARGET = 0.9;
const root = path.resolve(import.meta.dirname, '..');
/** BENCH_PORT moves the three ports (the set-up app, the counting site host, the other one) to BENCH_PORT, +1, +2. */
const basePort = Number(process.env.BENCH_PORT ?? 4821);
const [APP_PORT, SITES_PORT, SITES_PORT_OFF] = [basePort, basePort + 1, basePort + 2];

const work = mkdtempSync(path.join(tmpdir(), 'ww-bench-visits-'));
const dirs = { on: path.join(work, 'on'), off: path.join(work, 'off') };
const servers: Partial<Record<'on' | 'off', ChildProcess>> = {};
try {
  // 1. The sample site published into one data directory (PGlite on disk, local storage), then copied:
  //    PGlite is one process's, so each server gets its own.
  const env = { DATA_DIR: dirs.on, PORT: String(APP_PORT), SITES_PORT: String(SITES_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', APP_URL: `http://127.0.0.1:${APP_PORT}` };
  const { pagePath } = await publishSampleSite(env);
  cpSync(dirs.on, dirs.off, { recursive: true });

  // 2. The two servers, each in its own process.
  const ports = { on: SITES_PORT, off: SITES_PORT_OFF };
  for (const which of ['on', 'off'] as const) {
    servers[which] = spawn(process.execPath, ['--import', 'tsx', 'bench/visitor-counting-server.ts'], {
      cwd: root,
      env: { ...process.env, ...env, DATA_DIR: dirs[which], SITES_PORT: String(ports[which]), COUNTING: which, DATABASE_URL: '' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitFor(`http://127.0.0.1:${ports[which]}/_ww/health`, servers[which] as ChildProcess);
  }
  const pause = (which: 'on' | 'off') => (servers[which] as ChildProcess).kill('SIGSTOP');
  const resume = (which: 'on' | 'off') => (servers[which] as ChildProcess).kill('SIGCONT');

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
  /** Loads one server for `duration` seconds while the other is stopped. */
  const measure = async (which: 'on' | 'off', duration: number) => {
    const other = which === 'on' ? 'off' : 'on';
    pause(other);
    resume(which);
    try {
      const r = await autocannon({ url: `http://127.0.0.1:${ports[which]}`, connections, duration, requests });
      if (r.non2xx || r.errors) throw new Error(`counting ${which}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      return r;
    } finally {
      resume(other);
    }
  };
  await measure('on', 2); // warm-up, both
  await measure('off', 2);

  const on: number[] = [];
  const off: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    // Alternate which goes first, so neither always gets the warmer machine.
    const order = round % 2 === 1 ? (['on', 'off'] as const) : (['off', 'on'] as const);
    for (const which of order) {
      const r = await measure(which, seconds);
      (which === 'on' ? on : off).push(r.requests.average);
      console.log(`  round ${round}, counting ${which.padEnd(3)}: ${r.requests.average.toFixed(0).padStart(7)} req/s   p99 ${r.latency.p99} ms`);
    }
  }
  for (const which of ['on', 'off'] as const) await stop(servers[which] as ChildProcess); // the counting one writes what it still holds
  // What the counting server wrote: proof that it counted while it was measured (and the other did not).
  const counted = async (dir: string) => {
    const database = await openDatabase({ kind: 'pglite', dir: path.join(dir, 'db') });
    try {
      const stats = await database.db.selectFrom('site_daily_stats').select(['page_views', 'visitors']).execute();
      return { pageViews: stats.reduce((n, r) => n + r.page_views, 0), visitors: stats.reduce((n, r) => n + r.visitors, 0) };
    } finally {
      await database.close();
    }
  };
  const countedOn = await counted(dirs.on);
  const countedOff = await counted(dirs.off);
  const ratio = spread(on).median / spread(off).median;
  console.log(`sample site page, ${connections} connections, ${seconds} s per run, ${rounds} rounds interleaved, the other server stopped meanwhile`);
  report('visitor-counting', [
    reference('site host counting visitors (req/s)', mmm(on)),
    reference('same site host without a counter, its own process (req/s, reference)', mmm(off)),
    judged('throughput, counting on ÷ off (medians)', ratio, '≥', TARGET, {
      shown: `${ratio.toFixed(2)}×`,
      target: `≥ ${TARGET}×`,
      note: `counted ${countedOn.pageViews.toLocaleString('en-US')} page views and ${countedOn.visitors} visitors (the server without a counter: ${countedOff.pageViews})`,
    }),
  ]);
  if (countedOn.pageViews === 0 || countedOff.pageViews !== 0) throw new Error('the counting server counted nothing, or the other counted something: the comparison is not what it says');
} finally {
  for (const child of Object.values(servers)) {
    if (child && child.exitCode === null) {
      child.kill('SIGCONT');
      await stop(child);
    }
  }
  rmSync(work, { recursive: true, force: true });
}
