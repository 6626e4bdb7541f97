import { createHmac } from 'node:crypto';
import {
  CONTACT_MESSAGES,
  type ContactFieldName,
  type ContactValues,
  contactKind,
  contactProblem,
  type ContactMessageCode,
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  MIN_FILL_MS,
  oneLineText,
} from '../../../shared/contact-form';
import type { Lead } from '../../../shared/leads-schema';
import type { DbLimiter, Limit } from '../../limits/db-limiter';
import type { LeadNotifier } from './lead-notifier';
import type { LeadRepository } from './lead-repository';

export interface ContactLimits {
  /** Messages one visitor address may send to one site (issue 12: 10 an hour). */
  perVisitor: Limit;
  /**
   * CONTACT_DAILY_CAP (issue 21): messages one site takes in a day from senders who have written to
   * it that day already. Each sender may use a tenth of it (at least 1) a day; a sender's first
   * message of the day does not count against it (so a flood by a few senders never shuts the form
   * for everyone else) but against ten times it, which bounds what many addresses together can send.
   */
  perSiteDaily: Limit;
}

/** How a site's daily cap is shared (above): a sender's share of it, and the ceiling of first messages. */
export function contactShares(perSiteDaily: Limit): { perSender: Limit; firstMessages: Limit } {
  return {
    perSender: { max: Math.max(1, Math.ceil(perSiteDaily.max / 10)), windowSeconds: perSiteDaily.windowSeconds },
    firstMessages: { max: perSiteDaily.max * 10, windowSeconds: perSiteDaily.windowSeconds },
  };
}

/** What the site host read from one post of the form. */
export interface ContactPost {
  accountId: string;
  /** The visitor's address: a rate-limit key only, kept as a keyed hash, never stored as is. */
  ip: string;
  /** The form's fields as sent (anything may be missing, repeated or not text). */
  body: unknown;
}

export type ContactOutcome =
  | { ok: true; leadId: string }
  | { ok: false; status: 400 | 429; message: string; field?: ContactFieldName; retryAfterSeconds?: number; code?: ContactMessageCode; counts?: { max: number; length: number } };

/** The visitor's text, each field one string (a repeated field keeps its first value), nothing else. */
export function contactValuesOf(body: unknown): ContactValues {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (name: string) => {
    const value = Array.isArray(record[name]) ? (record[name] as unknown[])[0] : record[name];
    return typeof value === 'string' ? value : '';
  };
  return { name: text('name'), contact: text('contact'), message: text('message') };
}

/**
 * Takes a message from a published page's contact form: refuses a filled honeypot, bad fields, a
 * form sent faster than a person types, and floods (per visitor address per site per hour and per
 * day, and per site per day as ContactLimits shares it, counted in the database so they hold across
 * replicas); stores the lead; then asks
 * for the owner's e-mail, which never decides whether the message was taken.
 */
export class LeadIntake {
  constructor(
    private readonly deps: {
      leads: LeadRepository;
      notifier: LeadNotifier;
      limiter: DbLimiter;
      limits: ContactLimits;
      /** Keys the visitor-address hash used as a rate-limit key. */
      secret: string;
      clock?: () => Date;
      /** Told of each stored lead (Web Push to the owner's devices, issue 26); never decides whether it was taken. */
      onLead?: (accountId: string, lead: Lead) => void;
    },
  ) {}

  async receive(post: ContactPost): Promise<ContactOutcome> {
    const record = typeof post.body === 'object' && post.body !== null ? (post.body as Record<string, unknown>) : {};
    const values = contactValuesOf(post.body);
    const honeypot = record[HONEYPOT_FIELD];
    if (honeypot !== undefined && honeypot !== '') return { ok: false, status: 400, message: CONTACT_MESSAGES.honeypot, code: 'honeypot' };

    const problem = contactProblem(values);
    if (problem) return { ok: false, status: 400, ...problem };

    // Only site.js writes the elapsed time; a post without it (no JavaScript) is judged by the
    // honeypot and the limits alone (decision 0011).
    const elapsed = Number(typeof record[ELAPSED_FIELD] === 'string' ? record[ELAPSED_FIELD] : NaN);
    if (record[ELAPSED_FIELD] !== '' && Number.isFinite(elapsed) && elapsed >= 0 && elapsed < MIN_FILL_MS) {
      return { ok: false, status: 400, message: CONTACT_MESSAGES.tooFast, code: 'tooFast' };
    }

    const now = this.deps.clock?.() ?? new Date();
    const limited = await this.takeLimits(post.accountId, post.ip, now);
    if (limited) return limited;

    const contact = oneLineText(values.contact);
    const lead = await this.deps.leads.insert(
      post.accountId,
      {
        name: oneLineText(values.name),
        contact,
        replyTo: contactKind(contact) === 'email' ? contact : null,
        // Line breaks are the visitor's; other control characters are not text.
        // eslint-disable-next-line no-control-regex
        message: values.message.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim(),
      },
      now,
    );
    void this.deps.notifier.deliverDue();
    this.deps.onLead?.(post.accountId, lead);
    return { ok: true, leadId: lead.leadId };
  }

  /** Asks for the owner's e-mail about a lead just stored (the quote form's, too). */
  notify(): void {
    void this.deps.notifier.deliverDue();
  }

  /**
   * Counts one message (or quote request) from `ip` to the site against the limits in the database:
   * undefined when it is within them, else the refusal. Shared by the quote form (decision 0059).
   */
  async takeLimits(accountId: string, ip: string, now: Date): Promise<Extract<ContactOutcome, { ok: false }> | undefined> {
    const post = { accountId, ip };
    const visitor = createHmac('sha256', this.deps.secret).update(post.ip).digest('base64url').slice(0, 22);
    const perVisitor = await this.deps.limiter.take('contact-visitor', `${post.accountId}:${visitor}`, this.deps.limits.perVisitor, now);
    if (!perVisitor.allowed) return { ok: false, status: 429, message: CONTACT_MESSAGES.tooMany, code: 'tooMany', retryAfterSeconds: perVisitor.retryAfterSeconds };
    const shares = contactShares(this.deps.limits.perSiteDaily);
    const today = await this.deps.limiter.take('contact-sender-day', `${post.accountId}:${visitor}`, shares.perSender, now);
    if (!today.allowed) return { ok: false, status: 429, message: CONTACT_MESSAGES.tooManyToday, code: 'tooManyToday', retryAfterSeconds: today.retryAfterSeconds };
    // The sender's first message of the day goes to the first-messages ceiling, later ones to the cap.
    const perSite =
      today.count <= 1
        ? await this.deps.limiter.take('contact-site-first', post.accountId, shares.firstMessages, now)
        : await this.deps.limiter.take('contact-site', post.accountId, this.deps.limits.perSiteDaily, now);
    if (!perSite.allowed) return { ok: false, status: 429, message: CONTACT_MESSAGES.siteBusy, code: 'siteBusy', retryAfterSeconds: perSite.retryAfterSeconds };
    return undefined;
  }
}
