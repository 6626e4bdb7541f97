import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from './config';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  STRIPE_PRICE_PROFESSIONAL: 'price_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
};

/** Production's sender and support addresses, at a domain of its own. */
const SENDER = { MAIL_FROM: 'Website Works <no-reply@websiteworks.app>', SUPPORT_EMAIL: 'support@websiteworks.app' };

describe('loadConfig', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'ww-config-'));
    dirs.push(d);
    return d;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('runs on embedded defaults with a generated secret that persists', () => {
    const DATA_DIR = tempDir();
    const a = loadConfig({ DATA_DIR });
    expect(a).toMatchObject({ port: 3000, sitesPort: 3001, appUrl: 'http://localhost:3000', isProduction: false, smtpUrl: undefined, databaseUrl: undefined });
    expect(a.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(DATA_DIR, 'dev-secret'), 'utf8')).toBe(a.authSecret);
    expect(loadConfig({ DATA_DIR }).authSecret).toBe(a.authSecret);
  });

  it('refuses production without a real secret, SMTP and the public address, naming each', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('AUTH_SECRET');
    expect(message).toContain('SMTP_URL');
    expect(message).toContain('APP_URL');
    expect(message).toContain('TRUST_PROXY');
  });

  it('chooses the stock-photo provider from its key: Unsplash first, else Pexels, else none (decision 0057)', () => {
    const DATA_DIR = tempDir();
    expect(loadConfig({ DATA_DIR }).photos).toBeUndefined();
    expect(loadConfig({ DATA_DIR, PEXELS_API_KEY: 'p' }).photos).toEqual({ provider: 'pexels', key: 'p', apiUrl: 'https://api.pexels.com' });
    expect(loadConfig({ DATA_DIR, PEXELS_API_KEY: 'p', UNSPLASH_ACCESS_KEY: 'u', UNSPLASH_API_URL: 'http://127.0.0.1:9/' }).photos).toEqual({
      provider: 'unsplash',
      key: 'u',
      apiUrl: 'http://127.0.0.1:9',
      appName: 'website_works',
    });
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com', APP_URL: 'https://app.example.com', TRUST_PROXY: '1', AUTH_SECRET: 'n'.repeat(40), ...SENDER, ...STRIPE };
    expect(() => loadConfig({ ...production, UNSPLASH_ACCESS_KEY: 'u', UNSPLASH_API_URL: 'http://127.0.0.1:9' })).toThrow(/UNSPLASH_API_URL must not be set/);
    expect(() => loadConfig({ ...production, PEXELS_API_KEY: 'p', PEXELS_API_URL: 'http://127.0.0.1:9' })).toThrow(/PEXELS_API_URL must not be set/);
  });

  it('takes AUTH_SECRET as a list, newest first (decision 0034); in production every one must be long', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), AUTH_SECRET: ` ${'n'.repeat(40)} , ${'o'.repeat(40)} ` });
    expect(config.authSecret).toBe('n'.repeat(40));
    expect(config.authSecrets).toEqual(['n'.repeat(40), 'o'.repeat(40)]);
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com', APP_URL: 'https://app.example.com', TRUST_PROXY: '1', ...SENDER, ...STRIPE };
    expect(() => loadConfig({ ...production, AUTH_SECRET: `${'n'.repeat(40)},short` })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ ...production, AUTH_SECRET: ' , ' })).toThrow(/AUTH_SECRET/);
    expect(loadConfig({ ...production, AUTH_SECRET: `${'n'.repeat(40)},${'o'.repeat(40)}` }).authSecrets).toHaveLength(2);
  });

  it('refuses production without TRUST_PROXY, and takes false for a server visitors reach directly', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail.example.com', APP_URL: 'https://app.example.com', ...SENDER, ...STRIPE };
    expect(() => loadConfig(production)).toThrow(/TRUST_PROXY \(1 behind one proxy such as Caddy/);
    expect(loadConfig({ ...production, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...production, TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('refuses a short production secret and the Google test stand-in', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: 'short',
        SMTP_URL: 'smtp://mail.example.com',
        APP_URL: 'https://app.example.com',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_DISCOVERY_URL: 'http://127.0.0.1:9999/.well-known/openid-configuration',
      }),
    ).toThrow(/AUTH_SECRET[\s\S]*GOOGLE_DISCOVERY_URL/);
  });

  it('starts in production with complete settings', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example.com',
      APP_URL: 'https://app.example.com/',
      TRUST_PROXY: '1',
      ...SENDER,
      ...STRIPE,
    });
    expect(config.appUrl).toBe('https://app.example.com');
    expect(config.isProduction).toBe(true);
    expect(config.devTools).toBe(false);
  });

  it('refuses example.com sender and support addresses in production (their defaults), naming each', () => {
    const production = { NODE_ENV: 'production', TRUST_PROXY: '1', AUTH_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail.example.com', APP_URL: 'https://app.example.com', ...STRIPE };
    expect(() => loadConfig(production)).toThrow(/MAIL_FROM[\s\S]*not Website Works <no-reply@example\.com>[\s\S]*SUPPORT_EMAIL[\s\S]*not support@example\.com/);
    expect(() => loadConfig({ ...production, ...SENDER, MAIL_FROM: 'Us <hello@mail.example.org>' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ ...production, ...SENDER, SUPPORT_EMAIL: 'help@shop.test' })).toThrow(/SUPPORT_EMAIL/);
    expect(loadConfig({ ...production, ...SENDER })).toMatchObject({ mailFrom: SENDER.MAIL_FROM, supportEmail: SENDER.SUPPORT_EMAIL });
  });

  it('turns the development outbox page and the test card on only for an address on this machine, or when DEV_TOOLS says so, never in production', () => {
    const DATA_DIR = tempDir();
    expect(loadConfig({ DATA_DIR }).devTools).toBe(true); // APP_URL defaults to http://localhost:3000
    for (const APP_URL of ['http://localhost:4000', 'http://app.localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000']) {
      expect(loadConfig({ DATA_DIR, APP_URL }).devTools, APP_URL).toBe(true);
    }
    // NODE_ENV forgotten on a server with a public address: off all the same.
    for (const APP_URL of ['https://app.websiteworks.app', 'http://192.0.2.10:3000', 'http://0.0.0.0:3000']) {
      expect(loadConfig({ DATA_DIR, APP_URL }).devTools, APP_URL).toBe(false);
    }
    expect(loadConfig({ DATA_DIR, APP_URL: 'http://192.0.2.10:3000', DEV_TOOLS: 'true' }).devTools).toBe(true);
    expect(loadConfig({ DATA_DIR, APP_URL: 'http://localhost:3000', DEV_TOOLS: 'false' }).devTools).toBe(false);
    const production = { NODE_ENV: 'production', TRUST_PROXY: '1', AUTH_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail.example.com', ...SENDER, ...STRIPE };
    expect(loadConfig({ ...production, APP_URL: 'http://localhost:3000' }).devTools).toBe(false);
    expect(() => loadConfig({ ...production, APP_URL: 'https://app.example.com', DEV_TOOLS: 'true' })).toThrow(/DEV_TOOLS must not be set/);
  });

  it('refuses the test payment provider in production, naming each Stripe setting', () => {
    const production = { NODE_ENV: 'production', TRUST_PROXY: '1', AUTH_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail.example.com', APP_URL: 'https://app.example.com', ...SENDER };
    let message = '';
    try {
      loadConfig(production);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of Object.keys(STRIPE)) expect(message).toContain(name);
    expect(message).toContain('test payment provider is not allowed in production');
    expect(() => loadConfig({ ...production, ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' })).toThrow(/STRIPE_API_URL/);
  });

  it('takes the Stripe settings all together or not at all', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).billing).toEqual({ provider: 'test' });
    expect(loadConfig({ DATA_DIR: tempDir(), ...STRIPE }).billing).toMatchObject({ provider: 'stripe', professionalPriceId: 'price_123' });
    const partial = { DATA_DIR: tempDir(), STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PRICE_PROFESSIONAL: 'price_123' };
    expect(() => loadConfig(partial)).toThrow(/STRIPE_PUBLISHABLE_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_wrong' })).toThrow(/STRIPE_SECRET_KEY must start with sk_/);
  });

  it('explains invalid values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'only-the-id', DATA_DIR: tempDir() })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });
});

describe('parseTrustProxy', () => {
  it('is off by default, a hop count, or a list of proxies; anything else is refused with its name', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => parseTrustProxy('everyone')).toThrow(/TRUST_PROXY/);
  });
});
