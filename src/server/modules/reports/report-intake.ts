import { createHmac } from 'node:crypto';
import { REPORT_HONEYPOT_FIELD, REPORT_MESSAGES, type ReportFieldName, reportProblem, type ReportReason, type ReportValues } from '../../../shared/site-report';
import type { DbLimiter, Limit } from '../../limits/db-limiter';
import type { ReportRepository } from './report-repository';

/** What the site host read from one post of the report form. */
export interface ReportPost {
  accountId: string;
  /** The reported site's address as the visitor reached it. */
  siteAddress: string;
  /** The visitor's address: a rate-limit key only, kept as a keyed hash, never stored. */
  ip: string;
  /** The form's fields as sent (anything may be missing, repeated or not text). */
  body: unknown;
}

export type ReportOutcome =
  | { ok: true; reportId: string }
  | { ok: false; status: 400 | 429; message: string; field?: ReportFieldName; retryAfterSeconds?: number };

/** The visitor's text, each field one string (a repeated field keeps its first value), nothing else. */
export function reportValuesOf(body: unknown): ReportValues {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (name: string) => {
    const value = Array.isArray(record[name]) ? (record[name] as unknown[])[0] : record[name];
    return typeof value === 'string' ? value : '';
  };
  return { reason: text('reason'), details: text('details'), email: text('email') };
}

/**
 * Takes a "Report this site" post (issue 27): refuses a filled honeypot and bad fields, limits each
 * visitor address (REPORT_RATE_LIMIT_MAX per window, across every site, counted in the database so it
 * holds across replicas), and stores the report for the operators' /admin/reports.
 */
export class ReportIntake {
  constructor(
    private readonly deps: {
      reports: ReportRepository;
      limiter: DbLimiter;
      limit: Limit;
      /** Keys the visitor-address hash used as a rate-limit key. */
      secret: string;
      clock?: () => Date;
    },
  ) {}

  async receive(post: ReportPost): Promise<ReportOutcome> {
    const record = typeof post.body === 'object' && post.body !== null ? (post.body as Record<string, unknown>) : {};
    const honeypot = record[REPORT_HONEYPOT_FIELD];
    if (honeypot !== undefined && honeypot !== '') return { ok: false, status: 400, message: REPORT_MESSAGES.honeypot };
    const values = reportValuesOf(post.body);
    const problem = reportProblem(values);
    if (problem) return { ok: false, status: 400, ...problem };

    const now = this.deps.clock?.() ?? new Date();
    const visitor = createHmac('sha256', this.deps.secret).update(`report:${post.ip}`).digest('base64url').slice(0, 22);
    const limited = await this.deps.limiter.take('site-report', visitor, this.deps.limit, now);
    if (!limited.allowed) return { ok: false, status: 429, message: REPORT_MESSAGES.tooMany, retryAfterSeconds: limited.retryAfterSeconds };

    const email = values.email.trim();
    const reportId = await this.deps.reports.insert(
      {
        accountId: post.accountId,
        siteAddress: post.siteAddress,
        reason: values.reason as ReportReason,
        // eslint-disable-next-line no-control-regex -- line breaks are the visitor's; other control characters are not text
        details: values.details.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim(),
        reporterEmail: email === '' ? null : email,
      },
      now,
    );
    return { ok: true, reportId };
  }
}
