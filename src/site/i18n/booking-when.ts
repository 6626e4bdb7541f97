import { dayLabel, timeLabel, wallClock } from '../../shared/booking-times';
import type { SiteWords } from './index';

/*
 * A booking's day and time as the site's language writes them (issue 25 with issue 28): on the
 * booking pages and in the e-mails to the visitor.
 */

/** A booking day as the site's language writes it: "Tuesday 31 March 2026", "mardi 31 mars 2026". */
export function dayIn(text: SiteWords, date: string): string {
  if (text.language === 'en') return dayLabel(date);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(text.language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A time on the site's wall clock as its language writes it ("09:30"; 24-hour clock in all eight). */
export function timeIn(text: SiteWords, instant: Date, zone: string): string {
  if (text.language === 'en') return timeLabel(instant, zone);
  return new Intl.DateTimeFormat(text.language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(instant);
}

/** "Tuesday 31 March 2026 at 09:30" in the site's language. */
export function whenIn(text: SiteWords, instant: Date, zone: string): string {
  return text.t('booking.when', { day: dayIn(text, wallClock(instant, zone).date), time: timeIn(text, instant, zone) });
}
