import { ownerText } from '../../../shared/i18n/owner-text';
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { PLANS, TEST_CARD_DECLINED_MESSAGE, TEST_CARD_UNKNOWN_MESSAGE, TEST_PROFESSIONAL_PRICE_ID } from '../../../shared/billing';
import type { InvoiceSummary, TestCard } from '../../../shared/billing-schema';
import type { BillingTestCheckoutSessionsTable, BillingTestSubscriptionsTable, DB } from '../../db/schema';
import { conflict, HttpError, badRequest, notFound } from '../../errors';
import type { BillingEvent, BillingProvider, ProviderCheckoutSession, ProviderRefund, ProviderSubscription } from './billing-provider';
import { UPGRADABLE_STATUSES } from './subscription-state';
import { unusedAmount } from './unused-refund';

/** Said to an owner who tries to upgrade on a server that takes no payment (no Stripe, not a development server). */
export const NO_PAYMENTS_MESSAGE = 'Upgrading is not available on this server yet. Please contact support.';

const SUCCEEDS = '4242424242424242';
const DECLINED = '4000000000000002';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const token = (bytes = 12) => randomBytes(bytes).toString('hex');
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The built-in stand-in for Stripe when no Stripe keys are configured (never in production):
 * its customers, sessions, subscriptions and invoices live in billing_test_* tables, and paying or
 * cancelling produces Stripe-shaped events for BillingEvents, as Stripe's webhooks would.
 */
