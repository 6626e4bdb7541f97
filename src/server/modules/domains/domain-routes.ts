import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isProfessional } from '../../../shared/account';
import { DOMAIN_PROFESSIONAL_MESSAGE, SLUG_PROFESSIONAL_MESSAGE } from '../../../shared/domains';
import { forbidden } from '../../errors';
import type { AddressService } from './address-service';
import { accountSchema } from '../../../shared/account-schema';
import { domainBodySchema, domainInfoSchema, slugBodySchema, verifyResultSchema } from '../../../shared/domains-schema';

/**
 * POST /api/website/slug/, GET|POST|DELETE /api/domains/ and POST /api/domains/verify/ for the
 * signed-in owner's own account (behind the API guard). Choosing a slug or a domain is Professional
 * only (spec §6, DESIGN §4): the plan is checked before the body, so a Starter account gets 403
 * whatever it sends. Removing a domain is allowed on any plan (it only gives the name up; decision 0007).
 */
export async function domainRoutes(app: FastifyInstance, { addresses }: { addresses: AddressService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const professionalOnly = (message: string) => async (request: FastifyRequest) => {
    if (!isProfessional(request.account)) throw forbidden(message);
  };

  r.post(
    '/api/website/slug/',
    { schema: { body: slugBodySchema, response: { 200: accountSchema } }, preValidation: professionalOnly(SLUG_PROFESSIONAL_MESSAGE) },
    async (request) => addresses.changeSlug(request.account.accountId, request.body.input.slug),
  );

  r.get('/api/domains/', { schema: { response: { 200: domainInfoSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // Read-only while an operator views the account as its owner (issue 27): the token is not made then.
    return await addresses.domainInfo(request.account, { readOnly: request.user.viewedBy !== undefined });
  });

  r.post(
    '/api/domains/',
    { schema: { body: domainBodySchema, response: { 200: accountSchema } }, preValidation: professionalOnly(DOMAIN_PROFESSIONAL_MESSAGE) },
    async (request) => addresses.setDomain(request.account, request.body.input.domainName),
  );

  r.delete('/api/domains/', { schema: { response: { 200: accountSchema } } }, async (request) => addresses.removeDomain(request.account));

  r.post('/api/domains/verify/', { schema: { response: { 200: verifyResultSchema } }, preValidation: professionalOnly(DOMAIN_PROFESSIONAL_MESSAGE) }, async (request) =>
    addresses.verifyDomain(request.account),
  );
}
