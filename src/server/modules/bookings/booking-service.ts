import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { bookableDays, type Busy, daySlots, nextFreeSlots, wallClock, whenLabel } from '../../../shared/booking-times';
import { type Booking, BOOKING_MESSAGES, type BookingSettings, bookingSettingsSchema, PENDING_DEFAULT_MAX } from '../../../shared/bookings-schema';
import { CONTACT_FIELDS, CONTACT_MESSAGES, contactKind, ELAPSED_FIELD, HONEYPOT_FIELD, MIN_FILL_MS, oneLineText } from '../../../shared/contact-form';
import { siteTimeZone } from '../../../shared/site-time-zone';
import { siteText, type SiteWords } from '../../../site/i18n';
import { whenIn } from '../../../site/i18n/booking-when';
import { isSafeText } from '../../../shared/text-safety';
import type { BookingsTable, DB } from '../../db/schema';
import type { DbLimiter, Limit } from '../../limits/db-limiter';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { icsCalendar } from './ics';
import { bookingCancelledMail, bookingPush, bookingRequestedMail } from './owner-booking-mails';

/*
 * Appointment bookings (issue 25, decision 0058). A visitor's request is checked against the site's
 * rules (a service it offers, one of the times it offers, not past, not too soon or too far), then
 * stored inside a transaction that first locks the site's booking_settings row (select … for update):
 * every booking of one site waits for the one before, and only then looks for an overlapping live
 * booking. This holds the same way on PGlite (one connection, transactions one at a time) and on
 * PostgreSQL with any number of replicas; a partial unique index on the start time is a second guard.
 */

export interface BookingRequestPost {
  accountId: string;
  ip: string;
  body: unknown;
}

export type BookingField = 'service' | 'start' | 'name' | 'contact';

export type BookingOutcome =
  | { ok: true; booking: Booking; cancelToken: string }
  | { ok: false; status: 400 | 404 | 409 | 429; message: string; field?: BookingField; nextFree?: Date[]; retryAfterSeconds?: number };

/** The visitor's fields, each one string (a repeated field keeps its first value). */
export function bookingValuesOf(body: unknown): Record<'service' | 'day' | 'start' | 'name' | 'contact' | 'website' | 'elapsed', string> {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (name: string) => {
    const value = Array.isArray(record[name]) ? (record[name] as unknown[])[0] : record[name];
    return typeof value === 'string' ? value : '';
  };
  return { service: text('service'), day: text('day'), start: text('start'), name: text('name'), contact: text('contact'), website: text(HONEYPOT_FIELD), elapsed: text(ELAPSED_FIELD) };
}

const LIVE = ['pending', 'confirmed'] as const;

export function defaultSettings(timeZone: string): BookingSettings {
  return { enabled: false, autoConfirm: false, timeZone, services: [], hours: [], breaks: [], daysOff: [], maxDaysAhead: 60, minNoticeMinutes: 120 };
}

