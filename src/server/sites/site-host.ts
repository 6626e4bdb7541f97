import { fastifyTrustProxy } from '../config';
import formBody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { BEACON_MAX_BYTES, EVENT_PATH } from '../../shared/contact-form';
import type { AccountRepository } from '../modules/account/account-repository';
import type { LeadIntake } from '../modules/leads/lead-intake';
import type { VersionStore } from '../modules/publish/version-store';
import type { SiteAssetFiles } from '../render/site-asset-files';
import { type OriginalLookup, registerMediaRoutes } from '../storage/media-routes';
import type { Storage } from '../storage/storage';
import { ContactEndpoint } from './contact-endpoint';
import type { ReportIntake } from '../modules/reports/report-intake';
import { ReportEndpoint } from './report-endpoint';
import { addSecurityHeaders } from './security-headers';
import { registerSiteAssetRoutes } from './site-assets-route';
import { registerStockImageRoutes } from './stock-images-route';
import { isDatabaseTrouble } from '../db/database-errors';
import { requestIdOptions, answerWithRequestId, sampledAccessLog } from '../http/request-log';
import type { Lifecycle } from '../plugins/health';
import { isStorageTrouble } from '../storage/storage-guard';
import { SiteDirectory, SiteLookupUnavailableError } from './site-directory';
import { SiteFinder, type SiteRequest } from './site-finder';
import { SiteResponder } from './site-responder';
import type { VisitCounter } from './visit-counter';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public site host (its own Fastify instance; server.ts makes it listen on SITES_PORT). */
    siteHost: SiteHost;
  }
}

export type SiteHost = FastifyInstance & {
  siteDirectory: SiteDirectory;
  /** The visitor counter, when counting (its flush() writes what waits, e.g. before a test reads the figures). */
  visits: VisitCounter | undefined;
  /** The caches' figures since start (for /metrics). */
  cacheStats(): { lookupHits: number; lookupMisses: number; pageHits: number; pageMisses: number; pageBytes: number };
};

export interface SiteHostOptions {
  accounts: AccountRepository;
  storage: Storage;
  /** Where published versions' stored bytes are read from. */
  versions: VersionStore;
  /** Bytes of published pages kept in memory (PAGE_CACHE_MB). */
  pageCacheBytes?: number;
  /** Site lookups kept in memory (SITE_CACHE_ENTRIES). */
  siteCacheEntries?: number;
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
  const directory = new SiteDirectory(options.accounts, options.directoryTtlMs, { maxEntries: options.siteCacheEntries, health });
  const finder = new SiteFinder(directory, options.siteUrlTemplate, options.mediaBaseUrl);
  const { visits } = options;
  const responder = new SiteResponder(
    options.versions,
    options.mediaBaseUrl,
    visits && ((request, site) => visits.pageView(request, site.accountId, request.hostname)),
    options.pageCacheBytes,
  );
  const contact = options.leads && new ContactEndpoint(options.leads, options.assets.css.href, options.mediaBaseUrl, options.versions, options.assets.themes, health);
  const report = options.reports && new ReportEndpoint(options.reports, options.assets.css.href, options.mediaBaseUrl);
  host.decorate('siteDirectory', directory);
  host.decorate('visits', visits);
  host.decorate('cacheStats', () => ({ lookupHits: directory.stats.hits, lookupMisses: directory.stats.misses, ...responder.pageStats() }));
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
    const match = await finder.find(siteRequestOf(request));
    markDegraded(reply);
    if (contact && match.kind === 'site' && ContactEndpoint.handles(match.rest)) return contact.page(request, reply, match);
    if (report && match.kind === 'site' && ReportEndpoint.handles(match.rest)) return report.page(request, reply, match);
    return responder.send(request, reply, match);
  });
  // The only things a visitor sends: a contact form message, a report and a click beacon, all to the site's own address.
  host.post('/*', { bodyLimit: 32 * 1024 }, async (request, reply) => {
    const match = await finder.find(siteRequestOf(request));
    if (match.kind === 'suspended') return responder.suspended(reply);
    if (match.kind !== 'site') return responder.notFound(reply);
    if (contact && ContactEndpoint.handles(match.rest)) return contact.post(request, reply, match);
    if (report && ReportEndpoint.takes(match.rest)) return report.post(request, reply, match);
    if (visits && match.rest === `/${EVENT_PATH}`) {
      if (typeof request.body === 'string' && request.body.length <= BEACON_MAX_BYTES) visits.click(request, match.site.accountId, request.body);
      return reply.status(204).header('cache-control', 'no-store').send();
    }
    return responder.notFound(reply, match.home);
  });

  return host as unknown as SiteHost;
}
