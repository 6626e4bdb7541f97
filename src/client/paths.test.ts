import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './paths';

describe('the saved path after login', () => {
  const origin = 'http://localhost:3000';
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnPath('/plans?x=1#faq', origin)).toBe('/plans?x=1#faq');
    expect(safeReturnPath('/website', origin)).toBe('/website');
  });
  it('never leaves the site', () => {
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '', null, undefined, 'plans']) {
      expect(safeReturnPath(bad, origin)).toBeUndefined();
    }
  });
  it('does not send the user back to login or logout', () => {
    expect(safeReturnPath('/login', origin)).toBeUndefined();
    expect(safeReturnPath('/logout', origin)).toBeUndefined();
  });
});
