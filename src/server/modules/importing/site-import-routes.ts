import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importWebsiteBodySchema, placeImportBodySchema, siteImportApplyBodySchema, siteImportApplyResponseSchema, siteImportStatusSchema } from '../../../shared/import-schema';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { HttpError } from '../../errors';
import type { WebsiteRepository } from '../website/website-repository';
import { GOOGLE_IMPORT_UNAVAILABLE } from '../onboarding/onboarding-routes';
import { HtmlBusy, HtmlTooComplex } from './html-budget';
import type { PlacesClient } from './places-client';
import { applyFindings, bringPhotos, MAX_RUNNING_READS, type PhotoStoreDeps, SiteImportJobs, statusOf } from './moving-in';
import { FetchRefused } from './safe-fetch';
import { DEFAULT_SITE_READ, readSite } from './site-reader';

export interface SiteImportRouteDeps {
  config: Pick<Config, 'importing'>;
  /** Where the jobs are kept, so any replica answers the owner's polls. */
  db: Kysely<DB>;
  websites: WebsiteRepository;
  photos: Omit<PhotoStoreDeps, 'log'>;
  takeAttempt: (accountId: string) => Promise<void>;
  /** With a Places key: moving in from the owner's Google Business Profile. */
  places?: PlacesClient;
}

/** How long applying may spend bringing pictures over (downloads and processing). */
const PHOTO_BUDGET_MS = 40_000;
const GONE = 'That import has ended. Read your website again to see what we found.';
const jobParams = z.object({ jobId: z.uuid({ error: GONE }) });

/** Moving in (issue 29): read the owner's whole site as a job, poll it, then apply the ticked items. */
export async function registerSiteImportRoutes(app: FastifyInstance, { config, db, websites, photos, takeAttempt, places }: SiteImportRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A read that wrote no progress for longer than its whole budget and a minute has lost its replica.
  const jobs = new SiteImportJobs(db, config.importing.siteBudgetMs + 60_000, app.log);
  const withScheme = (input: string) => (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(input) ? input : `https://${input.replace(/^\/+/, '')}`);

  const current = async (accountId: string) => ((await websites.exists(accountId)) ? await websites.get(accountId) : undefined);

  r.post('/api/import/site', { schema: { body: importWebsiteBodySchema, response: { 202: siteImportStatusSchema } } }, async (request, reply) => {
    const { accountId } = request.account;
    const start = withScheme(request.body.input.url);
    if (!isReadableAddress(start)) throw new HttpError(422, ownerText('refusal.importing.thatIsNotA'));
    if ((await jobs.running(accountId)) > 0) throw new HttpError(409, ownerText('refusal.importing.weAreStillReading'));
    if ((await jobs.running()) >= MAX_RUNNING_READS) throw new HttpError(503, ownerText('refusal.importing.weAreReadingMany'));
    await takeAttempt(accountId);
    const job = await jobs.start(
      accountId,
      (onProgress) =>
        readSite(start, {
          ...DEFAULT_SITE_READ,
          budgetMs: config.importing.siteBudgetMs,
          requestMs: config.importing.requestMs,
          allowLoopback: config.importing.allowLoopback,
          onProgress,
        }),
      (error) => {
        if (error instanceof FetchRefused || error instanceof HtmlTooComplex || error instanceof HtmlBusy) return error.message;
        request.log.error({ err: error }, 'moving in: reading a site failed');
        return 'Something went wrong while reading your website. Try again, or type your details in.';
      },
    );
    reply.code(202);
    return statusOf(job, undefined, false);
  });

  // The same review and apply from a Google listing (Place Details and Place Photos), chosen after /api/import/google/search.
  r.post('/api/import/google/site', { schema: { body: placeImportBodySchema, response: { 202: siteImportStatusSchema } } }, async (request, reply) => {
    const { accountId } = request.account;
    if (!places) throw new HttpError(503, GOOGLE_IMPORT_UNAVAILABLE);
    if ((await jobs.running(accountId)) > 0) throw new HttpError(409, ownerText('refusal.importing.weAreStillReading'));
    await takeAttempt(accountId);
    const job = await jobs.start(
      accountId,
      () => places.siteFindings(request.body.input.placeId),
      (error) => {
        if (error instanceof FetchRefused) return error.message;
        request.log.error({ err: error }, 'moving in: reading a Google listing failed');
        return 'Something went wrong while reading your Google listing. Try again, or import from your website.';
      },
    );
    reply.code(202);
    return statusOf(job, undefined, false);
  });

  r.get('/api/import/site/:jobId', { schema: { params: jobParams, response: { 200: siteImportStatusSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { accountId } = request.account;
    const job = await jobs.get(accountId, request.params.jobId);
    if (!job) throw new HttpError(404, GONE);
    const now = job.state === 'done' ? await current(accountId) : undefined;
    return statusOf(job, now, now !== undefined);
  });

  r.post(
    '/api/import/site/:jobId/apply',
    { schema: { params: jobParams, body: siteImportApplyBodySchema, response: { 200: siteImportApplyResponseSchema } } },
    async (request) => {
      const { accountId } = request.account;
      const job = await jobs.get(accountId, request.params.jobId);
      if (!job) throw new HttpError(404, GONE);
      if (job.state !== 'done' || !job.findings) throw new HttpError(409, ownerText('refusal.importing.weAreStillReading2'));
      const f = job.findings;
      const take = new Set(request.body.input.take);
      if (take.size === 0) throw new HttpError(422, ownerText('refusal.importing.tickAtLeastOne'));
      const now = await current(accountId);
      // Pictures first (they take longest); the logo with them.
      const chosen = f.images.slice(0, 12).filter((_, i) => take.has(`photo:${i}`));
      const urls = [...chosen.map((i) => i.url), ...(take.has('logo') && f.logo ? [f.logo] : [])];
      const brought = urls.length ? await bringPhotos(accountId, urls, { ...photos, log: request.log }, PHOTO_BUDGET_MS) : [];
      const ready = chosen.map((img, i) => ({ url: brought[i], alt: img.alt })).filter((p): p is { url: string; alt: string } => p.url !== undefined);
      const logoUrl = take.has('logo') && f.logo ? brought[chosen.length] : undefined;
      const content = applyFindings(f, take, request.body.input.trade, now, ready, logoUrl);
      let created = false;
      if (now) await websites.save(accountId, content);
      else {
        created = await websites.createIfNone(accountId, content);
        // Saved by another tab in the meantime: nothing is overwritten without a fresh look.
        if (!created) throw new HttpError(409, ownerText('refusal.importing.yourWebsiteWasSaved'));
      }
      return { created, taken: take.size, photosUsed: ready.length, photosSkipped: chosen.length - ready.length };
    },
  );
}

/**
 * Whether `address` is a web address a read can start at: http or https, and a host name DNS can hold
 * (at most 253 characters, each label 1–63). A longer "host" is refused here with the sentence for a
 * wrong address rather than tried, and its failure echoed back whole.
 */
export function isReadableAddress(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/\.$/, '');
  return host.length > 0 && host.length <= 253 && host.split('.').every((label) => label.length >= 1 && label.length <= 63);
}
