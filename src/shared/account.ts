import { z } from 'zod';

export const NAME_MAX = 100;
export const SUBSCRIPTION_TIERS = ['starter', 'professional'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const fullNameSchema = z
  .string({ error: 'Enter your full name.' })
  .trim()
  .min(1, 'Enter your full name.')
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters.`);

export const googleTagSchema = z
  .string({ error: 'Enter a Google tag such as G-XXXXXXXXXX.' })
  .trim()
  .toUpperCase()
  .regex(/^G-[A-Z0-9]{4,20}$/, 'A Google tag looks like G-XXXXXXXXXX: G- followed by letters and digits.');

/** PATCH /api/account/ takes exactly one field at a time (spec §3). */
export const accountPatchSchema = z.object({
  input: z.union([
    z.strictObject({ fullName: fullNameSchema }),
    z.strictObject({ websiteGoogleTag: googleTagSchema.or(z.literal('')) }),
  ], { error: 'Send exactly one of fullName or websiteGoogleTag.' }),
});
export type AccountPatch = z.infer<typeof accountPatchSchema>['input'];

export const accountQuerySchema = z.object({
  metaFullName: z.string().max(1000, 'metaFullName is too long.').optional(),
});

const dateString = z.string().nullable();

export const accountSchema = z.object({
  accountId: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
  websiteVersion: z.number(),
  websiteUrl: z.string().nullable(),
  websiteSlug: z.string().nullable(),
  websiteSlugUpdatedOn: dateString,
  websiteLastPublished: dateString,
  websiteLastPublishedBy: z.string().nullable(),
  websiteGoogleTag: z.string().nullable(),
  websiteGoogleTagUpdatedOn: dateString,
  domainName: z.string().nullable(),
  distributionId: z.string().nullable(),
  distributionDomain: z.string().nullable(),
  subscriptionStatus: z.string().nullable(),
  subscriptionTier: z.string(),
  subscriptionStartedOn: dateString,
  subscriptionUpdatedOn: dateString,
});
export type Account = z.infer<typeof accountSchema>;

export function isProfessional(account: Pick<Account, 'subscriptionStatus' | 'subscriptionTier'>): boolean {
  return account.subscriptionStatus === 'active' && account.subscriptionTier === 'professional';
}

/** UTF-8 text as base64, the way the client sends the sign-in metadata name (spec §5). */
export function encodeBase64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Strict inverse of encodeBase64Utf8: undefined for anything that is not base64 of UTF-8 text. */
export function decodeBase64Utf8(value: string): string | undefined {
  if (value.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return undefined;
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
