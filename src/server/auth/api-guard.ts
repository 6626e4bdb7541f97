import { ownerText } from '../../shared/i18n/owner-text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { JSONWebKeySet } from 'jose';
import type { Account } from '../../shared/account-schema';
import { VIEW_AS_NO_DOWNLOAD_MESSAGE, VIEW_AS_READ_ONLY_MESSAGE } from '../../shared/admin';
import { forbidden, HttpError, unauthorized } from '../errors';
import type { AccountRepository } from '../modules/account/account-repository';
import { type AccessClaims, AccessTokenVerifier } from './access-token';
import type { Auth } from './auth';
import type { TokenRevocation } from './token-revocation';
import type { Config } from '../config';
import type { DbLimiter } from '../limits/db-limiter';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller. Set by the API guard: only routes registered behind it may read it. */
    user: AccessClaims;
    /**
     * The caller's account as it was when the request arrived (created on first use). Set by the API
     * guard, except on routes whose config says `account: false` (they read what they need in their own query).
     */
    account: Account;
  }
  interface FastifyContextConfig {
    /** false: the route does not read request.account, so the guard does not load it (one query per read). */
    account?: false;
    /** false: a read refused while an operator views the account as its owner (a download of the owner's data). */
    viewAs?: false;
  }
}

export interface ApiGuardOptions {
  auth: Auth;
  /** The tokens' issuer and audience: the app's address. */
  issuer: string;
  accounts: AccountRepository;
  /** API_KEY: when set, calls must also send it in x-api-key (spec §7). */
  apiKey: string | undefined;
  /** Refuses tokens of ended sessions and older epochs at once (issue 9). */
  revocation: TokenRevocation;
  /** Writes per account (issue 9): a burst limit a person never reaches, an hourly one for scripts. */
  limiter: DbLimiter;
  limits: Pick<Config['accountLimits'], 'apiWriteBurst' | 'apiWriteHourly'>;
}

/**
 * The one place that decides who is calling the product API. Registered in the authenticated scope,
 * it checks every request before anything else of the route runs: the API key where one is
 * configured (it names the client app, it is not a secret: 403 without it), then the Bearer access
 * token (401 without a valid one, or with one of an ended session: token-revocation.ts). It makes sure
 * the caller's account exists (once per caller and process) and puts both on the request. Routes behind
 * it never check the caller themselves.
 */
async function apiGuard(app: FastifyInstance, { auth, issuer, accounts, apiKey, revocation, limiter, limits }: ApiGuardOptions) {
  const verifier = new AccessTokenVerifier(() => auth.api.getJwks() as Promise<JSONWebKeySet>, issuer);

  const callerOf = async (request: FastifyRequest): Promise<AccessClaims> => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized();
    const claims = await verifier.verify(match[1]);
    if (!claims) throw unauthorized(ownerText('refusal.auth.yourSessionHasExpired'));
    if (await revocation.isRevoked({ userId: claims.userId, sessionId: claims.sessionId, epoch: claims.epoch ?? 0 })) {
      throw unauthorized(ownerText('refusal.auth.youWereSignedOut'));
    }
    return claims;
  };

  // Callers whose account this process already made sure of (user id → e-mail), so a read that does
  // not need the account row costs no query for it (decision 0018). Bounded: the oldest are forgotten.
  const ensured = new Map<string, string>();
  const ensure = async (user: AccessClaims): Promise<Account> => {
    const account = await accounts.ensureSignedUp(user.userId, user.email);
    if (!account) throw unauthorized(ownerText('refusal.auth.thisAccountNoLonger'));
    ensured.delete(user.userId);
    if (ensured.size >= 10_000) ensured.delete(ensured.keys().next().value as string);
    ensured.set(user.userId, user.email);
    return account;
  };

  app.decorateRequest('user', null as unknown as AccessClaims);
  app.decorateRequest('account', null as unknown as Account);
  app.addHook('onRequest', async (request, reply) => {
    if (apiKey !== undefined && request.headers['x-api-key'] !== apiKey) throw forbidden(ownerText('refusal.auth.missingOrWrongApi'));
    request.user = await callerOf(request);
    // "View as owner" (issue 27): an operator sees the owner's app, and nothing can be changed through it.
    if (request.user.viewedBy !== undefined) {
      if (request.method !== 'GET' && request.method !== 'HEAD') throw forbidden(VIEW_AS_READ_ONLY_MESSAGE);
      if (request.routeOptions.config.viewAs === false) throw forbidden(VIEW_AS_NO_DOWNLOAD_MESSAGE);
      // Read as it is: no account made, no address brought in step (both are writes).
      const account = await accounts.find(request.user.userId);
      if (!account) throw unauthorized(ownerText('refusal.auth.thisAccountNoLonger'));
      request.account = account;
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const burst = await limiter.take('api-writes', request.user.userId, limits.apiWriteBurst);
      const hourly = burst.allowed ? await limiter.take('api-writes-hour', request.user.userId, limits.apiWriteHourly) : burst;
      if (!hourly.allowed) {
        reply.header('retry-after', String(hourly.retryAfterSeconds));
        throw new HttpError(429, ownerText('refusal.auth.savingTooFast', { seconds: String(hourly.retryAfterSeconds) }));
      }
    }
    const { user } = request;
    if (ensured.get(user.userId) !== user.email) request.account = await ensure(user);
    else if (request.routeOptions.config.account !== false) request.account = (await accounts.find(user.userId)) ?? (await ensure(user));
  });
}

export default fp(apiGuard, { name: 'api-guard' });
