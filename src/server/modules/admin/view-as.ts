import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { ADMIN_MESSAGES } from '../../../shared/admin';
import type { Auth } from '../../auth/auth';
import { hasOperatorRole } from '../../auth/operator-role';
import type { DB } from '../../db/schema';
import { forbidden, notFound, unauthorized } from '../../errors';
import type { AuditLog } from './audit-log';
import type { Operator } from './operator-access';

/**
 * "View as owner" (issue 27): the operator's browser gets a sign-in session of the owner's account, made
 * by better-auth's admin plugin (impersonation, which keeps the operator's own session aside to return
 * to), for at most an hour. The session's tokens say who is viewing (ww_viewed_by), and the API refuses
 * every write with it (api-guard.ts, auth-plugin.ts): the operator sees the owner's editor and settings
 * as they are and can change nothing. A reason is required and recorded.
 */
export class ViewAsOwner {
  constructor(private readonly deps: { auth: Auth; db: Kysely<DB>; audit: AuditLog }) {}

  /** Starts viewing; answers the cookies that switch the browser to the owner's read-only session. */
  async start(request: FastifyRequest, operator: Operator, accountId: string, reason: string): Promise<string[]> {
    const { rows } = await sql<{ role: string | null }>`select role from auth_user where id = ${accountId}`.execute(this.deps.db);
    const target = rows[0];
    if (!target) throw notFound(ADMIN_MESSAGES.accountMissing);
    if (hasOperatorRole(target.role)) throw forbidden(ADMIN_MESSAGES.viewOperator);
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value !== undefined && key !== 'authorization') headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    // The browser's sign-in (its cookie) must be the very session the console's token was minted from.
    const session = await this.deps.auth.api.getSession({ headers, query: { disableRefresh: true } }).catch(() => null);
    if (!session || session.session.id !== operator.sessionId) throw unauthorized(ownerText('refusal.admin.yourSignInIn'));
    const { headers: answer } = await this.deps.auth.api.impersonateUser({ body: { userId: accountId }, headers, returnHeaders: true });
    await this.deps.audit.record(operator, { action: 'account.viewed_as_owner', accountId, reason });
    return answer.getSetCookie();
  }

  /** The operator left "View as owner" (auth-plugin.ts tells): recorded with their e-mail as it is now. */
  async ended({ operatorId, accountId }: { operatorId: string; accountId: string }): Promise<void> {
    const { rows } = await sql<{ email: string }>`select email from auth_user where id = ${operatorId}`.execute(this.deps.db);
    await this.deps.audit.record({ id: operatorId, email: rows[0]?.email ?? operatorId }, { action: 'account.view_as_owner_ended', accountId });
  }
}
