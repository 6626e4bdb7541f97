import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { ACCOUNT_RULES_TEXT } from './owner-text/account-rules';
import { BILLING_TEXT } from './owner-text/billing';
import { BOOKING_RULES_TEXT } from './owner-text/booking-rules';
import { CHECKS_TEXT } from './owner-text/checks';
import { DOMAINS_TEXT } from './owner-text/domains';
import { ERRORS_TEXT } from './owner-text/errors';
import { FIELDS_TEXT } from './owner-text/fields';
import { IMPORTING_TEXT } from './owner-text/importing';
import { LEADS_RULES_TEXT } from './owner-text/leads-rules';
import { MOVING_IN_REVIEW_TEXT } from './owner-text/moving-in-review';
import { OPERATOR_TEXT } from './owner-text/operator';
import { OWNER_MAILS_TEXT } from './owner-text/owner-mails';
import { PHOTOS_TEXT } from './owner-text/photos';
import { REFUSALS_TEXT } from './owner-text/refusals';
import { START_RULES_TEXT } from './owner-text/start-rules';
import { TRADES_TEXT } from './owner-text/trades';
import { UPLOADS_TEXT } from './owner-text/uploads';
import { VALIDATION_TEXT } from './owner-text/validation';
import { VERSIONS_TEXT } from './owner-text/versions';
import { WEBSITE_RULES_TEXT } from './owner-text/website-rules';

/*
 * The owner's words that the server and the client both use (issue 28 part 4, decision 0068's addendum):
 * validation and error messages, the website's field and section names, the console's labels, the
 * sentences the API answers in `errorMessage`. The client's catalogue (src/client/i18n/app-text.ts)
 * spreads this one into APP_TEXT, so the app has one catalogue to translate. Same format as APP_TEXT:
 * ICU messages (intl-messageformat), keys `<area>.<name>`, one file per area in `owner-text/`.
 */

/** The language the catalogue is written in, and the one the app formats dates, numbers and lists in. */
export const APP_LOCALE = 'en';

export const OWNER_TEXT = {
  ...ACCOUNT_RULES_TEXT,
  ...BILLING_TEXT,
  ...BOOKING_RULES_TEXT,
  ...CHECKS_TEXT,
  ...DOMAINS_TEXT,
  ...ERRORS_TEXT,
  ...FIELDS_TEXT,
  ...IMPORTING_TEXT,
  ...LEADS_RULES_TEXT,
  ...MOVING_IN_REVIEW_TEXT,
  ...OPERATOR_TEXT,
  ...OWNER_MAILS_TEXT,
  ...PHOTOS_TEXT,
  ...REFUSALS_TEXT,
  ...START_RULES_TEXT,
  ...TRADES_TEXT,
  ...UPLOADS_TEXT,
  ...VALIDATION_TEXT,
  ...VERSIONS_TEXT,
  ...WEBSITE_RULES_TEXT,
} as const;

export type OwnerTextKey = keyof typeof OWNER_TEXT;

const formats = new Map<OwnerTextKey, IntlMessageFormat>();

/**
 * The words for `key`, placeholders filled in. A number for a placeholder is formatted for the app's locale
 * (3,000): pass it as a string where the sentence wants the digits as they are.
 */
export function ownerText(key: OwnerTextKey, values?: Record<string, PrimitiveType>): string {
  const source: string = OWNER_TEXT[key];
  // Nothing for ICU to do (no placeholder, quote or tag): the words as written, without building a formatter.
  if (!/[{}'<]/.test(source)) return source;
  let message = formats.get(key);
  if (!message) {
    message = new IntlMessageFormat(source, APP_LOCALE);
    formats.set(key, message);
  }
  return String(message.format(values));
}
