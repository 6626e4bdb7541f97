import type { Kysely, Selectable } from 'kysely';
import type { DB, MediaUploadsTable } from '../../db/schema';

export type MediaUpload = Selectable<MediaUploadsTable>;

export class MediaUploadRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async record(upload: { key: string; accountId: string; contentType: string; size: number }): Promise<void> {
    await this.db
      .insertInto('media_uploads')
      .values({ key: upload.key, account_id: upload.accountId, content_type: upload.contentType, size: upload.size })
      .execute();
  }

  async countSince(accountId: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('media_uploads')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('account_id', '=', accountId)
      .where('created_on', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
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
}
