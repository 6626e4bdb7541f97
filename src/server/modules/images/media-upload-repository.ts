import type { Kysely, Selectable } from 'kysely';
import type { DB, MediaUploadsTable } from '../../db/schema';
import type { PhotoCredit } from '../../../shared/site-images';
import type { OriginalAnswer } from '../../storage/media-routes';
import { parseImage } from './image-jobs';

export type MediaUpload = Selectable<MediaUploadsTable>;

export class MediaUploadRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async record(upload: { key: string; accountId: string; contentType: string; size: number; credit?: PhotoCredit }): Promise<void> {
    await this.db
      .insertInto('media_uploads')
      .values({
        key: upload.key,
        account_id: upload.accountId,
        content_type: upload.contentType,
        size: upload.size,
        ...(upload.credit ? { credit: JSON.stringify(upload.credit) } : {}),
      })
      .execute();
  }

  /** A stock photo's credit (decision 0057), or undefined for the owner's own upload. */
  async creditOf(key: string): Promise<PhotoCredit | undefined> {
    const row = await this.db.selectFrom('media_uploads').select('credit').where('key', '=', key).executeTakeFirst();
    if (row?.credit === null || row?.credit === undefined) return undefined;
    return (typeof row.credit === 'string' ? JSON.parse(row.credit) : row.credit) as PhotoCredit;
  }

  async find(key: string): Promise<MediaUpload | undefined> {
    return this.db.selectFrom('media_uploads').selectAll().where('key', '=', key).executeTakeFirst();
  }

  async markVerified(key: string): Promise<void> {
    await this.db.updateTable('media_uploads').set({ verified_on: new Date() }).where('key', '=', key).execute();
  }

  async remove(key: string): Promise<void> {
    await this.db.deleteFrom('media_uploads').where('key', '=', key).execute();
  }

  /** How a request for the original upload at `key` is answered (storage/media-routes.ts). */
  async originalAnswer(key: string): Promise<OriginalAnswer> {
    const row = await this.db.selectFrom('media_uploads').select(['image_state', 'image', 'legacy']).where('key', '=', key).executeTakeFirst();
    if (!row) return { kind: 'none' };
    if (row.image_state === 'ready') {
      const image = parseImage(row.image);
      const largest = image.variants.filter((v) => v.format === image.fallback).sort((a, b) => b.width - a.width)[0];
      if (largest) return { kind: 'redirect', key: largest.key };
    }
    return row.legacy && row.image_state !== 'failed' ? { kind: 'serve' } : { kind: 'none' };
  }
}
