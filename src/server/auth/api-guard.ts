import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { JSONWebKeySet } from 'jose';
import type { Account } from '../../shared/account-schema';
import { forbidden, unauthorized } from '../errors';
import type { AccountRepository } from '../modules/account/account-repository';
import { type AccessClaims, AccessTokenVerifier } from './access-token';
import type { Auth } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller. Set by the API guard: only routes registered behind it may read it. */
    user: AccessClaims;
    /** The caller's account as it was when the request arrived (created on first use). Set by the API guard. */
    account: Account;
  }
}

export interface ApiGuardOptions {
  auth: Auth;
  /** The tokens' issuer and audience: the app's address. */
  issuer: string;
  accounts: AccountRepository;
  /** API_KEY: when set, calls must also send it in x-api-key (spec §7). */
  apiKey: string | undefined;
}

/**
 * The one place that decides who is calling the product API. Registered in the authenticated scope,
 * it checks every request before anything else of the route runs: the API key where one is
 * configured (it names the client app, it is not a secret: 403 without it), then the Bearer access
 * token (401 without a valid one). It makes sure the caller's account exists and puts both on the
 * request. Routes behind it never check the caller themselves.
 */
async function apiGuard(app: FastifyInstance, { auth, issuer, accounts, apiKey }: ApiGuardOptions) {
  const verifier = new AccessTokenVerifier(() => auth.api.getJwks() as Promise<JSONWebKeySet>, issuer);

  const callerOf = async (request: FastifyRequest): Promise<AccessClaims> => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized();
    const claims = await verifier.verify(match[1]);
    if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
    return claims;
  };

  app.decorateRequest('user', null as unknown as AccessClaims);
  app.decorateRequest('account', null as unknown as Account);
  app.addHook('onRequest', async (request) => {
    if (apiKey !== undefined && request.headers['x-api-key'] !== apiKey) throw forbidden('Missing or wrong API key (x-api-key header).');
    request.user = await callerOf(request);
    request.account = await accounts.ensure(request.user.userId, request.user.email);
  });
}

export default fp(apiGuard, { name: 'api-guard' });
