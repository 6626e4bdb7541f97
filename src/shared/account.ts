export const NAME_MAX = 100;
export const SUBSCRIPTION_TIERS = ['starter', 'professional'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** The account as the API answers it (spec §3 Account). */
export interface Account {
  accountId: string;
  email: string;
  fullName: string | null;
  createdOn: string;
  updatedOn: string;
  websiteVersion: number;
  websiteUrl: string | null;
  websiteSlug: string | null;
  websiteSlugUpdatedOn: string | null;
  websiteLastPublished: string | null;
  websiteLastPublishedBy: string | null;
  websiteGoogleTag: string | null;
  websiteGoogleTagUpdatedOn: string | null;
  domainName: string | null;
  distributionId: string | null;
  distributionDomain: string | null;
  subscriptionStatus: string | null;
  subscriptionTier: string;
  subscriptionStartedOn: string | null;
  subscriptionUpdatedOn: string | null;
}

/** PATCH /api/account/ input: exactly one field at a time (spec §3). */
export type AccountPatch = { fullName: string } | { websiteGoogleTag: string };

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
