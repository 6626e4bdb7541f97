import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyRequest } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import { type Kysely, sql } from 'kysely';
import { ADMIN_MESSAGES, OPERATOR_IDLE_MINUTES } from '../../../shared/admin';
import { type AccessClaims, AccessTokenVerifier } from '../../auth/access-token';
import type { Auth } from '../../auth/auth';
import { hasOperatorRole } from '../../auth/operator-role';
import { hasSecondFactor, secondFactorsOf } from '../../auth/second-factors';
import type { TokenRevocation } from '../../auth/token-revocation';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { HttpError } from '../../errors';
import type { DbLimiter } from '../../limits/db-limiter';
import type { Actor } from './audit-log';

/** An operator signed in to the console: who acts, and from which sign-in session. */
export interface Operator extends Actor {
  id: string;
  sessionId: string;
}

/** What the console's gate decided about a request. */
export type OperatorAccess =
  /** Not an operator (signed out, an owner, a "View as owner" session, a revoked role): not found. */
  | { kind: 'not-found' }
  /** An operator without a second factor (TOTP or a passkey): refused until they add one (403). */
  | { kind: 'needs-second-factor'; operator: Operator }
  /** An operator whose console sat idle too long: the password first (401). */
  | { kind: 'idle'; operator: Operator }
  | { kind: 'operator'; operator: Operator };

export interface OperatorGateDeps {
  auth: Auth;
  issuer: string;
  revocation: TokenRevocation;
  db: Kysely<DB>;
  limiter: DbLimiter;
  limits: Pick<Config['accountLimits'], 'signInFailures'>;
  clock?: () => Date;
}

const IDLE_MS = OPERATOR_IDLE_MINUTES * 60 * 1000;

/**
 * The one gate of the operator console (issue 27). Everything under /api/admin asks `operatorAccess`
 * before anything else of the route runs; anyone who is not an operator gets the same 404 as an unknown
 * address, so the console's existence is not told.
 */
export class OperatorGate {
  private readonly verifier: AccessTokenVerifier;
  private readonly clock: () => Date;

  constructor(private readonly deps: OperatorGateDeps) {
    this.verifier = new AccessTokenVerifier(() => deps.auth.api.getJwks() as Promise<JSONWebKeySet>, deps.issuer);
    this.clock = deps.clock ?? (() => new Date());
  }

  /**
   * Whether the caller may use the console now. An operator is: a valid access token of a live session
   * (not revoked, not a "View as owner" session), whose user has the operator role in the database now
   * (a revoke takes effect on the next request) and a second factor (TOTP or a passkey), and whose console was used, or whose password was
   * entered, within the last OPERATOR_IDLE_MINUTES. `idleOk` skips that last check (entering the password).
   */
  async operatorAccess(request: FastifyRequest, { idleOk = false }: { idleOk?: boolean } = {}): Promise<OperatorAccess> {
    const claims = await this.claimsOf(request);
    if (!claims?.sessionId || claims.viewedBy !== undefined) return { kind: 'not-found' };
    const { rows } = await sql<{ role: string | null; banned: boolean | null; email: string; signed_in_on: Date; last_active_on: Date | null }>`
      select u.role, u.banned, u.email, s."createdAt" as signed_in_on, o.last_active_on
      from auth_session s
      join auth_user u on u.id = s."userId"
      left join operator_sessions o on o.session_id = s.id
      where s.id = ${claims.sessionId} and s."userId" = ${claims.userId} and s."expiresAt" > now()`.execute(this.deps.db);
    const row = rows[0];
    if (!row || row.banned || !hasOperatorRole(row.role)) return { kind: 'not-found' };
    const operator: Operator = { id: claims.userId, email: row.email, sessionId: claims.sessionId };

    // Operators must have a second factor (issue 21's TOTP or a passkey): a stolen password alone must
    // not open every owner's account.
    if (!hasSecondFactor(await secondFactorsOf(this.deps.db, operator.id))) return { kind: 'needs-second-factor', operator };

    if (idleOk) return { kind: 'operator', operator };
    const now = this.clock();
    const lastSeen = Math.max(new Date(row.signed_in_on).getTime(), row.last_active_on ? new Date(row.last_active_on).getTime() : 0);
    if (now.getTime() - lastSeen > IDLE_MS) return { kind: 'idle', operator };
    await this.touch(operator, now);
    return { kind: 'operator', operator };
  }

  /**
   * The operator enters their password again after the console sat idle. Wrong passwords count toward
   * the account's sign-in limit (the same as the login page's), so the prompt cannot be used to guess.
   */
  async reauthenticate(operator: Operator, password: string): Promise<void> {
    const { limiter, limits } = this.deps;
    const key = operator.email.toLowerCase();
    const state = await limiter.peek('sign-in-failures', key, limits.signInFailures);
    if (!state.allowed) {
      throw new HttpError(429, ownerText('refusal.admin.tooManyWrongPasswords'));
    }
    const credential = await sql<{ password: string | null }>`
      select password from auth_account where "userId" = ${operator.id} and "providerId" = 'credential'`.execute(this.deps.db);
    const hash = credential.rows[0]?.password;
    if (!hash) throw new HttpError(400, ADMIN_MESSAGES.noPassword);
    const context = await this.deps.auth.$context;
    if (!(await context.password.verify({ hash, password }))) {
      await limiter.take('sign-in-failures', key, limits.signInFailures);
      throw new HttpError(400, ADMIN_MESSAGES.wrongPassword);
    }
    await limiter.reset('sign-in-failures', key);
    await this.touch(operator, this.clock(), true);
  }

  private async claimsOf(request: FastifyRequest): Promise<AccessClaims | undefined> {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return undefined;
    const claims = await this.verifier.verify(match[1]);
    if (!claims) return undefined;
    if (await this.deps.revocation.isRevoked({ userId: claims.userId, sessionId: claims.sessionId, epoch: claims.epoch ?? 0 })) return undefined;
    return claims;
  }

  private async touch(operator: Operator, now: Date, reauthenticated = false): Promise<void> {
    await this.deps.db
      .insertInto('operator_sessions')
      .values({ session_id: operator.sessionId, user_id: operator.id, last_active_on: now, reauthenticated_on: reauthenticated ? now : null })
      .onConflict((oc) =>
        oc.column('session_id').doUpdateSet(reauthenticated ? { last_active_on: now, reauthenticated_on: now } : { last_active_on: now }),
      )
      .execute();
  }
}
