import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { migrateWebsiteDocument } from '../../shared/website-schema';
import { themeOf } from '../../site/site-model';
import type { VersionStore } from '../modules/publish/version-store';
import type { SiteAssetFiles } from '../render/site-asset-files';
import type { LiveSite } from './site-directory';
import { CONTACT_PATH, CONTACT_THANKS_PATH, type ContactFieldName, type ContactMessageCode } from '../../shared/contact-form';
import { siteText, type SiteWords } from '../../site/i18n';
import { type ContactOutcome, contactValuesOf, type LeadIntake } from '../modules/leads/lead-intake';
import { pageCsp } from '../render/csp';
import { refusedPage, type SiteLook, thankYouPage } from './contact-pages';
import type { SiteMatch } from './site-finder';

type SiteOf = Extract<SiteMatch, { kind: 'site' }>;

/** `/contact` and `/contact/thanks` inside a site (the path after the site's own address). */
export const CONTACT_REST = `/${CONTACT_PATH}`;
const THANKS_REST = `/${CONTACT_THANKS_PATH}`;

/**
 * The contact form's end on the site host: `POST <site>/contact` takes a message. A plain form post
 * (the browser asks for HTML) gets a redirect to the thank-you page, or the form again with a clear
 * message; site.js's fetch gets JSON (`{ message }`, or `{ errorMessage, field }` with the status).
 */
export class ContactEndpoint {
  private readonly csp: string;
  /** Each live version's look, read once (a version never changes): by `${accountId}:${version}`. */
  private readonly looks = new LRUCache<string, SiteLook>({ max: 2000 });

  constructor(
    private readonly intake: LeadIntake,
    private readonly stylesheetHref: string,
    mediaBaseUrl: string,
    private readonly versions?: VersionStore,
    private readonly themes?: SiteAssetFiles['themes'],
    /** Whether the database answers (decision 0032): while it does not, the look is not waited for. */
    private readonly health?: { readonly available: boolean },
  ) {
    this.csp = pageCsp({ mediaOrigin: new URL(mediaBaseUrl).origin, formAction: true });
  }

  /**
   * The site's name, colours and theme from the version it shows, for the pages below (issue 23). A
   * version without its document (published before issue 9, or pruned), or a database that does not
   * answer, gets the neutral look: the visitor's page never fails for it.
   */
  async lookOf(site: LiveSite): Promise<SiteLook | undefined> {
    if (!this.versions || !this.themes) return undefined;
    const key = `${site.accountId}:${site.version}`;
    const kept = this.looks.get(key);
    if (kept || this.health?.available === false) return kept;
    const document = await this.versions.readDocument(site.accountId, site.version).catch(() => null);
    if (document === null || document === undefined) return undefined;
    const website = migrateWebsiteDocument(document);
    const theme = themeOf(website);
    const look: SiteLook = {
      name: website.companyName.trim(),
      theme,
      colors: { primary: website.primaryColor, secondary: website.secondaryColor },
      themeAssets: this.themes[theme],
    };
    this.looks.set(key, look);
    return look;
  }

  /** Whether a path inside a site belongs here. */
  static handles(rest: string): boolean {
    return rest === CONTACT_REST || rest === THANKS_REST;
  }

  /** GET: the thank-you page, or (for the form's own address) the form on the site's page. */
  async page(_request: FastifyRequest, reply: FastifyReply, { site, home, rest }: SiteOf) {
    if (rest === CONTACT_REST) return reply.header('cache-control', 'no-store').redirect(`${home}#contact`, 303);
    // It wears the site's current look, so it is asked again like the site's page (decision 0056).
    return this.html(reply.header('cache-control', 'public, max-age=0, must-revalidate'), 200, thankYouPage(home, this.stylesheetHref, await this.lookOf(site), siteText(site.language)));
  }

  async post(request: FastifyRequest, reply: FastifyReply, { site, home, rest }: SiteOf) {
    reply.header('cache-control', 'no-store');
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const values = contactValuesOf(request.body);
    // Every answer in the site's language (decision 0062), with and without site.js.
    const text = siteText(site.language);
    const refuse = (status: 400 | 403 | 404 | 429, message: string, field?: ContactFieldName, retry = true) => {
      if (!wantsHtml) return reply.status(status).send({ errorMessage: message, ...(field ? { field } : {}) });
      return this.lookOf(site).then((look) => this.html(reply, status, refusedPage(home, this.stylesheetHref, { message, field, retry }, values, look, text)));
    };
    if (rest !== CONTACT_REST) return refuse(404, text.t('contact.formOff'), undefined, false);
    if (!site.contactForm) return refuse(404, text.t('contact.formOff'), undefined, false);
    if (isCrossSite(request)) return refuse(403, text.t('contact.otherSite'), undefined, false);

    const outcome: ContactOutcome = await this.intake.receive({ accountId: site.accountId, ip: request.ip, body: request.body });
    if (!outcome.ok) {
      if (outcome.retryAfterSeconds) reply.header('retry-after', String(outcome.retryAfterSeconds));
      return refuse(outcome.status, outcome.code ? contactWords(text, outcome.code, outcome.field, outcome.counts) : outcome.message, outcome.field);
    }
    if (wantsHtml) return reply.redirect(`${home}${CONTACT_THANKS_PATH}`, 303);
    return reply.status(200).send({ message: text.t('contact.thanks') });
  }

  private html(reply: FastifyReply, status: number, html: string) {
    return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', this.csp).send(html);
  }
}

/** A refusal in the site's language: a text over its limit names the field as the form labels it. */
export function contactWords(text: SiteWords, code: ContactMessageCode, field?: ContactFieldName, counts?: { max: number; length: number }): string {
  if (code === 'tooLong' && field && counts) {
    return text.t('contact.tooLong', { label: text.t(`form.${field}`), max: counts.max, length: counts.length, over: counts.length - counts.max });
  }
  return text.t(`contact.${code}`);
}

/** A post made by another website's page (a browser says so in Origin or Sec-Fetch-Site): the form is only this site's. */
export function isCrossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== 'null' && origin !== `${request.protocol}://${request.host}`) return true;
  return request.headers['sec-fetch-site'] === 'cross-site';
}
