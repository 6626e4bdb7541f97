import { z } from 'zod';
import { NAME_MAX } from './account';

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

export const accountQuerySchema = z.object({
  metaFullName: z.string().max(1000, 'metaFullName is too long.').optional(),
});
