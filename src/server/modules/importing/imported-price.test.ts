import { describe, expect, it } from 'vitest';
import { importedPrice } from './imported-price';

describe('importedPrice', () => {
  it('reads amounts, ranges, "from" and what a price is per, as old sites write them', () => {
    expect(importedPrice('$1,250', 'US')).toEqual({ price: 1250, per: '' });
    expect(importedPrice('£120', 'GB')).toEqual({ price: 120, per: '' });
    expect(importedPrice('$149 per visit', 'US')).toEqual({ price: 149, per: 'per visit' });
    expect(importedPrice('from £45', 'GB')).toEqual({ price: 45, from: true, per: '' });
    expect(importedPrice('$40–$60', 'US')).toEqual({ price: 40, priceTo: 60, per: '' });
    expect(importedPrice('$40 to 60 /hour', 'CA')).toEqual({ price: 40, priceTo: 60, per: '/hour' });
    expect(importedPrice('45,50 €', 'FR')).toEqual({ price: 45.5, per: '' });
    expect(importedPrice('à partir de 1 250,00 €', 'FR')).toEqual({ price: 1250, from: true, per: '' });
    expect(importedPrice('1.250 €', 'DE')).toEqual({ price: 1250, per: '' });
    expect(importedPrice('£12.50', 'GB')).toEqual({ price: 12.5, per: '' });
    expect(importedPrice('120 zł', 'PL')).toEqual({ price: 120, per: '' });
  });

  it('leaves a price in another currency than the site’s, or one it cannot read, as words', () => {
    expect(importedPrice('$45', 'GB')).toBeUndefined();
    expect(importedPrice('£45', 'US')).toBeUndefined();
    expect(importedPrice('45 €', 'US')).toBeUndefined();
    expect(importedPrice('$45', 'DK')).toBeUndefined();
    expect(importedPrice('Call for a price', 'US')).toBeUndefined();
    expect(importedPrice('$10, $20 or $30', 'US')).toBeUndefined();
    expect(importedPrice('$0', 'US')).toBeUndefined();
    expect(importedPrice('$45 for 2 hours', 'US')).toBeUndefined();
    expect(importedPrice('$45 2', 'US')).toBeUndefined();
    expect(importedPrice('$99,999,999', 'US')).toBeUndefined();
  });
});
