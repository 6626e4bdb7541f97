import type { FastifyReply, FastifyRequest } from 'fastify';
import { REPORT_FIELDS, REPORT_MESSAGES, REPORT_PATH, REPORT_THANKS_PATH, type ReportFieldName } from '../../shared/site-report';
import { isSiteMessageKey, siteText, type SiteWords } from '../../site/i18n';
import { type ReportIntake, reportValuesOf } from '../modules/reports/report-intake';
import { pageCsp } from '../render/csp';
import { isCrossSite } from './contact-endpoint';
import { reportFormPage, reportThanksPage } from './report-pages';
import type { SiteMatch } from './site-finder';

type SiteOf = Extract<SiteMatch, { kind: 'site' }>;

const FORM_REST = `/${REPORT_PATH}`;
const THANKS_REST = `/${REPORT_THANKS_PATH}`;

/**
 * "Report this site" on the site host (issue 27): `GET <site>/report` shows the form, `POST` takes it
 * (a plain form post: no JavaScript needed) and answers with a redirect to the thank-you page, or the
 * form again with what the visitor typed and a clear message.
 */
export class ReportEndpoint {
  private readonly csp: string;

  constructor(
    private readonly intake: ReportIntake,
    private readonly stylesheetHref: string,
    mediaBaseUrl: string,
  ) {
    this.csp = pageCsp({ mediaOrigin: new URL(mediaBaseUrl).origin, formAction: true });
  }

  /** Whether a page inside a site belongs here. */
  static handles(rest: string): boolean {
    return rest === FORM_REST || rest === THANKS_REST;
  }

  /** Whether a post inside a site belongs here (only the form's own address takes one). */
  static takes(rest: string): boolean {
    return rest === FORM_REST;
  }

  page(_request: FastifyRequest, reply: FastifyReply, { site, home, rest }: SiteOf) {
    const text = siteText(site.language);
    if (rest === FORM_REST) return this.html(reply.header('cache-control', 'public, max-age=3600'), 200, reportFormPage(home, this.stylesheetHref, {}, text));
    return this.html(reply.header('cache-control', 'public, max-age=3600'), 200, reportThanksPage(home, this.stylesheetHref, text));
  }

  async post(request: FastifyRequest, reply: FastifyReply, { site, home, base }: SiteOf) {
    reply.header('cache-control', 'no-store');
    const values = reportValuesOf(request.body);
    const text = siteText(site.language);
    const refuse = (status: number, message: string, field?: ReportFieldName) =>
      this.html(reply, status, reportFormPage(home, this.stylesheetHref, { values, problem: { field, message: reportWords(text, message) } }, text));
    if (isCrossSite(request)) return refuse(403, REPORT_MESSAGES.otherSite);
    const outcome = await this.intake.receive({ accountId: site.accountId, siteAddress: base, ip: request.ip, body: request.body });
    if (!outcome.ok) {
      if (outcome.retryAfterSeconds) reply.header('retry-after', String(outcome.retryAfterSeconds));
      return refuse(outcome.status, outcome.message, outcome.field);
    }
    return reply.redirect(`${home}${REPORT_THANKS_PATH}`, 303);
  }

  private html(reply: FastifyReply, status: number, html: string) {
    return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', this.csp).send(html);
  }
}

/**
 * A refusal of the report intake (its English words, shared/site-report.ts) in the site's language: each
 * of REPORT_MESSAGES is the catalogue's `report.<name>` (decision 0062); anything else stays as it is.
 */
export function reportWords(text: SiteWords, message: string): string {
  if (text.language === 'en') return message;
  const name = (Object.keys(REPORT_MESSAGES) as (keyof typeof REPORT_MESSAGES)[]).find((key) => REPORT_MESSAGES[key] === message);
  const key = `report.${name ?? ''}`;
  if (!name || !isSiteMessageKey(key)) return message;
  return text.t(key, { max: name === 'detailsTooLong' ? REPORT_FIELDS.details.max : REPORT_FIELDS.email.max });
}
