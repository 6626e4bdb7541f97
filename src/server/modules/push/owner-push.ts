import { createECDH, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PushDevice, PushMessage } from '../../../shared/push-schema';
import type { DB } from '../../db/schema';
import { addressProblem, guardedLookup } from '../importing/safe-fetch';
import { isIP } from 'node:net';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The installation's VAPID key pair (decision 0061): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set;
 * else the pair kept in `installation_keys`, made by whichever replica asks first (the others read it).
 * Changing it would leave every subscription unusable, so it is made once and kept.
 */
export async function loadVapidKeys(db: Kysely<DB>, configured: Partial<VapidKeys>): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  const existing = await db.selectFrom('installation_keys').select('value').where('name', '=', 'vapid').executeTakeFirst();
  if (existing) return JSON.parse(existing.value) as VapidKeys;
  const made = newVapidKeys();
  await db
    .insertInto('installation_keys')
    .values({ name: 'vapid', value: JSON.stringify(made) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('installation_keys').select('value').where('name', '=', 'vapid').executeTakeFirstOrThrow();
  return JSON.parse(row.value) as VapidKeys;
}

/**
 * A new VAPID key pair on P-256, as web-push's generateVAPIDKeys makes it (the public key uncompressed,
 * the private key's 32 bytes, both base64url), with node:crypto: web-push itself is loaded only to send.
 */
export function newVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = ecdh.getPrivateKey();
  const privateKey = secret.length < 32 ? Buffer.concat([Buffer.alloc(32 - secret.length), secret]) : secret;
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}

/** Is this a push service address we will send to? https on a public address (http/loopback in tests only). */
export function endpointProblem(endpoint: string, allowLoopback: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'credentials in the URL';
  if (url.protocol !== 'https:' && !(allowLoopback && url.protocol === 'http:')) return 'not https';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && addressProblem(host, allowLoopback)) return 'a private address';
  if (!isIP(host) && (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) && !allowLoopback) return 'a private name';
  return undefined;
}

const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Web Push to the owner's devices (issue 26): the message is encrypted for each device (aes128gcm,
 * RFC 8291) and signed with the installation's VAPID key (RFC 8292) by the `web-push` library; we
 * POST it ourselves so the connection only ever reaches a public address (the endpoint is the
 * browser's, i.e. the owner's, to choose). A 404 or 410 answer means the device unsubscribed: its row
 * goes. Never throws: an alert that cannot be sent never loses the lead.
 */
export class OwnerPush {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      keys: VapidKeys;
      /** mailto: or https: contact for push services (VAPID `sub`). */
      subject: string;
      allowLoopback: boolean;
      log: FastifyBaseLogger;
      clock?: () => Date;
    },
  ) {}

  get publicKey(): string {
    return this.deps.keys.publicKey;
  }

  async devices(accountId: string): Promise<PushDevice[]> {
    const rows = await this.deps.db.selectFrom('push_subscriptions').selectAll().where('account_id', '=', accountId).orderBy('created_on').execute();
    return rows.map((r) => ({
      subscriptionId: r.subscription_id,
      device: r.device,
      endpoint: r.endpoint,
      createdOn: r.created_on.toISOString(),
      lastSentOn: r.last_sent_on?.toISOString() ?? null,
    }));
  }

  async count(accountId: string): Promise<number> {
    const row = await this.deps.db.selectFrom('push_subscriptions').select((eb) => eb.fn.countAll<string>().as('n')).where('account_id', '=', accountId).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Adds (or moves to this account) the device's subscription; the same endpoint again is the same device. */
  async subscribe(accountId: string, sub: { endpoint: string; keys: { p256dh: string; auth: string } }, device: string): Promise<void> {
    await this.deps.db
      .insertInto('push_subscriptions')
      .values({ subscription_id: randomUUID(), account_id: accountId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, device })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet({ account_id: accountId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, device }))
      .execute();
  }

  async remove(accountId: string, subscriptionId: string): Promise<boolean> {
    const r = await this.deps.db.deleteFrom('push_subscriptions').where('account_id', '=', accountId).where('subscription_id', '=', subscriptionId).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** Sends `message` to every device of the account's owner that turned notifications on. */
  async notifyOwner(accountId: string, message: PushMessage): Promise<{ sent: number; removed: number }> {
    let sent = 0;
    let removed = 0;
    try {
      const subs = await this.deps.db.selectFrom('push_subscriptions').selectAll().where('account_id', '=', accountId).execute();
      const payload = JSON.stringify({ title: message.title.slice(0, 120), body: message.body.slice(0, 400), url: message.url });
      await Promise.all(
        subs.map(async (sub) => {
          try {
            const status = await this.send({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload);
            if (status === 404 || status === 410) {
              await this.deps.db.deleteFrom('push_subscriptions').where('subscription_id', '=', sub.subscription_id).execute();
              removed++;
            } else if (status >= 200 && status < 300) {
              await this.deps.db.updateTable('push_subscriptions').set({ last_sent_on: this.deps.clock?.() ?? new Date() }).where('subscription_id', '=', sub.subscription_id).execute();
              sent++;
            } else {
              this.deps.log.warn({ status, subscriptionId: sub.subscription_id }, 'web push: the push service refused the message');
            }
          } catch (error) {
            this.deps.log.warn({ err: error, subscriptionId: sub.subscription_id }, 'web push: could not reach the push service');
          }
        }),
      );
    } catch (error) {
      this.deps.log.error({ err: error }, 'web push: could not read the devices');
    }
    return { sent, removed };
  }

  private async send(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }, payload: string): Promise<number> {
    const problem = endpointProblem(subscription.endpoint, this.deps.allowLoopback);
    if (problem) return 410; // never reachable: treated as gone
    // Loaded at the first push, not at every start (scripts/build-server.mjs leaves it out of the bundle).
    const webpush = (await import('web-push')).default;
    const details = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: { subject: this.deps.subject, publicKey: this.deps.keys.publicKey, privateKey: this.deps.keys.privateKey },
      TTL: TTL_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    });
    const url = new URL(details.endpoint);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request(
        url,
        { method: details.method, headers: details.headers as http.OutgoingHttpHeaders, lookup: guardedLookup(this.deps.allowLoopback), timeout: TIMEOUT_MS },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('push service timed out')));
      req.on('error', reject);
      req.end(details.body);
    });
  }
}
