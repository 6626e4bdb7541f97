import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './error-messages';
import { issueMessage } from './validation-messages';
import { withLinkScheme } from './website';
import { websiteContentSchema } from './website-schema';
import { emptyWebsiteContent } from './website';

describe('issueMessage', () => {
  it('keeps our own messages and adds the card for list fields', () => {
    expect(issueMessage({ code: 'too_big', message: 'Title must be at most 120 characters.', path: ['input', 'serviceItems', 2, 'title'] })).toBe(
      'Services, card 3: Title must be at most 120 characters.',
    );
  });
  it("replaces zod's defaults with the field's label, never its key", () => {
    expect(issueMessage({ code: 'invalid_type', expected: 'string', input: 5, message: 'Invalid input: expected string, received number', path: ['input', 'socialUrl'] })).toBe(
      'Social link must be text.',
    );
    expect(issueMessage({ code: 'invalid_type', expected: 'object', input: undefined, message: 'Invalid input', path: ['input'] })).toBe('The request is required.');
    expect(issueMessage({ code: 'too_big', origin: 'string', maximum: 255, message: 'Too big: expected string to have <=255 characters', path: ['sessionId'] })).toBe(
      'Checkout session must be at most 255 characters.',
    );
    expect(issueMessage({ code: 'invalid_format', format: 'email', message: 'Invalid email address', path: ['someUnknownKey'] })).toBe('This value must be a valid e-mail address.');
  });
});

describe('authErrorMessage', () => {
  it("words better-auth's validation errors for a person", () => {
    expect(authErrorMessage({ code: 'VALIDATION_ERROR', message: '[body.email] Invalid email address', status: 400 })).toBe('Enter a valid e-mail address.');
    expect(authErrorMessage({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short', status: 400 })).toBe('Password should be at least 8 characters.');
    expect(authErrorMessage({ status: 429 })).toMatch(/Too many attempts/);
    expect(authErrorMessage({ message: '[400] Something', status: 400 })).toBe('Something');
    expect(authErrorMessage({ status: 500 })).toBe('An error occurred');
  });
});

describe('withLinkScheme', () => {
  it.each([
    ['instagram.com/x', 'https://instagram.com/x'],
    ['  www.example.com ', 'https://www.example.com'],
    ['example.com:8080/a?b', 'https://example.com:8080/a?b'],
    ['//cdn.example.com/a', 'https://cdn.example.com/a'],
    ['http://example.com', 'http://example.com'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['not a link', 'not a link'],
    ['me@example.com', 'me@example.com'],
    ['', ''],
  ])('web links: %j → %j', (typed, stored) => expect(withLinkScheme(typed)).toBe(stored));

  it('makes bare e-mail addresses and phone numbers links where a field takes them', () => {
    expect(withLinkScheme('me@example.com', ['http', 'mailto', 'tel'])).toBe('mailto:me@example.com');
    expect(withLinkScheme('+1 555 0100', ['http', 'mailto', 'tel'])).toBe('tel:+1 555 0100');
    expect(withLinkScheme('example.com/contact', ['http', 'mailto', 'tel'])).toBe('https://example.com/contact');
  });

  it('is applied by the website schema to the social and button links', () => {
    const parsed = websiteContentSchema.parse({ ...emptyWebsiteContent(), socialUrl: 'instagram.com/x', ctaLink: 'shop.example.com' });
    expect(parsed.socialUrl).toBe('https://instagram.com/x');
    expect(parsed.ctaLink).toBe('https://shop.example.com');
  });
});
