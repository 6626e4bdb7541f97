import DataLoader from 'dataloader';
import { LRUCache } from 'lru-cache';
import type { AccountRepository, LiveVersion } from '../modules/account/account-repository';
import { compressHtml, type VersionStore } from '../modules/publish/version-store';
import { withoutNotices } from './notice-variants';
import type { Encoding } from './http-cache';
import { NOT_KEPT, SiteIndex, toLiveSite } from './site-index';
import { packable, type PagePack } from './page-pack';
import { keyHash } from './fingerprint-table';

/** What the site host needs to serve one site's live version. */
export interface LiveSite extends LiveVersion {
  /** publishedOn as an HTTP date, for Last-Modified. */
  lastModified: string;
  /** isProfessional(account) now: a custom domain is only served while it holds (decision 0006). */
  professional: boolean;
  /**
   * Set when this is the site's second-language page (decision 0067): `storageKey`, `etag` and `language`
   * are then that page's, and `home` of the match its address.
   */
  inSecondLanguage?: boolean;
}

/** Lookups a replica keeps by default (SITE_CACHE_ENTRIES): one per site, custom domain or old slug asked for. */
export const DEFAULT_SITE_CACHE_ENTRIES = 20_000;
/** Even while the generation stands still, a lookup is asked again after about this long (±20 %, so they do not all expire together). */
const HARD_TTL_MS = 5 * 60 * 1000;
/** How often the index of every live site is read again (±10 %): the change log keeps it right; this bounds how long a change it missed (SQL by hand with the triggers off) could go unseen. */
const INDEX_REFRESH_MS = 30 * 60 * 1000;
/** The most keys one lookup query asks for. */
const BATCH_MAX = 500;

interface Entry<T> {
  value: T;
  expires: number;
}

type Lookup = LiveSite | string | undefined;

export interface SiteDirectoryOptions {
  /** The most lookups kept (least recently used out first). */
  maxEntries?: number;
  /** Whether the database answers (decision 0032): while it does not, kept lookups are served as they are. */
  health?: { readonly available: boolean; noteFailure(error: unknown): void };
  /** The index of every live site is built only while there are at most this many (SITE_INDEX_MAX_SITES; 0: never). */
  indexMaxSites?: number;
}

/** Longest a request waits for the once-a-second generation check before it is served what is kept (ms). */
const CHECK_WAIT_MS = 250;

/** A site not held in this replica's memory, asked for while the database does not answer. */
export class SiteLookupUnavailableError extends Error {
  constructor() {
    super('the database is not answering and this site is not held in memory');
  }
}

/** Lookups served from memory while the database was away, and those that could not be (for /metrics). */
export const degradedLookups = { served: 0, unavailable: 0 };

/**
 * Finds live sites by slug or custom domain, caching every answer (also "no such site") in this
 * replica. Every change a lookup depends on bumps one counter in the database, in the changing
 * transaction (site_generation, migration 0071), and notes the lookups it changed beside it
 * (site_changes, migration 0100); each replica reads both at most once a second and drops the lookups
 * named since its last reading (all of them when it fell too far behind), so a site costs no query per
 * request however many sites are served, a change is seen within the second on every replica (at once
 * in the replica that made it: `invalidate`), and a publish elsewhere costs the others one lookup, not
 * all of them. A lookup older than about five minutes is asked again regardless.
 *
 * The lookups missing in one turn of the event loop go to the database together, one query per kind
 * (slug, domain, old slug): after a start or a generation move, thousands of sites are asked for in a
 * few queries rather than one each. The cache holds at most `maxEntries` lookups (least recently used out).
 */
