import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { parseSiteUrlTemplate, sitesHostname, siteUrl, slugOfRequest } from '../../shared/site-address';
import type { AccountRepository } from '../modules/account/account-repository';
import { pageCsp } from '../render/csp';
import { googleTagInlineScript, isGoogleTag } from '../render/google-tag';
import type { SiteAssetFiles } from '../render/site-asset-files';
import { registerMediaRoutes } from '../storage/media-routes';
import type { Storage } from '../storage/storage';
import { sendEncoded } from './http-cache';
import { registerSiteAssetRoutes } from './site-assets-route';
import { type LiveSite, PageCache, SiteDirectory } from './site-directory';
import { domainUnavailablePage, NOT_FOUND_STYLE, notFoundPage, robotsTxt, sitemapXml } from './site-pages';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public site host (its own Fastify instance; server.ts makes it listen on SITES_PORT). */
    siteHost: SiteHost;
  }
}

export type SiteHost = FastifyInstance & { siteDirectory: SiteDirectory };

export interface SiteHostOptions {
  accounts: AccountRepository;
  storage: Storage;
  assets: SiteAssetFiles;
  siteUrlTemplate: string;
  mediaBaseUrl: string;
  trustProxy: boolean;
  logger: FastifyServerOptions['logger'];
  /** Cache lifetime of a site lookup in this process (ms). */
  directoryTtlMs?: number;
}

const HTML_CACHE = 'public, max-age=60';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The public site host: an origin apart from the app (DESIGN §6), so owner content never runs
 * where the app's cookies live. It finds the site by custom domain (Host), by `{slug}.` subdomain
 * when the template uses one, or by the first path segment, and serves the live version's HTML
 * (ETag, one-minute cache, gzip/brotli), the shared assets, per-site robots.txt and sitemap.xml,
 * and uploaded media under /media/.
 */
