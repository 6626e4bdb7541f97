import { isProfessional } from '../../shared/account';
import { type AccountRepository, type LiveVersion, readNoticeSchedule } from '../modules/account/account-repository';
import { FingerprintTable } from './fingerprint-table';
import type { LiveSite } from './site-directory';

/** Live sites read a query at a time while the index is built. */
const PAGE_ROWS = 2000;
/**
 * Between two fields of a record, and standing for null: characters no slug, address, key or JSON text
 * holds unescaped (PostgreSQL's text cannot hold U+0000). AccountRepository.liveSitesAfter makes the same
 * records in SQL.
 */
const SEP = '\u001f';
const NULL = '\u0002';

/** A live site as it is kept: one string of its fields, not an object (decision 0072). */
export function packSite(site: LiveSite): string {
  return [
    site.accountId,
    site.slug ?? NULL,
    site.url ?? NULL,
    site.subscriptionStatus ?? NULL,
    site.subscriptionTier,
    String(site.version),
    site.storageKey,
    site.etag,
    site.googleTag ?? NULL,
    String(site.publishedOn.getTime()),
    site.contactForm ? '1' : '0',
    site.language,
    site.compressed ? '1' : '0',
    site.secondLanguage ?? NULL,
    site.secondEtag ?? NULL,
    site.suspended ? '1' : '0',
    site.domainName ?? NULL,
    site.notices === null ? NULL : JSON.stringify(site.notices),
  ].join(SEP);
}

const orNull = (field: string | undefined): string | null => (field === NULL || field === undefined ? null : field);

/** The site a record stands for: a new object each time (it lives for one request). */
export function unpackSite(record: string): LiveSite {
  const f = record.split(SEP);
  const notices = orNull(f[17]);
  const publishedOn = new Date(Number(f[9]));
  const site: LiveSite = {
    accountId: f[0] as string,
    slug: orNull(f[1]),
    url: orNull(f[2]),
    subscriptionStatus: orNull(f[3]),
    subscriptionTier: f[4] as string,
    version: Number(f[5]),
    storageKey: f[6] as string,
    etag: f[7] as string,
    googleTag: orNull(f[8]),
    publishedOn,
    lastModified: publishedOn.toUTCString(),
    contactForm: f[10] === '1',
    language: f[11] as string,
    compressed: f[12] === '1',
    secondLanguage: orNull(f[13]),
    secondEtag: orNull(f[14]),
    suspended: f[15] === '1',
    domainName: orNull(f[16]),
    notices: notices === null ? null : readNoticeSchedule(notices),
    professional: false,
  };
  site.professional = isProfessional(site);
  return site;
}

/** A stored live version as the site host keeps it: the ETag cut to 32 characters, Last-Modified, the plan. */
export function toLiveSite(live: LiveVersion): LiveSite {
  return { ...live, etag: live.etag.slice(0, 32), secondEtag: live.secondEtag?.slice(0, 32) ?? null, lastModified: live.publishedOn.toUTCString(), professional: isProfessional(live) };
}

/** Records' bytes, one after another in one buffer outside V8's heap (never scanned by the garbage collector). */
class RecordArena {
  private bytes: Buffer;
  private used = 0;
  /** Bytes of records still referred to (the rest is space freed by updates, reclaimed by `compacted`). */
  live = 0;

  constructor(size = 1 << 16) {
    this.bytes = Buffer.allocUnsafeSlow(size);
  }

  /** Where `record` now is (offset × 2^21 + length), or undefined when the arena is full. */
  add(record: string): number | undefined {
    const length = Buffer.byteLength(record, 'utf8');
    if (length >= LENGTH_SCALE) throw new Error('a site record over 2 MB');
    if (this.used + length > this.bytes.length) return undefined;
    this.bytes.write(record, this.used, length, 'utf8');
    const place = this.used * LENGTH_SCALE + length;
    this.used += length;
    this.live += length;
    return place;
  }

  get(place: number): string {
    const offset = Math.floor(place / LENGTH_SCALE);
    return this.bytes.toString('utf8', offset, offset + (place - offset * LENGTH_SCALE));
  }

  free(place: number): void {
    this.live -= place % LENGTH_SCALE;
  }

  /** Bytes of the buffer (records and the space freed in it). */
  get size(): number {
    return this.bytes.length;
  }
}
const LENGTH_SCALE = 2 ** 21;

/** What `SiteIndex.answer` gives for a key it cannot answer (an old slug, or a site changed since the index was read). */
export const NOT_KEPT = Symbol('not kept');

/**
 * Every live site of the installation, held in this replica as one string each (decision 0072): by slug
 * and by served custom domain. Built from the database once the host is ready and again after a gap in
 * the change log, it answers "which site is here" without a query, so a site not visited before costs no
 * more than one visited a second ago. The changes named in the log since it was read make their keys
 * `stale`: those are asked of the database as before (SiteDirectory) and the answer written back here.
 */
