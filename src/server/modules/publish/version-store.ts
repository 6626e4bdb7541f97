import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gunzip, gzip } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Storage } from '../../storage/storage';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** The two stored encodings of a version's HTML; the plain HTML is gunzipped from `gzip` when asked for. */
export type StoredEncoding = 'br' | 'gzip';

const SUFFIX: Record<StoredEncoding, string> = { br: '.br', gzip: '.gz' };
const CONTENT_TYPE = 'text/html; charset=utf-8';

/**
 * Where a version's page in its second language is stored (decision 0067): beside the main page's key,
 * 'sites/a/v3-ab12.html' → 'sites/a/v3-ab12.en.html' (with the same .br and .gz).
 */
export function languagePageKey(storageKey: string, language: string): string {
  return storageKey.endsWith('.html') ? `${storageKey.slice(0, -5)}.${language}.html` : `${storageKey}.${language}`;
}

/** Where a version's HTML is: its storage key, and whether it is stored compressed (`.br` + `.gz` beside the key). */
export interface VersionRef {
  storageKey: string;
  compressed: boolean;
}

/** The smallest brotli: what every stored version ends up as. */
export const BROTLI_BEST = 11;
/**
 * Brotli while the owner waits for a publish (decision 0065, figures after tuning): about 2 ms for the
 * sample page where quality 11 takes 50–220 ms on this machine, 1–2 % more bytes than quality 7 and about
 * 15 % more than 11. The version is compressed again at 11 in the background right after (`refine`).
 */
export const BROTLI_FAST = 5;

/** Brotli at `quality` (11 unless told) of `html`, in libuv's thread pool: the event loop keeps serving. */
function brotliOf(html: Buffer, quality: number): Promise<Buffer> {
  return brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length } });
}

/** Brotli (quality 11 unless told) and gzip (level 9) of `html`, both in libuv's thread pool: the event loop keeps serving. */
export async function compressHtml(html: Buffer, brotliQuality = BROTLI_BEST): Promise<Record<StoredEncoding, Buffer>> {
  const [br, gz] = await Promise.all([brotliOf(html, brotliQuality), gzipAsync(html, { level: 9 })]);
  return { br, gzip: gz };
}


/**
 * The one place that stores and reads a rendered version's HTML (decision 0018). A version is
 * compressed once, when it is published, and stored as `<key>.br` and `<key>.gz` (no plain copy):
 * the site host sends those bytes as they are and never compresses while a visitor waits. Versions
 * stored before this (a plain `<key>` object) are compressed once in the background the first time
 * they are served (`compressLegacy`), and read plainly until then; versions that are not served are
 * left as they are until pruned (decision 0027 bounds how many there are).
 */
export class VersionStore {
  private readonly compressing = new Set<string>();
  /** Versions stored with fast brotli, compressed again at 11 one after the other (`refine`); resolves when none is left. */
  private refining: Promise<void> = Promise.resolve();
  private refinesPending = 0;

  constructor(
    private readonly storage: Storage,
    private readonly db: Kysely<DB>,
  ) {}

  /**
   * Compresses and stores `html` under `key`; returns the column values of the version row. With
   * `fast`, brotli is at BROTLI_FAST (a publish: the owner waits, and the account row is locked); the
   * caller then calls `refine` once the version row is committed.
   */
  async put(key: string, html: string, options: { fast?: boolean } = {}): Promise<{ compressed: true }> {
    const encoded = await compressHtml(Buffer.from(html, 'utf8'), options.fast ? BROTLI_FAST : BROTLI_BEST);
    // Both writes settle before a failure is reported: the caller then deletes the key, and a write
    // still running would otherwise land after that delete and leave an orphan object.
    const writes = await Promise.allSettled((['br', 'gzip'] as const).map((encoding) => this.storage.put(key + SUFFIX[encoding], encoded[encoding], CONTENT_TYPE)));
    const failed = writes.find((w) => w.status === 'rejected');
    if (failed) throw failed.reason;
    return { compressed: true };
  }

