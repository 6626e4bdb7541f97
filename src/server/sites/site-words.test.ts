import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../shared/bookings-schema';
import { CONTACT_MESSAGES } from '../../shared/contact-form';
import { QUOTE_FIELDS, QUOTE_MESSAGES } from '../../shared/quote-form';
import { REVIEW_FIELDS, REVIEW_MESSAGES } from '../../shared/review-requests';
import { siteText } from '../../site/i18n';
import { reviewRefusalIn } from './review-pages';
import { refusalIn } from './site-words';

/** Every English sentence the booking, quote and review intakes can answer a visitor with. */
const BOOKING_AND_QUOTE = [
  ...Object.entries(BOOKING_MESSAGES)
    .filter(([name]) => !['noSuchBooking', 'notPending'].includes(name)) // the owner's API only
    .map(([, message]) => message),
  ...Object.entries(QUOTE_MESSAGES)
    .filter(([name, m]) => typeof m === 'string' && !['thanks', 'thanksDetail', 'intro', 'photosHint'].includes(name)) // not refusals
    .map(([, m]) => m as string),
  QUOTE_MESSAGES.notText(QUOTE_FIELDS.place.label),
  QUOTE_MESSAGES.photoTooLarge('IMG_0042.jpg'),
  QUOTE_MESSAGES.notAPhoto('notes.pdf'),
  QUOTE_MESSAGES.photoProblem('IMG_0042.jpg', 'The picture is too small.'),
  CONTACT_MESSAGES.tooLong(QUOTE_FIELDS.description.label, 5000, 5012),
  CONTACT_MESSAGES.tooLong('Name', 120, 130),
  CONTACT_MESSAGES.nameMissing,
  CONTACT_MESSAGES.contactMissing,
  CONTACT_MESSAGES.contactInvalid,
  CONTACT_MESSAGES.honeypot,
  CONTACT_MESSAGES.tooFast,
  CONTACT_MESSAGES.otherSite,
  'The form contains characters that are not text. Please type it again.',
  'You have sent several booking requests to this website in the last hour. Please wait a while, or call.',
  'Your request was not sent: this form can only be sent from the website itself.',
  'This request could not be read. Please send the form from the website.',
  'This request has more fields than the form. Please send the form from the website.',
];

const REVIEW = [
  REVIEW_MESSAGES.name,
  REVIEW_MESSAGES.stars,
  REVIEW_MESSAGES.text,
  REVIEW_MESSAGES.honeypot,
  REVIEW_MESSAGES.tooMany,
  REVIEW_MESSAGES.otherSite,
  REVIEW_MESSAGES.tooLong(REVIEW_FIELDS.name.label, REVIEW_FIELDS.name.max),
  REVIEW_MESSAGES.tooLong(REVIEW_FIELDS.text.label, REVIEW_FIELDS.text.max),
];

describe('refusals in the site language (decision 0062)', () => {
  it('words every booking, quote and review refusal in French, and leaves English as it is', () => {
    const fr = siteText('fr');
    for (const message of BOOKING_AND_QUOTE) {
      expect(refusalIn(siteText('en'), message)).toBe(message);
      const french = refusalIn(fr, message);
      expect(french, message).not.toBe(message);
      expect(french, message).not.toMatch(/Please|could not|photo "/);
    }
    for (const message of REVIEW) {
      expect(reviewRefusalIn(siteText('en'), message)).toBe(message);
      expect(reviewRefusalIn(fr, message), message).not.toBe(message);
    }
    expect(refusalIn(fr, QUOTE_MESSAGES.photoTooLarge('IMG_0042.jpg'))).toMatch(/^La photo «\u00a0IMG_0042\.jpg\u00a0» dépasse 15\sMo, la taille maximale d’une photo\. Veuillez choisir une photo plus petite, puis renvoyer la demande\.$/);
    expect(refusalIn(fr, CONTACT_MESSAGES.tooLong(QUOTE_FIELDS.description.label, 5000, 5012))).toContain('Décrivez les travaux');
    expect(refusalIn(fr, QUOTE_MESSAGES.jobUnknown)).toContain('Autre chose');
  });
});
