import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type PublicBillingConfig, TEST_PROFESSIONAL_PRICE_ID } from '../../../shared/billing';
import { checkoutSessionBodySchema, checkoutSessionResultSchema, invoiceSummarySchema, portalResultSchema } from '../../../shared/billing-schema';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { badRequest } from '../../errors';
import type { AccountRepository } from '../account/account-repository';
import { BillingEvents } from './billing-events';
import type { BillingProvider } from './billing-provider';
import { BillingRepository } from './billing-repository';
import { BillingService } from './billing-service';
import { StripeProvider } from './stripe-provider';
import { stripeWebhookRoutes } from './stripe-webhook-routes';
import { testBillingRoutes } from './test-billing-routes';
import { TestProvider } from './test-provider';

export interface BillingDeps {
  config: Pick<Config, 'billing' | 'appUrl' | 'isProduction'>;
  db: Kysely<DB>;
  accounts: AccountRepository;
}

export function publicBillingConfig(config: Pick<Config, 'billing'>): PublicBillingConfig {
  return config.billing.provider === 'stripe'
    ? { provider: 'stripe', publishableKey: config.billing.publishableKey, professionalPriceId: config.billing.professionalPriceId }
    : { provider: 'test', publishableKey: null, professionalPriceId: TEST_PROFESSIONAL_PRICE_ID };
}

/** Billing: POST /api/checkoutSession/, the portal, invoices, and Stripe's webhook or the test provider's pages. */
export async function billingRoutes(app: FastifyInstance, { config, db, accounts }: BillingDeps) {
  if (config.billing.provider === 'test' && config.isProduction) throw new Error('The test payment provider is not allowed in production.');
  const stripe = config.billing.provider === 'stripe' ? new StripeProvider(config.billing) : undefined;
  const test = stripe ? undefined : new TestProvider(db, config.appUrl);
  const provider: BillingProvider = stripe ?? (test as TestProvider);
  const repository = new BillingRepository(db, accounts, provider.kind, provider.professionalPriceId);
  const events = new BillingEvents(provider, repository, app.log);
  const billing = new BillingService({ provider, repository, events, accounts, appUrl: config.appUrl });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/checkoutSession/',
    { schema: { body: checkoutSessionBodySchema, response: { 200: checkoutSessionResultSchema } } },
    async (request) => {
      const user = await app.requireUser(request);
      const { priceId, isUpgrade, sessionId } = request.body.input;
      if (sessionId !== undefined && priceId === undefined && !isUpgrade) return billing.readSession(user, sessionId);
      if (priceId !== undefined && sessionId === undefined) {
        return isUpgrade ? billing.upgrade(user, priceId) : billing.startCheckout(user, priceId);
      }
      throw badRequest('Send either priceId (to subscribe or upgrade) or sessionId (to read a checkout), not both.');
    },
  );

  r.post('/api/billing/portal/', { schema: { response: { 200: portalResultSchema } } }, async (request) => {
    const user = await app.requireUser(request);
    return { url: await billing.portalUrl(user) };
  });

  r.get('/api/billing/invoices', { schema: { response: { 200: z.array(invoiceSummarySchema) } } }, async (request) => {
    const user = await app.requireUser(request);
    return billing.invoices(user);
  });

  if (stripe) await stripeWebhookRoutes(app, { provider: stripe, events });
  if (test) await testBillingRoutes(app, { provider: test, repository, events });
}
