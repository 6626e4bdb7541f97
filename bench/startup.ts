/**
 * Time from process start to a 200 from /ready: the app as `npm start` runs it (the compiled server),
 * on an existing PGlite directory and on PostgreSQL (migrations already applied: the cheap check), in
 * rounds interleaved with a bare Node HTTP server (the reference). Min/median/max of each.
 * Usage: npx tsx bench/startup.ts [rounds=5]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runsCompiledServer, serverCommand as serverArgs } from '../tests/support/server-process';
import { type Figure, mmm, report, spread } from './support/report';
import { freshPostgres } from './support/servers';

const root = path.resolve(import.meta.dirname, '..');
const rounds = Number(process.argv[2] ?? 5);

async function timeToReady(args: string[], env: Record<string, string>, url: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
      try {
        if ((await fetch(url)).ok) return performance.now() - started;
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  }
}

const port = '4641';
const env = (dataDir: string, databaseUrl: string) => ({ DATA_DIR: dataDir, PORT: port, SITES_PORT: '4642', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl });
const ready = `http://127.0.0.1:${port}/ready`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-bench-start-'));
const postgres = await freshPostgres('ww_bench_startup');
try {
  // First starts create the databases and run every migration; they are not what is measured.
  const first = await timeToReady(serverArgs(), env(dataDir, ''), ready);
  if (postgres) await timeToReady(serverArgs(), env(dataDir, postgres), ready);
  const pglite: number[] = [];
  const pg: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < rounds; i++) {
    pglite.push(await timeToReady(serverArgs(), env(dataDir, ''), ready));
    if (postgres) pg.push(await timeToReady(serverArgs(), env(dataDir, postgres), ready));
    bare.push(await timeToReady(['-e', `require('http').createServer((q,s)=>s.end('ok')).listen(${port}, '127.0.0.1')`], {}, `http://127.0.0.1:${port}/`));
  }
  const how = runsCompiledServer() ? 'compiled server' : 'TypeScript through tsx (the build is missing or stale: run npm run build)';
  const figures: Figure[] = [
    { name: `start → /ready on an existing PGlite (${how}, ms)`, value: mmm(pglite), target: '< 2000 ms', met: spread(pglite).median < 2000 },
    { name: 'start → /ready, first start on a new PGlite directory (ms, once)', value: first.toFixed(0), target: '' },
    { name: 'bare Node HTTP server start (ms, reference)', value: mmm(bare), target: '' },
  ];
  if (postgres) figures.splice(1, 0, { name: `start → /ready on PostgreSQL (${how}, ms)`, value: mmm(pg), target: '< 1000 ms', met: spread(pg).median < 1000 });
  else figures.push({ name: 'start → /ready on PostgreSQL', value: 'not measured', target: '< 1000 ms', met: false, note: 'no PostgreSQL at 127.0.0.1:5432' });
  report('startup', figures);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
