import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { Storage } from '../storage/storage';

/**
 * /health (the process answers) and /ready (it reaches its database and its storage), for load
 * balancers and orchestrators: a replica that cannot reach either answers 503 and says which.
 */
export async function healthRoutes(app: FastifyInstance, { db, storage }: { db: Pick<Database, 'ping'>; storage: Pick<Storage, 'ping'> }) {
  app.get('/health', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/ready', { logLevel: 'warn' }, async (_req, reply) => {
    const [database, store] = await Promise.all([db.ping(), storage.ping()]);
    const ok = database && store;
    reply.header('cache-control', 'no-store');
    return reply.status(ok ? 200 : 503).send({
      status: ok ? 'ready' : 'not ready',
      database: database ? 'ok' : 'unreachable',
      storage: store ? 'ok' : 'unreachable',
    });
  });
}
