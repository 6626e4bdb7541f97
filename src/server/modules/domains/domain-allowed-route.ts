import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { domainNameProblem, normaliseDomainName } from '../../../shared/domains';
import { HttpError, notFound } from '../../errors';
import type { DbLimiter } from '../../limits/db-limiter';
import type { AddressService } from './address-service';
import { allowedQuerySchema, allowedResultSchema } from '../../../shared/domains-schema';

export interface DomainAllowedRouteOptions {
  addresses: AddressService;
  /** Counts requests in the database, so the limit holds across replicas. */
  limiter: DbLimiter;
  /** Requests per minute per client IP (Caddy asks once per new host name). */
  allowedRateLimit?: number;
  /**
   * The product's own host names (the app's, the site host's, media's): always allowed, for a Caddy whose
   * on-demand policy also covers them (its internal CA's names, such as app.localhost, in the tests). A name
   * without a dot (localhost) is never one.
   */
  ownHostnames?: readonly string[];
}

/**
 * GET /api/domains/allowed, for Caddy's on-demand TLS (no sign-in):
 * `on_demand_tls { ask http://app:3000/api/domains/allowed }` → 200 issue a certificate, else refuse.
 */
export async function domainAllowedRoute(app: FastifyInstance, { addresses, limiter, allowedRateLimit = 300, ownHostnames = [] }: DomainAllowedRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = { max: allowedRateLimit, windowSeconds: 60 };

  r.get(
    '/api/domains/allowed',
    {
      schema: { querystring: allowedQuerySchema, response: { 200: allowedResultSchema } },
      logLevel: 'warn',
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const taken = await limiter.take('domain-allowed', request.ip, limit);
      if (!taken.allowed) {
        reply.header('retry-after', String(taken.retryAfterSeconds));
        throw new HttpError(429, ownerText('refusal.domains.tooManyRequestsPlease'));
      }
      const domain = normaliseDomainName(request.query.domain);
      if (domain.includes('.') && ownHostnames.includes(domain)) return { allowed: true as const };
      if (domainNameProblem(domain) !== null || !(await addresses.isAllowed(domain))) throw notFound(ownerText('refusal.domains.noWebsiteUsesThis'));
      return { allowed: true as const };
    },
  );
}
