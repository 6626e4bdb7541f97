import { fastifyTrustProxy, type SharedCacheConfig } from '../config';
import { fromSharedCache, VIEW_PIXEL_PATH } from './shared-cache';
import { PagePack } from './page-pack';
import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { BEACON_MAX_BYTES, EVENT_PATH } from '../../shared/contact-form';
import type { AccountRepository } from '../modules/account/account-repository';
import type { LeadIntake } from '../modules/leads/lead-intake';
import type { VersionStore } from '../modules/publish/version-store';
import type { SiteAssetFiles } from '../render/site-asset-files';
import { type OriginalLookup, registerMediaRoutes } from '../storage/media-routes';
import type { Storage } from '../storage/storage';
import { BookingEndpoint } from './booking-endpoint';
import { ContactEndpoint } from './contact-endpoint';
import type { BookingService } from '../modules/bookings/booking-service';
import { QUOTE_MULTIPART_LIMITS, QuoteEndpoint } from './quote-endpoint';
import type { QuoteIntake } from '../modules/leads/quote-intake';
import type { ReportIntake } from '../modules/reports/report-intake';
import { ReportEndpoint } from './report-endpoint';
import type { ReviewRequests } from '../modules/reviews/review-requests';
import { ReviewEndpoint } from './review-endpoint';
import { addSecurityHeaders } from './security-headers';
import { registerSiteAssetRoutes } from './site-assets-route';
import { registerStockImageRoutes } from './stock-images-route';
import { isDatabaseTrouble } from '../db/database-errors';
import { requestIdOptions, answerWithRequestId, sampledAccessLog } from '../http/request-log';
import type { Lifecycle } from '../plugins/health';
import { isStorageTrouble } from '../storage/storage-guard';
import { type LiveSite, SiteDirectory, SiteLookupUnavailableError } from './site-directory';
import { SiteFinder, type SiteRequest } from './site-finder';
import { SiteResponder } from './site-responder';
import { inSecondLanguage } from './second-language';
import type { VisitCounter } from './visit-counter';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public site host (its own Fastify instance; server.ts makes it listen on SITES_PORT). */
    siteHost: SiteHost;
  }
}

/** The warm-up's user agent: isbot knows it as a robot, so its requests are never counted as views. */
export const WARM_UP_AGENT = 'WebsiteWorksWarmUp/1.0 (a replica warming up before it takes visitors; bot)';
/** Warm-up requests a starting replica sends itself, ten at a time, over at most this many preloaded sites. */
const WARM_UP_REQUESTS = 600;
const WARM_UP_SITES = 200;

/**
 * Asks this host, through its own routes, for the pages of `sites` (brotli, gzip and a revalidation, as
 * browsers do), so that the code every visit runs is compiled before the first visitor: V8 runs a new
 * process's code slowly until it has run it a few hundred times. How many requests were answered.
 */
async function warmUp(host: FastifyInstance, sites: readonly LiveSite[], stopped: () => boolean): Promise<number> {
  const addresses = sites
    .filter((site) => !site.suspended && site.url)
    .slice(0, WARM_UP_SITES)
    .map((site) => new URL(site.url as string));
  if (addresses.length === 0) return 0;
  const kinds = [{ 'accept-encoding': 'gzip, deflate, br' }, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br', 'if-none-match': '"warm-up"' }];
  // A few requests a site: a replica with a handful of sites (tests, a new install) starts at once.
  const requests = Math.min(WARM_UP_REQUESTS, addresses.length * 20);
  let answered = 0;
  for (let i = 0; i < requests && !stopped(); i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, async (_, k) => {
        const address = addresses[(i + k) % addresses.length] as URL;
        const res = await host.inject({ method: 'GET', url: address.pathname, headers: { host: address.host, 'user-agent': WARM_UP_AGENT, ...kinds[(i + k) % kinds.length] } });
        if (res.statusCode < 500) answered += 1;
      }),
    );
  }
  return answered;
}

export type SiteHost = FastifyInstance & {
  siteDirectory: SiteDirectory;
  /** The visitor counter, when counting (its flush() writes what waits, e.g. before a test reads the figures). */
  visits: VisitCounter | undefined;
  /** The caches' figures since start (for /metrics). */
  cacheStats(): { lookupHits: number; lookupMisses: number; pageHits: number; pageMisses: number; pageBytes: number; packReads: number; packReused: number; packPages: number; indexedSites: number };
  /**
   * The hot-set preload and warm-up started when the host became ready (undefined before, or without
   * SITE_PRELOAD_SITES). The server opens the site port once it settles (or after SITE_PRELOAD_WAIT_SECONDS).
   */
  preloaded: Promise<{ sites: number; pages: number; warmUpRequests: number }> | undefined;
};

