import type {} from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { CONTACT_MESSAGES, HONEYPOT_FIELD } from '../../shared/contact-form';
import { OTHER_JOB, PHOTOS_FIELD, photoName, QUOTE_MESSAGES, QUOTE_PATH, QUOTE_PHOTO_MAX_BYTES, QUOTE_PHOTOS_MAX, QUOTE_THANKS_PATH } from '../../shared/quote-form';
import type { Item } from '../../shared/website-fields';
import { migrateWebsiteDocument } from '../../shared/website-schema';
import { siteText } from '../../site/i18n';
import { themeOf } from '../../site/site-model';
import type { QuoteValues } from '../../site/quote-form';
import type { QuoteFieldName, QuoteIntake } from '../modules/leads/quote-intake';
import type { VersionStore } from '../modules/publish/version-store';
import { pageCsp } from '../render/csp';
import type { SiteAssetFiles } from '../render/site-asset-files';
import { isCrossSite } from './contact-endpoint';
import type { SiteLook } from './contact-pages';
import { quoteRefusedPage, quoteThanksPage } from './quote-pages';
import type { LiveSite } from './site-directory';
import type { SiteMatch } from './site-finder';
import { refusalIn } from './site-words';

type SiteOf = Extract<SiteMatch, { kind: 'site' }>;

const QUOTE_REST = `/${QUOTE_PATH}`;
const THANKS_REST = `/${QUOTE_THANKS_PATH}`;

/** What the quote form needs of the live version: whether it shows the quote form, its job choices, its look. */
interface QuoteSite {
  quote: boolean;
  services: Pick<Item, 'title' | 'confirm'>[];
  look: SiteLook;
}

/** How @fastify/multipart reads one post (site-host.ts registers it). */
export const QUOTE_MULTIPART_LIMITS = {
  fileSize: QUOTE_PHOTO_MAX_BYTES,
  files: QUOTE_PHOTOS_MAX,
  fields: 20,
  fieldSize: 1024 * 1024,
  parts: 30,
  headerPairs: 100,
} as const;

const hasCode = (error: unknown, code: string) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/**
 * The quote form's end on the site host (issue 25): `POST <site>/quote` takes a multipart post, with
 * or without site.js. A plain form post gets a redirect to the thank-you page or the form again with
 * the reason; site.js's fetch gets JSON (`{ message }` or `{ errorMessage, field }`).
 */
export class QuoteEndpoint {
  private readonly csp: string;
  private readonly sites = new LRUCache<string, QuoteSite>({ max: 2000 });
  /** Posts being read and processed now in this process: each may hold up to 3 × 15 MB of photos in memory. */
  private active = 0;

  constructor(
    private readonly intake: QuoteIntake,
    private readonly stylesheetHref: string,
    mediaBaseUrl: string,
    private readonly versions: VersionStore,
    private readonly themes: SiteAssetFiles['themes'],
    /** Quote posts this process reads at once (QUOTE_POSTS_AT_ONCE); one more is asked to try again in a minute. */
    private readonly atOnce = 4,
  ) {
    this.csp = pageCsp({ mediaOrigin: new URL(mediaBaseUrl).origin, formAction: true });
  }

  static handles(rest: string): boolean {
    return rest === QUOTE_REST || rest === THANKS_REST;
  }

  /** The live version's quote settings, read once per version (a version never changes). */
  private async siteOf(site: LiveSite): Promise<QuoteSite | undefined> {
    const key = `${site.accountId}:${site.version}`;
    const kept = this.sites.get(key);
    if (kept) return kept;
    const document = await this.versions.readDocument(site.accountId, site.version).catch(() => null);
    if (document === null || document === undefined) return undefined;
    const website = migrateWebsiteDocument(document);
    const theme = themeOf(website);
    const found: QuoteSite = {
      quote: website.contactFormKind === 'quote',
      services: website.serviceItems.map((s) => ({ title: s.title, ...(s.confirm !== undefined ? { confirm: s.confirm } : {}) })),
      look: { name: website.companyName.trim(), theme, colors: { primary: website.primaryColor, secondary: website.secondaryColor }, themeAssets: this.themes[theme] },
    };
    this.sites.set(key, found);
    return found;
  }

  async page(_request: FastifyRequest, reply: FastifyReply, { site, home, rest }: SiteOf) {
    if (rest === QUOTE_REST) return reply.header('cache-control', 'no-store').redirect(`${home}#contact`, 303);
    const quoteSite = await this.siteOf(site);
    return this.html(reply.header('cache-control', 'public, max-age=0, must-revalidate'), 200, quoteThanksPage(home, this.stylesheetHref, quoteSite?.look, siteText(site.language)));
  }

