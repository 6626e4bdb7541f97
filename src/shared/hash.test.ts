import { describe, expect, it } from 'vitest';
import { hashString } from './hash';

describe('hashString', () => {
  it('matches Java String.hashCode for known values', () => {
    expect(hashString('')).toBe('0');
    expect(hashString('a')).toBe('97');
    expect(hashString('hello')).toBe('99162322');
    expect(hashString('Hello, World!')).toBe('1498789909');
  });

  it('wraps to a signed 32-bit integer', () => {
    const h = Number(hashString('The quick brown fox jumps over the lazy dog'));
    expect(h).toBe(-609428141);
    expect(Number.isInteger(h)).toBe(true);
  });

  it('counts UTF-16 code units like Java', () => {
    expect(hashString('é')).toBe('233');
    expect(hashString('😀')).toBe(String(0xd83d * 31 + 0xde00));
  });
});
