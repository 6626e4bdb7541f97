import { APP_LOCALE } from './owner-text';

/*
 * Dates, numbers, amounts and lists as the app writes them (issue 28 part 4, decision 0068's addendum):
 * every screen formats through these, in the app's locale (APP_LOCALE, the catalogue's language), so the
 * app's second language changes them with its words. Not for the published pages: those are in the
 * site's language (src/site/i18n).
 */

type DateInput = Date | string | number;
type Style = 'medium' | 'long';

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>(id: string, make: () => T): T {
  let format = cache.get(id) as T | undefined;
  if (!format) {
    format = make();
    cache.set(id, format);
  }
  return format;
}

const asDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** "Nov 27, 2026" ('medium') or "November 27, 2026" ('long'). */
export function formatDate(value: DateInput, style: Style = 'medium'): string {
  return cached(`date-${style}`, () => new Intl.DateTimeFormat(APP_LOCALE, { dateStyle: style })).format(asDate(value));
}

/** "Nov 27, 2026, 6:42 AM" ('medium') or "November 27, 2026 at 6:42 AM" ('long'), in the viewer's time zone. */
export function formatDateTime(value: DateInput, style: Style = 'medium'): string {
  return cached(`datetime-${style}`, () => new Intl.DateTimeFormat(APP_LOCALE, { dateStyle: style, timeStyle: 'short' })).format(asDate(value));
}

/** A calendar day 'YYYY-MM-DD' as a short axis label, "Nov 27", whatever the viewer's time zone. */
export function formatDayOfMonth(day: string): string {
  return cached('day-month', () => new Intl.DateTimeFormat(APP_LOCALE, { month: 'short', day: 'numeric', timeZone: 'UTC' })).format(new Date(`${day}T00:00:00Z`));
}

/** 12,345 */
export function formatNumber(value: number): string {
  return cached('number', () => new Intl.NumberFormat(APP_LOCALE)).format(value);
}

/** An amount in a currency's main unit ("$12.50"); an unknown or empty currency is written as dollars. */
export function formatMoney(amount: number, currency: string): string {
  const code = currency.toUpperCase() || 'USD';
  return cached(`money-${code}`, () => new Intl.NumberFormat(APP_LOCALE, { style: 'currency', currency: code })).format(amount);
}

/** "a, b, and c": the items joined as the app's language joins a list. */
export function formatList(items: readonly string[]): string {
  return cached('list', () => new Intl.ListFormat(APP_LOCALE, { type: 'conjunction' })).format(items);
}

/** The days of the week, Monday first, as the app's language names them ("Monday", or "Mon" when short). */
export function weekdayNames(width: 'long' | 'short' = 'long'): string[] {
  const format = cached(`weekday-${width}`, () => new Intl.DateTimeFormat(APP_LOCALE, { weekday: width, timeZone: 'UTC' }));
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i)));
}

/**
 * A moment for an e-mail, whose reader's time zone is not known: "Nov 27, 2026, 10:20 AM UTC", in UTC
 * and saying so (not the server's zone, not the raw "Fri, 27 Nov 2026 10:20:25 GMT").
 */
export function formatUtcDateTime(value: DateInput): string {
  return cached('datetime-utc', () => new Intl.DateTimeFormat(APP_LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })).format(asDate(value)) + ' UTC';
}
