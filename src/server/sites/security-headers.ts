import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer of the site host carries: no sniffing, no referrer beyond the origin, and,
 * unless the answer sets its own (a published page), a policy that allows nothing and no framing.
 */
export function addSecurityHeaders(host: FastifyInstance) {
  // Callback style: this runs on every response, and a promise per response costs throughput.
  host.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    if (!reply.hasHeader('x-frame-options') && !String(reply.getHeader('content-type') ?? '').startsWith('image/')) reply.header('x-frame-options', 'DENY');
    done(null, payload);
  });
}
