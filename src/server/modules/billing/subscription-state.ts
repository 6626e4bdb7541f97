/**
 * How a provider subscription maps onto the account (docs/decisions/0006-billing.md). The account's
 * subscription_status is the provider's status as is; its tier is what the owner is paying for.
 * Professional features need both (isProfessional in src/shared/account.ts): status 'active' and tier 'professional'.
 */

/** Statuses in which the owner still has (or is still being billed for) the plan: no second checkout. */
export const ONGOING_STATUSES: readonly string[] = ['active', 'trialing', 'past_due', 'unpaid', 'paused'];

/** Statuses an upgrade may change (the subscription is in force). */
export const UPGRADABLE_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];

/** Statuses that still describe the current plan, ahead of ended ones when picking the account's subscription. */
const LIVE_STATUSES: readonly string[] = [...ONGOING_STATUSES, 'incomplete'];

export interface StoredSubscription {
  price_id: string | null;
  status: string;
  started_on: Date;
  created_on: Date;
}

export function tierOf(subscription: Pick<StoredSubscription, 'price_id' | 'status'>, professionalPriceId: string): 'starter' | 'professional' {
  return subscription.price_id === professionalPriceId && UPGRADABLE_STATUSES.includes(subscription.status) ? 'professional' : 'starter';
}

/** The subscription the account shows: the newest live one, else the newest of all. */
export function currentSubscription<T extends StoredSubscription>(subscriptions: readonly T[]): T | undefined {
  const rank = (s: T) => (LIVE_STATUSES.includes(s.status) ? 1 : 0);
  return [...subscriptions].sort((a, b) => rank(b) - rank(a) || b.created_on.getTime() - a.created_on.getTime())[0];
}
