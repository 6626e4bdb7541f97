import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNOT_STORE_FILES_NOW } from '../../src/shared/error-messages';
import { emptyWebsiteContent } from '../../src/shared/website';
import { SITE_UNAVAILABLE_TEXT } from '../../src/server/sites/site-host';
import { publishSite } from '../support/publish-site';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { bearer, createTestApp, jsonHeaders, type TestApp } from '../support/test-app';

/*
 * Decision 0032: the bucket goes away (s3rver behind a proxy that starts refusing). Pages held in memory
 * and the app stay up; /ready says the storage is unreachable but /ready/balancer keeps the replica in
 * the load balancer; what needs the storage now (a publish, a picture not held) gets a sentence and 503,
 * and nothing is half-written: the site keeps its live version. When the bucket is back, all works again.
 */
const BUCKET = 'ww-storage-outage';

describe('the storage goes away and comes back (decision 0032)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ww-storage-outage-'));
  let server: S3rver;
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = (await server.run()) as { port: number };
    proxy = await startTcpProxy('127.0.0.1', port);
    t = await createTestApp('pglite', {
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${proxy.port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps pages and the app up, keeps the replica in the load balancer, and answers what needs the bucket with a sentence', async () => {
    const site = await publishSite(t, 'bucket-owner@example.com', 'Bucketless Bakery');
    expect((await t.app.siteHost.inject(site.path)).body).toContain('Bucketless Bakery');

    proxy.setMode('refuse');
    const ready = await t.app.inject('/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ database: 'ok', storage: 'unreachable' });
    const balancer = await t.app.inject('/ready/balancer');
    expect(balancer.statusCode).toBe(200);
    expect(balancer.json()).toMatchObject({ status: 'ready', storage: 'unreachable' });

    // The page held in memory, and the app, answer as before.
    expect((await t.app.siteHost.inject(site.path)).body).toContain('Bucketless Bakery');
    expect((await t.app.inject({ url: '/api/website?version=1', headers: bearer(site.token) })).statusCode).toBe(200);
    // A picture no replica holds: a sentence.
    const picture = await t.app.siteHost.inject(`/media/u/${site.accountId}/i/${'a'.repeat(32)}.webp`);
    expect(picture.statusCode).toBe(503);
    expect(picture.body).toBe(SITE_UNAVAILABLE_TEXT);
    // A publish needs the bucket: refused with a sentence, and the live version stays as it was.
    const headers = { ...bearer(site.token), ...jsonHeaders };
    expect((await t.app.inject({ method: 'PUT', url: '/api/website/', headers, payload: { input: { ...emptyWebsiteContent(), companyName: 'Published In The Dark' } } })).statusCode).toBe(200);
    const { hash } = (await t.app.inject({ url: '/api/website/preview', headers: bearer(site.token) })).json() as { hash: string };
    const publish = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers, payload: { input: { hash } } });
    expect(publish.statusCode).toBe(503);
    expect(publish.json()).toEqual({ errorMessage: CANNOT_STORE_FILES_NOW });
    expect((await t.app.siteHost.inject(site.path)).body).toContain('Bucketless Bakery');

    proxy.setMode('pass');
    expect((await t.app.inject('/ready')).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers, payload: { input: { hash } } });
    expect(again.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the site directory's once-a-second check
    expect((await t.app.siteHost.inject(site.path)).body).toContain('Published In The Dark');
  }, 120_000);
});
