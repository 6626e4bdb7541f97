import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importResponseSchema, importWebsiteBodySchema } from '../../../shared/import-schema';
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import type { DbLimiter } from '../../limits/db-limiter';
import { HtmlBusy, HtmlTooComplex, readHtml } from './html-budget';
import { FetchRefused, safeFetch } from './safe-fetch';
import { registerPlacesRoutes, type PlacesClient } from './places-routes';
import { registerSiteImportRoutes, type SiteImportRouteDeps } from './site-import-routes';

export interface ImportRouteDeps {
  config: Pick<Config, 'importing'>;
  limiter: DbLimiter;
  places: PlacesClient | undefined;
  /** Moving in (issue 29): reading a whole site into a draft. */
  siteImport?: Omit<SiteImportRouteDeps, 'config' | 'takeAttempt'>;
  /** Told of the listing an owner imported from (issue 26: their site's Place ID, for reviews). */
  onPlace?: (accountId: string, placeId: string) => Promise<void>;
}

/** Imports an owner may start per hour (each fetches a page from our server). */
export const IMPORT_LIMIT = { max: 30, windowSeconds: 3600 };

/** "example.com" → "https://example.com"; anything with its own scheme is left for the fetcher to judge. */
export function withScheme(input: string): string {
  return /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(input) ? input : `https://${input.replace(/^\/+/, '')}`;
}

/** /company's "Import from your website" (and Google Business Profile): reads details for the owner to review; saves nothing. */
export async function importRoutes(app: FastifyInstance, { config, limiter, places, siteImport, onPlace }: ImportRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const takeAttempt = async (accountId: string) => {
    const { allowed, retryAfterSeconds } = await limiter.take('import', accountId, IMPORT_LIMIT);
    if (!allowed) throw new HttpError(429, ownerText('refusal.importing.tooManyImports', { minutes: String(Math.ceil(retryAfterSeconds / 60)) }));
  };

  r.post('/api/import/website', { schema: { body: importWebsiteBodySchema, response: { 200: importResponseSchema } } }, async (request) => {
    await takeAttempt(request.account.accountId);
    let page;
    try {
      page = await safeFetch(withScheme(request.body.input.url), { allowLoopback: config.importing.allowLoopback });
    } catch (error) {
      if (error instanceof FetchRefused) throw new HttpError(422, error.message);
      throw error;
    }
    let details;
    try {
      ({ details } = await readHtml('businessPage', page.body, page.url));
    } catch (error) {
      if (error instanceof HtmlTooComplex) {
        request.log.info({ url: page.url, reason: error.reason }, 'imported page over its budget');
        throw new HttpError(422, error.message);
      }
      if (error instanceof HtmlBusy) throw new HttpError(503, error.message);
      throw error;
    }
    if (Object.keys(details).length === 0) {
      throw new HttpError(422, ownerText('refusal.importing.nothingFound', { host: new URL(page.url).hostname }));
    }
    return { source: page.url, details };
  });

  await registerPlacesRoutes(app, { places, takeAttempt, onPlace });
  if (siteImport) await registerSiteImportRoutes(app, { ...siteImport, config, takeAttempt, places });
}
