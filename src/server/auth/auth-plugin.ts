import { ownerText } from '../../shared/i18n/owner-text';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import fp from 'fastify-plugin';
import { type Auth, CLIENT_IP_HEADER, verificationPayload } from './auth';
import { authInputProblem } from './auth-input-guard';
import { rewriteAuthError } from './auth-messages';
import { confirmContestedSignUp, isContestedConfirmation, isStaleConfirmation, replacePendingPassword } from './pending-sign-up';
import type { TokenRevocation } from './token-revocation';
import type { AccountNotices } from './account-notices';
import type { Config } from '../config';
import { VIEW_AS_READ_ONLY_MESSAGE } from '../../shared/admin';
import type { DbLimiter } from '../limits/db-limiter';

/** Endpoints that send an e-mail to the address in their body: limited per recipient. */
const SENDS_MAIL = new Set(['/sign-in/magic-link', '/request-password-reset', '/send-verification-email', '/sign-up/email']);

/** Our own endpoints under /api/auth (not better-auth's): the hostile-input test covers them with better-auth's. */
export const OWN_AUTH_ENDPOINTS = [
  { path: '/confirm-sign-up', options: { method: 'POST' } },
  { path: '/undo-email-change', options: { method: 'GET' } },
] as const;

/** A Google-only account changes its address only within this long of signing in with Google (issue 21). */
const FRESH_SIGN_IN_MS = 10 * 60_000;

/** Endpoints that end sessions: this replica forgets what it remembered about tokens after them. */
const ENDS_SESSIONS = new Set(['/sign-out', '/revoke-session', '/revoke-sessions', '/revoke-other-sessions', '/change-password', '/reset-password', '/delete-user', '/admin/stop-impersonating']);
/** Endpoints that end every access token of the user ("sign out everywhere", a new password). */
const BUMPS_EPOCH = new Set(['/revoke-sessions', '/change-password']);

/**
 * better-auth's admin plugin endpoints (operator-role.ts) are not reachable over HTTP: operators act through
 * /api/admin, where every action is checked and audited (issue 27). Only leaving "View as owner" is.
 */
const STOP_VIEWING = '/admin/stop-impersonating';
/** What a "View as owner" session may still post: leaving it, or signing out. Everything else is a change. */
const VIEW_AS_ALLOWED = new Set([STOP_VIEWING, '/sign-out']);

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

export interface AuthPluginOptions {
  auth: Auth;
  issuer: string;
  revocation: TokenRevocation;
  /** Per-account sign-in failures and per-recipient e-mails, kept in the database (issue 9). */
  limiter: DbLimiter;
  limits: Config['accountLimits'];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- better-auth owns its tables' types
  db: Kysely<any>;
  /** What owners are told of changes to their account (issue 21). */
  notices: AccountNotices;
  /** The account's e-mail address changed or was put back: the billing provider's copy follows. */
  onEmailChanged?: (userId: string, email: string) => Promise<void>;
  /** Told when an operator leaves "View as owner" (the audit log records it). */
  onViewAsEnded?: (view: { operatorId: string; accountId: string }) => Promise<void>;
}

/** Said when the caller's session could not be looked up (the database): nothing was changed. */
export const SESSION_CHECK_FAILED = 'We could not check your sign-in just now, so nothing was changed. Please try again in a moment.';

/** A session lookup that failed: the request is refused rather than run without the checks that need the session. */
class SessionCheckFailed extends Error {}

