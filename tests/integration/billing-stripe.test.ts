import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, APP_URL, bearer, cookieJar, createTestApp, followLink, jsonHeaders, latestLink, signUpConfirmed, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { signWebhook, StripeTestServer } from '../support/stripe-test-server';

const PRICE = 'price_professional_annual';
const WEBHOOK_SECRET = 'whsec_test_local_secret';

describe.each(databaseKinds)('billing with Stripe (local Stripe API) on %s', (kind) => {
  let t: TestApp;
  let stripe: StripeTestServer;
  beforeAll(async () => {
    stripe = await new StripeTestServer('sk_test_local').start();
    t = await createTestApp(kind, {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_PRICE_PROFESSIONAL: PRICE,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.stop();
  });

  const post = (token: string, url: string, input: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: { input } });
  const account = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) })).json();
  const setTag = (token: string) =>
    t.app.inject({ method: 'PATCH', url: '/api/account/', headers: { ...bearer(token), 'content-type': 'application/json' }, payload: { input: { websiteGoogleTag: 'G-ABC1234567' } } });
  const deliver = (event: object, options: { secret?: string; timestamp?: number; tamper?: (body: string) => string } = {}) => {
    const payload = JSON.stringify(event);
    const signature = signWebhook(payload, options.secret ?? WEBHOOK_SECRET, options.timestamp);
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: options.tamper ? options.tamper(payload) : payload,
    });
  };
  /** A signed-up owner with an open Stripe checkout session. */
  const ownerWithSession = async (email: string) => {
    const { token, jar } = await signUpConfirmed(t, email);
    const res = await post(token, '/api/checkoutSession/', { priceId: PRICE });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { client_secret: string; status: string; payment_status: string };
    const sessionId = body.client_secret.split('_secret_')[0] as string;
    return { token, jar, sessionId, body, accountId: (await account(token)).accountId as string };
  };
  /** An owner whose checkout Stripe completed and whose checkout.session.completed webhook arrived. */
  const subscribedOwner = async (email: string) => {
    const owner = await ownerWithSession(email);
    const subscription = stripe.completeCheckout(owner.sessionId);
    const res = await deliver(stripe.event('checkout.session.completed', stripe.sessions.get(owner.sessionId) as object));
    expect(res.json()).toEqual({ received: true, outcome: 'processed' });
    return { ...owner, subscription };
  };

  it('deleting the account cancels the Stripe subscription and deletes the customer; a refusal from Stripe deletes nothing', async () => {
    const owner = await subscribedOwner('stripe-leaving@example.com');
    const customerId = owner.subscription.customer;
    const remove = () => t.app.inject({ method: 'POST', url: '/api/account/delete', headers: { ...bearer(owner.token), 'content-type': 'application/json' }, payload: { input: { password: 'correct horse battery' } } });

    stripe.refuseDeletes = true;
    const refused = await remove();
    stripe.refuseDeletes = false;
    expect(refused.statusCode).toBe(502);
    expect(refused.json().errorMessage).toBe('We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes, or write to support.');
    expect((await account(owner.token)).subscriptionStatus).toBe('active');
    expect(stripe.customers.has(customerId)).toBe(true);

    const tried = stripe.requestsTo('DELETE', `/v1/subscriptions/${owner.subscription.id}`).length;
    const res = await remove();
    expect(res.statusCode).toBe(200);
    expect(stripe.requestsTo('DELETE', `/v1/subscriptions/${owner.subscription.id}`)).toHaveLength(tried + 1);
    expect(stripe.subscriptions.get(owner.subscription.id)?.status).toBe('canceled');
    expect(stripe.customers.has(customerId)).toBe(false);
    expect(await t.database.db.selectFrom('billing_customers').selectAll().where('customer_id', '=', customerId).execute()).toEqual([]);
  });

  it('tells the browser the publishable key and the price', async () => {
    expect((await t.app.inject('/api/config')).json().billing).toEqual({ provider: 'stripe', publishableKey: 'pk_test_local', professionalPriceId: PRICE });
  });

  it('starts an embedded subscription checkout with the configured price, one customer per account', async () => {
    const { token, body, accountId } = await ownerWithSession('stripe-start@example.com');
    expect(body).toEqual({ client_secret: expect.stringMatching(/^cs_test_\w+_secret_\w+$/), status: 'open', payment_status: 'unpaid' });

    const customers = stripe.requestsTo('POST', '/v1/customers').filter((r) => r.params['metadata[accountId]'] === accountId);
    expect(customers).toHaveLength(1);
    expect(customers[0]?.params.email).toBe('stripe-start@example.com');
    const created = stripe.requestsTo('POST', '/v1/checkout/sessions').filter((r) => r.params.client_reference_id === accountId);
    expect(created).toHaveLength(1);
    const customerId = created[0]?.params.customer;
    expect(created[0]?.params).toMatchObject({
      mode: 'subscription',
      ui_mode: 'embedded_page',
      'line_items[0][price]': PRICE,
      'line_items[0][quantity]': '1',
      customer: expect.stringMatching(/^cus_/),
      'metadata[accountId]': accountId,
      'subscription_data[metadata][accountId]': accountId,
      return_url: `${APP_URL}/checkout/return?session_id={CHECKOUT_SESSION_ID}`,
    });
    expect(created[0]?.authorization).toBe('Bearer sk_test_local');

    // A second checkout reuses the customer; another price is refused before reaching Stripe.
    expect((await post(token, '/api/checkoutSession/', { priceId: PRICE })).statusCode).toBe(200);
    const sessionsBefore = stripe.requestsTo('POST', '/v1/checkout/sessions').length;
    expect((await post(token, '/api/checkoutSession/', { priceId: 'price_monthly_cheap' })).statusCode).toBe(400);
    expect(stripe.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(sessionsBefore);
    expect(stripe.requestsTo('POST', '/v1/customers').filter((r) => r.params['metadata[accountId]'] === accountId)).toHaveLength(1);
    const again = stripe.requestsTo('POST', '/v1/checkout/sessions').filter((r) => r.params.client_reference_id === accountId);
    expect(again.map((r) => r.params.customer)).toEqual([customerId, customerId]);
  });

  it('reads the status of its own session on return, bringing the account up to date before the webhook', async () => {
    const { token, sessionId } = await ownerWithSession('stripe-return@example.com');
    const other = await signUpConfirmed(t, 'stripe-nosy@example.com');
    expect((await post(token, '/api/checkoutSession/', { sessionId })).json()).toEqual({ client_secret: null, status: 'open', payment_status: 'unpaid' });

    stripe.completeCheckout(sessionId);
    expect((await post(other.token, '/api/checkoutSession/', { sessionId })).statusCode).toBe(404);
    expect((await post(token, '/api/checkoutSession/', { sessionId: 'cs_test_unknown' })).statusCode).toBe(404);
    expect((await post(token, '/api/checkoutSession/', { sessionId })).json()).toEqual({ client_secret: null, status: 'complete', payment_status: 'paid' });
    expect(await account(token)).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'professional' });
    expect(await account(other.token)).toMatchObject({ subscriptionStatus: null, subscriptionTier: 'starter' });

    const twice = await post(token, '/api/checkoutSession/', { priceId: PRICE });
    expect(twice.statusCode).toBe(409);
  });

  it('applies checkout.session.completed once, however often and concurrently it arrives', async () => {
    const owner = await ownerWithSession('stripe-webhook@example.com');
    expect((await setTag(owner.token)).statusCode).toBe(403);
    stripe.completeCheckout(owner.sessionId);
    const event = stripe.event('checkout.session.completed', stripe.sessions.get(owner.sessionId) as object);

    const [a, b] = await Promise.all([deliver(event), deliver(event)]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    expect([a?.json().outcome, b?.json().outcome].sort()).toEqual(['duplicate', 'processed']);
    const first = await account(owner.token);
    expect(first).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'professional' });
    expect((await setTag(owner.token)).statusCode).toBe(200);

    const replay = await deliver(event);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await account(owner.token)).subscriptionUpdatedOn).toBe(first.subscriptionUpdatedOn);
  });

  it('refuses forged, altered, stale and unsigned webhooks without changing anything', async () => {
    const { token, subscription } = await subscribedOwner('stripe-forged@example.com');
    stripe.setSubscription(subscription.id, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
    const event = stripe.event('customer.subscription.deleted', subscription);

    const forged = await deliver(event, { secret: 'whsec_someone_else' });
    const altered = await deliver(event, { tamper: (body) => body.replace('"canceled"', '"active"') });
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(event) });
    for (const res of [forged, altered, stale, unsigned]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toMatch(/Stripe/);
    }
    expect(await account(token)).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'professional' });

    // The same event, properly signed, was not marked as seen by the refused deliveries.
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'processed' });
    expect(await account(token)).toMatchObject({ subscriptionStatus: 'canceled', subscriptionTier: 'starter' });
    expect((await setTag(token)).statusCode).toBe(403);
  });

  it('ends canceled when subscription.deleted arrives before an older subscription.updated', async () => {
    const { token, subscription } = await subscribedOwner('stripe-order@example.com');
    const created = Math.floor(Date.now() / 1000);
    const updated = stripe.event('customer.subscription.updated', { ...subscription, status: 'active' }, created);
    stripe.setSubscription(subscription.id, { status: 'canceled', canceled_at: created + 10 });
    const deleted = stripe.event('customer.subscription.deleted', stripe.subscriptions.get(subscription.id) as object, created + 10);

    expect((await deliver(deleted)).statusCode).toBe(200);
    expect((await deliver(updated)).statusCode).toBe(200);
    expect(await account(token)).toMatchObject({ subscriptionStatus: 'canceled', subscriptionTier: 'starter' });
  });

  it('follows invoice.payment_failed and invoice.paid: past_due pauses Professional features until paid', async () => {
    const { token, subscription } = await subscribedOwner('stripe-dunning@example.com');
    const invoice = { id: 'in_retry', object: 'invoice', customer: subscription.customer, parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } } };

    stripe.setSubscription(subscription.id, { status: 'past_due' });
    expect((await deliver(stripe.event('invoice.payment_failed', { ...invoice, status: 'open' }))).json().outcome).toBe('processed');
    expect(await account(token)).toMatchObject({ subscriptionStatus: 'past_due', subscriptionTier: 'professional' });
    expect((await setTag(token)).statusCode).toBe(403);

    stripe.setSubscription(subscription.id, { status: 'active' });
    expect((await deliver(stripe.event('invoice.paid', { ...invoice, status: 'paid' }))).json().outcome).toBe('processed');
    expect(await account(token)).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'professional' });
    expect((await setTag(token)).statusCode).toBe(200);

    stripe.setSubscription(subscription.id, { status: 'unpaid' });
    await deliver(stripe.event('customer.subscription.updated', stripe.subscriptions.get(subscription.id) as object));
    expect(await account(token)).toMatchObject({ subscriptionStatus: 'unpaid', subscriptionTier: 'starter' });
  });

  it('upgrades a running subscription to the Professional price in place', async () => {
    const { token, subscription } = await subscribedOwner('stripe-upgrade@example.com');
    // A subscription on an older price: active, but not Professional.
    stripe.setSubscription(subscription.id, { priceId: 'price_legacy' });
    await deliver(stripe.event('customer.subscription.updated', stripe.subscriptions.get(subscription.id) as object));
    expect(await account(token)).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'starter' });

    const upgrade = await post(token, '/api/checkoutSession/', { priceId: PRICE, isUpgrade: true });
    expect(upgrade.json()).toEqual({ client_secret: null, status: 'active', payment_status: null });
    const update = stripe.requestsTo('POST', `/v1/subscriptions/${subscription.id}`).at(-1);
    expect(update?.params).toMatchObject({ 'items[0][id]': subscription.items.data[0]?.id, 'items[0][price]': PRICE });
    expect(await account(token)).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'professional' });
  });

  it('opens the customer portal and lists invoices for the account with a customer', async () => {
    const { token, accountId } = await subscribedOwner('stripe-portal@example.com');
    const portal = await post(token, '/api/billing/portal/', {});
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const request = stripe.requestsTo('POST', '/v1/billing_portal/sessions').at(-1);
    const customer = stripe.requestsTo('POST', '/v1/checkout/sessions').find((r) => r.params.client_reference_id === accountId)?.params.customer;
    expect(request?.params).toEqual({ customer, return_url: `${APP_URL}/plans` });

    const invoices = await t.app.inject({ method: 'GET', url: '/api/billing/invoices', headers: bearer(token) });
    expect(invoices.json()).toEqual([
      { id: expect.stringMatching(/^in_/), amountPaid: 10000, currency: 'usd', status: 'paid', createdOn: expect.any(String), hostedInvoiceUrl: expect.stringMatching(/^https:/) },
    ]);

    const newcomer = await signUpConfirmed(t, 'stripe-no-customer@example.com');
    expect((await post(newcomer.token, '/api/billing/portal/', {})).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/invoices', headers: bearer(newcomer.token) })).json()).toEqual([]);
    // The test provider's pages do not exist with Stripe configured.
    expect((await post(newcomer.token, '/api/billing/test/portal/cancel', {})).statusCode).toBe(404);
  });

  it("follows the owner's change of e-mail address, and its undo, on the Stripe customer (issue 23)", async () => {
    const owner = await subscribedOwner('stripe-old@example.com');
    const customerId = owner.subscription.customer;
    expect(stripe.customers.get(customerId)?.email).toBe('stripe-old@example.com');
    const { jar } = owner;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      headers: { ...jsonHeaders, cookie: jar },
      payload: { newEmail: 'stripe-new@example.com', password: 'correct horse battery', callbackURL: '/account' },
    });
    expect(changed.statusCode).toBe(200);
    // Nothing moves until the new address is confirmed.
    expect(stripe.requestsTo('POST', `/v1/customers/${customerId}`)).toHaveLength(0);
    const confirmed = await followLink(t.app, await latestLink(t.outbox, 'stripe-new@example.com'), jar);
    expect(confirmed.statusCode).toBe(302);
    expect((await account(await accessToken(t, cookieJar(confirmed, jar)))).email).toBe('stripe-new@example.com');
    const updates = stripe.requestsTo('POST', `/v1/customers/${customerId}`);
    expect(updates.map((r) => r.params.email)).toEqual(['stripe-new@example.com']);
    expect(stripe.customers.get(customerId)?.email).toBe('stripe-new@example.com');

    // The old address's undo link puts it back at Stripe too.
    const notice = (await t.outbox.list()).find((m) => m.to === 'stripe-old@example.com' && m.subject === 'Your Website Works e-mail address was changed');
    const undo = notice?.text.match(/https?:\/\/\S+undo-email-change\S+/)?.[0] as string;
    expect((await followLink(t.app, undo)).headers.location).toBe('/login?notice=email_restored&email=stripe-old%40example.com');
    expect(stripe.customers.get(customerId)?.email).toBe('stripe-old@example.com');
  });

  it('records events about unknown customers or other objects and ignores them', async () => {
    const foreign = stripe.event('customer.subscription.updated', { id: 'sub_not_ours', object: 'subscription', customer: 'cus_elsewhere', status: 'active' });
    expect((await deliver(foreign)).json()).toEqual({ received: true, outcome: 'ignored' });
    const other = stripe.event('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    expect((await deliver(other)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await deliver(other)).json()).toEqual({ received: true, outcome: 'duplicate' });
  });
});
