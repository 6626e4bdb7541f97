import { currencyOf } from '../../../shared/prices';
import { PRICE_LIMITS, type PriceItem } from '../../../shared/website-fields';

/*
 * An old site's price as the Prices section keeps it (issue 29 with issue 26's price list): the
 * reader finds prices written out ("from £45", "$1,250", "$40–$60", "45,50 €", "$149 per visit") or in
 * schema.org offers; this reads the amount, a range, "from", and what it is per. A price in another
 * currency than the site's (its country's) is not read: the Prices section writes every amount in the
 * site's currency, so it stays words in the service's description.
 */

export interface ImportedPrice extends Pick<PriceItem, 'price' | 'priceTo' | 'from'> {
  /** What the price is per, as the old site wrote it ("per visit", "/hour"), or ''. */
  per: string;
}

const FROM = /^(?:from|starting at|starting from|ab|à partir de|a partir de|desde|vanaf|da|od)\s/i;
const PER = /(?:\/|\bper\b|\bpro\b|\bpar\b|\bpor\b)\s?[a-zà-ÿ]+\.?$/i;
/** An amount: digits with separators, a space grouping thousands only before three digits ("1 250,00"). */
const AMOUNT = /\d{1,3}(?:[\u00a0\u202f ]\d{3})+(?:,\d{1,2})?(?!\d)|\d(?:[\d.,]*\d)?/g;
/** What may stand between the two amounts of a range ("$40–$60", "40 to 60", "40 à 60 €"). */
const RANGE = /^\s*(?:-|–|—|to|à|bis|a|al|tot|do)\s*(?:[£$€]|zł)?\s*$/i;

/** The currencies a price's sign or code names ('$' is any dollar); undefined when it names none. */
function currenciesNamed(text: string): ((currency: string) => boolean) | undefined {
  if (/£|\bGBP\b/i.test(text)) return (c) => c === 'GBP';
  if (/€|\bEUR\b/i.test(text)) return (c) => c === 'EUR';
  if (/zł|\bPLN\b/i.test(text)) return (c) => c === 'PLN';
  if (/\bCHF\b/i.test(text)) return (c) => c === 'CHF';
  if (/\$|\b(?:USD|CAD|AUD|NZD)\b/i.test(text)) {
    const code = /\b(USD|CAD|AUD|NZD)\b/i.exec(text)?.[1]?.toUpperCase();
    return code ? (c) => c === code : (c) => c.endsWith('D') && c !== 'DKK';
  }
  return undefined;
}

/** "1,250" → 1250, "45,50" → 45.5, "1.250" → 1250, "12.50" → 12.5, "1 250,00" → 1250. */
function amountOf(written: string): number | undefined {
  const digits = written.replace(/[\u00a0\u202f ]/g, '');
  const lastComma = digits.lastIndexOf(',');
  const lastDot = digits.lastIndexOf('.');
  const last = Math.max(lastComma, lastDot);
  let whole = digits;
  let fraction = '';
  // The last separator is a decimal one when two digits (or one) follow it; with three it groups thousands.
  if (last >= 0 && digits.length - last - 1 <= 2) {
    whole = digits.slice(0, last);
    fraction = digits.slice(last + 1);
  }
  whole = whole.replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole) || (fraction && !/^\d{1,2}$/.test(fraction))) return undefined;
  const amount = Number(fraction ? `${whole}.${fraction}` : whole);
  return Number.isFinite(amount) && amount > 0 && amount <= PRICE_LIMITS.amountMax ? Math.round(amount * 100) / 100 : undefined;
}

/** The price in `text` for a site in `country`, or undefined when it is not one amount or range in the site's currency. */
export function importedPrice(text: string, country: string): ImportedPrice | undefined {
  const written = text.trim();
  const named = currenciesNamed(written);
  if (!named || !named(currencyOf(country))) return undefined;
  const found = [...written.matchAll(AMOUNT)];
  if (found.length === 0 || found.length > 2) return undefined;
  // Two amounts make a range only when joined as one ("$45 for 2 hours" is not read).
  if (found.length === 2) {
    const [a, b] = found as [RegExpExecArray, RegExpExecArray];
    if (!RANGE.test(written.slice(a.index + a[0].length, b.index))) return undefined;
  }
  const amounts = found.map((m) => amountOf(m[0]));
  if (amounts.some((a) => a === undefined)) return undefined;
  const [price, to] = amounts as number[];
  const per = PER.exec(written)?.[0].trim() ?? '';
  return {
    price: price as number,
    ...(to !== undefined && to > (price as number) ? { priceTo: to } : {}),
    ...(FROM.test(written) ? { from: true } : {}),
    per,
  };
}
