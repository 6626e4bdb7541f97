/**
 * The reference bench/api.ts compares GET /api/website with: a bare Fastify route answering the same
 * JSON from memory (no database, no guard, no plugins). Port from PORT, the JSON from the file BODY_FILE.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BODY_FILE as string, 'utf8');
const app = Fastify({ logger: false });
app.get('/api/website', async (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
