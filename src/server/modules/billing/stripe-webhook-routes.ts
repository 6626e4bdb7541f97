import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../errors';
import type { BillingEvents } from './billing-events';
import type { StripeProvider } from './stripe-provider';

/**
 * POST /api/stripe/webhook: Stripe's events, verified on the exact bytes Stripe signed. The raw-body
 * parser lives in this encapsulated scope only; every other route keeps the JSON parser.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, { provider, events }: { provider: StripeProvider; events: BillingEvents }) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    scope.post('/api/stripe/webhook', async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw badRequest(ownerText('refusal.billing.aStripeWebhookNeeds'));
      let event;
      try {
        event = provider.verifyWebhook(body, signature);
      } catch (error) {
        request.log.warn({ err: error }, 'Stripe webhook with an invalid signature');
        throw badRequest(ownerText('refusal.billing.invalidStripeWebhookSignature'));
      }
      const outcome = await events.process(event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe webhook');
      return { received: true, outcome };
    });
  });
}
