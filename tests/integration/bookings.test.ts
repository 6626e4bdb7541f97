import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { BOOKING_MESSAGES, type BookingSettings, PENDING_DEFAULT_MAX } from '../../src/shared/bookings-schema';
import { CONTACT_MESSAGES } from '../../src/shared/contact-form';
import type { StoredMail } from '../../src/server/mail/mailer';
import { publishSite, ownerWebsite } from '../support/publish-site';
import { bearer, createTestApp, jsonHeaders, type TestApp } from '../support/test-app';

/*
 * Appointment bookings (issue 25) on PGlite in process: the owner's set-up and answers through the
 * API, the visitor's requests through the site host's plain forms, twenty requests for one time at
 * once, and bad input that stores nothing. The same race on two PostgreSQL replicas is in
 * bookings-replicas.test.ts.
 */

const HTML = 'text/html,application/xhtml+xml';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

// Monday 2 March 2026, 07:55 in London (GMT).
const NOW = Date.parse('2026-03-02T07:55:00Z');
const settings: BookingSettings = {
  enabled: true,
  autoConfirm: false,
  timeZone: 'Europe/London',
  services: [
    { id: 'cut', name: 'Haircut', durationMinutes: 30, price: '£25', bufferMinutes: 0 },
    { id: 'colour', name: 'Colour', durationMinutes: 90, price: '', bufferMinutes: 15 },
  ],
  hours: [0, 1, 2, 3, 4].map((day) => ({ day, open: '09:00', close: '17:00' })),
  breaks: [{ start: '12:00', end: '13:00' }],
  daysOff: ['2026-03-05'],
  maxDaysAhead: 30,
  minNoticeMinutes: 60,
};

