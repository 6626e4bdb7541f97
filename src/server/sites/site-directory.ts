import type { Kysely } from 'kysely';
import { isProfessional } from '../../shared/account';
import type { DB } from '../db/schema';
import type { Storage } from '../storage/storage';
import { encodeAll, type EncodedBody } from './http-cache';

/** What the site host needs to serve one site's live version. */
export interface LiveSite {
  accountId: string;
  slug: string | null;
  version: number;
  storageKey: string;
  etag: string;
  googleTag: string | null;
  publishedOn: Date;
  /** publishedOn as an HTTP date, for Last-Modified. */
  lastModified: string;
  /** The default public address (SITE_URL_TEMPLATE with the slug), as of the last publish or address change. */
  url: string | null;
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
    private readonly db: Kysely<DB>,
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
    const row = await this.db
      .selectFrom('slug_redirects as r')
      .innerJoin('accounts as a', 'a.account_id', 'r.account_id')
      .select('a.website_slug')
      .where('r.old_slug', '=', oldSlug)
      .executeTakeFirst();
    const slug = row?.website_slug ?? undefined;
    if (this.redirects.size >= MAX_ENTRIES) this.redirects.clear();
    this.redirects.set(oldSlug, { slug, expires: now + this.ttlMs });
    return slug;
  }

  bySlug(slug: string): Promise<LiveSite | undefined> {
    return this.cached(`s:${slug}`, () => this.find('website_slug', slug));
  }

  byDomain(hostname: string): Promise<LiveSite | undefined> {
    return this.cached(`d:${hostname}`, () => this.find('domain_name', hostname));
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

  private async find(column: 'website_slug' | 'domain_name', value: string): Promise<LiveSite | undefined> {
    const row = await this.db
      .selectFrom('accounts as a')
      .innerJoin('website_versions as v', (join) => join.onRef('v.account_id', '=', 'a.account_id').onRef('v.version', '=', 'a.website_version'))
      .select(['a.account_id', 'a.website_slug', 'a.website_url', 'v.version', 'v.storage_key', 'v.etag', 'v.google_tag', 'v.published_on', 'a.subscription_status', 'a.subscription_tier'])
      .where(`a.${column}`, '=', value)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      accountId: row.account_id,
      slug: row.website_slug,
      version: row.version,
      storageKey: row.storage_key,
      etag: row.etag.slice(0, 32),
      googleTag: row.google_tag,
      publishedOn: row.published_on,
      lastModified: row.published_on.toUTCString(),
      url: row.website_url,
      professional: isProfessional({ subscriptionStatus: row.subscription_status, subscriptionTier: row.subscription_tier }),
    };
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
