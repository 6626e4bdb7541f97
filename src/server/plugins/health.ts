import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** /health (the process answers) and /ready (and reaches its database), for load balancers and orchestrators. */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Pick<Database, 'ping'> }) {
  app.get('/health', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/ready', { logLevel: 'warn' }, async (_req, reply) => {
    const ok = await db.ping();
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'database unreachable' });
  });
}