export class SiteIndex {
  /**
   * Where each site's record is in the arena, by slug and by served custom domain: kept by the key's
   * fingerprint (no string or object a site in the heap), the record checked against the key when read.
   */
  private slugs = new FingerprintTable();
  private domains = new FingerprintTable();
  private readonly stale = new Set<string>();
  private arena = new RecordArena();

  private constructor(
    /** The site generation read before the first row: every change after it is in the log. */
    readonly generation: number,
  ) {}

  /**
   * Reads every live site (`PAGE_ROWS` a query, one at a time); undefined when there are more than
   * `maxSites` (the index would cost more memory than it is worth: lookups go to the database as before),
   * or when `stopped()` says so.
   */
  static async load(accounts: AccountRepository, maxSites: number, stopped: () => boolean = () => false): Promise<SiteIndex | undefined> {
    if (maxSites <= 0) return undefined;
    const count = await accounts.countLiveSites();
    if (count > maxSites) return undefined;
    const index = new SiteIndex(await accounts.siteGeneration());
    // Sized for the sites there are (records are about 260 bytes; a notice or two adds a hundred): not
    // grown by doubling while they are read, which would leave the smaller buffers for the collector.
    index.arena = new RecordArena(Math.max(1 << 16, Math.ceil(count * 1.1) * 300));
    index.slugs = new FingerprintTable(count);
    let after: string | null = null;
    for (;;) {
      if (stopped()) return undefined;
      const rows = await accounts.liveSitesAfter(after, PAGE_ROWS);
      for (const { slug, domain, record } of rows) {
        if (slug !== null) index.put(index.slugs, slug, record);
        if (domain !== null) index.put(index.domains, domain, record);
      }
      if (index.slugs.size > maxSites) return undefined;
      if (rows.length < PAGE_ROWS) return index;
      after = (rows[rows.length - 1] as { accountId: string }).accountId;
    }
  }

  /** Sites held (by slug). */
  get size(): number {
    return this.slugs.size;
  }

  /**
   * The site under a lookup key (`s:<slug>`, `d:<domain>`): the site, undefined for none, or NOT_KEPT
   * when the index cannot say (an old slug's key, or one a change has named since it was read).
   */
  answer(key: string): LiveSite | undefined | typeof NOT_KEPT {
    const kind = key.charCodeAt(0);
    if ((kind !== 115 && kind !== 100) || key.charCodeAt(1) !== 58 || this.stale.has(key)) return NOT_KEPT; // 's:' or 'd:'
    const name = key.slice(2);
    const place = (kind === 115 ? this.slugs : this.domains).get(name);
    if (place === undefined) return undefined;
    const site = unpackSite(this.arena.get(place));
    // Another key of the same fingerprint (or a record learned under an old key): the database says.
    return (kind === 115 ? site.slug : site.domainName) === name ? site : NOT_KEPT;
  }

  /** Keys named by changes since: asked of the database until `learn` writes their answer back. */
  markStale(keys: readonly string[]): void {
    for (const key of keys) if (key.startsWith('s:') || key.startsWith('d:')) this.stale.add(key);
  }

  /** The database's answer for a stale key, read after the change that named it. */
  learn(key: string, site: LiveSite | undefined): void {
    if (!this.stale.delete(key)) return;
    const map = key.startsWith('s:') ? this.slugs : key.startsWith('d:') ? this.domains : undefined;
    if (!map) return;
    if (site) this.put(map, key.slice(2), packSite(site));
    else {
      const place = map.get(key.slice(2));
      if (place !== undefined) this.arena.free(place);
      map.delete(key.slice(2));
    }
  }

  /** Bytes the records take (outside the heap). */
  get bytes(): number {
    return this.arena.size;
  }

  private put(map: FingerprintTable, key: string, record: string): void {
    const before = map.get(key);
    if (before !== undefined) this.arena.free(before);
    let place = this.arena.add(record);
    if (place === undefined) {
      this.renew(Buffer.byteLength(record, 'utf8'));
      place = this.arena.add(record) as number;
    }
    map.set(key, place);
  }

  /** A new arena with only the records referred to, twice their size (and room for `more`). */
  private renew(more: number): void {
    const old = this.arena;
    this.arena = new RecordArena(Math.max(1 << 16, 2 * (old.live + more)));
    for (const map of [this.slugs, this.domains]) map.forEach((place, entry) => entry.set(this.arena.add(old.get(place)) as number));
  }

  /** Keys waiting for the database's answer (for tests and /metrics). */
  get staleKeys(): number {
    return this.stale.size;
  }
}
