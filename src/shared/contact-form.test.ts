import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, contactKind, contactProblem, oneLineText } from './contact-form';

const ok = { name: 'Jane', contact: 'jane@example.net', message: 'Hello' };

describe('the contact form rules', () => {
  it('tells an e-mail from a phone number, and refuses neither', () => {
    expect(contactKind(' jane@example.net ')).toBe('email');
    expect(contactKind('+1 (555) 010-2000')).toBe('phone');
    expect(contactKind('0612 34 56 78')).toBe('phone');
    expect(contactKind('12345')).toBeUndefined();
    expect(contactKind('call me')).toBeUndefined();
    expect(contactKind('jane@')).toBeUndefined();
    expect(contactKind('1'.repeat(21))).toBeUndefined();
  });

  it('names the first problem and its field, in words for the visitor', () => {
    expect(contactProblem(ok)).toBeUndefined();
    expect(contactProblem({ ...ok, name: ' ' })).toMatchObject({ field: 'name', message: CONTACT_MESSAGES.nameMissing });
    expect(contactProblem({ ...ok, contact: '' })).toMatchObject({ field: 'contact', message: CONTACT_MESSAGES.contactMissing });
    expect(contactProblem({ ...ok, contact: 'nope' })).toMatchObject({ field: 'contact', message: CONTACT_MESSAGES.contactInvalid });
    expect(contactProblem({ ...ok, message: '\n' })).toMatchObject({ field: 'message', message: CONTACT_MESSAGES.messageMissing });
    expect(contactProblem({ ...ok, name: 'x'.repeat(101) })).toMatchObject({ field: 'name', message: 'Name can be at most 100 characters, and yours has 101. Please shorten it by 1, then send it again.' });
  });

  it('keeps names and contacts on one line (no header tricks in the e-mail)', () => {
    expect(oneLineText(' Jane\r\nBcc: x@evil.example\t ')).toBe('Jane Bcc: x@evil.example');
  });
});
