import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARD_SUCCEEDS, TEST_PROFESSIONAL_PRICE_ID } from '../../src/shared/billing';
import { freePort, type ServerProcess, signUpOverHttp, startServerProcess, waitUntilReady } from '../support/server-process';

/*
 * Decision 0036: a server deployed without NODE_ENV (forgotten) and without SMTP_URL, at a public
 * address, must not hand strangers what a development machine offers its developer: the mailbox page
 * (everyone's sign-in and reset links) and the test card (the paid plan for nothing).
 */

const APP_URL = 'https://app.websiteworks.app';

describe('a server started with neither NODE_ENV nor SMTP_URL, at a public address', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-safe-defaults-'));
  let server: ServerProcess;
  let url = '';

  beforeAll(async () => {
    const [port, sitesPort] = [await freePort(), await freePort()];
    server = startServerProcess({
      NODE_ENV: undefined,
      SMTP_URL: undefined,
      DEV_TOOLS: undefined,
      STRIPE_SECRET_KEY: undefined,
      APP_URL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      SITES_PORT: String(sitesPort),
      LOG_LEVEL: 'warn',
    });
    url = `http://127.0.0.1:${port}`;
    if (!(await waitUntilReady(url, server.child, 120_000))) throw new Error(`the server did not become ready:\n${server.output()}`);
  }, 180_000);
  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Signs up and confirms through the e-mail the outbox kept on disk (the way an operator could read it). */
  const signedInOwner = (email: string) => signUpOverHttp(url, APP_URL, path.join(dataDir, 'outbox'), email);

  it('serves no mailbox page and no mailbox JSON: the sign-up e-mail stays on the server', async () => {
    await signedInOwner('mailbox@example.com');
    for (const address of ['/dev/mailbox', '/dev/mailbox.json']) {
      const res = await fetch(`${url}${address}`);
      const body = await res.text();
      expect(body, address).not.toContain('mailbox@example.com');
      expect(body, address).not.toContain('verify-email');
      expect(body, address).not.toContain('Dev mailbox');
    }
    expect(server.output()).toContain('/dev/mailbox is off');
  });

  it('refuses the test card: no checkout starts, and paying with 4242 4242 4242 4242 is refused', async () => {
    const auth = { authorization: `Bearer ${await signedInOwner('card@example.com')}`, 'content-type': 'application/json', origin: APP_URL };
    const checkout = await fetch(`${url}/api/checkoutSession/`, { method: 'POST', headers: auth, body: JSON.stringify({ input: { priceId: TEST_PROFESSIONAL_PRICE_ID } }) });
    expect(checkout.status).toBe(503);
    expect(((await checkout.json()) as { errorMessage: string }).errorMessage).toBe('Upgrading is not available on this server yet. Please contact support.');
    const pay = await fetch(`${url}/api/billing/test/checkout/cs_test_made_up/pay`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ input: { cardNumber: TEST_CARD_SUCCEEDS, expiry: '12 / 34', cvc: '123', name: 'Card Owner' } }),
    });
    expect(pay.status).toBe(503);
    const account = (await (await fetch(`${url}/api/account`, { headers: auth })).json()) as { subscriptionTier: string; subscriptionStatus: string | null };
    expect(account).toMatchObject({ subscriptionTier: 'starter', subscriptionStatus: null });
    expect(server.output()).toContain('nobody can subscribe');
  });
});