export async function buildSiteHost(options: SiteHostOptions): Promise<SiteHost> {
  const { accounts, storage, assets, siteUrlTemplate, mediaBaseUrl } = options;
  const host = Fastify({
    logger: options.logger,
    trustProxy: options.trustProxy,
    // Access logs for every page view would cost more than serving it; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
  });
  const directory = new SiteDirectory(accounts, options.directoryTtlMs);
  const pages = new PageCache(storage);
  const addressing = parseSiteUrlTemplate(siteUrlTemplate);
  const mediaOrigin = new URL(mediaBaseUrl).origin;
  const ownHostnames = new Set([
    ...LOCAL_HOSTS,
    sitesHostname(addressing),
    new URL(mediaBaseUrl).hostname,
  ]);
  host.decorate('siteDirectory', directory);

  // Callback style: this runs on every response, and a promise per response costs throughput.
  host.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    if (!reply.hasHeader('x-frame-options') && !String(reply.getHeader('content-type') ?? '').startsWith('image/')) reply.header('x-frame-options', 'DENY');
    done(null, payload);
  });

  const notFoundCsp = pageCsp({ mediaOrigin, inlineStyles: [NOT_FOUND_STYLE] });
  const sendNotFound = (reply: FastifyReply, homeHref?: string) =>
    reply
      .status(404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', notFoundCsp)
      .send(notFoundPage(homeHref));

  const sendUnavailable = (reply: FastifyReply) =>
    reply
      .status(404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', notFoundCsp)
      .send(domainUnavailablePage());

  /** An address the site moved away from (custom slug): 301 to the same path at its current address. */
  const redirectMoved = async (request: FastifyRequest, reply: FastifyReply, oldSlug: string | null, rest: string) => {
    const slug = oldSlug ? await directory.redirectFor(oldSlug) : undefined;
    if (!slug) return undefined;
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.header('cache-control', 'public, max-age=300').redirect(`${siteUrl(siteUrlTemplate, slug)}${rest.replace(/^\//, '')}${query}`, 301);
  };

  host.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  host.setErrorHandler((error, request, reply) => {
    if ((error as { statusCode?: number }).statusCode === 404) return sendNotFound(reply);
    request.log.error({ err: error }, 'site host request failed');
    return reply.status(500).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send('Something went wrong. Please try again in a moment.');
  });

  host.get('/_ww/health', async () => ({ status: 'ok' }));
  await registerSiteAssetRoutes(host, assets, storage);
  await registerMediaRoutes(host, storage);

  const csps = new Map<string, string>();
  const cspFor = (site: LiveSite) => {
    const googleTag = isGoogleTag(site.googleTag) ? site.googleTag : '';
    let csp = csps.get(googleTag);
    if (csp === undefined) {
      csp = pageCsp({ mediaOrigin, googleTag: googleTag !== '', inlineScripts: googleTag ? [googleTagInlineScript(googleTag)] : [] });
      if (csps.size < 10_000) csps.set(googleTag, csp);
    }
    return csp;
  };

  const servePage = async (request: FastifyRequest, reply: FastifyReply, site: LiveSite) => {
    const encoded = await pages.get(site.storageKey);
    if (!encoded) throw new Error(`published version missing from storage: ${site.storageKey}`);
    reply.headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': HTML_CACHE,
      'last-modified': site.lastModified,
      'content-security-policy': cspFor(site),
    });
    return sendEncoded(request, reply, encoded, site.etag);
  };

  /**
   * Serves `rest` (the path inside the site, '' or starting with '/') of a found site; `base` is the
   * site's absolute address (sitemap, robots.txt), `home` its path on this host.
   */
  const serveSite = async (request: FastifyRequest, reply: FastifyReply, site: LiveSite, rest: string, base: string, home = '/') => {
    if (rest === '') return reply.redirect(home, 301);
    if (rest === '/' || rest === '/index.html') return servePage(request, reply, site);
    if (rest === '/robots.txt') {
      return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', HTML_CACHE).send(robotsTxt(base));
    }
    if (rest === '/sitemap.xml') {
      return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', HTML_CACHE).send(sitemapXml(base, site.publishedOn));
    }
    return sendNotFound(reply, home);
  };

  host.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const hostname = request.hostname.toLowerCase().replace(/\.$/, '');

    const named = slugOfRequest(addressing, hostname, pathname);

    if (addressing.kind === 'host' && named) {
      const { slug } = named;
      const site = slug ? await directory.bySlug(slug) : undefined;
      if (!site && pathname !== '/robots.txt') {
        const moved = await redirectMoved(request, reply, slug, pathname);
        if (moved) return moved;
      }
      if (!site) return pathname === '/robots.txt' ? reply.type('text/plain; charset=utf-8').send(robotsTxt(undefined)) : sendNotFound(reply);
      return serveSite(request, reply, site, pathname, `${request.protocol}://${request.host}/`);
    }

    if (!ownHostnames.has(hostname)) {
      const site = (await directory.byDomain(hostname)) ?? (hostname.startsWith('www.') ? await directory.byDomain(hostname.slice(4)) : undefined);
      // Decision 0006: a custom domain is served only while its account is Professional.
      if (site && !site.professional) return sendUnavailable(reply);
      if (site) return serveSite(request, reply, site, pathname, `${request.protocol}://${request.host}/`);
      if (addressing.kind === 'host') return sendNotFound(reply);
    }

    if (addressing.kind === 'path') {
      if (pathname === '/robots.txt') return reply.type('text/plain; charset=utf-8').header('cache-control', HTML_CACHE).send(robotsTxt(undefined));
      if (!named) return sendNotFound(reply);
      const { slug, rest } = named;
      const site = slug ? await directory.bySlug(slug) : undefined;
      if (!site || !slug) return (await redirectMoved(request, reply, slug, rest)) ?? sendNotFound(reply);
      return serveSite(request, reply, site, rest, site.url ?? siteUrl(siteUrlTemplate, slug), `${addressing.prefix}${slug}/`);
    }
    return sendNotFound(reply);
  });

  return host as unknown as SiteHost;
}
