import { isProfessional } from '../../shared/account';
import type { AccountRepository, LiveVersion } from '../modules/account/account-repository';
import type { Storage } from '../storage/storage';
import { encodeAll, type EncodedBody } from './http-cache';

/** What the site host needs to serve one site's live version. */
export interface LiveSite extends LiveVersion {
  /** publishedOn as an HTTP date, for Last-Modified. */
  lastModified: string;
  /** isProfessional(account) now: a custom domain is only served while it holds (decision 0006). */
  professional: boolean;
}

const MAX_ENTRIES = 10_000;

/**
 * Finds live sites by slug or custom domain. Answers (also "no such site") are cached for a second,
 * so a busy site costs one database query per second per replica, not one per request; a publish
 * in this process clears the cache at once, other replicas follow within the second.
 */
export class SiteDirectory {
  private readonly cache = new Map<string, { site: LiveSite | undefined; expires: number }>();
  private readonly redirects = new Map<string, { slug: string | undefined; expires: number }>();

  constructor(
    private readonly accounts: AccountRepository,
    private readonly ttlMs = 1000,
  ) {}

  invalidate(): void {
    this.cache.clear();
    this.redirects.clear();
  }

  /** The current slug of the account that used to be at `oldSlug` (slug_redirects), if any. */
  async redirectFor(oldSlug: string): Promise<string | undefined> {
    const now = Date.now();
    const hit = this.redirects.get(oldSlug);
    if (hit && hit.expires > now) return hit.slug;
    const slug = await this.accounts.slugMovedFrom(oldSlug);
    if (this.redirects.size >= MAX_ENTRIES) this.redirects.clear();
    this.redirects.set(oldSlug, { slug, expires: now + this.ttlMs });
    return slug;
  }

  bySlug(slug: string): Promise<LiveSite | undefined> {
    return this.cached(`s:${slug}`, () => this.find({ slug }));
  }

  byDomain(hostname: string): Promise<LiveSite | undefined> {
    return this.cached(`d:${hostname}`, () => this.find({ domain: hostname }));
  }

  private async cached(key: string, load: () => Promise<LiveSite | undefined>): Promise<LiveSite | undefined> {
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && hit.expires > now) return hit.site;
    const site = await load();
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(key, { site, expires: now + this.ttlMs });
    return site;
  }

  private async find(by: { slug: string } | { domain: string }): Promise<LiveSite | undefined> {
    const live = await this.accounts.findLiveVersion(by);
    if (!live) return undefined;
    return { ...live, etag: live.etag.slice(0, 32), lastModified: live.publishedOn.toUTCString(), professional: isProfessional(live) };
  }
}

/** Published HTML by storage key (versions never change), compressed once, least recently used out first. */
export class PageCache {
  private readonly entries = new Map<string, EncodedBody>();
  private bytes = 0;
  private readonly loading = new Map<string, Promise<EncodedBody | undefined>>();

  constructor(
    private readonly storage: Storage,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  async get(key: string): Promise<EncodedBody | undefined> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.load(key).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async load(key: string): Promise<EncodedBody | undefined> {
    const object = await this.storage.read(key);
    if (!object) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    const encoded = encodeAll(Buffer.concat(chunks));
    const size = encoded.body.length + encoded.gzip.length + encoded.br.length;
    this.entries.set(key, encoded);
    this.bytes += size;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes || oldKey === key) break;
      this.entries.delete(oldKey);
      this.bytes -= old.body.length + old.gzip.length + old.br.length;
    }
    return encoded;
  }
}
