import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ReportStatus } from '../../../shared/admin';
import type { AdminReport, ReportList } from '../../../shared/admin-schema';
import type { ReportReason } from '../../../shared/site-report';
import type { DB } from '../../db/schema';

export interface NewReport {
  accountId: string;
  siteAddress: string;
  reason: ReportReason;
  details: string;
  reporterEmail: string | null;
}

/** Visitors' "Report this site" reports (issue 27): stored by the site host, worked through in /admin/reports. */
export class ReportRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(report: NewReport, receivedOn = new Date()): Promise<string> {
    const reportId = randomUUID();
    await this.db
      .insertInto('site_reports')
      .values({
        report_id: reportId,
        account_id: report.accountId,
        site_address: report.siteAddress,
        reason: report.reason,
        details: report.details,
        reporter_email: report.reporterEmail,
        received_on: receivedOn,
      })
      .execute();
    return reportId;
  }

  /** Newest first, `limit` at a time, received before the report `before`; open ones or all; optionally one account's. */
  async list({ status, before, limit, accountId }: { status: 'open' | 'all'; before?: string; limit: number; accountId?: string }): Promise<ReportList> {
    let query = this.db
      .selectFrom('site_reports as r')
      .leftJoin('accounts as a', 'a.account_id', 'r.account_id')
      .selectAll('r')
      .select(['a.email as account_email', 'a.suspended_on'])
      .orderBy('r.received_on', 'desc')
      .orderBy('r.report_id', 'desc')
      .limit(limit + 1);
    if (status === 'open') query = query.where('r.status', '=', 'open');
    if (accountId !== undefined) query = query.where('r.account_id', '=', accountId);
    if (before !== undefined) {
      const cursor = await this.db.selectFrom('site_reports').select(['received_on', 'report_id']).where('report_id', '=', before).executeTakeFirst();
      if (cursor) {
        query = query.where((eb) =>
          eb.or([eb('r.received_on', '<', cursor.received_on), eb.and([eb('r.received_on', '=', cursor.received_on), eb('r.report_id', '<', cursor.report_id)])]),
        );
      }
    }
    const [rows, open] = await Promise.all([query.execute(), this.countOpen()]);
    return {
      reports: rows.slice(0, limit).map(
        (row): AdminReport => ({
          reportId: row.report_id,
          accountId: row.account_id,
          accountEmail: row.account_email ?? null,
          siteAddress: row.site_address,
          reason: row.reason as ReportReason,
          details: row.details,
          reporterEmail: row.reporter_email,
          receivedOn: row.received_on.toISOString(),
          status: row.status,
          handledBy: row.handled_by,
          handledOn: row.handled_on ? row.handled_on.toISOString() : null,
          note: row.note,
          suspended: row.suspended_on !== null && row.suspended_on !== undefined,
        }),
      ),
      open,
      more: rows.length > limit,
    };
  }

  async countOpen(): Promise<number> {
    const row = await this.db.selectFrom('site_reports').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'open').executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Sets a report's status; undefined when there is no such report. Its account, for the audit log. */
  async setStatus(
    trx: Transaction<DB>,
    reportId: string,
    change: { status: ReportStatus; note: string | null; by: string },
  ): Promise<{ accountId: string | null; previous: ReportStatus } | undefined> {
    const before = await trx.selectFrom('site_reports').select(['account_id', 'status']).where('report_id', '=', reportId).forUpdate().executeTakeFirst();
    if (!before) return undefined;
    await trx
      .updateTable('site_reports')
      .set({
        status: change.status,
        note: change.note,
        handled_by: change.status === 'open' ? null : change.by,
        handled_on: change.status === 'open' ? null : new Date(),
      })
      .where('report_id', '=', reportId)
      .execute();
    return { accountId: before.account_id, previous: before.status };
  }
}
