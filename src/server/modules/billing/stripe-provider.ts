import type Stripe from 'stripe';
import type { InvoiceSummary } from '../../../shared/billing-schema';
import type { BillingConfig } from '../../config';
import type { BillingEvent, BillingProvider, ProviderCheckoutSession, ProviderRefund, ProviderSubscription } from './billing-provider';
import { unusedAmount } from './unused-refund';

type StripeBillingConfig = Extract<BillingConfig, { provider: 'stripe' }>;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Stripe's API through its SDK (embedded Checkout, subscriptions, Customer Portal, invoices, webhooks). */
export class StripeProvider implements BillingProvider {
  readonly kind = 'stripe';
  readonly professionalPriceId: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  /** The provider with Stripe's SDK loaded (decision 0024: only a server configured for Stripe loads it). */
  static async create(config: StripeBillingConfig): Promise<StripeProvider> {
    const { default: sdk } = await import('stripe');
    return new StripeProvider(config, sdk);
  }

  private constructor(
    config: StripeBillingConfig,
    private readonly sdk: typeof Stripe,
  ) {
    this.professionalPriceId = config.professionalPriceId;
    this.webhookSecret = config.webhookSecret;
    const local = config.apiUrl ? new URL(config.apiUrl) : undefined;
    this.stripe = new sdk(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(local ? { host: local.hostname, port: local.port, protocol: local.protocol === 'http:' ? 'http' : 'https' } : {}),
    });
  }

  /** The event, if the Stripe-Signature header signs exactly this body with our secret within the tolerance (300 s). */
  verifyWebhook(rawBody: Buffer, signature: string): BillingEvent {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }

  async createCustomer({ accountId, email }: { accountId: string; email: string }): Promise<string> {
    // The idempotency key makes two concurrent first checkouts of one account share one customer.
    const customer = await this.stripe.customers.create({ email, metadata: { accountId } }, { idempotencyKey: `ww-customer-${accountId}` });
    return customer.id;
  }

  async updateCustomerEmail(customerId: string, email: string): Promise<void> {
    // A customer deleted on Stripe's side has no address to keep up to date.
    await this.missingAsUndefined(() => this.stripe.customers.update(customerId, { email }));
  }

  async createCheckoutSession(input: { accountId: string; customerId: string; priceId: string; returnUrl: string }): Promise<ProviderCheckoutSession> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      ui_mode: 'embedded_page',
      customer: input.customerId,
      client_reference_id: input.accountId,
      metadata: { accountId: input.accountId },
      subscription_data: { metadata: { accountId: input.accountId } },
      line_items: [{ price: input.priceId, quantity: 1 }],
      return_url: input.returnUrl,
    });
    return toSession(session);
  }

  async retrieveCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession | undefined> {
    return this.missingAsUndefined(async () => toSession(await this.stripe.checkout.sessions.retrieve(sessionId)));
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | undefined> {
    return this.missingAsUndefined(async () => this.toSubscription(await this.stripe.subscriptions.retrieve(subscriptionId)));
  }

  async changeSubscriptionPrice(subscription: ProviderSubscription, priceId: string): Promise<ProviderSubscription> {
    const updated = await this.stripe.subscriptions.update(subscription.id, {
      items: [subscription.itemId ? { id: subscription.itemId, price: priceId } : { price: priceId }],
      proration_behavior: 'create_prorations',
    });
    return this.toSubscription(updated);
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return session.url;
  }

  async listInvoices(customerId: string): Promise<InvoiceSummary[]> {
    const list = await this.stripe.invoices.list({ customer: customerId, limit: 24 });
    return list.data.map((invoice) => ({
      id: invoice.id,
      amountPaid: invoice.amount_paid,
      currency: invoice.currency,
      status: invoice.status ?? 'draft',
      createdOn: new Date(invoice.created * 1000).toISOString(),
      hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    }));
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription> {
    return this.toSubscription(await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
  }

  async cancelNow(subscriptionId: string, { refund }: { refund: boolean }): Promise<{ subscription: ProviderSubscription; refund: ProviderRefund | null }> {
    let subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    // Cancelled already (an earlier try that failed at the refund): not again.
    if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
      subscription = await this.stripe.subscriptions.cancel(subscriptionId);
    }
    return { subscription: this.toSubscription(subscription), refund: refund ? await this.refundUnused(subscription) : null };
  }

  /**
   * Refunds the unused part of the subscription's last paid period: the last paid invoice's amount times
   * the share of the period left when it was cancelled, on the payment that paid it. A refund is made once
   * per subscription: one found with its mark (metadata ww_subscription) is answered again, and the
   * idempotency key covers two tries at once.
   */
  private async refundUnused(subscription: Stripe.Subscription): Promise<ProviderRefund | null> {
    const item = subscription.items.data.find((i) => i.price.id === this.professionalPriceId) ?? subscription.items.data[0];
    const invoice = (await this.stripe.invoices.list({ subscription: subscription.id, status: 'paid', limit: 1 })).data[0];
    if (!item || !invoice) return null;
    const payment = (await this.stripe.invoicePayments.list({ invoice: invoice.id, status: 'paid', limit: 1 })).data[0]?.payment;
    const paymentIntent = idOf(payment?.payment_intent);
    const charge = idOf(payment?.charge);
    if (!paymentIntent && !charge) throw new Error(`no payment found for invoice ${invoice.id} to refund`);
    const on = paymentIntent ? { payment_intent: paymentIntent } : { charge: charge as string };
    for await (const earlier of this.stripe.refunds.list({ ...on, limit: 100 })) {
      if (earlier.metadata?.ww_subscription === subscription.id && earlier.status !== 'failed' && earlier.status !== 'canceled') {
        return { id: earlier.id, amount: earlier.amount, currency: earlier.currency };
      }
    }
    const canceledOn = new Date((subscription.canceled_at ?? Math.floor(Date.now() / 1000)) * 1000);
    const amount = unusedAmount(invoice.amount_paid, { start: new Date(item.current_period_start * 1000), end: new Date(item.current_period_end * 1000) }, canceledOn);
    if (amount <= 0) return null;
    const refund = await this.stripe.refunds.create(
      { ...on, amount, reason: 'requested_by_customer', metadata: { ww_subscription: subscription.id } },
      { idempotencyKey: `ww-refund-${subscription.id}` },
    );
    return { id: refund.id, amount: refund.amount, currency: refund.currency };
  }

  async closeCustomer(customerId: string): Promise<void> {
    for await (const subscription of this.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) {
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') continue;
      await this.stripe.subscriptions.cancel(subscription.id);
    }
    // Stripe keeps the customer's invoices for its own records; the customer itself goes.
    await this.missingAsUndefined(() => this.stripe.customers.del(customerId));
  }

  private async missingAsUndefined<T>(call: () => Promise<T>): Promise<T | undefined> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof this.sdk.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === 'resource_missing')) return undefined;
      throw error;
    }
  }

  private toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
    const items = subscription.items.data;
    const item = items.find((i) => i.price.id === this.professionalPriceId) ?? items[0];
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      status: subscription.status,
      priceId: item?.price.id ?? null,
      itemId: item?.id ?? null,
      startedOn: new Date(subscription.start_date * 1000),
      createdOn: new Date(subscription.created * 1000),
      currentPeriodStart: item?.current_period_start ? new Date(item.current_period_start * 1000) : null,
      currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
      canceledOn: subscription.canceled_at ? new Date(subscription.canceled_at * 1000) : null,
    };
  }
}

function toSession(session: Stripe.Checkout.Session): ProviderCheckoutSession {
  return {
    id: session.id,
    clientSecret: session.client_secret,
    status: session.status,
    paymentStatus: session.payment_status,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    clientReferenceId: session.client_reference_id,
  };
}
