import { z } from 'zod';

/*
 * The claims of the short-lived access token (a JWT the server signs with better-auth's JWT plugin),
 * shaped like spec §3's session user. The server writes them (auth/auth.ts), verifies and reads them
 * (auth/access-token.ts); the client reads them unverified to build its session (lib/session-token.ts,
 * which imports only the types: no zod in its bundles).
 */
export const accessTokenClaimsSchema = z.object({
  /** The user id, which is also the account id. */
  sub: z.string(),
  email: z.string(),
  /** When the e-mail address was confirmed; null until it is. */
  confirmed_at: z.string().nullable(),
  created_at: z.string(),
  user_metadata: z.object({ full_name: z.string().optional(), picture: z.string().optional() }),
  /** The sign-in methods linked to the user other than the password (e.g. [{ provider: 'google' }]). */
  identities: z.array(z.object({ provider: z.string() })),
  /** The sign-in session the token was minted from; revoked with it (server/auth/token-revocation.ts). */
  sid: z.string().optional(),
  /** The user's token epoch when the token was minted: tokens of an older epoch are refused. */
  ww_epoch: z.number().int().optional(),
  /** Set in a "View as owner" session (issue 27): the operator viewing. The API refuses every write. */
  ww_viewed_by: z.string().optional(),
  /** Expiry, in seconds since the epoch. */
  exp: z.number(),
});

export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** The claims the server defines; the JWT plugin adds the registered ones (sub, exp, iat, iss, aud). */
export type OwnAccessTokenClaims = Omit<AccessTokenClaims, 'sub' | 'exp'>;
