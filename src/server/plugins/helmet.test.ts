import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import appHelmet, { connectSources } from './helmet';

/** Finding 7 of issue 9: the app's CSP let scripts connect to any http(s) host. */
describe("the app's connect-src", () => {
  const base = { NODE_ENV: 'test', AUTH_SECRET: 'test-secret-test-secret-test-secret-123', DATA_DIR: '/tmp/ww-csp-test', LOG_LEVEL: 'silent' };

  it('is the app itself when storage is local and payments are the test provider', () => {
    expect(connectSources(loadConfig(base))).toEqual(["'self'"]);
  });

  it('adds the S3 bucket the browser uploads to, and Stripe when configured; never a wildcard', () => {
    const sources = connectSources(
      loadConfig({
        ...base,
        S3_BUCKET: 'ww-media',
        S3_REGION: 'eu-west-1',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_PRICE_PROFESSIONAL: 'price_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    );
    expect(sources).toContain('https://ww-media.s3.eu-west-1.amazonaws.com');
    expect(sources).toContain('https://api.stripe.com');
    expect(sources.some((s) => s === 'http:' || s === 'https:' || s.includes('*'))).toBe(false);
  });

  it('uses a configured S3 endpoint (path style)', () => {
    expect(connectSources(loadConfig({ ...base, S3_BUCKET: 'b', S3_REGION: 'x', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }))).toEqual(["'self'", 'http://127.0.0.1:9000']);
  });
});

describe("the app's security headers", () => {
  const base = { NODE_ENV: 'test', AUTH_SECRET: 'test-secret-test-secret-test-secret-123', DATA_DIR: '/tmp/ww-csp-test', LOG_LEVEL: 'silent' };

  async function answer(config: ReturnType<typeof loadConfig>) {
    const app = Fastify({ logger: false });
    await app.register(appHelmet, { config });
    app.get('/page', async () => 'a page');
    app.get('/own-policy', async (_request, reply) => reply.header('content-security-policy', "default-src 'none'").send('media'));
    const page = await app.inject({ method: 'GET', url: '/page' });
    const own = await app.inject({ method: 'GET', url: '/own-policy' });
    await app.close();
    return { page: page.headers, own: own.headers };
  }

  it("sends helmet's headers on every answer, computed once, and a route's own policy wins", async () => {
    const { page, own } = await answer(loadConfig(base));
    expect(page['content-security-policy']).toMatch(/^default-src 'self';/);
    expect(page['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(page['x-content-type-options']).toBe('nosniff');
    expect(page['x-frame-options']).toBe('SAMEORIGIN');
    expect(page['referrer-policy']).toBe('no-referrer');
    expect(page['cross-origin-opener-policy']).toBe('same-origin');
    expect(page['strict-transport-security']).toBeUndefined();
    expect(own['content-security-policy']).toBe("default-src 'none'");
    expect(own['x-content-type-options']).toBe('nosniff');
  });

  it('adds HSTS and upgrade-insecure-requests in production', async () => {
    const production = loadConfig({
      ...base,
      NODE_ENV: 'production',
      APP_URL: 'https://app.example.com',
      SMTP_URL: 'smtp://mail.example.com',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_PRICE_PROFESSIONAL: 'price_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      TRUST_PROXY: '1',
      MAIL_FROM: 'Website Works <no-reply@websiteworks.app>',
      SUPPORT_EMAIL: 'support@websiteworks.app',
    });
    const { page } = await answer(production);
    expect(page['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(page['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(page['content-security-policy']).toContain('https://js.stripe.com');
  });
});
