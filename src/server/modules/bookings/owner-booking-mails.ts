import { ownerText } from '../../../shared/i18n/owner-text';
import type { PushMessage } from '../../../shared/push-schema';
import type { MailMessage } from '../../mail/mailer';

/*
 * What the owner is told about a booking (issue 25, issue 26), in the shared catalogue's words
 * (`ownerMail.booking.*`, `ownerPush.booking.*`, decision 0068): the e-mail and the push for a new request
 * or booking, and the e-mail when a visitor cancels. What the visitor is sent is the site's (booking-service.ts).
 */

/** The facts of a booking the owner's messages name; `when` is the booking's time as the site says it. */
export interface BookingFacts {
  name: string;
  contact: string;
  service: string;
  when: string;
  /** Confirmed straight away (the site confirms automatically) rather than waiting for the owner. */
  confirmed: boolean;
}

/** The push to the owner's devices for a new request or booking, opening /bookings. */
export function bookingPush(b: BookingFacts): PushMessage {
  return {
    title: ownerText(b.confirmed ? 'ownerPush.booking.bookedTitle' : 'ownerPush.booking.requestTitle', { name: b.name }),
    body: ownerText('ownerPush.booking.body', { service: b.service, when: b.when }),
    url: '/bookings',
  };
}

/** The e-mail to the owner for a new request or booking; a reply goes to the visitor when they gave an address. */
export function bookingRequestedMail(to: string, b: BookingFacts, replyTo: string | undefined, appUrl: string): MailMessage {
  const { name, service, when } = b;
  return {
    to,
    subject: ownerText(b.confirmed ? 'ownerMail.booking.subjectBooked' : 'ownerMail.booking.subjectRequest', { service, when }),
    replyTo,
    text: [
      ownerText(b.confirmed ? 'ownerMail.booking.booked' : 'ownerMail.booking.asksFor', { name, service, when }),
      ownerText('ownerMail.booking.contact', { contact: b.contact }),
      '',
      b.confirmed ? ownerText('ownerMail.booking.autoConfirmed') : ownerText('ownerMail.booking.confirmOrDecline', { bookingsUrl: `${appUrl}/bookings` }),
    ].join('\n'),
  };
}

/** The e-mail to the owner when a visitor cancels with their link: the time is free again. */
export function bookingCancelledMail(to: string, b: Omit<BookingFacts, 'contact' | 'confirmed'>, appUrl: string): MailMessage {
  const { name, service, when } = b;
  return {
    to,
    subject: ownerText('ownerMail.booking.cancelledSubject', { service, when }),
    text: [ownerText('ownerMail.booking.cancelled', { name, service, when }), '', ownerText('ownerMail.booking.yourBookings', { bookingsUrl: `${appUrl}/bookings` })].join('\n'),
  };
}
