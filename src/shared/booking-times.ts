/*
 * Appointment times in the site's own zone (issue 25, decision 0058). Opening hours are wall-clock
 * times ("09:00–17:00 on Mondays"); a booking is an instant. Each day's times are laid out on the
 * wall clock and turned into instants with Intl (no library: the runtime's time-zone data is the
 * maintained one), so a day on which the clocks change keeps its opening hours, a wall-clock time
 * that does not exist (the spring gap) is never offered, and one that happens twice (the autumn
 * repeat) means its first occurrence. Plain functions: the server and the published page's script agree.
 */

export interface WeeklyHours {
  /** 0 Monday … 6 Sunday (the week as the opening-hours section writes it). */
  day: number;
  /** 'HH:MM' */
  open: string;
  /** 'HH:MM', after open (a day's hours end by midnight). */
  close: string;
}

export interface DailyBreak {
  start: string;
  end: string;
}

export interface SlotRules {
  timeZone: string;
  hours: readonly WeeklyHours[];
  breaks: readonly DailyBreak[];
  /** 'YYYY-MM-DD' days the business is closed. */
  daysOff: readonly string[];
  /** How far ahead a time may be booked, in days. */
  maxDaysAhead: number;
  /** How soon a time may be booked, in minutes from now. */
  minNoticeMinutes: number;
}

export interface SlotService {
  durationMinutes: number;
  bufferMinutes: number;
}

/** A time taken already: from its start to its end plus its buffer. */
export interface Busy {
  start: Date;
  end: Date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock in `timeZone` at `instant`: its day ('YYYY-MM-DD'), minutes since midnight, weekday (0 Monday). */
export function wallClock(instant: Date, timeZone: string): { date: string; minutes: number; weekday: number } {
  const parts: Record<string, string> = {};
  for (const p of wallFormatter(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, minutes: Number(parts.hour) * 60 + Number(parts.minute), weekday: weekdayOf(date) };
}

/** Minutes the zone is ahead of UTC at `ms`. */
function offsetMinutes(ms: number, timeZone: string): number {
  const { date, minutes } = wallClock(new Date(ms), timeZone);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(y, m - 1, d, 0, minutes) - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

/** 0 Monday … 6 Sunday for a 'YYYY-MM-DD' day. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** 'HH:MM' → minutes since midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** Minutes since midnight → 'HH:MM'. */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The instant the wall clock in `timeZone` reads `minutes` past midnight on `date`; undefined when the
 * clocks skip that time. A time that happens twice is its first occurrence.
 */
export function instantAt(date: string, minutes: number, timeZone: string): Date | undefined {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  // The offset a few hours either side: the earlier reading of a repeated hour wins.
  const candidates = [...new Set([offsetMinutes(wall - 12 * 3_600_000, timeZone), offsetMinutes(wall + 12 * 3_600_000, timeZone), offsetMinutes(wall, timeZone)])]
    .map((offset) => wall - offset * 60_000)
    .filter((t) => wallClock(new Date(t), timeZone).date === date && wallClock(new Date(t), timeZone).minutes === minutes)
    .sort((a, b) => a - b);
  return candidates.length > 0 ? new Date(candidates[0] as number) : undefined;
}

/** The day after 'YYYY-MM-DD'. */
export function nextDay(date: string, days = 1): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The days a visitor may book on, from today in the site's zone to the last one the rules allow. */
export function bookableDays(rules: SlotRules, now: Date): string[] {
  const today = wallClock(now, rules.timeZone).date;
  const days: string[] = [];
  for (let i = 0; i <= rules.maxDaysAhead; i++) {
    const day = nextDay(today, i);
    if (rules.daysOff.includes(day)) continue;
    if (!rules.hours.some((h) => h.day === weekdayOf(day))) continue;
    days.push(day);
  }
  return days;
}

/**
 * Every start time on `date` the rules offer for `service`, free or not: laid out from each opening
 * time, one appointment (with its buffer) after another, each wholly inside the hours and outside the
 * breaks on the wall clock, and between the minimum notice and the booking window from `now`.
 */
export function daySlots(rules: SlotRules, service: SlotService, date: string, now: Date): Date[] {
  // The window is counted in whole days: the last bookable day is `maxDaysAhead` after today.
  if (rules.daysOff.includes(date) || date > nextDay(wallClock(now, rules.timeZone).date, rules.maxDaysAhead)) return [];
  const step = service.durationMinutes + service.bufferMinutes;
  const earliest = now.getTime() + rules.minNoticeMinutes * 60_000;
  const slots: Date[] = [];
  for (const h of rules.hours.filter((x) => x.day === weekdayOf(date)).sort((a, b) => minutesOf(a.open) - minutesOf(b.open))) {
    const close = minutesOf(h.close);
    for (let m = minutesOf(h.open); m + service.durationMinutes <= close; m += step) {
      const start = instantAt(date, m, rules.timeZone);
      if (!start) continue; // the clocks skip it
      const end = new Date(start.getTime() + service.durationMinutes * 60_000);
      const endWall = wallClock(end, rules.timeZone);
      // Real minutes, read on the wall clock: across a change of the clocks it ends an hour off.
      const endMinutes = endWall.date === date ? endWall.minutes : endWall.minutes + 24 * 60;
      if (endMinutes > close) continue;
      if (rules.breaks.some((b) => m < minutesOf(b.end) && endMinutes > minutesOf(b.start))) continue;
      if (start.getTime() < earliest) continue;
      slots.push(start);
    }
  }
  return slots;
}

/** Whether [start, start + duration + buffer) meets any busy time. */
export function overlaps(start: Date, service: SlotService, busy: readonly Busy[]): boolean {
  const end = start.getTime() + (service.durationMinutes + service.bufferMinutes) * 60_000;
  return busy.some((b) => start.getTime() < b.end.getTime() && b.start.getTime() < end);
}

/** The free start times on `date`. */
export function freeSlots(rules: SlotRules, service: SlotService, date: string, busy: readonly Busy[], now: Date): Date[] {
  return daySlots(rules, service, date, now).filter((s) => !overlaps(s, service, busy));
}

/** The next `count` free times from `from` on (across days), for "this time was taken: these are free". */
export function nextFreeSlots(rules: SlotRules, service: SlotService, busy: readonly Busy[], now: Date, count: number, from = now): Date[] {
  const found: Date[] = [];
  for (const day of bookableDays(rules, now)) {
    if (day < wallClock(from, rules.timeZone).date) continue;
    for (const s of freeSlots(rules, service, day, busy, now)) {
      if (s.getTime() < from.getTime()) continue;
      found.push(s);
      if (found.length >= count) return found;
    }
  }
  return found;
}

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Tuesday 31 March 2026" for a 'YYYY-MM-DD' day. */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAY_NAMES[weekdayOf(date)]} ${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

/** "09:30" on the site's wall clock. */
export function timeLabel(instant: Date, timeZone: string): string {
  return timeOf(wallClock(instant, timeZone).minutes);
}

/** "Tuesday 31 March 2026 at 09:30" on the site's wall clock. */
export function whenLabel(instant: Date, timeZone: string): string {
  return `${dayLabel(wallClock(instant, timeZone).date)} at ${timeLabel(instant, timeZone)}`;
}
