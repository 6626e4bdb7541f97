import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_MESSAGES,
  bookingDecisionBodySchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingParamsSchema,
  bookingSchema,
  bookingSettingsAnswerSchema,
  bookingSettingsBodySchema,
} from '../../../shared/bookings-schema';
import { conflict, notFound } from '../../errors';
import type { BookingService } from './booking-service';

/**
 * The owner's bookings (behind the API guard, issue 25): the set-up, the requests and bookings, the
 * answers to requests and the calendar feed's address. Every query names the caller's account, so
 * another account's booking is simply not found (404).
 */
export async function bookingRoutes(app: FastifyInstance, { bookings }: { bookings: BookingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const answerSettings = async (accountId: string) => {
    const token = await bookings.feedToken(accountId);
    return { settings: await bookings.settings(accountId), feedUrl: token ? bookings.feedUrl(token) : null };
  };

  r.get('/api/bookings/settings', { schema: { response: { 200: bookingSettingsAnswerSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return answerSettings(request.account.accountId);
  });

  r.put('/api/bookings/settings', { schema: { body: bookingSettingsBodySchema, response: { 200: bookingSettingsAnswerSchema } } }, async (request) => {
    await bookings.saveSettings(request.account.accountId, request.body.input);
    return answerSettings(request.account.accountId);
  });

  r.post('/api/bookings/feed', { schema: { response: { 200: z.object({ feedUrl: z.string() }) } } }, async (request) => ({
    feedUrl: bookings.feedUrl(await bookings.regenerateFeed(request.account.accountId)),
  }));

  r.get('/api/bookings', { schema: { querystring: bookingListQuerySchema, response: { 200: bookingListSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return bookings.list(request.account.accountId, request.query.status);
  });

  for (const action of ['confirm', 'decline'] as const) {
    r.post(`/api/bookings/:bookingId/${action}`, { schema: { params: bookingParamsSchema, body: bookingDecisionBodySchema, response: { 200: bookingSchema } } }, async (request) => {
      const result = await bookings[action](request.account.accountId, request.params.bookingId, request.body?.input.message ?? '');
      if (result === 'missing') throw notFound(BOOKING_MESSAGES.noSuchBooking);
      if (result === 'answered') throw conflict(BOOKING_MESSAGES.notPending);
      return result;
    });
  }
}

/** The owner's calendar feed (no sign-in: the address is the secret). */
export async function bookingFeedRoute(app: FastifyInstance, { bookings }: { bookings: BookingService }) {
  app.get<{ Params: { token: string } }>('/calendar/:token', async (request, reply) => {
    const token = request.params.token.replace(/\.ics$/, '');
    const ics = await bookings.feed(token);
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    if (!ics) return reply.status(404).header('content-type', 'text/plain; charset=utf-8').send('This calendar address is not valid any more. Copy the new one from Bookings.');
    return reply.header('content-type', 'text/calendar; charset=utf-8').send(ics);
  });
}
