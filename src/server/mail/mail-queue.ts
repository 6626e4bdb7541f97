import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { DueWork, LEASE_MS, RETRY_MINUTES } from './due-work';
import type { MailMessage, Mailer } from './mailer';

/** Sent and given-up rows are kept this long (for support), then removed. */
const KEEP_DAYS = 7;

/**
 * E-mails that must not be lost (decision 0071): `send` stores the message and returns; whichever replica
 * claims it (FOR UPDATE SKIP LOCKED, a lease of LEASE_MS) sends it through the real mailer, and a failure
 * is tried again on the lead e-mails' schedule (1, 5, 15 minutes … 12 hours), then given up and logged.
 * A mail server that is down, or a replica stopped between storing and sending, delays the e-mail but
 * never loses it. An account's unsent e-mails go with the account.
 */
export class MailQueue implements Mailer {
  private readonly due = new DueWork(
    () => this.deliverAll(),
    (error) => this.log.error({ err: error }, 'mail queue: could not read the due e-mails; trying again later'),
  );

  constructor(
    private readonly db: Kysely<DB>,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  start(intervalMs = 60_000): void {
    this.due.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.due.stop();
  }

  /** Stores the message (throws only if the database refuses) and starts sending it. */
  async send(message: MailMessage, accountId?: string): Promise<void> {
    await this.db
      .insertInto('mail_queue')
      .values({ mail_id: randomUUID(), account_id: accountId ?? null, message: JSON.stringify(message), next_attempt_on: null })
      .execute();
    void this.due.run();
  }

  /** Sends every due e-mail now; never throws. */
  deliverDue(): Promise<void> {
    return this.due.run();
  }

  private async deliverAll(): Promise<void> {
    for (let batch = await this.claim(); batch.length > 0; batch = await this.claim()) {
      for (const row of batch) await this.deliver(row);
    }
    const before = new Date(this.clock().getTime() - KEEP_DAYS * 86_400_000);
    await this.db.deleteFrom('mail_queue').where('state', '<>', 'pending').where('created_on', '<', before).execute();
  }

  private async claim(limit = 20): Promise<{ mail_id: string; message: unknown; attempts: number }[]> {
    const now = this.clock();
    return this.db
      .updateTable('mail_queue')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_on: new Date(now.getTime() + LEASE_MS) }))
      .where('mail_id', 'in', (eb) =>
        eb
          .selectFrom('mail_queue')
          .select('mail_id')
          .where('state', '=', 'pending')
          .where((w) => w.or([w('next_attempt_on', 'is', null), w('next_attempt_on', '<=', now)]))
          .orderBy('created_on')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['mail_id', 'message', 'attempts'])
      .execute();
  }

  private async deliver(row: { mail_id: string; message: unknown; attempts: number }): Promise<void> {
    const message = (typeof row.message === 'string' ? JSON.parse(row.message) : row.message) as MailMessage;
    try {
      await this.mailer.send(message);
      await this.db.updateTable('mail_queue').set({ state: 'sent', sent_on: this.clock(), next_attempt_on: null }).where('mail_id', '=', row.mail_id).execute();
    } catch (error) {
      const wait = RETRY_MINUTES[row.attempts - 1];
      const retryAt = wait === undefined ? null : new Date(this.clock().getTime() + wait * 60_000);
      this.log.warn(
        { err: error, mailId: row.mail_id, subject: message.subject, attempt: row.attempts },
        retryAt ? `e-mail failed; stored, trying again at ${retryAt.toISOString()}` : 'e-mail failed too often; given up',
      );
      await this.db
        .updateTable('mail_queue')
        .set(retryAt ? { next_attempt_on: retryAt } : { state: 'failed', next_attempt_on: null })
        .where('mail_id', '=', row.mail_id)
        .execute()
        .catch((markError: unknown) => this.log.error({ err: markError }, 'mail queue: could not record the failure'));
    }
  }
}
