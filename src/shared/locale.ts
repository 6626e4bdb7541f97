import { APP_LOCALE } from './i18n/owner-text';

/*
 * Where a site is, and what follows from it (issue 24, decision 0039). A site has a country (ISO 3166-1
 * alpha-2, '' while unknown); with the site's language (English today; issue 28 adds the field) it makes
 * the page's locale tag, e.g. en-GB, which sets spelling, time and date formats, the example values the
 * app shows and how phone numbers are read. Plain data and Intl only: the template and the client use it.
 */

/** Every country a site may be in (the regions libphonenumber-js knows: phone numbers of all of them can be dialled). */
export const COUNTRY_CODES = (
  'AC AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG ' +
  'CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL ' +
  'GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU ' +
  'NZ OM PA PE PF PG PH PK PL PM PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ ' +
  'TA TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');
const COUNTRY_SET = new Set(COUNTRY_CODES);

/** The countries whose English the trade kits are written in; every other country reads British spelling. */
export const ENGLISH_COUNTRIES = ['GB', 'US', 'CA', 'AU', 'NZ', 'IE'] as const;
export type EnglishCountry = (typeof ENGLISH_COUNTRIES)[number];

/** The spelling (and kit wording) a site's text is written in. */
export type Spelling = `en-${EnglishCountry}`;

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && COUNTRY_SET.has(value);
}

/** A country code as typed or sent ('gb', ' GB ') in the form the document keeps, or undefined when it is none. */
export function normaliseCountry(value: string): string | undefined {
  const code = value.trim().toUpperCase();
  if (code === 'UK') return 'GB';
  return COUNTRY_SET.has(code) ? code : undefined;
}

/** The kit spelling for a country: its own for the six, British for the rest of the world, American while unknown. */
export function spellingOf(country: string): Spelling {
  if ((ENGLISH_COUNTRIES as readonly string[]).includes(country)) return `en-${country as EnglishCountry}`;
  return country === '' ? 'en-US' : 'en-GB';
}

/**
 * The page's BCP 47 locale: the site's language and country ('en-GB'). A site whose country is unknown
 * (made before countries existed) is plain 'en', which formats as it always did. Issue 28's language field
 * (`siteLanguage`, decision 0062) takes the place of the default 'en'.
 */
export function siteLocale(site: { country: string; language?: string; siteLanguage?: string }): string {
  const chosen = site.language ?? site.siteLanguage;
  const language = chosen && /^[a-z]{2,3}$/.test(chosen) ? chosen : 'en';
  return isCountryCode(site.country) ? `${language}-${site.country}` : language;
}

/** A country's name in the app's language ('GB' → 'United Kingdom'), for the owner's country choice. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames([APP_LOCALE], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** '09:00' → '9:00 am' (en-AU), '9:00 AM' (en-US) or '09:00' (en-GB): a stored opening time as the site's visitors write it. */
export function formatTime(time: string, locale: string): string {
  const match = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(time);
  if (!match) return time;
  const date = new Date(Date.UTC(2000, 0, 3, Number(match[1]), Number(match[2])));
  try {
    const hour = uses24Hour(locale) ? '2-digit' : 'numeric';
    return new Intl.DateTimeFormat(locale, { hour, minute: '2-digit', timeZone: 'UTC' }).format(date);
  } catch {
    return time;
  }
}

/** Whether the locale writes times on the 24-hour clock. */
export function uses24Hour(locale: string): boolean {
  try {
    return new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle?.startsWith('h2') ?? false;
  } catch {
    return false;
  }
}

/** The example values the app shows in empty fields, in the owner's country's style (never another country's). */
export interface Placeholders {
  companyName: string;
  town: string;
  phone: string;
  address: string;
}

const PLACEHOLDERS: Record<Spelling, Placeholders> = {
  'en-US': { companyName: 'Rivera Plumbing', town: 'Columbus', phone: '(614) 555-0123', address: '1820 Orchard Road\nColumbus, OH 43004' },
  'en-CA': { companyName: 'Tremblay Plumbing', town: 'Halifax', phone: '(902) 555-0123', address: '1820 Orchard Road\nHalifax, NS B3H 1A1' },
  'en-GB': { companyName: 'Kirkstall Plumbing', town: 'Leeds', phone: '0113 496 0555', address: '12 Orchard Road\nLeeds\nLS5 3AA' },
  'en-IE': { companyName: 'Byrne Plumbing', town: 'Galway', phone: '091 555 0123', address: '12 Orchard Road\nGalway\nH91 AB12' },
  'en-AU': { companyName: 'Nguyen Plumbing', town: 'Geelong', phone: '03 5550 1234', address: '12 Orchard Road\nGeelong VIC 3220' },
  'en-NZ': { companyName: 'Ngata Plumbing', town: 'Tauranga', phone: '07 555 0123', address: '12 Orchard Road\nTauranga 3110' },
};

/** Neutral examples for a country the kits are not written for: no other country's town or number format. */
const WORLD_PLACEHOLDERS: Placeholders = { companyName: 'Your Company', town: 'Your town', phone: 'Your phone number', address: '12 Orchard Road\nYour town' };

export function placeholdersFor(country: string): Placeholders {
  if ((ENGLISH_COUNTRIES as readonly string[]).includes(country)) return PLACEHOLDERS[spellingOf(country)];
  return WORLD_PLACEHOLDERS;
}
