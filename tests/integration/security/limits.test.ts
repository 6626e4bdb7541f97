import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../../support/test-app';

// Starting an app on PGlite can take over a minute on a busy machine.
vi.setConfig({ hookTimeout: 180_000 });

/** Finding 6 of issue 9: limits that did not hold (per address only, any X-Forwarded-For trusted, no write limit). */
describe('limits per account and recipient, kept in the database (issue 9, finding 6)', () => {
  let t: TestApp;
  const from = (ip: string) => ({ ...jsonHeaders, 'x-forwarded-for': ip });

  beforeAll(async () => {
    t = await createTestApp('pglite', { SIGN_IN_ACCOUNT_MAX: '5', MAIL_RECIPIENT_MAX: '3', API_WRITE_BURST_MAX: '10', AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stops wrong passwords for one account whatever address they come from, with a wait to respect', async () => {
    await signUpConfirmed(t, 'guarded@example.com');
    const attempt = (password: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: from(ip), remoteAddress: ip, payload: { email: 'guarded@example.com', password } });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong password x', `10.0.0.${i}`)).statusCode).toBe(401);
    const blocked = await attempt('wrong password x', '10.0.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/^Too many wrong passwords for this account\. Please wait .+, or reset your password\.$/);
    // Even the right password waits: guessing stops being useful.
    expect((await attempt('correct horse battery', '10.0.0.100')).statusCode).toBe(429);
  });

  it('sends at most a few e-mails to one recipient', async () => {
    const ask = (ip: string) => t.app.inject({ method: 'POST', url: '/api/auth/sign-in/magic-link', headers: from(ip), remoteAddress: ip, payload: { email: 'inbox@example.com', callbackURL: '/' } });
    for (let i = 0; i < 3; i++) expect((await ask(`10.1.0.${i}`)).statusCode).toBe(200);
    const refused = await ask('10.1.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('We have already sent several e-mails to this address.');
    expect((await t.outbox.list()).filter((m) => m.to === 'inbox@example.com')).toHaveLength(3);
  });

  it('limits API writes per account (a script saving 300 times a second), not reads', async () => {
    const { token } = await signUpConfirmed(t, 'script@example.com');
    const headers = { ...bearer(token), ...jsonHeaders };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await t.app.inject({ method: 'PATCH', url: '/api/account/', headers, payload: { input: { fullName: `Name ${i}` } } })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) })).statusCode).toBe(200);
  });
});
