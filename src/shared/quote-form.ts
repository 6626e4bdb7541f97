import type { Item } from './website-fields';

/*
 * The "Request a quote" form of a published page (issue 25, decision 0059): its field names, labels,
 * limits and the sentences a visitor sees, shared by the template (src/site/quote-form.tsx) and the
 * site host (modules/leads/quote-intake.ts). Name, "E-mail or phone", the honeypot and the elapsed
 * time are the contact form's (contact-form.ts). Plain data: no zod, no Node.
 */

/** Where the quote form posts, relative to the published page (its own origin). */
export const QUOTE_PATH = 'quote';
export const QUOTE_THANKS_PATH = 'quote/thanks';

export const QUOTE_HEADING = 'Request a quote';
export const QUOTE_SUBMIT_LABEL = 'Send request';
/** The last choice of "What is the job?", after the site's services. */
export const OTHER_JOB = 'Something else';

export const QUOTE_FIELDS = {
  job: { label: 'What is the job?', max: 120 },
  place: { label: 'Postcode or town', max: 100 },
  description: { label: 'Describe the job', max: 5000 },
} as const;
export type QuoteTextField = keyof typeof QUOTE_FIELDS;
/** The file input's name (up to QUOTE_PHOTOS_MAX files under it). */
export const PHOTOS_FIELD = 'photos';
export const PHOTOS_LABEL = 'Photos of the job (up to 3, optional)';
export const QUOTE_PHOTOS_MAX = 3;
/** Bytes one photo may have (a phone's 12 MP JPEG is 2–6 MB; a 48 MP one up to about 12). */
export const QUOTE_PHOTO_MAX_BYTES = 15 * 1024 * 1024;

/** Trades whose new websites get the quote form (the others get the message form); recorded in decision 0059. */
export const QUOTE_TRADES: ReadonlySet<string> = new Set([
  'plumber',
  'electrician',
  'landscaper',
  'irrigation',
  'house-cleaner',
  'handyman',
  'painter',
  'roofer',
  'auto-repair',
]);

const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const QUOTE_MESSAGES = {
  thanks: 'Thank you! Your request has been sent.',
  thanksDetail: 'Your request has been sent. The owner of this website will look at it and get back to you soon.',
  intro: 'Tell us about the job and add photos if you can: we will get back to you with a quote.',
  photosHint: `JPEG, PNG, WebP or GIF, up to ${mb(QUOTE_PHOTO_MAX_BYTES)} each. On a phone you can take them now.`,
  jobMissing: 'Please choose what the job is.',
  jobUnknown: 'Please choose the job from the list, or "Something else".',
  placeMissing: 'Please enter the postcode or town where the job is.',
  descriptionMissing: 'Please describe the job.',
  notText: (label: string) => `${label} contains characters that are not text. Please type it again.`,
  tooManyPhotos: `You can add up to ${QUOTE_PHOTOS_MAX} photos. Please choose at most ${QUOTE_PHOTOS_MAX}, then send the request again.`,
  photoTooLarge: (name: string) =>
    `The photo "${name}" is larger than ${mb(QUOTE_PHOTO_MAX_BYTES)}, the most a photo can have. Please choose a smaller photo, then send the request again.`,
  notAPhoto: (name: string) => `"${name}" is not a photo in a format we can read (JPEG, PNG, WebP or GIF). Please choose another photo, then send the request again.`,
  photoProblem: (name: string, problem: string) => `The photo "${name}" could not be used. ${problem}`,
  photosToday: 'This website has received as many photos as it can take today. Please send your request without photos, or try again tomorrow.',
  busy: 'This website is receiving many requests with photos right now. Please try again in a minute.',
  formOff: 'This website does not take quote requests through a form any more. Please use the phone number or e-mail address on the page.',
  failed: 'Your request could not be sent. Please try again in a moment.',
} as const;

/** A file's name as the visitor knows it, safe to repeat in a sentence. */
export function photoName(name: string | undefined, position: number): string {
  // eslint-disable-next-line no-control-regex
  const clean = (name ?? '').replace(/[\u0000-\u001f\u007f"]+/g, '').trim().slice(0, 80);
  return clean === '' ? `photo ${position}` : clean;
}

/** The choices of "What is the job?": the titles of the site's services (once each, in order), then "Something else". */
export function jobChoices(services: readonly Pick<Item, 'title' | 'confirm'>[]): string[] {
  const titles = services.filter((s) => !s.confirm).map((s) => s.title.trim()).filter((t) => t !== '' && t !== OTHER_JOB);
  return [...new Set(titles), OTHER_JOB];
}
