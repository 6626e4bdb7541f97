import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from '../../mail/mailer';
import type { LeadRepository, PendingLeadMail } from './lead-repository';

/** Minutes to wait after each failed attempt; after the last, the e-mail is given up (the lead stays in the inbox). */
const RETRY_MINUTES = [1, 5, 15, 60, 180, 360, 720, 720, 720];
/** How long a claimed e-mail is left to the process sending it before another may try. */
const LEASE_MS = 5 * 60_000;

export function leadMail(lead: PendingLeadMail, appUrl: string): MailMessage {
  const answer =
    lead.replyTo !== null
      ? `Reply to this e-mail to answer ${lead.name}: it goes to ${lead.replyTo}.`
      : `${lead.name} left a phone number: ${lead.contact}.`;
  return {
    to: lead.ownerEmail,
    subject: `New message from ${lead.name} on your website`,
    replyTo: lead.replyTo ?? undefined,
    text: [
      `${lead.name} sent a message through the contact form on your website${lead.siteUrl ? ` (${lead.siteUrl})` : ''}.`,
      '',
      `Name: ${lead.name}`,
      `E-mail or phone: ${lead.contact}`,
      `Received: ${lead.receivedOn.toUTCString()}`,
      '',
      lead.message,
      '',
      answer,
      '',
      `All your messages are in Leads: ${appUrl}/leads`,
    ].join('\n'),
  };
}

/**
 * Tells owners about new leads by e-mail. The lead is stored before any e-mail is tried; this sends
 * the due ones (right after a lead arrives, and every minute for retries), so a mail server that is
 * down delays the e-mail but never loses the message.
 */
export class LeadNotifier {
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly leads: LeadRepository,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  start(intervalMs = 60_000): void {
    this.timer ??= setInterval(() => void this.deliverDue(), intervalMs);
    this.timer.unref();
    void this.deliverDue();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Sends every due e-mail; a call while a run is going makes that run look once more. Never throws. */
  deliverDue(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          for (let batch = await this.leads.claimDueMail(this.clock(), LEASE_MS); batch.length > 0; batch = await this.leads.claimDueMail(this.clock(), LEASE_MS)) {
            for (const lead of batch) await this.deliver(lead);
          }
        } catch (error) {
          this.log.error({ err: error }, 'lead e-mails: could not read the due e-mails; trying again later');
        }
      } while (this.again);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
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
