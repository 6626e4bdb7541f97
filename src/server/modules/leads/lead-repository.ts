import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Lead } from '../../../shared/leads-schema';
import type { DB, LeadsTable } from '../../db/schema';

export interface NewLead {
  name: string;
  contact: string;
  replyTo: string | null;
  message: string;
}

/** A lead whose owner's e-mail is due, with what the e-mail needs to say. */
export interface PendingLeadMail {
  leadId: string;
  accountId: string;
  ownerEmail: string;
  siteUrl: string | null;
  name: string;
  contact: string;
  replyTo: string | null;
  message: string;
  receivedOn: Date;
  /** Including the attempt about to be made. */
  attempts: number;
}

function toLead(row: Selectable<LeadsTable>): Lead {
  return {
    leadId: row.lead_id,
    name: row.name,
    contact: row.contact,
    contactKind: row.reply_to ? 'email' : 'phone',
    message: row.message,
    receivedOn: row.received_on.toISOString(),
    read: row.read_on !== null,
    mailState: row.mail_state,
  };
}

/** Every read and write of `leads`. Reads and changes always name the owning account: no lead is reachable by id alone. */
export class LeadRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(accountId: string, lead: NewLead, now = new Date()): Promise<Lead> {
    const row = await this.db
      .insertInto('leads')
      .values({ lead_id: randomUUID(), account_id: accountId, name: lead.name, contact: lead.contact, reply_to: lead.replyTo, message: lead.message, received_on: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toLead(row);
  }

  /** Newest first, a page at a time, with the account's totals. */
  async list(accountId: string, { limit, offset }: { limit: number; offset: number }): Promise<{ leads: Lead[]; total: number; unread: number }> {
    const [rows, counts] = await Promise.all([
      this.db.selectFrom('leads').selectAll().where('account_id', '=', accountId).orderBy('received_on', 'desc').orderBy('lead_id').limit(limit).offset(offset).execute(),
      this.counts(accountId),
    ]);
    return { leads: rows.map(toLead), ...counts };
  }

  async counts(accountId: string): Promise<{ total: number; unread: number }> {
    const row = await this.db
      .selectFrom('leads')
      .select((eb) => [eb.fn.countAll<string>().as('total'), eb.fn.count<string>('lead_id').filterWhere('read_on', 'is', null).as('unread')])
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
  }

  /** All of an account's leads, newest first (the CSV export). */
  async all(accountId: string): Promise<Lead[]> {
    const rows = await this.db.selectFrom('leads').selectAll().where('account_id', '=', accountId).orderBy('received_on', 'desc').orderBy('lead_id').execute();
    return rows.map(toLead);
  }

  async setRead(accountId: string, leadId: string, read: boolean, now = new Date()): Promise<Lead | undefined> {
    const row = await this.db
      .updateTable('leads')
      .set({ read_on: read ? now : null })
      .where('account_id', '=', accountId)
      .where('lead_id', '=', leadId)
      .returningAll()
      .executeTakeFirst();
    return row ? toLead(row) : undefined;
  }

  async delete(accountId: string, leadId: string): Promise<boolean> {
    const result = await this.db.deleteFrom('leads').where('account_id', '=', accountId).where('lead_id', '=', leadId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Leads received since `since` (the analytics card's figure). */
  async countSince(accountId: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', accountId)
      .where('received_on', '>=', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * Claims up to `limit` leads whose e-mail is due: their next attempt moves `leaseMs` ahead, so
   * another process (or replica) skips them while this one sends; a crash leaves them due again
   * once the lease is over. `for update skip locked` keeps two claimers from taking the same row.
   */
  async claimDueMail(now: Date, leaseMs: number, limit = 20): Promise<PendingLeadMail[]> {
    const rows = await this.db
      .updateTable('leads')
      .set((eb) => ({ mail_attempts: eb('mail_attempts', '+', 1), mail_next_attempt_on: new Date(now.getTime() + leaseMs) }))
      .where('lead_id', 'in', (eb) =>
        eb
          .selectFrom('leads')
          .select('lead_id')
          .where('mail_state', '=', 'pending')
          .where((w) => w.or([w('mail_next_attempt_on', 'is', null), w('mail_next_attempt_on', '<=', now)]))
          .orderBy('received_on')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
    if (rows.length === 0) return [];
    const owners = await this.db
      .selectFrom('accounts')
      .select(['account_id', 'email', 'website_url'])
      .where('account_id', 'in', [...new Set(rows.map((r) => r.account_id))])
      .execute();
    const ownerOf = new Map(owners.map((o) => [o.account_id, o]));
    return rows.flatMap((r) => {
      const owner = ownerOf.get(r.account_id);
      if (!owner) return [];
      return [
        {
          leadId: r.lead_id,
          accountId: r.account_id,
          ownerEmail: owner.email,
          siteUrl: owner.website_url,
          name: r.name,
          contact: r.contact,
          replyTo: r.reply_to,
          message: r.message,
          receivedOn: r.received_on,
          attempts: r.mail_attempts,
        },
      ];
    });
  }

  async markMailSent(leadId: string, now = new Date()): Promise<void> {
    await this.db.updateTable('leads').set({ mail_state: 'sent', mail_sent_on: now, mail_next_attempt_on: null }).where('lead_id', '=', leadId).execute();
  }

  /** A failed attempt: try again at `retryAt`, or give up (the lead stays in the inbox either way). */
  async markMailFailed(leadId: string, retryAt: Date | null): Promise<void> {
    await this.db
      .updateTable('leads')
      .set(retryAt ? { mail_next_attempt_on: retryAt } : { mail_state: 'failed', mail_next_attempt_on: null })
      .where('lead_id', '=', leadId)
      .execute();
  }
}
