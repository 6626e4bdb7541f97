import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { DETAILS_FIELD_MASK, REVIEWS_FIELD_MASK } from '../../src/server/modules/importing/places-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GoogleReviews, type PendingReview, REVIEW_BOOKING_GONE, REVIEW_MESSAGES, REVIEW_OWNER_MESSAGES, type ReviewRequest } from '../../src/shared/review-requests';
import { ownerWebsite, publishSite } from '../support/publish-site';
import type { WebsiteContent } from '../../src/shared/website-fields';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';

/*
 * "Ask for a review" (issue 26): the owner's short link opens a page on the site host, a visitor's
 * review waits for the owner, and an approved one is on the published page after the next publish.
 */
describe('review requests', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof publishSite>>;
  let other: Awaited<ReturnType<typeof publishSite>>;

  let places: Server;
  const PLACE_ID = 'ChIJreviewsTest123';
  const KEY = 'test-places-key';

  beforeAll(async () => {
    // Google's Places API (New) Place Details, as documented: the key and the field mask in headers,
    // the answer holding only the fields asked for; Google gives at most 5 reviews (6 here, to see the cut).
    places = createServer((req, res) => {
      const mask = req.headers['x-goog-fieldmask'];
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.headers['x-goog-api-key'] !== KEY) return json(403, { error: { code: 403, status: 'PERMISSION_DENIED' } });
      if (req.method !== 'GET' || req.url !== `/v1/places/${PLACE_ID}`) return json(404, { error: { code: 404, status: 'NOT_FOUND' } });
      if (mask === DETAILS_FIELD_MASK) return json(200, { id: PLACE_ID, displayName: { text: 'Acme Plumbing', languageCode: 'en' }, formattedAddress: '1 Pipe St, Leeds' });
      if (mask === REVIEWS_FIELD_MASK) {
        return json(200, {
          reviews: Array.from({ length: 6 }, (_, i) => ({
            name: `places/${PLACE_ID}/reviews/r${i}`,
            relativePublishTimeDescription: `${i + 1} months ago`,
            rating: 5 - (i % 3),
            text: { text: `Google review number ${i}.`, languageCode: 'en' },
            originalText: { text: `Google review number ${i}.`, languageCode: 'en' },
            // Review 2's profile is not on google.com: it is dropped when added to the site.
            authorAttribution: { displayName: `Author ${i}`, uri: i === 2 ? `https://evil.example/contrib/${i}` : `https://www.google.com/maps/contrib/${i}/reviews`, photoUri: `https://lh3.googleusercontent.com/a/${i}` },
            publishTime: '2026-09-01T10:00:00Z',
          })),
        });
      }
      return json(400, { error: { code: 400, status: 'INVALID_ARGUMENT' } });
    });
    await new Promise<void>((resolve) => places.listen(0, '127.0.0.1', resolve));
    t = await createTestApp('pglite', {
      CONTACT_RATE_LIMIT_MAX: '3',
      GOOGLE_PLACES_API_KEY: KEY,
      GOOGLE_PLACES_API_URL: `http://127.0.0.1:${(places.address() as AddressInfo).port}`,
    });
    owner = await publishSite(t, 'plumber@example.com', 'Acme Plumbing');
    other = await publishSite(t, 'baker@example.com', 'Rosie Bakes');
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => places?.close(resolve));
  });

  const ask = (token: string) => t.app.inject({ method: 'POST', url: '/api/reviews/requests', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: {} } });
  const send = (url: string, fields: Record<string, string>, ip = '203.0.113.20') =>
    t.app.siteHost.inject({ method: 'POST', url: new URL(url).pathname, remoteAddress: ip, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
  const pending = async (token: string) => ((await t.app.inject({ method: 'GET', url: '/api/reviews/pending', headers: bearer(token) })).json() as { reviews: PendingReview[] }).reviews;

  it('makes a short link on the published site, with its QR code and a printable poster; not before publishing', async () => {
    const { token } = await signUpConfirmed(t, 'new@example.com');
    const refused = await ask(token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessage).toContain(REVIEW_OWNER_MESSAGES.notPublished);

    const res = await ask(owner.token);
    expect(res.statusCode).toBe(200);
    const request = res.json() as ReviewRequest;
    expect(request.url).toMatch(new RegExp(`^${owner.publishUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}review/[A-Za-z0-9]{10}$`));
    const png = await t.app.inject({ method: 'GET', url: `/api/reviews/requests/${request.token}/qr.png`, headers: bearer(owner.token) });
    expect(png.headers['content-type']).toBe('image/png');
    const meta = await sharp(png.rawPayload).metadata();
    expect(meta.width).toBeGreaterThanOrEqual(300);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/reviews/requests/${request.token}/poster.pdf`, headers: bearer(owner.token) });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another owner's link is not theirs to print.
    expect((await t.app.inject({ method: 'GET', url: `/api/reviews/requests/${request.token}/qr.png`, headers: bearer(other.token) })).statusCode).toBe(404);
  });

  it('takes one review per link, refuses bad ones with the reason, and the owner approves it into the published Reviews section', async () => {
    const request = (await ask(owner.token)).json() as ReviewRequest;
    const page = await t.app.siteHost.inject(new URL(request.url).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 id="ww-review-title">Review Acme Plumbing</h1>');
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");

    const noStars = await send(request.url, { name: 'Sam Customer', stars: '', text: 'Quick and tidy.', website: '' });
    expect(noStars.statusCode).toBe(400);
    expect(noStars.body).toContain(REVIEW_MESSAGES.stars);
    expect(noStars.body).toContain('Quick and tidy.');
    expect((await send(request.url, { name: 'Bot', stars: '5', text: 'Buy now', website: 'http://spam.example' })).statusCode).toBe(400);
    expect(await pending(owner.token)).toEqual([]);

    const sent = await send(request.url, { name: 'Sam Customer', stars: '5', text: 'Quick and tidy.\nFixed our boiler the same day.', website: '' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${owner.path}review/thanks`);
    expect((await t.app.siteHost.inject(String(sent.headers.location))).body).toContain(REVIEW_MESSAGES.thanksTitle);
    // Used: the link takes no second review.
    const again = await send(request.url, { name: 'Sam Again', stars: '1', text: 'Second go', website: '' });
    expect(again.statusCode).toBe(404);
    expect((await t.app.siteHost.inject(new URL(request.url).pathname)).statusCode).toBe(404);
    // Another site's address with this token is not this link.
    expect((await t.app.siteHost.inject(`${other.path}review/${request.token}`)).statusCode).toBe(404);

    const [review] = await pending(owner.token);
    expect(review).toMatchObject({ name: 'Sam Customer', stars: 5, text: 'Quick and tidy.\nFixed our boiler the same day.' });
    expect(await pending(other.token)).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: `/api/reviews/${review!.reviewId}/approve`, headers: { ...bearer(other.token), origin: jsonHeaders.origin } })).statusCode).toBe(404);

    // Not on the published page until approved and published.
    expect((await t.app.siteHost.inject(owner.path)).body).not.toContain('Fixed our boiler');
    const approved = await t.app.inject({ method: 'POST', url: `/api/reviews/${review!.reviewId}/approve`, headers: { ...bearer(owner.token), origin: jsonHeaders.origin } });
    expect(approved.statusCode).toBe(204);
    expect(await pending(owner.token)).toEqual([]);
    const html = await ownerWebsite(t, owner.token).publish();
    expect(html).toContain('Fixed our boiler the same day.');
    expect(html).toContain('Sam Customer');
  });

  it('holds a visitor to the contact form’s limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const request = (await ask(owner.token)).json() as ReviewRequest;
      statuses.push((await send(request.url, { name: `Visitor ${i}`, stars: '4', text: 'Good work.', website: '' }, '198.51.100.4')).statusCode);
    }
    expect(statuses).toEqual([303, 303, 303, 429]);
  });

  it('with the site’s Google listing: "Review us on Google" on the page, and Google reviews imported with their authors', async () => {
    const headers = { ...bearer(owner.token), ...jsonHeaders };
    expect((await t.app.inject({ method: 'GET', url: '/api/reviews/google', headers: bearer(owner.token) })).json()).toEqual({ available: false, reviews: [] });
    const before = (await ask(owner.token)).json() as ReviewRequest;
    expect((await t.app.siteHost.inject(new URL(before.url).pathname)).body).not.toContain(REVIEW_MESSAGES.google);

    // The owner imports their details from Google on /company: the listing is remembered.
    expect((await t.app.inject({ method: 'POST', url: '/api/import/google/place', headers, payload: { input: { placeId: PLACE_ID } } })).statusCode).toBe(200);
    const request = (await ask(owner.token)).json() as ReviewRequest;
    const page = (await t.app.siteHost.inject(new URL(request.url).pathname)).body;
    expect(page).toContain(`href="https://search.google.com/local/writereview?placeid=${PLACE_ID}"`);
    expect(page).toContain(`>${REVIEW_MESSAGES.google}</a>`);

    const google = (await t.app.inject({ method: 'GET', url: '/api/reviews/google', headers: bearer(owner.token) })).json() as GoogleReviews;
    expect(google.available).toBe(true);
    expect(google.reviews).toHaveLength(5);
    expect(google.reviews[1]).toEqual({ author: 'Author 1', authorUri: 'https://www.google.com/maps/contrib/1/reviews', stars: 4, text: 'Google review number 1.', when: '2 months ago' });
    expect((await t.app.inject({ method: 'POST', url: '/api/reviews/google', headers, payload: { input: { picks: [] } } })).json().errorMessage).toContain(REVIEW_OWNER_MESSAGES.noGooglePick);
    const added = await t.app.inject({ method: 'POST', url: '/api/reviews/google', headers, payload: { input: { picks: [0, 2] } } });
    expect(added.json()).toEqual({ added: 2 });
    const html = await ownerWebsite(t, owner.token).publish();
    expect(html).toContain('Google review number 2.');
    // Google's attribution: the author's name linked to their Google profile, and "on Google"; no photo.
    expect(html).toMatch(/<a href="https:\/\/www\.google\.com\/maps\/contrib\/0\/reviews" rel="noopener nofollow">Author 0<\/a>(<!-- -->)?, on Google/);
    expect(html).toContain('Author 2, on Google');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('googleusercontent');
    expect(html).not.toContain('Google review number 1.');
    const website = ownerWebsite(t, owner.token);
    const saved = (await website.get()).json() as WebsiteContent;
    expect(saved.reviews.find((r) => r.title === 'Author 0, on Google')?.authorLink).toBe('https://www.google.com/maps/contrib/0/reviews');
    expect(saved.reviews.find((r) => r.title === 'Author 2, on Google')?.authorLink).toBeUndefined();
    // A saved document may not carry a non-Google author link: a sentence, and nothing changes.
    const bad = await website.put({ ...saved, reviews: saved.reviews.map((r) => ({ ...r, authorLink: 'https://evil.example/x' })) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toContain('Author link must be a Google profile address');
    expect(((await website.get()).json() as WebsiteContent).reviews).toEqual(saved.reviews);
  });
  it('"Ask for a review" on a confirmed booking: only the owner’s own, only a confirmed one', async () => {
    const headers = { ...bearer(owner.token), ...jsonHeaders };
    const settings = {
      enabled: true,
      autoConfirm: true,
      timeZone: 'UTC',
      services: [{ id: 'fix', name: 'Boiler service', durationMinutes: 60, price: '', bufferMinutes: 0 }],
      hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '18:00' })),
      breaks: [],
      daysOff: [],
      maxDaysAhead: 30,
      minNoticeMinutes: 0,
    };
    const setUp = (autoConfirm: boolean) => t.app.inject({ method: 'PUT', url: '/api/bookings/settings', headers, payload: { input: { ...settings, autoConfirm } } });
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const book = async (name: string) => {
      const page = (await t.app.siteHost.inject(`${owner.path}book?service=fix&day=${day}`)).body;
      const start = /name="start" value="([^"]+)"/.exec(page)?.[1];
      expect(start, page.slice(0, 300)).toBeDefined();
      const res = await t.app.siteHost.inject({
        method: 'POST',
        url: `${owner.path}book`,
        remoteAddress: `198.51.100.${name.length}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: new URLSearchParams({ website: '', elapsed: '', service: 'fix', start: start ?? '', name, contact: `${name.toLowerCase()}@example.net` }).toString(),
      });
      expect(res.statusCode).toBe(303);
      const list = (await t.app.inject({ method: 'GET', url: '/api/bookings', headers: bearer(owner.token) })).json() as { bookings: { bookingId: string; name: string; status: string }[] };
      return list.bookings.find((b) => b.name === name);
    };
    expect((await setUp(true)).statusCode).toBe(200);
    const confirmed = await book('Sam');
    expect(confirmed?.status).toBe('confirmed');
    expect((await setUp(false)).statusCode).toBe(200);
    const waiting = await book('Alexandra');
    expect(waiting?.status).toBe('pending');

    const askFor = (token: string, bookingId: string) =>
      t.app.inject({ method: 'POST', url: '/api/reviews/requests', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { bookingId } } });
    const made = await askFor(owner.token, confirmed?.bookingId ?? '');
    expect(made.statusCode).toBe(200);
    const request = made.json() as ReviewRequest;
    expect(request.url.startsWith(`${owner.publishUrl}review/`)).toBe(true);
    // The link works like any other: its page is on the site and its QR code downloads.
    expect((await t.app.siteHost.inject(new URL(request.url).pathname)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/reviews/requests/${request.token}/qr.png`, headers: bearer(owner.token) })).statusCode).toBe(200);

    // Another owner's booking, a pending one, or one that does not exist: 404 with a sentence, no link made.
    for (const [token, bookingId] of [
      [other.token, confirmed?.bookingId ?? ''],
      [owner.token, waiting?.bookingId ?? ''],
      [owner.token, 'no-such-booking'],
    ] as const) {
      const refused = await askFor(token, bookingId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().errorMessage).toBe(REVIEW_BOOKING_GONE);
    }
    const rows = await t.database.db.selectFrom('review_requests').select(['booking_id', 'account_id']).where('booking_id', 'is not', null).execute();
    expect(rows).toEqual([{ booking_id: confirmed?.bookingId, account_id: owner.accountId }]);
  });
});
