import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../src/server/storage/s3-storage';
import { grantFor } from '../support/media-helpers';
import { publishSite } from '../support/publish-site';
import { bearer, createTestApp, jsonHeaders, type TestApp } from '../support/test-app';
import { makePng } from '../support/test-images';

/*
 * The S3 adapter against s3rver, a maintained S3-compatible server from the registry (not our own
 * stand-in, tests/support/s3-test-server.ts): it keeps objects on disk, checks the access key and
 * answers with S3's errors. s3rver's fixed credentials are S3RVER / S3RVER.
 */
const BUCKET = 'ww-s3rver';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const browserPut = (url: string, body: Buffer, contentType: string) =>
  fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType } });

describe('S3 storage on s3rver', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ww-s3rver-'));
  let server: S3rver;
  let endpoint: string;
  let storage: S3Storage;
  let t: TestApp;

  beforeAll(async () => {
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = (await server.run()) as { port: number };
    endpoint = `http://127.0.0.1:${port}`;
    const s3Config = { kind: 's3' as const, bucket: BUCKET, region: 'us-east-1', endpoint, credentials: CREDENTIALS, forcePathStyle: true };
    storage = new S3Storage(s3Config);
    t = await createTestApp('pglite', {
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts, heads, reads, reads the start of and deletes objects; /ready reaches the bucket', async () => {
    expect(await storage.ping()).toBe(true);
    expect(await new S3Storage({ kind: 's3', bucket: 'no-such-bucket', region: 'us-east-1', endpoint, credentials: CREDENTIALS, forcePathStyle: true }).ping()).toBe(false);
    expect((await t.app.inject('/ready')).json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });

    await storage.put('p/a/index.html', '<!doctype html><title>x</title>', 'text/html; charset=utf-8');
    expect(await storage.head('p/a/index.html')).toEqual({ size: 31, contentType: 'text/html; charset=utf-8' });
    expect((await storage.readStart('p/a/index.html', 9))?.toString()).toBe('<!doctype');
    const read = await storage.read('p/a/index.html');
    const chunks: Buffer[] = [];
    for await (const chunk of read?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('<!doctype html><title>x</title>');
    await storage.delete('p/a/index.html');
    expect(await storage.head('p/a/index.html')).toBeUndefined();
    expect(await storage.read('p/a/index.html')).toBeUndefined();
  });

  it('presigns a PUT that signs its Content-Type and Content-Length; s3rver stores the object with that type', async () => {
    const png = makePng(6, 6);
    const url = await storage.presignUpload({ key: 'u/acct/photo.png', contentType: 'image/png', size: png.length }, 60);
    const signed = new URL(url).searchParams;
    expect(signed.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['content-length', 'content-type', 'host']);
    expect(signed.get('X-Amz-Expires')).toBe('60');
    // s3rver checks the credential but not a V4 signature's value, so the refusal of another type or
    // size is proven against tests/support/s3-test-server.ts, which recomputes signatures (s3-storage.test.ts).
    expect((await browserPut(url, png, 'image/png')).status).toBe(200);
    expect(await storage.head('u/acct/photo.png')).toEqual({ size: png.length, contentType: 'image/png' });
    const wrongKey = url.replace('X-Amz-Credential=S3RVER', 'X-Amz-Credential=NOBODY');
    expect((await browserPut(wrongKey, png, 'image/png')).status).toBe(403);
  });

  it('runs the app on it: an image uploaded through a presigned URL, processed into variants kept in the bucket, and a site published to and served from it', async () => {
    const site = await publishSite(t, 's3rver-owner@example.com', 'Bucket Bakery');
    const png = makePng(8, 8);
    const grant = await grantFor(t, site.token, 'logo.png', 'image/png', png.length);
    expect(grant.presignedUrl.startsWith(`${endpoint}/${BUCKET}/`)).toBe(true);
    expect((await browserPut(grant.presignedUrl, png, 'image/png')).status).toBe(200);
    const current = (await t.app.inject({ url: '/api/website?version=1', headers: bearer(site.token) })).json();
    const { accountId: _a, websiteVersion: _v, ...content } = current;
    const saved = await t.app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(site.token), ...jsonHeaders }, payload: { input: { ...content, logo: grant.publicUrl } } });
    expect(saved.statusCode).toBe(200);
    // The original answers with a redirect to its processed variant (decision 0014), read back from the bucket.
    const original = await t.app.siteHost.inject({ url: `/media/${grant.fullKey}`, headers: { host: 'localhost:3001' } });
    expect(original.statusCode).toBe(302);
    const variantUrl = new URL(String(original.headers.location), 'http://localhost:3001/');
    const variant = await t.app.siteHost.inject({ url: variantUrl.pathname, headers: { host: 'localhost:3001' } });
    expect(variant.statusCode).toBe(200);
    expect(String(variant.headers['content-type'])).toMatch(/^image\//);
    expect(variant.rawPayload.length).toBeGreaterThan(0);
    expect(await storage.head(variantUrl.pathname.replace(/^\/media\//, ''))).toMatchObject({ size: variant.rawPayload.length });

    const page = await t.app.siteHost.inject({ url: site.path, headers: { host: 'localhost:3001' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Bucket Bakery');
  });
});
