import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { toBooking } from '../bookings/booking-service';
import type { LeadRepository } from '../leads/lead-repository';
import type { WebsiteRepository } from '../website/website-repository';

export interface AccountDataDeps {
  db: Kysely<DB>;
  websites: WebsiteRepository;
  leads: LeadRepository;
  mediaBaseUrl: string;
}

/**
 * `GET /api/account/data` (behind the API guard): everything the product keeps about the caller, as one
 * JSON file ("Download my data" on /account): the account, the website as edited, every published
 * version, the contact form's messages and quote requests, the uploaded pictures, the booking set-up and
 * every booking, the review links sent and the reviews received, the devices that get alerts, the Google
 * listing imported from, and the sign-in methods (never a password hash, a token, a calendar feed's secret
 * or a device's push keys).
 */
export async function accountDataRoutes(app: FastifyInstance, { db, websites, leads, mediaBaseUrl }: AccountDataDeps) {
  app.get('/api/account/data', { config: { viewAs: false } }, async (request, reply) => {
    const { account } = request;
    const id = account.accountId;
    const [website, versions, messages, media, signIns, bookingSetUp, bookingRows, reviewLinks, reviewsReceived, devices, place] = await Promise.all([
      websites.get(id),
      db.selectFrom('website_versions').select(['version', 'published_on', 'published_by', 'restored_from']).where('account_id', '=', id).orderBy('version').execute(),
      leads.all(id),
      db.selectFrom('media_uploads').select(['key', 'content_type', 'size', 'created_on']).where('account_id', '=', id).orderBy('created_on').execute(),
      (db as unknown as Kysely<{ auth_account: { userId: string; providerId: string; createdAt: Date } }>)
        .selectFrom('auth_account')
        .select(['providerId', 'createdAt'])
        .where('userId', '=', id)
        .execute(),
      db.selectFrom('booking_settings').select(['settings', 'updated_on']).where('account_id', '=', id).executeTakeFirst(),
      db.selectFrom('bookings').selectAll().where('account_id', '=', id).orderBy('starts_at').orderBy('booking_id').execute(),
      db.selectFrom('review_requests').select(['lead_id', 'booking_id', 'created_on', 'used_on']).where('account_id', '=', id).orderBy('created_on').execute(),
      db.selectFrom('review_submissions').select(['name', 'stars', 'text', 'received_on']).where('account_id', '=', id).orderBy('received_on').execute(),
      db.selectFrom('push_subscriptions').select(['device', 'created_on', 'last_sent_on']).where('account_id', '=', id).orderBy('created_on').execute(),
      db.selectFrom('google_places').select(['place_id', 'updated_on']).where('account_id', '=', id).executeTakeFirst(),
    ]);
    const data = {
      exportedOn: new Date().toISOString(),
      account,
      website,
      publishedVersions: versions.map((v) => ({ version: v.version, publishedOn: v.published_on, publishedBy: v.published_by, restoredFrom: v.restored_from, live: v.version === account.websiteVersion })),
      leads: messages,
      images: media.map((m) => ({ url: `${mediaBaseUrl}${m.key}`, contentType: m.content_type, size: m.size, uploadedOn: m.created_on })),
      bookingSetUp: bookingSetUp ? { settings: typeof bookingSetUp.settings === 'string' ? JSON.parse(bookingSetUp.settings) : bookingSetUp.settings, updatedOn: bookingSetUp.updated_on } : null,
      bookings: bookingRows.map((row) => ({ ...toBooking(row), timeZone: row.time_zone, decidedOn: row.decided_on })),
      reviewLinksSent: reviewLinks.map((r) => ({ forLead: r.lead_id, forBooking: r.booking_id, sentOn: r.created_on, usedOn: r.used_on })),
      reviewsReceived: reviewsReceived.map((r) => ({ name: r.name, stars: r.stars, text: r.text, receivedOn: r.received_on })),
      alertDevices: devices.map((d) => ({ device: d.device, since: d.created_on, lastAlertOn: d.last_sent_on })),
      googleListing: place ? { placeId: place.place_id, importedOn: place.updated_on } : null,
      signInMethods: signIns.map((s) => ({ method: s.providerId === 'credential' ? 'e-mail and password' : s.providerId, since: s.createdAt })),
    };
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="website-works-data-${new Date().toISOString().slice(0, 10)}.json"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });
}
