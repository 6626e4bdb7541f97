import { z } from 'zod';

/** One signed-in session on /account's Devices card (issue 21). */
export const deviceSessionSchema = z.object({
  id: z.string(),
  /** "Chrome 131 on Windows": the browser and system its user agent names. */
  device: z.string(),
  /** What its address says of where it is ("Internet address 203.0.113.x", "A private network"): no city, see decision 0029. */
  place: z.string(),
  signedInOn: z.string(),
  /** The last time it fetched a token (about every 15 minutes while open), or its sign-in. */
  lastSeenOn: z.string(),
  /** The session of this very browser. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

export const deviceSessionsSchema = z.object({ sessions: z.array(deviceSessionSchema) });

export const sessionParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** Which second factors the account has (issue 21); operators must have one (issue 27). */
export const secondFactorsSchema = z.object({
  /** An authenticator app (TOTP), with backup codes. */
  totp: z.boolean(),
  passkeys: z.number().int(),
  /** Whether the account has a password (not only Google): what confirmations /account asks for. */
  password: z.boolean(),
});
export type SecondFactors = z.infer<typeof secondFactorsSchema>;
