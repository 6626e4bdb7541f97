/**
 * Random-site throughput of the site host over many published sites (10,000 by default), against the
 * single-site throughput of the same server process in the same run, on PGlite and on PostgreSQL.
 *
 * Seeding: the sample site is published once through the product (sign-up, save, publish: its rows and
 * its `.br`/`.gz` objects as VersionStore stores them), then cloned — one `insert … select … from
 * generate_series` per table, and the two stored objects copied under each clone's own storage key — so
 * every site has its own account row, live version row, address and stored bytes, as if each owner had
 * published. The seeded data directory / database is reused by every round.
 *
 * Measured with autocannon at C connections, every request a GET of a page with a browser's user agent
 * (so the visitor counter counts it) and `accept-encoding: gzip, br`: single = one site's page;
 * random = each request a site drawn at random among all of them. Both use the same request-building
 * path in the client. A cold pass (the first requests after start: nothing cached) is reported apart;
 * then interleaved rounds (single, random, single, random…), min/median/max, and the ratio of medians
 * (target ≥ 0.8×).
 *
 * Usage: npx tsx bench/site-host-sites.ts [sites=10000] [seconds=5] [rounds=3] [connections=50]
 * Env: SITES_BENCH_DB=pglite|postgres to measure one only; SITES_BENCH_NODE_ARGS to pass options to the server's node.
 */
import { spawn } from 'node:child_process';
import { copyFile, mkdir } from 'node:fs/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/database';
import { type Figure, mmm, report, spread } from './support/report';
import { publishSampleSite, stop, waitFor } from './support/sample-site';
import { serverCommand } from '../tests/support/server-process';
import { freshPostgres, ROOT, startServer } from './support/servers';
import { autocannon, type AutocannonResult } from './support/autocannon';

const sites = Number(process.argv[2] ?? 10_000);
const seconds = Number(process.argv[3] ?? 5);
const rounds = Number(process.argv[4] ?? 3);
const connections = Number(process.argv[5] ?? 50);
const [APP_PORT, SITES_PORT] = [4951, 4952];
const TARGET = 0.8;
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const headers = { 'accept-encoding': 'gzip, br', 'user-agent': process.env.SITES_BENCH_UA ?? USER_AGENT };

/** Publishes the sample site, then clones it into `count` sites in all; answers each site's page path. */
async function seed(env: Record<string, string>, count: number): Promise<{ paths: string[]; seconds: number; bytes: number }> {
  const started = Date.now();
  const { pagePath } = await publishSampleSite(env);
  const database = await openDatabase(env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dir: path.join(env.DATA_DIR as string, 'db') });
  try {
    const db = database.db;
    const original = await db
      .selectFrom('accounts as a')
      .innerJoin('website_versions as v', (j) => j.onRef('v.account_id', '=', 'a.account_id').onRef('v.version', '=', 'a.website_version'))
      .select(['a.account_id', 'a.website_slug', 'v.storage_key'])
      .executeTakeFirstOrThrow();
    const clones = count - 1;
    // Clone i: account bench-<i>, slug bench-site-<i>, its version's objects under its own key, published a
    // day and i minutes before the original, as an installation's sites were published over time: a version
    // published in the last five minutes is not written to the page pack (decision 0072), so clones as new
    // as the original would each be read from storage on every visit, which no installation sees.
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
    });
    const storage = path.join(env.DATA_DIR as string, 'storage');
    let bytes = 0;
    for (const suffix of ['.br', '.gz']) {
      const { size } = await import('node:fs/promises').then((fs) => fs.stat(path.join(storage, original.storage_key + suffix)));
      bytes += size;
    }
    for (let from = 1; from <= clones; from += 200) {
      const batch = Array.from({ length: Math.min(200, clones - from + 1) }, (_, k) => from + k);
      await Promise.all(
        batch.map(async (i) => {
          await mkdir(path.join(storage, 'sites', `bench-${i}`), { recursive: true });
          await Promise.all(['.br', '.gz'].map((suffix) => copyFile(path.join(storage, original.storage_key + suffix), path.join(storage, `sites/bench-${i}/v1.html${suffix}`))));
        }),
      );
    }
    const stored = await db.selectFrom('website_versions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    if (Number(stored.n) !== count) throw new Error(`seeded ${stored.n} versions, expected ${count}`);
    const paths = [pagePath, ...Array.from({ length: clones }, (_, k) => `/bench-site-${k + 1}/`)];
    return { paths, seconds: (Date.now() - started) / 1000, bytes };
  } finally {
    await database.close();
  }
}

