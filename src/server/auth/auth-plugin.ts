import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { JSONWebKeySet } from 'jose';
import { unauthorized } from '../errors';
import { AccessTokenVerifier, type AccessClaims } from './access-token';
import { type Auth, CLIENT_IP_HEADER } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The signed-in caller, from the Bearer access token; throws 401 otherwise. */
    requireUser(request: FastifyRequest): Promise<AccessClaims>;
  }
}

export interface AuthPluginOptions {
  auth: Auth;
  issuer: string;
}

async function authPlugin(app: FastifyInstance, { auth, issuer }: AuthPluginOptions) {
  const verifier = new AccessTokenVerifier(() => auth.api.getJwks() as Promise<JSONWebKeySet>, issuer);
  app.decorate('auth', auth);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized();
    const claims = await verifier.verify(match[1]);
    if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
    return claims;
  });

  // better-auth speaks Fetch Request/Response: hand it the raw body and relay its answer as is.
  await app.register(async (scope) => {
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
        const body = request.body as Buffer | undefined;
        const response = await auth.handler(
          new Request(new URL(request.url, issuer), {
            method: request.method,
            headers,
            body: request.method === 'GET' || !body?.length ? undefined : new Uint8Array(body),
          }),
        );
        reply.status(response.status);
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie') reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        reply.header('cache-control', 'no-store');
        return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
      },
    });
  });
}

export default fp(authPlugin, { name: 'auth' });
