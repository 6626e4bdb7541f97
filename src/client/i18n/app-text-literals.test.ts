import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesOf, literalsIn, ownerMessagesIn, refusalsIn, sentencesIn } from './literal-check';

/*
 * Keeps issue 28 part 4 true (decision 0068): in the screens whose words moved to the app catalogue, no
 * owner-visible string is an English literal. It reads each file with the TypeScript compiler and fails on
 * a JSX text node with a letter in it, a literal in a prop a person sees (label, placeholder, title,
 * aria-label, description, alt, message, …; its ternary branches too), a literal or a template with words
 * as a JSX child, the same props in an object (`{ title: 'Saved' }` for a toast or a menu), and a literal
 * sentence handed to a toast or a state setter. `appText(...)`/`appRich(...)` are the way out.
 */

const CLIENT = path.join(import.meta.dirname, '..');
const SRC = path.join(CLIENT, '..');

/** The screens whose words live in the catalogue (the editor joined last, decision 0068). */
export const MOVED = [
  'components',
  'features/account',
  'features/admin',
  'features/auth',
  'features/bookings',
  'features/company',
  'features/dashboard',
  'features/editor',
  'features/example',
  'features/landing',
  'features/leads',
  'features/legal/legal-page.tsx',
  'features/moving-in',
  'features/plans',
  'features/settings',
  'features/start',
  'lib/toasts.ts',
];

/**
 * The modules outside the screens whose words moved to the shared catalogue (src/shared/i18n/owner-text,
 * decision 0068's addendum), under src/: every string in them that reads as words is a refusal or a label
 * an owner sees, so none may be a literal.
 */
export const SHARED_MOVED = [
  'shared/account-schema.ts',
  'shared/admin-schema.ts',
  'shared/admin.ts',
  'shared/billing-schema.ts',
  'shared/billing.ts',
  'shared/domains-schema.ts',
  'shared/domains.ts',
  'shared/error-messages.ts',
  'shared/i18n/format.ts',
  'shared/i18n/owner-text.ts',
  'shared/image-schema.ts',
  'shared/import-schema.ts',
  'shared/leads-schema.ts',
  'shared/onboarding-schema.ts',
  'shared/onboarding.ts',
  'shared/owner-checks.ts',
  'shared/photo-schema.ts',
  'shared/publish-schema.ts',
  'shared/trades.ts',
  'shared/translations.ts',
  'shared/validation-messages.ts',
  'shared/version-changes.ts',
  'shared/website-fields.ts',
  'shared/website-schema.ts',
  'shared/website-sections.ts',
  'server/errors.ts',
  // The owner's e-mails and pushes (`ownerMail.*`, `ownerPush.*`): the modules that write them, whole.
  'server/auth/auth-mails.ts',
  'server/mail/signed.ts',
  'server/modules/admin/admin-mails.ts',
  'server/modules/bookings/owner-booking-mails.ts',
  'server/modules/domains/domain-recheck.ts',
  'server/modules/leads/lead-notifier.ts',
  'server/modules/push/owner-alerts.ts',
];

describe('the app catalogue covers the moved screens (issue 28 part 4)', () => {
  it('finds a literal where there is one (the check itself)', () => {
    const probe = path.join(import.meta.dirname, 'app-text-literals.fixture.tsx');
    expect(literalsIn(probe)).toEqual([
      '5: Leads',
      '6: Delete this message?',
      '7: Mark as unread',
      '7: Mark as read',
      '8: Ask {} for a review',
      '9: Saved',
      '10: Leads received',
    ]);
  });

  for (const entry of MOVED) {
    it(`has no English literal an owner sees in ${entry}`, () => {
      const left = filesOf(CLIENT, entry).flatMap((file) => literalsIn(file).map((l) => `${path.relative(CLIENT, file)}:${l}`));
      expect(left).toEqual([]);
    });
  }
});

describe('the shared catalogue covers the moved modules (issue 28 part 4)', () => {
  it('finds a sentence or a name where there is one, and not in logs, errors, keys or calls to the catalogue (the check itself)', () => {
    const probe = path.join(import.meta.dirname, 'owner-text-literals.fixture.ts');
    expect(sentencesIn(probe)).toEqual(['4: Header title', '5: {} must be text.', '6: Monday', '10: Too long.', '14: Not yours.', '15: Gone {} ago.', '16: Too late.']);
  });

  for (const entry of SHARED_MOVED) {
    it(`has no English literal an owner sees in ${entry}`, () => {
      const left = filesOf(SRC, entry).flatMap((file) => sentencesIn(file).map((l) => `${path.relative(SRC, file)}:${l}`));
      expect(left).toEqual([]);
    });
  }
});

describe('the server refuses in the shared catalogue\'s words (issue 28 part 4)', () => {
  it('finds a refusal written as a literal (the check itself)', () => {
    const probe = path.join(import.meta.dirname, 'owner-text-literals.fixture.ts');
    expect(refusalsIn(probe)).toEqual(['14: Not yours.', '15: Gone {} ago.', '16: Too late.']);
  });

  it('answers no errorMessage from a literal anywhere under src/server', () => {
    const left = filesOf(SRC, 'server').flatMap((file) => refusalsIn(file).map((l) => `${path.relative(SRC, file)}:${l}`));
    expect(left).toEqual([]);
  });
});

describe('the owner\'s e-mails and pushes are in the shared catalogue\'s words (issue 28 part 4)', () => {
  it('finds the words of an e-mail or a push to the owner, and not of an e-mail to a visitor (the check itself)', () => {
    const probe = path.join(import.meta.dirname, 'owner-mails.fixture.ts');
    expect(ownerMessagesIn(probe)).toEqual(['5: New message from {}', '5: Hi.', '7: Approve it.', '8: Booking request from {}']);
  });

  it('writes no e-mail or push to an owner from a literal anywhere under src/server', () => {
    const left = filesOf(SRC, 'server').flatMap((file) => ownerMessagesIn(file).map((l) => `${path.relative(SRC, file)}:${l}`));
    expect(left).toEqual([]);
  });
});

describe('the screens write dates, numbers and lists in the app\'s locale (issue 28 part 4)', () => {
  it('formats through src/shared/i18n/format.ts, never with a locale of its own', () => {
    const own = /toLocale(?:Date|Time)?String\(|new Intl\.(?:DateTimeFormat|NumberFormat|ListFormat|DisplayNames|PluralRules|RelativeTimeFormat)\(|'en-[A-Z]{2}'/;
    const left = filesOf(CLIENT, '.')
      .filter((file) => !file.includes(`${path.sep}i18n${path.sep}`))
      .flatMap((file) => readFileSync(file, 'utf8').split('\n').flatMap((line, i) => (own.test(line) ? [`${path.relative(CLIENT, file)}:${i + 1}: ${line.trim()}`] : [])));
    expect(left).toEqual([]);
  });
});

