import type { Notice } from './website-fields';

/*
 * When a notice shows (issue 26, decision 0060). A notice runs from its first to its last day, both
 * included, as days in the site's time zone; '' leaves a side open. The site host decides at each
 * request whether a dated notice is up (so it comes and goes without republishing), from the schedule
 * kept with the published version.
 */

/** What the site host keeps of a version's dated notices: their days and the zone they are counted in. */
export interface NoticeSchedule {
  timeZone: string;
  /** One entry per notice on the page, by position. */
  notices: { start: string; end: string }[];
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ('YYYY-MM-DD') it is at `moment` in `timeZone` (UTC when the zone is unknown). */
export function dayIn(timeZone: string, moment: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
    }
    if (dayFormats.size < 1000) dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(moment).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Whether a notice with these days shows on `day`. */
export function noticeShownOn(notice: { start: string; end: string }, day: string): boolean {
  return (notice.start === '' || notice.start <= day) && (notice.end === '' || day <= notice.end);
}

/** Whether a notice has days at all (one without is always shown and needs no decision per request). */
export function isDated(notice: { start: string; end: string }): boolean {
  return notice.start !== '' || notice.end !== '';
}

/** The schedule the site host keeps for a version, or null when none of its notices is dated. */
export function noticeScheduleOf(notices: readonly Notice[], timeZone: string): NoticeSchedule | null {
  if (!notices.some(isDated)) return null;
  return { timeZone, notices: notices.map((n) => ({ start: n.start, end: n.end })) };
}

/** Positions of the notices that are not up at `moment` (ascending); empty when all are. */
export function hiddenNotices(schedule: NoticeSchedule | null | undefined, moment: Date): number[] {
  if (!schedule || schedule.notices.length === 0) return [];
  const day = dayIn(schedule.timeZone, moment);
  return schedule.notices.flatMap((notice, i) => (noticeShownOn(notice, day) ? [] : [i]));
}
