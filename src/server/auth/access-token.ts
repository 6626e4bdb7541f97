import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet } from 'jose';
import { type AccessTokenClaims, accessTokenClaimsSchema } from '../../shared/access-token-schema';

/** Who is calling, as the server uses it: read from a verified access token. */
export interface AccessClaims {
  userId: string;
  email: string;
  confirmed: boolean;
  fullName: string | undefined;
  /** The better-auth session the token was minted from (absent in tokens minted before issue 9). */
  sessionId?: string;
  /** The user's token epoch the token was minted in. */
  epoch?: number;
  /** Set when an operator views the account as its owner (issue 27): the operator's user id. */
  viewedBy?: string;
}

/** Tokens whose signature this process checked, kept until they expire (the oldest forgotten first). */
const VERIFIED_TOKENS_MAX = 5_000;

/**
 * Verifies the short-lived access tokens better-auth's JWT plugin issues, against its public keys
 * kept in memory: no database round trip per request. An unknown key id reloads the key set
 * (key rotation), at most once per 10 seconds.
 *
 * A client sends the same token with every request for up to 15 minutes, and checking its signature
 * is most of the guard's own work (decision 0023): a token verified once is remembered, by its exact
 * text, until its expiry. Only verified tokens are remembered; a changed byte is a different token.
 * Revocation is checked on every request all the same (token-revocation.ts).
 */
export class AccessTokenVerifier {
  private keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  private loadedAt = 0;
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  constructor(
    private readonly loadKeys: () => Promise<JSONWebKeySet>,
    private readonly issuer: string,
    private readonly now: () => number = Date.now,
  ) {}

  async verify(token: string): Promise<AccessClaims | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if (this.now() < known.expiresAt) return known.claims;
      this.verified.delete(token);
    }
    const claims = await this.verifyWithKeyReload(token);
    if (claims) {
      if (this.verified.size >= VERIFIED_TOKENS_MAX) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, { claims: claims.claims, expiresAt: claims.expiresAt });
    }
    return claims?.claims;
  }

  private async verifyWithKeyReload(token: string): Promise<{ claims: AccessClaims; expiresAt: number } | undefined> {
    try {
      return await this.verifyOnce(token);
    } catch (error) {
      if (error instanceof joseErrors.JWKSNoMatchingKey && Date.now() - this.loadedAt > 10_000) {
        this.keySet = undefined;
        try {
          return await this.verifyOnce(token);
        } catch {
          return undefined;
        }
      }
      return undefined;
    }
  }

  private async verifyOnce(token: string): Promise<{ claims: AccessClaims; expiresAt: number } | undefined> {
    if (!this.keySet) {
      this.keySet = createLocalJWKSet(await this.loadKeys());
      this.loadedAt = Date.now();
    }
    const { payload } = await jwtVerify(token, this.keySet, { issuer: this.issuer, audience: this.issuer, currentDate: new Date(this.now()) });
    const claims = accessTokenClaimsSchema.safeParse(payload);
    if (!claims.success) return undefined;
    return { claims: toAccessClaims(claims.data), expiresAt: claims.data.exp * 1000 };
  }
}

function toAccessClaims(data: AccessTokenClaims): AccessClaims {
  return {
    userId: data.sub,
    email: data.email,
    confirmed: data.confirmed_at !== null,
    fullName: data.user_metadata.full_name,
    sessionId: data.sid,
    epoch: data.ww_epoch ?? 0,
    ...(data.ww_viewed_by ? { viewedBy: data.ww_viewed_by } : {}),
  };
}