export interface SiteHostOptions {
  accounts: AccountRepository;
  storage: Storage;
  /** Where published versions' stored bytes are read from. */
  versions: VersionStore;
  /** Bytes of published pages kept in memory (PAGE_CACHE_MB). */
  pageCacheBytes?: number;
  /** The replica's own files of pages read before (PAGE_PACK_MB, decision 0072): two files of `bytes / 2`; none unless given. */
  pagePack?: { directory: string; bytes: number };
  /** Site lookups kept in memory (SITE_CACHE_ENTRIES). */
  siteCacheEntries?: number;
  /** Every live site is held in memory while there are at most this many (SITE_INDEX_MAX_SITES, decision 0072; none unless given). */
  siteIndexMaxSites?: number;
  /** The most viewed sites (yesterday and today) looked up and read into memory in the background once ready (SITE_PRELOAD_SITES; none unless given). */
  preloadSites?: number;
  assets: SiteAssetFiles;
  siteUrlTemplate: string;
  mediaBaseUrl: string;
  /** How an uploaded original's URL is answered (a redirect to its processed variant, decision 0014). */
  mediaOriginal: OriginalLookup;
  trustProxy: boolean | number | string[];
  logger: FastifyServerOptions['logger'];
  /** Cache lifetime of a site lookup in this process (ms). */
  directoryTtlMs?: number;
  /** Takes contact form posts (`<site>/contact`); without it they are not found. */
  leads?: LeadIntake;
  /** Takes quote requests with photos (`<site>/quote`, issue 25); without it they are not found. */
  quotes?: QuoteIntake;
  /** Quote posts read at once in this process (QUOTE_POSTS_AT_ONCE, default 4). */
  quotePostsAtOnce?: number;
  /** Counts page views and click beacons (`<site>/event`); without it nothing is counted. */
  visits?: VisitCounter;
  /** Whether the database answers: while it does not, cached pages are served, marked (decision 0032). */
  health?: { readonly available: boolean; noteFailure(error: unknown): void };
  /** Share of requests written to the access log (SITE_ACCESS_LOG_SAMPLE); errors and slow ones always are. */
  accessLogSample?: number;
  /** Whether the replica is stopping: /_ww/health answers 503 then, so the load balancer moves away first. */
  lifecycle?: Lifecycle;
  /** Takes "Report this site" (`<site>/report`, issue 27); without it the form is not found. */
  reports?: ReportIntake;
  /** A shared cache in front (decision 0065): s-maxage, tags, fresh lookups for its requests, counting by the view pixel. */
  sharedCache?: SharedCacheConfig;
  /** The time, for which dated notices are up (decision 0060; tests move it); the system clock otherwise. */
  clock?: () => Date;
  /** Takes reviews through "Ask for a review" links (`<site>/review/<token>`, issue 26); without it they are not found. */
  reviews?: ReviewRequests;
  /** Takes appointment requests (`<site>/book`, issue 25); without it the booking pages are not found. */
  bookings?: BookingService;
}

/** The header marking an answer given from memory while the database does not answer. */
export const DEGRADED_HEADER = 'x-website-works-degraded';
/** What a visitor reads when the site cannot be shown because the database or the storage is away. */
export const SITE_UNAVAILABLE_TEXT = 'This website cannot be shown right now. Please try again in a few minutes.';
/** What a visitor reads when a message cannot be taken for the same reason: nothing was sent. */
export const MESSAGE_UNAVAILABLE_TEXT = 'Your message could not be sent right now. Please try again in a few minutes.';

function siteRequestOf(request: FastifyRequest): SiteRequest {
  const queryStart = request.url.indexOf('?');
  return {
    hostname: request.hostname.toLowerCase().replace(/\.$/, ''),
    pathname: queryStart === -1 ? request.url : request.url.slice(0, queryStart),
    query: queryStart === -1 ? '' : request.url.slice(queryStart),
    origin: `${request.protocol}://${request.host}/`,
  };
}

/**
 * The public site host: an origin apart from the app (DESIGN §6), so owner content never runs
 * where the app's cookies live. Every page request is looked up (site-finder.ts: subdomain, custom
 * domain or path) and answered (site-responder.ts); the shared assets and uploaded media under
 * /media/ are served beside them.
 */
