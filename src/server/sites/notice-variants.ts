import { dayIn, hiddenNotices } from '../../shared/notices';
import type { LiveSite } from './site-directory';

/*
 * Notices shown between their days without a republish (issue 26, decision 0060). The published page
 * holds every notice; at each request the site host works out which dated ones are not up today in the
 * site's time zone, and serves the page without them: a variant made once (per replica) from the stored
 * HTML and compressed like a published page, with its own ETag, so a browser's copy from before a
 * notice's first or last day is not taken for the current one.
 */

/** The page as stored when nothing is hidden; else the variant's ETag: the version's, marked with what is hidden. */
export function noticeVariant(site: Pick<LiveSite, 'etag' | 'notices'>, now: Date): { hidden: number[]; etag: string } {
  const hidden = hiddenNotices(site.notices, now);
  return { hidden, etag: hidden.length === 0 ? site.etag : `${site.etag}-n${hidden.join('.')}` };
}

/** The HTML without the notices at these positions (notice-bar.tsx writes each as one <p>, its text escaped). */
export function withoutNotices(html: string, hidden: readonly number[]): string {
  if (hidden.length === 0) return html;
  const set = new Set(hidden.map(String));
  return (
    html
      .replace(/<p class="ww-notice" data-notice="(\d+)">[\s\S]*?<\/p>/g, (notice, i: string) => (set.has(i) ? '' : notice))
      // With none left, no empty landmark either (its label is in the page's language: "Annonces", "Notices").
      .replace(/<div class="ww-notices" role="region" aria-label="[^"<>]*"><\/div>/, '')
  );
}

/**
 * Seconds until the site's next local midnight, when a dated notice may come up or go (decision 0060),
 * or undefined for a site without dated notices. A shared cache keeps the page no longer than this
 * (decision 0065: its s-maxage), so a notice starts and ends on its day behind a cache too. A day
 * shortened by a clock change ends an hour sooner; a lengthened one is only cached an hour less.
 */
export function secondsUntilNextDay(site: Pick<LiveSite, 'notices'>, now: Date): number | undefined {
  const schedule = site.notices;
  if (!schedule || schedule.notices.length === 0) return undefined;
  const parts: Record<string, number> = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: safeZone(schedule.timeZone), hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, Number(p.value)]),
  );
  let left = 86_400 - ((parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0));
  const today = dayIn(schedule.timeZone, now);
  if (left > 3600 && dayIn(schedule.timeZone, new Date(now.getTime() + (left - 1) * 1000)) !== today) left -= 3600;
  return Math.max(1, left);
}

function safeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}
