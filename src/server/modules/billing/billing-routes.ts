import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkoutSessionBodySchema, checkoutSessionResultSchema, invoicesResultSchema, portalResultSchema } from '../../../shared/billing-schema';
import { badRequest } from '../../errors';
import type { Billing } from './create-billing';
import { testBillingRoutes } from './test-billing-routes';

/**
 * Billing for the signed-in owner (behind the API guard): POST /api/checkoutSession/, the portal,
 * invoices, and the test provider's pages. Stripe's webhook is public: stripe-webhook-routes.ts.
 */
export async function billingRoutes(app: FastifyInstance, { billing }: { billing: Billing }) {
  const { service } = billing;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/checkoutSession/',
    { schema: { body: checkoutSessionBodySchema, response: { 200: checkoutSessionResultSchema } } },
    async (request) => {
      const { user } = request;
      const { priceId, isUpgrade, sessionId } = request.body.input;
      if (sessionId !== undefined && priceId === undefined && !isUpgrade) return service.readSession(user, sessionId);
      if (priceId !== undefined && sessionId === undefined) {
        return isUpgrade ? service.upgrade(user, priceId) : service.startCheckout(user, priceId);
      }
      throw badRequest(ownerText('refusal.billing.chooseAPlanOr'));
    },
  );

  r.post('/api/billing/portal/', { schema: { response: { 200: portalResultSchema } } }, async (request) => ({ url: await service.portalUrl(request.user) }));

  r.get('/api/billing/invoices', { schema: { response: { 200: invoicesResultSchema } } }, async (request) => service.invoices(request.user));

  if (billing.test) await testBillingRoutes(app, { provider: billing.test, repository: billing.repository, events: billing.events, limiter: billing.limiter });
}
