import { describe, expect, it } from 'vitest';
import { dayIn, hiddenNotices, noticeScheduleOf, noticeShownOn } from './notices';
import { siteTimeZone } from './site-time-zone';
import { websiteContentSchema } from './website-schema';
import { emptyWebsiteContent } from './website';

const notice = (start: string, end: string, closed = false) => ({ message: 'Closed for holidays', link: '', start, end, closed });

describe('notice days in the site’s time zone (decision 0060)', () => {
  it('counts the day where the site is, not where the server is', () => {
    // 23:30 UTC on 31 December is already 1 January in Auckland and still 31 December in New York.
    const moment = new Date('2026-12-31T23:30:00Z');
    expect(dayIn('UTC', moment)).toBe('2026-12-31');
    expect(dayIn('Pacific/Auckland', moment)).toBe('2027-01-01');
    expect(dayIn('America/New_York', moment)).toBe('2026-12-31');
    expect(dayIn('Not/AZone', moment)).toBe('2026-12-31');
  });

  it('shows a notice from its first to its last day, both included, and open-ended sides', () => {
    expect(noticeShownOn({ start: '2026-12-24', end: '2026-12-26' }, '2026-12-23')).toBe(false);
    expect(noticeShownOn({ start: '2026-12-24', end: '2026-12-26' }, '2026-12-24')).toBe(true);
    expect(noticeShownOn({ start: '2026-12-24', end: '2026-12-26' }, '2026-12-26')).toBe(true);
    expect(noticeShownOn({ start: '2026-12-24', end: '2026-12-26' }, '2026-12-27')).toBe(false);
    expect(noticeShownOn({ start: '', end: '2026-12-26' }, '2020-01-01')).toBe(true);
    expect(noticeShownOn({ start: '2026-12-24', end: '' }, '2099-01-01')).toBe(true);
  });

  it('hides, by position, the notices not up at a moment, deciding by the site’s zone', () => {
    const schedule = noticeScheduleOf([notice('', ''), notice('2027-01-01', '2027-01-03', true)], 'Pacific/Auckland');
    expect(schedule).toEqual({ timeZone: 'Pacific/Auckland', notices: [{ start: '', end: '' }, { start: '2027-01-01', end: '2027-01-03' }] });
    expect(hiddenNotices(schedule, new Date('2026-12-31T10:00:00Z'))).toEqual([1]); // 23:00 on the 31st in Auckland
    expect(hiddenNotices(schedule, new Date('2026-12-31T11:30:00Z'))).toEqual([]); // 00:30 on the 1st
    expect(hiddenNotices(schedule, new Date('2027-01-03T11:30:00Z'))).toEqual([1]); // the 4th
    expect(noticeScheduleOf([notice('', '')], 'UTC')).toBeNull();
    expect(hiddenNotices(null, new Date())).toEqual([]);
  });

  it('finds the site’s zone from its field, else its country, else Europe/London (decision 0058)', () => {
    expect(siteTimeZone({ country: 'GB' })).toBe('Europe/London');
    expect(siteTimeZone({ country: 'US' })).toBe('America/New_York');
    expect(siteTimeZone({ country: 'FR' })).toBe('Europe/Paris');
    expect(siteTimeZone({ country: 'GB', timeZone: 'America/Chicago' })).toBe('America/Chicago');
    expect(siteTimeZone({ country: 'GB', timeZone: 'Mars/Base' })).toBe('Europe/London');
    expect(siteTimeZone({ country: 'KE' })).toBe('Africa/Nairobi'); // from the locale data
    expect(siteTimeZone({ country: '' })).toBe('Europe/London');
  });

  it('refuses notices without a message, upside-down days and a Closed notice without its first day', () => {
    const message = (notices: unknown) => {
      const r = websiteContentSchema.safeParse({ ...emptyWebsiteContent(), notices });
      return r.success ? 'ok' : r.error.issues[0]?.message;
    };
    expect(message([notice('2026-12-24', '2026-12-26', true)])).toBe('ok');
    expect(message([{ ...notice('', ''), message: ' ' }])).toBe('Notice 1: write the message to show.');
    expect(message([notice('2026-12-26', '2026-12-24')])).toBe('Notice 1: the last day must not be before the first day.');
    expect(message([notice('', '2026-12-24', true)])).toBe('Notice 1: a "Closed" notice needs the first day you are closed.');
    expect(message([notice('24/12/2026', '')])).toBe('Notice 1: First day must be a date like 2026-12-24, or empty.');
    expect(message([{ ...notice('', ''), link: 'javascript:alert(1)' }])).toMatch(/^Notice 1: Link must be a web address/);
  });
});
