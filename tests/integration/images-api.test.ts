import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UploadTokens } from '../../src/server/storage/upload-token';
import { tooLargeMessage } from '../../src/shared/image-types';
import sharp from 'sharp';
import { accountIdOf, grantFor, imageReady, putToApp, requestUpload, uploadImage } from '../support/media-helpers';
import { APP_URL, MEDIA_URL, bearer, createTestApp, signUpConfirmed, type TestApp } from '../support/test-app';
import { GIF_1X1, HTML_FILE, makeJpegLike, makePng, SVG_FILE, WEBP_1X1 } from '../support/test-images';
import { databaseKinds } from '../support/test-database';

const MB = 1024 * 1024;

describe.each(databaseKinds)('images API on %s (local disk storage)', (kind) => {
  let t: TestApp;
  let token: string;
  let accountId: string;
  const storageRoot = () => path.join(t.dataDir, 'storage');
  /** Every file under the storage root, temporary files included. */
  const storedFiles = (): string[] =>
    existsSync(storageRoot()) ? (readdirSync(storageRoot(), { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]).filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name)) : [];
  const media = (key: string) => t.app.inject({ method: 'GET', url: `/media/${key}` });

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ token } = await signUpConfirmed(t, 'images@example.com'));
    accountId = await accountIdOf(t, token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells the client the media address and the upload limit', async () => {
    const config = (await t.app.inject('/api/config')).json();
    expect(config).toMatchObject({ mediaBaseUrl: MEDIA_URL, maxUploadBytes: 20 * MB, imageTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] });
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/image/', headers: { 'content-type': 'application/json' }, payload: { input: { myKey: 'a.png', myContentType: 'image/png', footPrint: 10 } } });
    expect(res.statusCode).toBe(401);
  });

  /** The processed variant the original's URL redirects to (the original's own bytes are never served). */
  const processed = async (key: string) => {
    const original = await media(key);
    expect(original.statusCode, key).toBe(302);
    const location = original.headers.location as string;
    expect(location).toMatch(new RegExp(`^${MEDIA_URL}u/${accountId}/i/[0-9a-f]{32}\\.(jpg|png)$`));
    return media(location.slice(MEDIA_URL.length));
  };

  it('uploads a PNG, processes it and serves the processed image with safe headers', async () => {
    const png = makePng(8, 8);
    const res = await requestUpload(t, token, { myKey: 'My Logo (final).PNG', myContentType: 'image/png', footPrint: png.length });
    expect(res.statusCode).toBe(200);
    const { image } = res.json();
    expect(Object.keys(image).sort()).toEqual(['fullKey', 'presignedUrl', 'publicUrl']);
    expect(image.fullKey).toMatch(new RegExp(`^u/${accountId}/[0-9a-f]{16}-my-logo-final\\.png$`));
    expect(image.presignedUrl).toMatch(new RegExp(`^${APP_URL}/api/upload/`));
    expect(image.publicUrl).toBe(`${MEDIA_URL}${image.fullKey}`);

    const put = await putToApp(t, image.presignedUrl, png, 'image/png');
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ fullKey: image.fullKey });

    const ready = await imageReady(t, token, image.fullKey);
    expect(ready.statusCode, ready.body).toBe(200);
    // The answer names the processed variants the editor shows (never the original upload).
    expect(ready.json()).toMatchObject({ image: { fullKey: image.fullKey, width: 8, height: 8, source: { width: 8, height: 8, fallbackType: 'image/jpeg' } } });
    expect(ready.json().image.source.src).toMatch(new RegExp(`^${MEDIA_URL}u/[^/]+/i/[0-9a-f]+\\.jpg$`));

    const got = await processed(image.fullKey);
    expect(got.statusCode).toBe(200);
    // An opaque PNG becomes a JPEG fallback (beside AVIF and WebP), at its own size.
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(got.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(got.headers['content-disposition']).toBe('inline');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(got.headers['content-length'])).toBe(got.rawPayload.length);
  });

  it('serves nothing for an upload that is not processed yet', async () => {
    const grant = await uploadImage(t, token, makePng(5, 5), 'image/png', 'waiting.png');
    expect((await imageReady(t, token, grant.fullKey)).statusCode).toBe(200);
    await t.database.db.updateTable('media_uploads').set({ image_state: 'pending' }).where('key', '=', grant.fullKey).execute();
    expect((await media(grant.fullKey)).statusCode).toBe(404);
  });

  it('accepts JPEG, WebP and GIF, each with the extension of its type', async () => {
    const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#c04020' } }).jpeg().toBuffer();
    for (const [body, type, ext, size] of [
      [jpeg, 'image/jpeg', 'jpg', [30, 20]],
      [WEBP_1X1, 'image/webp', 'webp', [1, 1]],
      [GIF_1X1, 'image/gif', 'gif', [1, 1]],
    ] as const) {
      const grant = await uploadImage(t, token, body, type, 'picture.png');
      expect(grant.fullKey.endsWith(`-picture.${ext}`), type).toBe(true);
      const ready = await imageReady(t, token, grant.fullKey);
      expect(ready.json(), type).toMatchObject({ image: { fullKey: grant.fullKey, width: size[0], height: size[1], source: { width: size[0], height: size[1] } } });
      expect(ready.json().image.source.src, type).not.toContain(grant.fullKey);
      const got = await processed(grant.fullKey);
      expect(got.statusCode, type).toBe(200);
    }
  });

  it('refuses types other than PNG, JPEG, WebP and GIF', async () => {
    for (const type of ['image/svg+xml', 'text/html', 'application/pdf', 'image/bmp', '']) {
      const res = await requestUpload(t, token, { myKey: 'x.svg', myContentType: type, footPrint: 100 });
      expect(res.statusCode, type).toBe(400);
      expect(res.json().errorMessage).toMatch(/^Only PNG, JPEG, WebP and GIF/);
    }
  });

  it('takes a 12 MP phone photo of 5–8 MB by default, refuses files over 20 MB, empty files and malformed requests', async () => {
    expect((await requestUpload(t, token, { myKey: 'IMG_1234.JPG', myContentType: 'image/jpeg', footPrint: Math.round(7.6 * MB) })).statusCode).toBe(200);
    const big = await requestUpload(t, token, { myKey: 'huge.png', myContentType: 'image/png', footPrint: Math.round(23.4 * MB) });
    expect(big.statusCode).toBe(413);
    // Word for word what the editor says before it asks (both use tooLargeMessage).
    expect(big.json().errorMessage).toBe('The image is too large (23.4 MB). Images can be at most 20 MB.');
    expect(big.json().errorMessage).toBe(tooLargeMessage(Math.round(23.4 * MB), 20 * MB));
    const justOver = await requestUpload(t, token, { myKey: 'huge.png', myContentType: 'image/png', footPrint: 20 * MB + 1 });
    expect(justOver.statusCode).toBe(413);
    expect(justOver.json().errorMessage).toBe('The image is too large (over 20 MB). Images can be at most 20 MB.');
    expect((await requestUpload(t, token, { myKey: 'ok.png', myContentType: 'image/png', footPrint: 20 * MB })).statusCode).toBe(200);
    const cases: [RegExp, unknown][] = [
      [/^The file is empty/, { myKey: 'a.png', myContentType: 'image/png', footPrint: 0 }],
      [/^The file size must be a whole number/, { myKey: 'a.png', myContentType: 'image/png', footPrint: 1.5 }],
      [/^Send the file size in bytes as a number/, { myKey: 'a.png', myContentType: 'image/png', footPrint: '100' }],
      [/^Send the file name/, { myKey: '', myContentType: 'image/png', footPrint: 10 }],
      [/^The file name must be at most 255/, { myKey: 'x'.repeat(256), myContentType: 'image/png', footPrint: 10 }],
      [/does not know: bucket/, { myKey: 'a.png', myContentType: 'image/png', footPrint: 10, bucket: 'other' }],
    ];
    for (const [message, input] of cases) {
      const res = await requestUpload(t, token, input);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(res.json().errorMessage, JSON.stringify(input)).toMatch(message);
    }
  });

  it('always puts the key under the caller’s own prefix, whatever the file name says', async () => {
    const { token: other } = await signUpConfirmed(t, 'other-images@example.com');
    const otherId = await accountIdOf(t, other);
    for (const myKey of ['../../x.png', '/etc/passwd', `u/${otherId}/logo.png`, '..\\..\\evil.png', '....//....//x.png', '%2e%2e%2fx.png', 'ünïcødé ☃.png', '.htaccess']) {
      const grant = await grantFor(t, token, myKey, 'image/png', 100);
      expect(grant.fullKey, myKey).toMatch(new RegExp(`^u/${accountId}/[0-9a-f]{16}-[a-z0-9-]+\\.png$`));
    }
  });

  describe('the upload itself', () => {
    const png = makePng(6, 6);
    const nothingKept = async (key: string) => {
      expect((await media(key)).statusCode).toBe(404);
      expect(storedFiles().filter((f) => f.includes(key.split('/').pop() as string) || f.endsWith('.part'))).toEqual([]);
    };

    it('refuses a body of another size than announced', async () => {
      for (const announced of [png.length + 10, png.length - 1]) {
        const grant = await grantFor(t, token, 'a.png', 'image/png', announced);
        const res = await putToApp(t, grant.presignedUrl, png, 'image/png');
        expect(res.statusCode).toBe(400);
        expect(res.json().errorMessage).toMatch(/exactly \d+ bytes/);
        await nothingKept(grant.fullKey);
      }
    });

    it('refuses a Content-Type other than announced', async () => {
      const grant = await grantFor(t, token, 'a.png', 'image/png', png.length);
      for (const type of ['image/jpeg', 'text/html', 'image/svg+xml']) {
        const res = await putToApp(t, grant.presignedUrl, png, type);
        expect(res.statusCode, type).toBe(400);
        expect(res.json().errorMessage).toMatch(/is for image\/png/);
      }
      await nothingKept(grant.fullKey);
      expect((await putToApp(t, grant.presignedUrl, png, 'image/png; charset=binary')).statusCode).toBe(200);
      expect((await imageReady(t, token, grant.fullKey)).statusCode).toBe(200);
    });

    it('refuses files whose bytes are not the declared image type, and keeps nothing', async () => {
      const cases: [Buffer, string, RegExp][] = [
        [png, 'image/jpeg', /PNG image, but it was declared as JPEG/],
        [HTML_FILE, 'image/png', /not a PNG image/],
        [SVG_FILE, 'image/gif', /not a GIF image/],
        [makeJpegLike(100), 'image/webp', /JPEG image, but it was declared as WebP/],
        [Buffer.from('GIF8'), 'image/gif', /not a GIF image/],
      ];
      for (const [body, type, message] of cases) {
        const grant = await grantFor(t, token, 'sneaky.png', type, body.length);
        const res = await putToApp(t, grant.presignedUrl, body, type);
        expect(res.statusCode, type).toBe(400);
        expect(res.json().errorMessage).toMatch(message);
        await nothingKept(grant.fullKey);
        // …and the website cannot reference it either.
        const save = await t.app.inject({
          method: 'PUT',
          url: '/api/website/',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload: { input: { ...(await t.app.inject({ url: '/api/website?version=1', headers: bearer(token) })).json(), accountId: undefined, websiteVersion: undefined, logo: grant.publicUrl } },
        });
        expect(save.statusCode).toBe(400);
        expect(save.json().errorMessage).toMatch(/^Logo: /);
      }
    });

    it('refuses an expired upload link', async () => {
      const grant = await grantFor(t, token, 'late.png', 'image/png', png.length);
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + 11 * 60 * 1000);
        const res = await putToApp(t, grant.presignedUrl, png, 'image/png');
        expect(res.statusCode).toBe(403);
        expect(res.json().errorMessage).toMatch(/expired/);
      } finally {
        vi.useRealTimers();
      }
      await nothingKept(grant.fullKey);
    });

    it('refuses a tampered or forged upload link', async () => {
      const grant = await grantFor(t, token, 'mine.png', 'image/png', png.length);
      const url = new URL(grant.presignedUrl);
      const tokenPart = url.pathname.slice('/api/upload/'.length);
      const [body, mac] = tokenPart.split('.') as [string, string];
      const fields = JSON.parse(Buffer.from(body, 'base64url').toString());
      const reencode = (f: unknown[]) => Buffer.from(JSON.stringify(f)).toString('base64url');
      const tampered = [
        `${reencode([fields[0], fields[1], fields[2] + 1000, fields[3]])}.${mac}`, // bigger size
        `${reencode([fields[0], 'text/html', fields[2], fields[3]])}.${mac}`, // other type
        `${reencode([fields[0].replace(accountId, 'someone-else'), fields[1], fields[2], fields[3]])}.${mac}`, // other owner
        `${reencode([fields[0], fields[1], fields[2], fields[3] + 86400])}.${mac}`, // longer life
        `${body}.${mac.slice(0, -2)}AA`,
        `${body}`,
        `${body}.${mac}.extra`,
        new UploadTokens('another-secret-another-secret-1234').sign({ key: fields[0], contentType: 'image/png', size: png.length }, 600).split('.').join('.'),
        'not-a-token',
      ];
      for (const forged of tampered) {
        const res = await putToApp(t, `${APP_URL}/api/upload/${forged}`, png, 'image/png');
        expect(res.statusCode, forged).toBe(403);
        expect(res.json().errorMessage).toMatch(/not valid/);
      }
      await nothingKept(grant.fullKey);
      expect((await putToApp(t, grant.presignedUrl, png, 'image/png')).statusCode).toBe(200);
    });

    it('uses each upload link once', async () => {
      const grant = await grantFor(t, token, 'once.png', 'image/png', png.length);
      expect((await putToApp(t, grant.presignedUrl, png, 'image/png')).statusCode).toBe(200);
      const other = makePng(6, 6, { noise: true });
      const replacement = other.length === png.length ? other : png;
      const again = await putToApp(t, grant.presignedUrl, replacement, 'image/png');
      expect(again.statusCode).toBe(409);
      expect(again.json().errorMessage).toMatch(/already been used/);
      expect(readFileSync(path.join(storageRoot(), grant.fullKey)).equals(png)).toBe(true);
      expect((await imageReady(t, token, grant.fullKey)).statusCode).toBe(200);
    });

    it('refuses an upload without Content-Length', async () => {
      const grant = await grantFor(t, token, 'chunked.png', 'image/png', png.length);
      const url = new URL(grant.presignedUrl);
      const { Readable } = await import('node:stream');
      const res = await t.app.inject({ method: 'PUT', url: url.pathname, headers: { 'content-type': 'image/png', 'transfer-encoding': 'chunked' }, payload: Readable.from([png]) });
      expect(res.statusCode).toBe(411);
      await nothingKept(grant.fullKey);
    });
  });

  it('serves only media keys', async () => {
    for (const url of ['/media/u/x/%2e%2e/%2e%2e/etc/passwd', '/media/u/x/..%2F..%2F..%2Fetc%2Fpasswd.png', '/media/u/x/..%2F..%2Fdev-secret', '/media/dev-secret', `/media/u/${accountId}/nothing-here.png`, '/media/u/a/b.html', '/media/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('rate-limits image uploads per account', async () => {
    const limited = await createTestApp(kind, { IMAGE_RATE_LIMIT_MAX: '3' });
    try {
      const a = (await signUpConfirmed(limited, 'busy@example.com')).token;
      const b = (await signUpConfirmed(limited, 'calm@example.com')).token;
      // Asked for all at once: counted and checked in one statement, so exactly three get through.
      const burst = await Promise.all(Array.from({ length: 8 }, () => requestUpload(limited, a, { myKey: 'a.png', myContentType: 'image/png', footPrint: 10 })));
      expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(3);
      expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(5);
      expect(burst.find((r) => r.statusCode === 429)?.headers['retry-after']).toBeTruthy();
      const fourth = await requestUpload(limited, a, { myKey: 'a.png', myContentType: 'image/png', footPrint: 10 });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().errorMessage).toMatch(/wait/);
      expect((await requestUpload(limited, b, { myKey: 'b.png', myContentType: 'image/png', footPrint: 10 })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('honours MAX_UPLOAD_BYTES', async () => {
    const small = await createTestApp(kind, { MAX_UPLOAD_BYTES: '2048' });
    try {
      const a = (await signUpConfirmed(small, 'small@example.com')).token;
      expect((await small.app.inject('/api/config')).json().maxUploadBytes).toBe(2048);
      expect((await requestUpload(small, a, { myKey: 'a.png', myContentType: 'image/png', footPrint: 2049 })).statusCode).toBe(413);
      expect((await requestUpload(small, a, { myKey: 'a.png', myContentType: 'image/png', footPrint: 2048 })).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});