describe('appointment bookings on PGlite', () => {
  let t: TestApp;
  let sites: FastifyInstance;
  let owner: Awaited<ReturnType<typeof publishSite>>;
  let other: Awaited<ReturnType<typeof publishSite>>;
  let offset = NOW - Date.now();
  let ip = 0;

  const book = (fields: Record<string, string>, path = owner.path, remote?: string) =>
    sites.inject({
      method: 'POST',
      url: `${path}book`,
      remoteAddress: remote ?? `198.51.100.${(ip = (ip % 250) + 1)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: HTML },
      payload: form({ website: '', elapsed: '', name: 'Jane Visitor', contact: 'jane@example.net', ...fields }),
    });
  const api = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...bearer(token), ...(payload ? jsonHeaders : { origin: jsonHeaders.origin }) }, ...(payload ? { payload } : {}) });
  const bookingsOf = async (token: string) => (await api(token, 'GET', '/api/bookings')).json() as { bookings: { bookingId: string; status: string; startsAt: string; name: string }[]; pending: number };
  const mails = async (to: string, subject: string) => {
    for (let i = 0; i < 100; i++) {
      const found = (await t.outbox.list()).filter((m) => m.to === to && m.subject.includes(subject));
      if (found.length) return found as (StoredMail & { attachments?: { filename: string; content: string; contentType: string }[] })[];
      await new Promise((r) => setTimeout(r, 30));
    }
    throw new Error(`no mail "${subject}" to ${to}`);
  };

  beforeAll(async () => {
    t = await createTestApp('pglite', { CONTACT_RATE_LIMIT_MAX: '100' }, { clock: () => new Date(Date.now() + offset) });
    sites = t.app.siteHost;
    owner = await publishSite(t, 'salon@example.com', 'Cutting Edge', { country: 'GB', enableBooking: true });
    other = await publishSite(t, 'rival@example.com', 'Other Salon');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts off in the zone of the site’s country; the owner sets services and hours; bad settings get a sentence', async () => {
    const first = await api(owner.token, 'GET', '/api/bookings/settings');
    expect(first.statusCode).toBe(200);
    expect(first.json().settings).toMatchObject({ enabled: false, timeZone: 'Europe/London', services: [] });
    expect((await sites.inject(`${owner.path}book`)).statusCode).toBe(404);

    const bad = await api(owner.token, 'PUT', '/api/bookings/settings', { input: { ...settings, timeZone: 'Mars/Olympus' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toContain('time zone');
    const nul = await api(owner.token, 'PUT', '/api/bookings/settings', { input: { ...settings, services: [{ ...settings.services[0], name: 'Cut\u0000' }] } });
    expect(nul.statusCode).toBe(400);
    const closes = await api(owner.token, 'PUT', '/api/bookings/settings', { input: { ...settings, hours: [{ day: 0, open: '17:00', close: '09:00' }] } });
    expect(closes.json().errorMessage).toBe('A closing time must be after the opening time on the same day.');
    expect((await api(owner.token, 'GET', '/api/bookings/settings')).json().settings.enabled).toBe(false);

    const put = await api(owner.token, 'PUT', '/api/bookings/settings', { input: settings });
    expect(put.statusCode).toBe(200);
    expect(put.json().settings).toEqual(settings);
    // Published before bookings were on, the page has no Booking section to send visitors to a page with
    // nothing to book; published again now, it has.
    expect((await sites.inject(owner.path)).body).not.toContain('Book an appointment');
    expect(await ownerWebsite(t, owner.token).publish()).toContain('Book an appointment');
    expect(first.json().feedUrl).toBeNull(); // a GET writes nothing
    expect(put.json().feedUrl).toMatch(/^http:\/\/localhost:3000\/calendar\/[\w-]+\.ics$/);
    // The routes are in the API docs (generated from their schemas).
    const docs = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths)).toEqual(expect.arrayContaining(['/api/bookings', '/api/bookings/settings', '/api/bookings/feed', '/api/bookings/{bookingId}/confirm', '/api/bookings/{bookingId}/decline']));
    // Another owner sees only their own.
    expect((await api(other.token, 'GET', '/api/bookings/settings')).json().settings.services).toEqual([]);
  });

  it('shows services, days and only free times without JavaScript', async () => {
    const site = await sites.inject(owner.path);
    expect(site.body).toMatch(/<h2 class="ww-section__title">Book an appointment<\/h2>/);
    expect(site.body).toContain('href="book"');
    const page = await sites.inject(`${owner.path}book`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Book an appointment');
    expect(page.body).toContain('Haircut · 30 min · £25');
    const days = await sites.inject(`${owner.path}book?service=cut`);
    expect(days.body).toContain('Monday 2 March 2026');
    expect(days.body).not.toContain('Thursday 5 March 2026'); // day off
    expect(days.body).not.toContain('Saturday 7 March 2026'); // closed
    const times = await sites.inject(`${owner.path}book?service=cut&day=2026-03-02`);
    // 07:55 now, an hour's notice: 09:00 is the first; the lunch break is left out.
    expect(times.body).toContain('value="2026-03-02T09:00:00.000Z"');
    expect(times.body).not.toContain('value="2026-03-02T08:30:00.000Z"');
    expect(times.body).not.toContain('value="2026-03-02T12:00:00.000Z"');
    expect(times.body).toContain('value="2026-03-02T16:30:00.000Z"');
    expect(times.body).toContain('Request this time');
  });

  it('offers a day only while it has a free time: not today once the notice has passed its last opening', async () => {
    // 16:45 on Monday 2 March (London = UTC then): with an hour's notice nothing is left that day.
    offset = Date.parse('2026-03-02T16:45:00Z') - Date.now();
    try {
      const days = await sites.inject(`${owner.path}book?service=cut`);
      expect(days.body).not.toContain('Monday 2 March 2026');
      expect(days.body).toContain('Tuesday 3 March 2026');
      // Asked for that day anyway (a page loaded earlier): the days again, no empty list of times.
      const times = await sites.inject(`${owner.path}book?service=cut&day=2026-03-02`);
      expect(times.body).not.toContain('name="start"');
      expect(times.body).toContain('Tuesday 3 March 2026');
      const json = (await sites.inject(`${owner.path}book/times?service=cut&day=2026-03-03`)).json() as { days: string[]; times: string[] };
      expect(json.days[0]).toBe('2026-03-03');
      expect(json.times[0]).toBe('2026-03-03T09:00:00.000Z');
    } finally {
      offset = NOW - Date.now();
    }
  });

  it('refuses bad requests with a sentence and stores nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ service: 'perm', start: '2026-03-02T10:00:00.000Z' }, BOOKING_MESSAGES.unknownService],
      [{ service: 'cut', start: '2026-03-02T07:00:00.000Z' }, BOOKING_MESSAGES.past],
      [{ service: 'cut', start: '2026-03-02T08:30:00.000Z' }, BOOKING_MESSAGES.outsideHours],
      [{ service: 'cut', start: '2026-03-02T20:00:00.000Z' }, BOOKING_MESSAGES.outsideHours],
      [{ service: 'cut', start: '2026-03-07T10:00:00.000Z' }, BOOKING_MESSAGES.outsideHours],
      [{ service: 'cut', start: '2026-03-05T10:00:00.000Z' }, BOOKING_MESSAGES.dayOff],
      [{ service: 'cut', start: '2026-03-02T12:00:00.000Z' }, BOOKING_MESSAGES.badTime],
      [{ service: 'cut', start: '2026-03-02T10:10:00.000Z' }, BOOKING_MESSAGES.badTime],
      [{ service: 'cut', start: 'tomorrow' }, BOOKING_MESSAGES.badTime],
      [{ service: 'cut', start: '2026-06-01T10:00:00.000Z' }, BOOKING_MESSAGES.tooFar],
      [{ service: 'cut', start: '2026-03-02T10:00:00.000Z', name: '' }, CONTACT_MESSAGES.nameMissing],
      [{ service: 'cut', start: '2026-03-02T10:00:00.000Z', contact: 'call me' }, CONTACT_MESSAGES.contactInvalid],
      [{ service: 'cut', start: '2026-03-02T10:00:00.000Z', name: 'Jane\u0000' }, 'The form contains characters that are not text. Please type it again.'],
      [{ service: 'cut', start: '2026-03-02T10:00:00.000Z', website: 'http://spam.example' }, CONTACT_MESSAGES.honeypot],
      [{ service: 'cut', start: '2026-03-02T10:00:00.000Z', elapsed: '400' }, CONTACT_MESSAGES.tooFast],
    ];
    for (const [fields, sentence] of cases) {
      const res = await book(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).toContain(sentence.replace(/'/g, '&#x27;'));
    }

    expect((await bookingsOf(owner.token)).bookings).toEqual([]);
  });

  it('twenty requests for one time at the same moment: one booking, nineteen sentences with the next free times', async () => {
    const start = '2026-03-03T10:00:00.000Z';
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book({ service: 'cut', start, day: '2026-03-03', name: `Visitor ${i}`, contact: `v${i}@example.net` })));
    const booked = answers.filter((r) => r.statusCode === 303);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.body).toContain(BOOKING_MESSAGES.taken);
      expect(r.body).toContain('The next free times');
      expect(r.body).toContain('value="2026-03-03T10:30:00.000Z"');
    }
    const list = await bookingsOf(owner.token);
    expect(list.bookings.filter((b) => b.startsAt === start)).toHaveLength(1);
    expect(list.pending).toBe(1);
    // The time is not offered any more.
    expect((await sites.inject(`${owner.path}book?service=cut&day=2026-03-03`)).body).not.toContain(`value="${start}"`);
    // A 90-minute colour with its 15-minute buffer may not start at 08:45… nor overlap 10:00: 09:00 is offered only if it ends by 10:00.
    const colour = (await sites.inject(`${owner.path}book?service=colour&day=2026-03-03`)).body;
    expect(colour).not.toContain('value="2026-03-03T09:00:00.000Z"'); // 09:00–10:45 meets 10:00
  });

  it('the owner confirms one and declines another; e-mails both ways, the .ics, the feed and the cancel link', async () => {
    expect((await book({ service: 'cut', start: '2026-03-04T14:00:00.000Z', name: 'Decline Me', contact: 'decline@example.net' })).statusCode).toBe(303);
    const list = await bookingsOf(owner.token);
    const first = list.bookings.find((b) => b.startsAt === '2026-03-03T10:00:00.000Z');
    const second = list.bookings.find((b) => b.name === 'Decline Me');
    await mails('salon@example.com', 'Booking request: Haircut, Tuesday 3 March 2026 at 10:00');
    const requested = await mails('decline@example.net', 'Your request: Haircut with Cutting Edge');
    expect(requested[0]?.text).toContain('/book/cancel?t=');

    // Another owner cannot answer it.
    expect((await api(other.token, 'POST', `/api/bookings/${first?.bookingId}/confirm`, { input: {} })).statusCode).toBe(404);
    const confirmed = await api(owner.token, 'POST', `/api/bookings/${first?.bookingId}/confirm`, { input: { message: 'See you then!' } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', when: 'Tuesday 3 March 2026 at 10:00' });
    expect((await api(owner.token, 'POST', `/api/bookings/${first?.bookingId}/decline`, { input: {} })).json().errorMessage).toBe(BOOKING_MESSAGES.notPending);
    const declined = await api(owner.token, 'POST', `/api/bookings/${second?.bookingId}/decline`, { input: { message: 'Fully booked that day, sorry.' } });
    expect(declined.json().status).toBe('declined');

    const confirmation = (await mails(`v${(list.bookings.find((b) => b.bookingId === first?.bookingId)?.name ?? '').split(' ')[1]}@example.net`, 'Confirmed: Haircut'))[0];
    expect(confirmation?.text).toContain('See you then!');
    expect(confirmation?.attachments?.[0]).toMatchObject({ filename: 'appointment.ics', contentType: expect.stringContaining('text/calendar') });
    expect(confirmation?.attachments?.[0]?.content).toContain('DTSTART:20260303T100000Z');
    const no = (await mails('decline@example.net', 'Not available'))[0];
    expect(no?.text).toContain('Fully booked that day, sorry.');

    // The feed lists the confirmed booking only; a new address ends the old one.
    const feedUrl = new URL((await api(owner.token, 'GET', '/api/bookings/settings')).json().feedUrl as string);
    const feed = await t.app.inject(feedUrl.pathname);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('DTSTART:20260303T100000Z');
    expect(feed.body).not.toContain('Decline Me');
    const renewed = new URL((await api(owner.token, 'POST', '/api/bookings/feed')).json().feedUrl as string);
    expect((await t.app.inject(feedUrl.pathname)).statusCode).toBe(404);
    expect((await t.app.inject(renewed.pathname)).body).toContain('BEGIN:VEVENT');

    // The cancel link shows a button; pressing it frees the time.
    const link = new URL(confirmation?.text.match(/https?:\/\/\S+\/book\/cancel\?t=\S+/)?.[0] as string);
    const ask = await sites.inject(`${link.pathname}${link.search}`);
    expect(ask.body).toContain('Cancel this appointment');
    expect((await bookingsOf(owner.token)).bookings.find((b) => b.bookingId === first?.bookingId)?.status).toBe('confirmed');
    const done = await sites.inject({ method: 'POST', url: link.pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ t: link.searchParams.get('t') as string }) });
    expect(done.body).toContain(BOOKING_MESSAGES.cancelled);
    expect((await sites.inject(`${owner.path}book?service=cut&day=2026-03-03`)).body).toContain('value="2026-03-03T10:00:00.000Z"');
    expect((await t.app.inject(renewed.pathname)).body).not.toContain('BEGIN:VEVENT');
    await mails('salon@example.com', 'Cancelled: Haircut');
  });

  it('takes no more requests while 50 wait for the owner: a sentence, nothing stored', async () => {
    const { pending } = await bookingsOf(owner.token);
    // Requests waiting far ahead (not offered times, so none of the free times below is taken), up to the limit.
    const filler = Array.from({ length: PENDING_DEFAULT_MAX - pending }, (_, i) => {
      const startsAt = new Date(Date.parse('2027-01-01T09:00:00Z') + i * 3_600_000);
      return {
        booking_id: randomUUID(),
        account_id: owner.accountId,
        service_id: 'cut',
        service_name: 'Haircut',
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + 30 * 60_000),
        blocks_until: new Date(startsAt.getTime() + 30 * 60_000),
        time_zone: 'Europe/London',
        status: 'pending' as const,
        name: `Waiting ${i}`,
        contact: `waiting${i}@example.net`,
        reply_to: `waiting${i}@example.net`,
        cancel_token_hash: `filler-${i}`,
        created_on: new Date(NOW),
        decided_on: null,
      };
    });
    await t.database.db.insertInto('bookings').values(filler).execute();
    expect((await bookingsOf(owner.token)).pending).toBe(PENDING_DEFAULT_MAX);
    const res = await book({ service: 'cut', start: '2026-03-06T11:00:00.000Z', day: '2026-03-06', name: 'One Too Many', contact: 'too-many@example.net' });
    expect(res.statusCode, res.body.replace(/[\s\S]*<main/, '').slice(0, 1500)).toBe(429);
    expect(res.body).toContain(BOOKING_MESSAGES.pendingFull);
    const after = await bookingsOf(owner.token);
    expect(after.pending).toBe(PENDING_DEFAULT_MAX);
    expect(after.bookings.some((b) => b.name === 'One Too Many')).toBe(false);
    // The owner answers one: the next request is taken.
    await t.database.db.deleteFrom('bookings').where('cancel_token_hash', 'like', 'filler-%').execute();
    expect((await book({ service: 'cut', start: '2026-03-06T11:00:00.000Z', day: '2026-03-06', name: 'Now Taken', contact: 'now@example.net' })).statusCode).toBe(303);
  });

  it('confirms at once when the owner chose so', async () => {
    await api(owner.token, 'PUT', '/api/bookings/settings', { input: { ...settings, autoConfirm: true } });
    const res = await book({ service: 'cut', start: '2026-03-06T09:00:00.000Z', contact: 'auto@example.net' });
    expect(res.headers.location).toBe(`${owner.path}book/done?booked=1`);
    expect((await sites.inject(String(res.headers.location))).body).toContain(BOOKING_MESSAGES.confirmedNow);
    expect((await mails('auto@example.net', 'Booked: Haircut'))[0]?.attachments?.[0]?.filename).toBe('appointment.ics');
    offset = NOW - Date.now();
  });

  it('writes to the visitor in the site’s language, the day and time as it writes them; the owner’s e-mail stays in the app’s', async () => {
    const salon = await publishSite(t, 'elise@example.com', 'Salon Élise', { country: 'FR', siteLanguage: 'fr', enableBooking: true });
    const put = await api(salon.token, 'PUT', '/api/bookings/settings', {
      input: { ...settings, timeZone: 'Europe/Paris', daysOff: [], services: [{ id: 'coupe', name: 'Coupe', durationMinutes: 30, price: '25 €', bufferMinutes: 0 }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    // 10:00 UTC on Tuesday 3 March 2026 is 11:00 in Paris.
    expect((await book({ service: 'coupe', start: '2026-03-03T10:00:00.000Z', name: 'Camille Martin', contact: 'camille@example.fr' }, salon.path)).statusCode).toBe(303);
    const requested = (await mails('camille@example.fr', 'Votre demande'))[0];
    expect(requested?.subject).toBe('Votre demande\u00a0: Coupe chez Salon Élise, mardi 3 mars 2026 à 11:00');
    expect(requested?.text).toContain('Salon Élise a bien reçu votre demande pour Coupe le mardi 3 mars 2026 à 11:00.');
    expect(requested?.text).toContain('Pour annuler, ouvrez ce lien\u00a0: ');
    await mails('elise@example.com', 'Booking request: Coupe');

    const booking = (await bookingsOf(salon.token)).bookings.find((b) => b.name === 'Camille Martin');
    const confirmed = await api(salon.token, 'POST', `/api/bookings/${booking?.bookingId}/confirm`, { input: { message: 'À mardi !' } });
    expect(confirmed.statusCode).toBe(200);
    const confirmation = (await mails('camille@example.fr', 'Confirmé'))[0];
    expect(confirmation?.subject).toBe('Confirmé\u00a0: Coupe chez Salon Élise, mardi 3 mars 2026 à 11:00');
    expect(confirmation?.text).toContain('Salon Élise a confirmé votre rendez-vous\u00a0: Coupe le mardi 3 mars 2026 à 11:00.');
    expect(confirmation?.text).toContain('Le fichier joint l’ajoute à votre agenda.');
    expect(confirmation?.text).toContain('Un message de Salon Élise\u00a0:\nÀ mardi !');
    expect(confirmation?.attachments?.[0]?.content).toContain('SUMMARY:Coupe chez Salon Élise');
    expect(confirmation?.text).not.toMatch(/\b(Your|appointment|confirmed|calendar|open this link)\b/);
  });
});
