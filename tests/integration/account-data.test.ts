import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadImage } from '../support/media-helpers';
import { publishSite } from '../support/publish-site';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { makePng } from '../support/test-images';

describe('Download my data (GET /api/account/data)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers one JSON file with the caller's account, website, versions, messages, pictures and sign-in methods, and nothing of anyone else", async () => {
    const owner = await publishSite(t, 'my-data@example.com', 'Data Bakery');
    const other = await publishSite(t, 'not-mine@example.com', 'Other Bakery');
    const picture = await uploadImage(t, owner.token, makePng(20, 20), 'image/png', 'shop.png');
    await uploadImage(t, other.token, makePng(20, 20), 'image/png', 'theirs.png');
    await t.database.db
      .insertInto('leads')
      .values([
        { lead_id: 'lead-mine', account_id: owner.accountId, name: 'Visitor', contact: 'v@example.com', reply_to: 'v@example.com', message: 'Do you bake rye?' },
        { lead_id: 'lead-theirs', account_id: other.accountId, name: 'Someone', contact: 's@example.com', reply_to: null, message: 'Not for you' },
      ])
      .execute();

    expect((await t.app.inject({ url: '/api/account/data' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/account/data', headers: bearer(owner.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="website-works-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.account).toMatchObject({ accountId: owner.accountId, email: 'my-data@example.com' });
    expect(data.website.companyName).toBe('Data Bakery');
    expect(data.publishedVersions).toEqual([expect.objectContaining({ version: 1, live: true, publishedBy: 'my-data@example.com' })]);
    expect(data.leads.map((l: { message: string }) => l.message)).toEqual(['Do you bake rye?']);
    expect(data.images.map((i: { url: string }) => i.url)).toEqual([picture.publicUrl]);
    expect(data.signInMethods).toEqual([expect.objectContaining({ method: 'e-mail and password' })]);
    expect(res.body).not.toContain('Other Bakery');
    expect(res.body).not.toContain('Not for you');
    expect(res.body).not.toMatch(/password"\s*:|"token"|scrypt/i);
  });
  it('adds the booking set-up and every booking, review links and reviews, alert devices and the Google listing, without their secrets', async () => {
    const owner = await publishSite(t, 'my-bookings@example.com', 'Booked Barbers');
    const other = await publishSite(t, 'their-bookings@example.com', 'Other Barbers');
    const db = t.database.db;
    const settings = { enabled: true, services: [{ id: 'cut', name: 'Haircut', minutes: 30, bufferMinutes: 0 }] };
    await db.insertInto('booking_settings').values([
      { account_id: owner.accountId, settings: JSON.stringify(settings), feed_token: 'feed-secret-mine', updated_on: new Date() },
      { account_id: other.accountId, settings: JSON.stringify({ enabled: true, services: [] }), feed_token: 'feed-secret-theirs', updated_on: new Date() },
    ]).execute();
    const booking = (accountId: string, id: string, name: string) => ({
      booking_id: id, account_id: accountId, service_id: 'cut', service_name: 'Haircut',
      starts_at: new Date('2026-12-01T09:00:00Z'), ends_at: new Date('2026-12-01T09:30:00Z'), blocks_until: new Date('2026-12-01T09:30:00Z'),
      time_zone: 'Europe/London', status: 'confirmed' as const, name, contact: `${id}@example.com`, reply_to: null, owner_message: 'See you then',
      cancel_token_hash: `cancel-hash-${id}`, created_on: new Date('2026-11-20T10:00:00Z'), decided_on: new Date('2026-11-20T11:00:00Z'),
    });
    await db.insertInto('bookings').values([booking(owner.accountId, 'b-mine', 'Ada Client'), booking(other.accountId, 'b-theirs', 'Not Mine')]).execute();
    await db.insertInto('review_requests').values([
      { token: 'review-token-mine', account_id: owner.accountId, lead_id: null, booking_id: 'b-mine' },
      { token: 'review-token-theirs', account_id: other.accountId, lead_id: null, booking_id: 'b-theirs' },
    ]).execute();
    await db.insertInto('review_submissions').values([
      { review_id: 'r-mine', account_id: owner.accountId, token: 'review-token-mine', name: 'Ada Client', stars: 5, text: 'A sharp cut, on time.' },
      { review_id: 'r-theirs', account_id: other.accountId, token: 'review-token-theirs', name: 'Not Mine', stars: 1, text: 'Their review' },
    ]).execute();
    await db.insertInto('push_subscriptions').values([
      { subscription_id: 'p-mine', account_id: owner.accountId, endpoint: 'https://push.example/endpoint-mine', p256dh: 'p256dh-mine', auth: 'auth-mine', device: 'Chrome on Android' },
      { subscription_id: 'p-theirs', account_id: other.accountId, endpoint: 'https://push.example/endpoint-theirs', p256dh: 'p256dh-theirs', auth: 'auth-theirs', device: 'Safari on iPhone' },
    ]).execute();
    await db.insertInto('google_places').values({ account_id: owner.accountId, place_id: 'ChIJ-mine' }).execute();

    const res = await t.app.inject({ url: '/api/account/data', headers: bearer(owner.token) });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.bookingSetUp.settings).toEqual(settings);
    expect(data.bookings).toEqual([
      expect.objectContaining({ bookingId: 'b-mine', serviceName: 'Haircut', status: 'confirmed', name: 'Ada Client', contact: 'b-mine@example.com', ownerMessage: 'See you then', timeZone: 'Europe/London', startsAt: '2026-12-01T09:00:00.000Z' }),
    ]);
    expect(data.reviewLinksSent).toEqual([expect.objectContaining({ forBooking: 'b-mine', usedOn: null })]);
    expect(data.reviewsReceived).toEqual([expect.objectContaining({ name: 'Ada Client', stars: 5, text: 'A sharp cut, on time.' })]);
    expect(data.alertDevices).toEqual([expect.objectContaining({ device: 'Chrome on Android', lastAlertOn: null })]);
    expect(data.googleListing).toEqual(expect.objectContaining({ placeId: 'ChIJ-mine' }));
    for (const secret of ['feed-secret', 'cancel-hash', 'review-token', 'endpoint-mine', 'p256dh', 'auth-mine']) expect(res.body, secret).not.toContain(secret);
    for (const theirs of ['Not Mine', 'Their review', 'Safari on iPhone', 'b-theirs']) expect(res.body, theirs).not.toContain(theirs);

    // An owner with none of these gets empty lists and nulls, not an error.
    const plain = await publishSite(t, 'no-bookings@example.com', 'Quiet Barbers');
    const empty = (await t.app.inject({ url: '/api/account/data', headers: bearer(plain.token) })).json();
    expect([empty.bookingSetUp, empty.bookings, empty.reviewLinksSent, empty.reviewsReceived, empty.alertDevices, empty.googleListing]).toEqual([null, [], [], [], [], null]);
  });
});
