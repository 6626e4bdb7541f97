import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deviceSessionsSchema, secondFactorsSchema, sessionParamsSchema } from '../../../shared/security-schema';
import { describeDevice, describePlace } from '../../auth/account-notices';
import { secondFactorsOf } from '../../auth/second-factors';
import type { TokenRevocation } from '../../auth/token-revocation';
import { notFound } from '../../errors';

export interface SessionRouteDeps {
  db: Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- better-auth's tables
  revocation: TokenRevocation;
}

/**
 * /account's Devices card and second factors (issue 21), behind the API guard: the caller's own
 * sessions (the access token names the current one), "Sign out" for one and for every other one.
 * Ending a session ends its access tokens too (token-revocation.ts refuses a token whose session is gone).
 */
export async function sessionRoutes(app: FastifyInstance, { db, revocation }: SessionRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/account/sessions', { config: { account: false }, schema: { response: { 200: deviceSessionsSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await db
      .selectFrom('auth_session as s')
      .leftJoin('session_seen as seen', 'seen.session_id', 's.id')
      .select(['s.id', 's.userAgent', 's.ipAddress', 's.createdAt', 'seen.last_seen'])
      .where('s.userId', '=', request.user.userId)
      .where('s.expiresAt', '>', new Date())
      .execute();
    const sessions = rows
      .map((row) => {
        const signedIn = new Date(row.createdAt as string | Date);
        const seen = row.last_seen ? new Date(row.last_seen as string | Date) : signedIn;
        return {
          id: row.id as string,
          device: describeDevice(row.userAgent as string | null),
          place: describePlace(row.ipAddress as string | null),
          signedInOn: signedIn.toISOString(),
          lastSeenOn: (seen > signedIn ? seen : signedIn).toISOString(),
          current: row.id === request.user.sessionId,
        };
      })
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenOn.localeCompare(a.lastSeenOn));
    return { sessions };
  });

  r.post('/api/account/sessions/:id/sign-out', { config: { account: false }, schema: { params: sessionParamsSchema } }, async (request) => {
    const ended = await db.deleteFrom('auth_session').where('id', '=', request.params.id).where('userId', '=', request.user.userId).executeTakeFirst();
    if (Number(ended.numDeletedRows) === 0) throw notFound(ownerText('refusal.account.thatDeviceIsAlready'));
    await db.deleteFrom('session_seen').where('session_id', '=', request.params.id).execute();
    revocation.forget();
    return { signedOut: 1 };
  });

  r.post('/api/account/sessions/sign-out-others', { config: { account: false } }, async (request) => {
    const ended = await db.deleteFrom('auth_session').where('userId', '=', request.user.userId).where('id', '!=', request.user.sessionId ?? '').executeTakeFirst();
    revocation.forget();
    return { signedOut: Number(ended.numDeletedRows) };
  });

  r.get('/api/account/second-factors', { config: { account: false }, schema: { response: { 200: secondFactorsSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return secondFactorsOf(db, request.user.userId);
  });
}
