import { z } from 'zod';
import { IMAGE_TYPE_LIST } from './image-types';

/*
 * GET /api/config: what the server lets the browser know (the only settings it may see). The client
 * imports only the types from here (erased: no zod in its bundles).
 */

/** What the browser needs of billing. */
export const publicBillingConfigSchema = z.object({
  provider: z.enum(['stripe', 'test']),
  /** Stripe's publishable key; null for the test provider. */
  publishableKey: z.string().nullable(),
  /** The only price the server accepts in POST /api/checkoutSession/. */
  professionalPriceId: z.string(),
});

export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  /** How "Sign in with Google" works here, or null when it is off. */
  google: z.enum(['google', 'oidc']).nullable(),
  /** The x-api-key value product API calls must send, or null. */
  apiKey: z.string().nullable(),
  /** Uploaded images' public URLs start with this. */
  mediaBaseUrl: z.string(),
  maxUploadBytes: z.number().int(),
  imageTypes: z.array(z.enum(IMAGE_TYPE_LIST)),
  billing: publicBillingConfigSchema,
  /** The stock-photo provider behind the editor's "Search photos", or null when the operator set no key (decision 0057). */
  photos: z.enum(['unsplash', 'pexels']).nullable(),
});

export type PublicBillingConfig = z.infer<typeof publicBillingConfigSchema>;
export type PublicConfig = z.infer<typeof publicConfigSchema>;
