import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { connectSources } from './helmet';

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