export class SiteDirectory {
  private readonly cache: LRUCache<string, Entry<Lookup>>;
  /** Lookups on their way, by `${epoch}:${key}`: requests for the same site share one. */
  private readonly pending = new Map<string, Promise<Lookup>>();
  private generation = 0;
  /** Moves whenever lookups are dropped, so no lookup started before is shared or kept after. */
  private epoch = 0;
  private checkedAt = -Infinity;
  private checking: Promise<number> | undefined;
  /** Generation readings started since start, and the number of the one under way. */
  private startedChecks = 0;
  private checkingSeq = 0;
  private readonly slugs: DataLoader<string, LiveSite | undefined>;
  private readonly domains: DataLoader<string, LiveSite | undefined>;
  private readonly redirects: DataLoader<string, string | undefined>;
  private readonly health: SiteDirectoryOptions['health'];
  /** Every live site, once read (decision 0072): answers lookups without a query. */
  private index: SiteIndex | undefined;
  /** The index answers only once a generation reading numbered at least this has been applied (`invalidate`, a new index). */
  private indexFromCheck = 0;
  /** The number of the last generation reading applied. */
  private appliedCheck = 0;
  private indexBuilding: Promise<void> | undefined;
  private indexRefresh: NodeJS.Timeout | undefined;
  private readonly indexMaxSites: number;
  /** Whether the directory is closed: no index is built or rebuilt. */
  private closed = false;
  /** Cache hits and misses of lookups (for /metrics). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly accounts: AccountRepository,
    private readonly ttlMs = 1000,
    options: SiteDirectoryOptions = {},
  ) {
    this.health = options.health;
    this.indexMaxSites = options.indexMaxSites ?? 0;
    this.cache = new LRUCache({ max: Math.max(1, options.maxEntries ?? DEFAULT_SITE_CACHE_ENTRIES) });
    const batched = <V>(load: (keys: string[]) => Promise<Map<string, V>>) =>
      new DataLoader<string, V | undefined>(
        async (keys) => {
          const found = await load([...new Set(keys)]);
          return keys.map((key) => found.get(key));
        },
        // Not DataLoader's cache (ours is above, with the generation rules); one batch per turn of the loop.
        { cache: false, batchScheduleFn: (send) => setImmediate(send), maxBatchSize: BATCH_MAX },
      );
    this.slugs = batched(async (keys) => liveSites(await this.accounts.findLiveVersions('slug', keys)));
    this.domains = batched(async (keys) => liveSites(await this.accounts.findLiveVersions('domain', keys)));
    this.redirects = batched((keys) => this.accounts.slugsMovedFrom(keys));
  }

  /** How many lookups are kept now. */
  get size(): number {
    return this.cache.size;
  }

  /** Sites in the index of every live site (0 while there is none), and its keys waiting for the database. */
  get indexed(): { sites: number; stale: number } {
    return { sites: this.index?.size ?? 0, stale: this.index?.staleKeys ?? 0 };
  }

  /** A change made in this replica: nothing kept is answered until a generation reading begun after it. */
  invalidate(): void {
    this.cache.clear();
    this.pending.clear();
    this.epoch += 1;
    this.indexFromCheck = this.startedChecks + 1;
    this.checkedAt = -Infinity;
  }

  /**
   * Reads every live site into the index (decision 0072), unless there are more than SITE_INDEX_MAX_SITES
   * or `stopped()` says so; then installs it so that no change is missed: a change committed after the
   * generation read before the rows is named by the log, and the index answers only once a reading from
   * that generation on has been applied. Concurrent calls share one build.
   */
  buildIndex(stopped: () => boolean = () => false): Promise<void> {
    if (this.indexMaxSites <= 0 || this.closed) return Promise.resolve();
    this.indexBuilding ??= (async () => {
      const index = await SiteIndex.load(this.accounts, this.indexMaxSites, () => stopped() || this.closed);
      if (!index || this.closed) return;
      // Not while a generation reading is under way: what it applies would be missed by the new index.
      while (this.checking) await this.checking.catch(() => {});
      if (this.generation === 0) {
        // Nothing read yet: lookups made before it started are not known to be newer than the index's.
        this.cache.clear();
        this.pending.clear();
        this.epoch += 1;
        this.generation = index.generation;
      } else if (this.generation > index.generation) {
        // The next reading names again the changes since the index was read, and makes them stale in it.
        this.generation = index.generation;
      }
      this.index = index;
      // A lookup under way was begun for the index before: its answer is not written into this one.
      this.pending.clear();
      this.epoch += 1;
      this.indexFromCheck = this.startedChecks + 1;
      this.checkedAt = -Infinity;
      if (!this.indexRefresh) {
        this.indexRefresh = setInterval(() => void this.buildIndex().catch((error: unknown) => this.health?.noteFailure(error)), INDEX_REFRESH_MS * (0.9 + 0.2 * Math.random()));
        this.indexRefresh.unref();
      }
    })().finally(() => (this.indexBuilding = undefined));
    return this.indexBuilding;
  }

  /** Stops building the index (the host is closing). */
  close(): Promise<void> {
    this.closed = true;
    clearInterval(this.indexRefresh);
    return this.indexBuilding ?? Promise.resolve();
  }

