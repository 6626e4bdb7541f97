import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageCsp } from '../render/csp';
import { googleTagInlineScript, isGoogleTag } from '../render/google-tag';
import type { VersionStore } from '../modules/publish/version-store';
import { etagFor, matchesEtag, pickEncoding, sendBytes } from './http-cache';
import type { SharedCacheConfig } from '../config';
import { fromSharedCache, siteTags, VIEW_PIXEL_GIF, VIEW_PIXEL_PATH } from './shared-cache';
import { noticeVariant, secondsUntilNextDay } from './notice-variants';
import { type LiveSite, PageCache } from './site-directory';
import type { SiteMatch } from './site-finder';
import { domainUnavailablePage, NOT_FOUND_STYLE, notFoundPage, robotsTxt, sitemapXml, suspendedPage } from './site-pages';
import type { PagePack } from './page-pack';

/**
 * A published page is asked again on every view (decision 0056): the owner who has just published sees the
 * new version at once, and a visitor whose copy is current gets a 304 (the ETag is the version's hash), so
 * the bytes still travel once. max-age=0 rather than no-cache, so that a shared cache put in front later
 * can be given its own lifetime (s-maxage) with a purge on publish, without changing what browsers do.
 */
const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** robots.txt and sitemap.xml: nobody waits to see these change. */
const SHORT_CACHE = 'public, max-age=60';

/**
 * Answers what the site finder matched: the live version's HTML (ETag, revalidated on every view,
 * gzip/brotli, its own CSP), per-site robots.txt and sitemap.xml, redirects of moved addresses, and
 * the host's own not-found and unavailable pages.
 */
export class SiteResponder {
  private readonly pages: PageCache;
  private readonly mediaOrigin: string;
  private readonly notFoundCsp: string;
  private readonly csps = new Map<string, string>();
  private readonly pageCacheControl: string;

  constructor(
    versions: VersionStore,
    mediaBaseUrl: string,
    /** Told of every answered request for a live page (200 or 304), to count visitors. */
    private readonly onPageView?: (request: FastifyRequest, site: LiveSite) => void,
    pageCacheBytes?: number,
    /** A shared cache in front (decision 0065): pages get s-maxage and tags, and the view pixel counts what it serves. */
    private readonly sharedCache?: SharedCacheConfig,
    /** The time dated notices are decided by (decision 0060). */
    private readonly clock: () => Date = () => new Date(),
    /** The replica's own files of pages read before (decision 0072), below the bytes kept in memory. */
    pack?: PagePack,
  ) {
    this.pages = new PageCache(versions, pageCacheBytes, pack);
    this.pageCacheControl = sharedCache && sharedCache.sMaxAge > 0 ? `${PAGE_CACHE_CONTROL}, s-maxage=${sharedCache.sMaxAge}` : PAGE_CACHE_CONTROL;
    this.mediaOrigin = new URL(mediaBaseUrl).origin;
    this.notFoundCsp = pageCsp({ mediaOrigin: this.mediaOrigin, inlineStyles: [NOT_FOUND_STYLE] });
  }

  send(request: FastifyRequest, reply: FastifyReply, match: SiteMatch) {
    switch (match.kind) {
      case 'site':
        return this.site(request, reply, match);
      case 'moved':
        this.tag(reply, match.tags);
        return reply.header('cache-control', 'public, max-age=300').redirect(match.location, 301);
      case 'unavailable':
        return this.plainPage(reply, domainUnavailablePage());
      case 'suspended':
        return this.suspended(reply);
      case 'host-robots':
        return reply.type('text/plain; charset=utf-8').header('cache-control', SHORT_CACHE).send(robotsTxt(undefined));
      case 'no-site-robots':
        return reply.type('text/plain; charset=utf-8').send(robotsTxt(undefined));
      case 'not-found':
        return this.notFound(reply);
    }
  }

  /**
   * Reads the live pages of `sites` (brotli: what nearly every browser asks for) into the page cache,
   * one at a time, until it is half full (the rest is for what visitors ask), or `stopped()` says so.
   * How many were read.
   */
  async preloadPages(sites: readonly LiveSite[], stopped: () => boolean = () => false): Promise<number> {
    let read = 0;
    for (const site of sites) {
      // Up to half of memory; with a pack (decision 0072) every hot site's page, into the pack.
      if (stopped() || (!this.pages.pack && this.pages.bytes >= this.pages.maxBytes / 2)) break;
      if (site.suspended) continue;
      const page = await this.pages.get(site, 'br');
      if (!page) continue;
      page.release?.();
      read += 1;
    }
    return read;
  }

  /** The page cache's figures since start (for /metrics). */
  pageStats(): { pageHits: number; pageMisses: number; pageBytes: number; packReads: number; packReused: number; packPages: number } {
    const pack = this.pages.pack;
    return { pageHits: this.pages.stats.hits, pageMisses: this.pages.stats.misses, pageBytes: this.pages.bytes, packReads: pack?.stats.reads ?? 0, packReused: pack?.stats.reused ?? 0, packPages: pack?.size ?? 0 };
  }

