import type { InvoiceSummary } from '../../../shared/billing-schema';

/** A subscription as the payment provider reports it: the only source of subscription state. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: string;
  /** The Professional price if one of its items has it, else its first item's price. */
  priceId: string | null;
  /** The item carrying priceId (what an upgrade changes). */
  itemId: string | null;
  startedOn: Date;
  createdOn: Date;
  /** The paid period it is in (Stripe keeps it on the subscription's item). */
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** Cancelled by support to end with the paid period (issue 27). */
  cancelAtPeriodEnd: boolean;
  canceledOn: Date | null;
}

/** A refund of the unused part of a paid period (issue 27). */
export interface ProviderRefund {
  id: string;
  /** In the currency's smallest unit (cents). */
  amount: number;
  currency: string;
}

export interface ProviderCheckoutSession {
  id: string;
  clientSecret: string | null;
  status: string | null;
  paymentStatus: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** The account id we gave the provider when creating the session. */
  clientReferenceId: string | null;
}

/**
 * A provider event, the subset of Stripe's event shape that billing reads. The test provider
 * builds the same objects, so both providers' changes go through BillingEvents.process.
 */
export interface BillingEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: unknown };
}

/** Stripe, or the built-in test provider that stands in for it on a machine without Stripe keys. */
export interface BillingProvider {
  readonly kind: 'stripe' | 'test';
  readonly professionalPriceId: string;
  createCustomer(input: { accountId: string; email: string }): Promise<string>;
  createCheckoutSession(input: { accountId: string; customerId: string; priceId: string; returnUrl: string }): Promise<ProviderCheckoutSession>;
  retrieveCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession | undefined>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | undefined>;
  changeSubscriptionPrice(subscription: ProviderSubscription, priceId: string): Promise<ProviderSubscription>;
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  listInvoices(customerId: string): Promise<InvoiceSummary[]>;
  /**
   * Support cancels a subscription at the end of its paid period (issue 27): it stays in force until then,
   * and the provider ends it then (no renewal).
   */
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  /**
   * Support cancels a subscription now (issue 27) and, with `refund`, refunds the unused part of the last
   * paid period, in proportion to the time left when it was cancelled. Safe to call again after a failure
   * half-way: a cancelled subscription is not cancelled twice, and the refund is made once.
   */
  cancelNow(subscriptionId: string, options: { refund: boolean }): Promise<{ subscription: ProviderSubscription; refund: ProviderRefund | null }>;
  /**
   * The account is being deleted: cancels every subscription of the customer that is still running, at
   * once, and deletes the customer (the provider keeps its own accounting records, not ours).
   */
  closeCustomer(customerId: string): Promise<void>;
  /** The e-mail the provider keeps on the customer (receipts, invoices) changes to `email`: the owner changed theirs (or put it back), or support set it. */
  updateCustomerEmail(customerId: string, email: string): Promise<void>;
}