  /**
   * Resolves once a generation reading begun after this call has been applied: a shared cache's
   * request (decision 0065), which may be kept for a day, never gets a lookup older than the purge
   * that sent it here. Requests waiting together share one reading.
   */
  async refresh(): Promise<void> {
    if (this.health && !this.health.available) return;
    const needed = this.startedChecks + 1;
    for (;;) {
      if (this.checking) {
        const seq = this.checkingSeq;
        await this.checking;
        if (seq >= needed) return;
        continue;
      }
      if (this.startedChecks >= needed) return;
      await this.current();
      return;
    }
  }

  /**
   * Looks up these sites ahead of their first visitor (the hot set after a start), BATCH_MAX to a query,
   * one query at a time, so the requests being served meanwhile wait behind one query at most. Kept
   * like any lookup (a change since is applied as usual). Stops early when `stopped()` says so; the
   * sites found, in the order given.
   */
  async preload(sites: readonly { slug: string; domain: string | null }[], stopped: () => boolean = () => false): Promise<LiveSite[]> {
    const found = new Map<string, LiveSite>();
    for (let start = 0; start < sites.length && !stopped(); start += BATCH_MAX) {
      const part = sites.slice(start, start + BATCH_MAX);
      const looked = await Promise.all(part.flatMap((site) => [this.bySlug(site.slug), ...(site.domain ? [this.byDomain(site.domain)] : [])]));
      for (const site of looked) if (site && !found.has(site.accountId)) found.set(site.accountId, site);
    }
    return [...found.values()];
  }

  /** The current slug of the account that used to be at `oldSlug` (slug_redirects), if any. */
  redirectFor(oldSlug: string): Promise<string | undefined> {
    return this.cached(`r:${oldSlug}`, () => this.redirects.load(oldSlug)) as Promise<string | undefined>;
  }

  bySlug(slug: string): Promise<LiveSite | undefined> {
    return this.cached(`s:${slug}`, () => this.slugs.load(slug)) as Promise<LiveSite | undefined>;
  }

  byDomain(hostname: string): Promise<LiveSite | undefined> {
    return this.cached(`d:${hostname}`, () => this.domains.load(hostname)) as Promise<LiveSite | undefined>;
  }

  private drop(): void {
    this.cache.clear();
    this.pending.clear();
    this.epoch += 1;
    // The log does not say what changed: the index is read again, and lookups go to the database meanwhile.
    if (this.index) {
      this.index = undefined;
      void this.buildIndex().catch((error: unknown) => this.health?.noteFailure(error));
    }
  }

  /** The index's answer for `key`, or NOT_KEPT when there is none, it cannot say, or a reading must be applied first. */
  private fromIndex(key: string): LiveSite | undefined | typeof NOT_KEPT {
    if (!this.index || this.appliedCheck < this.indexFromCheck) return NOT_KEPT;
    return this.index.answer(key);
  }

  /**
   * Reads the generation when the last reading is older than the TTL. When it moved, the lookups the
   * changes named are dropped (migration 0100), or all of them when the log does not reach back.
   */
  private current(): Promise<number> {
    if (!this.checking) this.checkingSeq = ++this.startedChecks;
    const seq = this.checkingSeq;
    this.checking ??= (async () => {
      try {
        const { generation, keys } = await this.accounts.siteChangesSince(this.generation);
        if (generation !== this.generation) {
          if (keys === undefined) this.drop();
          else this.forget(keys);
          this.generation = generation;
        }
        this.appliedCheck = seq;
      } catch (error) {
        // The database did not answer: what is kept stays (served while it is away, decision 0032); the
        // next reading catches up on every change from the log, or drops everything when it cannot.
        this.health?.noteFailure(error);
      }
      this.checkedAt = Date.now();
      return this.generation;
    })().finally(() => (this.checking = undefined));
    return this.checking;
  }

  /** Drops the lookups under `keys` (`r:*`: every old slug; `*`: all); no lookup on its way is kept. */
  private forget(keys: string[]): void {
    if (keys.includes('*')) return this.drop();
    this.pending.clear();
    this.epoch += 1;
    this.index?.markStale(keys);
    if (keys.includes('r:*')) {
      for (const key of [...this.cache.keys()]) if (key.startsWith('r:')) this.cache.delete(key);
    }
    for (const key of keys) this.cache.delete(key);
  }

  private cached(key: string, load: () => Promise<Lookup>): Promise<Lookup> {
    if (this.health && !this.health.available) return this.kept(key);
    // The usual case (a cached site, the generation read less than a second ago) waits for nothing.
    if (Date.now() - this.checkedAt < this.ttlMs) return this.fromCache(key, load);
    if (!this.health) return this.current().then(() => this.fromCache(key, load));
    // A database slow to answer the generation check does not hold the page up: what is kept is served.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_WAIT_MS)));
    return Promise.race([this.current().then(() => true as const), late])
      .finally(() => clearTimeout(timer))
      .then((checked) => (checked || !this.cache.has(key) ? this.fromCache(key, load) : this.kept(key)));
  }

