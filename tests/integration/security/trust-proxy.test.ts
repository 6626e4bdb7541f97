import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, jsonHeaders, type TestApp } from '../../support/test-app';

// Starting an app on PGlite can take over a minute on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

/*
 * Finding 6 of issue 9: in production the server trusted any X-Forwarded-For, so one socket with a
 * new header value per request was a new client each time. TRUST_PROXY (off by default) now decides.
 * Each app here is built with explicit settings (production's, or TRUST_PROXY), never test defaults.
 * The per-address limit used is better-auth's on /sign-in/email (AUTH_RATE_LIMIT_MAX per window);
 * every attempt names a different address, so no per-account limit is involved.
 */
describe('TRUST_PROXY decides whether X-Forwarded-For counts (issue 9, finding 6)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  let attempts = 0;
  const attempt = (app: TestApp, socket: string, forwardedFor?: string) => {
    attempts += 1;
    return app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: socket,
      headers: { ...jsonHeaders, ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }) },
      payload: { email: `nobody-${attempts}@example.com`, password: 'wrong password x' },
    });
  };

  it('production with TRUST_PROXY=false (visitors connect directly): made-up X-Forwarded-For values do not escape the per-address limit', async () => {
    t = await createTestApp('pglite', {
      NODE_ENV: 'production',
      TRUST_PROXY: 'false',
      SMTP_URL: 'smtp://127.0.0.1:9', // never used: no attempt here sends mail
      MAIL_FROM: 'Website Works <no-reply@websiteworks.app>',
      SUPPORT_EMAIL: 'support@websiteworks.app',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_PRICE_PROFESSIONAL: 'price_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      AUTH_RATE_LIMIT_MAX: '3',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(t, '203.0.113.7', `192.0.2.${i + 1}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('TRUST_PROXY=1 behind a proxy: two clients are limited separately, and a client cannot escape by prefixing made-up hops', async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: '1', AUTH_RATE_LIMIT_MAX: '3' });
    const proxy = '10.0.0.5'; // every request arrives on the proxy's socket; the proxy appends the real client
    const clientA = '198.51.100.1';
    const clientB = '198.51.100.2';
    const statusesA: number[] = [];
    // Client A sends its own made-up X-Forwarded-For each time; the proxy appends A's real address.
    for (let i = 0; i < 5; i++) statusesA.push((await attempt(t, proxy, `192.0.2.${i + 1}, ${clientA}`)).statusCode);
    expect(statusesA).toEqual([401, 401, 401, 429, 429]);
    // Client B, behind the same proxy, has a limit of its own.
    expect((await attempt(t, proxy, clientB)).statusCode).toBe(401);
  });

  it('TRUST_PROXY as a list: forwarded addresses count only on a listed proxy\'s socket', async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: '10.0.0.0/8', AUTH_RATE_LIMIT_MAX: '3' });
    // Behind the listed proxy, two clients are limited apart.
    for (let i = 0; i < 3; i++) expect((await attempt(t, '10.1.2.3', '198.51.100.7')).statusCode).toBe(401);
    expect((await attempt(t, '10.1.2.3', '198.51.100.7')).statusCode).toBe(429);
    expect((await attempt(t, '10.1.2.3', '198.51.100.8')).statusCode).toBe(401);
    // A client connecting directly (not a listed proxy) is its socket, whatever it forwards.
    const direct: number[] = [];
    for (let i = 0; i < 5; i++) direct.push((await attempt(t, '203.0.113.50', `192.0.2.${i + 1}`)).statusCode);
    expect(direct).toEqual([401, 401, 401, 429, 429]);
  });
});