export class BookingService {
  private readonly pendingMax: number;

  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      mailer: Mailer;
      limiter: DbLimiter;
      /** Requests one visitor address may send one site (as the contact form's per-visitor limit). */
      perVisitor: Limit;
      secret: string;
      appUrl: string;
      log?: FastifyBaseLogger;
      clock?: () => Date;
      pendingMax?: number;
      /** Told of each new request (issue 26: a push to the owner's devices that turned notifications on). */
      onRequest?: (accountId: string, alert: { title: string; body: string; url: string }) => void;
    },
  ) {
    this.pendingMax = deps.pendingMax ?? PENDING_DEFAULT_MAX;
  }

  private now(): Date {
    return this.deps.clock?.() ?? new Date();
  }

  /** The site's set-up: stored, or (never set up) bookings off in the zone of the site's country. */
  async settings(accountId: string): Promise<BookingSettings> {
    const row = await this.deps.db.selectFrom('booking_settings').select('settings').where('account_id', '=', accountId).executeTakeFirst();
    if (row) {
      const parsed = bookingSettingsSchema.safeParse(typeof row.settings === 'string' ? JSON.parse(row.settings) : row.settings);
      if (parsed.success) return parsed.data;
    }
    const site = await this.deps.db.selectFrom('websites').select('document').where('account_id', '=', accountId).executeTakeFirst();
    const document = typeof site?.document === 'string' ? (JSON.parse(site.document) as unknown) : site?.document;
    return defaultSettings(siteTimeZone(typeof document === 'object' && document !== null ? (document as { country?: unknown; timeZone?: unknown }) : {}));
  }

  async saveSettings(accountId: string, settings: BookingSettings): Promise<BookingSettings> {
    const now = this.now();
    await this.deps.db
      .insertInto('booking_settings')
      .values({ account_id: accountId, settings: JSON.stringify(settings), feed_token: newToken(), updated_on: now })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ settings: JSON.stringify(settings), updated_on: now }))
      .execute();
    return settings;
  }

  /** The calendar feed's secret; none until the owner first saves the set-up (a GET writes nothing). */
  async feedToken(accountId: string): Promise<string | undefined> {
    const row = await this.deps.db.selectFrom('booking_settings').select('feed_token').where('account_id', '=', accountId).executeTakeFirst();
    return row?.feed_token;
  }

  /** A new secret: the old feed address stops working. */
  async regenerateFeed(accountId: string): Promise<string> {
    if (!(await this.feedToken(accountId))) await this.saveSettings(accountId, await this.settings(accountId));
    const token = newToken();
    await this.deps.db.updateTable('booking_settings').set({ feed_token: token }).where('account_id', '=', accountId).execute();
    return token;
  }

  feedUrl(token: string): string {
    return `${this.deps.appUrl}/calendar/${token}.ics`;
  }

  async list(accountId: string, status: Booking['status'] | 'all'): Promise<{ bookings: Booking[]; pending: number }> {
    let query = this.deps.db.selectFrom('bookings').selectAll().where('account_id', '=', accountId);
    if (status !== 'all') query = query.where('status', '=', status);
    const [rows, pending] = await Promise.all([query.orderBy('starts_at').orderBy('booking_id').limit(500).execute(), this.pendingCount(this.deps.db, accountId)]);
    return { bookings: rows.map(toBooking), pending };
  }

  private async pendingCount(db: Kysely<DB>, accountId: string): Promise<number> {
    const row = await db.selectFrom('bookings').select((eb) => eb.fn.countAll<string>().as('n')).where('account_id', '=', accountId).where('status', '=', 'pending').executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Live bookings from `from` to `to` (with their buffers): the times nobody else may have. */
  async busy(accountId: string, from: Date, to: Date, db: Kysely<DB> = this.deps.db): Promise<Busy[]> {
    const rows = await db
      .selectFrom('bookings')
      .select(['starts_at', 'blocks_until'])
      .where('account_id', '=', accountId)
      .where('status', 'in', LIVE)
      .where('starts_at', '<', to)
      .where('blocks_until', '>', from)
      .execute();
    return rows.map((r) => ({ start: new Date(r.starts_at), end: new Date(r.blocks_until) }));
  }

  /**
   * What the booking page shows: the services, the days, and the free times of the chosen service and
   * day. A day is offered only while it has a free time left for the service: today once the minimum
   * notice has passed its last opening, or a day whose times are all taken, is not (a visitor who picks a
   * day is always shown a time). The bookings of the whole window are read in one query.
   */
  async availability(accountId: string, serviceId: string | undefined, day: string | undefined) {
    const settings = await this.settings(accountId);
    const now = this.now();
    const service = settings.services.find((s) => s.id === serviceId);
    const free = new Map<string, Date[]>();
    if (service) {
      const slotsByDay = bookableDays(settings, now).map((d) => [d, daySlots(settings, service, d, now)] as const);
      const all = slotsByDay.flatMap(([, slots]) => slots);
      const busy = all.length ? await this.busy(accountId, all[0] as Date, new Date((all.at(-1) as Date).getTime() + 86_400_000)) : [];
      const span = (service.durationMinutes + service.bufferMinutes) * 60_000;
      for (const [d, slots] of slotsByDay) {
        const times = slots.filter((s) => !busy.some((b) => s.getTime() < b.end.getTime() && b.start.getTime() < s.getTime() + span));
        if (times.length > 0) free.set(d, times);
      }
    }
    const days = [...free.keys()];
    const chosenDay = day && free.has(day) ? day : undefined;
    return { settings, service, days, day: chosenDay, times: chosenDay ? (free.get(chosenDay) as Date[]) : [] };
  }

  /** The next free times of a service after a refusal ("this time was taken: these are free"). */
  async nextFree(accountId: string, settings: BookingSettings, serviceId: string, from: Date, count = 3): Promise<Date[]> {
    const service = settings.services.find((s) => s.id === serviceId);
    if (!service) return [];
    const now = this.now();
    const busy = await this.busy(accountId, now, new Date(now.getTime() + (settings.maxDaysAhead + 2) * 86_400_000));
    return nextFreeSlots(settings, service, busy, now, count, from);
  }

  /** A visitor's request from the published page (the site host). Nothing is stored unless every check passes. */
  async request(post: BookingRequestPost): Promise<BookingOutcome> {
    const values = bookingValuesOf(post.body);
    if (values.website !== '') return { ok: false, status: 400, message: CONTACT_MESSAGES.honeypot };
    if (Object.values(values).some((v) => !isSafeText(v))) return { ok: false, status: 400, message: 'The form contains characters that are not text. Please type it again.' };
    const elapsed = Number(values.elapsed);
    if (values.elapsed !== '' && Number.isFinite(elapsed) && elapsed >= 0 && elapsed < MIN_FILL_MS) return { ok: false, status: 400, message: CONTACT_MESSAGES.tooFast };

    const settings = await this.settings(post.accountId);
    if (!settings.enabled) return { ok: false, status: 404, message: BOOKING_MESSAGES.off };
    const service = settings.services.find((s) => s.id === values.service);
    if (!service) return { ok: false, status: 400, message: BOOKING_MESSAGES.unknownService, field: 'service' };
    if (values.start === '') return { ok: false, status: 400, message: BOOKING_MESSAGES.noTime, field: 'start' };
    const start = new Date(values.start);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?Z$/.test(values.start) || Number.isNaN(start.getTime())) return { ok: false, status: 400, message: BOOKING_MESSAGES.badTime, field: 'start' };
    const now = this.now();
    if (start.getTime() <= now.getTime()) return { ok: false, status: 400, message: BOOKING_MESSAGES.past, field: 'start' };
    const local = wallClock(start, settings.timeZone);
    if (settings.daysOff.includes(local.date)) return { ok: false, status: 400, message: BOOKING_MESSAGES.dayOff, field: 'start' };
    if (!daySlots({ ...settings, minNoticeMinutes: 0, maxDaysAhead: 100_000 }, service, local.date, now).some((s) => s.getTime() === start.getTime())) {
      const open = settings.hours.some((h) => h.day === local.weekday && local.minutes >= toMinutes(h.open) && local.minutes + service.durationMinutes <= toMinutes(h.close));
      return { ok: false, status: 400, message: open ? BOOKING_MESSAGES.badTime : BOOKING_MESSAGES.outsideHours, field: 'start' };
    }
    if (start.getTime() < now.getTime() + settings.minNoticeMinutes * 60_000) return { ok: false, status: 400, message: BOOKING_MESSAGES.tooSoon, field: 'start' };
    if (!daySlots(settings, service, local.date, now).some((s) => s.getTime() === start.getTime())) return { ok: false, status: 400, message: BOOKING_MESSAGES.tooFar, field: 'start' };

    for (const [field, spec] of [['name', CONTACT_FIELDS.name], ['contact', CONTACT_FIELDS.contact]] as const) {
      if (values[field].length > spec.max) return { ok: false, status: 400, message: CONTACT_MESSAGES.tooLong(spec.label, spec.max, values[field].length), field };
    }
    if (values.name.trim() === '') return { ok: false, status: 400, message: CONTACT_MESSAGES.nameMissing, field: 'name' };
    if (values.contact.trim() === '') return { ok: false, status: 400, message: CONTACT_MESSAGES.contactMissing, field: 'contact' };
    const kind = contactKind(values.contact);
    if (!kind) return { ok: false, status: 400, message: CONTACT_MESSAGES.contactInvalid, field: 'contact' };

    const visitor = createHmac('sha256', this.deps.secret).update(post.ip).digest('base64url').slice(0, 22);
    const limit = await this.deps.limiter.take('booking-visitor', `${post.accountId}:${visitor}`, this.deps.perVisitor, now);
    if (!limit.allowed) {
      return { ok: false, status: 429, message: 'You have sent several booking requests to this website in the last hour. Please wait a while, or call.', retryAfterSeconds: limit.retryAfterSeconds };
    }

    const bookingId = randomUUID();
    const cancelToken = this.cancelToken(bookingId);
    const end = new Date(start.getTime() + service.durationMinutes * 60_000);
    const blocksUntil = new Date(end.getTime() + service.bufferMinutes * 60_000);
    const contact = oneLineText(values.contact);
    const status = settings.autoConfirm ? 'confirmed' : 'pending';
    let stored: Selectable<BookingsTable> | 'taken' | 'full';
    try {
      stored = await this.deps.db.transaction().execute(async (trx) => {
        // One booking of this site at a time, on every replica: the lock is held until commit.
        await trx.selectFrom('booking_settings').select('account_id').where('account_id', '=', post.accountId).forUpdate().executeTakeFirstOrThrow();
        if ((await this.busy(post.accountId, start, blocksUntil, trx)).length > 0) return 'taken' as const;
        if (status === 'pending' && (await this.pendingCount(trx, post.accountId)) >= this.pendingMax) return 'full' as const;
        return trx
          .insertInto('bookings')
          .values({
            booking_id: bookingId,
            account_id: post.accountId,
            service_id: service.id,
            service_name: service.name,
            starts_at: start,
            ends_at: end,
            blocks_until: blocksUntil,
            time_zone: settings.timeZone,
            status,
            name: oneLineText(values.name),
            contact,
            reply_to: kind === 'email' ? contact : null,
            cancel_token_hash: hashToken(cancelToken),
            created_on: now,
            decided_on: status === 'confirmed' ? now : null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    } catch (error) {
      // The unique index on a live start time: another replica got there first.
      if ((error as { code?: string }).code === '23505') stored = 'taken';
      else throw error;
    }
    if (stored === 'full') return { ok: false, status: 429, message: BOOKING_MESSAGES.pendingFull };
    if (stored === 'taken') return { ok: false, status: 409, message: BOOKING_MESSAGES.taken, field: 'start', nextFree: await this.nextFree(post.accountId, settings, service.id, start) };
    const booking = toBooking(stored);
    this.later(this.mailRequested(post.accountId, stored, cancelToken));
    return { ok: true, booking, cancelToken };
  }

  async confirm(accountId: string, bookingId: string, message: string): Promise<Booking | 'missing' | 'answered'> {
    return this.decide(accountId, bookingId, 'confirmed', message);
  }

  async decline(accountId: string, bookingId: string, message: string): Promise<Booking | 'missing' | 'answered'> {
    return this.decide(accountId, bookingId, 'declined', message);
  }

  private async decide(accountId: string, bookingId: string, status: 'confirmed' | 'declined', message: string): Promise<Booking | 'missing' | 'answered'> {
    const row = await this.deps.db
      .updateTable('bookings')
      .set({ status, owner_message: message === '' ? null : message, decided_on: this.now() })
      .where('account_id', '=', accountId)
      .where('booking_id', '=', bookingId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const exists = await this.deps.db.selectFrom('bookings').select('booking_id').where('account_id', '=', accountId).where('booking_id', '=', bookingId).executeTakeFirst();
      return exists ? 'answered' : 'missing';
    }
    this.later(this.mailDecided(accountId, row));
    return toBooking(row);
  }

  /** The booking a cancel link names, while it is live. */
  async byCancelToken(token: string): Promise<Selectable<BookingsTable> | undefined> {
    if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
    return this.deps.db.selectFrom('bookings').selectAll().where('cancel_token_hash', '=', hashToken(token)).where('status', 'in', LIVE).executeTakeFirst();
  }

  /** The visitor's cancel link: the time becomes free; the owner is told. */
  async cancel(token: string): Promise<Selectable<BookingsTable> | undefined> {
    if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
    const row = await this.deps.db
      .updateTable('bookings')
      .set({ status: 'cancelled', decided_on: this.now() })
      .where('cancel_token_hash', '=', hashToken(token))
      .where('status', 'in', LIVE)
      .returningAll()
      .executeTakeFirst();
    if (row) this.later(this.mailCancelled(row));
    return row;
  }

  /** The owner's calendar feed: confirmed bookings from 30 days ago on. */
  async feed(token: string): Promise<string | undefined> {
    if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
    const owner = await this.deps.db.selectFrom('booking_settings').select('account_id').where('feed_token', '=', token).executeTakeFirst();
    if (!owner) return undefined;
    const rows = await this.deps.db
      .selectFrom('bookings')
      .selectAll()
      .where('account_id', '=', owner.account_id)
      .where('status', '=', 'confirmed')
      .where('ends_at', '>', new Date(this.now().getTime() - 30 * 86_400_000))
      .orderBy('starts_at')
      .limit(2000)
      .execute();
    return icsCalendar(
      'Bookings',
      rows.map((r) => ({ uid: `${r.booking_id}@website-works`, start: new Date(r.starts_at), end: new Date(r.ends_at), summary: `${r.service_name}: ${r.name}`, description: `${r.name}, ${r.contact}`, stamp: new Date(r.decided_on ?? r.created_on) })),
    );
  }

  /** The site's name, addresses and words (its language, decision 0062: the visitor's e-mails are in it). */
  private async siteOf(accountId: string): Promise<{ ownerEmail: string; siteUrl: string | null; name: string; words: SiteWords }> {
    const row = await this.deps.db.selectFrom('accounts').select(['email', 'website_url']).where('account_id', '=', accountId).executeTakeFirst();
    const site = await this.deps.db.selectFrom('websites').select('document').where('account_id', '=', accountId).executeTakeFirst();
    type Named = { companyName?: unknown; siteLanguage?: unknown };
    const document = typeof site?.document === 'string' ? (JSON.parse(site.document) as Named) : (site?.document as Named | undefined);
    const words = siteText(document?.siteLanguage);
    const name = typeof document?.companyName === 'string' && document.companyName.trim() !== '' ? document.companyName.trim() : words.t('bookingMail.theBusiness');
    return { ownerEmail: row?.email ?? '', siteUrl: row?.website_url ?? null, name, words };
  }

  private cancelLink(siteUrl: string | null, token: string): string | undefined {
    if (!siteUrl) return undefined;
    return `${siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`}book/cancel?t=${token}`;
  }

  /** Hands the e-mail to the mailer: in the app, the mail queue (decision 0071), which keeps it until it is sent. */
  private async send(accountId: string, message: MailMessage) {
    if (!message.to) return;
    try {
      await this.deps.mailer.send(message, accountId);
    } catch (error) {
      this.deps.log?.error({ err: error, subject: message.subject }, 'bookings: an e-mail could not be stored or sent');
    }
  }

  /** Runs an e-mail's making and sending after the answer; a failure (the database gone) is logged, never thrown. */
  private later(work: Promise<void>) {
    work.catch((error: unknown) => this.deps.log?.error({ err: error }, 'bookings: an e-mail could not be made'));
  }

  private async mailCancelled(row: Selectable<BookingsTable>) {
    const site = await this.siteOf(row.account_id);
    const when = whenLabel(new Date(row.starts_at), row.time_zone);
    await this.send(row.account_id, bookingCancelledMail(site.ownerEmail, { name: row.name, service: row.service_name, when }, this.deps.appUrl));
  }

  private async mailRequested(accountId: string, row: Selectable<BookingsTable>, cancelToken: string) {
    const site = await this.siteOf(accountId);
    const when = whenLabel(new Date(row.starts_at), row.time_zone);
    const confirmed = row.status === 'confirmed';
    const facts = { name: row.name, contact: row.contact, service: row.service_name, when, confirmed };
    this.deps.onRequest?.(accountId, bookingPush(facts));
    await this.send(accountId, bookingRequestedMail(site.ownerEmail, facts, row.reply_to ?? undefined, this.deps.appUrl));
    if (!row.reply_to) return;
    // The visitor's e-mail speaks the site's language, with the day and time as it writes them.
    const { words } = site;
    const visitorFacts = { service: row.service_name, site: site.name, when: whenIn(words, new Date(row.starts_at), row.time_zone) };
    const cancel = this.cancelLink(site.siteUrl, cancelToken);
    await this.send(accountId, {
      to: row.reply_to,
      subject: words.t(confirmed ? 'bookingMail.bookedSubject' : 'bookingMail.requestedSubject', visitorFacts),
      text: [words.t(confirmed ? 'bookingMail.booked' : 'bookingMail.requested', visitorFacts), ...(cancel ? ['', words.t('bookingMail.cancelLink', { url: cancel })] : [])].join('\n'),
      attachments: confirmed ? [this.icsAttachment(row, site.name, words)] : undefined,
    });
  }

  /** A booking's cancel secret: keyed by the server's secret, so every replica writes the same link again. */
  private cancelToken(bookingId: string): string {
    return createHmac('sha256', this.deps.secret).update(`booking-cancel:${bookingId}`).digest('base64url');
  }

  private icsAttachment(row: Selectable<BookingsTable>, siteName: string, words: SiteWords) {
    const summary = words.t('bookingMail.icsSummary', { service: row.service_name, site: siteName });
    return {
      filename: 'appointment.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: icsCalendar(siteName, [{ uid: `${row.booking_id}@website-works`, start: new Date(row.starts_at), end: new Date(row.ends_at), summary, stamp: this.now() }], 'PUBLISH'),
    };
  }

  private async mailDecided(accountId: string, row: Selectable<BookingsTable>) {
    if (!row.reply_to) return;
    const site = await this.siteOf(accountId);
    const { words } = site;
    const facts = { service: row.service_name, site: site.name, when: whenIn(words, new Date(row.starts_at), row.time_zone) };
    const note = row.owner_message ? ['', words.t('bookingMail.ownerMessage', { site: site.name }), row.owner_message] : [];
    if (row.status === 'declined') {
      await this.send(accountId, { to: row.reply_to, subject: words.t('bookingMail.declinedSubject', facts), text: [words.t('bookingMail.declined', facts), ...note].join('\n') });
      return;
    }
    const cancel = this.cancelLink(site.siteUrl, this.cancelToken(row.booking_id));
    await this.send(accountId, {
      to: row.reply_to,
      subject: words.t('bookingMail.confirmedSubject', facts),
      text: [words.t('bookingMail.confirmed', facts), words.t('bookingMail.calendarFile'), ...note, ...(cancel ? ['', words.t('bookingMail.cancelLink', { url: cancel })] : [])].join('\n'),
      attachments: [this.icsAttachment(row, site.name, words)],
    });
  }
}

function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function toBooking(row: Selectable<BookingsTable>): Booking {
  return {
    bookingId: row.booking_id,
    serviceId: row.service_id,
    serviceName: row.service_name,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    when: whenLabel(new Date(row.starts_at), row.time_zone),
    status: row.status,
    name: row.name,
    contact: row.contact,
    ownerMessage: row.owner_message,
    createdOn: new Date(row.created_on).toISOString(),
  };
}