/** One autocannon run: every request's path from `pick` (the same client path for single and random). */
async function measure(base: string, pick: () => string, duration: number): Promise<AutocannonResult> {
  const r = await autocannon({
    url: base,
    connections,
    duration,
    headers,
    requests: [{ method: 'GET', setupRequest: (request: Record<string, unknown>) => ({ ...request, path: pick() }) }],
  });
  if (r.non2xx || r.errors) throw new Error(`${base}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return r;
}

async function onDatabase(kind: 'PGlite' | 'PostgreSQL', databaseUrl: string): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-bench-sites-n-'));
  const env = { DATA_DIR: dataDir, PORT: String(APP_PORT), SITES_PORT: String(SITES_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', APP_URL: `http://127.0.0.1:${APP_PORT}`, DATABASE_URL: databaseUrl };
  try {
    const seeded = await seed(env, sites);
    console.log(`${kind}: seeded ${sites} published sites in ${seeded.seconds.toFixed(1)} s (${Math.round((seeded.bytes * sites) / 1024 / 1024)} MB stored: .br + .gz of each page)`);
    // SITES_BENCH_NODE_ARGS: options for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
    const nodeArgs = process.env.SITES_BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const server = nodeArgs.length
      ? spawn(process.execPath, [...nodeArgs, ...serverCommand()], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] })
      : startServer(env);
    try {
      const base = `http://127.0.0.1:${SITES_PORT}`;
      await waitFor(`${base}/_ww/health`, server);
      const one = seeded.paths[0] as string;
      const single = () => one;
      const random = () => seeded.paths[Math.floor(Math.random() * seeded.paths.length)] as string;
      // The cold pass: the first seconds after start, every site's lookup and page still to load.
      const cold = await measure(base, random, seconds);
      await measure(base, single, 2); // warm-up of the single page
      const a: AutocannonResult[] = [];
      const b: AutocannonResult[] = [];
      for (let i = 0; i < rounds; i++) {
        a.push(await measure(base, single, seconds));
        b.push(await measure(base, random, seconds));
      }
      const rate = (rs: AutocannonResult[]) => rs.map((r) => r.requests.average);
      const ratio = spread(rate(b)).median / spread(rate(a)).median;
      // PostgreSQL: random sites while, every second, another replica changes one site (its address's
      // canonical URL, a column every lookup reads: the site generation moves, as with a publish).
      const churn: Figure[] = [];
      if (databaseUrl) {
        const pg = (await import('pg')).default;
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          const moving: number[] = [];
          for (let i = 0; i < rounds; i++) {
            let bump: Promise<unknown> = Promise.resolve();
            const change = () =>
              client.query(
                `update accounts set website_url = case when website_url like '%?' then rtrim(website_url, '?') else website_url || '?' end where account_id = $1`,
                [`bench-${1 + Math.floor(Math.random() * (sites - 1))}`],
              );
            const timer = setInterval(() => (bump = change()), 1000);
            try {
              moving.push((await measure(base, random, seconds)).requests.average);
            } finally {
              clearInterval(timer);
              await bump;
            }
          }
          churn.push({
            name: `${kind}: a random site of ${sites} while another replica changes a site every second (req/s)`,
            value: `${mmm(moving)}: ${(spread(moving).median / spread(rate(a)).median).toFixed(2)}× one site`,
            target: '',
            note: 'each change moves the site generation (migration 0071) and names its lookups (0100): this replica drops those; measured after the interleaved rounds.',
          });
        } finally {
          await client.end();
        }
      }
      return [
        { name: `${kind}: one site's page, ${connections} connections (req/s, reference)`, value: `${mmm(rate(a))}, p99 ${mmm(a.map((r) => r.latency.p99))} ms`, target: '' },
        { name: `${kind}: a random site of ${sites} (req/s)`, value: `${mmm(rate(b))}, p99 ${mmm(b.map((r) => r.latency.p99))} ms`, target: '' },
        {
          name: `${kind}: cold pass, a random site of ${sites} in the first ${seconds} s after start (req/s)`,
          value: `${cold.requests.average.toFixed(0)}, p99 ${cold.latency.p99} ms`,
          target: '',
        },
        {
          name: `ratio random site of ${sites} / one site on ${kind}`,
          value: `${ratio.toFixed(2)}× (per round ${rate(b)
            .map((x, i) => (x / (rate(a)[i] as number)).toFixed(2))
            .join(', ')})`,
          target: `≥ ${TARGET}×`,
          met: ratio >= TARGET,
          note: `same server process, interleaved rounds of ${seconds} s; every request counted as a page view (browser user agent); the client accepts gzip and br.`,
        },
        ...churn,
      ];
    } finally {
      await stop(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.env.SITES_BENCH_DB;
const figures: Figure[] = [];
if (only !== 'postgres') figures.push(...(await onDatabase('PGlite', '')));
if (only !== 'pglite') {
  const postgres = await freshPostgres('sites_bench_hosts');
  if (postgres) {
    figures.push(...(await onDatabase('PostgreSQL', postgres)));
    await dropPostgres('sites_bench_hosts');
  } else figures.push({ name: 'random site on PostgreSQL', value: 'not measured', target: `≥ ${TARGET}×`, met: false, note: 'no PostgreSQL at BENCH_DATABASE_URL / 127.0.0.1:5432' });
}
report('site-host-sites', figures);

async function dropPostgres(name: string): Promise<void> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
  } finally {
    await client.end();
  }
}
