import { type Kysely, sql } from 'kysely';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { SharedCacheConfig } from '../config';
import type { AccountRepository } from '../modules/account/account-repository';

/*
 * The contract with a shared cache in front of the site host (Varnish, a CDN; decision 0065,
 * docs/deploy.md). Pages carry s-maxage (the cache keeps them) and max-age=0 (browsers revalidate),
 * and tags naming the site and its version in `Surrogate-Key` and `xkey` (the same list). Every
 * change that affects what the site host answers moves the site generation and names the lookups it
 * changed (site_changes, migration 0100): the CachePurger reads those and purges the matching tags
 * in every configured cache. Requests the cache makes carry CACHE_REQUEST_HEADER, so the site host
 * knows a page it answers may be served many times without it (counting moves to the view pixel).
 */

/** Set by the cache on every request it sends to the site host (docs/deploy/varnish.vcl). */
export const CACHE_REQUEST_HEADER = 'x-ww-cache';
/** The purge request's header listing the tags to purge, space-separated (as xkey.purge takes them). */
export const PURGE_TAGS_HEADER = 'xkey-purge';
/** The purge request's secret (CACHE_PURGE_SECRET). */
export const PURGE_SECRET_HEADER = 'x-purge-secret';

export { VIEW_PIXEL_PATH, VIEW_PIXEL_HTML } from '../../shared/view-pixel';
/** A transparent 1×1 GIF (43 bytes). */
export const VIEW_PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Every cached answer carries it: a purge of it empties the cache of the site host's answers. */
export const TAG_ALL = 'ww-all';
/** Every redirect of an old address carries it (an address change may move any of them). */
export const TAG_REDIRECTS = 'ww-r';

/** Site lookup keys (site_changes, site-directory.ts) → the cache tags of the answers they decide. */
export function tagsForChangedKeys(keys: string[] | undefined): string[] {
  if (keys === undefined || keys.includes('*')) return [TAG_ALL];
  const tags = new Set<string>();
  for (const key of keys) {
    if (key === 'r:*') tags.add(TAG_REDIRECTS);
    else if (key.startsWith('s:')) tags.add(`ww-s-${tagSafe(key.slice(2))}`);
    else if (key.startsWith('d:')) tags.add(`ww-d-${tagSafe(key.slice(2))}`);
    else if (key.startsWith('r:')) tags.add(`ww-r-${tagSafe(key.slice(2))}`);
  }
  return [...tags];
}

/** Tags hold no spaces or commas (both separate tags); slugs and host names never have them, but be sure. */
function tagSafe(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9._-]/g, '_');
}

/** The tags of a live site's answers: every answer, the site, its version, its address and its custom domain. */
export function siteTags(site: { accountId: string; version: number; slug: string | null; domainName?: string | null }): string {
  const tags = [TAG_ALL, `ww-site-${site.accountId}`, `ww-v-${site.accountId}-${site.version}`];
  if (site.slug) tags.push(`ww-s-${tagSafe(site.slug)}`);
  if (site.domainName) tags.push(`ww-d-${tagSafe(site.domainName)}`);
  return tags.join(' ');
}

/** The tags of a redirect from an old address (`oldSlug`) to the site now at `slug`. */
export function redirectTags(oldSlug: string, slug: string | undefined): string {
  return [TAG_ALL, TAG_REDIRECTS, `ww-r-${tagSafe(oldSlug)}`, ...(slug ? [`ww-s-${tagSafe(slug)}`] : [])].join(' ');
}

/** Whether this request was sent by the configured shared cache (only honoured when one is configured). */
export function fromSharedCache(request: FastifyRequest, config: SharedCacheConfig | undefined): boolean {
  return config !== undefined && request.headers[CACHE_REQUEST_HEADER] !== undefined;
}

export interface CachePurgerOptions {
  config: SharedCacheConfig;
  db: Kysely<unknown>;
  accounts: AccountRepository;
  log: FastifyBaseLogger;
  /** How often the site generation is read (ms). */
  pollMs?: number;
  /** Waits between tries of one purge (ms); its length is the number of retries. */
  retryDelaysMs?: number[];
  /** How long one purge request may take (ms). */
  timeoutMs?: number;
  /** When each purge is sent again (ms). */
  repeatAfterMs?: number;
}

