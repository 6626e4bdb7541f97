import { describe, expect, it } from 'vitest';
import { FingerprintTable } from './fingerprint-table';

describe('FingerprintTable', () => {
  it('answers as a Map<string, number> would through sets, overwrites, deletes and growth', () => {
    const table = new FingerprintTable();
    const map = new Map<string, number>();
    let seed = 7;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    const keyOf = (n: number) => (n % 3 === 0 ? `bench-site-${n}` : n % 3 === 1 ? `sites/${n}/v1.html:br` : `www.plumber-${n}.co.uk`);
    for (let step = 0; step < 60_000; step++) {
      const key = keyOf(Math.floor(random() * 8000));
      const action = random();
      if (action < 0.6) {
        const value = Math.floor(random() * 2 ** 52);
        table.set(key, value);
        map.set(key, value);
      } else if (action < 0.85) {
        expect(table.delete(key)).toBe(map.delete(key));
      } else {
        expect(table.get(key)).toBe(map.get(key));
      }
    }
    expect(table.size).toBe(map.size);
    for (let n = 0; n < 8000; n++) expect(table.get(keyOf(n))).toBe(map.get(keyOf(n)));
    expect(table.get('')).toBeUndefined();
    expect(table.get('never-set')).toBeUndefined();
  });

  it('passes every entry once, changing or dropping it in place', () => {
    const table = new FingerprintTable(4);
    for (let n = 0; n < 1000; n++) table.set(`key-${n}`, n);
    let seen = 0;
    table.forEach((value, entry) => {
      seen += 1;
      if (value % 2 === 0) entry.drop();
      else entry.set(value * 10);
    });
    expect(seen).toBe(1000);
    expect(table.size).toBe(500);
    expect(table.get('key-2')).toBeUndefined();
    expect(table.get('key-3')).toBe(30);
    // Space left by drops is used again, and the table keeps answering after many turns of it.
    for (let turn = 0; turn < 20; turn++) {
      for (let n = 0; n < 1000; n += 2) table.set(`key-${n}`, turn);
      for (let n = 0; n < 1000; n += 2) expect(table.delete(`key-${n}`)).toBe(true);
    }
    expect(table.size).toBe(500);
    expect(table.get('key-999')).toBe(9990);
    table.clear();
    expect(table.size).toBe(0);
    expect(table.get('key-999')).toBeUndefined();
  });
});
