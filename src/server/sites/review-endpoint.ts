import type { FastifyReply, FastifyRequest } from 'fastify';
import { REVIEW_MESSAGES, REVIEW_PATH, REVIEW_THANKS_PATH, REVIEW_TOKEN_PATTERN, type ReviewFieldName } from '../../shared/review-requests';
import { type ReviewRequests, reviewValuesOf } from '../modules/reviews/review-requests';
import { siteText } from '../../site/i18n';
import { pageCsp } from '../render/csp';
import { type ContactEndpoint, isCrossSite } from './contact-endpoint';
import type { SiteLook } from './contact-pages';
import { reviewDonePage, reviewFormPage, reviewRefusalIn } from './review-pages';
import type { SiteMatch } from './site-finder';

type SiteOf = Extract<SiteMatch, { kind: 'site' }>;

const THANKS_REST = `/${REVIEW_THANKS_PATH}`;
const tokenOf = (rest: string) => {
  const token = rest.startsWith(`/${REVIEW_PATH}/`) ? rest.slice(REVIEW_PATH.length + 2) : '';
  return REVIEW_TOKEN_PATTERN.test(token) ? token : undefined;
};

/**
 * "Ask for a review" on the site host (issue 26): `GET <site>/review/<token>` shows the form while the
 * link is unused, `POST` takes it (a plain form post) and redirects to `<site>/review/thanks`, or shows
 * the form again with what the visitor wrote and why it was not sent.
 */
export class ReviewEndpoint {
  private readonly csp: string;

  constructor(
    private readonly reviews: ReviewRequests,
    private readonly stylesheetHref: string,
    mediaBaseUrl: string,
    /** The site's look (name, colours, theme) comes from the contact pages' reading of the live version. */
    private readonly looks?: Pick<ContactEndpoint, 'lookOf'>,
  ) {
    this.csp = pageCsp({ mediaOrigin: new URL(mediaBaseUrl).origin, formAction: true });
  }

  static handles(rest: string): boolean {
    return rest === THANKS_REST || tokenOf(rest) !== undefined;
  }

  private look(site: SiteOf['site']): Promise<SiteLook | undefined> {
    return this.looks ? this.looks.lookOf(site).catch(() => undefined) : Promise.resolve(undefined);
  }

  async page(_request: FastifyRequest, reply: FastifyReply, { site, home, rest }: SiteOf) {
    reply.header('cache-control', 'no-store');
    const look = await this.look(site);
    const text = siteText(site.language);
    if (rest === THANKS_REST) return this.html(reply, 200, reviewDonePage(home, this.stylesheetHref, look, 'thanks', text));
    const token = tokenOf(rest) as string;
    if (!(await this.reviews.open(site.accountId, token))) return this.html(reply, 404, reviewDonePage(home, this.stylesheetHref, look, 'used', text));
    const googlePlaceId = await this.reviews.googlePlaceId(site.accountId).catch(() => undefined);
    return this.html(reply, 200, reviewFormPage(`${home}${REVIEW_PATH}/${token}`, home, this.stylesheetHref, look, { googlePlaceId, text }));
  }

  async post(request: FastifyRequest, reply: FastifyReply, { site, home, rest }: SiteOf) {
    reply.header('cache-control', 'no-store');
    const token = tokenOf(rest);
    const look = await this.look(site);
    const text = siteText(site.language);
    if (!token) return this.html(reply, 404, reviewDonePage(home, this.stylesheetHref, look, 'used', text));
    const values = reviewValuesOf(request.body);
    const refuse = (status: number, message: string, field?: ReviewFieldName) =>
      this.html(reply, status, reviewFormPage(`${home}${REVIEW_PATH}/${token}`, home, this.stylesheetHref, look, { values, problem: { field, message: reviewRefusalIn(text, message) }, text }));
    if (isCrossSite(request)) return refuse(403, REVIEW_MESSAGES.otherSite);
    const outcome = await this.reviews.receive({ accountId: site.accountId, token, ip: request.ip, body: request.body });
    if (!outcome.ok) {
      if (outcome.status === 404) return this.html(reply, 404, reviewDonePage(home, this.stylesheetHref, look, 'used', text));
      if (outcome.retryAfterSeconds) reply.header('retry-after', String(outcome.retryAfterSeconds));
      return refuse(outcome.status, outcome.message, outcome.field);
    }
    return reply.redirect(`${home}${REVIEW_THANKS_PATH}`, 303);
  }

  private html(reply: FastifyReply, status: number, html: string) {
    return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', this.csp).send(html);
  }
}
