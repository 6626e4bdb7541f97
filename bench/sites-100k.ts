/**
 * Issue 30: 100,000 published sites on PostgreSQL, and a shared cache in front (decision 0065).
 *
 * Seeding: the sample site is published once through the product, then cloned with one
 * `insert … select … generate_series` per table (accounts, website_versions, and 30 days of
 * site_daily_stats per site), each clone's `.br`/`.gz` objects hard links of the original's under its
 * own storage key. Then, on the real server process (`npm start`'s build), with autocannon:
 * - one site's page against a random site of all of them, interleaved rounds (target ≥ 0.8×), p99, the
 *   server's RSS after the random rounds (target ≤ 250 MB); the rounds follow a first random round and a
 *   visit to every site once (a replica that has been running: its page pack holds what it has served);
 * - after a restart, a random site in the first 5 s against the warm median (target ≥ 0.6×);
 * - a publish's p95 on that database (an owner of its own, in this process; target < 150 ms) and the
 *   dashboard's and analytics' reads (GET /api/website, /api/account, /api/analytics?days=30; < 50 ms);
 * - one page through Varnish (docs/deploy/varnish.vcl) against nginx serving the same gzip bytes from
 *   a file, interleaved (target ≥ 0.9×).
 * The load average is printed at every round; the rounds alternate, so a busy spell hurts both sides.
 *
 * Usage: npx tsx bench/sites-100k.ts [sites=100000] [seconds=5] [rounds=5] [connections=50]
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile, link, mkdir, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/database';
import { sampleWebsite } from '../src/site/sample-website';
import { deployedVcl, startVarnish, varnishdPath, type Varnish } from '../tests/support/varnish';
import { autocannon, type AutocannonResult } from './support/autocannon';
import { type Figure, judged, mmm, reference, report, spread } from './support/report';
import { publishSampleSite, stop, waitFor } from './support/sample-site';
import { freshPostgres, startServer } from './support/servers';

const sites = Number(process.argv[2] ?? 100_000);
const seconds = Number(process.argv[3] ?? 5);
const rounds = Number(process.argv[4] ?? 5);
const connections = Number(process.argv[5] ?? 50);
const [APP_PORT, SITES_PORT, VARNISH_PORT, NGINX_PORT] = [4961, 4962, 4963, 4964];
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
const rate = (rs: AutocannonResult[]) => rs.map((r) => r.requests.average);
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] as number;

async function seed(env: Record<string, string>, count: number) {
  const started = Date.now();
  const { pagePath, token } = await publishSampleSite(env);
  const database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL as string, statementTimeoutMs: 30 * 60_000 });
  try {
    const db = database.db;
    const original = await db
      .selectFrom('accounts as a')
      .innerJoin('website_versions as v', (j) => j.onRef('v.account_id', '=', 'a.account_id').onRef('v.version', '=', 'a.website_version'))
      .select(['a.account_id', 'v.storage_key'])
      .executeTakeFirstOrThrow();
    const clones = count - 1;
    // The clones were published over the last ten weeks, a minute apart, as an installation's sites are; a
    // version published in the last five minutes is not written to the page pack (decision 0072), so clones
    // as new as the original would leave it unused in a run that measures just after seeding.
    await db.transaction().execute(async (trx) => {
      await sql`
        insert into accounts (account_id, email, full_name, created_on, updated_on, website_version, website_url, website_slug,
          website_slug_updated_on, website_last_published, website_last_published_by, subscription_tier)
        select 'bench-' || i, 'bench-' || i || '@example.com', a.full_name, a.created_on, a.updated_on, a.website_version,
          replace(a.website_url, '/' || a.website_slug || '/', '/bench-site-' || i || '/'), 'bench-site-' || i,
          a.website_slug_updated_on, a.website_last_published - interval '1 day' - i * interval '1 minute', 'bench-' || i || '@example.com', a.subscription_tier
        from accounts a, generate_series(1, ${clones}::int) i
        where a.account_id = ${original.account_id}`.execute(trx);
      await sql`
        insert into website_versions (account_id, version, storage_key, html_hash, etag, size, google_tag, published_on, published_by,
          restored_from, contact_form, compressed)
        select 'bench-' || i, v.version, 'sites/bench-' || i || '/v' || v.version || '.html', v.html_hash,
          md5(v.etag || i) || md5(i || v.etag), v.size, v.google_tag, v.published_on - interval '1 day' - i * interval '1 minute', 'bench-' || i || '@example.com',
          null, v.contact_form, v.compressed
        from website_versions v, generate_series(1, ${clones}::int) i
        where v.account_id = ${original.account_id} and v.version = (select website_version from accounts where account_id = ${original.account_id})`.execute(trx);
      // 14 days of figures for every site (1.4 million rows): what the analytics read goes through.
      await sql`
        insert into site_daily_stats (account_id, day, page_views, visitors, mobile, tablet, desktop)
        select a.account_id, current_date - d, 20 + (d * 7) % 13, 10 + d % 5, 5, 1, 4 + d % 5
        from accounts a, generate_series(0, 13) d`.execute(trx);
    });
    await sql`analyze`.execute(db);
    const storage = path.join(env.DATA_DIR as string, 'storage');
    // Hard links (no space, no copying), from a fresh copy every 60,000 (ext4 allows 65,000 links a file).
    const sources = new Map<number, Promise<string>>();
    const sourceOf = (i: number, suffix: string) => {
      const k = Math.floor(i / 60_000);
      const key = k * 10 + (suffix === '.br' ? 1 : 2);
      let source = sources.get(key);
      if (!source) {
        const from = path.join(storage, original.storage_key + suffix);
        const to = path.join(storage, `sites/bench-source-${k}${suffix}`);
        source = k === 0 ? Promise.resolve(from) : mkdir(path.dirname(to), { recursive: true }).then(() => copyFile(from, to)).then(() => to);
        sources.set(key, source);
      }
      return source;
    };
    for (let from = 1; from <= clones; from += 500) {
      const batch = Array.from({ length: Math.min(500, clones - from + 1) }, (_, k) => from + k);
      await Promise.all(
        batch.map(async (i) => {
          await mkdir(path.join(storage, 'sites', `bench-${i}`), { recursive: true });
          await Promise.all(['.br', '.gz'].map(async (suffix) => link(await sourceOf(i, suffix), path.join(storage, `sites/bench-${i}/v1.html${suffix}`))));
        }),
      );
    }
    const gz = await stat(path.join(storage, original.storage_key + '.gz'));
    const paths = [pagePath, ...Array.from({ length: clones }, (_, k) => `/bench-site-${k + 1}/`)];
    return { paths, seconds: (Date.now() - started) / 1000, gzBytes: gz.size, token };
  } finally {
    await database.close();
  }
}

/** The server's CPU time so far (ms, user + system, every thread), from /proc. */
function cpuMs(child: ChildProcess | undefined): number {
  if (!child?.pid) return NaN;
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Load averages seen during the rounds (1 minute), for every figure's note. */
const loads: number[] = [];

type Measured = AutocannonResult & { cpuUsPerRequest: number };

async function measure(base: string, pick: () => string, duration: number, extra: Record<string, string> = {}, server?: ChildProcess): Promise<Measured> {
  const cpuBefore = cpuMs(server);
  const r = await autocannon({
    url: base,
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip, br', 'user-agent': USER_AGENT, ...extra },
    requests: [{ method: 'GET', setupRequest: (request: Record<string, unknown>) => ({ ...request, path: pick() }) }],
  });
  // A refused connection in tens of thousands (a busy machine's listen queue) is printed, not fatal; more is a failure.
  if (r.non2xx || r.errors > r.requests.total / 10_000) throw new Error(`${base}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  if (r.errors) console.log(`${base}: ${r.errors} connection errors in ${r.requests.total} requests`);
  loads.push(loadavg()[0] as number);
  return { ...r, cpuUsPerRequest: ((cpuMs(server) - cpuBefore) * 1000) / Math.max(1, r.requests.total) };
}

/** Every path once, in a shuffled order, 50 connections: how long it took and at what rate. */
async function visitEverySite(base: string, paths: readonly string[]): Promise<{ seconds: number; rate: number }> {
  const order = [...paths];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j] as string, order[i] as string];
  }
  let next = 0;
  const started = performance.now();
  const r = await autocannon({
    url: base,
    connections,
    amount: order.length,
    headers: { 'accept-encoding': 'gzip, br', 'user-agent': USER_AGENT },
    requests: [{ method: 'GET', setupRequest: (request: Record<string, unknown>) => ({ ...request, path: order[next++ % order.length] }) }],
  });
  if (r.non2xx || r.errors > r.requests.total / 10_000) throw new Error(`${base}: ${r.non2xx} non-2xx, ${r.errors} errors while visiting every site`);
  const seconds = (performance.now() - started) / 1000;
  return { seconds, rate: r.requests.total / seconds };
}

/** The server's /metrics figures (METRICS_TOKEN), by name. */
async function metrics(port: number, token: string): Promise<Map<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  return new Map(text.split('\n').filter((l) => l && !l.startsWith('#') && !l.includes('{')).map((l) => [l.split(' ')[0] as string, Number(l.split(' ')[1])]));
}

function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** nginx serving `gz` (the page's gzip bytes) at `/page/` as a static file with Content-Encoding: gzip. */
function startNginx(gz: Buffer): { child: ChildProcess; dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ww-bench-nginx-'));
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'www/page'), { recursive: true });
  writeFileSync(path.join(dir, 'www/page/index.html'), gz, { mode: 0o644 });
  chmodSync(path.join(dir, 'www'), 0o755);
  chmodSync(path.join(dir, 'www/page'), 0o755);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; server { listen 127.0.0.1:${NGINX_PORT};
  location / { root ${dir}/www; default_type "text/html; charset=utf-8"; add_header Content-Encoding gzip; add_header Vary Accept-Encoding; add_header Cache-Control "public, max-age=0, must-revalidate"; } } }
`,
  );
  const child = spawn('nginx', ['-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
  return { child, dir };
}

/**
 * A publish's time and the dashboard's reads, by the sample site's owner (14 days of figures) on the
 * 100,000-site database, over HTTP on the real server process (the build, as `npm start` runs it).
 */
async function ownerTimings(serverEnv: Record<string, string>) {
  const server = startServer({ ...serverEnv, AUTH_RATE_LIMIT_MAX: '1000', API_WRITE_BURST_MAX: '100000', API_WRITE_HOURLY_MAX: '100000', SITE_PRELOAD_SITES: '0' });
  const app = serverEnv.APP_URL as string;
  try {
    await waitFor(`${app}/ready`, server);
    // Signed in afresh (an access token lasts minutes; the seeding may be older: BENCH_100K_KEEP).
    const signIn = await fetch(`${app}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app },
      body: JSON.stringify({ email: 'bench@example.com', password: 'correct horse battery' }),
    });
    if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const tokenRes = await fetch(`${app}/api/auth/token`, { headers: { cookie } });
    if (!tokenRes.ok) throw new Error(`token: ${tokenRes.status} ${await tokenRes.text()}`);
    const { token } = (await tokenRes.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: app };
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${app}${url}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${text}`);
      return text;
    };
    const time = async (method: string, url: string, body?: unknown) => {
      const started = performance.now();
      await call(method, url, body);
      return performance.now() - started;
    };
    // The replica's background brotli 11 passes still to do (/metrics).
    const compressing = async () => (await metrics(APP_PORT, serverEnv.METRICS_TOKEN as string)).get('ww_page_compressions_waiting') ?? 0;
    // As owners publish: one at a time, the previous publish's background brotli 11 done (the figure
    // judged); and 30 right after another, each competing with the one before (a reference).
    const publishes: number[] = [];
    const backToBack: number[] = [];
    const reads: Record<string, number[]> = { 'GET /api/website?version=1': [], 'GET /api/account': [], 'GET /api/analytics?days=30': [] };
    for (let i = 0; i < 64; i++) {
      const spaced = i % 2 === 0;
      if (spaced) while ((await compressing()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      await call('PUT', '/api/website/', { input: { ...sampleWebsite('https://images.example.com'), companyName: `Publisher ${i}` } });
      const { hash } = JSON.parse(await call('GET', '/api/website/preview')) as { hash: string };
      const took = await time('POST', '/api/website/publish/', { input: { hash } });
      // The first two warm the server's code up.
      if (i >= 2) (spaced ? publishes : backToBack).push(took);
      if (spaced || i < 2) continue;
      for (const key of Object.keys(reads)) {
        const [method, url] = key.split(' ') as [string, string];
        reads[key]?.push(await time(method, url));
      }
    }
    return { publishes, backToBack, reads };
  } finally {
    await stop(server);
  }
}

// While tuning: BENCH_100K_KEEP=<dir> seeds once into <dir> (and the database sites_bench_100k) and reuses
// both on later runs; BENCH_100K_ONLY=restart|publish runs only that part. Neither is used by `npm run bench`.
const keepDir = process.env.BENCH_100K_KEEP;
const only = process.env.BENCH_100K_ONLY;
const part = (name: 'rounds' | 'restart' | 'varnish' | 'publish') => !only || only === name;
const kept = keepDir && existsSync(path.join(keepDir, 'seeded.json')) ? (JSON.parse(readFileSync(path.join(keepDir, 'seeded.json'), 'utf8')) as Awaited<ReturnType<typeof seed>> & { databaseUrl: string }) : undefined;
const databaseUrl = kept?.databaseUrl ?? (await freshPostgres('sites_bench_100k'));
const figures: Figure[] = [];
if (!databaseUrl) {
  figures.push({ name: `${sites} sites on PostgreSQL`, value: 'not measured', target: 'runs', met: false, note: 'no PostgreSQL at BENCH_DATABASE_URL / 127.0.0.1:5432' });
} else {
  const dataDir = keepDir ? (mkdirSync(keepDir, { recursive: true }), keepDir) : mkdtempSync(path.join(tmpdir(), 'ww-bench-100k-'));
  const secret = 'bench-purge-secret';
  const env = {
    DATA_DIR: dataDir,
    PORT: String(APP_PORT),
    SITES_PORT: String(SITES_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    APP_URL: `http://127.0.0.1:${APP_PORT}`,
    DATABASE_URL: databaseUrl,
  };
  const metricsToken = 'bench-metrics';
  const serverEnv: Record<string, string> = { ...env, CACHE_PURGE_URLS: `http://127.0.0.1:${VARNISH_PORT}/`, CACHE_PURGE_SECRET: secret, METRICS_TOKEN: metricsToken };
  let server: ChildProcess | undefined;
  let varnish: Varnish | undefined;
  let nginx: { child: ChildProcess; dir: string } | undefined;
  try {
    console.log(`load average before seeding: ${load()}`);
    const seeded = kept ?? (await seed(env, sites));
    if (keepDir && !kept) writeFileSync(path.join(keepDir, 'seeded.json'), JSON.stringify({ ...seeded, databaseUrl }));
    console.log(`seeded ${sites} published sites (and ${sites * 14} daily figures) in ${seeded.seconds.toFixed(1)} s`);
    const base = `http://127.0.0.1:${SITES_PORT}`;
    server = startServer(serverEnv);
    await waitFor(`${base}/_ww/health`, server);
    const one = seeded.paths[0] as string;
    const single = () => one;
    const random = () => seeded.paths[Math.floor(Math.random() * seeded.paths.length)] as string;
    if (part('rounds')) {
    const cold = await measure(base, random, seconds, {}, server);
    // Then every site once, in a shuffled order: the rounds measure a replica that has served each site
    // since it started, as one that has run for a while has (its page pack holds them). A replica just
    // started is the restart figure's part below; this pass's own rate is printed beside it.
    const pass = await visitEverySite(base, seeded.paths);
    await measure(base, single, 2, {}, server);
    const a: Measured[] = [];
    const b: Measured[] = [];
    const rssReadings: number[] = [];
    for (let i = 0; i < rounds; i++) {
      a.push(await measure(base, single, seconds, {}, server));
      b.push(await measure(base, random, seconds, {}, server));
      rssReadings.push(rssMb(server));
      console.log(
        `round ${i + 1}: one site ${a[i]?.requests.average.toFixed(0)} req/s (${a[i]?.cpuUsPerRequest.toFixed(0)} µs of server CPU each), ` +
          `random ${b[i]?.requests.average.toFixed(0)} req/s (${b[i]?.cpuUsPerRequest.toFixed(0)} µs); RSS ${rssReadings[i]?.toFixed(0)} MB; load average ${load()}`,
      );
    }
    const rss = spread(rssReadings).max;
    const memory = await metrics(APP_PORT, metricsToken);
    const mb = (name: string) => ((memory.get(name) ?? NaN) / 1024 / 1024).toFixed(0);
    const cpu = (rs: Measured[]) => rs.map((r) => r.cpuUsPerRequest);
    const ratio = spread(rate(b)).median / spread(rate(a)).median;
    const cpuRatio = spread(cpu(a)).median / spread(cpu(b)).median;
    figures.push(
      reference(`one site's page, ${connections} connections (req/s)`, `${mmm(rate(a))}, p99 ${mmm(a.map((r) => r.latency.p99))} ms, ${mmm(cpu(a))} µs of server CPU a request`),
      reference(`a random site of ${sites} (req/s)`, `${mmm(rate(b))}, p99 ${mmm(b.map((r) => r.latency.p99))} ms, ${mmm(cpu(b))} µs of server CPU a request`),
      judged(`random site of ${sites} / one site (PostgreSQL)`, ratio, '≥', 0.8, {
        shown: `${ratio.toFixed(2)}× (ratio of medians; per round ${rate(b).map((x, i) => (x / (rate(a)[i] as number)).toFixed(2)).join(', ')})`,
        target: '≥ 0.8×',
        note: `server CPU a request, one site / random: ${cpuRatio.toFixed(2)}× (the same ratio measured by the server's own CPU time, which a busy machine disturbs less)`,
      }),
      judged(`server RSS after the random rounds over ${sites} sites (MB, highest reading)`, rss, '≤', 250, {
        unit: ' MB',
        shown: `${mmm(rssReadings, 0, ' MB')}`,
        note: `V8 heap used ${mb('nodejs_heap_size_used_bytes')} MB of ${mb('nodejs_heap_size_total_bytes')} MB, outside the heap (pages' bytes) ${mb('nodejs_external_memory_bytes')} MB`,
      }),
      reference(`first ${seconds} s after the seeding start, random site (req/s)`, `${cold.requests.average.toFixed(0)}, p99 ${cold.latency.p99} ms`),
      reference(`then every site once, shuffled (before the rounds)`, `${pass.seconds.toFixed(1)} s, ${pass.rate.toFixed(0)} req/s`, `pages not in memory since the start: ${memory.get('ww_page_pack_reads') ?? '?'} read from the page pack, ${(memory.get('ww_page_cache_misses') ?? NaN) - (memory.get('ww_page_pack_reads') ?? NaN)} from storage`),
    );
    }

    // Restarts (a rolling deploy): the first 5 s against the warm random rounds, each restart followed
    // by a warm round so that a busy spell hurts both sides.
    if (part('restart')) {
    const restarts: Measured[] = [];
    const warmAgain: Measured[] = [];
    const startSeconds: number[] = [];
    await measure(base, random, seconds, {}, server);
    for (let i = 0; i < rounds; i++) {
      await stop(server);
      const startedAt = performance.now();
      server = startServer(serverEnv);
      await waitFor(`${base}/_ww/health`, server);
      startSeconds.push((performance.now() - startedAt) / 1000);
      restarts.push(await measure(base, random, 5, {}, server));
      warmAgain.push(await measure(base, random, 5, {}, server));
      console.log(`restart ${i + 1}: first 5 s ${restarts[i]?.requests.average.toFixed(0)} req/s, then warm ${warmAgain[i]?.requests.average.toFixed(0)} req/s; load average ${load()}`);
    }
    const warmRatio = spread(rate(restarts)).median / spread(rate(warmAgain)).median;
    figures.push(
      judged(`random site in the first 5 s after a restart / warm`, warmRatio, '≥', 0.6, {
        shown: `${warmRatio.toFixed(2)}× (ratio of medians; per restart ${rate(restarts).map((x, i) => (x / (rate(warmAgain)[i] as number)).toFixed(2)).join(', ')}; first 5 s ${mmm(rate(restarts))} req/s, p99 ${mmm(restarts.map((r) => r.latency.p99))} ms)`,
        target: '≥ 0.6×',
        note: `start to the site port taking visitors: ${mmm(startSeconds, 1, ' s')} (SITE_PRELOAD_SITES ${process.env.SITE_PRELOAD_SITES ?? 'default'}, SITE_PRELOAD_WAIT_SECONDS ${process.env.SITE_PRELOAD_WAIT_SECONDS ?? 'default'}: the hot set is loaded and the request path warmed before the port opens)`,
      }),
    );
    }

    // Through Varnish against nginx serving the same gzip bytes.
    const page = await fetch(`${base}${one}`, { headers: { 'accept-encoding': 'gzip' } });
    const html = Buffer.from(await page.arrayBuffer());
    const gz = gzipSync(html, { level: 9 });
    const nginxThere = spawnSync('nginx', ['-v']).error === undefined;
    if (!part('varnish')) {
      // not asked for
    } else if (varnishdPath() && nginxThere) {
      varnish = await startVarnish(VARNISH_PORT, deployedVcl([`127.0.0.1:${SITES_PORT}`], secret), 256);
      nginx = startNginx(gz);
      await waitFor(`http://127.0.0.1:${NGINX_PORT}/page/`, nginx.child);
      await fetch(`${varnish.url}${one}`, { headers: { 'accept-encoding': 'gzip' } });
      // Both warmed first, as the site host was before its rounds (Varnish starts its worker threads as load comes).
      await measure(`http://127.0.0.1:${NGINX_PORT}`, () => '/page/', 2, { 'accept-encoding': 'gzip' });
      await measure(varnish.url, single, 2, { 'accept-encoding': 'gzip' });
      const viaVarnish: AutocannonResult[] = [];
      const viaNginx: AutocannonResult[] = [];
      for (let i = 0; i < rounds; i++) {
        viaNginx.push(await measure(`http://127.0.0.1:${NGINX_PORT}`, () => '/page/', seconds, { 'accept-encoding': 'gzip' }));
        // (nginx's and Varnish's own CPU is not measured: their rates are the figures.)
        viaVarnish.push(await measure(varnish.url, single, seconds, { 'accept-encoding': 'gzip' }));
        console.log(`round ${i + 1}: nginx ${viaNginx[i]?.requests.average.toFixed(0)} req/s, Varnish ${viaVarnish[i]?.requests.average.toFixed(0)} req/s; load average ${load()}`);
      }
      const vr = spread(rate(viaVarnish)).median / spread(rate(viaNginx)).median;
      figures.push(
        reference('nginx serving the page gzip-compressed from a file (req/s)', `${mmm(rate(viaNginx))}, p99 ${mmm(viaNginx.map((r) => r.latency.p99))} ms`),
        reference('one page through Varnish (req/s)', `${mmm(rate(viaVarnish))}, p99 ${mmm(viaVarnish.map((r) => r.latency.p99))} ms`),
        judged('Varnish / nginx, the same page', vr, '≥', 0.9, { shown: `${vr.toFixed(2)}×`, target: '≥ 0.9×', note: `${gz.length} gzip bytes each; Varnish adds the site host's headers (CSP, ETag…)` }),
      );
    } else {
      figures.push({ name: 'Varnish / nginx', value: 'not measured', target: '≥ 0.9×', met: false, note: `${varnishdPath() ? 'nginx' : 'varnishd'} is not installed (apt-get install varnish varnish-modules nginx)` });
    }
    await stop(server);
    server = undefined;

    if (part('publish')) {
    const { publishes, backToBack, reads } = await ownerTimings(serverEnv);
    const publishFigures = (xs: number[]) =>
      `p95 ${quantile(xs, 0.95).toFixed(1)} ms (min / median / max ${spread(xs).min.toFixed(1)} / ${quantile(xs, 0.5).toFixed(1)} / ${spread(xs).max.toFixed(1)}, ${xs.length} publishes)`;
    figures.push(
      judged(`a publish's p95 with ${sites} sites (ms)`, quantile(publishes, 0.95), '<', 150, {
        unit: ' ms',
        shown: publishFigures(publishes),
        note: 'one at a time, as an owner publishes: the previous publish\'s background brotli 11 finished first',
      }),
      reference(`a publish right after another (ms)`, publishFigures(backToBack), 'each while the previous one\'s brotli 11 runs in the background on the shared cores'),
    );
    for (const [url, xs] of Object.entries(reads)) {
      figures.push(judged(`${url} with ${sites} sites (ms, median)`, quantile(xs, 0.5), '<', 50, { unit: ' ms', shown: `${mmm(xs, 1, ' ms')}, p95 ${quantile(xs, 0.95).toFixed(1)} ms` }));
    }
    }
    console.log(`load average at the end: ${load()}`);
    const { min, median, max } = spread(loads.length > 0 ? loads : [loadavg()[0] as number]);
    figures.push(reference('load average (1 min) after each measured round', `${min.toFixed(1)} / ${median.toFixed(1)} / ${max.toFixed(1)} (min / median / max) on ${cpus().length} cores`, 'the targets are for an idle machine; above the number of cores, every rate here is shared with other work'));
  } finally {
    if (server) await stop(server);
    await varnish?.stop();
    if (nginx) {
      await stop(nginx.child);
      rmSync(nginx.dir, { recursive: true, force: true });
    }
  }
  report('sites-100k', figures);
  // 100,000 directories take minutes to delete on a busy disk: after the figures are out.
  if (!keepDir) rmSync(dataDir, { recursive: true, force: true });
}
if (!databaseUrl) report('sites-100k', figures);
