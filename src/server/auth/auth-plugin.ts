import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Auth, CLIENT_IP_HEADER } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

export interface AuthPluginOptions {
  auth: Auth;
  issuer: string;
}

/** better-auth's own routes (sign-in, sign-up, tokens …) under /api/auth/*; the product API's guard is api-guard.ts. */
async function authPlugin(app: FastifyInstance, { auth, issuer }: AuthPluginOptions) {
  app.decorate('auth', auth);

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
