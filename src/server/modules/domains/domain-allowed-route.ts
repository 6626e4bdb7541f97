import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { domainNameProblem, normaliseDomainName } from '../../../shared/domains';
import { notFound } from '../../errors';
import type { AddressService } from './address-service';
import { allowedQuerySchema, allowedResultSchema } from '../../../shared/domains-schema';

export interface DomainAllowedRouteOptions {
  addresses: AddressService;
  /** Requests per minute per client IP (Caddy asks once per new host name). */
  allowedRateLimit?: number;
}

/**
 * GET /api/domains/allowed, for Caddy's on-demand TLS (no sign-in):
 * `on_demand_tls { ask http://app:3000/api/domains/allowed }` → 200 issue a certificate, else refuse.
 */
export async function domainAllowedRoute(app: FastifyInstance, { addresses, allowedRateLimit = 300 }: DomainAllowedRouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await app.register(rateLimit, { global: false });

  r.get(
    '/api/domains/allowed',
    {
      schema: { querystring: allowedQuerySchema, response: { 200: allowedResultSchema } },
      config: { rateLimit: { max: allowedRateLimit, timeWindow: '1 minute' } },
      logLevel: 'warn',
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const domain = normaliseDomainName(request.query.domain);
      if (domainNameProblem(domain) !== null || !(await addresses.isAllowed(domain))) throw notFound('No website uses this domain.');
      return { allowed: true as const };
    },
  );
}
