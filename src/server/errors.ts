import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CANNOT_LOAD_NOW, CANNOT_SAVE_NOW, CANNOT_STORE_FILES_NOW, GENERIC_ERROR } from '../shared/error-messages';
import { describeDatabaseError, isDatabaseTrouble } from './db/database-errors';
import { isStorageTrouble } from './storage/storage-guard';
import { issueMessage, pathOfPointer } from '../shared/validation-messages';
import { ownerText } from '../shared/i18n/owner-text';

/** An error whose message is safe and meant for the user; thrown by handlers, answered as { errorMessage }. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = ownerText('errors.notSignedIn')) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** One error handler: user-meaningful messages for 4xx, nothing internal for 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first
        ? issueMessage({ ...first.params, code: first.keyword, message: first.message, path: pathOfPointer(first.instancePath) })
        : ownerText('validation.checkAndTryAgain');
      return reply.status(400).send({ errorMessage: message });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ errorMessage: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? ownerText('errors.tooLarge')
          : status === 429
            ? ownerText('errors.tooManyRequests')
            : status === 415
              ? ownerText('errors.unsupportedContentType')
              : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? ownerText('errors.invalidJson')
                : error.message;
      return reply.status(status).send({ errorMessage: message });
    }
    // The database or the storage is away (decision 0032): a sentence and 503, never a 500. A write
    // runs in one transaction, or not at all, so nothing is half-written.
    // The storage first: its errors carry the network error that caused them, which reads like the database's.
    if (isStorageTrouble(error)) {
      request.log.warn({ storage: 'unreachable', reason: error.message }, 'request refused: the storage is not answering');
      return reply.status(503).header('retry-after', '60').header('cache-control', 'no-store').send({ errorMessage: CANNOT_STORE_FILES_NOW });
    }
    if (isDatabaseTrouble(error)) {
      request.log.warn({ database: 'unreachable', reason: describeDatabaseError(error) }, 'request refused: the database is not answering');
      const reading = request.method === 'GET' || request.method === 'HEAD';
      return reply.status(503).header('retry-after', '30').header('cache-control', 'no-store').send({ errorMessage: reading ? CANNOT_LOAD_NOW : CANNOT_SAVE_NOW });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ errorMessage: GENERIC_ERROR });
  });

}

/** The answer to an address the app has nothing at (API, /dev, assets): what an unknown route gets, and what /api/admin gives anyone but an operator. */
export function notFoundAnswer(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ errorMessage: ownerText('errors.notFound', { method: request.method, path: request.url.split('?')[0] ?? '/' }) });
}

/** Fastify's own refusals before routing (an over-long or malformed address) in the same { errorMessage } form. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    ownerText(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'errors.addressTooLong' : 'errors.addressNotValid');
  return reply.status(status).send({ errorMessage: message });
}
