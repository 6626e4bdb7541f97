/**
 * Plans and prices, shared by server and client. No zod here: the client imports this file (the
 * API's requests and answers are schemas, in billing-schema.ts).
 */

import { ownerText } from './i18n/owner-text';

export const PLANS = {
  starter: { tier: 'starter', name: ownerText('billing.starter'), priceLabel: ownerText('billing.free'), amountCents: 0, currency: 'usd', interval: null },
  professional: { tier: 'professional', name: ownerText('billing.professional'), priceLabel: '$100/year', amountCents: 100_00, currency: 'usd', interval: 'year' },
} as const;

/** The Professional price of the built-in test provider (Stripe's comes from STRIPE_PRICE_PROFESSIONAL). */
export const TEST_PROFESSIONAL_PRICE_ID = 'price_test_professional';

/** The test provider's cards, as Stripe's test mode has them. */
export const TEST_CARD_SUCCEEDS = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';
export const TEST_CARD_DECLINED_MESSAGE = ownerText('billing.yourCardWasDeclined');
export const TEST_CARD_UNKNOWN_MESSAGE = ownerText('billing.useTheTestCard');

/** Shown by the client when an upgrade does not end in 'active' (spec §8). */
export const SUBSCRIPTION_FAILED_MESSAGE = ownerText('billing.subscriptionFailedPleaseContact');

/** A checkout session id is the client secret's part before '_secret_' (Stripe's and the test provider's). */
export function sessionIdFromClientSecret(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

/** The plan's name for a tier as stored ('starter' → 'Starter'); an unknown tier reads as Starter (spec §4). */
export function planName(tier: string | null | undefined): string {
  return tier === 'professional' ? PLANS.professional.name : PLANS.starter.name;
}

/**
 * When a yearly subscription started on `startedOn` next renews: the first anniversary after `now`.
 * The product keeps the start, not the provider's period end; for a yearly plan they agree.
 */
export function nextRenewal(startedOn: string, now = new Date()): Date {
  const start = new Date(startedOn);
  const next = new Date(start);
  for (let years = 1; years < 200; years++) {
    next.setUTCFullYear(start.getUTCFullYear() + years);
    if (next > now) break;
  }
  return next;
}
