import { ownerText } from '../../../shared/i18n/owner-text';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { oneLineText } from '../../../shared/contact-form';
import {
  type PendingReview,
  REVIEW_HONEYPOT_FIELD,
  REVIEW_MESSAGES,
  REVIEW_OWNER_MESSAGES,
  REVIEW_BOOKING_GONE,
  REVIEW_PATH,
  type ReviewFieldName,
  reviewProblem,
  type ReviewRequest,
  type ReviewValues,
} from '../../../shared/review-requests';
import { type Item, isGoogleProfileUrl, ITEMS_MAX } from '../../../shared/website-fields';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { DbLimiter, Limit } from '../../limits/db-limiter';
import type { WebsiteRepository } from '../website/website-repository';
import type { GoogleReview, PlacesClient } from '../importing/places-client';
import { FetchRefused } from '../importing/safe-fetch';
import { HttpError } from '../../errors';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A short link's token: 10 characters from 57 unambiguous letters and digits (about 58 bits). */
export function newReviewToken(): string {
  const bytes = randomBytes(20);
  let token = '';
  for (const byte of bytes) {
    if (byte >= ALPHABET.length * 4) continue; // no bias: only bytes below a multiple of the alphabet's size
    token += ALPHABET[byte % ALPHABET.length];
    if (token.length === 10) return token;
  }
  return newReviewToken();
}

/** The visitor's text, each field one string (a repeated field keeps its first value). */
export function reviewValuesOf(body: unknown): ReviewValues {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (name: string) => {
    const value = Array.isArray(record[name]) ? (record[name] as unknown[])[0] : record[name];
    return typeof value === 'string' ? value : '';
  };
  return { name: text('name'), stars: text('stars'), text: text('text') };
}

export type ReviewOutcome =
  | { ok: true; reviewId: string }
  | { ok: false; status: 400 | 404 | 429; message: string; field?: ReviewFieldName; retryAfterSeconds?: number };

/**
 * Review requests (issue 26): the owner makes a short link (one review each), a visitor writes the review
 * on the site host (honeypot, the contact form's per-visitor limit, the link used once), and the owner
 * approves it, which adds it to the website's Reviews section (the next publish shows it), or dismisses it.
 */
