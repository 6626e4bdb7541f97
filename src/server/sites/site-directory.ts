import { isProfessional } from '../../shared/account';
import type { AccountRepository, LiveVersion } from '../modules/account/account-repository';
import type { VersionStore } from '../modules/publish/version-store';
import type { Encoding } from './http-cache';

/** What the site host needs to serve one site's live version. */
export interface LiveSite extends LiveVersion {
  /** publishedOn as an HTTP date, for Last-Modified. */
  lastModified: string;
  /** isProfessional(account) now: a custom domain is only served while it holds (decision 0006). */
  professional: boolean;
}

const MAX_ENTRIES = 20_000;
/** Even while the generation stands still, a lookup is asked again after this long. */
const HARD_TTL_MS = 5 * 60 * 1000;

interface Entry<T> {
  value: T;
  /** The generation known when the lookup started: it holds while the database's is not past it. */
  generation: number;
  expires: number;
}

/**
 * Finds live sites by slug or custom domain, caching every answer (also "no such site") in this
 * replica. Every change a lookup depends on bumps one counter in the database, in the changing
 * transaction (site_generation, migration 0071); each replica reads that counter at most once a second
 * and drops its lookups when it moved, so a site costs no query per request however many sites are
 * served, and a change is seen within the second on every replica (at once in the replica that made
 * it: `invalidate`). A lookup older than five minutes is asked again regardless.
 */
export class SiteDirectory {
  private readonly cache = new Map<string, Entry<LiveSite | undefined>>();
  private readonly redirects = new Map<string, Entry<string | undefined>>();
  private generation = 0;
  private checkedAt = -Infinity;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly accounts: AccountRepository,
    private readonly ttlMs = 1000,
  ) {}

  invalidate(): void {
    this.cache.clear();
    this.redirects.clear();
    this.checkedAt = -Infinity;
  }

  /** The current slug of the account that used to be at `oldSlug` (slug_redirects), if any. */
  redirectFor(oldSlug: string): Promise<string | undefined> {
    return this.cached(this.redirects, oldSlug, () => this.accounts.slugMovedFrom(oldSlug));
  }

  bySlug(slug: string): Promise<LiveSite | undefined> {
    return this.cached(this.cache, `s:${slug}`, () => this.find({ slug }));
  }

  byDomain(hostname: string): Promise<LiveSite | undefined> {
    return this.cached(this.cache, `d:${hostname}`, () => this.find({ domain: hostname }));
  }

  /** Reads the generation when the last reading is older than the TTL; a moved generation drops every lookup. */
  private async current(): Promise<number> {
    if (Date.now() - this.checkedAt < this.ttlMs) return this.generation;
    this.checking ??= (async () => {
      try {
        const generation = await this.accounts.siteGeneration();
        if (generation !== this.generation) {
          this.cache.clear();
          this.redirects.clear();
          this.generation = generation;
        }
      } catch {
        // Without the counter, fall back to a one-second lifetime.
        this.cache.clear();
        this.redirects.clear();
      }
      this.checkedAt = Date.now();
    })().finally(() => (this.checking = undefined));
    await this.checking;
    return this.generation;
  }

  private async cached<T>(map: Map<string, Entry<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const generation = await this.current();
    const hit = map.get(key);
    const now = Date.now();
    if (hit && hit.generation >= generation && hit.expires > now) return hit.value;
    const value = await load();
    if (map.size >= MAX_ENTRIES) map.clear();
    map.set(key, { value, generation, expires: now + HARD_TTL_MS });
    return value;
  }

  private async find(by: { slug: string } | { domain: string }): Promise<LiveSite | undefined> {
    const live = await this.accounts.findLiveVersion(by);
    if (!live) return undefined;
    return { ...live, etag: live.etag.slice(0, 32), lastModified: live.publishedOn.toUTCString(), professional: isProfessional(live) };
  }
}

/**
 * Published pages' stored bytes, per version and encoding, as they were stored when published
 * (modules/publish/version-store.ts): nothing is compressed here. Least recently used out first.
 */
export class PageCache {
  private readonly entries = new Map<string, { body: Buffer; encoding: Encoding }>();
  private bytes = 0;
  private readonly loading = new Map<string, Promise<{ body: Buffer; encoding: Encoding } | undefined>>();

  constructor(
    private readonly versions: VersionStore,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /** The page in `wanted`, or plainly when the version is not stored compressed yet (it is being compressed). */
  async get(site: LiveSite, wanted: Encoding): Promise<{ body: Buffer; encoding: Encoding } | undefined> {
    const key = `${site.storageKey}:${wanted}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.load(key, site, wanted).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async load(key: string, site: LiveSite, wanted: Encoding): Promise<{ body: Buffer; encoding: Encoding } | undefined> {
    const ref = { storageKey: site.storageKey, compressed: site.compressed };
    let page: { body: Buffer; encoding: Encoding } | undefined;
    if (wanted !== 'identity') {
      const body = await this.versions.readEncoded(ref, wanted, { accountId: site.accountId, version: site.version });
      // A version stored before compression: sent plainly, and not cached, until it is compressed.
      if (!body) {
        const plain = await this.versions.readPlain(ref);
        return plain && { body: plain, encoding: 'identity' };
      }
      page = { body, encoding: wanted };
    } else {
      const body = await this.versions.readPlain(ref);
      if (!body) return undefined;
      page = { body, encoding: 'identity' };
    }
    this.entries.set(key, page);
    this.bytes += page.body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes || oldKey === key) break;
      this.entries.delete(oldKey);
      this.bytes -= old.body.length;
    }
    return page;
  }
}
