import { z } from 'zod';

/*
 * "Ask for a review" (issue 26, decision 0061): the owner's short link on the site host, the visitor's
 * page there, and the owner's approval in the app. Every word a visitor or owner reads is here.
 */

/** `<site>/review/<token>`: the short link; `<site>/review/thanks` after a review was sent. */
export const REVIEW_PATH = 'review';
export const REVIEW_THANKS_PATH = 'review/thanks';
/** A request's token: 10 letters and digits (about 60 bits). */
export const REVIEW_TOKEN_PATTERN = /^[A-Za-z0-9]{10}$/;
export const REVIEW_HONEYPOT_FIELD = 'website';

export const REVIEW_FIELDS = {
  name: { label: 'Your name', hint: 'Shown with your review, as you write it here.', max: 120 },
  stars: { legend: 'Your rating' },
  text: { label: 'Your review', hint: 'What did we do for you, and how did it go?', max: 1000 },
} as const;
export type ReviewFieldName = keyof typeof REVIEW_FIELDS;
export type ReviewValues = { name: string; stars: string; text: string };

export const REVIEW_MESSAGES = {
  title: (business: string) => (business ? `Review ${business}` : 'Write a review'),
  intro: 'Thank you for choosing us. A few words about your experience help other people decide, and help us do better.',
  submit: 'Send review',
  starLabel: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  google: 'Review us on Google',
  googleIntro: 'Or, if you have a Google account:',
  name: 'Please enter your name.',
  stars: 'Please choose from 1 to 5 stars.',
  text: 'Please write a few words about your experience.',
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  honeypot: 'Your review could not be sent. Please try again.',
  tooMany: 'You have sent several reviews in a short time. Please try again later.',
  otherSite: 'Your review could not be sent from this page. Please open the review link again.',
  notSentTitle: 'Your review was not sent',
  used: 'This review link was used already, or it has expired. Thank you! If you would like to say more, ask the business for a new link.',
  usedTitle: 'This review link cannot be used',
  thanksTitle: 'Thank you for your review!',
  thanksDetail: 'It has been sent to the business. It appears on their website once they have seen it.',
  back: (business: string) => (business ? `Back to ${business}` : 'Back to the website'),
} as const;

/** The owner's side (/leads). */
export const REVIEW_OWNER_MESSAGES = {
  notPublished: 'Publish your website first: the review link opens a page on it.',
  noSuchRequest: 'This review link does not exist.',
  noSuchReview: 'This review does not exist or was already dealt with.',
  reviewsFull: 'Your Reviews section has 24 reviews, the most it can show. Remove one in the editor first.',
  noGooglePick: 'Choose at least one Google review to add.',
} as const;

/** A review link asked for a booking that is not the owner's confirmed one. */
export const REVIEW_BOOKING_GONE = 'This booking does not exist or is not confirmed.';

export const reviewRequestBodySchema = z.strictObject({
  input: z.strictObject(
    {
      leadId: z.uuid({ error: 'This message does not exist or was deleted.' }).optional(),
      bookingId: z.string({ error: REVIEW_BOOKING_GONE }).min(1, REVIEW_BOOKING_GONE).max(100, REVIEW_BOOKING_GONE).optional(),
    },
    { error: 'Send the request as { input: { leadId?, bookingId? } }.' },
  ),
});

export const reviewRequestSchema = z.object({
  token: z.string(),
  /** The short link to send or show (the site host's address). */
  url: z.string(),
  createdOn: z.string(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

export const pendingReviewSchema = z.object({
  reviewId: z.string(),
  name: z.string(),
  stars: z.number(),
  text: z.string(),
  receivedOn: z.string(),
});
export type PendingReview = z.infer<typeof pendingReviewSchema>;
/** `google`: whether "Import reviews from Google" is offered (a Places key and the site's Google listing). */
export const pendingReviewListSchema = z.object({ reviews: z.array(pendingReviewSchema), google: z.boolean() });

export const googleReviewsSchema = z.object({
  /** Whether the installation has a Places key and the site a Google listing (imported on /company). */
  available: z.boolean(),
  reviews: z.array(z.object({ author: z.string(), authorUri: z.string().nullable(), stars: z.number(), text: z.string(), when: z.string() })),
});
export type GoogleReviews = z.infer<typeof googleReviewsSchema>;
export const googleReviewPicksSchema = z.strictObject({
  input: z.strictObject({ picks: z.array(z.number().int().min(0).max(4), { error: 'Choose at least one Google review to add.' }).max(5) }),
});

export const reviewTokenParamsSchema = z.object({ token: z.string().regex(REVIEW_TOKEN_PATTERN) });
export const reviewParamsSchema = z.object({ reviewId: z.string().max(100) });

/** Google's documented "write a review" link for a place (Places API: place IDs). */
export const googleWriteReviewUrl = (placeId: string) => `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;

/** The visitor's problem with what they sent, or undefined when it may be stored. */
export function reviewProblem(values: ReviewValues): { field: ReviewFieldName; message: string } | undefined {
  if (values.name.trim() === '') return { field: 'name', message: REVIEW_MESSAGES.name };
  if (values.name.trim().length > REVIEW_FIELDS.name.max) return { field: 'name', message: REVIEW_MESSAGES.tooLong(REVIEW_FIELDS.name.label, REVIEW_FIELDS.name.max) };
  if (!/^[1-5]$/.test(values.stars)) return { field: 'stars', message: REVIEW_MESSAGES.stars };
  if (values.text.trim() === '') return { field: 'text', message: REVIEW_MESSAGES.text };
  if (values.text.trim().length > REVIEW_FIELDS.text.max) return { field: 'text', message: REVIEW_MESSAGES.tooLong(REVIEW_FIELDS.text.label, REVIEW_FIELDS.text.max) };
  return undefined;
}
