import type { Kysely } from 'kysely';
import { migrateWebsiteDocument } from '../../../shared/website-schema';
import {
  emptyWebsiteContent,
  toStoredWebsiteDocument,
  WEBSITE_DOCUMENT_VERSION,
  type WebsiteContent,
} from '../../../shared/website';
import type { DB } from '../../db/schema';

/** One document per account, written whole in one statement, migrated to the current shape on read. */
export class WebsiteRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The owner's website; a new account gets the defaults (nothing is stored until the first save). */
  async get(accountId: string): Promise<WebsiteContent> {
    const row = await this.db.selectFrom('websites').select('document').where('account_id', '=', accountId).executeTakeFirst();
    return row ? migrateWebsiteDocument(typeof row.document === 'string' ? JSON.parse(row.document) : row.document) : emptyWebsiteContent();
  }

  async save(accountId: string, content: WebsiteContent): Promise<void> {
    const document = JSON.stringify(toStoredWebsiteDocument(content));
    const now = new Date();
    await this.db
      .insertInto('websites')
      .values({ account_id: accountId, document, document_version: WEBSITE_DOCUMENT_VERSION, updated_on: now })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ document, document_version: WEBSITE_DOCUMENT_VERSION, updated_on: now }))
      .execute();
  }
}
