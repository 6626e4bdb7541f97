import { describe, expect, it } from 'vitest';
import { iconForTitle } from './icon-keywords';
import { displayUrl, imageSrc, mailtoHref, safeHref, telHref } from './safe-url';

describe('safeHref', () => {
  it('allows only the kinds asked for', () => {
    expect(safeHref('https://example.com/a?b=c', ['http'])).toBe('https://example.com/a?b=c');
    expect(safeHref(' http://example.com ', ['http'])).toBe('http://example.com/');
    // serialised by the URL parser: quotes and spaces arrive percent-encoded
    expect(safeHref('https://example.com/a"b', ['http'])).toBe('https://example.com/a%22b');
    expect(safeHref('mailto:a@example.com', ['http'])).toBeUndefined();
    expect(safeHref('mailto:a@example.com', ['http', 'mailto'])).toBe('mailto:a@example.com');
    expect(safeHref('tel:+15550100', ['tel'])).toBe('tel:+15550100');
    expect(safeHref('tel:+15550100', ['http', 'mailto'])).toBeUndefined();
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '  javascript:alert(1)',
    'java\nscript:alert(1)',
    'javascript://example.com/%0aalert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:x',
    '//example.com',
    '#top',
    '/path',
    '',
    'empty',
  ])('refuses %j for every kind', (url) => {
    expect(safeHref(url, ['http', 'mailto', 'tel'])).toBeUndefined();
  });

  it('handles missing values', () => {
    expect(safeHref(undefined, ['http'])).toBeUndefined();
    expect(safeHref(null, ['http'])).toBeUndefined();
  });
});

describe('contact links', () => {
  it('builds mailto: only from a valid address', () => {
    expect(mailtoHref('info@example.com')).toBe('mailto:info@example.com');
    expect(mailtoHref('not an email')).toBeUndefined();
    expect(mailtoHref('a@example.com?bcc=x@evil.example')).toBeUndefined();
  });

  it('builds a dialable tel: link', () => {
    expect(telHref('(555) 014-2290')).toBe('tel:5550142290');
    expect(telHref('+1 555 014 2290 ext. 4')).toBe('tel:+15550142290');
    expect(telHref('call us')).toBeUndefined();
    expect(telHref('')).toBeUndefined();
  });

  it('reads image values', () => {
    expect(imageSrc('empty')).toBeUndefined();
    expect(imageSrc('')).toBeUndefined();
    expect(imageSrc(undefined)).toBeUndefined();
    expect(imageSrc('javascript:alert(1)')).toBeUndefined();
    expect(imageSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });

  it('shortens URLs for display', () => {
    expect(displayUrl('https://www.facebook.com/acme/')).toBe('facebook.com/acme');
    expect(displayUrl('https://example.com/')).toBe('example.com');
  });
});

describe('iconForTitle', () => {
  it('maps the sample keywords to icons', () => {
    expect(iconForTitle('Location')).toBe('location');
    expect(iconForTitle('What area do you serve?')).toBe('location');
    expect(iconForTitle('E-mail')).toBe('email');
    expect(iconForTitle('Phone')).toBe('phone');
    expect(iconForTitle('Owner')).toBe('owner');
    expect(iconForTitle('Which payment methods do you accept?')).toBe('payment');
    expect(iconForTitle('How much does it cost?')).toBe('payment');
    expect(iconForTitle('Opening hours')).toBe('hours');
  });

  it('matches whole words only', () => {
    expect(iconForTitle('A whole new lawn')).toBeUndefined();
    expect(iconForTitle('Ownership')).toBeUndefined();
    expect(iconForTitle('')).toBeUndefined();
  });
});
