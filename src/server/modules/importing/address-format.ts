import { decodeEntities, oneLine } from './structured-data';

/*
 * Addresses as a business's country writes them, with no country line (issue 29); kept apart from
 * site-page-reader.ts so the one-page import's worker does not load the phone-number parser.
 */

const COUNTRY_NAMES: Record<string, string> = {
  'united states': 'US', usa: 'US', 'united states of america': 'US', 'united kingdom': 'GB', uk: 'GB', 'great britain': 'GB', england: 'GB', scotland: 'GB', wales: 'GB',
  ireland: 'IE', canada: 'CA', australia: 'AU', 'new zealand': 'NZ', germany: 'DE', deutschland: 'DE', france: 'FR', spain: 'ES', españa: 'ES', italy: 'IT', italia: 'IT', netherlands: 'NL', nederland: 'NL', portugal: 'PT', poland: 'PL', polska: 'PL',
};

/** An ISO country code from what a page wrote ("GB", "United Kingdom", { name: "US" }). */
export function countryCode(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (/^[A-Z]{2}$/i.test(v)) return v.toUpperCase() === 'UK' ? 'GB' : v.toUpperCase();
  return COUNTRY_NAMES[v.toLowerCase()];
}

/**
 * A postal address's lines the way its country writes them, with no country line (the site has a
 * country of its own): "street / Town, ST 12345" in the US, Canada and Australia; "street / Town /
 * POSTCODE" in Britain and Ireland; "street / 12345 Town" elsewhere in Europe.
 */
export function formatAddress(parts: { street?: string; locality?: string; region?: string; postalCode?: string }, country: string | undefined): string | undefined {
  const { street, locality, region, postalCode } = parts;
  let lines: (string | undefined)[];
  if (country === 'GB' || country === 'IE') lines = [street, locality, region && region !== locality ? region : undefined, postalCode];
  else if (country && !['US', 'CA', 'AU', 'NZ'].includes(country)) lines = [street, [postalCode, locality].filter(Boolean).join(' ')];
  else lines = [street, [locality, [region, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')];
  const out = lines.filter((l): l is string => !!l && l.trim() !== '').map(oneLine);
  return out.length ? out.join('\n') : undefined;
}

/**
 * An address written as one string: "2030 Pearl Street\nBoulder, CO, 80302\nUnited States" keeps its
 * lines, "2030 Pearl Street, Boulder, CO, 80302" becomes the street and the rest; a country line is
 * dropped (and answered as the country).
 */
export function addressFromString(raw: string): { address?: string; country?: string } {
  const decoded = decodeEntities(raw);
  const parts = decoded.split(decoded.includes('\n') ? '\n' : ',').map(oneLine).filter(Boolean);
  const country = parts.length > 1 ? countryCode(parts[parts.length - 1]) : undefined;
  if (country) parts.pop();
  const address = parts.length > 2 && !decoded.includes('\n') ? [parts[0], parts.slice(1).join(', ')].join('\n') : parts.join('\n');
  return { ...(address ? { address } : {}), ...(country ? { country } : {}) };
}

