import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from '../../shared/text-safety';
import { badRequest } from '../errors';

/**
 * The text-safety rule (src/shared/text-safety.ts) for every route of the app: a request whose path
 * parameters, query or parsed JSON body carry a NUL or half a surrogate pair is answered 400 before
 * validation or any handler runs. The input schemas say the same per field; this is the net under
 * routes whose schema takes text without the rule. better-auth's raw bodies are checked by
 * auth/auth-input-guard.ts.
 */
async function textSafety(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const body = Buffer.isBuffer(request.body) ? undefined : request.body;
    for (const part of [request.params, request.query, body]) {
      if (part !== undefined && part !== null && hasUnsafeText(part)) throw badRequest(UNSAFE_TEXT_MESSAGE);
    }
  });
}

export default fp(textSafety, { name: 'text-safety' });
