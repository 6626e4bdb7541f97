import { createElement, Fragment, type ReactNode } from 'react';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { ACCOUNT_TEXT } from './app-text/account';
import { ADMIN_TEXT } from './app-text/admin';
import { AUTH_TEXT } from './app-text/auth';
import { BOOKINGS_TEXT } from './app-text/bookings';
import { COMPANY_TEXT } from './app-text/company';
import { DASHBOARD_TEXT } from './app-text/dashboard';
import { EDITOR_TEXT } from './app-text/editor';
import { EXAMPLE_TEXT } from './app-text/example';
import { LANDING_TEXT } from './app-text/landing';
import { LAYOUT_TEXT } from './app-text/layout';
import { LEADS_TEXT } from './app-text/leads';
import { LEGAL_TEXT } from './app-text/legal';
import { MOVING_IN_TEXT } from './app-text/moving-in';
import { PLANS_TEXT } from './app-text/plans';
import { SETTINGS_TEXT } from './app-text/settings';
import { SHARED_TEXT } from './app-text/shared';
import { COMMON_TEXT } from './app-text/common';
import { TOASTS_TEXT } from './app-text/toasts';
import { APP_LOCALE, OWNER_TEXT } from '../../shared/i18n/owner-text';

/*
 * Every string an owner sees in the app, from one catalogue (issue 28 part 4, decision 0062). The app stays
 * in English for now; translating it later is another catalogue of the same keys, not a rewrite. Messages
 * are ICU (intl-messageformat, as the published pages' catalogues in src/site/i18n), so plurals and
 * placeholders are the translator's to word; a sentence with a link in it is one message with a tag
 * (`appRich`), never pieces glued together. The catalogue is split by screen (`app-text/<screen>.ts`,
 * keys `<screen>.*`) and merged here into one object; /start and the language card's keys live here.
 * The words the server says too (validation and error messages, field and section names, the console's
 * labels) are in the shared catalogue (src/shared/i18n/owner-text.ts), spread in here last: one catalogue.
 * What moved (every screen, the editor last, then the shared words) and what is left: decision 0068.
 */

/** The screens' own words; the shared catalogue's keys are in areas of their own (app-text.test.ts checks). */
export const SCREEN_TEXT = {
  'start.title': 'Your website in one minute',
  'start.intro':
    'Tell us four things. We write a first version of your website for your trade and your town, with pictures and colours, and open it in the editor. Nothing goes live until you publish it.',
  'start.trade': 'Business type',
  'start.tradeChoose': 'Choose your trade…',
  'start.companyName': 'Company name',
  'start.town': 'Town or city',
  'start.phone': 'Phone',
  'start.phoneHint': 'Shown on your website with a Call button',
  'start.country': 'Country',
  'start.countryHint': 'Sets the spelling, phone numbers and times on your website',
  'start.language': 'Website language',
  'start.languageHint': 'The language your visitors read: buttons, form, opening days and the rest',
  'start.skip': 'Skip for now',
  'start.create': 'Create my website',
  'start.exampleBefore': 'Want to see where this leads? Look at',
  'start.exampleLink': 'an example website',
  'start.movingIn': 'Already have a website? <link>Bring it over instead</link>: we read your pages, hours, services, reviews and photos, and you choose what to keep.',
  'language.title': 'Website language',
  'language.hint':
    'Every word Website Works puts on your website is in this language: buttons, the contact form and its messages, opening days, the footer. Your own text stays as you wrote it. It goes live with your next publish.',
  'language.label': 'Language',
  'language.save': 'Save',
  'language.saved': 'The website language has been saved',
  // Two-language sites (issue 28 part 3, decision 0067).
  'secondLanguage.title': 'Second language',
  'secondLanguage.hint':
    'Add a second language and your website gets a second address, {example}, with your texts in that language. Translate them in the editor; a text you have not translated shows in your main language.',
  'secondLanguage.label': 'Add a language',
  'secondLanguage.add': 'Add language',
  'secondLanguage.added': '{language} has been added. Translate your texts in the editor, then publish.',
  'secondLanguage.current': 'Your website is also in {language}: {done} of {total} texts translated.',
  'secondLanguage.remove': 'Remove {language}',
  'secondLanguage.removeConfirm': 'Remove {language} and its translations? After your next publish the {language} address shows nothing; until then it stays as published.',
  'secondLanguage.removed': '{language} has been removed. Publish to take its page off your website.',
  'secondLanguage.cancel': 'Keep it',
  'editor.language': 'Language you edit',
  'editor.untranslated': 'Not translated yet',
  'editor.untranslatedHint': 'Shows in {language} until you translate it',
  ...ACCOUNT_TEXT,
  ...ADMIN_TEXT,
  ...AUTH_TEXT,
  ...BOOKINGS_TEXT,
  ...COMPANY_TEXT,
  ...DASHBOARD_TEXT,
  ...EDITOR_TEXT,
  ...EXAMPLE_TEXT,
  ...LANDING_TEXT,
  ...LAYOUT_TEXT,
  ...LEADS_TEXT,
  ...LEGAL_TEXT,
  ...MOVING_IN_TEXT,
  ...PLANS_TEXT,
  ...SETTINGS_TEXT,
  ...SHARED_TEXT,
  ...COMMON_TEXT,
  ...TOASTS_TEXT,
} as const;

export const APP_TEXT = { ...SCREEN_TEXT, ...OWNER_TEXT } as const;

export type AppTextKey = keyof typeof APP_TEXT;

const formats = new Map<AppTextKey, IntlMessageFormat>();

/** The app's words for `key`, placeholders filled in. */
export function appText(key: AppTextKey, values?: Record<string, PrimitiveType>): string {
  let message = formats.get(key);
  if (!message) {
    message = new IntlMessageFormat(APP_TEXT[key], APP_LOCALE);
    formats.set(key, message);
  }
  return String(message.format(values));
}

type Tag = (chunks: ReactNode[]) => ReactNode;

/**
 * The app's words for `key` where the sentence holds a link or emphasis: `<link>…</link>` in the message,
 * `{ link: (chunks) => <Anchor …>{chunks}</Anchor> }` in `values`, so the translator moves the link with
 * the words around it.
 */
export function appRich(key: AppTextKey, values: Record<string, PrimitiveType | ReactNode | Tag>): ReactNode {
  let message = formats.get(key);
  if (!message) {
    message = new IntlMessageFormat(APP_TEXT[key], APP_LOCALE);
    formats.set(key, message);
  }
  const parts = message.format<ReactNode>(values as Record<string, PrimitiveType | ReactNode>);
  return Array.isArray(parts) ? createElement(Fragment, null, ...(parts as ReactNode[])) : parts;
}
