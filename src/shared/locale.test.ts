import { describe, expect, it } from 'vitest';
import { ENGLISH_COUNTRIES, formatTime, normaliseCountry, placeholdersFor, siteLocale, spellingOf } from './locale';

describe('site locale', () => {
  it('makes the locale from the language and the country', () => {
    expect(ENGLISH_COUNTRIES.map((country) => siteLocale({ country }))).toEqual(['en-GB', 'en-US', 'en-CA', 'en-AU', 'en-NZ', 'en-IE']);
    expect(siteLocale({ country: '' })).toBe('en');
    expect(siteLocale({ country: 'FR', language: 'fr' })).toBe('fr-FR');
    expect(spellingOf('DE')).toBe('en-GB');
    expect(spellingOf('')).toBe('en-US');
    expect(normaliseCountry('uk')).toBe('GB');
    expect(normaliseCountry('XX')).toBeUndefined();
  });

  it('writes opening times on the clock the country uses', () => {
    expect(formatTime('17:30', 'en-GB')).toBe('17:30');
    expect(formatTime('09:00', 'en-IE')).toBe('09:00');
    expect(formatTime('17:30', 'en-US')).toBe('5:30 PM');
    expect(formatTime('17:30', 'en-AU')).toMatch(/^5:30\spm$/);
    expect(formatTime('17:30', 'en-NZ')).toMatch(/^5:30\spm$/);
    expect(formatTime('17:30', 'en-CA')).toMatch(/^5:30\sp\.m\.$/);
  });

  it('never shows another country’s example town or number', () => {
    expect(placeholdersFor('GB')).toMatchObject({ town: 'Leeds' });
    expect(placeholdersFor('GB').phone).not.toMatch(/^\(/);
    expect(placeholdersFor('US').address).not.toMatch(/Springfield|CA 95000/);
    expect(placeholdersFor('FR').town).toBe('Your town');
  });
});
