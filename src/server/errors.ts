import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

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
export const unauthorized = (message = 'You are not signed in. Please sign in again.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** "/input/serviceItems/2/title" → "serviceItems.2.title": the field as the API's callers name it. */
export function fieldName(instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (parts[0] === 'input' && parts.length > 1) parts.shift();
  return parts.join('.');
}

/** One error handler: user-meaningful messages for 4xx, nothing internal for 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first ? fieldName(first.instancePath) : '';
      const where = field || (error.validationContext === 'querystring' ? 'query' : 'request body');
      return reply.status(400).send({ errorMessage: `${where}: ${first?.message ?? 'Invalid value'}` });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ errorMessage: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? 'The request is too large.'
          : status === 429
            ? 'Too many requests. Please wait a moment and try again.'
            : status === 415
              ? 'Unsupported content type: send JSON.'
              : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? 'The request body is not valid JSON.'
                : error.message;
      return reply.status(status).send({ errorMessage: message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ errorMessage: 'Something went wrong on our side. Please try again in a moment.' });
  });

}
