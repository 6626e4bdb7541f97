import { createHmac, timingSafeEqual } from 'node:crypto';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';

/*
 * AUTH_SECRET as a list, newest first (decision 0034). better-auth knows one secret: it signs session
 * cookies with it and encrypts the sign-in token key (auth_jwks.privateKey) with it. So that secrets
 * rotate without signing anybody out and without a replica whose /api/auth/token fails:
 * - a session cookie signed with an older secret of the list is re-signed with the current one before
 *   better-auth reads it (the browser gets a cookie signed with the current secret at the next refresh);
 * - at start, under the start-up lock, every signing key encrypted with an older secret is re-encrypted
 *   with the current one, and a key no listed secret opens (a restore onto a machine with another secret)
 *   is retired, so better-auth makes a new one instead of failing every token request. Tokens signed with
 *   a retired key stop being accepted; the app asks for a new one with its session.
 */

interface RotationLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** better-call's cookie signature: base64 HMAC-SHA256 of the value (44 characters, ending in '='). */
const signature = (value: string, secret: string) => createHmac('sha256', secret).update(value).digest('base64');

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The Cookie header with every signed cookie that an older secret signed re-signed with the current
 * one; cookies signed with the current secret, unsigned ones and forged ones are left as they are.
 */
export function resignCookieHeader(header: string, secrets: readonly string[]): string {
  const [current, ...older] = secrets;
  if (!current || older.length === 0) return header;
  let changed = false;
  const pairs = header.split(';').map((pair) => {
    const eq = pair.indexOf('=');
    if (eq === -1) return pair;
    let value: string;
    try {
      value = decodeURIComponent(pair.slice(eq + 1).trim());
    } catch {
      return pair;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return pair;
    const signed = value.slice(0, dot);
    const given = value.slice(dot + 1);
    if (given.length !== 44 || !given.endsWith('=') || sameText(given, signature(signed, current))) return pair;
    if (!older.some((secret) => sameText(given, signature(signed, secret)))) return pair;
    changed = true;
    return `${pair.slice(0, eq + 1)}${encodeURIComponent(`${signed}.${signature(signed, current)}`)}`;
  });
  return changed ? pairs.join(';') : header;
}

/** Re-signs older secrets' cookies on every request (only when AUTH_SECRET lists more than one). */
export function acceptOlderSecrets(app: FastifyInstance, secrets: readonly string[]): void {
  if (secrets.length < 2) return;
  app.addHook('onRequest', async (request) => {
    const cookie = request.headers.cookie;
    if (cookie) request.headers.cookie = resignCookieHeader(cookie, secrets);
  });
}

/**
 * Every sign-in token signing key encrypted with the current secret (see above). Answers what was done,
 * for the log and tests. Runs under the start-up lock, before better-auth first reads the keys.
 */
export async function rotateSigningKeys(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- better-auth owns its tables' types
  db: Kysely<any>,
  secrets: readonly string[],
  log?: RotationLog,
): Promise<{ kept: number; reEncrypted: number; retired: number }> {
  const [current] = secrets;
  const outcome = { kept: 0, reEncrypted: 0, retired: 0 };
  if (!current) return outcome;
  const keys = (await db.selectFrom('auth_jwks').select(['id', 'privateKey']).execute()) as { id: string; privateKey: string }[];
  for (const key of keys) {
    let data: unknown;
    try {
      data = JSON.parse(key.privateKey);
    } catch {
      data = key.privateKey;
    }
    let opened: { secret: string; plain: string } | undefined;
    for (const secret of secrets) {
      try {
        opened = { secret, plain: await symmetricDecrypt({ key: secret, data: data as string }) };
        // A wrong key either throws or yields bytes that are not the key's JSON.
        JSON.parse(opened.plain);
        break;
      } catch {
        opened = undefined;
      }
    }
    if (opened?.secret === current) {
      outcome.kept += 1;
    } else if (opened) {
      const privateKey = JSON.stringify(await symmetricEncrypt({ key: current, data: opened.plain }));
      await db.updateTable('auth_jwks').set({ privateKey }).where('id', '=', key.id).execute();
      outcome.reEncrypted += 1;
    } else {
      await db.deleteFrom('auth_jwks').where('id', '=', key.id).execute();
      outcome.retired += 1;
    }
  }
  if (outcome.reEncrypted > 0) log?.info({ keys: outcome.reEncrypted }, 'sign-in token keys re-encrypted with the current AUTH_SECRET');
  if (outcome.retired > 0)
    log?.warn(
      { keys: outcome.retired },
      'sign-in token keys that no secret in AUTH_SECRET opens were retired (a restore onto a machine with another secret?); a new key is made, and the app fetches new tokens with its session',
    );
  return outcome;
}
