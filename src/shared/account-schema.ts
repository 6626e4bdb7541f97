import { ownerText } from './i18n/owner-text';
import { z } from 'zod';
import { safeString } from './text-safety';
import { NAME_MAX } from './account';

/*
 * The account API's contract (request bodies wrapped as { input }, DESIGN §4). The server validates
 * and serialises with the schemas; the client imports only the types (erased: no zod in its bundles).
 */

const isoDate = z.string();

/** The account as the API answers it (spec §3 Account). */
export const accountSchema = z.object({
  accountId: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  createdOn: isoDate,
  updatedOn: isoDate,
  websiteVersion: z.number().int(),
  websiteUrl: z.string().nullable(),
  websiteSlug: z.string().nullable(),
  websiteSlugUpdatedOn: isoDate.nullable(),
  websiteLastPublished: isoDate.nullable(),
  websiteLastPublishedBy: z.string().nullable(),
  websiteGoogleTag: z.string().nullable(),
  websiteGoogleTagUpdatedOn: isoDate.nullable(),
  domainName: z.string().nullable(),
  distributionId: z.string().nullable(),
  distributionDomain: z.string().nullable(),
  subscriptionStatus: z.string().nullable(),
  subscriptionTier: z.string(),
  subscriptionStartedOn: isoDate.nullable(),
  subscriptionUpdatedOn: isoDate.nullable(),
  /** Set while an operator has suspended the site (issue 27): it is not shown and cannot be published. */
  websiteSuspendedOn: isoDate.nullable(),
  /** Why it was suspended, as the owner was told. */
  websiteSuspensionReason: z.string().nullable(),
});

export type Account = z.infer<typeof accountSchema>;

export const fullNameSchema = safeString({ error: ownerText('accountRules.enterYourFullName') })
  .trim()
  .min(1, ownerText('accountRules.enterYourFullName'))
  .max(NAME_MAX, ownerText('accountRules.nameTooLong', { maximum: String(NAME_MAX) }));

export const googleTagSchema = safeString({ error: ownerText('accountRules.enterAGoogleTag') })
  .trim()
  .toUpperCase()
  .regex(/^G-[A-Z0-9]{4,20}$/, ownerText('accountRules.aGoogleTagLooks'));

/** Why a PATCH input matched neither form: the one field's own rule, or that it must be one field. */
function patchProblem(input: unknown): string {
  const keys = typeof input === 'object' && input !== null ? Object.keys(input) : [];
  if (keys.length === 1 && keys[0] === 'fullName') {
    const name = fullNameSchema.safeParse((input as { fullName: unknown }).fullName);
    if (!name.success) return name.error.issues[0]?.message ?? ownerText('accountRules.enterYourFullName');
  }
  if (keys.length === 1 && keys[0] === 'websiteGoogleTag') {
    const tag = googleTagSchema.or(z.literal('')).safeParse((input as { websiteGoogleTag: unknown }).websiteGoogleTag);
    if (!tag.success) return ownerText('accountRules.aGoogleTagLooks');
  }
  return ownerText('accountRules.changeOneThingAt');
}

/** PATCH /api/account/ takes exactly one field at a time (spec §3). */
export const accountPatchSchema = z.object({
  input: z.union([
    z.strictObject({ fullName: fullNameSchema }),
    z.strictObject({ websiteGoogleTag: googleTagSchema.or(z.literal('')) }),
  ], { error: (issue) => patchProblem(issue.input) }),
});

/** PATCH /api/account/ input: exactly one field at a time. */
export type AccountPatch = z.infer<typeof accountPatchSchema>['input'];

/** GET /api/account: metaFullName is the sign-in metadata name as base64 UTF-8 (spec §5). */
export const accountQuerySchema = z.object({
  metaFullName: safeString().max(1000, ownerText('accountRules.theNameFromSign')).optional(),
});

/**
 * POST /api/account/delete: the account's password, or, for an account without one (Google sign-in
 * only), its e-mail address typed out (decision 0019).
 */
export const deleteAccountSchema = z.object({
  input: z.strictObject({
    password: safeString({ error: ownerText('accountRules.enterYourPassword') }).max(200, ownerText('accountRules.thePasswordIsNot')).optional(),
    email: safeString({ error: ownerText('accountRules.typeYourEMail') }).max(320, ownerText('accountRules.typeYourEMail2')).optional(),
  }),
});

export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>['input'];
