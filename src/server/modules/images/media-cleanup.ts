import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { VersionStore } from '../publish/version-store';
import type { ProcessedImage } from '../../../shared/site-images';
import { parseImage } from './image-jobs';

/*
 * Clean-up of media nobody uses (decision 0014): upload grants never used, and uploads (with their
 * variants) that neither the current website document nor any restorable published version references.
 * A restorable version keeps what it shows, so restoring it keeps working (also the variants of an image
 * processed again since, until no version shows them); a pruned one (decision 0027) keeps nothing. Run by
 * `npm run images -- clean-up`; recent uploads are left alone (an owner may be mid-edit).
 */

export interface CleanUpOptions {
  db: Kysely<DB>;
  storage: Storage;
  /** Uploads younger than this are never touched. */
  graceMs: number;
  dryRun?: boolean;
  now?: Date;
}

export interface CleanUpResult {
  unusedGrants: number;
  unreferencedUploads: number;
  deletedObjects: number;
  keptUploads: number;
}

const MEDIA_KEY_IN_TEXT = /u\/[A-Za-z0-9_-]{1,128}\/(?:i\/[0-9a-f]{32}\.(?:avif|webp|jpg|png)|[a-z0-9][a-z0-9_-]{0,80}\.(?:png|jpg|webp|gif))/g;

/** Whether a version was pruned after it was listed (its objects may be gone mid-read). */
async function prunedSince(db: Kysely<DB>, accountId: string, version: number): Promise<boolean> {
  const row = await db.selectFrom('website_versions').select('pruned_on').where('account_id', '=', accountId).where('version', '=', version).executeTakeFirst();
  return !row || row.pruned_on !== null;
}

/** Every stored file of a processed image: its variants and those an earlier processing left (retired). */
const filesOf = (image: ProcessedImage) => [...image.variants.map((v) => v.key), ...(image.retired ?? [])];

export async function cleanUpMedia({ db, storage, graceMs, dryRun = false, now = new Date() }: CleanUpOptions): Promise<CleanUpResult> {
  const cutoff = new Date(now.getTime() - graceMs);
  const result: CleanUpResult = { unusedGrants: 0, unreferencedUploads: 0, deletedObjects: 0, keptUploads: 0 };
  const store = new VersionStore(storage, db);
  const accounts = await db.selectFrom('media_uploads').select('account_id').distinct().execute();
  for (const { account_id: accountId } of accounts) {
    // Every media key the account's current document and stored versions mention.
    const referenced = new Set<string>();
    const doc = await db.selectFrom('websites').select('document').where('account_id', '=', accountId).executeTakeFirst();
    if (doc) for (const match of JSON.stringify(doc.document).matchAll(MEDIA_KEY_IN_TEXT)) referenced.add(match[0]);
    // Versions are read through the version store (stored compressed, decision 0018) and by their saved
    // content too. Only versions still restorable count: a pruned one (decision 0027) can never be shown
    // again, so its pictures are not kept for it. A version that cannot be read keeps all of the
    // account's media (never delete blindly), unless it was pruned while this ran.
    const versions = await db
      .selectFrom('website_versions')
      .select(['version', 'storage_key', 'compressed', 'document'])
      .where('account_id', '=', accountId)
      .where('pruned_on', 'is', null)
      .execute();
    let unreadable = false;
    for (const version of versions) {
      if (version.document !== null && version.document !== undefined) {
        for (const match of JSON.stringify(version.document).matchAll(MEDIA_KEY_IN_TEXT)) referenced.add(match[0]);
      }
      const html = await store.readHtml({ storageKey: version.storage_key, compressed: version.compressed });
      if (html !== undefined) for (const match of html.matchAll(MEDIA_KEY_IN_TEXT)) referenced.add(match[0]);
      else if (!(await prunedSince(db, accountId, version.version))) unreadable = true;
    }
    if (unreadable) continue;

    const uploads = await db
      .selectFrom('media_uploads')
      .select(['key', 'verified_on', 'image', 'image_state', 'created_on', 'processed_on'])
      .where('account_id', '=', accountId)
      .where('created_on', '<', cutoff)
      .execute();
    // Variants are content-addressed: another upload of the same bytes may share one; keep those still listed elsewhere.
    const sharedWith = async (key: string) => {
      const shared = new Set<string>();
      const others = await db.selectFrom('media_uploads').select('image').where('account_id', '=', accountId).where('key', '!=', key).where('image_state', '=', 'ready').execute();
      for (const other of others) for (const v of filesOf(parseImage(other.image))) shared.add(v);
      return shared;
    };
    for (const upload of uploads) {
      const image = upload.image_state === 'ready' ? parseImage(upload.image) : undefined;
      const variants = image ? filesOf(image) : [];
      const used = referenced.has(upload.key) || variants.some((key) => referenced.has(key));
      if (used) {
        result.keptUploads++;
        // Variants an earlier processing wrote (decision 0028) go once no version shows them, and no
        // publish can still be writing them in (retired longer ago than the grace period).
        const stale = (image?.retired ?? []).filter((key) => !referenced.has(key));
        if (dryRun || !image || stale.length === 0 || !upload.processed_on || upload.processed_on >= cutoff) continue;
        const shared = await sharedWith(upload.key);
        const retired = (image.retired ?? []).filter((key) => !stale.includes(key));
        await db
          .updateTable('media_uploads')
          .set({ image: JSON.stringify({ ...image, retired: retired.length > 0 ? retired : undefined }) })
          .where('key', '=', upload.key)
          .execute();
        for (const key of stale) {
          if (shared.has(key) || !(await storage.head(key))) continue;
          await storage.delete(key);
          result.deletedObjects++;
        }
        continue;
      }
      // A grant never used has no object; an unreferenced upload has its original and its variants.
      const keys = [upload.key, ...variants];
      if (upload.verified_on === null && !(await storage.head(upload.key))) result.unusedGrants++;
      else result.unreferencedUploads++;
      if (dryRun) continue;
      const shared = variants.length > 0 ? await sharedWith(upload.key) : new Set<string>();
      await db.deleteFrom('media_uploads').where('key', '=', upload.key).execute();
      for (const key of keys) {
        if (shared.has(key) || referenced.has(key)) continue;
        if (await storage.head(key)) {
          await storage.delete(key);
          result.deletedObjects++;
        }
      }
    }
  }
  return result;
}
