import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../src/server/storage/s3-storage';
import { accountIdOf, grantFor, requestUpload } from '../support/media-helpers';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server';
import { MEDIA_URL, bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';
import { HTML_FILE, makePng } from '../support/test-images';
import { databaseKinds } from '../support/test-database';

/** A browser's PUT of a file to a presigned URL. */
const browserPut = (url: string, body: Buffer, contentType: string) =>
  fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType } });

describe('S3 storage adapter against a local S3-compatible server', () => {
  let s3: S3TestServer;
  let storage: S3Storage;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    storage = new S3Storage({
      kind: 's3',
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('puts, heads, reads, reads a range of, and deletes objects', async () => {
    const png = makePng(5, 5);
    await storage.put('u/abc/one.png', png, 'image/png');
    expect(await storage.head('u/abc/one.png')).toEqual({ size: png.length, contentType: 'image/png' });
    expect((await storage.readStart('u/abc/one.png', 8))?.equals(png.subarray(0, 8))).toBe(true);
    const object = await storage.read('u/abc/one.png');
    const chunks: Buffer[] = [];
    for await (const chunk of object?.body ?? []) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).equals(png)).toBe(true);
    await storage.delete('u/abc/one.png');
    expect(await storage.head('u/abc/one.png')).toBeUndefined();
    expect(await storage.readStart('u/abc/one.png', 8)).toBeUndefined();
    expect(await storage.read('u/abc/one.png')).toBeUndefined();
  });

  it('is refused by the server with the wrong secret', async () => {
    const wrong = new S3Storage({
      kind: 's3',
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: 'not-the-secret' },
      forcePathStyle: true,
    });
    await expect(wrong.put('u/abc/two.png', makePng(), 'image/png')).rejects.toThrow();
    expect(s3.log.at(-1)).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('presigns a PUT that binds Content-Type and Content-Length', async () => {
    const png = makePng(7, 7);
    const url = await storage.presignUpload({ key: 'u/abc/three.png', contentType: 'image/png', size: png.length }, 600);
    const signed = new URL(url).searchParams;
    expect(signed.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['content-length', 'content-type', 'host']);
    expect([...signed.keys()].some((k) => k.startsWith('x-amz-checksum'))).toBe(false);

    expect((await browserPut(url, png, 'image/jpeg')).status).toBe(403);
    expect(s3.log.at(-1)?.code).toBe('SignatureDoesNotMatch');
    expect((await browserPut(url, Buffer.concat([png, Buffer.from('x')]), 'image/png')).status).toBe(403);
    expect((await browserPut(url, png.subarray(1), 'image/png')).status).toBe(403);
    expect((await browserPut(url.replace('three.png', 'other.png'), png, 'image/png')).status).toBe(403);
    expect((await browserPut(url.replace('X-Amz-Expires=600', 'X-Amz-Expires=6000'), png, 'image/png')).status).toBe(403);
    expect(s3.objects.has('u/abc/three.png')).toBe(false);

    expect((await browserPut(url, png, 'image/png')).status).toBe(200);
    expect(s3.objects.get('u/abc/three.png')).toEqual({ body: png, contentType: 'image/png' });
  });

  it('presigns URLs that expire', async () => {
    const png = makePng();
    const url = await storage.presignUpload({ key: 'u/abc/late.png', contentType: 'image/png', size: png.length }, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const res = await browserPut(url, png, 'image/png');
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/AccessDenied/);
  });
});

describe.each(databaseKinds)('images on S3 storage, on %s', (kind) => {
  let s3: S3TestServer;
  let t: TestApp;
  let token: string;
  let accountId: string;
  const saveLogo = async (logo: string, tok = token) => {
    const current = (await t.app.inject({ url: '/api/website?version=1', headers: bearer(tok) })).json();
    const { accountId: _a, websiteVersion: _v, ...content } = current;
    return t.app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(tok), ...jsonHeaders }, payload: { input: { ...content, logo } } });
  };

  beforeAll(async () => {
    s3 = await startS3TestServer({ region: 'eu-central-1', bucket: 'ww-media' });
    t = await createTestApp(kind, {
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    ({ token } = await signUpConfirmed(t, 's3-owner@example.com'));
    accountId = await accountIdOf(t, token);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('hands out a presigned S3 URL under the owner’s prefix; the upload is checked when the website references it', async () => {
    const png = makePng(9, 9);
    const grant = await grantFor(t, token, '../../Shop Front.png', 'image/png', png.length);
    expect(grant.fullKey).toMatch(new RegExp(`^u/${accountId}/[0-9a-f]{16}-shop-front\\.png$`));
    expect(grant.presignedUrl.startsWith(`${s3.endpoint}/${s3.bucket}/${grant.fullKey}?`)).toBe(true);
    expect(grant.publicUrl).toBe(`${MEDIA_URL}${grant.fullKey}`);
    // No local upload endpoint when storage is S3.
    expect((await t.app.inject({ method: 'PUT', url: '/api/upload/x', headers: { 'content-type': 'image/png' }, payload: png })).statusCode).toBe(404);

    expect((await saveLogo(grant.publicUrl)).json().errorMessage).toMatch(/^Logo: .*not finished uploading/);
    expect((await browserPut(grant.presignedUrl, png, 'image/png')).status).toBe(200);
    const saved = await saveLogo(grant.publicUrl);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().logo).toBe(grant.publicUrl);

    // Saving waited for processing: the variants are objects in the bucket, and the original's
    // address (served through the app's media route here) leads to the processed image, never the upload.
    const original = await t.app.inject({ url: `/media/${grant.fullKey}` });
    expect(original.statusCode).toBe(302);
    const variant = (original.headers.location as string).slice(MEDIA_URL.length);
    expect(variant).toMatch(new RegExp(`^u/${accountId}/i/[0-9a-f]{32}\\.jpg$`));
    expect(s3.objects.has(variant)).toBe(true);
    expect([...s3.objects.keys()].filter((key) => key.startsWith(`u/${accountId}/i/`)).map((key) => key.split('.').pop()).sort()).toEqual(['avif', 'jpg', 'webp']);
    const got = await t.app.inject({ url: `/media/${variant}` });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });

  it('deletes and refuses an S3 upload whose bytes are not the declared image', async () => {
    const fake = Buffer.concat([HTML_FILE, Buffer.alloc(Math.max(0, 100 - HTML_FILE.length), 0x20)]);
    const grant = await grantFor(t, token, 'innocent.png', 'image/png', fake.length);
    // S3 cannot look inside: the signed type and size match, so the bucket accepts it…
    expect((await browserPut(grant.presignedUrl, fake, 'image/png')).status).toBe(200);
    expect(s3.objects.has(grant.fullKey)).toBe(true);
    // …and the first reference to it finds out, refuses it and removes it.
    const res = await saveLogo(grant.publicUrl);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toMatch(/^Logo: .*not a real PNG image/);
    expect(s3.objects.has(grant.fullKey)).toBe(false);
    expect((await saveLogo(grant.publicUrl)).json().errorMessage).toMatch(/never uploaded/);
  });

  it('refuses wrong types and sizes before anything reaches the bucket', async () => {
    expect((await requestUpload(t, token, { myKey: 'x.svg', myContentType: 'image/svg+xml', footPrint: 10 })).statusCode).toBe(400);
    expect((await requestUpload(t, token, { myKey: 'x.png', myContentType: 'image/png', footPrint: 21 * 1024 * 1024 })).statusCode).toBe(413);
  });

  it("does not let another owner reference this owner's S3 media", async () => {
    const png = makePng(3, 3);
    const grant = await grantFor(t, token, 'mine.png', 'image/png', png.length);
    expect((await browserPut(grant.presignedUrl, png, 'image/png')).status).toBe(200);
    const { token: other } = await signUpConfirmed(t, 's3-neighbour@example.com');
    const res = await saveLogo(grant.publicUrl, other);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toMatch(/^Logo must be one of your own uploaded images/);
  });
});
