import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { deleteAccountSchema } from '../../../shared/account-schema';
import type { Auth } from '../../auth/auth';
import { badRequest, HttpError } from '../../errors';
import type { DbLimiter } from '../../limits/db-limiter';
import type { AccountDeletion } from './account-deletion';

export interface AccountDeletionRouteDeps {
  auth: Auth;
  deletion: AccountDeletion;
  limiter: DbLimiter;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- better-auth owns its tables' types
  db: Kysely<any>;
}

/** Wrong passwords (or addresses) per account before deleting waits: a stolen session cannot guess on. */
const CONFIRM_LIMIT = { max: 10, windowSeconds: 15 * 60 };

/**
 * `POST /api/account/delete` (behind the API guard, so it only ever deletes the caller's own account):
 * asks for the password, or for an account without one (Google sign-in only) the e-mail address typed
 * out, then deletes everything (account-deletion.ts) and clears the session cookies.
 */
export async function accountDeletionRoutes(app: FastifyInstance, { auth, deletion, limiter, db }: AccountDeletionRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/account/delete', { schema: { body: deleteAccountSchema }, config: { account: false } }, async (request, reply) => {
    const { userId } = request.user;
    const { password, email } = request.body.input;
    const tried = await limiter.peek('account-delete-failures', userId, CONFIRM_LIMIT);
    if (!tried.allowed) {
      reply.header('retry-after', String(tried.retryAfterSeconds));
      throw new HttpError(429, ownerText('refusal.account.tooManyWrongTries'));
    }
    const credential = await db
      .selectFrom('auth_account')
      .select('password')
      .where('userId', '=', userId)
      .where('providerId', '=', 'credential')
      .where('password', 'is not', null)
      .executeTakeFirst();
    const user = await db.selectFrom('auth_user').select('email').where('id', '=', userId).executeTakeFirst();
    if (!user) throw new HttpError(404, ownerText('refusal.account.thisAccountNoLonger'));
    const refuse = async (message: string) => {
      await limiter.take('account-delete-failures', userId, CONFIRM_LIMIT);
      return badRequest(message);
    };
    if (credential) {
      if (!password) throw badRequest(ownerText('refusal.account.enterYourPasswordTo'));
      const context = await auth.$context;
      if (!(await context.password.verify({ hash: credential.password as string, password }))) {
        throw await refuse('The password is not right. Your account was not deleted.');
      }
    } else {
      // Google sign-in only: there is no password to ask for; the address typed out confirms.
      if (!email?.trim()) throw badRequest(ownerText('refusal.account.typeYourEMail'));
      if (email.trim().toLowerCase() !== String(user.email).toLowerCase()) {
        throw await refuse('That is not your e-mail address. Type it exactly as it is shown. Your account was not deleted.');
      }
    }
    await deletion.delete(userId);
    const { authCookies } = await auth.$context;
    const cookies = [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
      (c) => `${c.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${c.attributes.secure ? '; Secure' : ''}`,
    );
    return reply.header('set-cookie', cookies).header('cache-control', 'no-store').send({ deleted: true });
  });
}
