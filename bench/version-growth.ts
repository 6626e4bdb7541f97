/**
 * Bounded growth (issue 16 item 6, decision 0027): two sites, each published N times (200 by default)
 * through the real API with a changed description every time, in two apps side by side: one with the
 * default retention (VERSION_RETENTION=50) and one keeping every version (the behaviour before). The
 * publishes alternate between the two (A, B, A, B…). Prints what one site keeps afterwards (stored page
 * objects, saved documents in the database), the cost of pruning on a publish, and the versions list's
 * first page against the whole history the list used to send.
 *
 * Each side has its own data directory (PGlite on disk, local storage): storage and database figures
 * do not depend on the database kind. Usage: npx tsx bench/version-growth.ts [publishes=200]
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp, openConfiguredDatabase } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { DevOutbox } from '../src/server/mail/mailer';
import { sampleWebsite } from '../src/site/sample-website';
import { bearer, jsonHeaders, signUpConfirmed } from '../tests/support/test-app';
import { mmm, report, spread } from './support/report';

const PUBLISHES = Number(process.argv[2] ?? 200);
const RETENTION = 50;
const BLOCK = 20;

async function side(label: string, retention: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `ww-bench-versions-${label}-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    AUTH_RATE_LIMIT_MAX: '1000',
    API_WRITE_BURST_MAX: '100000',
    API_WRITE_HOURLY_MAX: '100000',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    VERSION_RETENTION: String(retention),
  });
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database, logger: false });
  const { token } = await signUpConfirmed({ app, outbox: new DevOutbox(path.join(dataDir, 'outbox')) }, `${label}@example.com`);
  const { accountId } = (await app.inject({ url: '/api/account', headers: bearer(token) })).json() as { accountId: string };
  const site = sampleWebsite('https://images.example.com');
  const times: number[] = [];
  return {
    label,
    times,
    /** Saves the site with a new description (untimed), previews it, and times the publish alone. */
    async publishOnce(n: number) {
      const saved = await app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { ...site, companyDescription: `${site.companyDescription} (edition ${n})` } } });
      if (saved.statusCode !== 200) throw new Error(saved.body);
      const { hash } = (await app.inject({ url: '/api/website/preview', headers: bearer(token) })).json() as { hash: string };
      const start = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/website/publish/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { hash } } });
      times.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(res.body);
    },
    /** Bytes of the site's stored page objects, and how many objects. */
    storedPages() {
      const dir = path.join(dataDir, 'storage', 'sites', accountId);
      const files = readdirSync(dir);
      return { bytes: files.reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0), objects: files.length };
    },
    /** The versions' saved documents as the database stores them (compressed by TOAST where large). */
    async documents() {
      const row = await sql<{ bytes: string | null; kept: string }>`
        select sum(pg_column_size(document)) as bytes, count(*) filter (where pruned_on is null) as kept
        from website_versions where account_id = ${accountId}`.execute(database.db);
      return { bytes: Number(row.rows[0]?.bytes ?? 0), kept: Number(row.rows[0]?.kept ?? 0) };
    },
    /** The plain HTML size of the live version (the stored `size` column). */
    async plainSize() {
      const row = await database.db.selectFrom('website_versions').select('size').where('account_id', '=', accountId).orderBy('version', 'desc').executeTakeFirstOrThrow();
      return row.size;
    },
    /** Bytes of the versions list's first page (the default 20), and of every page together (the list before paging). */
    async listBytes() {
      const first = await app.inject({ url: '/api/website/versions', headers: bearer(token) });
      let all = 0;
      let before: number | undefined;
      for (;;) {
        const res = await app.inject({ url: `/api/website/versions?limit=100${before ? `&before=${before}` : ''}`, headers: bearer(token) });
        const page = res.json() as { versions: { version: number }[]; hasMore: boolean };
        all += res.rawPayload.length;
        if (!page.hasMore) break;
        before = page.versions.at(-1)?.version;
      }
      return { first: first.rawPayload.length, all };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const kept = await side('keep50', RETENTION);
const all = await side('keepall', 10_000);
try {
  console.log(`publishing the sample site ${PUBLISHES} times on each side, alternating (PGlite on disk, local storage)`);
  for (let n = 1; n <= PUBLISHES; n++) {
    // Alternate which side goes first, so neither always follows the other's garbage.
    const order = n % 2 === 0 ? [kept, all] : [all, kept];
    for (const s of order) await s.publishOnce(n);
  }
  const [pagesKept, pagesAll] = [kept.storedPages(), all.storedPages()];
  const [docsKept, docsAll] = [await kept.documents(), await all.documents()];
  const plain = await kept.plainSize();
  const list = await kept.listBytes();
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

  // Publish time: the median of each block of 20 on both sides, and the ratio per block.
  const ratios: number[] = [];
  for (let i = 0; i + BLOCK <= PUBLISHES; i += BLOCK) {
    ratios.push(spread(kept.times.slice(i, i + BLOCK)).median / spread(all.times.slice(i, i + BLOCK)).median);
  }
  // Only blocks after the retention was reached prune on every publish.
  const pastRetention = ratios.slice(Math.ceil(RETENTION / BLOCK));
  const pruningRatios = pastRetention.length > 0 ? pastRetention : ratios;
  const pageRatio = pagesKept.bytes / pagesAll.bytes;
  const docRatio = docsKept.bytes / docsAll.bytes;
  const expected = RETENTION / PUBLISHES;
  report('version-growth', [
    {
      name: `stored pages of one site after ${PUBLISHES} publishes, keep ${RETENTION} ÷ keep all`,
      value: `${pageRatio.toFixed(2)}× (${kb(pagesKept.bytes)} in ${pagesKept.objects} objects vs ${kb(pagesAll.bytes)} in ${pagesAll.objects})`,
      target: `≤ ${(expected * 1.05).toFixed(2)}× (${RETENTION} of ${PUBLISHES} kept)`,
      met: pageRatio <= expected * 1.05 && pagesKept.objects === 2 * RETENTION,
    },
    {
      name: `saved documents of one site in the database, keep ${RETENTION} ÷ keep all`,
      value: `${docRatio.toFixed(2)}× (${kb(docsKept.bytes)} for ${docsKept.kept} versions vs ${kb(docsAll.bytes)} for ${docsAll.kept})`,
      target: `≤ ${(expected * 1.05).toFixed(2)}×`,
      met: docRatio <= expected * 1.05 && docsKept.kept === RETENTION,
    },
    {
      name: 'one version as stored (.br + .gz) ÷ its plain HTML',
      value: `${((pagesKept.bytes / pagesKept.objects) * 2 / plain).toFixed(2)}× (${kb((pagesKept.bytes / pagesKept.objects) * 2)} vs ${kb(plain)})`,
      target: '',
      note: 'decision 0018: no plain copy is stored; the site host sends the .br or .gz bytes as they are',
    },
    {
      name: `publish with pruning ÷ keeping every version (median of ${BLOCK}-publish blocks once past ${RETENTION})`,
      value: `${mmm(pruningRatios, 2, '×')}; ${mmm(kept.times, 0, ' ms')} vs ${mmm(all.times, 0, ' ms')} per publish`,
      target: '≤ 1.2×',
      met: spread(pruningRatios).median <= 1.2,
    },
    {
      name: `versions list: first page (20) ÷ all ${PUBLISHES} versions (what the list sent before paging)`,
      value: `${(list.first / list.all).toFixed(2)}× (${(list.first / 1024).toFixed(1)} KB vs ${(list.all / 1024).toFixed(1)} KB)`,
      target: '',
    },
  ]);
} finally {
  await kept.close();
  await all.close();
}
