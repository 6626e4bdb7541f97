import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTACT_MESSAGES, CONTACT_PATH, CONTACT_THANKS_PATH, type ContactFieldName } from '../../shared/contact-form';
import { type ContactOutcome, contactValuesOf, type LeadIntake } from '../modules/leads/lead-intake';
import { pageCsp } from '../render/csp';
import { refusedPage, thankYouPage } from './contact-pages';
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

  constructor(
    private readonly intake: LeadIntake,
    private readonly stylesheetHref: string,
    mediaBaseUrl: string,
  ) {
    this.csp = pageCsp({ mediaOrigin: new URL(mediaBaseUrl).origin, formAction: true });
  }

  /** Whether a path inside a site belongs here. */
  static handles(rest: string): boolean {
    return rest === CONTACT_REST || rest === THANKS_REST;
  }

  /** GET: the thank-you page, or (for the form's own address) the form on the site's page. */
  page(_request: FastifyRequest, reply: FastifyReply, { home, rest }: SiteOf) {
    if (rest === CONTACT_REST) return reply.header('cache-control', 'no-store').redirect(`${home}#contact`, 303);
    return this.html(reply.header('cache-control', 'public, max-age=3600'), 200, thankYouPage(home, this.stylesheetHref));
  }

  async post(request: FastifyRequest, reply: FastifyReply, { site, home, rest }: SiteOf) {
    reply.header('cache-control', 'no-store');
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const values = contactValuesOf(request.body);
    const refuse = (status: 400 | 403 | 404 | 429, message: string, field?: ContactFieldName, retry = true) => {
      if (!wantsHtml) return reply.status(status).send({ errorMessage: message, ...(field ? { field } : {}) });
      return this.html(reply, status, refusedPage(home, this.stylesheetHref, { message, field, retry }, values));
    };
    if (rest !== CONTACT_REST) return refuse(404, CONTACT_MESSAGES.formOff, undefined, false);
    if (!site.contactForm) return refuse(404, CONTACT_MESSAGES.formOff, undefined, false);
    if (isCrossSite(request)) return refuse(403, CONTACT_MESSAGES.otherSite, undefined, false);

    const outcome: ContactOutcome = await this.intake.receive({ accountId: site.accountId, ip: request.ip, body: request.body });
    if (!outcome.ok) {
      if (outcome.retryAfterSeconds) reply.header('retry-after', String(outcome.retryAfterSeconds));
      return refuse(outcome.status, outcome.message, outcome.field);
    }
    if (wantsHtml) return reply.redirect(`${home}${CONTACT_THANKS_PATH}`, 303);
    return reply.status(200).send({ message: CONTACT_MESSAGES.thanks });
  }

  private html(reply: FastifyReply, status: number, html: string) {
    return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', this.csp).send(html);
  }
}

/** A post made by another website's page (a browser says so in Origin or Sec-Fetch-Site): the form is only this site's. */
export function isCrossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== 'null' && origin !== `${request.protocol}://${request.host}`) return true;
  return request.headers['sec-fetch-site'] === 'cross-site';
}
