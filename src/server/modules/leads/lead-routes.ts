import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leadListQuerySchema, leadListSchema, leadParamsSchema, leadPatchBodySchema, leadPhotoParamsSchema, leadSchema } from '../../../shared/leads-schema';
import { notFound } from '../../errors';
import type { LeadRepository } from './lead-repository';
import { leadsCsv } from './leads-csv';

const NO_SUCH_LEAD = 'This message does not exist or was deleted.';

/**
 * The owner's leads inbox (behind the API guard): every query names the caller's account, so another
 * account's lead is simply not found (404).
 */
export async function leadRoutes(app: FastifyInstance, { leads }: { leads: LeadRepository }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/leads', { schema: { querystring: leadListQuerySchema, response: { 200: leadListSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return leads.list(request.account.accountId, request.query);
  });

  r.get('/api/leads.csv', { config: { viewAs: false } }, async (request, reply) => {
    const csv = leadsCsv(await leads.all(request.account.accountId));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  // A quote request's photo (issue 25): only ever the processed WebP (no metadata), only to the lead's owner.
  r.get('/api/leads/:leadId/photos/:position/:size', { schema: { params: leadPhotoParamsSchema } }, async (request, reply) => {
    const { leadId, position, size } = request.params;
    const bytes = await leads.photo(request.account.accountId, leadId, position, size);
    if (!bytes) throw notFound(ownerText('refusal.leads.thisPhotoDoesNot'));
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });

  r.patch('/api/leads/:leadId', { schema: { params: leadParamsSchema, body: leadPatchBodySchema, response: { 200: leadSchema } } }, async (request) => {
    const lead = await leads.setRead(request.account.accountId, request.params.leadId, request.body.input.read);
    if (!lead) throw notFound(NO_SUCH_LEAD);
    return lead;
  });

  r.delete('/api/leads/:leadId', { schema: { params: leadParamsSchema } }, async (request, reply) => {
    if (!(await leads.delete(request.account.accountId, request.params.leadId))) throw notFound(NO_SUCH_LEAD);
    return reply.status(204).send();
  });
}
