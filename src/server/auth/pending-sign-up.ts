import type { Kysely } from 'kysely';
import { AUTH_LIMITS } from '../../shared/auth';
import { type Auth, verificationPayload } from './auth';

/*
 * Account pre-hijack (issue 9, finding 3). Someone may sign up with another person's address and a
 * password of their own; the address's owner later confirms it and uses the account, and the first
 * person signs in with the password they set. So, while an address is not confirmed yet:
 *  - a new sign-up for it REPLACES the pending password (the newest sign-up is the one a confirmation
 *    link will confirm) and a fresh confirmation link is sent;
 *  - a confirmation link issued before the pending password was last set is refused, so a link can
 *    only confirm the password chosen by the sign-up that sent it;
 *  - Google vouching for the address (auth.ts, databaseHooks) removes a password set before it;
 *  - an address whose pending password was replaced is "contested": the newest link could be anyone's
 *    (someone may have signed up after the owner), so following it asks the person confirming, who
 *    holds the mailbox, to choose the password (confirmContestedSignUp) instead of confirming the
 *    pending one.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- better-auth owns its tables' types
type AuthDb = Kysely<any>;

interface PendingUser {
  id: string;
  credentialId: string;
  passwordSetOn: Date;
}

async function pendingUser(db: AuthDb, email: string): Promise<PendingUser | undefined> {
  const row = await db
    .selectFrom('auth_user as u')
    .innerJoin('auth_account as a', (j) => j.onRef('a.userId', '=', 'u.id').on('a.providerId', '=', 'credential'))
    .select(['u.id as id', 'a.id as credentialId', 'a.updatedAt as passwordSetOn'])
    .where('u.email', '=', email.trim().toLowerCase())
    .where('u.emailVerified', '=', false)
    .executeTakeFirst();
  return row ? { id: row.id, credentialId: row.credentialId, passwordSetOn: new Date(row.passwordSetOn) } : undefined;
}

/**
 * Before better-auth sees a sign-up: when the address belongs to an account not confirmed yet, the
 * new password replaces the pending one. Answers the address when it did (a new link is then due).
 */
export async function replacePendingPassword(auth: Auth, db: AuthDb, body: unknown): Promise<string | undefined> {
  if (typeof body !== 'object' || body === null) return undefined;
  const { email, password } = body as { email?: unknown; password?: unknown };
  if (typeof email !== 'string' || typeof password !== 'string') return undefined;
  if (password.length < AUTH_LIMITS.passwordMin || password.length > AUTH_LIMITS.passwordMax) return undefined;
  const user = await pendingUser(db, email);
  if (!user) return undefined;
  const hash = await (await auth.$context).password.hash(password);
  await db.updateTable('auth_account').set({ password: hash, updatedAt: new Date() }).where('id', '=', user.credentialId).execute();
  await db.deleteFrom('auth_session').where('userId', '=', user.id).execute();
  await db.insertInto('auth_contested_sign_ups').values({ user_id: user.id }).onConflict((c) => c.column('user_id').doNothing()).execute();
  return email.trim().toLowerCase();
}

/** Whether a confirmation link is for a contested sign-up (see above): the link then leads to the page that asks for the password. */
export async function isContestedConfirmation(db: AuthDb, token: string | undefined): Promise<boolean> {
  const payload = verificationPayload(token);
  if (!payload || typeof payload.email !== 'string' || payload.updateTo !== undefined) return false;
  const user = await pendingUser(db, payload.email);
  return !!user && (await isContested(db, user.id));
}

async function isContested(db: AuthDb, userId: string): Promise<boolean> {
  return !!(await db.selectFrom('auth_contested_sign_ups').select('user_id').where('user_id', '=', userId).executeTakeFirst());
}

export const CONFIRMATION_LINK_INVALID = 'This link is invalid or has expired. Please ask for a new one.';

/**
 * POST /api/auth/confirm-sign-up { token, password }: the person following a contested sign-up's
 * newest link chooses the password, then the link confirms the address and signs them in. The
 * password is set first (as a sign-up would), so no earlier password is ever confirmed.
 */
export async function confirmContestedSignUp(auth: Auth, db: AuthDb, body: unknown): Promise<{ status: number; message?: string; cookies: string[] }> {
  const { token, password } = (typeof body === 'object' && body !== null ? body : {}) as { token?: unknown; password?: unknown };
  if (typeof password !== 'string' || password.length < AUTH_LIMITS.passwordMin)
    return { status: 400, message: `Password should be at least ${AUTH_LIMITS.passwordMin} characters.`, cookies: [] };
  if (password.length > AUTH_LIMITS.passwordMax) return { status: 400, message: `Password should be at most ${AUTH_LIMITS.passwordMax} characters.`, cookies: [] };
  const payload = typeof token === 'string' ? verificationPayload(token) : undefined;
  const user = payload && typeof payload.email === 'string' && payload.updateTo === undefined ? await pendingUser(db, payload.email) : undefined;
  if (!user || typeof token !== 'string' || !(await isContested(db, user.id)) || (await isStaleConfirmation(db, token))) {
    return { status: 400, message: CONFIRMATION_LINK_INVALID, cookies: [] };
  }
  const hash = await (await auth.$context).password.hash(password);
  await db.updateTable('auth_account').set({ password: hash }).where('id', '=', user.credentialId).execute();
  const verified = await auth.api.verifyEmail({ query: { token }, asResponse: true });
  if (!verified.ok) return { status: 400, message: CONFIRMATION_LINK_INVALID, cookies: [] };
  await db.deleteFrom('auth_contested_sign_ups').where('user_id', '=', user.id).execute();
  return { status: 200, cookies: verified.headers.getSetCookie() };
}

/** Whether a confirmation link (GET /verify-email?token=…) was issued before its address's pending password was last set. */
export async function isStaleConfirmation(db: AuthDb, token: string | undefined): Promise<boolean> {
  const payload = verificationPayload(token);
  if (!payload || typeof payload.email !== 'string' || typeof payload.iat !== 'number' || payload.updateTo !== undefined) return false;
  const user = await pendingUser(db, payload.email);
  if (!user) return false;
  return payload.iat < Math.floor(user.passwordSetOn.getTime() / 1000);
}

