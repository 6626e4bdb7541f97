import { exportJWK, generateKeyPair, type JSONWebKeySet, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokenVerifier } from './access-token';

const ISSUER = 'http://localhost:3000';

async function keys() {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'EdDSA' };
  const sign = (expSeconds: number, email = 'owner@example.com') =>
    new SignJWT({ email, confirmed_at: '2026-01-01T00:00:00.000Z', created_at: '2026-01-01T00:00:00.000Z', user_metadata: {}, identities: [], sid: 's1', ww_epoch: 0 })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
      .setSubject('user-1')
      .setIssuer(ISSUER)
      .setAudience(ISSUER)
      .setIssuedAt(expSeconds - 900)
      .setExpirationTime(expSeconds)
      .sign(privateKey);
  return { jwks: { keys: [jwk] } as JSONWebKeySet, sign };
}

describe('AccessTokenVerifier', () => {
  it('accepts a valid token, and still refuses it once it has expired although it was verified before', async () => {
    const { jwks, sign } = await keys();
    let now = Date.UTC(2026, 10, 24, 12, 0, 0);
    const verifier = new AccessTokenVerifier(async () => jwks, ISSUER, () => now);
    const exp = now / 1000 + 60;
    const token = await sign(exp);
    expect(await verifier.verify(token)).toMatchObject({ userId: 'user-1', email: 'owner@example.com', confirmed: true, sessionId: 's1', epoch: 0 });
    now += 59_000;
    expect(await verifier.verify(token)).toMatchObject({ userId: 'user-1' });
    now += 1_000;
    expect(await verifier.verify(token)).toBeUndefined();
    expect(await verifier.verify(token)).toBeUndefined();
  });

  it('refuses a token changed by one character, even after the original was verified', async () => {
    const { jwks, sign } = await keys();
    const verifier = new AccessTokenVerifier(async () => jwks, ISSUER);
    const token = await sign(Math.floor(Date.now() / 1000) + 600);
    expect(await verifier.verify(token)).toBeDefined();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, email: 'someone@example.com' })).toString('base64url')}.${signature}`;
    expect(await verifier.verify(forged)).toBeUndefined();
    const flipped = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
    expect(await verifier.verify(flipped)).toBeUndefined();
  });

  it('refuses a token signed with another key', async () => {
    const ours = await keys();
    const theirs = await keys();
    const verifier = new AccessTokenVerifier(async () => ours.jwks, ISSUER);
    expect(await verifier.verify(await theirs.sign(Math.floor(Date.now() / 1000) + 600))).toBeUndefined();
  });
});