  /** The friendly 404 page, with a link home when the site is known. */
  notFound(reply: FastifyReply, homeHref?: string, language?: string) {
    return this.plainPage(reply, notFoundPage(homeHref, language));
  }

  /**
   * A suspended site (issue 27): 451 with a neutral page that says nothing of why (the owner was told by
   * e-mail). Not cached: a restore shows the site again at once.
   */
  suspended(reply: FastifyReply) {
    return this.plainPage(reply, suspendedPage(), 451);
  }

  private plainPage(reply: FastifyReply, html: string, status = 404) {
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', this.notFoundCsp)
      .send(html);
  }

  /** The shared cache's tags (Surrogate-Key, and xkey for Varnish's vmod), only when a cache is configured. */
  private tag(reply: FastifyReply, tags: string) {
    if (this.sharedCache) reply.header('surrogate-key', tags).header('xkey', tags);
  }

  /**
   * The view pixel (decision 0065): always answered by the site host (no-store; the cache passes it).
   * A view is counted here when the request came through the shared cache, which does not send the page
   * itself here each time; otherwise the page was counted when it was answered, and this is not.
   */
  private pixel(request: FastifyRequest, reply: FastifyReply, site: LiveSite) {
    if (fromSharedCache(request, this.sharedCache)) this.onPageView?.(request, site);
    return reply.header('content-type', 'image/gif').header('cache-control', 'no-store, private').header('content-length', VIEW_PIXEL_GIF.length).send(VIEW_PIXEL_GIF);
  }

  private site(request: FastifyRequest, reply: FastifyReply, { site, rest, base, home }: Extract<SiteMatch, { kind: 'site' }>) {
    if (rest === `/${VIEW_PIXEL_PATH}`) return this.pixel(request, reply, site);
    if (this.sharedCache) this.tag(reply, siteTags(site));
    if (rest === '') return reply.redirect(home, 301);
    if (rest === '/' || rest === '/index.html') return this.page(request, reply, site);
    // robots.txt and the sitemap are the site's, at its main address only (the sitemap lists both languages).
    if (site.inSecondLanguage) return this.notFound(reply, home, site.language);
    if (rest === '/robots.txt') {
      return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', SHORT_CACHE).send(robotsTxt(base));
    }
    if (rest === '/sitemap.xml') {
      return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', SHORT_CACHE).send(sitemapXml(base, site.publishedOn, site.secondLanguage ? { main: site.language, second: site.secondLanguage } : null));
    }
    return this.notFound(reply, home, site.language);
  }

  private async page(request: FastifyRequest, reply: FastifyReply, site: LiveSite) {
    const wanted = pickEncoding(request.headers['accept-encoding']);
    reply.headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': this.pageCacheControl,
      'last-modified': site.lastModified,
      'content-security-policy': this.cspFor(site),
    });
    // A site with dated notices is kept by a shared cache only until the site's next day (decision 0060).
    const untilNextDay = this.sharedCache && this.sharedCache.sMaxAge > 0 ? secondsUntilNextDay(site, this.clock()) : undefined;
    if (untilNextDay !== undefined && untilNextDay < (this.sharedCache?.sMaxAge ?? 0)) reply.header('cache-control', `${PAGE_CACHE_CONTROL}, s-maxage=${untilNextDay}`);
    // Through a shared cache the view pixel counts (the cache answers most views without asking here).
    const count = !fromSharedCache(request, this.sharedCache);
    // Dated notices are decided now, by the site's day (decision 0060): the page without those not up
    // today is a variant with its own ETag, so a copy from before a notice's first or last day is not current.
    const { hidden, etag } = noticeVariant(site, this.clock());
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      if (count) this.onPageView?.(request, site);
      return reply.header('vary', 'Accept-Encoding').header('etag', etagFor(etag, wanted)).status(304).send();
    }
    const page = hidden.length === 0 ? await this.pages.get(site, wanted) : await this.pages.variant(site, hidden, wanted);
    if (!page) throw new Error(`published version missing from storage: ${site.storageKey}`);
    if (count) this.onPageView?.(request, site);
    // A page read into the pack's buffer: the buffer goes back once the response has been handed to the
    // socket whole ('finish'). A response cut short never finishes: its buffer is left to the collector.
    if (page.release) reply.raw.once('finish', page.release);
    return sendBytes(reply, page.body, page.encoding, etag);
  }

  /** One policy per Google tag (or none) and contact form (or none), built once. */
  private cspFor(site: LiveSite): string {
    const googleTag = isGoogleTag(site.googleTag) ? site.googleTag : '';
    const key = `${site.contactForm ? 'form' : ''}:${googleTag}`;
    let csp = this.csps.get(key);
    if (csp === undefined) {
      csp = pageCsp({
        mediaOrigin: this.mediaOrigin,
        googleTag: googleTag !== '',
        inlineScripts: googleTag ? [googleTagInlineScript(googleTag)] : [],
        formAction: site.contactForm,
      });
      if (this.csps.size < 10_000) this.csps.set(key, csp);
    }
    return csp;
  }
}
