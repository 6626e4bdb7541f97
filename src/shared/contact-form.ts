import { EMAIL_PATTERN } from './website';

/*
 * The contact form of a published page, as the template renders it and the site host reads it: field
 * names, labels (spec'd by issue 12), limits, and the messages a visitor sees. Plain data and checks,
 * so the template and the server agree without zod.
 */

export const CONTACT_FIELDS = {
  name: { label: 'Name', max: 100, autoComplete: 'name' },
  contact: { label: 'E-mail or phone', max: 254, autoComplete: 'email' },
  message: { label: 'Message', max: 5000, autoComplete: 'off' },
} as const;

export type ContactFieldName = keyof typeof CONTACT_FIELDS;
export type ContactValues = Record<ContactFieldName, string>;

/** A field people never see or fill; software that fills every field does (the honeypot). */
export const HONEYPOT_FIELD = 'website';
/** Milliseconds from page load to sending, written by site.js when it runs (decision 0011). */
export const ELAPSED_FIELD = 'elapsed';
/** Sent faster than this after the page loaded, a message was not typed by a person. */
export const MIN_FILL_MS = 3000;

export const SUBMIT_LABEL = 'Send message';

/** Addresses relative to the published page (its own origin, so the page's CSP needs only form-action 'self'). */
export const CONTACT_PATH = 'contact';
export const CONTACT_THANKS_PATH = 'contact/thanks';
/** Where site.js sends click beacons. */
export const EVENT_PATH = 'event';
/**
 * A beacon's body is one word: `cta` (a link marked data-ww-click="cta") or the scheme of a phone or
 * e-mail link (what site.js reads from the link, to stay small). At most 500 bytes are read.
 */
export const CLICK_BEACON_WORDS = { cta: 'cta', 'tel:': 'phone', 'mailto:': 'email', whatsapp: 'whatsapp', directions: 'directions', book: 'book', quote: 'quote' } as const;
export const BEACON_MAX_BYTES = 500;

export const CONTACT_MESSAGES = {
  thanks: 'Thank you! Your message has been sent.',
  thanksTitle: 'Thank you!',
  thanksDetail: 'Your message has been sent. The owner of this website will get back to you soon.',
  defaultIntro: 'Send a message and we will get back to you as soon as we can.',
  nameMissing: 'Please enter your name.',
  contactMissing: 'Please enter your e-mail address or phone number, so you can get an answer.',
  contactInvalid: 'Please enter a valid e-mail address or a phone number (at least 6 digits).',
  messageMissing: 'Please write a message.',
  /** Said, never done silently: the form has no maxlength that would cut a pasted text (issue 23). */
  tooLong: (label: string, max: number, length: number) =>
    `${label} can be at most ${grouped(max)} characters, and yours has ${grouped(length)}. Please shorten it by ${grouped(length - max)}, then send it again.`,
  /** Under the message box: the limit, and (site.js, as the visitor types) how much of it is used. */
  messageLimit: (max: number) => `Up to ${grouped(max)} characters.`,
  messageCount: '{n} of {max} characters',
  messageOver: '{n} of {max} characters: {over} too many',
  honeypot: 'Your message was not sent because a hidden field was filled in, which usually means a program filled in the form. If you are a person, please try again.',
  tooFast: 'Your message was sent faster than a person can type, so it was not accepted. Please wait a few seconds and send it again.',
  tooMany: 'You have sent several messages to this website in the last hour. Please wait a while before sending another, or use the phone number or e-mail address on the page.',
  siteBusy: 'This website has received too many messages today. Please try again tomorrow, or use the phone number or e-mail address on the page.',
  tooManyToday: 'You have sent several messages to this website today. Please wait until tomorrow before sending another, or use the phone number or e-mail address on the page.',
  otherSite: 'Your message was not sent: this form can only be sent from the website itself.',
  formOff: 'This website does not take messages through a form any more. Please use the phone number or e-mail address on the page.',
  failed: 'Your message could not be sent. Please try again in a moment.',
} as const;

/**
 * What a refusal says, as a key of the site language's catalogue (src/site/i18n, `contact.<code>`): the
 * site host words it in the site's language (decision 0062); `message` above stays the English wording.
 */
export type ContactMessageCode =
  | 'nameMissing'
  | 'contactMissing'
  | 'contactInvalid'
  | 'messageMissing'
  | 'tooLong'
  | 'honeypot'
  | 'tooFast'
  | 'tooMany'
  | 'siteBusy'
  | 'tooManyToday'
  | 'otherSite'
  | 'formOff'
  | 'failed';

/** 7200 → "7,200" (the pages' words are English). */
export function grouped(n: number): string {
  return n.toLocaleString('en-US');
}

const PHONE_CHARS = /^\+?[0-9 ().\-/]+$/;

/** How the visitor can be answered: by e-mail, by phone, or (neither) not at all. */
export function contactKind(value: string): 'email' | 'phone' | undefined {
  const v = value.trim();
  if (EMAIL_PATTERN.test(v)) return 'email';
  if (PHONE_CHARS.test(v) && v.replace(/\D/g, '').length >= 6 && v.replace(/\D/g, '').length <= 20) return 'phone';
  return undefined;
}

/** One line of text: control characters (new lines included) become spaces. */
export function oneLineText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** The first problem with a sent form, worded for the visitor, with the field it concerns. */
export function contactProblem(
  values: ContactValues,
): { field: ContactFieldName; message: string; code: ContactMessageCode; counts?: { max: number; length: number } } | undefined {
  for (const [field, spec] of Object.entries(CONTACT_FIELDS) as [ContactFieldName, (typeof CONTACT_FIELDS)[ContactFieldName]][]) {
    const length = values[field].length;
    if (length > spec.max) return { field, message: CONTACT_MESSAGES.tooLong(spec.label, spec.max, length), code: 'tooLong', counts: { max: spec.max, length } };
  }
  if (values.name.trim() === '') return { field: 'name', message: CONTACT_MESSAGES.nameMissing, code: 'nameMissing' };
  if (values.contact.trim() === '') return { field: 'contact', message: CONTACT_MESSAGES.contactMissing, code: 'contactMissing' };
  if (!contactKind(values.contact)) return { field: 'contact', message: CONTACT_MESSAGES.contactInvalid, code: 'contactInvalid' };
  if (values.message.trim() === '') return { field: 'message', message: CONTACT_MESSAGES.messageMissing, code: 'messageMissing' };
  return undefined;
}
