import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import { DevOutbox } from '../../src/server/mail/mailer';
import { publishSite } from '../support/publish-site';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds, openTestDatabase } from '../support/test-database';

/*
 * Decision 0032: GET /metrics (Prometheus text, prom-client) only with METRICS_TOKEN, off without it;
 * request ids accepted from X-Request-Id when safe (else made), answered, and in every log line of the
 * request; the site host's sampled access log; JSON logs without coloured text.
 */
const TOKEN = 'metrics-token-for-tests-0123456789';

describe.each(databaseKinds)('observability on %s', (kind) => {
  let t: TestApp;
  let database: Database;
  const lines: Record<string, unknown>[] = [];
  let raw = '';

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-observability-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      APP_URL: 'http://localhost:3000',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
      METRICS_TOKEN: TOKEN,
      SITE_ACCESS_LOG_SAMPLE: '1',
      API_WRITE_BURST_MAX: '1000',
    });
    database = await openTestDatabase(kind);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        raw += chunk.toString();
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const app = await buildApp({ config, database, logger: { level: 'info', stream } });
    await app.ready();
    t = {
      app,
      database,
      outbox: new DevOutbox(path.join(dataDir, 'outbox')),
      dataDir,
      close: async () => {
        await app.close();
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }, 180_000);
  afterAll(async () => t?.close());

  it('answers /metrics only with its token, in Prometheus text, with requests, the pool, the caches, the queues and memory', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    const site = await publishSite(t, `metrics-${kind}@example.com`, 'Metric Masonry');
    expect((await t.app.siteHost.inject(site.path)).statusCode).toBe(200);
    expect((await t.app.siteHost.inject(site.path)).statusCode).toBe(200);
    // An upload whose processing failed, as the queue figures count it.
    await t.database.db
      .insertInto('media_uploads')
      .values({ key: `u/${site.accountId}/failed-${kind}.png`, account_id: site.accountId, content_type: 'image/png', size: 10, image_state: 'failed', image_error: 'not an image' })
      .execute();
    await t.database.db
      .insertInto('mail_queue')
      .values({ mail_id: `given-up-${kind}`, account_id: site.accountId, message: JSON.stringify({ to: 'v@example.com', subject: 'Booked', text: 'x' }), next_attempt_on: null })
      .execute();
    await t.database.db.updateTable('mail_queue').set({ state: 'failed' }).where('mail_id', '=', `given-up-${kind}`).execute();
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    for (const name of ['ww_lead_emails_pending', 'ww_lead_emails_retrying', 'ww_lead_emails_given_up', 'ww_image_jobs_queued', 'ww_image_jobs_retrying']) {
      expect(text).toMatch(new RegExp(`^${name} \\d+$`, 'm'));
    }
    expect(text).toMatch(/^ww_images_failed 1$/m);
    expect(text).toMatch(/^ww_queued_emails_given_up 1$/m);
    expect(text).toMatch(/^ww_queued_emails_(pending|retrying) \d+$/m);
    expect(text).toMatch(/^ww_http_requests_total\{server="sites",method="GET",route="\/\*",status="2xx"\} [1-9]\d*$/m);
    expect(text).toMatch(/^ww_http_request_duration_seconds_bucket\{le="\+Inf",server="app",method="POST",route="\/api\/website\/publish\/"\} 1$/m);
    expect(text).toMatch(/^ww_page_cache_hits [1-9]\d*$/m);
    expect(text).toMatch(/^ww_site_lookup_cache_misses [1-9]\d*$/m);
    // The index of every live site and the page pack (decision 0072): the published site is held in both.
    expect(text).toMatch(/^ww_site_index_sites \d+$/m);
    expect(text).toMatch(/^ww_page_pack_pages \d+$/m);
    expect(text).toMatch(/^ww_page_pack_reads \d+$/m);
    expect(text).toMatch(/^ww_database_up 1$/m);
    // The one publish above: its background brotli 11 pass waiting, under way or done.
    expect(text).toMatch(/^ww_page_compressions_waiting [01]$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  }, 120_000);

  it('takes X-Request-Id when it is safe, answers with it, and writes it in the log line; makes one otherwise', async () => {
    const res = await t.app.inject({ url: '/api/config', headers: { 'x-request-id': 'abc' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('abc');
    const logged = lines.filter((line) => line.reqId === 'abc');
    expect(logged.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));

    const unsafe = await t.app.inject({ url: '/api/config', headers: { 'x-request-id': 'a b"c' } });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const made = await t.app.inject('/api/config');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.headers['x-request-id']).not.toBe(unsafe.headers['x-request-id']);

    // The site host: the id comes back, and its access log (sampled: every request here) carries it.
    const page = await t.app.siteHost.inject({ url: '/robots.txt', headers: { 'x-request-id': 'site-abc' } });
    expect(page.headers['x-request-id']).toBe('site-abc');
    expect(lines.find((line) => line.reqId === 'site-abc' && line.msg === 'site request')).toMatchObject({ statusCode: 200, url: '/robots.txt' });
    // JSON lines only: no terminal colours (better-auth's logger goes through pino).
    expect(raw).not.toContain('\u001b[');
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('is not there: 404, not the single-page app', async () => {
    const t = await createTestApp('pglite');
    try {
      const res = await t.app.inject('/metrics');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).not.toContain('<html');
    } finally {
      await t.close();
    }
  }, 120_000);
});
