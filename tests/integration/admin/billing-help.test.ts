import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unusedAmount } from '../../../src/server/modules/billing/unused-refund';
import { signUpOperator } from '../../support/operators';
import { signWebhook, StripeTestServer } from '../../support/stripe-test-server';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../../support/test-app';
import { databaseKinds } from '../../support/test-database';
import { subscribeWithTestCard } from '../../support/test-subscription';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 27: support's billing actions from the console, through the billing provider: cancel at the end of
 * the paid period, cancel now with a refund of the unused part (made once), and the customer's e-mail.
 * The account's plan follows the provider's answer.
 */
describe.each(databaseKinds)('billing help with the test provider on %s', (kind) => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signUpOperator>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = await signUpOperator(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const subscribed = async (email: string) => {
    const { token } = await signUpConfirmed(t, email);
    await subscribeWithTestCard(t, token);
    const account = async () => (await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) })).json();
    return { token, accountId: (await account()).accountId as string, account };
  };
  const subscriptionOf = (accountId: string) =>
    t.database.db
      .selectFrom('billing_test_subscriptions as s')
      .innerJoin('billing_customers as c', 'c.customer_id', 's.customer_id')
      .selectAll('s')
      .where('c.account_id', '=', accountId)
      .executeTakeFirstOrThrow();

  it('needs a reason and a running subscription', async () => {
    const owner = await subscribed('reasons@example.com');
    expect((await operator.post(`accounts/${owner.accountId}/subscription/cancel`, { when: 'now', refund: true })).statusCode).toBe(400);
    const starter = await signUpConfirmed(t, 'starter@example.com');
    const { accountId } = (await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(starter.token) })).json();
    const res = await operator.post(`accounts/${accountId}/subscription/cancel`, { when: 'now', refund: true, reason: 'Owner asked' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('This account has no running subscription to cancel.');
  });

  it('cancels at the end of the paid period: Professional until then, then over', async () => {
    const owner = await subscribed('period-end@example.com');
    const res = await operator.post(`accounts/${owner.accountId}/subscription/cancel`, { when: 'period_end', reason: 'Owner is retiring in spring (ticket 12).' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, refund: null });
    expect(await owner.account()).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'professional' });
    const detail = (await operator.get(`accounts/${owner.accountId}`)).json();
    expect(detail.plan.subscriptions[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });

    // The period ends: the provider ends the subscription (the account follows with the provider's event).
    const sub = await subscriptionOf(owner.accountId);
    await t.database.db.updateTable('billing_test_subscriptions').set({ current_period_end: new Date(Date.now() - 1000) }).where('subscription_id', '=', sub.subscription_id).execute();
    expect((await operator.get(`accounts/${owner.accountId}`)).statusCode).toBe(200);
    const synced = await t.database.db.selectFrom('billing_test_subscriptions').select('status').where('subscription_id', '=', sub.subscription_id).executeTakeFirstOrThrow();
    expect(synced.status).toBe('canceled');
  });

  it('cancels now and refunds the unused part once, as Starter from then on', async () => {
    const owner = await subscribed('refund@example.com');
    const sub = await subscriptionOf(owner.accountId);
    // Half a year into the annual period.
    const end = new Date(Date.now() + 182.5 * DAY_MS);
    await t.database.db.updateTable('billing_test_subscriptions').set({ current_period_end: end }).where('subscription_id', '=', sub.subscription_id).execute();

    const res = await operator.post(`accounts/${owner.accountId}/subscription/cancel`, { when: 'now', refund: true, reason: 'Charged after asking to cancel (ticket 31).' });
    expect(res.statusCode).toBe(200);
    const canceled = await subscriptionOf(owner.accountId);
    const expected = unusedAmount(10_000, { start: new Date(end.getTime() - 365 * DAY_MS), end }, canceled.canceled_on as Date);
    expect(expected).toBeGreaterThan(4990);
    expect(expected).toBeLessThanOrEqual(5000);
    expect(res.json()).toEqual({ status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: end.toISOString(), refund: { amount: expected, currency: 'usd' } });
    expect(await owner.account()).toMatchObject({ subscriptionStatus: 'canceled', subscriptionTier: 'starter' });
    const invoice = await t.database.db.selectFrom('billing_test_invoices').selectAll().where('subscription_id', '=', sub.subscription_id).executeTakeFirstOrThrow();
    expect(invoice.amount_refunded).toBe(expected);

    // Asked again: no second refund, the same one answered.
    const again = await operator.post(`accounts/${owner.accountId}/subscription/cancel`, { when: 'now', refund: true, reason: 'Double click' });
    expect(again.json().refund).toEqual({ amount: expected, currency: 'usd' });
    expect(await t.database.db.selectFrom('billing_test_refunds').selectAll().where('subscription_id', '=', sub.subscription_id).execute()).toHaveLength(1);
    const actions = (await operator.get('audit')).json().entries.filter((e: { accountId: string }) => e.accountId === owner.accountId).map((e: { action: string }) => e.action);
    expect(actions.filter((a: string) => a === 'subscription.refunded')).toHaveLength(1);
    expect(actions).toContain('subscription.canceled');
  });

  it("updates the subscription's e-mail at the provider", async () => {
    const owner = await subscribed('old-address@example.com');
    const bad = await operator.post(`accounts/${owner.accountId}/subscription/email`, { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    const res = await operator.post(`accounts/${owner.accountId}/subscription/email`, { email: 'New-Address@Example.com', reason: 'Owner asked by e-mail' });
    expect(res.statusCode).toBe(200);
    const customer = await t.database.db
      .selectFrom('billing_test_customers as b')
      .innerJoin('billing_customers as c', 'c.customer_id', 'b.customer_id')
      .select('b.email')
      .where('c.account_id', '=', owner.accountId)
      .executeTakeFirstOrThrow();
    expect(customer.email).toBe('new-address@example.com');
    const starter = await signUpConfirmed(t, 'no-customer@example.com');
    const { accountId } = (await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(starter.token) })).json();
    expect((await operator.post(`accounts/${accountId}/subscription/email`, { email: 'a@example.com' })).statusCode).toBe(409);
  });
});

