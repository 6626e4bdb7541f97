import { type Kysely, sql } from 'kysely';
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
  /** Recently read documents, migrated, by account (least recently read out first). */
  private readonly documents = new Map<string, { rowVersion: string; content: WebsiteContent }>();

  constructor(private readonly db: Kysely<DB>) {}

  /** The owner's website; a new account gets the defaults (nothing is stored until the first save). */
  async get(accountId: string): Promise<WebsiteContent> {
    const row = await this.db.selectFrom('websites').select('document').where('account_id', '=', accountId).executeTakeFirst();
    return row ? migrateWebsiteDocument(typeof row.document === 'string' ? JSON.parse(row.document) : row.document) : emptyWebsiteContent();
  }

  /**
   * The owner's website and the live version number, in one query (GET /api/website). The migrated
   * document is kept per account with its row version (xmin): while the row is unchanged the query
   * does not send the document again and nothing is parsed; any save, from any replica, gives the
   * row a new xmin.
   */
  async getWithVersion(accountId: string): Promise<{ content: WebsiteContent; websiteVersion: number }> {
    const known = this.documents.get(accountId);
    const row = await this.db
      .selectFrom('accounts as a')
      .leftJoin('websites as w', 'w.account_id', 'a.account_id')
      .select((eb) => [
        'a.website_version',
        sql<string | null>`w.xmin::text`.as('row_version'),
        known ? eb.case().when(sql<string>`w.xmin::text`, '=', known.rowVersion).then(null).else(eb.ref('w.document')).end().as('document') : eb.ref('w.document').as('document'),
      ])
      .where('a.account_id', '=', accountId)
      .executeTakeFirst();
    const websiteVersion = row?.website_version ?? 0;
    if (!row?.row_version) return { content: emptyWebsiteContent(), websiteVersion };
    if (known && row.row_version === known.rowVersion) return { content: known.content, websiteVersion };
    const document = row.document as unknown;
    const content = document ? migrateWebsiteDocument(typeof document === 'string' ? JSON.parse(document) : document) : emptyWebsiteContent();
    this.documents.delete(accountId);
    if (this.documents.size >= 1000) this.documents.delete(this.documents.keys().next().value as string);
    this.documents.set(accountId, { rowVersion: row.row_version, content });
    return { content, websiteVersion };
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

  /** Whether the owner has ever saved their website (a new account has no row until then). */
  async exists(accountId: string): Promise<boolean> {
    const row = await this.db.selectFrom('websites').select('account_id').where('account_id', '=', accountId).executeTakeFirst();
    return row !== undefined;
  }

  /** Saves a first website, unless one was saved already (then nothing changes and it answers false). */
  async createIfNone(accountId: string, content: WebsiteContent): Promise<boolean> {
    const document = JSON.stringify(toStoredWebsiteDocument(content));
    const rows = await this.db
      .insertInto('websites')
      .values({ account_id: accountId, document, document_version: WEBSITE_DOCUMENT_VERSION, updated_on: new Date() })
      .onConflict((oc) => oc.column('account_id').doNothing())
      .returning('account_id')
      .execute();
    return rows.length === 1;
  }
}
