import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundAnswer } from '../errors';
import { CLIENT_DIST } from '../paths';

/**
 * The built single-page app: hashed assets cached for a year, every other page path gets
 * index.html, each sent in the compressed form the build made. Anything else not found (API, /dev, assets, files) gets a JSON 404.
 */
async function clientApp(app: FastifyInstance) {
  const hasClient = existsSync(path.join(CLIENT_DIST, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIST,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz copies of every text file (scripts/compress-client.mjs): they
      // are sent as they are, so no request waits for its file to be compressed.
      preCompressed: true,
      // Ours below, per file: @fastify/send's own ('public, max-age=0') would replace it.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !/^\/(api|dev|assets)(\/|$)/.test(pathname) && !path.extname(pathname);
    if (!isPage) return notFoundAnswer(request, reply);
    if (!hasClient) {
      return reply.status(503).type('text/plain').send('The web client is not built yet: run `npm run build`.');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}

export default fp(clientApp, { name: 'client-app' });
