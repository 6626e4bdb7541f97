import { describe, expect, it } from 'vitest';
import { bookableDays, daySlots, freeSlots, instantAt, type SlotRules, wallClock, whenLabel } from './booking-times';
import { countryTimeZone, siteTimeZone } from './site-time-zone';

const everyDay = (open: string, close: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }));
const rules = (timeZone: string, open = '09:00', close = '12:00'): SlotRules => ({
  timeZone,
  hours: everyDay(open, close),
  breaks: [],
  daysOff: [],
  maxDaysAhead: 1000,
  minNoticeMinutes: 0,
});
const hour = { durationMinutes: 60, bufferMinutes: 0 };
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());
const LONG_AGO = new Date('2025-01-01T00:00:00Z');

describe('booking times across daylight-saving changes', () => {
  it('Europe/London, last Sunday of March 2026 (29th): 09:00 is 08:00 UTC from that day; the 01:00–02:00 gap is never offered', () => {
    const london = rules('Europe/London');
    expect(iso(daySlots(london, hour, '2026-03-28', LONG_AGO))).toEqual(['2026-03-28T09:00:00.000Z', '2026-03-28T10:00:00.000Z', '2026-03-28T11:00:00.000Z']);
    expect(iso(daySlots(london, hour, '2026-03-29', LONG_AGO))).toEqual(['2026-03-29T08:00:00.000Z', '2026-03-29T09:00:00.000Z', '2026-03-29T10:00:00.000Z']);
    expect(instantAt('2026-03-29', 60, 'Europe/London')).toBeUndefined();
    expect(instantAt('2026-03-29', 30, 'Europe/London')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    // Open through the night: 00:00–04:00 that night has three real hours, so two one-hour times fit (00:00 and 02:00 on the wall clock).
    const night = rules('Europe/London', '00:00', '04:00');
    expect(iso(daySlots(night, hour, '2026-03-29', LONG_AGO))).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T01:00:00.000Z', '2026-03-29T02:00:00.000Z']);
    expect(daySlots(night, hour, '2026-03-29', LONG_AGO).map((d) => wallClock(d, 'Europe/London').minutes)).toEqual([0, 120, 180]);
  });

  it('Europe/London, last Sunday of October 2026 (25th): 09:00 is 09:00 UTC again; 01:30 means its first occurrence', () => {
    const london = rules('Europe/London');
    expect(iso(daySlots(london, hour, '2026-10-24', LONG_AGO))[0]).toBe('2026-10-24T08:00:00.000Z');
    expect(iso(daySlots(london, hour, '2026-10-25', LONG_AGO))).toEqual(['2026-10-25T09:00:00.000Z', '2026-10-25T10:00:00.000Z', '2026-10-25T11:00:00.000Z']);
    expect(instantAt('2026-10-25', 90, 'Europe/London')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(whenLabel(new Date('2026-10-25T09:00:00Z'), 'Europe/London')).toBe('Sunday 25 October 2026 at 09:00');
  });

  it('America/New_York, second Sunday of March 2026 (8th) and first Sunday of November (1st)', () => {
    const ny = rules('America/New_York');
    expect(iso(daySlots(ny, hour, '2026-03-07', LONG_AGO))[0]).toBe('2026-03-07T14:00:00.000Z');
    expect(iso(daySlots(ny, hour, '2026-03-08', LONG_AGO))[0]).toBe('2026-03-08T13:00:00.000Z');
    expect(instantAt('2026-03-08', 150, 'America/New_York')).toBeUndefined(); // 02:30 does not happen
    expect(iso(daySlots(ny, hour, '2026-10-31', LONG_AGO))[0]).toBe('2026-10-31T13:00:00.000Z');
    expect(iso(daySlots(ny, hour, '2026-11-01', LONG_AGO))[0]).toBe('2026-11-01T14:00:00.000Z');
    expect(instantAt('2026-11-01', 90, 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT, not EST
    // 00:00–03:00 that night has four real hours: 00:00, 01:00 (EDT), 01:00 (EST) would be 3 wall hours apart … laid out on real time.
    const night = rules('America/New_York', '00:00', '03:00');
    expect(daySlots(night, hour, '2026-11-01', LONG_AGO).map((d) => wallClock(d, 'America/New_York').minutes)).toEqual([0, 60, 120]);
  });

  it('keeps to breaks, days off, the notice and the window, and leaves out busy times', () => {
    const r: SlotRules = { ...rules('Europe/London'), breaks: [{ start: '10:00', end: '10:30' }], daysOff: ['2026-06-02'], minNoticeMinutes: 120, maxDaysAhead: 2 };
    const now = new Date('2026-06-01T07:30:00Z'); // 08:30 in London
    expect(iso(daySlots(r, hour, '2026-06-01', now))).toEqual(['2026-06-01T10:00:00.000Z']); // 09:00 too soon, 10:00 in the break
    expect(bookableDays(r, now)).toEqual(['2026-06-01', '2026-06-03']);
    const busy = [{ start: new Date('2026-06-03T08:00:00Z'), end: new Date('2026-06-03T09:00:00Z') }];
    expect(iso(freeSlots(r, hour, '2026-06-03', busy, now))).toEqual(['2026-06-03T10:00:00.000Z']);
  });

  it('derives the zone from the country unless the site has its own', () => {
    expect(countryTimeZone('US')).toBe('America/New_York');
    expect(siteTimeZone({ country: 'GB' })).toBe('Europe/London');
    expect(siteTimeZone({ country: 'US', timeZone: 'America/Denver' })).toBe('America/Denver');
    expect(siteTimeZone({ country: 'US', timeZone: 'Mars/Olympus' })).toBe('America/New_York');
  });
});