/** better-auth's own routes (sign-in, sign-up, tokens …) under /api/auth/*; the product API's guard is api-guard.ts. */
async function authPlugin(app: FastifyInstance, { auth, issuer, revocation, db, limiter, limits, notices, onEmailChanged, onViewAsEnded }: AuthPluginOptions) {
  app.decorate('auth', auth);

  /** The caller's session, or null without one; a lookup that fails is logged and throws SessionCheckFailed (fail closed). */
  const sessionOf = async (headers: Headers, log: FastifyBaseLogger, query?: { disableRefresh: boolean }) => {
    try {
      return await auth.api.getSession({ headers, ...(query ? { query } : {}) });
    } catch (error) {
      log.error({ err: error }, 'session lookup failed: request refused');
      throw new SessionCheckFailed();
    }
  };

  /** The operator and account of a "View as owner" session (the admin plugin's impersonatedBy); undefined for any other. */
  const viewAsSession = async (headers: Headers, log: FastifyBaseLogger): Promise<{ operatorId: string; accountId: string } | undefined> => {
    const found = await sessionOf(headers, log, { disableRefresh: true });
    const operatorId = (found?.session as { impersonatedBy?: string | null } | undefined)?.impersonatedBy;
    return found && operatorId ? { operatorId, accountId: found.user.id } : undefined;
  };

  /** Whether an account other than the one at `exceptEmail` uses `email`. */
  const emailTaken = async (email: string, exceptEmail: string) => {
    const address = email.trim().toLowerCase();
    if (address === exceptEmail.trim().toLowerCase()) return false;
    return !!(await db.selectFrom('auth_user').select('id').where('email', '=', address).executeTakeFirst());
  };

  /**
   * /change-password: a new password that is the current one is no change. /change-email: the address
   * must be new to the caller and unused by anyone else. better-auth answers 200 for an address another
   * account uses (it sends nothing) so as not to tell who has an account; an owner changing their address
   * needs to know why no link comes (decision 0019), and the per-account limit bounds how many addresses
   * one account can try.
   */
  const accountChangeProblem = async (endpoint: string, input: unknown, headers: Headers, log: FastifyBaseLogger): Promise<{ status: number; message: string } | undefined> => {
    const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
    if (endpoint === '/change-password') {
      if (typeof fields.newPassword === 'string' && fields.newPassword !== '' && fields.newPassword === fields.currentPassword) {
        return { status: 400, message: 'Your new password is the same as your current one. Choose a different one.' };
      }
      return undefined;
    }
    const session = await sessionOf(headers, log);
    if (!session || typeof fields.newEmail !== 'string') return undefined; // better-auth answers these
    const newEmail = fields.newEmail.trim().toLowerCase();
    if (newEmail === session.user.email.toLowerCase()) return { status: 400, message: 'That is already your e-mail address.' };
    const tries = await limiter.take('change-email', session.user.id, limits.changeEmail);
    if (!tries.allowed) return { status: 429, message: `You have asked for several address changes. Please try again in ${minutes(tries.retryAfterSeconds)}.` };
    // Issue 21: a stolen session alone must not take the account over. With a password, it is asked
    // for; a Google-only account must have signed in with Google in the last few minutes.
    const hasPassword = !!(await db.selectFrom('auth_account').select('id').where('userId', '=', session.user.id).where('providerId', '=', 'credential').executeTakeFirst());
    if (hasPassword) {
      if (typeof fields.password !== 'string' || fields.password === '') return { status: 400, message: 'Enter your current password to change your e-mail address.' };
      const verified = await auth.api.verifyPassword({ body: { password: fields.password }, headers }).catch(() => null);
      if (!verified?.status) return { status: 400, message: 'That is not your current password.' };
    } else if (Date.now() - new Date(session.session.createdAt).getTime() > FRESH_SIGN_IN_MS) {
      return { status: 403, message: 'For your safety, sign in with Google again, then change your e-mail address within 10 minutes.' };
    }
    if (await emailTaken(newEmail, session.user.email)) {
      return { status: 400, message: 'Another Website Works account already uses that e-mail address. Choose a different one.' };
    }
    const sent = await limiter.take('mail-recipient', newEmail, limits.mailPerRecipient);
    if (!sent.allowed) return { status: 429, message: `We have already sent several e-mails to that address. Please check its inbox (and the spam folder), or try again in ${minutes(sent.retryAfterSeconds)}.` };
    return undefined;
  };

  // better-auth speaks Fetch Request/Response: hand it the raw body and relay its answer as is.
  await app.register(async (scope) => {
    scope.setErrorHandler((error, _request, reply) => {
      if (!(error instanceof SessionCheckFailed)) throw error; // the app's error handler
      return reply.status(503).header('cache-control', 'no-store').send({ errorMessage: SESSION_CHECK_FAILED, message: SESSION_CHECK_FAILED });
    });
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    scope.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      handler: async (request, reply) => {
        const headers = new Headers();
        for (const [key, value] of Object.entries(request.headers)) {
          if (value === undefined || key === CLIENT_IP_HEADER) continue;
          headers.set(key, Array.isArray(value) ? value.join(', ') : value);
        }
        headers.set(CLIENT_IP_HEADER, request.ip);
        let body = request.body as Buffer | undefined;
        const problem = authInputProblem(request.url, body, request.headers['content-type'], request.query);
        if (problem) return reply.status(400).header('cache-control', 'no-store').send({ errorMessage: problem, message: problem });
        const endpoint = new URL(request.url, issuer).pathname.slice('/api/auth'.length);
        if (endpoint.startsWith('/admin/') && endpoint !== STOP_VIEWING) {
          return reply.status(404).send({ errorMessage: ownerText('errors.notFound', { method: request.method, path: request.url.split('?')[0] ?? '' }) });
        }
        // A "View as owner" session (issue 27) changes nothing: not the password, the address, the name, sessions …
        const viewing = request.method === 'POST' && /session_token=/.test(request.headers.cookie ?? '') ? await viewAsSession(headers, request.log) : undefined;
        if (viewing && !VIEW_AS_ALLOWED.has(endpoint)) {
          return reply.status(403).header('cache-control', 'no-store').send({ errorMessage: VIEW_AS_READ_ONLY_MESSAGE, message: VIEW_AS_READ_ONLY_MESSAGE });
        }
        // A new password signs out every other device, whatever the caller asked.
        if (endpoint === '/change-password' && body?.length) {
          body = withRevokeOtherSessions(body);
          headers.delete('content-length');
        }
        // Limits per account and per recipient, whatever address the requests come from.
        const address = request.method === 'POST' ? emailIn(parseJson(body)) : undefined;
        const refuse = (seconds: number, message: string) =>
          reply.status(429).header('retry-after', String(seconds)).header('cache-control', 'no-store').send({ errorMessage: message, message });
        if (address && endpoint === '/sign-in/email') {
          const state = await limiter.peek('sign-in-failures', address, limits.signInFailures);
          const day = await limiter.peek('sign-in-failures-day', address, { max: limits.signInFailures.max * 3, windowSeconds: 86_400 });
          if (!state.allowed || !day.allowed) {
            // At the limit exactly, the wait is until one failure slides out of the window.
            const waitOf = (r: { allowed: boolean; retryAfterSeconds: number }, windowSeconds: number, max: number) =>
              r.allowed ? 0 : Math.max(r.retryAfterSeconds, Math.ceil(windowSeconds / max));
            const wait = Math.max(
              waitOf(state, limits.signInFailures.windowSeconds, limits.signInFailures.max),
              waitOf(day, 86_400, limits.signInFailures.max * 3),
            );
            return refuse(wait, `Too many wrong passwords for this account. Please wait ${minutes(wait)} and try again, or reset your password.`);
          }
        }
        if (address && SENDS_MAIL.has(endpoint)) {
          const sent = await limiter.take('mail-recipient', address, limits.mailPerRecipient);
          if (!sent.allowed) {
            return refuse(sent.retryAfterSeconds, `We have already sent several e-mails to this address. Please check the inbox (and the spam folder), or try again in ${minutes(sent.retryAfterSeconds)}.`);
          }
        }
        // Change of password and of address (/account): refusals better-auth would not make, in our words.
        if (request.method === 'POST' && (endpoint === '/change-password' || endpoint === '/change-email')) {
          const problem = await accountChangeProblem(endpoint, parseJson(body), headers, request.log);
          if (problem) return reply.status(problem.status).header('cache-control', 'no-store').send({ errorMessage: problem.message, message: problem.message });
        }
        // A change of address confirmed after another account took the address: refused with a sentence, not a 500.
        if (endpoint === '/verify-email') {
          const payload = verificationPayload((request.query as { token?: string }).token);
          if (typeof payload?.updateTo === 'string' && (await emailTaken(payload.updateTo, typeof payload.email === 'string' ? payload.email : ''))) {
            return reply.status(302).header('cache-control', 'no-store').header('location', '/account?error=EMAIL_TAKEN').send();
          }
        }
        // Pre-hijack (pending-sign-up.ts): a sign-up replaces a pending password; older links no longer confirm.
        if (endpoint === '/verify-email' && (await isStaleConfirmation(db, (request.query as { token?: string }).token))) {
          return reply.status(302).header('cache-control', 'no-store').header('location', '/login?error=INVALID_TOKEN').send();
        }
        // … and the newest link of a contested sign-up asks the person confirming to choose the password.
        if (endpoint === '/verify-email' && request.method === 'GET') {
          const token = (request.query as { token?: string }).token;
          if (await isContestedConfirmation(db, token)) {
            const location = `/login?${new URLSearchParams({ view: 'choose_password', token: token ?? '' }).toString()}`;
            return reply.status(302).header('cache-control', 'no-store').header('location', location).send();
          }
        }
        // The undo link the old address got when the address changed (issue 21): the old address comes
        // back, and every session and token of the account ends (whoever changed it may be signed in).
        if (endpoint === '/undo-email-change' && request.method === 'GET') {
          const token = (request.query as { token?: unknown }).token;
          const outcome = typeof token === 'string' && token !== '' ? await notices.undo(token) : ({ ok: false, reason: 'invalid' } as const);
          let location = `/login?error=${outcome.ok ? '' : outcome.reason === 'taken' ? 'UNDO_TAKEN' : 'UNDO_INVALID_TOKEN'}`;
          if (outcome.ok) {
            await db.deleteFrom('auth_session').where('userId', '=', outcome.userId).execute();
            await revocation.bump(outcome.userId);
            revocation.forget();
            await onEmailChanged?.(outcome.userId, outcome.email).catch((error: unknown) => request.log.error({ err: error }, 'billing e-mail not updated'));
            location = `/login?${new URLSearchParams({ notice: 'email_restored', email: outcome.email }).toString()}`;
          }
          return reply.status(302).header('cache-control', 'no-store').header('location', location).send();
        }
        if (endpoint === '/confirm-sign-up' && request.method === 'POST') {
          if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) {
            return reply.status(400).header('cache-control', 'no-store').send({ errorMessage: ownerText('refusal.auth.pleaseSendJson'), message: 'Please send JSON.' });
          }
          const outcome = await confirmContestedSignUp(auth, db, parseJson(body));
          reply.status(outcome.status).header('cache-control', 'no-store');
          if (outcome.cookies.length > 0) reply.header('set-cookie', outcome.cookies);
          return reply.send(outcome.message ? { errorMessage: outcome.message, message: outcome.message } : { status: true });
        }
        const replaced = endpoint === '/sign-up/email' && request.method === 'POST' && body?.length ? await replacePendingPassword(auth, db, parseJson(body)) : undefined;
        // Whose tokens to end afterwards: without knowing it, the change is not made at all.
        const caller = BUMPS_EPOCH.has(endpoint) && request.method === 'POST' ? (await sessionOf(headers, request.log))?.user : undefined;
        const revoker = caller?.id;
        // A change of address being confirmed: the old one is told once it has changed (below).
        const changing = endpoint === '/verify-email' ? verificationPayload((request.query as { token?: string }).token) : undefined;
        const response = await auth.handler(
          new Request(new URL(request.url, issuer), {
            method: request.method,
            headers,
            body: request.method === 'GET' || !body?.length ? undefined : new Uint8Array(body),
          }),
        );
        if (address && endpoint === '/sign-in/email') {
          if (response.status === 401) {
            await limiter.take('sign-in-failures', address, limits.signInFailures);
            await limiter.take('sign-in-failures-day', address, { max: limits.signInFailures.max * 3, windowSeconds: 86_400 });
          } else if (response.ok) {
            await limiter.reset('sign-in-failures', address);
          }
        }
        if (replaced && response.ok) {
          const callbackURL = (parseJson(body) as { callbackURL?: unknown }).callbackURL;
          await auth.api.sendVerificationEmail({ body: { email: replaced, callbackURL: typeof callbackURL === 'string' ? callbackURL : '/' } });
        }
        if (response.ok && viewing && endpoint === STOP_VIEWING) await onViewAsEnded?.(viewing);
        if (response.ok && ENDS_SESSIONS.has(endpoint)) {
          if (revoker) await revocation.bump(revoker);
          revocation.forget();
        }
        if (response.ok && endpoint === '/change-password' && caller) await notices.passwordChanged(caller.email, 'changed');
        if (typeof changing?.updateTo === 'string' && typeof changing.email === 'string') {
          const changed = await db.selectFrom('auth_user').select('id').where('email', '=', changing.updateTo.toLowerCase()).executeTakeFirst();
          const already = changed && (await db.selectFrom('email_change_undo').select('token_hash').where('user_id', '=', changed.id).where('new_email', '=', changing.updateTo.toLowerCase()).where('old_email', '=', changing.email).where('used_on', 'is', null).executeTakeFirst());
          if (changed && !already && changing.email.toLowerCase() !== changing.updateTo.toLowerCase()) {
            await notices.emailChanged(changed.id as string, changing.email, changing.updateTo.toLowerCase());
            await onEmailChanged?.(changed.id as string, changing.updateTo.toLowerCase()).catch((error: unknown) => request.log.error({ err: error }, 'billing e-mail not updated'));
          }
        }
        // /account's "last seen" of the session whose token this is.
        if (response.ok && request.method === 'GET' && endpoint === '/token') {
          const sid = verificationPayload(((await response.clone().json().catch(() => ({}))) as { token?: string }).token)?.sid;
          if (typeof sid === 'string') await notices.seen(sid).catch((error: unknown) => request.log.warn({ err: error }, 'last seen not noted'));
        }
        // A signed-out browser asks for a token on every page load (lib/session.ts): "no session" is an
        // answer, not an error, so it gets 200 { token: null } rather than a 401 in the console.
        if (response.status === 401 && request.method === 'GET' && request.url.split('?')[0] === '/api/auth/token') {
          return reply.status(200).header('cache-control', 'no-store').send({ token: null });
        }
        reply.status(response.status);
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        reply.header('cache-control', 'no-store');
        if (!response.body) return reply.send(null);
        return reply.send(rewriteAuthError(response.status, response.headers.get('content-type'), Buffer.from(await response.arrayBuffer())));
      },
    });
  });
}

function emailIn(body: unknown): string | undefined {
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase().slice(0, 320) : undefined;
}

function minutes(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return m === 1 ? 'a minute' : `${m} minutes`;
}

function parseJson(body: Buffer | undefined): unknown {
  try {
    return JSON.parse(body?.toString('utf8') ?? '');
  } catch {
    return undefined;
  }
}

function withRevokeOtherSessions(body: Buffer): Buffer {
  try {
    return Buffer.from(JSON.stringify({ ...(JSON.parse(body.toString('utf8')) as object), revokeOtherSessions: true }));
  } catch {
    return body; // not JSON: better-auth refuses it
  }
}

export default fp(authPlugin, { name: 'auth' });
