import { TOTP, Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_PROFESSIONAL_PRICE_ID } from '../../../src/shared/billing';
import { accessToken, bearer, cookieJar, createTestApp, followLink, jsonHeaders, latestLink, signUpConfirmed, type TestApp } from '../../support/test-app';
import { databaseKinds } from '../../support/test-database';

vi.setConfig({ hookTimeout: 180_000, testTimeout: 120_000 });

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The code an authenticator app would show now for a TOTP URI. */
const codeFor = (uri: string) => new TOTP({ secret: Secret.fromBase32(new URL(uri).searchParams.get('secret') as string) }).generate();

/** Issue 21, items 2–4: account changes need the password and notify; second factors; devices. */
describe.each(databaseKinds)('account changes, second factors and devices on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  // better-auth allows 3 calls of /two-factor/* per 10 s per address: each of this test's comes from its own.
  let addresses = 0;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/auth${path}`, remoteAddress: `198.18.${addresses >> 8}.${addresses++ & 255}`, headers: { ...jsonHeaders, ...headers }, payload: body as object });
  const mailsTo = async (to: string) => (await t.outbox.list()).filter((m) => m.to === to);
  const signIn = (email: string, password = 'correct horse battery', userAgent = FIREFOX) => post('/sign-in/email', { email, password }, { 'user-agent': userAgent });

  it('changes the e-mail address only with the current password, tells the old address, and its link undoes the change', async () => {
    const owner = await signUpConfirmed(t, 'old-address@example.com');
    // A billing customer (the test provider's), whose address must follow.
    expect((await t.app.inject({ method: 'POST', url: '/api/checkoutSession/', headers: { ...bearer(owner.token), ...jsonHeaders }, payload: { input: { priceId: TEST_PROFESSIONAL_PRICE_ID } } })).statusCode).toBe(200);
    const change = (body: object) => post('/change-email', { newEmail: 'new-address@example.com', callbackURL: '/account?email=changed', ...body }, { cookie: owner.jar });

    const none = await change({});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Enter your current password to change your e-mail address.');
    const wrong = await change({ password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That is not your current password.');
    expect(await mailsTo('new-address@example.com')).toHaveLength(0);

    expect((await change({ password: 'correct horse battery' })).statusCode).toBe(200);
    const confirmed = await followLink(t.app, await latestLink(t.outbox, 'new-address@example.com'), owner.jar);
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toContain('/account?email=changed');
    expect((await t.app.inject({ url: '/api/account', headers: bearer(await accessToken(t, cookieJar(confirmed, owner.jar))) })).json().email).toBe('new-address@example.com');

    const notice = (await mailsTo('old-address@example.com')).find((m) => m.subject === 'Your Website Works e-mail address was changed');
    expect(notice?.text).toContain('was changed from old-address@example.com to new-address@example.com');
    expect(notice?.text).toContain('it works for 7 days');
    const { accountId } = (await t.app.inject({ url: '/api/account', headers: bearer(await accessToken(t, cookieJar(confirmed, owner.jar))) })).json();
    const customer = (await t.database.db.selectFrom('billing_customers').select('customer_id').where('account_id', '=', accountId).executeTakeFirstOrThrow()).customer_id;
    const customerEmail = async () => (await t.database.db.selectFrom('billing_test_customers').select('email').where('customer_id', '=', customer).executeTakeFirst())?.email;
    expect(await customerEmail()).toBe('new-address@example.com');

    // The undo link: the old address is back, every session ended, the tokens refused.
    const token = await accessToken(t, cookieJar(confirmed, owner.jar));
    const undoLink = notice?.text.match(/https?:\/\/\S+undo-email-change\S+/)?.[0] as string;
    const undone = await followLink(t.app, undoLink);
    expect(undone.statusCode).toBe(302);
    expect(undone.headers.location).toBe('/login?notice=email_restored&email=old-address%40example.com');
    expect((await t.app.inject({ url: '/api/account', headers: bearer(token) })).statusCode).toBe(401);
    expect((await signIn('old-address@example.com')).statusCode).toBe(200);
    expect((await signIn('new-address@example.com')).statusCode).toBe(401);
    expect(await customerEmail()).toBe('old-address@example.com');
    // Once only.
    expect((await followLink(t.app, undoLink)).headers.location).toBe('/login?error=UNDO_INVALID_TOKEN');
  });

  it('tells the owner of a password change and reset, and of a sign-in from a device not seen before', async () => {
    const owner = await signUpConfirmed(t, 'notified@example.com');
    const subjects = async () => (await mailsTo('notified@example.com')).map((m) => m.subject);
    expect(await subjects()).not.toContain('New sign-in to your Website Works account');
    expect((await signIn('notified@example.com', 'correct horse battery', IPHONE)).statusCode).toBe(200);
    const newSignIn = (await mailsTo('notified@example.com')).find((m) => m.subject === 'New sign-in to your Website Works account');
    expect(newSignIn?.text).toContain('Safari on iPhone');
    expect(newSignIn?.text).toMatch(/This computer|Internet address|A private network/);
    const count = (await subjects()).filter((s) => s === 'New sign-in to your Website Works account').length;
    expect((await signIn('notified@example.com', 'correct horse battery', IPHONE)).statusCode).toBe(200);
    expect((await subjects()).filter((s) => s === 'New sign-in to your Website Works account').length).toBe(count);

    expect((await post('/change-password', { currentPassword: 'correct horse battery', newPassword: 'another fine password' }, { cookie: owner.jar })).statusCode).toBe(200);
    expect(await subjects()).toContain('Your Website Works password was changed');
    expect((await post('/request-password-reset', { email: 'notified@example.com', redirectTo: '/login' })).statusCode).toBe(200);
    const reset = await followLink(t.app, await latestLink(t.outbox, 'notified@example.com'));
    const resetToken = new URL(reset.headers.location as string, 'http://x').searchParams.get('token') ?? (reset.headers.location as string).split('/').pop()?.split('?')[0];
    expect((await post('/reset-password', { token: resetToken, newPassword: 'a third password here' })).statusCode).toBe(200);
    expect(await subjects()).toContain('Your Website Works password was reset');
  });

  it('enrols an authenticator app, then asks for its code after a password, a magic link and a reset; a backup code works once', async () => {
    const owner = await signUpConfirmed(t, 'two-factor@example.com');
    const enable = await post('/two-factor/enable', { password: 'correct horse battery' }, { cookie: owner.jar });
    expect(enable.statusCode).toBe(200);
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    const jar = cookieJar(enable, owner.jar);
    const enabled = await post('/two-factor/verify-totp', { code: codeFor(totpURI) }, { cookie: jar });
    expect(enabled.statusCode).toBe(200);
    const factors = await t.app.inject({ url: '/api/account/second-factors', headers: bearer(await accessToken(t, cookieJar(enabled, jar))) });
    expect(factors.json()).toEqual({ totp: true, passkeys: 0, password: true });

    // A password alone no longer signs in: the code does.
    const first = await signIn('two-factor@example.com');
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(String(first.headers['set-cookie'])).not.toMatch(/session_token=[^;]/);
    expect((await post('/two-factor/verify-totp', { code: '000000' }, { cookie: cookieJar(first) })).statusCode).toBe(401);
    const verified = await post('/two-factor/verify-totp', { code: codeFor(totpURI) }, { cookie: cookieJar(first) });
    expect(verified.statusCode).toBe(200);
    expect(await accessToken(t, cookieJar(verified))).toBeTruthy();

    // A backup code, once.
    const second = await signIn('two-factor@example.com');
    expect((await post('/two-factor/verify-backup-code', { code: backupCodes[0] }, { cookie: cookieJar(second) })).statusCode).toBe(200);
    const third = await signIn('two-factor@example.com');
    expect((await post('/two-factor/verify-backup-code', { code: backupCodes[0] }, { cookie: cookieJar(third) })).statusCode).toBe(401);

    // A magic link (which lives at most 10 minutes) lands on the code view, not signed in.
    expect((await post('/sign-in/magic-link', { email: 'two-factor@example.com', callbackURL: '/' })).statusCode).toBe(200);
    const verification = await t.database.db.selectFrom('auth_verification' as never).select(['createdAt' as never, 'expiresAt' as never]).orderBy('createdAt' as never, 'desc').executeTakeFirstOrThrow();
    const { createdAt, expiresAt } = verification as { createdAt: Date; expiresAt: Date };
    expect(new Date(expiresAt).getTime() - new Date(createdAt).getTime()).toBeLessThanOrEqual(10 * 60_000 + 1000);
    const link = await followLink(t.app, await latestLink(t.outbox, 'two-factor@example.com'));
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe('/login?view=two_factor');
    const linkJar = cookieJar(link);
    expect((await t.app.inject({ url: '/api/auth/token', headers: { cookie: linkJar } })).json()).toEqual({ token: null });
    const afterLink = await post('/two-factor/verify-totp', { code: codeFor(totpURI) }, { cookie: linkJar });
    expect(afterLink.statusCode).toBe(200);

    // A reset keeps the second factor.
    await post('/request-password-reset', { email: 'two-factor@example.com', redirectTo: '/login' });
    const reset = await followLink(t.app, await latestLink(t.outbox, 'two-factor@example.com'));
    const resetToken = (reset.headers.location as string).split('token=')[1]?.split('&')[0] ?? (reset.headers.location as string).split('/').pop();
    expect((await post('/reset-password', { token: resetToken, newPassword: 'after the reset please' })).statusCode).toBe(200);
    const afterReset = await signIn('two-factor@example.com', 'after the reset please');
    expect(afterReset.json()).toMatchObject({ twoFactorRedirect: true });
    const session = cookieJar(await post('/two-factor/verify-totp', { code: codeFor(totpURI) }, { cookie: cookieJar(afterReset) }));

    // Removing it needs the password.
    expect((await post('/two-factor/disable', { password: 'wrong password here' }, { cookie: session })).statusCode).toBe(400);
    expect((await post('/two-factor/disable', { password: 'after the reset please' }, { cookie: session })).statusCode).toBe(200);
    expect((await signIn('two-factor@example.com', 'after the reset please')).json()).not.toHaveProperty('twoFactorRedirect');
  });

  it('lists signed-in devices, signs one out, and every other one', async () => {
    const owner = await signUpConfirmed(t, 'devices@example.com');
    const phone = await signIn('devices@example.com', 'correct horse battery', IPHONE);
    const phoneToken = await accessToken(t, cookieJar(phone));
    const laptop = await signIn('devices@example.com', 'correct horse battery', FIREFOX);
    const laptopToken = await accessToken(t, cookieJar(laptop));
    const list = await t.app.inject({ url: '/api/account/sessions', headers: bearer(owner.token) });
    expect(list.statusCode).toBe(200);
    const { sessions } = list.json() as { sessions: { id: string; device: string; place: string; current: boolean }[] };
    expect(sessions).toHaveLength(3);
    expect(sessions[0]?.current).toBe(true);
    expect(sessions.map((s) => s.device)).toEqual(expect.arrayContaining(['Safari on iPhone', 'Firefox 133 on Linux']));
    const phoneSession = sessions.find((s) => s.device === 'Safari on iPhone') as { id: string };
    const out = await t.app.inject({ method: 'POST', url: `/api/account/sessions/${phoneSession.id}/sign-out`, headers: { ...bearer(owner.token), ...jsonHeaders }, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/account', headers: bearer(phoneToken) })).statusCode).toBe(401);
    // Another account's session cannot be named.
    const stranger = await signUpConfirmed(t, 'devices-stranger@example.com');
    const theirs = (await t.app.inject({ url: '/api/account/sessions', headers: bearer(stranger.token) })).json().sessions[0].id as string;
    expect((await t.app.inject({ method: 'POST', url: `/api/account/sessions/${theirs}/sign-out`, headers: { ...bearer(owner.token), ...jsonHeaders }, payload: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/account', headers: bearer(stranger.token) })).statusCode).toBe(200);

    const others = await t.app.inject({ method: 'POST', url: '/api/account/sessions/sign-out-others', headers: { ...bearer(owner.token), ...jsonHeaders }, payload: {} });
    expect(others.json()).toEqual({ signedOut: 1 });
    expect((await t.app.inject({ url: '/api/account', headers: bearer(laptopToken) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/account', headers: bearer(owner.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/account/sessions', headers: bearer(owner.token) })).json().sessions).toHaveLength(1);
  });
});