describe.each(databaseKinds)('billing help with Stripe (local Stripe API) on %s', (kind) => {
  const PRICE = 'price_professional_annual';
  const WEBHOOK_SECRET = 'whsec_test_local_secret';
  let t: TestApp;
  let stripe: StripeTestServer;
  let operator: Awaited<ReturnType<typeof signUpOperator>>;
  beforeAll(async () => {
    stripe = await new StripeTestServer('sk_test_local').start();
    t = await createTestApp(kind, {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_PRICE_PROFESSIONAL: PRICE,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    operator = await signUpOperator(t);
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.stop();
  });

  const subscribed = async (email: string) => {
    const { token } = await signUpConfirmed(t, email);
    const res = await t.app.inject({ method: 'POST', url: '/api/checkoutSession/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { priceId: PRICE } } });
    const sessionId = (res.json() as { client_secret: string }).client_secret.split('_secret_')[0] as string;
    const subscription = stripe.completeCheckout(sessionId);
    const payload = JSON.stringify(stripe.event('checkout.session.completed', stripe.sessions.get(sessionId) as object));
    const hook = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(payload, WEBHOOK_SECRET) }, payload });
    expect(hook.json()).toMatchObject({ outcome: 'processed' });
    const account = async () => (await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) })).json();
    return { token, subscription, accountId: (await account()).accountId as string, account };
  };

  it('cancels at period end with Stripe’s cancel_at_period_end', async () => {
    const owner = await subscribed('stripe-period-end@example.com');
    const res = await operator.post(`accounts/${owner.accountId}/subscription/cancel`, { when: 'period_end', reason: 'Owner asked' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, refund: null });
    expect(stripe.requestsTo('POST', `/v1/subscriptions/${owner.subscription.id}`).at(-1)?.params).toEqual({ cancel_at_period_end: 'true' });
    expect(await owner.account()).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'professional' });
  });

  it('cancels now and refunds the unused part of the paid invoice, once', async () => {
    const owner = await subscribed('stripe-refund@example.com');
    const now = Math.floor(Date.now() / 1000);
    const item = owner.subscription.items.data[0];
    if (!item) throw new Error('no item');
    // 73 days into the year the invoice paid for.
    item.current_period_start = now - 73 * 86_400;
    item.current_period_end = item.current_period_start + 365 * 86_400;

    const res = await operator.post(`accounts/${owner.accountId}/subscription/cancel`, { when: 'now', refund: true, reason: 'Charged twice (ticket 7).' });
    expect(res.statusCode).toBe(200);
    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${owner.subscription.id}`)).toHaveLength(1);
    const refunds = stripe.requestsTo('POST', '/v1/refunds');
    expect(refunds).toHaveLength(1);
    const canceledAt = new Date((stripe.subscriptions.get(owner.subscription.id)?.canceled_at as number) * 1000);
    const expected = unusedAmount(10_000, { start: new Date(item.current_period_start * 1000), end: new Date(item.current_period_end * 1000) }, canceledAt);
    expect(expected).toBeGreaterThanOrEqual(7999);
    const payment = stripe.invoicePayments.find((p) => p.amount_paid === 10_000 && refunds[0]?.params.payment_intent === (p.payment as { payment_intent: string }).payment_intent);
    expect(payment).toBeDefined();
    expect(refunds[0]?.params).toMatchObject({ amount: String(expected), reason: 'requested_by_customer', 'metadata[ww_subscription]': owner.subscription.id });
    expect(refunds[0]?.idempotencyKey).toBe(`ww-refund-${owner.subscription.id}`);
    expect(res.json()).toMatchObject({ status: 'canceled', refund: { amount: expected, currency: 'usd' } });
    expect(await owner.account()).toMatchObject({ subscriptionStatus: 'canceled', subscriptionTier: 'starter' });

    // Again (the webhook has made it canceled here meanwhile): not cancelled twice, not refunded twice.
    const again = await operator.post(`accounts/${owner.accountId}/subscription/cancel`, { when: 'now', refund: true, reason: 'Checking' });
    expect(again.json().refund).toEqual({ amount: expected, currency: 'usd' });
    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${owner.subscription.id}`)).toHaveLength(1);
    expect(stripe.requestsTo('POST', '/v1/refunds')).toHaveLength(1);
  });

  it("updates the Stripe customer's e-mail", async () => {
    const owner = await subscribed('stripe-email@example.com');
    const res = await operator.post(`accounts/${owner.accountId}/subscription/email`, { email: 'billing@example.com', reason: 'Owner asked' });
    expect(res.statusCode).toBe(200);
    expect(stripe.customers.get(owner.subscription.customer)?.email).toBe('billing@example.com');
  });

  it('says so when Stripe refuses, and records nothing', async () => {
    const owner = await subscribed('stripe-down@example.com');
    stripe.refuseDeletes = true;
    const res = await operator.post(`accounts/${owner.accountId}/subscription/cancel`, { when: 'now', refund: false, reason: 'Owner asked' });
    stripe.refuseDeletes = false;
    expect(res.statusCode).toBe(502);
    expect(res.json().errorMessage).toMatch(/^The payment provider did not complete the cancellation/);
    expect(await owner.account()).toMatchObject({ subscriptionStatus: 'active' });
    const actions = (await operator.get('audit')).json().entries.filter((e: { accountId: string; action: string }) => e.accountId === owner.accountId && e.action.startsWith('subscription'));
    expect(actions).toEqual([]);
  });
});