export class ReviewRequests {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      websites: WebsiteRepository;
      limiter: DbLimiter;
      /** The contact form's per-visitor limit (CONTACT_RATE_LIMIT_*), per site. */
      perVisitor: Limit;
      secret: string;
      clock?: () => Date;
      /** Google's Places API, when the installation has a key: "Review us on Google" and importing reviews. */
      places?: PlacesClient;
      /** Told of each review that arrived (a push to the owner). */
      onReview?: (accountId: string, review: { name: string; stars: number }) => void;
    },
  ) {}

  private now() {
    return this.deps.clock?.() ?? new Date();
  }

  /** A new short link for the account's published site (optionally for one of its leads, or one of its confirmed bookings). */
  async create(accountId: string, leadId?: string, bookingId?: string): Promise<ReviewRequest> {
    const account = await this.deps.db.selectFrom('accounts').select('website_url').where('account_id', '=', accountId).executeTakeFirst();
    if (!account?.website_url) throw badRequest(REVIEW_OWNER_MESSAGES.notPublished);
    if (leadId !== undefined) {
      const lead = await this.deps.db.selectFrom('leads').select('lead_id').where('account_id', '=', accountId).where('lead_id', '=', leadId).executeTakeFirst();
      if (!lead) throw notFound(ownerText('refusal.reviews.thisMessageDoesNot'));
    }
    if (bookingId !== undefined) {
      const booking = await this.deps.db
        .selectFrom('bookings')
        .select('booking_id')
        .where('account_id', '=', accountId)
        .where('booking_id', '=', bookingId)
        .where('status', '=', 'confirmed')
        .executeTakeFirst();
      if (!booking) throw notFound(REVIEW_BOOKING_GONE);
    }
    const token = newReviewToken();
    const createdOn = this.now();
    await this.deps.db.insertInto('review_requests').values({ token, account_id: accountId, lead_id: leadId ?? null, booking_id: bookingId ?? null, created_on: createdOn }).execute();
    return { token, url: reviewLink(account.website_url, token), createdOn: createdOn.toISOString() };
  }

  /** The owner's own request by token (for its QR code and poster), or 404. */
  async find(accountId: string, token: string): Promise<ReviewRequest> {
    const row = await this.deps.db
      .selectFrom('review_requests')
      .innerJoin('accounts', 'accounts.account_id', 'review_requests.account_id')
      .select(['review_requests.token', 'review_requests.created_on', 'accounts.website_url'])
      .where('review_requests.account_id', '=', accountId)
      .where('review_requests.token', '=', token)
      .executeTakeFirst();
    if (!row?.website_url) throw notFound(REVIEW_OWNER_MESSAGES.noSuchRequest);
    return { token: row.token, url: reviewLink(row.website_url, row.token), createdOn: row.created_on.toISOString() };
  }

  /** Whether the site's link may still take a review. */
  async open(accountId: string, token: string): Promise<boolean> {
    const row = await this.deps.db.selectFrom('review_requests').select('used_on').where('account_id', '=', accountId).where('token', '=', token).executeTakeFirst();
    return row !== undefined && row.used_on === null;
  }

  /** Takes a visitor's review through a site's link. */
  async receive(post: { accountId: string; token: string; ip: string; body: unknown }): Promise<ReviewOutcome> {
    const record = typeof post.body === 'object' && post.body !== null ? (post.body as Record<string, unknown>) : {};
    const honeypot = record[REVIEW_HONEYPOT_FIELD];
    if (honeypot !== undefined && honeypot !== '') return { ok: false, status: 400, message: REVIEW_MESSAGES.honeypot };
    const values = reviewValuesOf(post.body);
    const problem = reviewProblem(values);
    if (problem) return { ok: false, status: 400, ...problem };
    if (!(await this.open(post.accountId, post.token))) return { ok: false, status: 404, message: REVIEW_MESSAGES.used };
    const now = this.now();
    const visitor = createHmac('sha256', this.deps.secret).update(post.ip).digest('base64url').slice(0, 22);
    const limit = await this.deps.limiter.take('review-visitor', `${post.accountId}:${visitor}`, this.deps.perVisitor, now);
    if (!limit.allowed) return { ok: false, status: 429, message: REVIEW_MESSAGES.tooMany, retryAfterSeconds: limit.retryAfterSeconds };

    const reviewId = randomUUID();
    const stars = Number(values.stars);
    const name = oneLineText(values.name);
    const taken = await this.deps.db.transaction().execute(async (trx) => {
      // The link is used once: of two posts at once, one marks it and stores its review.
      const used = await trx.updateTable('review_requests').set({ used_on: now }).where('account_id', '=', post.accountId).where('token', '=', post.token).where('used_on', 'is', null).executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('review_submissions')
        .values({
          review_id: reviewId,
          account_id: post.accountId,
          token: post.token,
          name,
          stars,
          // eslint-disable-next-line no-control-regex
          text: values.text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim(),
          received_on: now,
        })
        .execute();
      return true;
    });
    if (!taken) return { ok: false, status: 404, message: REVIEW_MESSAGES.used };
    this.deps.onReview?.(post.accountId, { name, stars });
    return { ok: true, reviewId };
  }

  async pending(accountId: string): Promise<PendingReview[]> {
    const rows = await this.deps.db.selectFrom('review_submissions').selectAll().where('account_id', '=', accountId).orderBy('received_on', 'desc').limit(100).execute();
    return rows.map((r) => ({ reviewId: r.review_id, name: r.name, stars: r.stars, text: r.text, receivedOn: r.received_on.toISOString() }));
  }

  /** Adds the review to the website's Reviews section (and turns the section on); the next publish shows it. */
  async approve(accountId: string, reviewId: string): Promise<void> {
    const row = await this.deps.db.selectFrom('review_submissions').selectAll().where('account_id', '=', accountId).where('review_id', '=', reviewId).executeTakeFirst();
    if (!row) throw notFound(REVIEW_OWNER_MESSAGES.noSuchReview);
    const content = await this.deps.websites.get(accountId);
    if (content.reviews.length >= ITEMS_MAX) throw badRequest(REVIEW_OWNER_MESSAGES.reviewsFull);
    const index = content.reviews.reduce((max, item) => Math.max(max, item.index), -1) + 1;
    const reviews = [...content.reviews, { index, title: row.name.slice(0, 120), description: row.text.slice(0, 1000), stars: row.stars }];
    await this.deps.db.transaction().execute(async (trx) => {
      const gone = await trx.deleteFrom('review_submissions').where('account_id', '=', accountId).where('review_id', '=', reviewId).executeTakeFirst();
      if (Number(gone.numDeletedRows) !== 1) throw notFound(REVIEW_OWNER_MESSAGES.noSuchReview);
      await this.deps.websites.save(accountId, { ...content, reviews, enableReviews: true }, trx);
    });
  }

  /** Remembers the Google listing the owner imported from. */
  async setGooglePlace(accountId: string, placeId: string): Promise<void> {
    const now = this.now();
    await this.deps.db
      .insertInto('google_places')
      .values({ account_id: accountId, place_id: placeId, updated_on: now })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ place_id: placeId, updated_on: now }))
      .execute();
  }

  /** The site's Place ID while the installation can use Google's API; otherwise undefined. */
  async googlePlaceId(accountId: string): Promise<string | undefined> {
    if (!this.deps.places) return undefined;
    const row = await this.deps.db.selectFrom('google_places').select('place_id').where('account_id', '=', accountId).executeTakeFirst();
    return row?.place_id;
  }

  /** Up to 5 of the listing's Google reviews, for the owner to pick from (none when Google is not set up for the site). */
  async googleReviews(accountId: string): Promise<{ available: boolean; reviews: GoogleReview[] }> {
    const placeId = await this.googlePlaceId(accountId);
    if (!placeId || !this.deps.places) return { available: false, reviews: [] };
    const reviews = await this.deps.places.reviews(placeId).catch((error: unknown) => {
      if (error instanceof FetchRefused) throw new HttpError(422, error.message);
      throw error;
    });
    return { available: true, reviews };
  }

  /** Adds the picked Google reviews (by their place in googleReviews) to the Reviews section, each with its author and "on Google". */
  async addGoogleReviews(accountId: string, picks: number[]): Promise<number> {
    const { reviews: found } = await this.googleReviews(accountId);
    const chosen = [...new Set(picks)].map((i) => found[i]).filter((r): r is GoogleReview => r !== undefined);
    if (chosen.length === 0) throw badRequest(REVIEW_OWNER_MESSAGES.noGooglePick);
    const content = await this.deps.websites.get(accountId);
    if (content.reviews.length + chosen.length > ITEMS_MAX) throw badRequest(REVIEW_OWNER_MESSAGES.reviewsFull);
    let index = content.reviews.reduce((max, item) => Math.max(max, item.index), -1);
    // Google's attribution: the author's name, linked to their Google profile when Google gave one on google.com.
    const added = chosen.map((r): Item => {
      const item: Item = { index: ++index, title: googleReviewTitle(r.author), description: r.text, stars: r.stars };
      if (r.authorUri && isGoogleProfileUrl(r.authorUri)) item.authorLink = r.authorUri;
      return item;
    });
    await this.deps.websites.save(accountId, { ...content, reviews: [...content.reviews, ...added], enableReviews: true });
    return added.length;
  }

  async dismiss(accountId: string, reviewId: string): Promise<void> {
    const gone = await this.deps.db.deleteFrom('review_submissions').where('account_id', '=', accountId).where('review_id', '=', reviewId).executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) throw notFound(REVIEW_OWNER_MESSAGES.noSuchReview);
  }
}

/** `<site address>review/<token>` (the site's address ends with a slash). */
export function reviewLink(websiteUrl: string, token: string): string {
  return `${websiteUrl.endsWith('/') ? websiteUrl : `${websiteUrl}/`}${REVIEW_PATH}/${token}`;
}

/** A Google review's name line: the author Google names, and where the review is from (Google's attribution). */
export const googleReviewTitle = (author: string) => `${author.slice(0, 100)}, on Google`;