/** Marks the second sending of a purge (a cache may ignore it; tests tell the two apart). */
export const PURGE_REPEAT_HEADER = 'x-purge-repeat';

/** Tags per purge request: xkey-purge stays well under Varnish's 8 KB header limit. */
const TAGS_PER_REQUEST = 60;

/**
 * Sends purges to every configured cache for every change of the site generation (migration 0100's
 * log): publish, restore, address or domain change, a domain proven, plan change, suspension and
 * deletion all move it. Runs in the background of every replica: the replica that moves the shared
 * cursor (migration 0300) sends that range's purges, so each change is purged once. Nobody's request
 * waits for a cache: a slow or unreachable one is retried, then logged.
 */
export class CachePurger {
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private readonly sending = new Set<Promise<void>>();
  private readonly repeats = new Set<NodeJS.Timeout>();
  /** Purges sent and failed since start (for tests and /metrics). */
  readonly stats = { sent: 0, failed: 0, tags: 0 };

  constructor(private readonly options: CachePurgerOptions) {}

  start(): void {
    if (this.options.config.purgeUrls.length === 0) return;
    this.timer ??= setInterval(() => {
      this.ticking ??= this.tick().finally(() => (this.ticking = undefined));
    }, this.options.pollMs ?? 200);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
    for (const repeat of this.repeats) clearTimeout(repeat);
    this.repeats.clear();
    await Promise.allSettled([...this.sending]);
  }

  /** One reading: when the generation moved past the cursor and this replica moves the cursor, purge. */
  async tick(): Promise<void> {
    try {
      const { rows } = await sql<{ cursor: string; n: string }>`
        select c.generation::text as cursor, g.n::text as n from cache_purge_cursor c, site_generation g where c.id = 1 and g.id = 1`.execute(this.options.db);
      const row = rows[0];
      if (!row || row.cursor === row.n) return;
      const known = Number(row.cursor);
      const { generation, keys } = await this.options.accounts.siteChangesSince(known);
      if (generation === known) return;
      const moved = await sql`update cache_purge_cursor set generation = ${generation} where id = 1 and generation = ${known}`.execute(this.options.db);
      if (Number(moved.numAffectedRows ?? 0) !== 1) return;
      const tags = tagsForChangedKeys(keys);
      this.purge(tags);
      // Once more a moment later: a page the cache was fetching while the change committed (old bytes,
      // arriving after the first purge) would otherwise be kept for s-maxage.
      const again: NodeJS.Timeout = setTimeout(() => {
        this.repeats.delete(again);
        this.purge(tags, true);
      }, this.options.repeatAfterMs ?? 2000);
      again.unref();
      this.repeats.add(again);
    } catch (error) {
      this.options.log.warn({ err: error }, 'shared cache: could not read the site changes to purge; trying again');
    }
  }

  /** Sends a purge of `tags` to every cache, in the background (retried; never awaited by a request). */
  purge(tags: string[], repeat = false): void {
    if (tags.length === 0) return;
    for (let i = 0; i < tags.length; i += TAGS_PER_REQUEST) {
      const part = tags.slice(i, i + TAGS_PER_REQUEST);
      for (const url of this.options.config.purgeUrls) {
        const sent = this.send(url, part, repeat).finally(() => this.sending.delete(sent));
        this.sending.add(sent);
      }
    }
  }

  /** Resolves when every purge sent so far has been answered or given up. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.sending]);
  }

  private async send(url: string, tags: string[], repeat: boolean): Promise<void> {
    const delays = this.options.retryDelaysMs ?? [250, 1000, 4000];
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await fetch(url, {
          method: 'PURGE',
          headers: { [PURGE_TAGS_HEADER]: tags.join(' '), [PURGE_SECRET_HEADER]: this.options.config.purgeSecret, ...(repeat ? { [PURGE_REPEAT_HEADER]: '1' } : {}) },
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 2000),
        });
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) {
          this.stats.sent += 1;
          this.stats.tags += tags.length;
          return;
        }
        throw new Error(`the cache answered ${res.status}`);
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined) {
          this.stats.failed += 1;
          this.options.log.error({ err: error, cache: new URL(url).host, tags: tags.length }, 'shared cache: a purge failed after retries; pages there may be stale until s-maxage');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  }
}
