/*
 * Plain account constants and checks shared by the server and the client (no zod here: the client
 * imports it). The API's account shape is a schema, in account-schema.ts.
 */

export const NAME_MAX = 100;
export const SUBSCRIPTION_TIERS = ['starter', 'professional'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

/** The plan state of an account (the API's Account has these fields, see account-schema.ts). */
export interface PlanState {
  subscriptionStatus: string | null;
  subscriptionTier: string;
}

export function isProfessional(account: PlanState): boolean {
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
