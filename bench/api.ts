/**
 * GET /api/website?version=1 of the real server process (signed in, the sample site saved) against a
 * bare Fastify route answering the same JSON from memory, on PGlite and on PostgreSQL. Rounds are
 * interleaved (ours, reference, ours, reference…) so the shared machine's load hits both alike; each
 * side's min/median/max of ROUNDS, and the ratio of medians. Then p99 at 100 connections (PostgreSQL).
 * Usage: npx tsx bench/api.ts [seconds-per-round=4] [rounds=3]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { DevOutbox } from '../src/server/mail/mailer';
import { sampleWebsite } from '../src/site/sample-website';
import { bearer, jsonHeaders, signUpConfirmed } from '../tests/support/test-app';
import { type Figure, mmm, report, spread } from './support/report';
import { stop, waitFor } from './support/sample-site';
import { freshPostgres, startScript, startServer } from './support/servers';
import { autocannon, type AutocannonResult } from './support/autocannon';

const seconds = Number(process.argv[2] ?? 4);
const rounds = Number(process.argv[3] ?? 3);
const [APP_PORT, SITES_PORT, REF_PORT] = [4831, 4832, 4833];

async function measure(url: string, headers: Record<string, string>, connections: number, duration: number): Promise<AutocannonResult> {
  const r = await autocannon({ url, connections, duration, headers });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return r;
}

/** How one answer travels: its content-encoding and the bytes on the wire. */
function rawAnswer(url: string, headers: Record<string, string>): Promise<{ encoding: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ encoding: String(res.headers['content-encoding'] ?? 'identity'), bytes }));
    }).on('error', reject);
  });
}

/** Signs a user up and saves the sample site, with the app in this process; answers a token and the JSON. */
async function prepare(env: Record<string, string>): Promise<{ token: string; body: string }> {
  const app = await buildApp({ config: loadConfig({ ...env, APP_URL: 'http://localhost:3000' }), logger: false });
  try {
    const { token } = await signUpConfirmed({ app, outbox: new DevOutbox(path.join(env.DATA_DIR as string, 'outbox')) }, 'api-bench@example.com');
    const put = await app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: sampleWebsite('https://images.example.com') } });
    if (put.statusCode !== 200) throw new Error(put.body);
    const body = (await app.inject({ method: 'GET', url: '/api/website?version=1', headers: bearer(token) })).body;
    return { token, body };
  } finally {
    await app.close();
  }
}

async function onDatabase(kind: 'PGlite' | 'PostgreSQL', databaseUrl: string, target: number): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-bench-api-'));
  const env = { DATA_DIR: dataDir, PORT: String(APP_PORT), SITES_PORT: String(SITES_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '1000', DATABASE_URL: databaseUrl };
  const { token, body } = await prepare(env);
  const bodyFile = path.join(dataDir, 'website.json');
  writeFileSync(bodyFile, body);
  const server = startServer({ ...env, APP_URL: 'http://localhost:3000' });
  const reference = startScript('api-reference-server.ts', { PORT: String(REF_PORT), BODY_FILE: bodyFile });
  try {
    await waitFor(`http://127.0.0.1:${APP_PORT}/ready`, server);
    await waitFor(`http://127.0.0.1:${REF_PORT}/api/website`, reference);
    const ours = `http://127.0.0.1:${APP_PORT}/api/website?version=1`;
    const ref = `http://127.0.0.1:${REF_PORT}/api/website`;
    const headers = { ...bearer(token), 'accept-encoding': 'gzip, br' };
    const sent = await rawAnswer(ours, headers);
    await measure(ours, headers, 10, 2); // warm-up
    await measure(ref, headers, 10, 2);
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < rounds; i++) {
      a.push((await measure(ours, headers, 10, seconds)).requests.average);
      b.push((await measure(ref, headers, 10, seconds)).requests.average);
    }
    const ratios = a.map((x, i) => x / (b[i] as number));
    const ratio = spread(a).median / spread(b).median;
    const figures: Figure[] = [
      { name: `GET /api/website on ${kind}, 10 connections (req/s)`, value: mmm(a), target: '' },
      { name: `bare Fastify, same JSON (req/s, reference)`, value: mmm(b), target: '' },
      {
        name: `ratio GET /api/website / bare Fastify on ${kind}`,
        value: `${ratio.toFixed(2)}× (per round ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
        target: `≥ ${target}×`,
        met: ratio >= target,
        note: `${body.length} bytes of JSON: ours sends ${sent.bytes} bytes as ${sent.encoding} (the client accepts gzip and br), the reference the JSON as it is; both servers and the load generator share the machine's cores.`,
      },
    ];
    if (kind === 'PostgreSQL') {
      const p99s: number[] = [];
      const rates: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const r = await measure(ours, headers, 100, seconds);
        p99s.push(r.latency.p99);
        rates.push(r.requests.average);
      }
      figures.push({ name: 'GET /api/website on PostgreSQL at 100 connections: p99 (ms)', value: `${mmm(p99s)} at ${mmm(rates)} req/s`, target: '< 50 ms', met: spread(p99s).median < 50 });
    }
    return figures;
  } finally {
    await Promise.all([stop(server), stop(reference)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const figures: Figure[] = [];
figures.push(...(await onDatabase('PGlite', '', 0.15)));
const postgres = await freshPostgres('ww_bench_api');
if (postgres) figures.push(...(await onDatabase('PostgreSQL', postgres, 0.3)));
else figures.push({ name: 'GET /api/website on PostgreSQL', value: 'not measured', target: '≥ 0.3×', met: false, note: 'no PostgreSQL at BENCH_DATABASE_URL / 127.0.0.1:5432' });
report('api', figures);
