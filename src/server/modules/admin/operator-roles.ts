import { type Kysely, sql } from 'kysely';
import { OPERATOR_ROLE } from '../../../shared/admin';
import { hasOperatorRole } from '../../auth/operator-role';
import type { DB } from '../../db/schema';
import { type Actor, AuditLog } from './audit-log';

export type RoleChange =
  | { kind: 'granted' | 'revoked' | 'unchanged'; email: string }
  /** No account uses the address: the person must sign up first. */
  | { kind: 'no-account'; email: string }
  /** The account's address is not confirmed yet: it may not be the person's (a pre-hijack), so no role. */
  | { kind: 'unconfirmed'; email: string };

/**
 * Who is an operator (issue 27): better-auth's admin-plugin role on the user, set and cleared here for
 * `npm run operator -- grant|revoke <email>` (directly, or through the running server's operator
 * channel on PGlite). Each change and its audit entry commit together. Revoking also ends the operator's
 * "View as owner" sessions; the console refuses them from their next request (the role is read each time).
 */
export class OperatorRoles {
  private readonly audit: AuditLog;

  constructor(private readonly db: Kysely<DB>) {
    this.audit = new AuditLog(db);
  }

  async grant(email: string, actor: Actor): Promise<RoleChange> {
    return this.change(email, actor, true);
  }

  async revoke(email: string, actor: Actor): Promise<RoleChange> {
    return this.change(email, actor, false);
  }

  /** The operators' addresses. */
  async list(): Promise<string[]> {
    const { rows } = await sql<{ email: string; role: string | null }>`select email, role from auth_user where role like ${`%${OPERATOR_ROLE}%`} order by email`.execute(this.db);
    return rows.filter((r) => hasOperatorRole(r.role)).map((r) => r.email);
  }

  private async change(rawEmail: string, actor: Actor, operator: boolean): Promise<RoleChange> {
    const email = rawEmail.trim().toLowerCase();
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: string; role: string | null; verified: boolean }>`
        select id, role, "emailVerified" as verified from auth_user where lower(email) = ${email} for update`.execute(trx);
      const user = rows[0];
      if (!user) return { kind: 'no-account', email };
      if (operator && !user.verified) return { kind: 'unconfirmed', email };
      if (hasOperatorRole(user.role) === operator) return { kind: 'unchanged', email };
      const others = (user.role ?? '').split(',').map((r) => r.trim()).filter((r) => r !== '' && r !== OPERATOR_ROLE && r !== 'user');
      const role = operator ? [...others, OPERATOR_ROLE].join(',') : others.length > 0 ? others.join(',') : 'user';
      await sql`update auth_user set role = ${role}, "updatedAt" = now() where id = ${user.id}`.execute(trx);
      if (!operator) await sql`delete from auth_session where "impersonatedBy" = ${user.id}`.execute(trx);
      await this.audit.record(actor, { action: operator ? 'operator.granted' : 'operator.revoked', accountId: user.id, subject: email }, trx);
      return { kind: operator ? 'granted' : 'revoked', email };
    });
  }
}
