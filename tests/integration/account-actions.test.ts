import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRepository } from '../../src/server/modules/account/account-repository';
import { SiteDirectory } from '../../src/server/sites/site-directory';
import { TEST_PROFESSIONAL_PRICE_ID } from '../../src/shared/billing';
import { imageReady, uploadImage } from '../support/media-helpers';
import { publishSite } from '../support/publish-site';
import { accessToken, bearer, cookieJar, createTestApp, followLink, jsonHeaders, latestLink, signUpConfirmed, type TestApp } from '../support/test-app';
import { makePng } from '../support/test-images';

const PASSWORD = 'correct horse battery';

describe('/account actions: change password, change e-mail, delete my account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const auth = (endpoint: string, jar: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/auth${endpoint}`, headers: { ...jsonHeaders, cookie: jar }, payload: body as object });
  const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: jsonHeaders, payload: { email, password } });
  const api = (token: string, method: 'GET' | 'POST', url: string, input?: unknown) =>
    t.app.inject({ method, url, headers: { ...bearer(token), ...(input === undefined ? {} : jsonHeaders) }, ...(input === undefined ? {} : { payload: { input } }) });
  const message = (res: { json(): unknown }) => {
    const body = res.json() as { errorMessage?: string; message?: string };
    return body.errorMessage ?? body.message;
  };
  const mailsTo = async (to: string) => (await t.outbox.list()).filter((m) => m.to === to);
  const authEmail = async (id: string) =>
    ((await sql<{ email: string }>`select email from auth_user where id = ${id}`.execute(t.database.db)).rows[0]?.email as string | undefined);
  const accountEmail = async (id: string) => (await t.database.db.selectFrom('accounts').select('email').where('account_id', '=', id).executeTakeFirst())?.email;

  describe('change password', () => {
    it('refuses a wrong current password, the same password and a short one, changing nothing', async () => {
      const { jar } = await signUpConfirmed(t, 'pw-bad@example.com');
      const wrong = await auth('/change-password', jar, { currentPassword: 'not my password', newPassword: 'a brand new password' });
      expect(wrong.statusCode).toBe(400);
      expect(message(wrong)).toBe('The password is not right.');
      const same = await auth('/change-password', jar, { currentPassword: PASSWORD, newPassword: PASSWORD });
      expect(same.statusCode).toBe(400);
      expect(message(same)).toBe('Your new password is the same as your current one. Choose a different one.');
      const short = await auth('/change-password', jar, { currentPassword: PASSWORD, newPassword: 'short' });
      expect(short.statusCode).toBe(400);
      expect(message(short)).toMatch(/^Password should be at least \d+ characters\.$/);
      const list = await auth('/change-password', jar, { currentPassword: PASSWORD, newPassword: ['a', 'list'] });
      expect(list.statusCode).toBe(400);
      expect(message(list)).toBe('The new password must be text.');
      // Without a session: nobody to change.
      expect((await auth('/change-password', '', { currentPassword: PASSWORD, newPassword: 'a brand new password' })).statusCode).toBe(401);
      expect((await signIn('pw-bad@example.com', PASSWORD)).statusCode).toBe(200);
    });

    it('changes it, keeps this device signed in with a new session and signs every other device out at once', async () => {
      const here = await signUpConfirmed(t, 'pw-good@example.com');
      const elsewhere = cookieJar(await signIn('pw-good@example.com', PASSWORD));
      const elsewhereToken = await accessToken(t, elsewhere);

      const change = await auth('/change-password', here.jar, { currentPassword: PASSWORD, newPassword: 'a brand new password' });
      expect(change.statusCode).toBe(200);
      // This device: a new session cookie, from which a new access token works.
      const jar = cookieJar(change, here.jar);
      const token = await accessToken(t, jar);
      expect((await api(token, 'GET', '/api/account')).statusCode).toBe(200);
      // Every access token minted before, and the other device's session, are refused.
      expect((await api(here.token, 'GET', '/api/account')).statusCode).toBe(401);
      expect((await api(elsewhereToken, 'GET', '/api/account')).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/auth/token', headers: { cookie: elsewhere } })).json()).toEqual({ token: null });
      // The new password signs in; the old one does not.
      expect((await signIn('pw-good@example.com', 'a brand new password')).statusCode).toBe(200);
      expect((await signIn('pw-good@example.com', PASSWORD)).statusCode).toBe(401);
    });
  });

  describe('change e-mail', () => {
    it('sends a link to the new address and changes the address only when it is followed', async () => {
      const { jar, token } = await signUpConfirmed(t, 'old-address@example.com');
      const id = ((await api(token, 'GET', '/api/account')).json() as { accountId: string }).accountId;
      const ask = await auth('/change-email', jar, { newEmail: 'New-Address@example.com', callbackURL: '/account?email=changed', password: PASSWORD });
      expect(ask.statusCode).toBe(200);
      const [mail] = await mailsTo('new-address@example.com');
      expect(mail?.subject).toBe('Confirm your new Website Works e-mail address');
      expect(mail?.text).toContain('Until you do, your account keeps its current address.');
      // Nothing changed yet.
      expect(await authEmail(id)).toBe('old-address@example.com');
      expect(await accountEmail(id)).toBe('old-address@example.com');
      expect((await signIn('old-address@example.com', PASSWORD)).statusCode).toBe(200);

      const followed = await followLink(t.app, await latestLink(t.outbox, 'new-address@example.com'));
      expect(followed.statusCode).toBe(302);
      expect(followed.headers.location).toBe('/account?email=changed');
      expect(await authEmail(id)).toBe('new-address@example.com');
      expect(await accountEmail(id)).toBe('new-address@example.com');
      expect((await signIn('new-address@example.com', PASSWORD)).statusCode).toBe(200);
      expect((await signIn('old-address@example.com', PASSWORD)).statusCode).toBe(401);
      // An access token minted before the change (valid a few more minutes) does not write the old address back.
      expect((await api(token, 'GET', '/api/account')).json()).toMatchObject({ email: 'new-address@example.com' });
      expect(await accountEmail(id)).toBe('new-address@example.com');
      // A token minted now carries the new address.
      const fresh = await accessToken(t, cookieJar(followed, jar));
      expect((await api(fresh, 'GET', '/api/account')).json()).toMatchObject({ email: 'new-address@example.com' });
    });

    it("refuses another account's address, the same address and a malformed one, with a sentence and no e-mail", async () => {
      await signUpConfirmed(t, 'taken@example.com');
      const { jar } = await signUpConfirmed(t, 'wants-taken@example.com');
      const before = (await mailsTo('taken@example.com')).length;
      const taken = await auth('/change-email', jar, { newEmail: 'TAKEN@example.com', callbackURL: '/account?email=changed', password: PASSWORD });
      expect(taken.statusCode).toBe(400);
      expect(message(taken)).toBe('Another Website Works account already uses that e-mail address. Choose a different one.');
      expect((await mailsTo('taken@example.com')).length).toBe(before);
      const same = await auth('/change-email', jar, { newEmail: 'wants-taken@example.com', password: PASSWORD });
      expect(same.statusCode).toBe(400);
      expect(message(same)).toBe('That is already your e-mail address.');
      const malformed = await auth('/change-email', jar, { newEmail: 'not an address', password: PASSWORD });
      expect(malformed.statusCode).toBe(400);
      expect(message(malformed)).toBe('Enter a valid new e-mail address.');
      expect((await auth('/change-email', '', { newEmail: 'someone@example.com' })).statusCode).toBe(401);
    });

    it('refuses the link when another account took the address in the meantime', async () => {
      const { jar, token } = await signUpConfirmed(t, 'slow-mover@example.com');
      const id = ((await api(token, 'GET', '/api/account')).json() as { accountId: string }).accountId;
      expect((await auth('/change-email', jar, { newEmail: 'contested@example.com', callbackURL: '/account?email=changed', password: PASSWORD })).statusCode).toBe(200);
      const link = await latestLink(t.outbox, 'contested@example.com');
      await signUpConfirmed(t, 'contested@example.com');
      const followed = await followLink(t.app, link, jar);
      expect(followed.statusCode).toBe(302);
      expect(followed.headers.location).toBe('/account?error=EMAIL_TAKEN');
      expect(await authEmail(id)).toBe('slow-mover@example.com');
    });
  });

  describe('delete my account', () => {
    /** Every row of every table of the database, as JSON text, per table. */
    const allRows = async () => {
      const { rows: tables } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(t.database.db);
      const out: Record<string, string[]> = {};
      for (const { name } of tables) {
        const { rows } = await sql<{ row: string }>`select row_to_json(x)::text as row from ${sql.id(name)} x`.execute(t.database.db);
        out[name] = rows.map((r) => r.row).sort();
      }
      return out;
    };
    const rowsMentioning = (all: Record<string, string[]>, needles: string[]) =>
      Object.entries(all).flatMap(([table, rows]) => rows.filter((row) => needles.some((n) => row.toLowerCase().includes(n.toLowerCase()))).map((row) => `${table}: ${row}`));

    /** A published site with a processed picture, a lead, visitor counts, a domain token and a paid subscription. */
    const fullAccount = async (email: string, company: string) => {
      const site = await publishSite(t, email, company);
      const picture = await uploadImage(t, site.token, makePng(64, 48), 'image/png', 'shop.png');
      expect((await imageReady(t, site.token, picture.fullKey)).statusCode).toBe(200);
      await api(site.token, 'POST', '/api/website/publish/', { hash: (await api(site.token, 'GET', '/api/website/preview')).json().hash });
      await t.database.db
        .insertInto('leads')
        .values({ lead_id: `lead-${site.accountId}`, account_id: site.accountId, name: 'Visitor', contact: 'v@example.com', reply_to: 'v@example.com', message: `Hello ${company}` })
        .execute();
      // Today's visitor hashes (the visit counter forgets past days by itself).
      await t.database.db.insertInto('visitor_days').values({ account_id: site.accountId, day: new Date().toISOString().slice(0, 10), visitor_hash: `h-${site.accountId}` }).execute();
      await t.database.db
        .insertInto('site_daily_stats')
        .values({ account_id: site.accountId, day: '2026-11-20', page_views: 3, visitors: 1, mobile: 1, tablet: 0, desktop: 0, cta_clicks: 0, phone_clicks: 0, email_clicks: 0 })
        .execute();
      expect((await api(site.token, 'GET', '/api/domains/')).statusCode).toBe(200);
      const checkout = await api(site.token, 'POST', '/api/checkoutSession/', { priceId: TEST_PROFESSIONAL_PRICE_ID });
      const sessionId = (checkout.json() as { client_secret: string }).client_secret.split('_secret_')[0] as string;
      const paid = await api(site.token, 'POST', `/api/billing/test/checkout/${sessionId}/pay`, { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Owner' });
      expect(paid.statusCode).toBe(200);
      const customer = await t.database.db.selectFrom('billing_customers').select('customer_id').where('account_id', '=', site.accountId).executeTakeFirstOrThrow();
      return { ...site, email, picture, customerId: customer.customer_id };
    };
    const ownFiles = (accountId: string) => {
      const dirs = [path.join(t.dataDir, 'storage', 'u', accountId), path.join(t.dataDir, 'storage', 'sites', accountId)];
      return dirs.flatMap((dir) => (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => d.name) : []));
    };

    it('asks for the password, refuses bad input with a sentence, then deletes every row and file of the account and nothing of anyone else', async () => {
      const owner = await fullAccount('leaving@example.com', 'Leaving Bakery');
      const other = await fullAccount('staying@example.com', 'Staying Bakery');
      const otherSubscription = await t.database.db.selectFrom('billing_test_subscriptions').selectAll().where('customer_id', '=', other.customerId).executeTakeFirstOrThrow();
      const jar = cookieJar(await signIn('leaving@example.com', PASSWORD));
      expect((await t.app.siteHost.inject({ url: owner.path })).statusCode).toBe(200);
      expect(ownFiles(owner.accountId).length).toBeGreaterThan(3);

      // Bad input: nothing is deleted.
      expect((await t.app.inject({ method: 'POST', url: '/api/account/delete', headers: jsonHeaders, payload: { input: { password: PASSWORD } } })).statusCode).toBe(401);
      const missing = await api(owner.token, 'POST', '/api/account/delete', {});
      expect(missing.statusCode).toBe(400);
      expect(message(missing)).toBe('Enter your password to delete your account.');
      const wrong = await api(owner.token, 'POST', '/api/account/delete', { password: 'not my password' });
      expect(wrong.statusCode).toBe(400);
      expect(message(wrong)).toBe('The password is not right. Your account was not deleted.');
      const extra = await api(owner.token, 'POST', '/api/account/delete', { password: PASSWORD, accountId: other.accountId });
      expect(extra.statusCode).toBe(400);
      const notText = await api(owner.token, 'POST', '/api/account/delete', { password: 12345 });
      expect(notText.statusCode).toBe(400);
      expect(message(notText)).toBe('Enter your password.');
      expect((await t.app.siteHost.inject({ url: owner.path })).statusCode).toBe(200);
      expect(await accountEmail(owner.accountId)).toBe('leaving@example.com');

      // Another replica's site directory (its own cache, reading the site generation on every lookup here).
      const otherReplica = new SiteDirectory(new AccountRepository(t.database.db), 0);
      const slug = owner.path.split('/')[1] as string;
      expect(await otherReplica.bySlug(slug)).toBeDefined();

      const before = await allRows();
      const needles = [owner.accountId, owner.email, owner.customerId];
      expect(rowsMentioning(before, needles).length).toBeGreaterThan(15);
      const othersBefore = rowsMentioning(before, [other.accountId, other.email, other.customerId]);

      const res = await api(owner.token, 'POST', '/api/account/delete', { password: PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ deleted: true });
      expect(String(res.headers['set-cookie'])).toMatch(/better-auth\.session_token=; Max-Age=0/);

      // The site is gone at once, and so are its pictures and stored pages.
      expect((await t.app.siteHost.inject({ url: owner.path })).statusCode).toBe(404);
      expect(await otherReplica.bySlug(slug)).toBeUndefined();
      expect((await t.app.siteHost.inject({ url: new URL(owner.picture.publicUrl).pathname })).statusCode).toBe(404);
      expect(ownFiles(owner.accountId)).toEqual([]);
      // No row of any table names the account, its address or its payment customer.
      const after = await allRows();
      expect(rowsMentioning(after, needles)).toEqual([]);
      // The other account is untouched, row for row, and its site still serves.
      expect(rowsMentioning(after, [other.accountId, other.email, other.customerId])).toEqual(othersBefore);
      expect(await t.database.db.selectFrom('billing_test_subscriptions').selectAll().where('customer_id', '=', other.customerId).executeTakeFirst()).toEqual(otherSubscription);
      expect((await t.app.siteHost.inject({ url: other.path })).statusCode).toBe(200);
      expect(ownFiles(other.accountId).length).toBeGreaterThan(3);
      // Signed out everywhere: tokens, sessions and the password are gone.
      expect((await api(owner.token, 'GET', '/api/account')).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/auth/token', headers: { cookie: jar } })).json()).toEqual({ token: null });
      expect((await signIn('leaving@example.com', PASSWORD)).statusCode).toBe(401);
      // A token another replica still trusts for a moment cannot bring an empty account back.
      expect(await new AccountRepository(t.database.db).ensureSignedUp(owner.accountId, owner.email)).toBeUndefined();
      expect(await accountEmail(owner.accountId)).toBeUndefined();
    });

    it('asks an account without a password (Google sign-in only) to type its e-mail address', async () => {
      const { token } = await signUpConfirmed(t, 'google-only@example.com');
      const id = ((await api(token, 'GET', '/api/account')).json() as { accountId: string }).accountId;
      await sql`update auth_account set "providerId" = 'google', "accountId" = 'google-sub-1', password = null where "userId" = ${id}`.execute(t.database.db);
      const none = await api(token, 'POST', '/api/account/delete', {});
      expect(message(none)).toBe('Type your e-mail address to delete your account.');
      const password = await api(token, 'POST', '/api/account/delete', { password: PASSWORD });
      expect(password.statusCode).toBe(400);
      const wrong = await api(token, 'POST', '/api/account/delete', { email: 'someone-else@example.com' });
      expect(wrong.statusCode).toBe(400);
      expect(message(wrong)).toBe('That is not your e-mail address. Type it exactly as it is shown. Your account was not deleted.');
      expect(await accountEmail(id)).toBe('google-only@example.com');
      const res = await api(token, 'POST', '/api/account/delete', { email: ' Google-Only@example.com ' });
      expect(res.statusCode).toBe(200);
      expect(rowsMentioning(await allRows(), [id, 'google-only@example.com', 'google-sub-1'])).toEqual([]);
    });

    it('stops guessing after 10 wrong passwords', async () => {
      const { token } = await signUpConfirmed(t, 'guessed@example.com');
      for (let i = 0; i < 10; i++) expect((await api(token, 'POST', '/api/account/delete', { password: `guess ${i} wrong` })).statusCode).toBe(400);
      const limited = await api(token, 'POST', '/api/account/delete', { password: PASSWORD });
      expect(limited.statusCode).toBe(429);
      expect(message(limited)).toBe('Too many wrong tries. Please wait 15 minutes and try again.');
      expect((await signIn('guessed@example.com', PASSWORD)).statusCode).toBe(200);
    });
  });
});
