import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';

/** The header a request's id arrives in (from a proxy or a client) and is answered with. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** What an incoming id may be: short, printable, no spaces or quotes (a log line stays one line). */
const SAFE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** The incoming X-Request-Id when it is safe to log and echo; otherwise undefined (a new id is made). */
export function acceptedRequestId(value: string | string[] | undefined): string | undefined {
  const id = Array.isArray(value) ? value[0] : value;
  return id !== undefined && SAFE_ID.test(id) ? id : undefined;
}

/**
 * Fastify's options for request ids (decision 0032): the X-Request-Id a proxy or client sent, when it
 * is safe, else a random UUID (unique across replicas, unlike Fastify's per-process counter). Every
 * log line of a request carries it as `reqId`.
 */
export function requestIdOptions(): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  return {
    requestIdHeader: false,
    genReqId: (request: RawRequestDefaultExpression) => acceptedRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID(),
  };
}

/** Every answer carries the request's id, so a person reporting a problem can quote it. */
export function answerWithRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

/**
 * The site host's access log: every answer would cost more to log than to serve, so a share of them
 * (`sample`, SITE_ACCESS_LOG_SAMPLE) is written, and every server error and every answer slower than a
 * second always is.
 */
export function sampledAccessLog(app: FastifyInstance, sample: number, random: () => number = Math.random): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    const always = reply.statusCode >= 500 || ms > 1000;
    if (!always && !(sample > 0 && random() < sample)) return;
    request.log[reply.statusCode >= 500 ? 'error' : 'info'](
      { method: request.method, host: request.host, url: request.url, statusCode: reply.statusCode, responseTime: Math.round(ms * 10) / 10, sampled: !always },
      'site request',
    );
  });
}

/**
 * Warns once when requests arrive with X-Forwarded-* while TRUST_PROXY is off: a proxy is in front and
 * not trusted, so every visitor looks like the proxy (one shared limit) and https looks like http.
 */
export function warnOfUntrustedProxy(app: FastifyInstance, trustProxy: boolean | number | string[], log: FastifyBaseLogger): void {
  if (trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned) return;
    if (request.headers['x-forwarded-for'] === undefined && request.headers['x-forwarded-proto'] === undefined) return;
    warned = true;
    log.warn(
      { peer: request.socket.remoteAddress },
      'requests arrive with X-Forwarded-For/-Proto but TRUST_PROXY is off: every visitor counts as the proxy (one shared limit) and https as http. Set TRUST_PROXY=1 behind one proxy such as Caddy (docs/deploy.md)',
    );
  });
}
