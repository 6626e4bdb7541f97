import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { Storage } from '../storage/storage';

/** Whether this replica is stopping (server.ts sets it on SIGTERM, before it stops listening). */
export class Lifecycle {
  draining = false;
}

/** Longest /ready waits for an answer from the database or the storage (ms): it always answers within a second. */
const CHECK_WAIT_MS = 800;

/** `check` answered within `ms`, or false. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([check().catch(() => false), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /health (the process answers), /ready (it reaches its database and its storage) and /ready/balancer
 * (what a load balancer should take a replica out for), decision 0032:
 * - /ready answers 503 naming the database or the storage that is unreachable, and while the replica is
 *   stopping: for orchestrators and deploy scripts waiting for a replica to be wholly ready;
 * - /ready/balancer answers 503 only for what is this replica's own trouble: it is stopping, or it cannot
 *   reach the database (others may). An unreachable bucket is everyone's: taking every replica out would
 *   take the app offline while pages and the editor still work, so it only shows in the answer.
 * Each answers within a second, whatever the database or the storage does.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { db, storage, lifecycle = new Lifecycle() }: { db: Pick<Database, 'ping'>; storage: Pick<Storage, 'ping'>; lifecycle?: Lifecycle },
) {
  const answer = async () => {
    const [database, store] = await Promise.all([within(CHECK_WAIT_MS, () => db.ping()), within(CHECK_WAIT_MS, () => storage.ping())]);
    return { database, store, draining: lifecycle.draining };
  };
  const body = (ok: boolean, { database, store, draining }: Awaited<ReturnType<typeof answer>>) => ({
    status: draining ? 'stopping' : ok ? 'ready' : 'not ready',
    database: database ? 'ok' : 'unreachable',
    storage: store ? 'ok' : 'unreachable',
  });
  app.get('/health', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/ready', { logLevel: 'warn' }, async (_req, reply) => {
    const state = await answer();
    const ok = state.database && state.store && !state.draining;
    return reply.header('cache-control', 'no-store').status(ok ? 200 : 503).send(body(ok, state));
  });
  app.get('/ready/balancer', { logLevel: 'warn' }, async (_req, reply) => {
    const state = await answer();
    const ok = state.database && !state.draining;
    return reply.header('cache-control', 'no-store').status(ok ? 200 : 503).send(body(ok, state));
  });
}
