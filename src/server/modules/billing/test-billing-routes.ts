import { ownerText } from '../../../shared/i18n/owner-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PLANS } from '../../../shared/billing';
import {
  testCancelResultSchema,
  testCheckoutParamsSchema,
  testCheckoutSchema,
  testPaymentBodySchema,
  testPaymentResultSchema,
  testUpdateCardResultSchema,
} from '../../../shared/billing-schema';
import { badRequest, HttpError } from '../../errors';
import type { DbLimiter } from '../../limits/db-limiter';
import type { BillingEvents } from './billing-events';
import type { BillingRepository } from './billing-repository';
import type { TestProvider } from './test-provider';

export interface TestBillingDeps {
  provider: TestProvider;
  repository: BillingRepository;
  events: BillingEvents;
  /** Counts card attempts in the database (across replicas), atomically. */
  limiter: DbLimiter;
  /** Card attempts per account per minute. */
  payAttemptsPerMinute?: number;
}

/** The test provider's stand-ins for Stripe's embedded form and Customer Portal (no real charge), behind the API guard. */
export async function testBillingRoutes(app: FastifyInstance, { provider, repository, events, limiter, payAttemptsPerMinute = 10 }: TestBillingDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cardLimit = { max: payAttemptsPerMinute, windowSeconds: 60 };

  r.get('/api/billing/test/checkout/:sessionId', { schema: { params: testCheckoutParamsSchema, response: { 200: testCheckoutSchema } } }, async (request) => {
    const session = await provider.sessionOf(request.params.sessionId, request.user.userId);
    const plan = PLANS.professional;
    return {
      id: session.session_id,
      status: session.status,
      payment_status: session.payment_status,
      planName: plan.name,
      amountCents: plan.amountCents,
      currency: plan.currency,
      interval: plan.interval,
    };
  });

  r.post(
    '/api/billing/test/checkout/:sessionId/pay',
    { schema: { params: testCheckoutParamsSchema, body: testPaymentBodySchema, response: { 200: testPaymentResultSchema } } },
    async (request) => {
      const { user } = request;
      if (!(await limiter.take('test-card', user.userId, cardLimit)).allowed) throw new HttpError(429, ownerText('refusal.billing.tooManyPaymentAttempts'));
      const changes = await provider.pay(request.params.sessionId, user.userId, request.body.input);
      for (const event of changes) await events.process(event);
      return { client_secret: null, status: 'complete', payment_status: 'paid', sessionId: request.params.sessionId };
    },
  );

  r.post('/api/billing/test/portal/cancel', { schema: { response: { 200: testCancelResultSchema } } }, async (request) => {
    const customerId = await repository.customerOf(request.user.userId);
    if (!customerId) throw badRequest(ownerText('refusal.billing.youHaveNoSubscription2'));
    await events.process(await provider.cancel(customerId));
    return { status: 'canceled' as const };
  });

  r.post('/api/billing/test/portal/update-card', { schema: { response: { 200: testUpdateCardResultSchema } } }, async () => ({ message: 'Test mode: no card is stored, so there is nothing to update.' }));
}