export async function buildSiteHost(options: SiteHostOptions): Promise<SiteHost> {
  const host = Fastify({
    logger: options.logger,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    // Access logs for every page view would cost more than serving it; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    ...requestIdOptions(),
    // A stopping replica finishes what reaches it: the load balancer has moved away first (server.ts drains).
    return503OnClosing: false,
  });
  answerWithRequestId(host);
  sampledAccessLog(host, options.accessLogSample ?? 0);
  const { health } = options;
  const directory = new SiteDirectory(options.accounts, options.directoryTtlMs, { maxEntries: options.siteCacheEntries, health, indexMaxSites: options.siteIndexMaxSites });
  const finder = new SiteFinder(directory, options.siteUrlTemplate, options.mediaBaseUrl);
  const { visits } = options;
  const pack = options.pagePack && new PagePack(options.pagePack.directory, Math.min(2 ** 32, Math.floor(options.pagePack.bytes / 2)));
  if (pack) host.addHook('onClose', async () => pack.close());
  const responder = new SiteResponder(
    options.versions,
    options.mediaBaseUrl,
    visits && ((request, site) => visits.pageView(request, site.accountId, request.hostname)),
    options.pageCacheBytes,
    options.sharedCache,
    options.clock,
    pack,
  );
  const contact = options.leads && new ContactEndpoint(options.leads, options.assets.css.href, options.mediaBaseUrl, options.versions, options.assets.themes, health);
  const booking = options.bookings && new BookingEndpoint(options.bookings, options.assets.css.href, options.mediaBaseUrl, contact, options.assets.js.href);
  const quote = options.quotes && new QuoteEndpoint(options.quotes, options.assets.css.href, options.mediaBaseUrl, options.versions, options.assets.themes, options.quotePostsAtOnce);
  const report = options.reports && new ReportEndpoint(options.reports, options.assets.css.href, options.mediaBaseUrl);
  const review = options.reviews && new ReviewEndpoint(options.reviews, options.assets.css.href, options.mediaBaseUrl, contact);
  host.decorate('siteDirectory', directory);
  // The hot set (decision 0065, figures after tuning; addendum "Warm before the port opens"): once ready,
  // the lookups and pages of the sites most viewed yesterday and today, then a few hundred requests for
  // them through this host's own routes (inject: no socket, never counted as views), so a restarted
  // replica (a rolling deploy) meets neither its busiest sites nor its own request path cold. The server
  // opens the site port when this settles (src/server/server.ts). Stops at close or when the database
  // goes away; a failure only leaves the sites to be loaded on demand.
  let closing = false;
  host.decorate('preloaded', undefined);
  host.addHook('onClose', async () => {
    closing = true;
    await directory.close();
    await (host as unknown as SiteHost).preloaded?.catch(() => {});
  });
  const preloadCount = options.preloadSites ?? 0;
  if (preloadCount > 0 || (options.siteIndexMaxSites ?? 0) > 0) {
    host.addHook('onReady', async () => {
      const stopped = () => closing || (health !== undefined && !health.available);
      (host as unknown as SiteHost).preloaded = new Promise<void>((resolve) => setImmediate(resolve))
        .then(async () => {
          // Every live site first (when there are not too many): the hot set's lookups are then answered from it.
          await directory.buildIndex(stopped).catch((error: unknown) => host.log.warn({ err: error }, 'site host: the index of all sites could not be read; sites are looked up on their first visit'));
          if (preloadCount <= 0) return { sites: 0, pages: 0, warmUpRequests: 0 };
          const hot = await options.accounts.mostViewedSites(preloadCount);
          const sites = await directory.preload(hot, stopped);
          const pages = await responder.preloadPages(sites, stopped);
          const warmUpRequests = await warmUp(host, sites, stopped);
          host.log.info({ sites: sites.length, pages, warmUpRequests }, 'site host: the most viewed sites are loaded');
          return { sites: sites.length, pages, warmUpRequests };
        })
        .catch((error: unknown) => {
          host.log.warn({ err: error }, 'site host: the most viewed sites could not be loaded ahead; they load on their first visit');
          return { sites: 0, pages: 0, warmUpRequests: 0 };
        });
    });
  }
  host.decorate('visits', visits);
  host.decorate('cacheStats', () => ({ lookupHits: directory.stats.hits, lookupMisses: directory.stats.misses, ...responder.pageStats(), indexedSites: directory.indexed.sites }));
  // While the database is away, answers given from memory say so, and a line a minute counts them.
  let degradedSince: number | undefined;
  let degradedAnswers = 0;
  const degradedReport = setInterval(() => {
    if (degradedSince === undefined) return;
    host.log.warn({ database: 'unreachable', answers: degradedAnswers, awaySeconds: Math.round((Date.now() - degradedSince) / 1000) }, 'site host: serving cached pages while the database is away');
    degradedAnswers = 0;
  }, 60_000);
  degradedReport.unref();
  host.addHook('onClose', async () => clearInterval(degradedReport));
  const markDegraded = (reply: FastifyReply) => {
    if (!health || health.available) {
      degradedSince = undefined;
      return;
    }
    if (degradedSince === undefined) {
      degradedSince = Date.now();
      host.log.warn({ database: 'unreachable' }, 'site host: the database is away; serving the pages this replica holds in memory, marked with ' + DEGRADED_HEADER);
    }
    degradedAnswers += 1;
    reply.header(DEGRADED_HEADER, 'database-unavailable; served-from-memory');
  };
  addSecurityHeaders(host);
  // The contact form posts urlencoded fields (with or without site.js); a click beacon is text.
  await host.register(formBody, { bodyLimit: 32 * 1024 });
  // The quote form posts multipart (photos): read as a stream by its endpoint, within its limits.
  if (options.quotes) await host.register(multipart, { limits: QUOTE_MULTIPART_LIMITS });
  if (visits) {
    visits.start();
    host.addHook('onClose', () => visits.stop());
  }

  host.setNotFoundHandler((_request, reply) => responder.notFound(reply));
  host.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 404) return responder.notFound(reply);
    // The database or the storage is away and this replica does not hold what was asked for: a sentence, 503.
    if (error instanceof SiteLookupUnavailableError || isStorageTrouble(error) || isDatabaseTrouble(error)) {
      if (!(error instanceof SiteLookupUnavailableError) && !isStorageTrouble(error)) health?.noteFailure(error);
      request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'site host: cannot answer while the database or the storage is away');
      return reply.status(503).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').header('retry-after', '60').send(request.method === 'POST' ? MESSAGE_UNAVAILABLE_TEXT : SITE_UNAVAILABLE_TEXT);
    }
    // A post the site host cannot read (too large, not a form): the sender's mistake, said plainly.
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.status(status).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send(
        status === 413 ? 'This message is too long to send.' : 'This request could not be read. Please send the form from the website.',
      );
    }
    request.log.error({ err: error }, 'site host request failed');
    return reply.status(500).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send('Something went wrong. Please try again in a moment.');
  });

  // The load balancer's check of this port (docs/deploy/Caddyfile): 503 only while the replica is stopping.
  host.get('/_ww/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (options.lifecycle?.draining) return reply.status(503).send({ status: 'stopping' });
    return { status: 'ok' };
  });
  await registerSiteAssetRoutes(host, options.assets, options.storage);
  await registerStockImageRoutes(host);
  await registerMediaRoutes(host, options.storage, options.mediaOriginal, options.mediaBaseUrl);
  host.get('/*', async (request, reply) => {
    // What the shared cache asks for may be kept for a day: never answered from a lookup older than the purge that sent it here.
    // (Not for the view pixel, which the cache never keeps: a lookup of the last second does.)
    if (fromSharedCache(request, options.sharedCache) && !request.url.endsWith(VIEW_PIXEL_PATH)) await directory.refresh();
    const match = inSecondLanguage(await finder.find(siteRequestOf(request)));
    markDegraded(reply);
    if (contact && match.kind === 'site' && ContactEndpoint.handles(match.rest)) return contact.page(request, reply, match);
    if (quote && match.kind === 'site' && QuoteEndpoint.handles(match.rest)) return quote.page(request, reply, match);
    if (report && match.kind === 'site' && ReportEndpoint.handles(match.rest)) return report.page(request, reply, match);
    if (review && match.kind === 'site' && ReviewEndpoint.handles(match.rest)) return review.page(request, reply, match);
    if (booking && match.kind === 'site' && BookingEndpoint.handles(match.rest)) return booking.page(request, reply, match);
    return responder.send(request, reply, match);
  });
  // The only things a visitor sends: a contact form message, a report and a click beacon, all to the site's own address.
  host.post('/*', { bodyLimit: 32 * 1024 }, async (request, reply) => {
    const match = inSecondLanguage(await finder.find(siteRequestOf(request)));
    if (match.kind === 'suspended') return responder.suspended(reply);
    if (match.kind !== 'site') return responder.notFound(reply);
    if (contact && ContactEndpoint.handles(match.rest)) return contact.post(request, reply, match);
    if (quote && QuoteEndpoint.handles(match.rest)) return quote.post(request, reply, match);
    if (report && ReportEndpoint.takes(match.rest)) return report.post(request, reply, match);
    if (review && ReviewEndpoint.handles(match.rest)) return review.post(request, reply, match);
    if (booking && BookingEndpoint.takes(match.rest)) return booking.post(request, reply, match);
    if (visits && match.rest === `/${EVENT_PATH}`) {
      if (typeof request.body === 'string' && request.body.length <= BEACON_MAX_BYTES) visits.click(request, match.site.accountId, request.body);
      return reply.status(204).header('cache-control', 'no-store').send();
    }
    return responder.notFound(reply, match.home, match.site.language);
  });

  return host as unknown as SiteHost;
}
