import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isProfessional } from '../../../shared/account';
import { DOMAIN_PROFESSIONAL_MESSAGE, domainNameProblem, normaliseDomainName, SLUG_PROFESSIONAL_MESSAGE } from '../../../shared/domains';
import { forbidden, notFound } from '../../errors';
import type { AccountRepository } from '../account/account-repository';
import type { AddressService } from './address-service';
import { allowedQuerySchema, domainBodySchema, domainInfoSchema, slugBodySchema } from './domain-schema';

export interface DomainRoutesOptions {
  addresses: AddressService;
  accounts: AccountRepository;
  /** Requests per minute per client IP to GET /api/domains/allowed (Caddy asks once per new host name). */
  allowedRateLimit?: number;
}

/**
 * POST /api/website/slug/, GET|POST|DELETE /api/domains/, POST /api/domains/verify/ for the signed-in
 * owner's own account, and GET /api/domains/allowed for Caddy's on-demand TLS (no sign-in).
 * Choosing a slug or a domain is Professional only (spec §6, DESIGN §4): the plan is checked before
 * the body, so a Starter account gets 403 whatever it sends. Removing a domain is allowed on any plan
 * (it only gives the name up; decision 0007).
 */
export async function domainRoutes(app: FastifyInstance, { addresses, accounts, allowedRateLimit = 300 }: DomainRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await app.register(rateLimit, { global: false });

  const professionalOnly = (message: string) => async (request: FastifyRequest) => {
    const user = await app.requireUser(request);
    const account = await accounts.ensure(user.userId, user.email, undefined);
    if (!isProfessional(account)) throw forbidden(message);
  };

  r.post(
    '/api/website/slug/',
    { schema: { body: slugBodySchema }, preValidation: professionalOnly(SLUG_PROFESSIONAL_MESSAGE) },
    async (request) => addresses.changeSlug(await app.requireUser(request), request.body.input.slug),
  );

  r.get('/api/domains/', { schema: { response: { 200: domainInfoSchema } } }, async (request, reply) => {
    const user = await app.requireUser(request);
    reply.header('cache-control', 'no-store');
    return addresses.domainInfo(await accounts.ensure(user.userId, user.email, undefined));
  });

  r.post(
    '/api/domains/',
    { schema: { body: domainBodySchema }, preValidation: professionalOnly(DOMAIN_PROFESSIONAL_MESSAGE) },
    async (request) => addresses.setDomain(await app.requireUser(request), request.body.input.domainName),
  );

  r.delete('/api/domains/', async (request) => addresses.removeDomain(await app.requireUser(request)));

  r.post('/api/domains/verify/', { preValidation: professionalOnly(DOMAIN_PROFESSIONAL_MESSAGE) }, async (request) =>
    addresses.verifyDomain(await app.requireUser(request)),
  );

  // Caddy: `on_demand_tls { ask http://app:3000/api/domains/allowed }` → 200 issue a certificate, else refuse.
  r.get(
    '/api/domains/allowed',
    {
      schema: { querystring: allowedQuerySchema },
      config: { rateLimit: { max: allowedRateLimit, timeWindow: '1 minute' } },
      logLevel: 'warn',
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const domain = normaliseDomainName(request.query.domain);
      if (domainNameProblem(domain) !== null || !(await addresses.isAllowed(domain))) throw notFound('No website uses this domain.');
      return { allowed: true };
    },
  );
}
