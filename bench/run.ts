/**
 * `npm run bench`: runs every benchmark in bench/ one after the other (never two at once: they
 * measure the machine), then prints ONE table of every figure beside its target, and a closing line
 * counting every target and how many were not met (the exit status is 1 when any was not). Every
 * benchmark reports through bench/support/report.ts (judged() gives a figure its target and verdict
 * in one call); one that fails, or ends without reporting, counts as a target not met.
 *
 * Usage: npx tsx bench/run.ts [name-filter…]   (the client and server must be built: npm run build)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Figure } from './support/report';

const benchDir = import.meta.dirname;
const filters = process.argv.slice(2);
/** Files in bench/ that are not benchmarks: this runner and servers other benchmarks start. */
const notBenchmarks = (file: string) => file === 'run.ts' || file.endsWith('-server.ts');
const files = readdirSync(benchDir)
  .filter((f) => f.endsWith('.ts') && !notBenchmarks(f))
  .filter((f) => filters.length === 0 || filters.some((filter) => f.includes(filter)))
  .sort();

const resultsDir = mkdtempSync(path.join(tmpdir(), 'ww-bench-results-'));
const rows: { bench: string; figure: Figure }[] = [];
for (const file of files) {
  const bench = file.replace(/\.ts$/, '');
  console.log(`\n=== ${bench} ===`);
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, file)], {
    cwd: path.resolve(benchDir, '..'),
    env: { ...process.env, BENCH_RESULTS_DIR: resultsDir },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(run.stdout ?? '');
  const json = path.join(resultsDir, `${bench}.json`);
  if (run.status !== 0) {
    rows.push({ bench, figure: { name: 'run', value: `failed (exit ${run.status})`, target: 'runs', met: false, note: 'see its output above' } });
  } else if (existsSync(json)) {
    for (const figure of JSON.parse(readFileSync(json, 'utf8')) as Figure[]) rows.push({ bench, figure });
  } else {
    rows.push({ bench, figure: { name: 'report', value: 'none', target: 'its figures reported through bench/support/report.ts', met: false, note: 'it ran but reported nothing, so none of its targets was judged' } });
  }
  console.log(`(${bench}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
rmSync(resultsDir, { recursive: true, force: true });

console.log('\n' + '='.repeat(100));
console.log('Every figure of this run beside its target (✓ met, ✗ not met, blank: a reference)');
console.log('='.repeat(100));
let last = '';
for (const { bench, figure } of rows) {
  if (bench !== last) console.log(`\n${bench}`);
  last = bench;
  const verdict = figure.met === undefined ? ' ' : figure.met ? '✓' : '✗';
  const value = figure.value ? `  ${figure.value}` : '';
  const target = figure.target ? `   [target ${figure.target}]` : '';
  console.log(`  ${verdict} ${figure.name}${value}${target}`);
  if (figure.note) console.log(`      ${figure.note}`);
}
const targets = rows.filter((r) => r.figure.met !== undefined).length;
const missed = rows.filter((r) => r.figure.met === false).length;
console.log(`\n${rows.length} figures, ${targets} target${targets === 1 ? '' : 's'} judged: ${targets - missed} met, ${missed} not met.`);
if (missed > 0) process.exitCode = 1;
