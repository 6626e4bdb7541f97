import { z } from 'zod';
import { safeString } from './text-safety';
import { TOWN_MAX, TRADE_IDS } from './trades';

/*
 * The onboarding API's contract (/start, DESIGN §4: bodies wrapped as { input }). The client imports
 * only the types.
 */

const PHONE_CHARS = /^[0-9+().\-\s/]*(?:(?:ext\.?|x|#)\s*[0-9]{1,6})?$/i;

const text = (label: string, max: number, required: boolean) => {
  const base = safeString({ error: `Enter your ${label.toLowerCase()}.` }).trim().max(max, `${label} must be at most ${max} characters.`);
  return required ? base.min(1, `Enter your ${label.toLowerCase()}.`) : base;
};

export const startBodySchema = z.object({
  input: z.strictObject(
    {
      trade: z.enum(TRADE_IDS, { error: 'Choose your business type from the list (or "Other").' }),
      companyName: text('Company name', 120, true),
      town: text('Town or city', TOWN_MAX, true),
      phone: text('Phone', 40, false).refine(
        (v) => v === '' || (PHONE_CHARS.test(v) && (v.match(/[0-9]/g)?.length ?? 0) >= 3),
        'Enter a phone number with digits only (spaces, +, brackets and dashes are fine), or leave it empty.',
      ),
    },
    { error: 'Send the business type, company name, town or city and phone.' },
  ),
});

export type StartInput = z.infer<typeof startBodySchema>['input'];

/** GET /api/onboarding. */
export const onboardingStatusSchema = z.object({
  /** Whether the owner's website has been saved at least once (then /start is not offered). */
  websiteSaved: z.boolean(),
  /** Whether "Import from Google Business Profile" can be used here, and if not, why. */
  googleImport: z.object({ available: z.boolean(), reason: z.string().nullable() }),
});

export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;
