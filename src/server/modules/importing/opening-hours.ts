import type { DayHours } from '../../../shared/website-fields';

/*
 * Opening hours as a business writes them, into the website's seven days (Monday first, 'HH:MM'):
 * schema.org openingHoursSpecification ({ dayOfWeek, opens, closes }), schema.org openingHours
 * strings ("Mo-Fr 08:00-17:00"), and plain text such as "Mon–Fri 8am–5pm", "Saturday: 9:00 - 13:00",
 * "Sunday closed". Days never mentioned stay closed ('' to ''); nothing at all gives undefined.
 */

const DAY_WORDS: [RegExp, number][] = [
  [/^mo(n(day)?)?\.?$/i, 0],
  [/^tu(e(s(day)?)?)?\.?$/i, 1],
  [/^we(d(nesday)?)?\.?$/i, 2],
  [/^th(u(r(s(day)?)?)?)?\.?$/i, 3],
  [/^fr(i(day)?)?\.?$/i, 4],
  [/^sa(t(urday)?)?\.?$/i, 5],
  [/^su(n(day)?)?\.?$/i, 6],
];

export function dayIndex(word: string): number | undefined {
  const w = word.trim().replace(/^https?:\/\/schema\.org\//i, '');
  return DAY_WORDS.find(([re]) => re.test(w))?.[1];
}

/** "8am", "8:30 pm", "08:00", "17.30", "noon" → 'HH:MM'. */
export function clockTime(raw: string): string | undefined {
  const t = raw.trim().toLowerCase();
  if (t === 'noon' || t === 'midday') return '12:00';
  if (t === 'midnight') return '00:00';
  const m = /^(\d{1,2})(?:[:.](\d{2}))?(?::\d{2})?\s*(a\.?m\.?|p\.?m\.?)?$/.exec(t);
  if (!m) return undefined;
  let h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  const half = m[3]?.[0];
  if (half === 'p' && h < 12) h += 12;
  if (half === 'a' && h === 12) h = 0;
  if (h === 24 && min === 0) return '23:59';
  if (h > 23 || min > 59) return undefined;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

const closedWeek = (): DayHours[] => Array.from({ length: 7 }, () => ({ opens: '', closes: '' }));

function daysBetween(from: number, to: number): number[] {
  const out = [from];
  for (let d = from; d !== to && out.length < 7; ) {
    d = (d + 1) % 7;
    out.push(d);
  }
  return out;
}

/** openingHoursSpecification entries (JSON-LD or microdata). */
export function hoursFromSpecification(specs: { dayOfWeek?: unknown; opens?: unknown; closes?: unknown }[]): DayHours[] | undefined {
  const week = closedWeek();
  let any = false;
  for (const spec of specs.slice(0, 50)) {
    const days = (Array.isArray(spec.dayOfWeek) ? spec.dayOfWeek : [spec.dayOfWeek]).filter((d): d is string => typeof d === 'string');
    const opens = typeof spec.opens === 'string' ? clockTime(spec.opens) : undefined;
    const closes = typeof spec.closes === 'string' ? clockTime(spec.closes) : undefined;
    if (!opens || !closes) continue;
    for (const day of days) {
      const i = dayIndex(day);
      if (i === undefined) continue;
      week[i] = { opens, closes };
      any = true;
    }
  }
  return any ? week : undefined;
}

const DAY = '(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|mo|tu|we|th|fr|sa|su)\\.?';
const TIME = '(?:\\d{1,2}(?:[:.]\\d{2})?\\s*(?:[ap]\\.?m\\.?)?|noon|midday|midnight)';
const RANGE = '\\s*(?:-|–|—|to|until|till)\\s*';
const LINE = new RegExp(`\\b(${DAY})(?:${RANGE}(${DAY}))?(?:\\s*(?:,|&|and)\\s*(${DAY}))?\\s*:?\\s*(?:(${TIME})${RANGE}(${TIME})|(closed))`, 'gi');

/**
 * Hours written as text, one or more per line: "Mon–Fri 8am–5pm", "Mo-Fr 08:00-17:00", "Saturday: 9:00 - 13:00",
 * "Sat & Sun 10am-2pm", "Sunday closed". Undefined when no day had a time.
 */
export function hoursFromText(text: string): DayHours[] | undefined {
  const week = closedWeek();
  let any = false;
  for (const m of text.slice(0, 20_000).matchAll(LINE)) {
    const first = dayIndex(m[1]!);
    const last = m[2] ? dayIndex(m[2]) : undefined;
    const also = m[3] ? dayIndex(m[3]) : undefined;
    if (first === undefined) continue;
    const days = last !== undefined ? daysBetween(first, last) : [first];
    if (also !== undefined) days.push(also);
    if (m[6]) {
      for (const d of days) week[d] = { opens: '', closes: '' };
      continue;
    }
    let opens = clockTime(m[4]!);
    let closes = clockTime(m[5]!);
    if (!opens || !closes) continue;
    // "8-5" without am/pm: a closing hour before the opening one is in the afternoon.
    if (!/[ap]\.?m/i.test(m[5]!) && closes < opens && Number(closes.slice(0, 2)) < 12) closes = `${String(Number(closes.slice(0, 2)) + 12).padStart(2, '0')}${closes.slice(2)}`;
    if (!/[ap]\.?m/i.test(m[4]!) && /p\.?m/i.test(m[5]!) && opens > closes) opens = opens.replace(/^\d\d/, (h) => String(Number(h) - 12).padStart(2, '0'));
    for (const d of days) week[d] = { opens, closes };
    any = true;
  }
  return any ? week : undefined;
}

/** schema.org openingHours strings: "Mo-Fr 08:00-17:00", "Sa 09:00-12:00". */
export function hoursFromSchemaStrings(values: string[]): DayHours[] | undefined {
  return hoursFromText(values.join('\n'));
}
