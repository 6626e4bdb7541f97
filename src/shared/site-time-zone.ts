/*
 * The site's time zone (issue 25): an IANA name. The website's own `timeZone` when the owner chose one,
 * else the main zone of its country, else Europe/London (the product's home market). Bookings, and
 * anything else that speaks of the site's local time, read it through siteTimeZone.
 */

/** Each country's most-populated zone: a default the owner can change (a US site in Denver picks America/Denver). */
const COUNTRY_ZONES: Readonly<Record<string, string>> = {
  GB: 'Europe/London', IE: 'Europe/Dublin', US: 'America/New_York', CA: 'America/Toronto', AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland', DE: 'Europe/Berlin', FR: 'Europe/Paris', ES: 'Europe/Madrid', IT: 'Europe/Rome',
  NL: 'Europe/Amsterdam', BE: 'Europe/Brussels', LU: 'Europe/Luxembourg', AT: 'Europe/Vienna', CH: 'Europe/Zurich',
  PT: 'Europe/Lisbon', PL: 'Europe/Warsaw', CZ: 'Europe/Prague', SK: 'Europe/Bratislava', HU: 'Europe/Budapest',
  SE: 'Europe/Stockholm', NO: 'Europe/Oslo', DK: 'Europe/Copenhagen', FI: 'Europe/Helsinki', GR: 'Europe/Athens',
  RO: 'Europe/Bucharest', BG: 'Europe/Sofia', HR: 'Europe/Zagreb', SI: 'Europe/Ljubljana', EE: 'Europe/Tallinn',
  LV: 'Europe/Riga', LT: 'Europe/Vilnius', MT: 'Europe/Malta', CY: 'Asia/Nicosia', IS: 'Atlantic/Reykjavik',
  ZA: 'Africa/Johannesburg', IN: 'Asia/Kolkata', SG: 'Asia/Singapore', JP: 'Asia/Tokyo', MX: 'America/Mexico_City',
  BR: 'America/Sao_Paulo', AR: 'America/Argentina/Buenos_Aires',
};

export const DEFAULT_TIME_ZONE = 'Europe/London';

/** Whether `name` is a time zone this runtime knows (an IANA name such as Europe/London). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name === '' || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zones a country's locale data lists (`timeZones` in Node 20, `getTimeZones()` in newer engines). */
function zonesOf(country: string): string[] {
  try {
    const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & { timeZones?: string[]; getTimeZones?: () => string[] };
    return locale.getTimeZones?.() ?? locale.timeZones ?? [];
  } catch {
    return [];
  }
}

/** The zone a country's site starts with: the table's, else the first the locale data lists for it. */
export function countryTimeZone(country: unknown): string {
  if (typeof country !== 'string' || !/^[A-Za-z]{2}$/.test(country)) return DEFAULT_TIME_ZONE;
  const code = country.toUpperCase();
  const zone = COUNTRY_ZONES[code] ?? zonesOf(code)[0];
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The site's zone: its own `timeZone` field when valid, else its country's (read defensively: either may be absent). */
export function siteTimeZone(website: { timeZone?: unknown; country?: unknown }): string {
  return isTimeZone(website.timeZone) ? website.timeZone : countryTimeZone(website.country);
}
