import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { intArray, textArray } from './analytics-repository';

describe('array literals for a flush (textArray, intArray)', () => {
  const pg = new PGlite();
  afterAll(() => pg.close());

  it('come back from PostgreSQL as the same values, whatever the texts hold', async () => {
    const texts = ['plain', '', 'with "quotes"', 'back\\slash', 'comma, brace } { and space ', 'NULL', null, 'ünïcødé 日本', 'a\nb'];
    const { rows } = await pg.query<{ a: (string | null)[] }>('select $1::text[] as a', [textArray(texts)]);
    expect(rows[0]?.a).toEqual(texts);
    const empty = await pg.query<{ a: string[] }>('select $1::text[] as a', [textArray([])]);
    expect(empty.rows[0]?.a).toEqual([]);
  });

  it('takes integers only', async () => {
    const { rows } = await pg.query<{ a: number[] }>('select $1::int[] as a', [intArray([0, 1, -3, 2_000_000_000])]);
    expect(rows[0]?.a).toEqual([0, 1, -3, 2_000_000_000]);
    expect(() => intArray([1.5])).toThrow(RangeError);
    expect(() => intArray([Number.NaN])).toThrow(RangeError);
  });
});
