import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet } from 'jose';

export interface AccessClaims {
  userId: string;
  email: string;
  confirmed: boolean;
  fullName: string | undefined;
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
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return undefined;
    const meta = (payload.user_metadata ?? {}) as { full_name?: unknown };
    return {
      userId: payload.sub,
      email: payload.email,
      confirmed: typeof payload.confirmed_at === 'string',
      fullName: typeof meta.full_name === 'string' ? meta.full_name : undefined,
    };
  }
}
