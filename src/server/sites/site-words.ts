import { BOOKING_MESSAGES } from '../../shared/bookings-schema';
import { CONTACT_FIELDS, CONTACT_MESSAGES } from '../../shared/contact-form';
import { QUOTE_FIELDS, QUOTE_MESSAGES, QUOTE_PHOTO_MAX_BYTES, QUOTE_PHOTOS_MAX } from '../../shared/quote-form';
import { isSiteMessageKey, SITE_CATALOGUES, type SiteMessageKey, type SiteWords } from '../../site/i18n';

const en = SITE_CATALOGUES.en;
import { megabytes } from '../../site/quote-form';

/*
 * The booking and quote intakes answer in English (their sentences also serve the app's API and tests);
 * the site host words a refusal in the site's language (decision 0062) by finding the English sentence's
 * key in the site catalogue. A sentence without a key (none known today) is shown as it came.
 */

const BOOKING_REST: Record<string, SiteMessageKey> = {
  'The form contains characters that are not text. Please type it again.': 'booking.notText',
  'You have sent several booking requests to this website in the last hour. Please wait a while, or call.': 'booking.tooMany',
  'Your request was not sent: this form can only be sent from the website itself.': 'booking.otherSite',
  'This request could not be read. Please send the form from the website.': 'quote.unreadable',
  'This request has more fields than the form. Please send the form from the website.': 'quote.tooManyFields',
};

function englishKeys(): Map<string, SiteMessageKey> {
  const keys = new Map<string, SiteMessageKey>(Object.entries(BOOKING_REST));
  const add = (prefix: string, messages: Record<string, unknown>) => {
    for (const [name, message] of Object.entries(messages)) {
      const key = `${prefix}.${name}`;
      if (typeof message === 'string' && isSiteMessageKey(key) && !en[key].includes('{') && !keys.has(message)) keys.set(message, key);
    }
  };
  add('booking', BOOKING_MESSAGES);
  add('quote', QUOTE_MESSAGES);
  add('contact', CONTACT_MESSAGES);
  return keys;
}

let known: Map<string, SiteMessageKey> | undefined;

/** A field's label as the site's form shows it, from the English label an intake's sentence names. */
function labelIn(text: SiteWords, english: string): string {
  if (english === CONTACT_FIELDS.name.label) return text.t('form.name');
  if (english === CONTACT_FIELDS.contact.label) return text.t('form.contact');
  if (english === QUOTE_FIELDS.job.label) return text.t('quote.job');
  if (english === QUOTE_FIELDS.place.label) return text.t('quote.place');
  if (english === QUOTE_FIELDS.description.label) return text.t('quote.description');
  return english;
}

const number = (digits: string) => Number(digits.replace(/\D/g, ''));

/** An intake's English refusal in the site's language. */
export function refusalIn(text: SiteWords, message: string): string {
  if (text.language === 'en') return message;
  known ??= englishKeys();
  const key = known.get(message);
  if (key) return text.t(key);
  if (message === QUOTE_MESSAGES.jobUnknown) return text.t('quote.jobUnknown', { other: text.t('quote.other') });
  if (message === QUOTE_MESSAGES.tooManyPhotos) return text.t('quote.tooManyPhotos', { max: QUOTE_PHOTOS_MAX });
  const size = megabytes(QUOTE_PHOTO_MAX_BYTES, text.language);
  let m = /^(.+) can be at most ([\d,]+) characters, and yours has ([\d,]+)\./.exec(message);
  if (m) {
    const [max, length] = [number(m[2]!), number(m[3]!)];
    return text.t('contact.tooLong', { label: labelIn(text, m[1]!), max, length, over: length - max });
  }
  m = /^(.+) contains characters that are not text\./.exec(message);
  if (m) return text.t('quote.notText', { label: labelIn(text, m[1]!) });
  m = /^The photo "(.*)" is larger than /.exec(message);
  if (m) return text.t('quote.photoTooLarge', { name: m[1]!, size });
  m = /^"(.*)" is not a photo in a format we can read/.exec(message);
  if (m) return text.t('quote.notAPhoto', { name: m[1]! });
  m = /^The photo "(.*)" could not be used\. (.*)$/s.exec(message);
  if (m) return text.t('quote.photoProblem', { name: m[1]!, problem: m[2]! });
  return message;
}
