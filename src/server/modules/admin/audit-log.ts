import { type Kysely, sql, type Transaction } from 'kysely';
import type { AuditAction } from '../../../shared/admin';
import type { AuditEntry, AuditList } from '../../../shared/admin-schema';
import type { DB } from '../../db/schema';

/** Who acted: an operator signed in to the console, or a person at the command line. */
export interface Actor {
  /** The operator's user id; null for the command line. */
  id: string | null;
  email: string;
}

export interface AuditRecord {
  action: AuditAction;
  accountId?: string | null;
  /** What else the action was about (an e-mail address, a report, a search). */
  subject?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/**
 * The operators' audit log (issue 27): every action, who, when, what and why. The app only ever inserts
 * (this class has no update or delete), and the table itself refuses UPDATE, DELETE and TRUNCATE
 * (migration 0161), so an entry cannot be changed or removed from the app, or by a bug in it.
 */
export class AuditLog {
  constructor(private readonly db: Kysely<DB>) {}

  /** Records one action; in `trx` when given, so the entry commits (or not) with the change it describes. */
  async record(actor: Actor, entry: AuditRecord, trx: Kysely<DB> | Transaction<DB> = this.db): Promise<void> {
    await trx
      .insertInto('operator_audit')
      .values({
        operator_id: actor.id,
        operator_email: actor.email,
        action: entry.action,
        account_id: entry.accountId ?? null,
        subject: entry.subject ?? null,
        reason: entry.reason ?? null,
        details: JSON.stringify(entry.details ?? {}),
      })
      .execute();
  }

  /**
   * Records a look (an account opened, the reports listed) unless the same operator's same look is already
   * recorded within `minutes`: a page reading again after an action, or a reload, is not a new look.
   */
  async recordLook(actor: Actor, entry: AuditRecord, minutes = 10): Promise<void> {
    const recent = await this.db
      .selectFrom('operator_audit')
      .select('audit_id')
      .where('operator_email', '=', actor.email)
      .where('action', '=', entry.action)
      .where((eb) => (entry.accountId ? eb('account_id', '=', entry.accountId) : eb('account_id', 'is', null)))
      .where('at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
      .executeTakeFirst();
    if (!recent) await this.record(actor, entry);
  }

  /** The newest entries first, `limit` at a time, before the entry id `before`; optionally one account's. */
  async list({ before, limit, accountId }: { before?: number; limit: number; accountId?: string }): Promise<AuditList> {
    let query = this.db
      .selectFrom('operator_audit as l')
      .leftJoin('accounts as a', 'a.account_id', 'l.account_id')
      .select(['l.audit_id', 'l.at', 'l.operator_email', 'l.action', 'l.account_id', 'l.subject', 'l.reason', 'l.details', 'a.email as account_email'])
      .orderBy('l.audit_id', 'desc')
      .limit(limit + 1);
    if (before !== undefined) query = query.where('l.audit_id', '<', String(before));
    if (accountId !== undefined) query = query.where('l.account_id', '=', accountId);
    const rows = await query.execute();
    return {
      entries: rows.slice(0, limit).map(
        (row): AuditEntry => ({
          id: String(row.audit_id),
          at: row.at.toISOString(),
          operatorEmail: row.operator_email,
          action: row.action,
          accountId: row.account_id,
          accountEmail: row.account_email ?? null,
          subject: row.subject,
          reason: row.reason,
          details: detailsOf(row.details),
        }),
      ),
      more: rows.length > limit,
    };
  }

  /** Whether an entry of `action` about the account already names `value` under `key` in its details. */
  async has(action: AuditAction, accountId: string, key: string, value: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('operator_audit')
      .select('audit_id')
      .where('action', '=', action)
      .where('account_id', '=', accountId)
      .where(sql<boolean>`details ->> ${key} = ${value}`)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** How many entries there are (tests, and the console's count). */
  async count(): Promise<number> {
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from operator_audit`.execute(this.db);
    return Number(rows[0]?.n ?? 0);
  }
}

function detailsOf(value: unknown): Record<string, unknown> {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}
