import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENGLISH_COUNTRIES, isCountryCode } from '../../../shared/locale';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { phoneCountry } from '../../../site/phone-numbers';
import { ROOT } from '../../paths';

/*
 * A new site's country, guessed at /start from what the owner typed and what their browser says
 * (decision 0039), for them to confirm or change: a phone number written with its country code says it
 * outright; else the town (GeoNames places, town-countries.json), a name several countries share settled
 * by the phone number's format, the browser's time zone or language, else the most populous; else the
 * time zone; else the browser's language region. Nothing here leaves the server.
 */

interface TownIndex {
  towns: Record<string, string>;
  timeZones: Record<string, string>;
}

let index: TownIndex | undefined;
function townIndex(): TownIndex {
  // Read from the source tree (as the stock pictures are), from source and from the compiled server alike; only when first asked.
  index ??= JSON.parse(readFileSync(path.join(ROOT, 'src/server/modules/onboarding/town-countries.json'), 'utf8')) as TownIndex;
  return index;
}

/** "Saint-Étienne", "St. Albans, Herts" → "saint etienne", "saint albans": how names are compared. */
export function normaliseTown(name: string): string {
  const first = name.split(/[,(]/)[0] ?? '';
  return first
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^st /, 'saint ')
    .replace(/^mt /, 'mount ');
}

export interface CountryHints {
  town?: string;
  phone?: string;
  /** The browser's IANA time zone (Intl.DateTimeFormat().resolvedOptions().timeZone). */
  timeZone?: string;
  /** The browser's languages, most preferred first (navigator.languages). */
  languages?: string[];
}

export type GuessSource = 'phone' | 'town' | 'timeZone' | 'language' | 'none';

export function guessCountry({ town = '', phone = '', timeZone = '', languages = [] }: CountryHints): { country: string; source: GuessSource } {
  const fromPhone = phoneCountry(phone);
  if (fromPhone && isCountryCode(fromPhone)) return { country: fromPhone, source: 'phone' };
  const { towns, timeZones } = townIndex();
  const zoneCountry = Object.hasOwn(timeZones, timeZone) ? timeZones[timeZone] : undefined;
  const languageCountries = languages.map((tag) => /^[a-z]{2,3}-([A-Z]{2})$/i.exec(tag.trim())?.[1]?.toUpperCase()).filter((c): c is string => c !== undefined && isCountryCode(c));
  const name = normaliseTown(town);
  const candidates = name && Object.hasOwn(towns, name) ? (towns[name] ?? '').split(',') : [];
  if (candidates.length > 0) {
    // A name several countries share: the one whose numbers look like the phone typed, else the time zone's,
    // else the language's (not en-US, which so many browsers say wherever they are), else the most populous.
    const dialable = phone.trim() === '' ? [] : candidates.filter((c) => isCountryCode(c) && parsePhoneNumberFromString(phone, c as CountryCode)?.isValid());
    const pool = dialable.length > 0 ? dialable : candidates;
    const preferred = [zoneCountry, ...languageCountries.filter((c) => c !== 'US')].find((c) => c !== undefined && pool.includes(c));
    return { country: preferred ?? pool[0]!, source: 'town' };
  }
  if (zoneCountry && isCountryCode(zoneCountry)) return { country: zoneCountry, source: 'timeZone' };
  const fromLanguage = languageCountries.find((c) => (ENGLISH_COUNTRIES as readonly string[]).includes(c)) ?? languageCountries[0];
  if (fromLanguage) return { country: fromLanguage, source: 'language' };
  return { country: '', source: 'none' };
}