  /**
   * Compresses a version stored by `put(…, { fast: true })` again at brotli 11, in the background and
   * one at a time, and replaces its `.br` object (the same page in fewer bytes: a reader gets the old
   * object or the new one whole, as storage puts are atomic). A version deleted meanwhile (pruned, its
   * account deleted) keeps no object: its row is looked for after the write, and the objects removed
   * when it is gone or pruned. A failure leaves the fast bytes, which are served as well.
   */
  refine(key: string, row: { accountId: string; version: number; secondLanguage?: string | null }): void {
    this.refinesPending += 1;
    this.refining = this.refining
      .then(async () => {
        for (const page of row.secondLanguage ? [key, languagePageKey(key, row.secondLanguage)] : [key]) {
          const gz = await this.storage.readAll(page + SUFFIX.gzip);
          if (!gz) continue;
          const br = await brotliOf(await gunzipAsync(gz), BROTLI_BEST);
          await this.storage.put(page + SUFFIX.br, br, CONTENT_TYPE);
        }
        const kept = await this.db
          .selectFrom('website_versions')
          .select('version')
          .where('account_id', '=', row.accountId)
          .where('version', '=', row.version)
          .where('storage_key', '=', key)
          // A version pruned meanwhile (its objects deleted, or about to be) keeps none either.
          .where('pruned_on', 'is', null)
          .executeTakeFirst();
        if (!kept) await this.delete(key, row.secondLanguage);
      })
      .catch(() => {})
      .finally(() => (this.refinesPending -= 1));
  }

  /** Versions waiting to be compressed again at brotli 11. */
  get refinesWaiting(): number {
    return this.refinesPending;
  }

  /** Resolves when every `refine` asked for so far has ended (the server's close waits for it). */
  async idle(): Promise<void> {
    while (this.refinesPending > 0) await this.refining;
  }

  /** Removes every object of the version (both encodings and a plain copy, whichever exist), its second language page's too. */
  async delete(key: string, secondLanguage?: string | null): Promise<void> {
    const keys = secondLanguage ? [key, languagePageKey(key, secondLanguage)] : [key];
    await Promise.all(keys.flatMap((k) => [k, k + SUFFIX.br, k + SUFFIX.gzip]).map((k) => this.storage.delete(k)));
  }

  /** The version's HTML as text (restore, downloads). */
  async readHtml(ref: VersionRef): Promise<string | undefined> {
    const bytes = await this.readPlain(ref);
    return bytes?.toString('utf8');
  }

  /** The website document a version was rendered from (null for versions published before issue 9, or pruned). */
  async readDocument(accountId: string, version: number): Promise<unknown> {
    const row = await this.db.selectFrom('website_versions').select('document').where('account_id', '=', accountId).where('version', '=', version).executeTakeFirst();
    const document = row?.document ?? null;
    return typeof document === 'string' ? JSON.parse(document) : document;
  }

    /** The plain HTML bytes. */
  async readPlain(ref: VersionRef): Promise<Buffer | undefined> {
    if (!ref.compressed) {
      const plain = await this.storage.readAll(ref.storageKey);
      if (plain) return plain;
    }
    const gz = await this.storage.readAll(ref.storageKey + SUFFIX.gzip);
    return gz && gunzipAsync(gz);
  }

  /**
   * The stored bytes in `encoding`, or undefined for a version stored before compression (whose
   * compression this then starts in the background, once per process).
   */
  async readEncoded(ref: VersionRef, encoding: StoredEncoding, row?: { accountId: string; version: number }): Promise<Buffer | undefined> {
    const bytes = await this.storage.readAll(ref.storageKey + SUFFIX[encoding]);
    if (!bytes && !ref.compressed && row) this.compressLegacy(ref.storageKey, row.accountId, row.version);
    return bytes;
  }

  /** Compresses a version stored plainly, marks its row, then drops the plain object (in the background). */
  private compressLegacy(key: string, accountId: string, version: number): void {
    if (this.compressing.has(key)) return;
    this.compressing.add(key);
    void (async () => {
      const plain = await this.storage.readAll(key);
      if (!plain) return;
      const encoded = await compressHtml(plain);
      await Promise.all((['br', 'gzip'] as const).map((encoding) => this.storage.put(key + SUFFIX[encoding], encoded[encoding], CONTENT_TYPE)));
      await this.db.updateTable('website_versions').set({ compressed: true }).where('account_id', '=', accountId).where('version', '=', version).execute();
      // The row now points readers at the compressed objects (a reader still holding the old row falls
      // back to them too, readPlain), so the plain copy only costs space.
      await this.storage.delete(key);
    })()
      .catch(() => {
        // Tried again by the next process; until then the plain copy is served.
        this.compressing.delete(key);
      });
  }
}