  /** While the database does not answer: the lookup as kept, however old, or SiteLookupUnavailableError. */
  private kept(key: string): Promise<Lookup> {
    // The index as last read: the database being away, a change since is not known either way.
    const indexed = this.index ? this.index.answer(key) : NOT_KEPT;
    if (indexed !== NOT_KEPT) {
      degradedLookups.served += 1;
      return Promise.resolve(indexed);
    }
    const hit = this.cache.get(key, { allowStale: true });
    if (!hit) {
      degradedLookups.unavailable += 1;
      return Promise.reject(new SiteLookupUnavailableError());
    }
    degradedLookups.served += 1;
    return Promise.resolve(hit.value);
  }

  private fromCache(key: string, load: () => Promise<Lookup>): Promise<Lookup> {
    const indexed = this.fromIndex(key);
    if (indexed !== NOT_KEPT) {
      this.stats.hits += 1;
      return Promise.resolve(indexed);
    }
    const hit = this.cache.get(key);
    const now = Date.now();
    // A kept lookup holds until a change names it (forget), everything is dropped, or it expires.
    if (hit && hit.expires > now) {
      this.stats.hits += 1;
      return Promise.resolve(hit.value);
    }
    this.stats.misses += 1;
    const pendingKey = `${this.epoch}:${key}`;
    let pending = this.pending.get(pendingKey);
    if (!pending) {
      const epoch = this.epoch;
      pending = load()
        .then((value) => {
          // Kept only if no change was applied meanwhile: one may have been committed while it ran (a change
          // committed later but applied after this is kept names its keys, and drops it then).
          if (epoch === this.epoch) {
            this.cache.set(key, { value, expires: now + HARD_TTL_MS * (0.8 + 0.4 * Math.random()) });
            if (typeof value !== 'string') this.index?.learn(key, value);
          }
          return value;
        })
        .finally(() => this.pending.delete(pendingKey));
      this.pending.set(pendingKey, pending);
    }
    return pending;
  }
}

function liveSites(found: Map<string, LiveVersion>): Map<string, LiveSite> {
  const sites = new Map<string, LiveSite>();
  for (const [key, live] of found) sites.set(key, toLiveSite(live));
  return sites;
}

/**
 * A page's bytes. `release`, when there, hands a buffer of the pack back for reuse: call it once the
 * response carrying `body` has been written (its 'finish'), and never read `body` after.
 */
type Page = { body: Buffer; encoding: Encoding; release?: () => void };

/**
 * Reads of one page within a window that make it hot enough to be kept in memory when memory is full: three
 * within two seconds (1.5 views a second). Visitors spread over 100,000 sites at 15,000 views a second give
 * each site 0.15 a second, and two reads within ten seconds (the first rule) let most pages in, to be pushed
 * out unread: memory churned its 16 MB, and the copies were garbage outside the heap (decision 0072's
 * addendum); at three in two seconds about one read in 300 is let in, and a site really busy still is.
 */
const HOT_READS = 3;
/** The window of those reads (ms): the doorkeeper's counts are cleared this often. */
const HOT_WINDOW_MS = 2_000;
const DOORKEEPER_BITS = 20;

/**
 * Published pages' stored bytes, per version and encoding, as they were stored when published
 * (modules/publish/version-store.ts): nothing is compressed here. Bounded by bytes (PAGE_CACHE_MB),
 * least recently used out first; a page asked for by several requests at once is read once.
 *
 * With a pack (decision 0072), pages read from storage are also written to this replica's own files, and
 * read from there with one `pread` afterwards. Memory then keeps only hot pages once it is full: a page
 * is let in when it was read three times within two seconds (a doorkeeper of 2^20 counters, cleared every
 * two seconds), so a stream of pages each seen once (a crawler, visitors spread over 100,000 sites) reads
 * from the pack instead of pushing the busy sites out of memory and churning the heap. A page the pack does
 * not hold (a version published in the last minutes, a plain page) has no tier below memory but storage:
 * it is kept as without a pack, least recently used out first.
 */
export class PageCache {
  private readonly entries: LRUCache<string, Page>;
  private readonly loading = new Map<string, Promise<Page | undefined>>();
  /** Pages answered from memory and read from storage since start (for /metrics). */
  readonly stats = { hits: 0, misses: 0 };

