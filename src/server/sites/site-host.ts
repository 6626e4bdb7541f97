import Fastify, { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AccountRepository } from '../modules/account/account-repository';
import type { SiteAssetFiles } from '../render/site-asset-files';
import { registerMediaRoutes } from '../storage/media-routes';
import type { Storage } from '../storage/storage';
import { addSecurityHeaders } from './security-headers';
import { registerSiteAssetRoutes } from './site-assets-route';
import { SiteDirectory } from './site-directory';
import { SiteFinder, type SiteRequest } from './site-finder';
import { SiteResponder } from './site-responder';

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
    trustProxy: options.trustProxy,
    // Access logs for every page view would cost more than serving it; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
  });
  const directory = new SiteDirectory(options.accounts, options.directoryTtlMs);
  const finder = new SiteFinder(directory, options.siteUrlTemplate, options.mediaBaseUrl);
  const responder = new SiteResponder(options.storage, options.mediaBaseUrl);
  host.decorate('siteDirectory', directory);
  addSecurityHeaders(host);

  host.setNotFoundHandler((_request, reply) => responder.notFound(reply));
  host.setErrorHandler((error, request, reply) => {
    if ((error as { statusCode?: number }).statusCode === 404) return responder.notFound(reply);
    request.log.error({ err: error }, 'site host request failed');
    return reply.status(500).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send('Something went wrong. Please try again in a moment.');
  });

  host.get('/_ww/health', async () => ({ status: 'ok' }));
  await registerSiteAssetRoutes(host, options.assets, options.storage);
  await registerMediaRoutes(host, options.storage);
  host.get('/*', async (request, reply) => responder.send(request, reply, await finder.find(siteRequestOf(request))));

  return host as unknown as SiteHost;
}
