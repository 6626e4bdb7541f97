import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, type ProcessedImage } from '../../src/shared/site-images';
import { loadConfig } from '../../src/server/config';
import { processOutstandingImages } from '../../src/server/modules/images/image-backfill';
import { ImageJobs, ImageWorker, parseImage } from '../../src/server/modules/images/image-jobs';
import { hasCurrentVariants } from '../../src/server/modules/images/image-processor';
import { cleanUpMedia } from '../../src/server/modules/images/media-cleanup';
import { createStorage } from '../../src/server/storage/create-storage';
import { UploadTokens } from '../../src/server/storage/upload-token';
import { imageReady, uploadImage } from '../support/media-helpers';
import { ownerWebsite } from '../support/publish-site';
import { createTestApp, MEDIA_URL, signUpConfirmed, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { emptyWebsiteContent } from '../../src/shared/website';

/*
 * `npm run images -- process` (decision 0028) on images processed before the 160 and 800 px widths
 * existed, by an earlier pipeline whose bytes (so keys) differ from today's: they get every current
 * variant, published versions that show the old files keep working, a second run does nothing, and
 * the clean-up deletes the old files only once no stored version shows them.
 */

describe.each(databaseKinds)('bringing processed images up to the current widths on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ token } = await signUpConfirmed(t, 'backfill@example.com'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const file = (key: string) => path.join(t.dataDir, 'storage', key);
  const imageOf = async (key: string) => parseImage((await t.database.db.selectFrom('media_uploads').select('image').where('key', '=', key).executeTakeFirstOrThrow()).image);
  const setImage = (key: string, image: ProcessedImage) => t.database.db.updateTable('media_uploads').set({ image: JSON.stringify(image) }).where('key', '=', key).execute();
  const storage = () => createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir }).storage, new UploadTokens('x'.repeat(32)), 'http://localhost:3000');
  const backfill = () => {
    const jobs = new ImageJobs(t.database.db);
    const worker = new ImageWorker(jobs, storage(), t.app.log, { limits: { maxPixels: 50_000_000, maxSide: 20_000, timeoutSeconds: 60 } });
    return processOutstandingImages({ db: t.database.db, jobs, worker });
  };
  /** Every media file a page links to answers 200 from the site host. */
  const expectEveryPictureServed = async (html: string) => {
    const keys = [...html.matchAll(/http:\/\/localhost:3001\/media\/(u\/[^"\s,]+)/g)].map((m) => m[1] as string);
    expect(keys.length).toBeGreaterThan(10);
    for (const key of new Set(keys)) expect((await t.app.siteHost.inject(`/media/${key}`)).statusCode, key).toBe(200);
    return new Set(keys);
  };

  /**
   * Makes a freshly processed image look as the pipeline before the 160 and 800 px widths left it:
   * those variants gone, and every other file stored under other bytes' key (an older libvips and
   * resizing path wrote other bytes for the same widths).
   */
  async function asProcessedLongAgo(key: string): Promise<ProcessedImage> {
    const today = await imageOf(key);
    const variants = [];
    for (const v of today.variants) {
      rmSync(file(v.key));
      if (v.width === 160 || v.width === 800) continue;
      const oldKey = v.key.replace(/[0-9a-f]{32}/, createHash('sha256').update(`earlier pipeline ${v.key}`).digest('hex').slice(0, 32));
      await storage().put(oldKey, await sharp({ create: { width: v.width, height: v.height, channels: 3, background: '#556677' } })[v.format === 'jpg' ? 'jpeg' : v.format]().toBuffer(), `image/${v.format === 'jpg' ? 'jpeg' : v.format}`);
      variants.push({ ...v, key: oldKey });
    }
    const old = { ...today, variants };
    await setImage(key, old);
    return old;
  }

  it('adds the missing widths to old images, keeps the files published versions show, and is idempotent', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#2a6f4e' } }).jpeg().toBuffer();
    const grant = await uploadImage(t, token, photo, 'image/jpeg', 'IMG_0001.JPG');
    expect((await imageReady(t, token, grant.fullKey)).statusCode).toBe(200);
    const old = await asProcessedLongAgo(grant.fullKey);
    expect(hasCurrentVariants(old)).toBe(false);
    expect(old.variants.map((v) => v.width)).not.toContain(800);

    // Version 1 is published with the old files.
    const owner = ownerWebsite(t, token);
    expect((await owner.put({ ...emptyWebsiteContent(), companyName: 'Old Photos', backgroundImg: grant.publicUrl, otherImg: grant.publicUrl, logo: grant.publicUrl })).statusCode).toBe(200);
    const v1 = await owner.publish();
    const v1Keys = await expectEveryPictureServed(v1);
    for (const v of old.variants) expect(v1Keys.has(v.key) || v.format === 'jpg', v.key).toBe(true);

    const first = await backfill();
    expect(first).toMatchObject({ queuedNew: 0, queuedOutdated: 1, stillOutdated: 0 });
    const now = await imageOf(grant.fullKey);
    expect(hasCurrentVariants(now)).toBe(true);
    expect(new Set(now.variants.filter((v) => v.format === 'webp').map((v) => v.width))).toEqual(new Set(IMAGE_WIDTHS));
    for (const v of now.variants) expect(existsSync(file(v.key)), v.key).toBe(true);
    // The old files are listed as retired, and still there: the live page (version 1) shows them.
    expect(new Set(now.retired)).toEqual(new Set(old.variants.map((v) => v.key)));
    const live = await t.app.siteHost.inject(new URL(/<link rel="canonical" href="([^"]+)"/.exec(v1)?.[1] as string).pathname);
    expect(live.body).toBe(v1);
    await expectEveryPictureServed(live.body);

    // Again: nothing to do, nothing changed.
    expect(await backfill()).toMatchObject({ queuedNew: 0, queuedOutdated: 0, stillOutdated: 0 });
    expect(await imageOf(grant.fullKey)).toEqual(now);

    // Publishing now takes the new widths (800 px for a phone's hero).
    const v2 = await owner.publish();
    expect(v2).toMatch(new RegExp(`${MEDIA_URL}${now.variants.find((v) => v.format === 'avif' && v.width === 800)?.key} 800w`));
    await expectEveryPictureServed(v2);

    // The clean-up keeps the old files while version 1 is stored…
    const later = new Date(Date.now() + 2 * 3600_000);
    await cleanUpMedia({ db: t.database.db, storage: storage(), graceMs: 3600_000, now: later });
    for (const key of old.variants.map((v) => v.key)) expect(existsSync(file(key)), key).toBe(true);
    // …and deletes them once no stored version shows them (versions beyond those kept are pruned).
    await t.database.db.deleteFrom('website_versions').where('version', '=', 1).execute();
    const result = await cleanUpMedia({ db: t.database.db, storage: storage(), graceMs: 3600_000, now: later });
    expect(result.deletedObjects).toBe(old.variants.length);
    for (const key of old.variants.map((v) => v.key)) expect(existsSync(file(key)), key).toBe(false);
    expect((await imageOf(grant.fullKey)).retired).toBeUndefined();
    await expectEveryPictureServed(v2);
  });

  it('leaves an old image as it was when its original cannot be processed again', async () => {
    const photo = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#6f2a4e' } }).jpeg().toBuffer();
    const grant = await uploadImage(t, token, photo, 'image/jpeg', 'IMG_0002.JPG');
    expect((await imageReady(t, token, grant.fullKey)).statusCode).toBe(200);
    const old = await asProcessedLongAgo(grant.fullKey);
    rmSync(file(grant.fullKey)); // the original is gone (say, restored from a partial backup)

    const result = await backfill();
    expect(result).toMatchObject({ queuedOutdated: 1, stillOutdated: 1 });
    const row = await t.database.db.selectFrom('media_uploads').select(['image_state', 'image']).where('key', '=', grant.fullKey).executeTakeFirstOrThrow();
    expect(row.image_state).toBe('ready');
    expect(parseImage(row.image)).toEqual(old);
    expect(await t.database.db.selectFrom('image_jobs').selectAll().where('key', '=', grant.fullKey).executeTakeFirst()).toBeUndefined();
  });
});
