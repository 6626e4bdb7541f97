import type { FastifyBaseLogger } from 'fastify';
import { formatUtcDateTime } from '../../../shared/i18n/format';
import { ownerText } from '../../../shared/i18n/owner-text';
import { DueWork, LEASE_MS, RETRY_MINUTES } from '../../mail/due-work';
import type { MailMessage, Mailer } from '../../mail/mailer';
import type { LeadRepository, PendingLeadMail } from './lead-repository';

export function leadMail(lead: PendingLeadMail, appUrl: string): MailMessage {
  const { name, quote } = lead;
  const address = { withAddress: lead.siteUrl ? 'yes' : 'no', siteUrl: lead.siteUrl ?? '' };
  return {
    to: lead.ownerEmail,
    subject: ownerText(quote ? 'ownerMail.lead.subjectQuote' : 'ownerMail.lead.subjectMessage', { name }),
    replyTo: lead.replyTo ?? undefined,
    text: [
      ownerText(quote ? 'ownerMail.lead.introQuote' : 'ownerMail.lead.introMessage', { name, ...address }),
      '',
      ownerText('ownerMail.lead.name', { name }),
      ownerText('ownerMail.lead.contact', { contact: lead.contact }),
      ...(quote
        ? [ownerText('ownerMail.lead.job', { job: quote.job }), ownerText('ownerMail.lead.place', { place: quote.place }), ownerText('ownerMail.lead.photos', { photos: quote.photos })]
        : []),
      ownerText('ownerMail.lead.received', { when: formatUtcDateTime(lead.receivedOn) }),
      '',
      lead.message,
      '',
      lead.replyTo !== null ? ownerText('ownerMail.lead.replyByMail', { name, replyTo: lead.replyTo }) : ownerText('ownerMail.lead.replyByPhone', { name, contact: lead.contact }),
      '',
      ownerText('ownerMail.lead.allInLeads', { leadsUrl: `${appUrl}/leads` }),
    ].join('\n'),
  };
}

/**
 * Tells owners about new leads by e-mail. The lead is stored before any e-mail is tried; this sends
 * the due ones (right after a lead arrives, and every minute for retries), so a mail server that is
 * down delays the e-mail but never loses the message.
 */
export class LeadNotifier {
  private readonly due = new DueWork(
    async () => {
      for (let batch = await this.leads.claimDueMail(this.clock(), LEASE_MS); batch.length > 0; batch = await this.leads.claimDueMail(this.clock(), LEASE_MS)) {
        for (const lead of batch) await this.deliver(lead);
      }
    },
    (error) => this.log.error({ err: error }, 'lead e-mails: could not read the due e-mails; trying again later'),
  );

  constructor(
    private readonly leads: LeadRepository,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  start(intervalMs = 60_000): void {
    this.due.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.due.stop();
  }

  /** Sends every due e-mail; a call while a run is going makes that run look once more. Never throws. */
  deliverDue(): Promise<void> {
    return this.due.run();
  }

  private async deliver(lead: PendingLeadMail): Promise<void> {
    try {
      await this.mailer.send(leadMail(lead, this.appUrl));
      await this.leads.markMailSent(lead.leadId, this.clock());
    } catch (error) {
      const wait = RETRY_MINUTES[lead.attempts - 1];
      const retryAt = wait === undefined ? null : new Date(this.clock().getTime() + wait * 60_000);
      this.log.warn(
        { err: error, leadId: lead.leadId, attempt: lead.attempts },
        retryAt ? `lead e-mail failed; the lead is stored, trying again at ${retryAt.toISOString()}` : 'lead e-mail failed too often; given up (the lead is in the inbox)',
      );
      await this.leads.markMailFailed(lead.leadId, retryAt).catch((markError: unknown) => this.log.error({ err: markError }, 'lead e-mail: could not record the failure'));
    }
  }
}
