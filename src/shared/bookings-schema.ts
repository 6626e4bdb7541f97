import { ownerText } from './i18n/owner-text';
import { z } from 'zod';
import { isTimeZone } from './site-time-zone';
import { safeString } from './text-safety';
import { minutesOf } from './booking-times';

/*
 * The bookings API's contract (issue 25): the owner's set-up (GET/PUT /api/bookings/settings), the
 * requests and bookings (GET /api/bookings, POST /api/bookings/:bookingId/confirm|decline), and the
 * calendar feed's address (POST /api/bookings/feed). The client imports only the types.
 */

const TIME = /^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const SERVICES_MAX = 30;
export const PENDING_DEFAULT_MAX = 50;

const time = (what: string) => safeString({ error: ownerText('bookingRules.time', { what }) }).regex(TIME, ownerText('bookingRules.time', { what }));

export const bookingServiceSchema = z.strictObject({
  id: safeString({ error: ownerText('bookingRules.eachServiceNeedsAn') }).min(1, ownerText('bookingRules.eachServiceNeedsAn')).max(40, ownerText('bookingRules.aServiceIdCan')),
  name: safeString({ error: ownerText('bookingRules.eachServiceNeedsA') }).trim().min(1, ownerText('bookingRules.eachServiceNeedsA')).max(80, ownerText('bookingRules.aServiceNameCan')),
  durationMinutes: z
    .number({ error: ownerText('bookingRules.aServiceTakesA') })
    .int(ownerText('bookingRules.aServiceTakesA2'))
    .min(5, ownerText('bookingRules.aServiceTakesAt'))
    .max(720, ownerText('bookingRules.aServiceCanTake')),
  /** What the visitor reads as the price ("£25", "from $40"); empty for none. */
  price: safeString({ error: ownerText('bookingRules.aPriceIsText') }).trim().max(40, ownerText('bookingRules.aPriceCanBe')).default(''),
  bufferMinutes: z
    .number({ error: ownerText('bookingRules.theTimeAfterA') })
    .int(ownerText('bookingRules.theTimeAfterA2'))
    .min(0, ownerText('bookingRules.theTimeAfterA3'))
    .max(240, ownerText('bookingRules.theTimeAfterA4'))
    .default(0),
});

export const bookingSettingsSchema = z
  .strictObject({
    enabled: z.boolean({ error: ownerText('bookingRules.sayWhetherBookingsAre') }),
    autoConfirm: z.boolean({ error: ownerText('bookingRules.sayWhetherRequestsAre') }).default(false),
    timeZone: safeString({ error: ownerText('bookingRules.theTimeZoneMust') }).refine(isTimeZone, ownerText('bookingRules.theTimeZoneMust2')),
    services: z.array(bookingServiceSchema, { error: ownerText('bookingRules.theServicesMustBe') }).max(SERVICES_MAX, ownerText('bookingRules.tooManyServices', { maximum: String(SERVICES_MAX) })),
    hours: z
      .array(
        z
          .strictObject({
            day: z.number({ error: ownerText('bookingRules.aDayIsA') }).int().min(0, ownerText('bookingRules.aDayIsA')).max(6, ownerText('bookingRules.aDayIsA')),
            open: time(ownerText('bookingRules.anOpeningTime')),
            close: time(ownerText('bookingRules.aClosingTime')),
          })
          .refine((h) => minutesOf(h.close) > minutesOf(h.open), ownerText('bookingRules.aClosingTimeMust')),
        { error: ownerText('bookingRules.theOpeningTimesMust') },
      )
      .max(28, ownerText('bookingRules.atMostFourOpening')),
    breaks: z
      .array(z.strictObject({ start: time(ownerText('bookingRules.aBreakSStart')), end: time(ownerText('bookingRules.aBreakSEnd')) }).refine((b) => minutesOf(b.end) > minutesOf(b.start), ownerText('bookingRules.aBreakMustEnd')))
      .max(10, ownerText('bookingRules.atMost10Breaks'))
      .default([]),
    daysOff: z.array(safeString().regex(DAY, ownerText('bookingRules.aDayOffMust'))).max(366, ownerText('bookingRules.atMost366Days')).default([]),
    maxDaysAhead: z.number({ error: ownerText('bookingRules.howFarAheadIs') }).int(ownerText('bookingRules.howFarAheadIs2')).min(1, ownerText('bookingRules.peopleMustBeAble')).max(365, ownerText('bookingRules.peopleCanBookAt')).default(60),
    minNoticeMinutes: z
      .number({ error: ownerText('bookingRules.theNoticeIsA') })
      .int(ownerText('bookingRules.theNoticeIsA2'))
      .min(0, ownerText('bookingRules.theNoticeCannotBe'))
      .max(20_160, ownerText('bookingRules.theNoticeCanBe'))
      .default(120),
  })
  .refine((s) => new Set(s.services.map((x) => x.id)).size === s.services.length, ownerText('bookingRules.twoServicesHaveThe'));

