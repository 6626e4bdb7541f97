import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The local-disk stand-in for an S3 presigned URL: a grant to PUT one object, binding the key,
 * the content type and the exact size, signed with a key derived from AUTH_SECRET and valid for
 * a few minutes. Single use is enforced where the file is written (it may not exist yet).
 */
export interface UploadGrant {
  key: string;
  contentType: string;
  size: number;
}

export interface SignedGrant extends UploadGrant {
  /** Unix seconds. */
  expiresAt: number;
}

export type GrantCheck = { ok: true; grant: SignedGrant } | { ok: false; reason: 'invalid' | 'expired' };

export class UploadTokens {
  /** One key per secret, the current first: grants are signed with it and accepted under any (decision 0034). */
  private readonly keys: Buffer[];

  constructor(secrets: string | readonly string[]) {
    // A key of its own, so an upload token can never double as anything else signed with the secret.
    this.keys = (typeof secrets === 'string' ? [secrets] : secrets).map((secret) => createHmac('sha256', secret).update('website-works/upload-grant/v1').digest());
  }

  sign(grant: UploadGrant, ttlSeconds: number, now = Date.now()): string {
    const payload: SignedGrant = { ...grant, expiresAt: Math.floor(now / 1000) + ttlSeconds };
    const body = Buffer.from(JSON.stringify([payload.key, payload.contentType, payload.size, payload.expiresAt])).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  verify(token: string, now = Date.now()): GrantCheck {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) return { ok: false, reason: 'invalid' };
    const given = Buffer.from(mac);
    const signed = this.keys.some((key) => {
      const expected = Buffer.from(this.mac(body, key));
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    if (!signed) return { ok: false, reason: 'invalid' };
    let fields: unknown;
    try {
      fields = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (!Array.isArray(fields) || fields.length !== 4) return { ok: false, reason: 'invalid' };
    const [key, contentType, size, expiresAt] = fields as unknown[];
    if (typeof key !== 'string' || typeof contentType !== 'string' || !Number.isSafeInteger(size) || !Number.isSafeInteger(expiresAt))
      return { ok: false, reason: 'invalid' };
    if ((expiresAt as number) * 1000 <= now) return { ok: false, reason: 'expired' };
    return { ok: true, grant: { key, contentType, size: size as number, expiresAt: expiresAt as number } };
  }

  private mac(body: string, key = this.keys[0] as Buffer): string {
    return createHmac('sha256', key).update(body).digest('base64url');
  }
}
