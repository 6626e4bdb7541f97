import { describe, expect, it } from 'vitest';
import { currencyOf, formatPrice, moneyFormatOf, priceRangeOf } from './prices';
import { websiteContentSchema } from './website-schema';
import { emptyWebsiteContent } from './website';

describe('price formatting (decision 0060)', () => {
  it('writes prices in the currency of the site’s country, as its locale writes money', () => {
    const gb = moneyFormatOf({ country: 'GB' });
    expect(formatPrice({ price: 40 }, gb)).toBe('£40');
    expect(formatPrice({ price: 12.5 }, gb)).toBe('£12.50');
    expect(formatPrice({ price: 40, from: true }, gb)).toBe('from £40');
    expect(formatPrice({ price: 40, priceTo: 60 }, gb)).toBe('£40–£60');
    expect(formatPrice({ price: 1250 }, gb)).toBe('£1,250');
    expect(formatPrice({ price: 40 }, moneyFormatOf({ country: 'US' }))).toBe('$40');
    expect(formatPrice({ price: 40 }, moneyFormatOf({ country: 'AU' }))).toBe('$40');
    expect(formatPrice({ price: 40 }, moneyFormatOf({ country: 'IE' }))).toBe('€40');
    expect(formatPrice({ price: 1250.5 }, moneyFormatOf({ country: 'DE', language: 'de' }))).toBe('1.250,50\u00a0€');
    expect(formatPrice({ price: 3000 }, moneyFormatOf({ country: 'JP' }))).toMatch(/^(?:¥|￥)3,000$/);
  });

  it('knows each country’s currency, and dollars while the country is unknown', () => {
    expect(currencyOf('GB')).toBe('GBP');
    expect(currencyOf('FR')).toBe('EUR');
    expect(currencyOf('CH')).toBe('CHF');
    expect(currencyOf('NZ')).toBe('NZD');
    expect(currencyOf('')).toBe('USD');
    expect(currencyOf('ZZ')).toBe('USD');
  });

  it('gives the JSON-LD priceRange from the lowest to the highest price of the list', () => {
    const gb = moneyFormatOf({ country: 'GB' });
    expect(priceRangeOf([], gb)).toBeUndefined();
    expect(priceRangeOf([{ name: 'A', items: [{ name: 'x', description: '', price: 40 }] }], gb)).toBe('£40');
    expect(
      priceRangeOf(
        [
          { name: 'A', items: [{ name: 'x', description: '', price: 40, from: true }] },
          { name: 'B', items: [{ name: 'y', description: '', price: 25, priceTo: 180 }] },
        ],
        gb,
      ),
    ).toBe('£25–£180');
  });

  it('refuses prices that are not amounts, ranges upside down and too many groups, in sentences', () => {
    const save = (prices: unknown) => websiteContentSchema.safeParse({ ...emptyWebsiteContent(), prices });
    const message = (prices: unknown) => {
      const r = save(prices);
      return r.success ? 'ok' : r.error.issues[0]?.message;
    };
    expect(message([{ name: 'Repairs', items: [{ name: 'Tap', description: '', price: 40, from: true }] }])).toBe('ok');
    expect(message([{ name: 'Repairs', items: [{ name: 'Tap', description: '', price: -1 }] }])).toBe('Prices, group 1, item 1: Price must be an amount like 40 or 12.50.');
    expect(message([{ name: 'Repairs', items: [{ name: 'Tap', description: '', price: 12.345 }] }])).toBe('Prices, group 1, item 1: Price must be an amount like 40 or 12.50.');
    expect(message([{ name: 'R', items: [{ name: 'Tap', description: '', price: 60, priceTo: 40 }] }])).toBe('Prices, group 1, item 1: the highest price must be more than the price.');
    expect(message(Array.from({ length: 13 }, () => ({ name: 'G', items: [] })))).toBe('Prices can have at most 12 groups.');
    expect(message([{ name: 'R', items: [{ name: 'Tap', description: '', price: 4, colour: 'red' }] }])).toBe('Prices, group 1, item 1 has unknown field: colour.');
  });
});
