import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { DbLimiter } from '../../limits/db-limiter';
import type { AccountRepository } from '../account/account-repository';
import { BillingEvents } from './billing-events';
import type { BillingProvider } from './billing-provider';
import { BillingRepository } from './billing-repository';
import { BillingService } from './billing-service';
import { StripeProvider } from './stripe-provider';
import { TestProvider } from './test-provider';

export interface BillingDeps {
  config: Pick<Config, 'billing' | 'appUrl' | 'isProduction' | 'devTools'>;
  db: Kysely<DB>;
  accounts: AccountRepository;
  log: FastifyBaseLogger;
}

/** Billing's parts, wired for the configured provider: Stripe, or the built-in test provider. */
export interface Billing {
  provider: BillingProvider;
  /** Set with Stripe: its webhook is a public route. */
  stripe: StripeProvider | undefined;
  /** Set with the test provider: its checkout and portal pages are routes of the API. */
  test: TestProvider | undefined;
  /** Counts the test provider's card attempts in the database, so the limit holds across replicas. */
  limiter: DbLimiter;
  repository: BillingRepository;
  events: BillingEvents;
  service: BillingService;
}

export async function createBilling({ config, db, accounts, log }: BillingDeps): Promise<Billing> {
  if (config.billing.provider === 'test' && config.isProduction) throw new Error('The test payment provider is not allowed in production.');
  const stripe = config.billing.provider === 'stripe' ? await StripeProvider.create(config.billing) : undefined;
  const test = stripe ? undefined : new TestProvider(db, config.appUrl, config.devTools);
  if (test && !config.devTools) {
    log.warn('No Stripe settings and not a development server (APP_URL is not on this machine, or DEV_TOOLS=false): nobody can subscribe. Set the four STRIPE_* settings.');
  }
  const provider: BillingProvider = stripe ?? (test as TestProvider);
  const repository = new BillingRepository(db, accounts, provider.kind, provider.professionalPriceId);
  const events = new BillingEvents(provider, repository, log);
  const service = new BillingService({ provider, repository, events, appUrl: config.appUrl });
  return { provider, stripe, test, limiter: new DbLimiter(db), repository, events, service };
}
