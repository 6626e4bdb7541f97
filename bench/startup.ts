/**
 * Time from process start to a 200 from /ready, for the app and, side by side, for a bare Node HTTP
 * server (the reference): prints both medians and their ratio. Uses a fresh PGlite directory each run,
 * so migrations are included. Usage: npx tsx bench/startup.ts [runs=5]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 5);

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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const app: number[] = [];
const bare: number[] = [];
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-bench-'));
  const port = String(4600 + i);
  app.push(
    await timeToReady(['--import', 'tsx', 'src/server/server.ts'], { DATA_DIR: dataDir, PORT: port, SITES_PORT: String(4700 + i), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' }, `http://127.0.0.1:${port}/ready`),
  );
  rmSync(dataDir, { recursive: true, force: true });
  bare.push(
    await timeToReady(['-e', `require('http').createServer((q,s)=>s.end('ok')).listen(${port}, '127.0.0.1')`], {}, `http://127.0.0.1:${port}/`),
  );
}
console.log(`start → /ready, median of ${runs} (fresh PGlite data directory each run)`);
console.log(`  Website Works:        ${median(app).toFixed(0)} ms`);
console.log(`  bare Node HTTP server: ${median(bare).toFixed(0)} ms (reference)`);
console.log(`  ratio: ${(median(app) / median(bare)).toFixed(1)}×`);
