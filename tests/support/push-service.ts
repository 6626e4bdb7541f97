import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A push service as browsers' vendors run them, on loopback: it takes the Web Push protocol's POST
 * (RFC 8030) to a subscription's endpoint and answers 201 Created, or what the test says (410 Gone for
 * a device that unsubscribed). A browser's side of a subscription is made here too: a P-256 key pair
 * and an auth secret, with which `decrypt` reads an aes128gcm message (RFC 8188 and 8291) exactly
 * as a browser does, and `verifyVapid` checks the sender's signed claim (RFC 8292).
 */

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's private key and auth secret: only it can read what is sent to it. */
  privateKey: Buffer;
  authSecret: Buffer;
}

export interface PushService {
  url: string;
  received: ReceivedPush[];
  /** The status this endpoint path answers (201 unless set). */
  answer(path: string, status: number): void;
  subscription(name: string): BrowserSubscription;
  waitFor(count: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      if (req.method !== 'POST') {
        res.writeHead(405).end();
        return;
      }
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const status = answers.get(path) ?? 201;
      res.writeHead(status, status === 201 ? { location: `${path}/message/${received.length}` } : {}).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    answer: (path, status) => answers.set(path, status),
    subscription(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return {
        endpoint: `${url}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        privateKey: ecdh.getPrivateKey(),
        authSecret,
      };
    },
    async waitFor(count) {
      for (let i = 0; i < 200 && received.length < count; i++) await new Promise((r) => setTimeout(r, 25));
      if (received.length < count) throw new Error(`the push service got ${received.length} messages, not ${count}`);
      return received;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8291 §3.4 and RFC 8188 §2: the plaintext of an aes128gcm Web Push message, as the subscribed browser reads it. */
export function decrypt(body: Buffer, sub: BrowserSubscription): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] as number;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(sub.privateKey);
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, sub.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: the `Authorization: vapid t=<JWT>, k=<key>` header is an ES256 JWT for the endpoint's origin, signed by k. */
export function verifyVapid(push: ReceivedPush, serviceOrigin: string): { publicKey: string; claims: { aud: string; exp: number; sub: string } } {
  const header = String(push.headers.authorization ?? '');
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, payload, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  const ok = verify('sha256', Buffer.from(`${head}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('the VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
  if (claims.aud !== serviceOrigin) throw new Error(`VAPID audience ${claims.aud} is not ${serviceOrigin}`);
  return { publicKey: k, claims };
}
