import { ownerText } from './i18n/owner-text';
import { z } from 'zod';
import { normaliseCountry } from './locale';
import { SITE_LANGUAGES } from './site-languages';
import { safeString } from './text-safety';
import { TRADE_IDS } from './trades';
import { isStartPhone, START_LIMITS, START_MESSAGES } from './onboarding';

/*
 * The onboarding API's contract (/start, DESIGN §4: bodies wrapped as { input }). The client imports
 * only the types.
 */

/** A /start field: `enter` is what an empty or missing one is told ("Enter your town or city."). */
const text = (label: string, enter: string, max: number, required: boolean) => {
  const base = safeString({ error: enter }).trim().max(max, ownerText('validation.textTooLong', { label, maximum: String(max) }));
  return required ? base.min(1, enter) : base;
};

export const startBodySchema = z.object({
  input: z.strictObject(
    {
      trade: z.enum(TRADE_IDS, { error: START_MESSAGES.trade }),
      companyName: text(ownerText('startRules.companyName'), ownerText('startRules.enterCompanyName'), START_LIMITS.companyName, true),
      town: text(ownerText('startRules.townOrCity'), ownerText('startRules.enterTownOrCity'), START_LIMITS.town, true),
      phone: text(ownerText('startRules.phone'), ownerText('startRules.enterPhone'), START_LIMITS.phone, false).refine(isStartPhone, START_MESSAGES.phone),
      /** The site's country (decision 0039); left out by older clients, when the server guesses it from the town and phone. */
      country: safeString({ error: START_MESSAGES.country })
        .max(10, START_MESSAGES.country)
        .transform((v, ctx) => {
          if (v.trim() === '') return '';
          const code = normaliseCountry(v);
          if (code === undefined) {
            ctx.addIssue({ code: 'custom', message: START_MESSAGES.country });
            return z.NEVER;
          }
          return code;
        })
        .optional(),
      /** The site's language (issue 28, decisions 0062 and 0063): the starter text is written in it. Left out by older clients: English. */
      language: z.enum(SITE_LANGUAGES, { error: START_MESSAGES.language }).optional(),
    },
    { error: ownerText('startRules.sendTheBusinessType') },
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

/** GET /api/onboarding/country: what /start knows so far, for a first guess of the site's country (decision 0039). */
export const countryGuessQuerySchema = z.object({
  town: safeString().max(200).optional(),
  phone: safeString().max(60).optional(),
  timeZone: safeString().max(80).optional(),
  /** The browser's languages, comma-separated, most preferred first. */
  languages: safeString().max(200).optional(),
});

export const countryGuessSchema = z.object({
  /** An ISO 3166-1 alpha-2 code, or '' when nothing gave it away. */
  country: z.string(),
  source: z.enum(['phone', 'town', 'timeZone', 'language', 'none']),
});

export type CountryGuess = z.infer<typeof countryGuessSchema>;
