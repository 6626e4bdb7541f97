import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { isCountryCode } from '../shared/locale';
import { telHref } from './safe-url';

/*
 * Phone numbers read the way the site's country writes them (libphonenumber-js, Google's rules): a
 * number typed as "+44 (0)1482 960 555" or "01482 960555" on a UK site dials +441482960555. Used where
 * the page is rendered on the server (the published page, the preview the owner confirms) and by
 * onboarding; the editor's live page keeps the plain reading of safe-url.ts, so the rules' 100 KB of
 * metadata never reach the app's bundle.
 */

function parse(phone: string, country: string, withExtension = false) {
  const typed = withExtension ? phone : (phone.split(/(?:ext|x|#)/i)[0] ?? '');
  if (typed.replace(/[^0-9]/g, '').length < 3) return undefined;
  try {
    return parsePhoneNumberFromString(typed, isCountryCode(country) ? (country as CountryCode) : undefined);
  } catch {
    return undefined;
  }
}

/** A tel: link in the international form (tel:+441482960555); a number the rules cannot read keeps the plain reading. */
export function dialHref(phone: string, country: string): string | undefined {
  const number = parse(phone, country);
  return number?.isPossible() ? `tel:${number.number}` : telHref(phone);
}

/** The E.164 form (+441482960555) for machines (JSON-LD), when the number can be read. */
export function e164(phone: string, country: string): string | undefined {
  const number = parse(phone, country);
  return number?.isPossible() ? number.number : undefined;
}

/**
 * A number as the site's visitors write it: the national form for a number of the site's own country
 * ("01482 960555"), the international one for any other ("+353 91 555 0123"); as typed when unreadable.
 */
export function displayPhone(phone: string, country: string): string {
  const number = parse(phone, country, true);
  if (!number?.isPossible()) return phone.trim();
  // Both formats write an extension as " ext. 4".
  return number.country === country ? number.formatNational() : number.formatInternational();
}

/** The country a number says it is from ('+44 …' → 'GB'), when it is written internationally. */
export function phoneCountry(phone: string): string | undefined {
  if (!phone.trim().startsWith('+') && !phone.trim().startsWith('00')) return undefined;
  const number = parse(phone.trim().replace(/^00/, '+'), '');
  return number?.country;
}
