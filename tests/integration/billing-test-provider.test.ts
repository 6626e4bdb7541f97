import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PROFESSIONAL_PRICE_ID } from '../../src/shared/billing';
import { APP_URL, bearer, createTestApp, signUpConfirmed, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Jane Owner' };
const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

describe.each(databaseKinds)('billing with the test provider on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (token: string, url: string, input: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: { input } });
  const account = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) })).json();
  const setTag = (token: string, websiteGoogleTag: string) =>
    t.app.inject({ method: 'PATCH', url: '/api/account/', headers: { ...bearer(token), 'content-type': 'application/json' }, payload: { input: { websiteGoogleTag } } });
  const start = async (token: string) => {
    const res = await post(token, '/api/checkoutSession/', { priceId: TEST_PROFESSIONAL_PRICE_ID });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { client_secret: string; status: string; payment_status: string };
    return { ...body, sessionId: body.client_secret.split('_secret_')[0] as string };
  };

  it('tells the browser which provider and price to use', async () => {
    const config = (await t.app.inject('/api/config')).json();
    expect(config.billing).toEqual({ provider: 'test', publishableKey: null, professionalPriceId: TEST_PROFESSIONAL_PRICE_ID });
  });

  it('subscribes with the test card: session complete, account active professional, Google tag allowed', async () => {
    const { token } = await signUpConfirmed(t, 'payer@example.com');
    expect((await setTag(token, 'G-ABC1234567')).statusCode).toBe(403);

    const session = await start(token);
    expect(session).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    expect(session.client_secret).toMatch(/^cs_test_\w+_secret_\w+$/);
    const details = await t.app.inject({ method: 'GET', url: `/api/billing/test/checkout/${session.sessionId}`, headers: bearer(token) });
    expect(details.json()).toMatchObject({ status: 'open', planName: 'Professional', amountCents: 10000, currency: 'usd', interval: 'year' });

    const pay = await post(token, `/api/billing/test/checkout/${session.sessionId}/pay`, GOOD_CARD);
    expect(pay.statusCode).toBe(200);
    expect(pay.json()).toMatchObject({ status: 'complete', payment_status: 'paid' });

    const read = await post(token, '/api/checkoutSession/', { sessionId: session.sessionId });
    expect(read.json()).toEqual({ client_secret: null, status: 'complete', payment_status: 'paid' });

    const after = await account(token);
    expect(after).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'professional' });
    expect(after.subscriptionStartedOn).toEqual(expect.any(String));
    expect(after.subscriptionUpdatedOn).toEqual(expect.any(String));
    expect((await setTag(token, 'G-ABC1234567')).statusCode).toBe(200);

    const invoices = await t.app.inject({ method: 'GET', url: '/api/billing/invoices', headers: bearer(token) });
    expect(invoices.json()).toEqual([
      { id: expect.stringMatching(/^in_test_/), amountPaid: 10000, currency: 'usd', status: 'paid', createdOn: expect.any(String), hostedInvoiceUrl: null },
    ]);

    // Paying twice, or a second checkout while subscribed, is refused.
    expect((await post(token, `/api/billing/test/checkout/${session.sessionId}/pay`, GOOD_CARD)).statusCode).toBe(409);
    const again = await post(token, '/api/checkoutSession/', { priceId: TEST_PROFESSIONAL_PRICE_ID });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toMatch(/already has a Professional subscription/);

    // Upgrading the running subscription answers its status.
    const upgrade = await post(token, '/api/checkoutSession/', { priceId: TEST_PROFESSIONAL_PRICE_ID, isUpgrade: true });
    expect(upgrade.json()).toEqual({ client_secret: null, status: 'active', payment_status: null });

    // The portal, then cancelling in it: back to starter, the Google tag is refused again.
    const portal = await post(token, '/api/billing/portal/', {});
    expect(portal.json()).toEqual({ url: `${APP_URL}/plans?portal=test` });
    const cancel = await post(token, '/api/billing/test/portal/cancel', {});
    expect(cancel.json()).toEqual({ status: 'canceled' });
    expect(await account(token)).toMatchObject({ subscriptionStatus: 'canceled', subscriptionTier: 'starter', websiteGoogleTag: 'G-ABC1234567' });
    expect((await setTag(token, 'G-ZZZ1234567')).statusCode).toBe(403);
    expect((await post(token, '/api/billing/test/portal/cancel', {})).statusCode).toBe(400);

    // After cancelling, subscribing again works and reuses the customer.
    const second = await start(token);
    expect((await post(token, `/api/billing/test/checkout/${second.sessionId}/pay`, GOOD_CARD)).statusCode).toBe(200);
    expect(await account(token)).toMatchObject({ subscriptionStatus: 'active', subscriptionTier: 'professional' });
    const customers = await t.app.inject({ method: 'GET', url: '/api/billing/invoices', headers: bearer(token) });
    expect(customers.json()).toHaveLength(2);
  });

  it('declines 4000 0000 0000 0002 with 402 and changes nothing; other cards get a hint', async () => {
    const { token } = await signUpConfirmed(t, 'declined@example.com');
    const session = await start(token);
    const declined = await post(token, `/api/billing/test/checkout/${session.sessionId}/pay`, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ errorMessage: 'Your card was declined.' });
    const other = await post(token, `/api/billing/test/checkout/${session.sessionId}/pay`, { ...GOOD_CARD, cardNumber: '5555 5555 5555 4444' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ errorMessage: 'Use the test card 4242 4242 4242 4242.' });
    const expired = await post(token, `/api/billing/test/checkout/${session.sessionId}/pay`, { ...GOOD_CARD, expiry: '01/20' });
    expect(expired.statusCode).toBe(400);

    expect((await post(token, '/api/checkoutSession/', { sessionId: session.sessionId })).json()).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    expect(await account(token)).toMatchObject({ subscriptionStatus: null, subscriptionTier: 'starter' });
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/invoices', headers: bearer(token) })).json()).toEqual([]);
  });

  it('keeps sessions to their own account and the price to the configured one', async () => {
    const owner = await signUpConfirmed(t, 'owner-a@example.com');
    const other = await signUpConfirmed(t, 'owner-b@example.com');
    const session = await start(owner.token);

    expect((await post(other.token, '/api/checkoutSession/', { sessionId: session.sessionId })).statusCode).toBe(404);
    expect((await post(other.token, `/api/billing/test/checkout/${session.sessionId}/pay`, GOOD_CARD)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/billing/test/checkout/${session.sessionId}`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect(await account(other.token)).toMatchObject({ subscriptionTier: 'starter', subscriptionStatus: null });

    const wrongPrice = await post(owner.token, '/api/checkoutSession/', { priceId: 'price_cheaper' });
    expect(wrongPrice.statusCode).toBe(400);
    expect(wrongPrice.json().errorMessage).toMatch(/This plan is not offered any more/);
    expect((await post(owner.token, '/api/checkoutSession/', { priceId: TEST_PROFESSIONAL_PRICE_ID, sessionId: session.sessionId })).statusCode).toBe(400);
    expect((await post(owner.token, '/api/checkoutSession/', {})).statusCode).toBe(400);
    expect((await post(owner.token, '/api/checkoutSession/', { priceId: TEST_PROFESSIONAL_PRICE_ID, accountId: 'someone-else' })).statusCode).toBe(400);
    expect((await post(owner.token, '/api/checkoutSession/', { priceId: TEST_PROFESSIONAL_PRICE_ID, isUpgrade: true })).statusCode).toBe(400);
    expect((await post(owner.token, '/api/billing/portal/', {})).statusCode).toBe(200);
    expect((await post(other.token, '/api/billing/portal/', {})).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/checkoutSession/', payload: { input: { priceId: TEST_PROFESSIONAL_PRICE_ID } } })).statusCode).toBe(401);
    // The test provider has no webhook endpoint.
    expect((await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: {} })).statusCode).toBe(404);
  });

  it('limits card attempts per account', async () => {
    const { token } = await signUpConfirmed(t, 'hammer@example.com');
    const session = await start(token);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await post(token, `/api/billing/test/checkout/${session.sessionId}/pay`, DECLINED_CARD)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 402)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });
});
