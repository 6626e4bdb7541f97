import type { FastifyReply, FastifyRequest } from 'fastify';
import { siteText } from '../../site/i18n';
import { type BookingService, bookingValuesOf } from '../modules/bookings/booking-service';
import { pageCsp } from '../render/csp';
import { whenIn } from '../../site/i18n/booking-when';
import { BOOK_PATH, bookingDonePage, bookingPage, cancelPage } from './booking-pages';
import { type ContactEndpoint, isCrossSite } from './contact-endpoint';
import type { SiteMatch } from './site-finder';
import { refusalIn } from './site-words';

type SiteOf = Extract<SiteMatch, { kind: 'site' }>;

const BOOK_REST = `/${BOOK_PATH}`;
const DONE_REST = `/${BOOK_PATH}/done`;
const CANCEL_REST = `/${BOOK_PATH}/cancel`;
const TIMES_REST = `/${BOOK_PATH}/times`;

const queryText = (query: unknown, name: string): string => {
  const value = typeof query === 'object' && query !== null ? (query as Record<string, unknown>)[name] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.slice(0, 200) : '';
};

/**
 * Bookings on the site host (issue 25): `GET <site>/book` shows the service, day and free times as
 * plain forms; `POST <site>/book` asks for a time; `<site>/book/cancel?t=…` is the visitor's cancel
 * link (a GET shows a button, the POST cancels: mail scanners that open links cancel nothing);
 * `GET <site>/book/times?service=…&day=…` answers the free times as JSON for site.js.
 */
export class BookingEndpoint {
  private readonly csp: string;

  constructor(
    private readonly bookings: BookingService,
    private readonly stylesheetHref: string,
    mediaBaseUrl: string,
    private readonly looks?: ContactEndpoint,
    private readonly scriptHref?: string,
  ) {
    this.csp = pageCsp({ mediaOrigin: new URL(mediaBaseUrl).origin, formAction: true });
  }

  static handles(rest: string): boolean {
    return rest === BOOK_REST || rest === DONE_REST || rest === CANCEL_REST || rest === TIMES_REST;
  }

  static takes(rest: string): boolean {
    return rest === BOOK_REST || rest === CANCEL_REST;
  }

  private look(site: SiteOf['site']) {
    return this.looks?.lookOf(site);
  }

  async page(request: FastifyRequest, reply: FastifyReply, { site, home, rest }: SiteOf) {
    reply.header('cache-control', 'no-store');
    // Every word in the site's language (decision 0062).
    const text = siteText(site.language);
    if (rest === DONE_REST) {
      const message = text.t(queryText(request.query, 'booked') === '1' ? 'booking.confirmedNow' : 'booking.requested');
      return this.html(reply, 200, bookingDonePage(home, this.stylesheetHref, message, await this.look(site), undefined, text));
    }
    if (rest === CANCEL_REST) {
      const token = queryText(request.query, 't');
      const booking = await this.bookings.byCancelToken(token);
      const what = booking && text.t('booking.what', { service: booking.service_name, when: whenIn(text, new Date(booking.starts_at), booking.time_zone), name: booking.name });
      return this.html(reply, booking ? 200 : 404, cancelPage(home, this.stylesheetHref, token, what, await this.look(site), text));
    }
    const state = await this.bookings.availability(site.accountId, queryText(request.query, 'service'), queryText(request.query, 'day'));
    if (rest === TIMES_REST) {
      return reply.send({ days: state.days, times: state.times.map((t) => t.toISOString()) });
    }
    return this.html(reply, state.settings.enabled ? 200 : 404, bookingPage(home, this.stylesheetHref, state, await this.look(site), this.scriptHref, text));
  }

  async post(request: FastifyRequest, reply: FastifyReply, { site, home, rest }: SiteOf) {
    reply.header('cache-control', 'no-store');
    const text = siteText(site.language);
    if (rest === CANCEL_REST) {
      const token = bookingValuesOfCancel(request.body);
      const cancelled = await this.bookings.cancel(token);
      const [message, title] = cancelled ? [text.t('booking.cancelled'), text.t('booking.cancelledTitle')] : [text.t('booking.cancelGone'), text.t('booking.nothingTitle')];
      return this.html(reply, cancelled ? 200 : 404, bookingDonePage(home, this.stylesheetHref, message, await this.look(site), title, text));
    }
    const values = bookingValuesOf(request.body);
    const refuse = async (status: number, message: string, field?: string, nextFree?: Date[]) => {
      const state = await this.bookings.availability(site.accountId, values.service, values.day || undefined);
      return this.html(reply, status, bookingPage(home, this.stylesheetHref, { ...state, problem: { message: refusalIn(text, message), field }, nextFree, values }, await this.look(site), this.scriptHref, text));
    };
    if (isCrossSite(request)) return refuse(403, 'Your request was not sent: this form can only be sent from the website itself.');
    const outcome = await this.bookings.request({ accountId: site.accountId, ip: request.ip, body: request.body });
    if (!outcome.ok) {
      if (outcome.retryAfterSeconds) reply.header('retry-after', String(outcome.retryAfterSeconds));
      return refuse(outcome.status, outcome.message, outcome.field, outcome.nextFree);
    }
    return reply.redirect(`${home}${BOOK_PATH}/done${outcome.booking.status === 'confirmed' ? '?booked=1' : ''}`, 303);
  }

  private html(reply: FastifyReply, status: number, html: string) {
    return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', this.csp).send(html);
  }
}

function bookingValuesOfCancel(body: unknown): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).t : undefined;
  return typeof value === 'string' ? value : '';
}
