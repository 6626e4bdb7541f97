import { brotliDecompressSync, crc32, gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyWebsiteContent } from '../../src/shared/website';
import { ImageJobs, parseImage } from '../../src/server/modules/images/image-jobs';
import { imageReady, uploadImage, grantFor, putToApp } from '../support/media-helpers';
import { bearer, createTestApp, jsonHeaders, MEDIA_URL, signUpConfirmed, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

/*
 * Image processing (decision 0014) end to end: uploads through the real upload route, processing by
 * the app's own worker with sharp, the variants in local storage, the page published and read back
 * through the site host.
 */

const MARKER = 'WW-SECRET-MARKER-7f3a9c';

/** A 1200×900 photo-like JPEG carrying EXIF (a GPS position, the marker as description and artist), XMP with the marker, and "turn 90°" orientation. */
async function phonePhoto(): Promise<Buffer> {
  const small = Buffer.alloc(24 * 18 * 3);
  for (let i = 0; i < small.length; i++) small[i] = (i * 53) % 251;
  return sharp(small, { raw: { width: 24, height: 18, channels: 3 } })
    .resize(1200, 900)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { ImageDescription: MARKER, Artist: MARKER, Make: 'PhonePhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${MARKER}</dc:title></rdf:Description></rdf:RDF></x:xmpmeta>`)
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A valid PNG header claiming `width`×`height` pixels, with a few bytes of data: a decompression bomb's shape. */
function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', gzipSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]);
}

describe.each(databaseKinds)('image processing on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ token } = await signUpConfirmed(t, 'photos@example.com'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const saveWebsite = (fields: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { ...emptyWebsiteContent(), companyName: 'Marker Bakery', ...fields } } });

  it('strips every byte of metadata: nothing the site host serves for a published page carries the marker', async () => {
    const photo = await phonePhoto();
    expect(photo.includes(MARKER)).toBe(true);
    const before = await sharp(photo).metadata();
    expect(before.exif && before.xmp).toBeTruthy();

    const grant = await uploadImage(t, token, photo, 'image/jpeg', 'IMG_0042.JPG');
    const ready = await imageReady(t, token, grant.fullKey);
    expect(ready.statusCode, ready.body).toBe(200);
    // Turned upright: the EXIF orientation is applied, then dropped.
    expect(ready.json().image).toMatchObject({ width: 900, height: 1200 });

    const url = grant.publicUrl;
    const save = await saveWebsite({ backgroundImg: url, logo: url, otherImg: url, serviceItems: [{ index: 0, title: 'Bread', description: 'Fresh', img: url }] });
    expect(save.statusCode, save.body).toBe(200);
    const { hash } = (await t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
    const publish = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { hash } } });
    expect(publish.statusCode, publish.body).toBe(200);
    const sites = t.app.siteHost;
    const pagePath = new URL(publish.json().publishUrl).pathname;
    const page = await sites.inject(pagePath);
    expect(page.statusCode).toBe(200);

    // Everything the site host serves for this site: the page (also as brotli and gzip, decompressed),
    // its robots.txt, sitemap, contact and not-found pages, every address the page mentions anywhere
    // (src, href, srcset, Open Graph and Twitter images, JSON-LD), every variant the upload has (used
    // on this page or not), and the original's own address.
    const html = page.body;
    const sitePath = (rest: string) => `${pagePath.replace(/\/$/, '')}${rest}`;
    const served: Buffer[] = [page.rawPayload];
    for (const encoding of ['br', 'gzip']) {
      const compressed = await sites.inject({ url: pagePath, headers: { 'accept-encoding': encoding } });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      served.push(encoding === 'br' ? brotliDecompressSync(compressed.rawPayload) : gunzipSync(compressed.rawPayload));
    }
    for (const [rest, status] of [['/robots.txt', 200], ['/sitemap.xml', 200], ['/contact', 303], ['/contact/thanks', 200], ['/no-such-page', 404]] as const) {
      const res = await sites.inject(sitePath(rest));
      expect(res.statusCode, rest).toBe(status);
      served.push(res.rawPayload);
    }
    const urls = new Set<string>();
    for (const match of html.matchAll(/(?:src|href|content)="([^"]+)"/gi)) urls.add(match[1] as string);
    for (const match of html.matchAll(/srcset="([^"]+)"/gi)) for (const entry of (match[1] as string).split(',')) urls.add(entry.trim().split(' ')[0] as string);
    for (const match of html.matchAll(/https?:\/\/localhost:3001\/[^"\s,)]+/g)) urls.add(match[0]);
    const processed = parseImage((await t.database.db.selectFrom('media_uploads').select('image').where('key', '=', grant.fullKey).executeTakeFirstOrThrow()).image);
    for (const variant of processed.variants) urls.add(`${MEDIA_URL}${variant.key}`);
    urls.add(url); // the original's own address too
    let images = 0;
    for (const address of urls) {
      if (!address.startsWith('/') && !address.startsWith(MEDIA_URL)) continue;
      const path = address.startsWith(MEDIA_URL) ? `/media/${address.slice(MEDIA_URL.length)}` : address;
      let res = await sites.inject(path);
      if (res.statusCode === 302) res = await sites.inject(`/media/${(res.headers.location as string).slice(MEDIA_URL.length)}`);
      expect(res.statusCode, address).toBe(200);
      served.push(res.rawPayload);
      if (String(res.headers['content-type']).startsWith('image/')) {
        images++;
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.exif, address).toBeUndefined();
        expect(meta.xmp, address).toBeUndefined();
        expect(meta.icc, address).toBeUndefined();
        expect(meta.orientation ?? 1, address).toBe(1);
      }
    }
    // Every variant (160, 320, 640, 800 px and the original 900 px: AVIF and WebP, JPEG at three) and the original's redirect.
    expect(images).toBeGreaterThanOrEqual(processed.variants.length);
    for (const body of served) {
      expect(body.includes(MARKER)).toBe(false);
      expect(body.includes('PhonePhone')).toBe(false);
    }

    // The page uses the variants: a <picture> per image, sizes per layout, the hero fetched first.
    expect(html).not.toContain(url);
    expect(html).toMatch(/<picture><source type="image\/avif" srcSet="[^"]+ 160w, [^"]+ 320w, [^"]+ 640w/);
    // The hero's sizes say how wide the browser draws this 3:4 picture where it is cropped to cover the hero (decision 0039).
    expect(html).toMatch(/<img class="ww-hero__bg" [^>]*sizes="\(max-width: 599px\) 100vw, max\(100vw, calc\(clamp\(480px, 82vh, 760px\) \* 0\.75\)\)" width="900" height="1200"[^>]*loading="eager"[^>]*fetchPriority="high"/);
    expect(html).toMatch(/<img class="ww-card__img" [^>]*loading="lazy" decoding="async"/);
    expect(html).toMatch(/<img class="ww-brand__logo" [^>]*sizes="33px"/);
  });

  it('gives each bad file a clear message, and handles the odd but valid ones', async () => {
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
    const strip = Buffer.alloc(40 * 120 * 3);
    strip.fill(200, 0, strip.length / 2);
    const animated = await sharp(strip, { raw: { width: 40, height: 120, channels: 3, pageHeight: 60 } }).gif({ delay: [100, 100] }).toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const cmyk = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#cc3333' } }).toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const png16 = await sharp({ create: { width: 70, height: 50, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 0.5 } } }).toColourspace('rgb16').png().toBuffer();
    expect((await sharp(png16).metadata()).depth).toBe('ushort');

    const refused: [string, Buffer, string, RegExp][] = [
      ['bomb.png', bombPng(50_000, 50_000), 'image/png', /50000 × 50000 pixels \(2500 megapixels\); images can have at most 50 megapixels/],
      ['cut.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg', /incomplete/],
      ['garbage.jpg', Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(jpeg.length - 200, 0x41)]), 'image/jpeg', /could not be read as an image|incomplete/],
    ];
    for (const [name, body, type, message] of refused) {
      const grant = await uploadImage(t, token, body, type, name);
      const res = await imageReady(t, token, grant.fullKey);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errorMessage, name).toMatch(message);
      // The website cannot use it either, and says why.
      const save = await saveWebsite({ otherImg: grant.publicUrl });
      expect(save.statusCode, name).toBe(400);
      expect(save.json().errorMessage, name).toMatch(message);
      expect((await t.app.inject(`/media/${grant.fullKey}`)).statusCode, name).toBe(404);
    }

    // A web page renamed photo.jpg never gets past the upload.
    const html = Buffer.from('<!doctype html><html><body>not a photo</body></html>');
    const grant = await grantFor(t, token, 'photo.jpg', 'image/jpeg', html.length);
    const put = await putToApp(t, grant.presignedUrl, html, 'image/jpeg');
    expect(put.statusCode).toBe(400);
    expect(put.json().errorMessage).toBe('The file is not a JPEG image. Only PNG, JPEG, WebP and GIF images can be uploaded.');

    const accepted: [string, Buffer, string, [number, number], 'jpeg' | 'png'][] = [
      ['cmyk.jpg', cmyk, 'image/jpeg', [300, 200], 'jpeg'],
      ['moving.gif', animated, 'image/gif', [40, 60], 'jpeg'],
      ['deep.png', png16, 'image/png', [70, 50], 'png'],
    ];
    for (const [name, body, type, [width, height], fallback] of accepted) {
      const upload = await uploadImage(t, token, body, type, name);
      const res = await imageReady(t, token, upload.fullKey);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(res.json().image, name).toMatchObject({ width, height });
      const original = await t.app.inject(`/media/${upload.fullKey}`);
      const variant = await t.app.inject(`/media/${(original.headers.location as string).slice(MEDIA_URL.length)}`);
      const meta = await sharp(variant.rawPayload).metadata();
      // sRGB, 8 bits, one frame; transparency kept (as PNG) where the original had it.
      expect(meta, name).toMatchObject({ format: fallback, space: 'srgb', depth: 'uchar', width, height });
      expect(meta.pages ?? 1, name).toBe(1);
      expect(meta.hasAlpha, name).toBe(fallback === 'png');
    }
    expect((await t.app.inject('/ready')).statusCode).toBe(200);
  });

  it('retries a job whose worker died mid-way (its claim runs out)', async () => {
    const jobs = new ImageJobs(t.database.db);
    const body = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#884422' } }).png().toBuffer();
    const grant = await grantFor(t, token, 'crash.png', 'image/png', body.length);
    // Another "process" claims the job first and dies: hold the claim before the upload is queued.
    await t.database.db.insertInto('image_jobs').values({ key: grant.fullKey, attempts: 1, locked_until: new Date(Date.now() + 60_000) }).execute();
    expect((await putToApp(t, grant.presignedUrl, body, 'image/png')).statusCode).toBe(200);
    await t.database.db.updateTable('media_uploads').set({ image_state: 'pending' }).where('key', '=', grant.fullKey).execute();
    expect(await jobs.claim(60)).toBeUndefined(); // held by the dead process; SKIP LOCKED / the claim keep others off

    // While it is held, saving the website refuses the image with a clear message instead of referencing it half-made.
    const status = await jobs.status(grant.fullKey);
    expect(status.state).toBe('pending');

    // The claim runs out; the next claim takes it (attempt 2) and processes it.
    await t.database.db.updateTable('image_jobs').set({ locked_until: new Date(Date.now() - 1000) }).where('key', '=', grant.fullKey).execute();
    const res = await imageReady(t, token, grant.fullKey);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.selectFrom('image_jobs').selectAll().where('key', '=', grant.fullKey).executeTakeFirst()).toBeUndefined();
    expect((await saveWebsite({ otherImg: grant.publicUrl })).statusCode).toBe(200);
  });
});
