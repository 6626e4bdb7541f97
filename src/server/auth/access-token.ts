import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet } from 'jose';
import { accessTokenClaimsSchema } from '../../shared/access-token-schema';

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
}

/**
 * Verifies the short-lived access tokens better-auth's JWT plugin issues, against its public keys
 * kept in memory: no database round trip per request. An unknown key id reloads the key set
 * (key rotation), at most once per 10 seconds.
 */
export class AccessTokenVerifier {
  private keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  private loadedAt = 0;

  constructor(
    private readonly loadKeys: () => Promise<JSONWebKeySet>,
    private readonly issuer: string,
  ) {}

  async verify(token: string): Promise<AccessClaims | undefined> {
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

  private async verifyOnce(token: string): Promise<AccessClaims | undefined> {
    if (!this.keySet) {
      this.keySet = createLocalJWKSet(await this.loadKeys());
      this.loadedAt = Date.now();
    }
    const { payload } = await jwtVerify(token, this.keySet, { issuer: this.issuer, audience: this.issuer });
    const claims = accessTokenClaimsSchema.safeParse(payload);
    if (!claims.success) return undefined;
    return {
      userId: claims.data.sub,
      email: claims.data.email,
      confirmed: claims.data.confirmed_at !== null,
      fullName: claims.data.user_metadata.full_name,
      sessionId: claims.data.sid,
      epoch: claims.data.ww_epoch ?? 0,
    };
  }
}
