import { TEST_PROFESSIONAL_PRICE_ID } from '../../src/shared/billing';
import { bearer, jsonHeaders, type TestApp } from './test-app';

/** The test provider's card that pays. */
export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Jane Owner' };

/** Buys Professional for the owner of `token` with the test provider, as the Plans page does (checkout, then the test card). */
export async function subscribeWithTestCard(t: TestApp, token: string): Promise<void> {
  const post = (url: string, input: unknown) => t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...jsonHeaders }, payload: { input } as object });
  const started = await post('/api/checkoutSession/', { priceId: TEST_PROFESSIONAL_PRICE_ID });
  if (started.statusCode !== 200) throw new Error(`checkout failed: ${started.body}`);
  const sessionId = (started.json() as { client_secret: string }).client_secret.split('_secret_')[0] as string;
  const paid = await post(`/api/billing/test/checkout/${sessionId}/pay`, GOOD_CARD);
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
}