  readonly maxBytes: number;
  /** Made when first needed (memory full with a pack): an installation whose pages fit in memory never holds it. */
  private doorkeeper: Uint8Array | undefined;
  private doorkeeperCleared = Date.now();

  constructor(
    private readonly versions: VersionStore,
    maxBytes = 64 * 1024 * 1024,
    readonly pack?: PagePack,
  ) {
    this.maxBytes = Math.max(1, maxBytes);
    this.entries = new LRUCache<string, Page>({ maxSize: this.maxBytes, sizeCalculation: (page) => Math.max(1, page.body.length) });
  }

  /** Bytes of pages kept now. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /** The page in `wanted`, or plainly when the version is not stored compressed yet (it is being compressed). */
  get(site: LiveSite, wanted: Encoding): Page | Promise<Page | undefined> {
    const key = `${site.storageKey}:${wanted}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.stats.hits += 1;
      return hit;
    }
    this.stats.misses += 1;
    if (this.pack && wanted !== 'identity') {
      const packed = this.pack.read(key);
      if (packed) {
        if (this.admits(key, packed.body.length)) {
          // Memory keeps bytes of its own: the pack's buffer goes back at once.
          const page: Page = { body: Buffer.from(packed.body), encoding: wanted };
          this.pack.release(packed.slab);
          this.entries.set(key, page);
          return page;
        }
        const pack = this.pack;
        let released = false;
        return {
          body: packed.body,
          encoding: wanted,
          release: () => {
            if (!released) pack.release(packed.slab);
            released = true;
          },
        };
      }
    }
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.load(key, site, wanted).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  /**
   * The page without the notices at `hidden` (positions, ascending): made from the stored HTML and
   * compressed once per replica when first asked for (a notice's first or last day passing), then kept
   * like any page (decision 0060).
   */
  variant(site: LiveSite, hidden: readonly number[], wanted: Encoding): Page | Promise<Page | undefined> {
    const key = `${site.storageKey}:n${hidden.join('.')}:${wanted}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.stats.hits += 1;
      return hit;
    }
    this.stats.misses += 1;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = (async () => {
        const plain = await this.versions.readPlain({ storageKey: site.storageKey, compressed: site.compressed });
        if (!plain) return undefined;
        const body = Buffer.from(withoutNotices(plain.toString('utf8'), hidden), 'utf8');
        const page: Page = wanted === 'identity' ? { body, encoding: 'identity' } : { body: (await compressHtml(body))[wanted], encoding: wanted };
        this.entries.set(key, page);
        return page;
      })().finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async load(key: string, site: LiveSite, wanted: Encoding): Promise<Page | undefined> {
    const ref = { storageKey: site.storageKey, compressed: site.compressed };
    let page: Page;
    let packed = false;
    if (wanted !== 'identity') {
      const body = await this.versions.readEncoded(ref, wanted, { accountId: site.accountId, version: site.version });
      // A version stored before compression: sent plainly, and not cached, until it is compressed.
      if (!body) {
        const plain = await this.versions.readPlain(ref);
        return plain && { body: plain, encoding: 'identity' };
      }
      page = { body, encoding: wanted };
      if (this.pack && packable(site.publishedOn)) packed = this.pack.write(key, body);
    } else {
      const body = await this.versions.readPlain(ref);
      if (!body) return undefined;
      page = { body, encoding: 'identity' };
    }
    // A page larger than the whole cache is served but not kept (lru-cache refuses it). A page the pack
    // does not hold (a version published minutes ago, a plain one) has only memory: kept as without a pack.
    if (packed) this.keep(key, page);
    else this.entries.set(key, page);
    return page;
  }

  /** Keeps a page read in memory: always without a pack; with one, while there is room, or when it is hot. */
  private keep(key: string, page: Page): void {
    if (this.admits(key, page.body.length)) this.entries.set(key, page);
  }

  /** Whether memory takes a page of `size` bytes read now (and counts the read in the doorkeeper). */
  private admits(key: string, size: number): boolean {
    if (!this.pack || this.entries.calculatedSize + size <= this.maxBytes) return true;
    const doorkeeper = (this.doorkeeper ??= new Uint8Array(1 << DOORKEEPER_BITS));
    const now = Date.now();
    if (now - this.doorkeeperCleared > HOT_WINDOW_MS) {
      doorkeeper.fill(0);
      this.doorkeeperCleared = now;
    }
    const slot = keyHash(key) & ((1 << DOORKEEPER_BITS) - 1);
    const seen = doorkeeper[slot] as number;
    if (seen < 255) doorkeeper[slot] = seen + 1;
    return seen + 1 >= HOT_READS;
  }
}