  async post(request: FastifyRequest, reply: FastifyReply, match: SiteOf) {
    if (this.active >= this.atOnce) {
      request.raw.resume();
      reply.header('cache-control', 'no-store').header('retry-after', '60');
      if (!(request.headers.accept ?? '').includes('text/html')) return reply.status(503).send({ errorMessage: QUOTE_MESSAGES.busy });
      const look = (await this.siteOf(match.site).catch(() => undefined))?.look;
      return this.html(reply, 503, quoteRefusedPage(match.home, this.stylesheetHref, { message: QUOTE_MESSAGES.busy, retry: false, hadPhotos: false }, {}, [], look));
    }
    this.active += 1;
    try {
      return await this.take(request, reply, match);
    } finally {
      this.active -= 1;
    }
  }

  private async take(request: FastifyRequest, reply: FastifyReply, { site, home, rest }: SiteOf) {
    reply.header('cache-control', 'no-store');
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const fields: Record<string, string> = {};
    const photos: { filename: string; bytes: Buffer }[] = [];
    let hadPhotos = false;
    const quoteSite = rest === QUOTE_REST ? await this.siteOf(site) : undefined;
    // Every answer in the site's language (decision 0062), with and without site.js.
    const text = siteText(site.language);
    const refuse = (status: 400 | 403 | 404 | 413 | 429 | 503, english: string, field?: QuoteFieldName, retry = true) => {
      const message = refusalIn(text, english);
      // Whatever the visitor still sends is read and dropped, so the browser sees the answer.
      request.raw.resume();
      if (!wantsHtml) return reply.status(status).send({ errorMessage: message, ...(field ? { field } : {}) });
      const values: QuoteValues = { job: fields.job, place: fields.place, description: fields.description, name: fields.name, contact: fields.contact };
      return this.html(reply, status, quoteRefusedPage(home, this.stylesheetHref, { message, field, retry, hadPhotos }, values, quoteSite?.services ?? [], quoteSite?.look, text));
    };
    if (rest !== QUOTE_REST) return refuse(404, QUOTE_MESSAGES.formOff, undefined, false);
    if (isCrossSite(request)) return refuse(403, CONTACT_MESSAGES.otherSite, undefined, false);
    if (!quoteSite) return refuse(503, QUOTE_MESSAGES.failed, undefined, false);
    if (!site.contactForm || !quoteSite.quote) return refuse(404, QUOTE_MESSAGES.formOff, undefined, false);
    if (!request.isMultipart()) return refuse(400, 'This request could not be read. Please send the form from the website.', undefined, false);

    // Read the whole post: text fields, and each photo into memory up to its byte limit (refused beyond it, before decoding).
    try {
      for await (const part of request.parts({ limits: QUOTE_MULTIPART_LIMITS })) {
        if (part.type === 'field') {
          if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== PHOTOS_FIELD) {
          part.file.resume();
          continue;
        }
        const position = photos.length + 1;
        try {
          const bytes = await part.toBuffer();
          // A file input left empty still sends one nameless, empty part.
          if (bytes.length === 0 && part.filename === '') continue;
          hadPhotos = true;
          photos.push({ filename: part.filename, bytes });
        } catch (error) {
          hadPhotos = true;
          if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) return await refuse(413, QUOTE_MESSAGES.photoTooLarge(photoName(part.filename, position)), PHOTOS_FIELD);
          throw error;
        }
      }
    } catch (error) {
      if (hasCode(error, 'FST_FILES_LIMIT')) {
        hadPhotos = true;
        return refuse(400, QUOTE_MESSAGES.tooManyPhotos, PHOTOS_FIELD);
      }
      if (hasCode(error, 'FST_PARTS_LIMIT') || hasCode(error, 'FST_FIELDS_LIMIT')) return refuse(400, 'This request has more fields than the form. Please send the form from the website.', undefined, false);
      request.log.info({ reason: error instanceof Error ? error.message : String(error) }, 'quote request could not be read');
      return refuse(400, 'This request could not be read. Please send the form from the website.', undefined, false);
    }
    if (fields[HONEYPOT_FIELD] === undefined) fields[HONEYPOT_FIELD] = '';
    // The last job choice is worded in the site's language; the lead keeps the product's own value for it.
    if (text.language !== 'en' && fields.job?.trim() === text.t('quote.other')) fields.job = OTHER_JOB;

    const outcome = await this.intake.receive({ accountId: site.accountId, ip: request.ip, fields, photos, services: quoteSite.services });
    if (!outcome.ok) {
      if (outcome.retryAfterSeconds) reply.header('retry-after', String(outcome.retryAfterSeconds));
      return refuse(outcome.status, outcome.message, outcome.field);
    }
    if (wantsHtml) return reply.redirect(`${home}${QUOTE_THANKS_PATH}`, 303);
    return reply.status(200).send({ message: text.t('quote.thanks') });
  }

  private html(reply: FastifyReply, status: number, html: string) {
    return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', this.csp).send(html);
  }
}
