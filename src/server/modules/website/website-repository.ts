import DataLoader from 'dataloader';
import { CompiledQuery, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { migrateWebsiteDocument } from '../../../shared/website-schema';
import {
  emptyWebsiteContent,
  toStoredWebsiteDocument,
  WEBSITE_DOCUMENT_VERSION,
  type WebsiteContent,
} from '../../../shared/website';
import type { DB } from '../../db/schema';
import { preparedStatement } from '../../db/prepared-statements';
import type { WriteCounter } from '../../db/write-counter';

/** Memory the recently read documents may take, per process. */
const DOCUMENT_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * For each account of $1: the live version number, the website row's version (xmin, which any save
 * changes) and the document, unless the row is still the version the caller has ($2, same order).
 */
const WEBSITES_READ = preparedStatement(
  'websites-read',
  `select k.account_id, a.website_version, w.xmin::text as row_version,
    case when w.xmin::text = k.known then null else w.document end as document
  from unnest($1::text[], $2::text[]) as k(account_id, known)
  cross join lateral (select website_version from accounts where account_id = k.account_id) a
  left join lateral (select xmin, document from websites where account_id = k.account_id) w on true`,
);
/** The most accounts one read asks for. */
const READ_BATCH_MAX = 200;

/** What GET /api/website answers, with a revision that changes whenever the answer does. */
export interface WebsiteRead {
  content: WebsiteContent;
  websiteVersion: number;
  /** The stored row's version and the live version number: equal revisions mean equal answers. */
  revision: string;
}

/** One document per account, written whole in one statement, migrated to the current shape on read. */
export class WebsiteRepository {
  /** Recently read documents, migrated, by account (least recently read out first; bounded by size). */
  private readonly documents = new LRUCache<string, { rowVersion: string; read: WebsiteRead; writes: number | undefined; bytes: number }>({
    maxSize: DOCUMENT_CACHE_BYTES,
    sizeCalculation: (entry) => entry.bytes,
  });

  /**
   * GET /api/website's reads: those asked in one turn of the event loop go to the database together,
   * as one query (under load, many requests arrive in one turn). Only reads not yet sent are joined:
   * a read never takes the answer of a query sent before it was asked, so it sees every save committed
   * before it arrived.
   */
  private readonly reads = new DataLoader<string, WebsiteRead>((accountIds) => this.readMany(accountIds), {
    cache: false,
    batchScheduleFn: (send) => setImmediate(send),
    maxBatchSize: READ_BATCH_MAX,
  });

  /**
   * @param writes the embedded database's write counter (database.ts; PGlite only): while it has not
   * moved since a document was read, the document is still current and is answered without a query.
   */
  constructor(
    private readonly db: Kysely<DB>,
    private readonly writes?: WriteCounter,
  ) {}

  /** The owner's website; a new account gets the defaults (nothing is stored until the first save). */
  async get(accountId: string): Promise<WebsiteContent> {
    const row = await this.db.selectFrom('websites').select('document').where('account_id', '=', accountId).executeTakeFirst();
    return row ? migrateWebsiteDocument(typeof row.document === 'string' ? JSON.parse(row.document) : row.document) : emptyWebsiteContent();
  }

  /**
   * The owner's website and the live version number, in at most one query (GET /api/website). The
   * migrated document is kept per account with its row version (xmin): while the row is unchanged the
   * query does not send the document again and nothing is parsed; any save, from any replica, gives
   * the row a new xmin. On PGlite, while nothing at all was written since, not even the query is needed.
   */
  async getWithVersion(accountId: string): Promise<WebsiteRead> {
    const known = this.documents.get(accountId);
    if (known && this.writes !== undefined && known.writes === this.writes.value) return known.read;
    return this.reads.load(accountId);
  }

  private async readMany(accountIds: readonly string[]): Promise<WebsiteRead[]> {
    const ids = [...new Set(accountIds)];
    const known = ids.map((id) => this.documents.get(id));
    // Noted before the query: a write finishing after it moves the counter past this value.
    const writes = this.writes?.value;
    // The most frequent query of the API: written out once rather than built and compiled each time.
    const { rows } = await this.db.executeQuery<{ account_id: string; website_version: number; row_version: string | null; document: unknown }>(
      CompiledQuery.raw(WEBSITES_READ, [ids, known.map((entry) => entry?.rowVersion ?? null)]),
    );
    const byAccount = new Map(rows.map((row) => [row.account_id, row]));
    const reads = new Map<string, WebsiteRead>();
    ids.forEach((id, i) => reads.set(id, this.remember(id, byAccount.get(id), known[i], writes)));
    return accountIds.map((id) => reads.get(id) as WebsiteRead);
  }

  /** The read a row gives, kept for the next time (the document is parsed only when it changed). */
  private remember(
    accountId: string,
    row: { website_version: number; row_version: string | null; document: unknown } | undefined,
    known: { rowVersion: string; read: WebsiteRead; bytes: number } | undefined,
    writes: number | undefined,
  ): WebsiteRead {
    const websiteVersion = row?.website_version ?? 0;
    const rowVersion = row?.row_version ?? null;
    let content: WebsiteContent;
    if (rowVersion === null) content = emptyWebsiteContent();
    else if (known && rowVersion === known.rowVersion) content = known.read.content;
    else {
      const document = row?.document;
      content = document ? migrateWebsiteDocument(typeof document === 'string' ? JSON.parse(document) : document) : emptyWebsiteContent();
    }
    const read = { content, websiteVersion, revision: `${rowVersion ?? 'none'}.${websiteVersion}` };
    // In memory a document takes about twice its JSON (strings are UTF-16); the JSON length is known
    // when it was just read, and kept from before otherwise.
    const bytes = typeof row?.document === 'string' ? row.document.length * 2 : (known?.bytes ?? JSON.stringify(content).length * 2);
    if (rowVersion !== null) this.documents.set(accountId, { rowVersion, read, writes, bytes: Math.max(1, bytes) });
    return read;
  }

  /** Saves the whole document; `db`: a transaction to save in (a restore saves with its publish). */
  async save(accountId: string, content: WebsiteContent, db: Kysely<DB> = this.db): Promise<void> {
    const document = JSON.stringify(toStoredWebsiteDocument(content));
    const now = new Date();
    await db
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