export type BookingSettings = z.infer<typeof bookingSettingsSchema>;
export type BookingService = z.infer<typeof bookingServiceSchema>;

export const bookingSettingsBodySchema = z.object({ input: bookingSettingsSchema });

export const bookingStatusSchema = z.enum(['pending', 'confirmed', 'declined', 'cancelled']);

export const bookingSchema = z.object({
  bookingId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** "Tuesday 31 March 2026 at 09:30" on the site's clock. */
  when: z.string(),
  status: bookingStatusSchema,
  name: z.string(),
  contact: z.string(),
  ownerMessage: z.string().nullable(),
  createdOn: z.string(),
});

export type Booking = z.infer<typeof bookingSchema>;

export const bookingSettingsAnswerSchema = z.object({
  settings: bookingSettingsSchema,
  /** The secret iCalendar address listing confirmed bookings (null until the set-up is first saved). */
  feedUrl: z.string().nullable(),
});

export const bookingListSchema = z.object({ bookings: z.array(bookingSchema), pending: z.number().int() });

export const bookingListQuerySchema = z.object({
  status: z.enum(['pending', 'confirmed', 'declined', 'cancelled', 'all'], { error: ownerText('bookingRules.showPendingConfirmedDeclined') }).default('all'),
});

export const bookingParamsSchema = z.object({ bookingId: safeString().max(100, ownerText('bookingRules.thisBookingDoesNot')) });

export const bookingDecisionBodySchema = z
  .object({
    input: z.strictObject({ message: safeString({ error: ownerText('bookingRules.aMessageIsText') }).trim().max(1000, ownerText('bookingRules.aMessageCanBe')).default('') }).default({ message: '' }),
  })
  .default({ input: { message: '' } });

/** Sentences a visitor or the owner reads (issue 25). */
export const BOOKING_MESSAGES = {
  heading: 'Book an appointment',
  submit: 'Request this time',
  off: 'This website does not take bookings at the moment. Please use the phone number or e-mail address on the page.',
  unknownService: 'Please choose one of the services offered.',
  noTime: 'Please choose a time.',
  badTime: 'This is not one of the times offered. Please choose one of the times shown.',
  past: 'This time has already passed. Please choose a later time.',
  tooSoon: 'This time is too soon to book online. Please choose a later time, or call.',
  tooFar: 'This time is too far ahead to book. Please choose an earlier day.',
  dayOff: 'The business is closed on this day. Please choose another day.',
  outsideHours: 'This time is outside the opening hours. Please choose one of the times shown.',
  taken: 'Sorry, someone has just booked this time. Please choose another one.',
  pendingFull: 'This business has many booking requests waiting for an answer. Please try again later, or call them.',
  requested: 'Thank you! Your request has been sent. You will get an answer by e-mail or phone.',
  confirmedNow: 'Thank you! Your appointment is booked.',
  cancelled: 'Your appointment has been cancelled. The time is free for someone else.',
  cancelGone: 'This appointment was cancelled already, or the link is not valid any more.',
  noSuchBooking: 'This booking does not exist or was removed.',
  notPending: 'This request has been answered already.',
} as const;
