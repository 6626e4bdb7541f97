import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyWebsiteContent } from '../../src/shared/website';
import { parseImage } from '../../src/server/modules/images/image-jobs';
import { cleanUpMedia } from '../../src/server/modules/images/media-cleanup';
import { createStorage } from '../../src/server/storage/create-storage';
import { UploadTokens } from '../../src/server/storage/upload-token';
import { loadConfig } from '../../src/server/config';
import { grantFor, imageReady, uploadImage } from '../support/media-helpers';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

describe.each(databaseKinds)('media clean-up on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ token } = await signUpConfirmed(t, 'tidy@example.com'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const headers = () => ({ ...bearer(token), ...jsonHeaders });
  const save = (fields: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/website/', headers: headers(), payload: { input: { ...emptyWebsiteContent(), companyName: 'Tidy Shop', ...fields } } });
  const publish = async () => {
    const { hash } = (await t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers: headers(), payload: { input: { hash } } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().publishVersion as number;
  };
  const photo = (colour: string) => sharp({ create: { width: 700, height: 400, channels: 3, background: colour } }).jpeg().toBuffer();
  const filesOf = async (key: string) => {
    const row = await t.database.db.selectFrom('media_uploads').select('image').where('key', '=', key).executeTakeFirstOrThrow();
    return [key, ...parseImage(row.image).variants.map((v) => v.key)];
  };
  const stored = (key: string) => existsSync(path.join(t.dataDir, 'storage', key));

  it('deletes unused grants and unreferenced uploads, and keeps what the document or any stored version uses', async () => {
    const current = await uploadImage(t, token, await photo('#aa2222'), 'image/jpeg', 'current.jpg');
    const old = await uploadImage(t, token, await photo('#22aa22'), 'image/jpeg', 'old.jpg');
    const never = await uploadImage(t, token, await photo('#2222aa'), 'image/jpeg', 'never.jpg');
    const grant = await grantFor(t, token, 'unused.jpg', 'image/jpeg', 1234);
    for (const image of [current, old, never]) expect((await imageReady(t, token, image.fullKey)).statusCode).toBe(200);

    // Version 1 shows `old`; the document now shows `current` (published as version 2).
    expect((await save({ otherImg: old.publicUrl })).statusCode).toBe(200);
    const v1 = await publish();
    expect((await save({ otherImg: current.publicUrl })).statusCode).toBe(200);
    await publish();
    const [currentFiles, oldFiles, neverFiles] = [await filesOf(current.fullKey), await filesOf(old.fullKey), await filesOf(never.fullKey)];
    for (const key of [...currentFiles, ...oldFiles, ...neverFiles]) expect(stored(key), key).toBe(true);

    const storage = createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir }).storage, new UploadTokens('x'.repeat(32)), 'http://localhost:3000');
    // Within the grace period nothing is touched; a dry run counts without deleting.
    expect(await cleanUpMedia({ db: t.database.db, storage, graceMs: 3600_000 })).toEqual({ unusedGrants: 0, unreferencedUploads: 0, deletedObjects: 0, keptUploads: 0 });
    const later = new Date(Date.now() + 2 * 3600_000);
    expect(await cleanUpMedia({ db: t.database.db, storage, graceMs: 3600_000, now: later, dryRun: true })).toMatchObject({ unusedGrants: 1, unreferencedUploads: 1, keptUploads: 2 });
    for (const key of neverFiles) expect(stored(key), key).toBe(true);

    const result = await cleanUpMedia({ db: t.database.db, storage, graceMs: 3600_000, now: later });
    expect(result).toEqual({ unusedGrants: 1, unreferencedUploads: 1, deletedObjects: neverFiles.length, keptUploads: 2 });
    for (const key of neverFiles) expect(stored(key), key).toBe(false);
    for (const key of [...currentFiles, ...oldFiles]) expect(stored(key), key).toBe(true);
    const keys = (await t.database.db.selectFrom('media_uploads').select('key').execute()).map((r) => r.key);
    expect(keys).not.toContain(never.fullKey);
    expect(keys).not.toContain(grant.fullKey);

    // Rolling back to version 1 still shows its picture.
    const restore = await t.app.inject({ method: 'POST', url: '/api/website/restore/', headers: headers(), payload: { input: { version: v1 } } });
    expect(restore.statusCode, restore.body).toBe(200);
    const page = await t.app.siteHost.inject(new URL(restore.json().publishUrl).pathname);
    const variant = /<img class="ww-about__img" src="http:\/\/localhost:3001\/media\/([^"]+)"/.exec(page.body)?.[1] as string;
    expect(oldFiles).toContain(variant);
    expect((await t.app.siteHost.inject(`/media/${variant}`)).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('media clean-up with pruned versions on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    // The newest three versions are kept (decision 0027).
    t = await createTestApp(kind, { VERSION_RETENTION: '3' });
    ({ token } = await signUpConfirmed(t, 'pruned@example.com'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const headers = () => ({ ...bearer(token), ...jsonHeaders });
  const save = (fields: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/website/', headers: headers(), payload: { input: { ...emptyWebsiteContent(), companyName: 'Pruned Shop', ...fields } } });
  const publish = async () => {
    const { hash } = (await t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers: headers(), payload: { input: { hash } } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().publishVersion as number;
  };
  const restore = (version: number) => t.app.inject({ method: 'POST', url: '/api/website/restore/', headers: headers(), payload: { input: { version } } });
  const photo = (colour: string) => sharp({ create: { width: 700, height: 400, channels: 3, background: colour } }).jpeg().toBuffer();
  const filesOf = async (key: string) => {
    const row = await t.database.db.selectFrom('media_uploads').select('image').where('key', '=', key).executeTakeFirstOrThrow();
    return [key, ...parseImage(row.image).variants.map((v) => v.key)];
  };
  const stored = (key: string) => existsSync(path.join(t.dataDir, 'storage', key));
  /** Every /media/ picture the live page shows, and whether the site host serves each. */
  const livePictures = async (publishUrl: string) => {
    const page = await t.app.siteHost.inject(new URL(publishUrl).pathname);
    const keys = [...new Set([...page.body.matchAll(/http:\/\/localhost:3001\/media\/([^"\s,]+)/g)].map((m) => m[1] as string))];
    return Promise.all(keys.map(async (key) => ({ key, status: (await t.app.siteHost.inject(`/media/${key}`)).statusCode })));
  };

  it('keeps the pictures of every restorable version, not those only a pruned version showed; each restorable version restores whole', async () => {
    const colours = ['#aa2222', '#22aa22', '#2222aa', '#aaaa22'];
    const images = [];
    for (const [i, colour] of colours.entries()) images.push(await uploadImage(t, token, await photo(colour), 'image/jpeg', `p${i}.jpg`));
    for (const image of images) expect((await imageReady(t, token, image.fullKey)).statusCode).toBe(200);
    // Version n shows picture n; the fourth publish prunes version 1 (only its picture used the first).
    for (const image of images) {
      expect((await save({ otherImg: image.publicUrl })).statusCode).toBe(200);
      await publish();
    }
    const files = await Promise.all(images.map((image) => filesOf(image.fullKey)));
    const listed = (await t.app.inject({ url: '/api/website/versions', headers: bearer(token) })).json();
    expect(listed.versions.map((v: { version: number; restorable: boolean }) => [v.version, v.restorable])).toEqual([
      [4, true],
      [3, true],
      [2, true],
      [1, false],
    ]);

    const storage = createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir }).storage, new UploadTokens('x'.repeat(32)), 'http://localhost:3000');
    const later = new Date(Date.now() + 2 * 3600_000);
    const result = await cleanUpMedia({ db: t.database.db, storage, graceMs: 3600_000, now: later });
    expect(result).toEqual({ unusedGrants: 0, unreferencedUploads: 1, deletedObjects: files[0]?.length, keptUploads: 3 });
    for (const key of files[0] ?? []) expect(stored(key), key).toBe(false);
    for (const key of files.slice(1).flat()) expect(stored(key), key).toBe(true);

    // The pruned version is refused and nothing changes; every restorable one goes live with its picture.
    const refused = await restore(1);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().errorMessage).toBe('Version 1 can no longer be restored: only the newest 3 versions are kept. Restore a newer version, or change your website and publish it again.');
    for (const [version, image] of [
      [2, 1],
      [3, 2],
    ] as const) {
      const res = await restore(version);
      expect(res.statusCode, res.body).toBe(200);
      const pictures = await livePictures(res.json().publishUrl);
      expect(pictures.length).toBeGreaterThan(0);
      for (const { key, status } of pictures) {
        expect(status, key).toBe(200);
        expect(files[image], key).toContain(key);
      }
    }
  });
});
