/**
 * Time of GET /api/analytics for a site with one million page views over the last year, next to
 * GET /api/account (the same guard, one small row: the reference), both measured in this run through
 * the real app. The data is what the design keeps (decision 0011): a year of daily rollups and
 * referrer rows for the site, today's visitor hashes, its leads, and two thousand other sites' year of
 * rollups around it. Reports the median and 95th percentile (target: a median under 50 ms for a year).
 *
 * PGlite on disk by default; set DATABASE_URL to measure on PostgreSQL.
 * Usage: npx tsx bench/analytics-query.ts [runs=200]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp, openConfiguredDatabase } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { DevOutbox } from '../src/server/mail/mailer';
import { bearer, signUpConfirmed } from '../tests/support/test-app';
import { judged, reference, report } from './support/report';

const runs = Number(process.argv[2] ?? 200);
const PAGE_VIEWS_PER_YEAR = 1_000_000;
const OTHER_SITES = 2000;
const REFERRERS_PER_DAY = 40;

const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-bench-analytics-'));
try {
  const config = loadConfig({ DATA_DIR: dataDir, APP_URL: 'http://localhost:3000', AUTH_RATE_LIMIT_MAX: '1000', LOG_LEVEL: 'warn', DATABASE_URL: process.env.DATABASE_URL ?? '' });
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database, logger: false });
  const { token } = await signUpConfirmed({ app, outbox: new DevOutbox(path.join(dataDir, 'outbox')) }, 'busy@example.com');
  const account = (await app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) })).json() as { accountId: string };
  const db = database.db;
  const id = account.accountId;

  const seedStart = performance.now();
  // The busy site: 365 days adding up to a million page views (a weekly rhythm, a slow rise), about 40% as many visitors.
  await sql`
    insert into site_daily_stats (account_id, day, page_views, visitors, mobile, tablet, desktop, cta_clicks, phone_clicks, email_clicks)
    select ${id}, current_date - d, pv, (pv * 0.4)::int, (pv * 0.24)::int, (pv * 0.03)::int, (pv * 0.13)::int, pv / 50, pv / 40, pv / 90
    from (select d, (${PAGE_VIEWS_PER_YEAR}::float / 365 * (0.75 + 0.5 * (365 - d) / 365) * (case when extract(dow from current_date - d) in (0, 6) then 0.8 else 1.08 end))::int as pv
          from generate_series(0, 364) d) days`.execute(db);
  const total = await sql<{ sum: string }>`select sum(page_views) from site_daily_stats where account_id = ${id}`.execute(db);
  // Scale to exactly one million.
  const sum = Number(total.rows[0]?.sum ?? 1);
  await sql`update site_daily_stats set page_views = (page_views * ${PAGE_VIEWS_PER_YEAR}::float / ${sum})::int where account_id = ${id}`.execute(db);
  await sql`
    insert into site_daily_referrers (account_id, day, host, visitors)
    select ${id}, current_date - d, 'referrer-' || r || '.example', greatest(1, (60 / r)::int) from generate_series(0, 364) d, generate_series(1, ${REFERRERS_PER_DAY}) r`.execute(db);
  await sql`insert into visitor_days (account_id, day, visitor_hash) select ${id}, current_date, md5(g::text) from generate_series(1, 1100) g`.execute(db);
  await sql`
    insert into leads (lead_id, account_id, name, contact, reply_to, message, received_on, mail_state)
    select md5(g::text), ${id}, 'Visitor ' || g, 'v' || g || '@example.net', 'v' || g || '@example.net', 'Hello', now() - (g || ' hours')::interval, 'sent'
    from generate_series(1, 3000) g`.execute(db);
  // Everyone else: two thousand smaller sites with a year of rollups and a few referrers each.
  await sql`insert into accounts (account_id, email, updated_on) select 'other-' || g, 'other' || g || '@example.com', now() from generate_series(1, ${OTHER_SITES}) g`.execute(db);
  await sql`
    insert into site_daily_stats (account_id, day, page_views, visitors)
    select 'other-' || g, current_date - d, 20 + (g + d) % 50, 8 + (g + d) % 20 from generate_series(1, ${OTHER_SITES}) g, generate_series(0, 364) d`.execute(db);
  await sql`
    insert into site_daily_referrers (account_id, day, host, visitors)
    select 'other-' || g, current_date - d, 'ref-' || r || '.example', 1 + r from generate_series(1, ${OTHER_SITES}) g, generate_series(0, 364) d, generate_series(1, 3) r`.execute(db);
  await sql`analyze`.execute(db);
  const rows = await sql<{ n: string }>`select count(*) as n from site_daily_stats`.execute(db);
  const seeded = ((performance.now() - seedStart) / 1000).toFixed(1);

  const time = async (url: string) => {
    const samples: number[] = [];
    for (let i = 0; i < runs + 20; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      if (i >= 20) samples.push(ms); // the first twenty warm up
    }
    samples.sort((a, b) => a - b);
    return { median: samples[Math.floor(samples.length / 2)] as number, p95: samples[Math.floor(samples.length * 0.95)] as number };
  };
  const year = (await app.inject({ method: 'GET', url: '/api/analytics?days=365', headers: bearer(token) })).json() as { pageViews: number; visitors: number };
  if (year.pageViews < PAGE_VIEWS_PER_YEAR * 0.999) throw new Error(`seeded ${year.pageViews} page views, expected a million`);

  const accountRead = await time('/api/account');
  const yearly = await time('/api/analytics?days=365');
  const monthly = await time('/api/analytics?days=30');
  const f = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(`analytics query on ${database.kind}: a site with ${year.pageViews.toLocaleString('en-US')} page views and ${year.visitors.toLocaleString('en-US')} visitors in the last 365 days`);
  console.log(`  among ${Number(rows.rows[0]?.n).toLocaleString('en-US')} daily rollup rows of ${OTHER_SITES + 1} sites (seeded in ${seeded} s); ${runs} requests each, median and p95`);
  report('analytics-query', [
    reference('GET /api/account (reference)', `${f(accountRead.median)}, p95 ${f(accountRead.p95)}`),
    reference('GET /api/analytics?days=30', `${f(monthly.median)}, p95 ${f(monthly.p95)}, ${(monthly.median / accountRead.median).toFixed(2)}× the account read`),
    judged(`GET /api/analytics?days=365, a million page views (${database.kind})`, yearly.median, '<', 50, {
      unit: ' ms',
      shown: `${f(yearly.median)}, p95 ${f(yearly.p95)}, ${(yearly.median / accountRead.median).toFixed(2)}× the account read`,
    }),
  ]);
  await app.close();
  await database.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