export class TestProvider implements BillingProvider {
  readonly kind = 'test';
  readonly professionalPriceId = TEST_PROFESSIONAL_PRICE_ID;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly appUrl: string,
    /** Whether its card may buy anything: only on a development server (Config.devTools, decision 0036). */
    private readonly takesCards: boolean,
  ) {}

  /** A server without Stripe whose address is not this machine takes no payment at all. */
  private checkTakesCards(): void {
    if (!this.takesCards) throw new HttpError(503, NO_PAYMENTS_MESSAGE);
  }

  async createCustomer({ email }: { accountId: string; email: string }): Promise<string> {
    const customerId = `cus_test_${token()}`;
    await this.db.insertInto('billing_test_customers').values({ customer_id: customerId, email }).execute();
    return customerId;
  }

  /** The e-mail the stand-in keeps on the customer (tests and the console read it). */
  async customerEmail(customerId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('billing_test_customers').select('email').where('customer_id', '=', customerId).executeTakeFirst();
    return row?.email;
  }

  async updateCustomerEmail(customerId: string, email: string): Promise<void> {
    // Customers made before the stand-in kept e-mails have no row yet.
    await this.db
      .insertInto('billing_test_customers')
      .values({ customer_id: customerId, email })
      .onConflict((oc) => oc.column('customer_id').doUpdateSet({ email, updated_on: new Date() }))
      .execute();
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription> {
    const row = await this.db
      .updateTable('billing_test_subscriptions')
      .set({ cancel_at_period_end: true })
      .where('subscription_id', '=', subscriptionId)
      .where('status', 'in', UPGRADABLE_STATUSES)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw conflict(ownerText('refusal.billing.thisSubscriptionIsNot'));
    return toSubscription(row);
  }

  /**
   * Cancels at once and refunds the unused part of the last paid invoice, as Stripe's cancel and refund
   * would: once (one refund per subscription), in one transaction with the cancellation.
   */
  async cancelNow(subscriptionId: string, { refund }: { refund: boolean }): Promise<{ subscription: ProviderSubscription; refund: ProviderRefund | null }> {
    return this.db.transaction().execute(async (trx) => {
      let row = await trx.selectFrom('billing_test_subscriptions').selectAll().where('subscription_id', '=', subscriptionId).forUpdate().executeTakeFirst();
      if (!row) throw notFound(ownerText('refusal.billing.thereIsNoSuch'));
      if (row.status !== 'canceled') {
        row = await trx
          .updateTable('billing_test_subscriptions')
          .set({ status: 'canceled', canceled_on: new Date() })
          .where('subscription_id', '=', subscriptionId)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      const subscription = toSubscription(row);
      if (!refund) return { subscription, refund: null };
      const earlier = await trx.selectFrom('billing_test_refunds').selectAll().where('subscription_id', '=', subscriptionId).executeTakeFirst();
      if (earlier) return { subscription, refund: { id: earlier.refund_id, amount: earlier.amount, currency: earlier.currency } };
      const invoice = await trx
        .selectFrom('billing_test_invoices')
        .selectAll()
        .where('subscription_id', '=', subscriptionId)
        .where('status', '=', 'paid')
        .orderBy('created_on', 'desc')
        .executeTakeFirst();
      const period = periodOf(row);
      const amount = invoice ? unusedAmount(invoice.amount_paid - invoice.amount_refunded, period, row.canceled_on ?? new Date()) : 0;
      if (!invoice || amount <= 0) return { subscription, refund: null };
      const made = await trx
        .insertInto('billing_test_refunds')
        .values({ refund_id: `re_test_${token()}`, invoice_id: invoice.invoice_id, subscription_id: subscriptionId, amount, currency: invoice.currency })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.updateTable('billing_test_invoices').set({ amount_refunded: invoice.amount_refunded + amount }).where('invoice_id', '=', invoice.invoice_id).execute();
      return { subscription, refund: { id: made.refund_id, amount: made.amount, currency: made.currency } };
    });
  }

  async createCheckoutSession(input: { accountId: string; customerId: string; priceId: string }): Promise<ProviderCheckoutSession> {
    this.checkTakesCards();
    const sessionId = `cs_test_${token(16)}`;
    const row = await this.db
      .insertInto('billing_test_checkout_sessions')
      .values({
        session_id: sessionId,
        account_id: input.accountId,
        customer_id: input.customerId,
        price_id: input.priceId,
        client_secret: `${sessionId}_secret_${token(16)}`,
        status: 'open',
        payment_status: 'unpaid',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSession(row);
  }

  async retrieveCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession | undefined> {
    const row = await this.db.selectFrom('billing_test_checkout_sessions').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
    return row ? toSession(row) : undefined;
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | undefined> {
    let row = await this.db.selectFrom('billing_test_subscriptions').selectAll().where('subscription_id', '=', subscriptionId).executeTakeFirst();
    // Cancelled at the period's end, and the period is over: it ends now, as Stripe would end it then.
    if (row?.cancel_at_period_end && row.status !== 'canceled' && row.current_period_end.getTime() <= Date.now()) {
      row = await this.db
        .updateTable('billing_test_subscriptions')
        .set({ status: 'canceled', canceled_on: row.current_period_end })
        .where('subscription_id', '=', subscriptionId)
        .returningAll()
        .executeTakeFirst();
    }
    return row ? toSubscription(row) : undefined;
  }

  async changeSubscriptionPrice(subscription: ProviderSubscription, priceId: string): Promise<ProviderSubscription> {
    const row = await this.db
      .updateTable('billing_test_subscriptions')
      .set({ price_id: priceId })
      .where('subscription_id', '=', subscription.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSubscription(row);
  }

  async createPortalSession(): Promise<string> {
    return `${this.appUrl}/plans?portal=test`;
  }

  async listInvoices(customerId: string): Promise<InvoiceSummary[]> {
    const rows = await this.db.selectFrom('billing_test_invoices').selectAll().where('customer_id', '=', customerId).orderBy('created_on', 'desc').execute();
    return rows.map((r) => ({
      id: r.invoice_id,
      amountPaid: r.amount_paid,
      currency: r.currency,
      status: r.status,
      createdOn: r.created_on.toISOString(),
      hostedInvoiceUrl: null,
    }));
  }

  /**
   * Cancels the customer's running subscriptions and forgets the customer with everything the stand-in
   * kept of it (its checkout sessions, subscriptions and invoices), as deleting a Stripe customer would.
   */
  async closeCustomer(customerId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('billing_test_subscriptions')
        .set({ status: 'canceled', canceled_on: new Date() })
        .where('customer_id', '=', customerId)
        .where('status', 'in', UPGRADABLE_STATUSES)
        .execute();
      const subscriptions = trx.selectFrom('billing_test_subscriptions').select('subscription_id').where('customer_id', '=', customerId);
      await trx.deleteFrom('billing_test_refunds').where('subscription_id', 'in', subscriptions).execute();
      await trx.deleteFrom('billing_test_invoices').where('customer_id', '=', customerId).execute();
      await trx.deleteFrom('billing_test_customers').where('customer_id', '=', customerId).execute();
      await trx.deleteFrom('billing_test_subscriptions').where('customer_id', '=', customerId).execute();
      await trx.deleteFrom('billing_test_checkout_sessions').where('customer_id', '=', customerId).execute();
      await trx.deleteFrom('billing_test_customers').where('customer_id', '=', customerId).execute();
    });
  }

  /** The session for its own account's embedded test form; 404 for anyone else's. */
  async sessionOf(sessionId: string, accountId: string) {
    const row = await this.db
      .selectFrom('billing_test_checkout_sessions')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!row) throw notFound(ownerText('refusal.billing.checkoutSessionNotFound'));
    return row;
  }

  /**
   * Pays an open session of the account with a test card: completes the session, creates an
   * active annual subscription and its paid invoice, and answers the events Stripe would send.
   */
  async pay(sessionId: string, accountId: string, card: TestCard): Promise<BillingEvent[]> {
    this.checkTakesCards();
    const session = await this.sessionOf(sessionId, accountId);
    const number = card.cardNumber.replace(/[\s-]/g, '');
    if (number !== SUCCEEDS && number !== DECLINED) throw badRequest(TEST_CARD_UNKNOWN_MESSAGE);
    checkExpiry(card.expiry);
    if (!/^\d{3,4}$/.test(card.cvc.trim())) throw badRequest(ownerText('refusal.billing.enterThe3Or'));
    if (session.status !== 'open') throw conflict(ownerText('refusal.billing.thisCheckoutIsAlready'));
    if (number === DECLINED) throw new HttpError(402, TEST_CARD_DECLINED_MESSAGE);

    const now = new Date();
    const subscriptionId = `sub_test_${token()}`;
    const result = await this.db.transaction().execute(async (trx) => {
      const completed = await trx
        .updateTable('billing_test_checkout_sessions')
        .set({ status: 'complete', payment_status: 'paid', subscription_id: subscriptionId, completed_on: now })
        .where('session_id', '=', sessionId)
        .where('status', '=', 'open')
        .returningAll()
        .executeTakeFirst();
      if (!completed) return undefined;
      const subscription = await trx
        .insertInto('billing_test_subscriptions')
        .values({
          subscription_id: subscriptionId,
          customer_id: session.customer_id,
          price_id: session.price_id,
          status: 'active',
          created_on: now,
          current_period_end: new Date(now.getTime() + YEAR_MS),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const invoice = await trx
        .insertInto('billing_test_invoices')
        .values({
          invoice_id: `in_test_${token()}`,
          customer_id: session.customer_id,
          subscription_id: subscriptionId,
          amount_paid: PLANS.professional.amountCents,
          currency: PLANS.professional.currency,
          status: 'paid',
          created_on: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { completed, subscription, invoice };
    });
    if (!result) throw conflict(ownerText('refusal.billing.thisCheckoutIsAlready'));
    const { completed, subscription, invoice } = result;
    return [
      event('checkout.session.completed', now, {
        id: completed.session_id,
        object: 'checkout.session',
        mode: 'subscription',
        status: completed.status,
        payment_status: completed.payment_status,
        customer: completed.customer_id,
        client_reference_id: completed.account_id,
        subscription: subscriptionId,
      }),
      event('customer.subscription.created', now, subscriptionObject(subscription)),
      event('invoice.paid', now, {
        id: invoice.invoice_id,
        object: 'invoice',
        customer: invoice.customer_id,
        amount_paid: invoice.amount_paid,
        currency: invoice.currency,
        status: invoice.status,
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      }),
    ];
  }

  /** Cancels the customer's subscription at once (the test portal's Cancel) and answers Stripe's event. */
  async cancel(customerId: string): Promise<BillingEvent> {
    const now = new Date();
    const row = await this.db
      .updateTable('billing_test_subscriptions')
      .set({ status: 'canceled', canceled_on: now })
      .where('customer_id', '=', customerId)
      .where('status', 'in', UPGRADABLE_STATUSES)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw badRequest(ownerText('refusal.billing.youHaveNoSubscription2'));
    return event('customer.subscription.deleted', now, subscriptionObject(row));
  }
}

function checkExpiry(expiry: string) {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  const year = match?.[2] ? (match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2])) : NaN;
  const now = new Date();
  const inFuture = year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
  if (!match || month < 1 || month > 12 || !inFuture) throw badRequest(ownerText('refusal.billing.enterAFutureExpiry'));
}

function event(type: string, at: Date, object: Record<string, unknown>): BillingEvent {
  return { id: `evt_test_${token()}`, type, created: unix(at), data: { object } };
}

function subscriptionObject(row: Selectable<BillingTestSubscriptionsTable>) {
  return {
    id: row.subscription_id,
    object: 'subscription',
    customer: row.customer_id,
    status: row.status,
    start_date: unix(row.created_on),
    created: unix(row.created_on),
    canceled_at: row.canceled_on ? unix(row.canceled_on) : null,
    cancel_at_period_end: row.cancel_at_period_end,
    items: {
      object: 'list',
      data: [{ id: `si_${row.subscription_id}`, price: { id: row.price_id }, current_period_start: unix(periodOf(row).start), current_period_end: unix(row.current_period_end) }],
    },
  };
}

function toSession(row: Selectable<BillingTestCheckoutSessionsTable>): ProviderCheckoutSession {
  return {
    id: row.session_id,
    clientSecret: row.client_secret,
    status: row.status,
    paymentStatus: row.payment_status,
    customerId: row.customer_id,
    subscriptionId: row.subscription_id,
    clientReferenceId: row.account_id,
  };
}

function toSubscription(row: Selectable<BillingTestSubscriptionsTable>): ProviderSubscription {
  return {
    id: row.subscription_id,
    customerId: row.customer_id,
    status: row.status,
    priceId: row.price_id,
    itemId: `si_${row.subscription_id}`,
    startedOn: row.created_on,
    createdOn: row.created_on,
    currentPeriodStart: periodOf(row).start,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    canceledOn: row.canceled_on,
  };
}

/** The annual period a stand-in subscription is in (it renews nothing: the first year). */
function periodOf(row: Selectable<BillingTestSubscriptionsTable>): { start: Date; end: Date } {
  return { start: new Date(row.current_period_end.getTime() - YEAR_MS), end: row.current_period_end };
}
