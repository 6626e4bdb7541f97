import { createHash, randomBytes } from 'node:crypto';
import Bowser from 'bowser';
import ipaddr from 'ipaddr.js';
import type { Kysely } from 'kysely';
import type { Mailer } from '../mail/mailer';
import { emailChangedMail, newSignInMail, passwordChangedMail } from './auth-mails';

/*
 * What the owner of an account is told about changes to it (issue 21), and what /account says about
 * their devices: the e-mail change's notice to the old address with its undo link (7 days), the
 * password notices, a notice of a sign-in from a device not seen before. Devices are told apart by
 * browser, system and kind of device (bowser reads the user agent); places only by what the address
 * itself says (decision 0029: there is no address-to-place database here, and none is faked).
 */

export const UNDO_EMAIL_DAYS = 7;

/** "Chrome 131 on Windows", "Safari on iPhone", or "An unknown browser" for what bowser cannot read. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'An unknown browser';
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? `${parsed.browser.name}${major && parsed.browser.name !== 'Safari' ? ` ${major}` : ''}` : 'An unknown browser';
  const model = parsed.platform.model && parsed.platform.vendor === 'Apple' ? parsed.platform.model : undefined;
  const system = model ?? (parsed.os.name === 'macOS' ? 'Mac' : parsed.os.name);
  return system ? `${browser} on ${system}` : browser;
}

/** Which devices count as the same for "a sign-in from a new device": browser, system and kind of device. */
export function deviceKey(userAgent: string | null | undefined): string {
  if (!userAgent) return 'unknown';
  const parsed = Bowser.parse(userAgent);
  return [parsed.browser.name, parsed.os.name, parsed.platform.type].map((part) => (part ?? '?').toLowerCase()).join('|');
}

/**
 * Where a session's address is, as far as the address itself tells: this computer, a private
 * network, or an internet address (shown as its network, the last part hidden). No city or country:
 * that needs an address-to-place database, which this install does not have (decision 0029).
 */
export function describePlace(ip: string | null | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return 'Unknown address';
  const address = ipaddr.process(ip);
  const range = address.range();
  if (range === 'loopback') return 'This computer';
  if (range === 'private' || range === 'uniqueLocal' || range === 'linkLocal' || range === 'carrierGradeNat') return 'A private network';
  if (address.kind() === 'ipv4') {
    const [a, b, c] = (address as ipaddr.IPv4).octets;
    return `Internet address ${a}.${b}.${c}.x`;
  }
  return `Internet address ${(address as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16)).join(':')}:…`;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export type UndoOutcome = { ok: true; userId: string; email: string } | { ok: false; reason: 'invalid' | 'taken' };

export class AccountNotices {
  constructor(
    private readonly db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- better-auth's tables beside ours
    private readonly mailer: Mailer,
    private readonly appUrl: string,
  ) {}

  /**
   * A session was made (a sign-in): records the device, and tells the owner when it is one not seen
   * before (not on their very first sign-in: nothing to compare with then).
   */
  async signedIn(user: { id: string; email: string }, session: { userAgent?: string | null; ipAddress?: string | null; createdAt: Date }): Promise<void> {
    const key = deviceKey(session.userAgent);
    const known = await this.db.selectFrom('known_devices').select(['device_key']).where('user_id', '=', user.id).execute();
    if (known.some((row) => row.device_key === key)) {
      await this.db.updateTable('known_devices').set({ last_seen: new Date() }).where('user_id', '=', user.id).where('device_key', '=', key).execute();
      return;
    }
    await this.db.insertInto('known_devices').values({ user_id: user.id, device_key: key }).onConflict((oc) => oc.columns(['user_id', 'device_key']).doNothing()).execute();
    if (known.length === 0) return;
    await this.mailer.send(
      newSignInMail(user.email, { device: describeDevice(session.userAgent), place: describePlace(session.ipAddress), when: session.createdAt, accountUrl: `${this.appUrl}/account` }),
    );
  }

  async passwordChanged(email: string, how: 'changed' | 'reset'): Promise<void> {
    await this.mailer.send(passwordChangedMail(email, how, `${this.appUrl}/login?view=forgotten_password`));
  }

  /** The address changed: the old one is told, with a link that puts it back within UNDO_EMAIL_DAYS. */
  async emailChanged(userId: string, oldEmail: string, newEmail: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('email_change_undo')
      .values({ token_hash: hashOf(token), user_id: userId, old_email: oldEmail, new_email: newEmail, expires_on: new Date(Date.now() + UNDO_EMAIL_DAYS * 86_400_000) })
      .execute();
    await this.mailer.send(emailChangedMail(oldEmail, newEmail, `${this.appUrl}/api/auth/undo-email-change?token=${token}`, UNDO_EMAIL_DAYS));
  }

  /**
   * Follows an undo link: the old address comes back (confirmed), unless another account took it
   * meanwhile. The caller ends every session and token of the account (whoever changed the address
   * may still be signed in). A link works once, within its days.
   */
  async undo(token: string): Promise<UndoOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('email_change_undo')
        .selectAll()
        .where('token_hash', '=', hashOf(token))
        .where('used_on', 'is', null)
        .where('expires_on', '>', new Date())
        .forUpdate()
        .executeTakeFirst();
      if (!row) return { ok: false, reason: 'invalid' } as const;
      const taken = await trx.selectFrom('auth_user').select('id').where('email', '=', row.old_email).where('id', '!=', row.user_id).executeTakeFirst();
      if (taken) return { ok: false, reason: 'taken' } as const;
      const user = await trx.updateTable('auth_user').set({ email: row.old_email, emailVerified: true, updatedAt: new Date() }).where('id', '=', row.user_id).returning('id').executeTakeFirst();
      if (!user) return { ok: false, reason: 'invalid' } as const;
      await trx.updateTable('accounts').set({ email: row.old_email, updated_on: new Date() }).where('account_id', '=', row.user_id).execute();
      // Every undo link of this account is spent: an older change is undone by this one too.
      await trx.updateTable('email_change_undo').set({ used_on: new Date() }).where('user_id', '=', row.user_id).where('used_on', 'is', null).execute();
      return { ok: true, userId: row.user_id, email: row.old_email } as const;
    });
  }

  /** /account's "last seen": a session's latest token, noted at most once a minute per session and process. */
  private readonly seenAt = new Map<string, number>();
  async seen(sessionId: string): Promise<void> {
    const now = Date.now();
    if ((this.seenAt.get(sessionId) ?? 0) > now - 60_000) return;
    if (this.seenAt.size >= 10_000) this.seenAt.clear();
    this.seenAt.set(sessionId, now);
    await this.db
      .insertInto('session_seen')
      .values({ session_id: sessionId, last_seen: new Date(now) })
      .onConflict((oc) => oc.column('session_id').doUpdateSet({ last_seen: new Date(now) }))
      .execute();
  }
}
