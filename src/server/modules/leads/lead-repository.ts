import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Lead } from '../../../shared/leads-schema';
import type { DB, LeadsTable } from '../../db/schema';

export interface NewLead {
  name: string;
  contact: string;
  replyTo: string | null;
  message: string;
  /** A quote request's job, place and processed photos (issue 25); absent for a message. */
  quote?: { job: string; place: string; photos: NewLeadPhoto[] };
}

/** One processed photo of a quote request: its upright size, colour and two WebP sizes. */
export interface NewLeadPhoto {
  width: number;
  height: number;
  color: string;
  small: Buffer;
  large: Buffer;
}

type PhotoSummary = { lead_id: string; position: number; width: number; height: number; color: string };

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
  /** A quote request's job, place and number of photos (the photos stay in Leads). */
  quote?: { job: string; place: string; photos: number };
}

function toLead(row: Selectable<LeadsTable>, photos: PhotoSummary[] = []): Lead {
  const quote =
    row.kind === 'quote'
      ? {
          quote: {
            job: row.job ?? '',
            place: row.place ?? '',
            photos: photos
              .filter((p) => p.lead_id === row.lead_id)
              .sort((a, b) => a.position - b.position)
              .map((p) => ({
                position: p.position,
                width: p.width,
                height: p.height,
                color: p.color,
                small: `/api/leads/${encodeURIComponent(row.lead_id)}/photos/${p.position}/small`,
                large: `/api/leads/${encodeURIComponent(row.lead_id)}/photos/${p.position}/large`,
              })),
          },
        }
      : {};
  return {
    ...quote,
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
    const values = { lead_id: randomUUID(), account_id: accountId, name: lead.name, contact: lead.contact, reply_to: lead.replyTo, message: lead.message, received_on: now };
    const { quote } = lead;
    if (!quote) {
      const row = await this.db.insertInto('leads').values(values).returningAll().executeTakeFirstOrThrow();
      return toLead(row);
    }
    // A quote request and its photos together, or nothing (decision 0059).
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('leads').values({ ...values, kind: 'quote', job: quote.job, place: quote.place }).returningAll().executeTakeFirstOrThrow();
      const photos = quote.photos.map((p, i) => ({ lead_id: row.lead_id, account_id: accountId, position: i + 1, width: p.width, height: p.height, color: p.color, small: p.small, large: p.large, received_on: now }));
      if (photos.length > 0) await trx.insertInto('lead_photos').values(photos).execute();
      return toLead(row, photos);
    });
  }

  /** The photos' sizes (not their bytes) of these leads of the account. */
  private async photosOf(accountId: string, rows: Selectable<LeadsTable>[]): Promise<PhotoSummary[]> {
    const ids = rows.filter((r) => r.kind === 'quote').map((r) => r.lead_id);
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('lead_photos')
      .select(['lead_id', 'position', 'width', 'height', 'color'])
      .where('account_id', '=', accountId)
      .where('lead_id', 'in', ids)
      .execute();
  }

  /** One size of one photo of one of the account's leads: WebP bytes, or undefined. */
  async photo(accountId: string, leadId: string, position: number, size: 'small' | 'large'): Promise<Buffer | undefined> {
    const row = await this.db
      .selectFrom('lead_photos')
      .select(size === 'small' ? 'small as bytes' : 'large as bytes')
      .where('account_id', '=', accountId)
      .where('lead_id', '=', leadId)
      .where('position', '=', position)
      .executeTakeFirst();
    return row ? Buffer.from(row.bytes) : undefined;
  }

  /** Photos the site took since `since` (the daily limit is the limiter's; this is for figures and tests). */
  async photoCountSince(accountId: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('lead_photos')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', accountId)
      .where('received_on', '>=', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Newest first, a page at a time, with the account's totals. */
  async list(accountId: string, { limit, offset }: { limit: number; offset: number }): Promise<{ leads: Lead[]; total: number; unread: number }> {
    const [rows, counts] = await Promise.all([
      this.db.selectFrom('leads').selectAll().where('account_id', '=', accountId).orderBy('received_on', 'desc').orderBy('lead_id').limit(limit).offset(offset).execute(),
      this.counts(accountId),
    ]);
    const photos = await this.photosOf(accountId, rows);
    return { leads: rows.map((row) => toLead(row, photos)), ...counts };
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
    const photos = await this.photosOf(accountId, rows);
    return rows.map((row) => toLead(row, photos));
  }

  async setRead(accountId: string, leadId: string, read: boolean, now = new Date()): Promise<Lead | undefined> {
    const row = await this.db
      .updateTable('leads')
      .set({ read_on: read ? now : null })
      .where('account_id', '=', accountId)
      .where('lead_id', '=', leadId)
      .returningAll()
      .executeTakeFirst();
    return row ? toLead(row, row.kind === 'quote' ? await this.photosOf(accountId, [row]) : []) : undefined;
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
    const quoteIds = rows.filter((r) => r.kind === 'quote').map((r) => r.lead_id);
    const photoCounts =
      quoteIds.length === 0
        ? []
        : await this.db.selectFrom('lead_photos').select((eb) => ['lead_id', eb.fn.countAll<string>().as('n')]).where('lead_id', 'in', quoteIds).groupBy('lead_id').execute();
    const photosOf = new Map(photoCounts.map((p) => [p.lead_id, Number(p.n)]));
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
          ...(r.kind === 'quote' ? { quote: { job: r.job ?? '', place: r.place ?? '', photos: photosOf.get(r.lead_id) ?? 0 } } : {}),
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
