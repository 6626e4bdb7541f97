import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageCsp } from '../render/csp';
import { googleTagInlineScript, isGoogleTag } from '../render/google-tag';
import type { VersionStore } from '../modules/publish/version-store';
import { etagFor, matchesEtag, pickEncoding, sendBytes } from './http-cache';
import { type LiveSite, PageCache } from './site-directory';
import type { SiteMatch } from './site-finder';
import { domainUnavailablePage, NOT_FOUND_STYLE, notFoundPage, robotsTxt, sitemapXml, suspendedPage } from './site-pages';

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

  constructor(
    versions: VersionStore,
    mediaBaseUrl: string,
    /** Told of every answered request for a live page (200 or 304), to count visitors. */
    private readonly onPageView?: (request: FastifyRequest, site: LiveSite) => void,
    pageCacheBytes?: number,
  ) {
    this.pages = new PageCache(versions, pageCacheBytes);
    this.mediaOrigin = new URL(mediaBaseUrl).origin;
    this.notFoundCsp = pageCsp({ mediaOrigin: this.mediaOrigin, inlineStyles: [NOT_FOUND_STYLE] });
  }

  send(request: FastifyRequest, reply: FastifyReply, match: SiteMatch) {
    switch (match.kind) {
      case 'site':
        return this.site(request, reply, match);
      case 'moved':
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

  /** The page cache's figures since start (for /metrics). */
  pageStats(): { pageHits: number; pageMisses: number; pageBytes: number } {
    return { pageHits: this.pages.stats.hits, pageMisses: this.pages.stats.misses, pageBytes: this.pages.bytes };
  }

  /** The friendly 404 page, with a link home when the site is known. */
  notFound(reply: FastifyReply, homeHref?: string) {
    return this.plainPage(reply, notFoundPage(homeHref));
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

  private site(request: FastifyRequest, reply: FastifyReply, { site, rest, base, home }: Extract<SiteMatch, { kind: 'site' }>) {
    if (rest === '') return reply.redirect(home, 301);
    if (rest === '/' || rest === '/index.html') return this.page(request, reply, site);
    if (rest === '/robots.txt') {
      return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', SHORT_CACHE).send(robotsTxt(base));
    }
    if (rest === '/sitemap.xml') {
      return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', SHORT_CACHE).send(sitemapXml(base, site.publishedOn));
    }
    return this.notFound(reply, home);
  }

  private async page(request: FastifyRequest, reply: FastifyReply, site: LiveSite) {
    const wanted = pickEncoding(request.headers['accept-encoding']);
    reply.headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': PAGE_CACHE_CONTROL,
      'last-modified': site.lastModified,
      'content-security-policy': this.cspFor(site),
    });
    if (matchesEtag(request.headers['if-none-match'], site.etag)) {
      this.onPageView?.(request, site);
      return reply.header('vary', 'Accept-Encoding').header('etag', etagFor(site.etag, wanted)).status(304).send();
    }
    const page = await this.pages.get(site, wanted);
    if (!page) throw new Error(`published version missing from storage: ${site.storageKey}`);
    this.onPageView?.(request, site);
    return sendBytes(reply, page.body, page.encoding, site.etag);
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
