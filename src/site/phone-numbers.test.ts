import { describe, expect, it } from 'vitest';
import { dialHref, displayPhone, e164, phoneCountry } from './phone-numbers';
import { telHref } from './safe-url';

describe('phone numbers by the site’s country', () => {
  it('dials a UK number typed with the (0) trunk prefix, and the same number typed nationally', () => {
    expect(dialHref('+44 (0)1482 960 555', 'GB')).toBe('tel:+441482960555');
    expect(dialHref('01482 960555', 'GB')).toBe('tel:+441482960555');
    expect(dialHref('+4401482960555', 'GB')).toBe('tel:+441482960555');
    expect(e164('01482 960555', 'GB')).toBe('+441482960555');
  });

  it('reads each English-speaking country’s national numbers', () => {
    expect(dialHref('(614) 555-0123', 'US')).toBe('tel:+16145550123');
    expect(dialHref('(902) 555-0123', 'CA')).toBe('tel:+19025550123');
    expect(dialHref('0412 345 678', 'AU')).toBe('tel:+61412345678');
    expect(dialHref('07 555 0123', 'NZ')).toBe('tel:+6475550123');
    expect(dialHref('091 555 0123', 'IE')).toBe('tel:+353915550123');
  });

  it('writes a number as the country writes it, another country’s internationally', () => {
    expect(displayPhone('+44 (0)1482 960 555', 'GB')).toBe('01482 960555');
    expect(displayPhone('+353 91 555 0123', 'GB')).toBe('+353 91 555 0123');
    expect(displayPhone('(614) 555-0123 ext 4', 'US')).toBe('(614) 555-0123 ext. 4');
    expect(displayPhone('call me', 'GB')).toBe('call me');
    expect(phoneCountry('+44 1482 960555')).toBe('GB');
    expect(phoneCountry('01482 960555')).toBeUndefined();
  });

  it('keeps the plain reading for what the rules cannot read, and nothing for too few digits', () => {
    expect(dialHref('12', 'GB')).toBeUndefined();
    expect(telHref('+44 (0)1482 960 555')).toBe('tel:+441482960555');
    expect(telHref('(555) 010-0199 ext. 4')).toBe('tel:5550100199');
  });
});
