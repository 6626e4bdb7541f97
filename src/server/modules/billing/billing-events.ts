import type { FastifyBaseLogger } from 'fastify';
import type { BillingEvent, BillingProvider } from './billing-provider';
import type { BillingRepository } from './billing-repository';

/** The events that can change a subscription; others are recorded and otherwise ignored. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export type EventOutcome = 'processed' | 'duplicate' | 'ignored';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;
const idOf = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : isObj(v) && typeof v.id === 'string' ? v.id : undefined);

/** The subscription an event is about: Stripe's shapes (an invoice's, before and after its `parent` field). */
export function subscriptionIdOf(event: BillingEvent): string | undefined {
  const object = event.data.object;
  if (!isObj(object) || !(HANDLED_EVENT_TYPES as readonly string[]).includes(event.type)) return undefined;
  if (event.type.startsWith('customer.subscription.')) return idOf(object.id);
  if (event.type === 'checkout.session.completed') return idOf(object.subscription);
  const parent = isObj(object.parent) && isObj(object.parent.subscription_details) ? object.parent.subscription_details.subscription : undefined;
  return idOf(parent) ?? idOf(object.subscription);
}

/**
 * Applies provider events, each exactly once and in any order: the event only says which
 * subscription changed; its state is fetched from the provider and written, with the event's id,
 * in one transaction. Stripe's webhooks and the test provider both come through here.
 */
export class BillingEvents {
  constructor(
    private readonly provider: BillingProvider,
    private readonly repository: BillingRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  async process(event: BillingEvent): Promise<EventOutcome> {
    if (await this.repository.isEventRecorded(event.id)) return 'duplicate';
    const subscriptionId = subscriptionIdOf(event);
    const fetchedOn = new Date();
    const subscription = subscriptionId ? await this.provider.retrieveSubscription(subscriptionId) : undefined;
    if (subscriptionId && !subscription) this.log.warn({ eventId: event.id, subscriptionId }, 'billing event for a subscription the provider does not know');
    return this.repository.transaction(async (trx) => {
      if (!(await this.repository.recordEvent(trx, event))) return 'duplicate';
      if (!subscription) return 'ignored';
      const accountId = await this.repository.applySubscription(trx, subscription, fetchedOn);
      if (!accountId) {
        this.log.warn({ eventId: event.id, customerId: subscription.customerId }, 'billing event for a customer that is not ours');
        return 'ignored';
      }
      return 'processed';
    });
  }

  /** Fetches one subscription and writes its state (after an upgrade, or when a checkout returns). */
  async sync(subscriptionId: string): Promise<void> {
    const fetchedOn = new Date();
    const subscription = await this.provider.retrieveSubscription(subscriptionId);
    if (!subscription) return;
    await this.repository.transaction((trx) => this.repository.applySubscription(trx, subscription, fetchedOn));
  }
}
