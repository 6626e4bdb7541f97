import { describe, expect, it } from 'vitest';
import { noticeVariant, secondsUntilNextDay, withoutNotices } from './notice-variants';

describe('notice variants of a published page (decision 0060)', () => {
  it('takes a variant’s ETag and bytes from what is hidden', () => {
    const site = { etag: 'abc', notices: { timeZone: 'Europe/London', notices: [{ start: '2026-06-01', end: '2026-06-02' }] } };
    expect(noticeVariant(site, new Date('2026-06-01T12:00:00Z'))).toEqual({ hidden: [], etag: 'abc' });
    expect(noticeVariant(site, new Date('2026-06-03T12:00:00Z'))).toEqual({ hidden: [0], etag: 'abc-n0' });
    // 23:30 UTC on 2 June is 00:30 on 3 June in London (summer time): already over.
    expect(noticeVariant(site, new Date('2026-06-02T23:30:00Z')).hidden).toEqual([0]);
    const html = '<div class="ww-notices" role="region" aria-label="Notices"><p class="ww-notice" data-notice="0">A &lt;/p&gt; <a href="https://x.test/">More</a></p><p class="ww-notice" data-notice="1">B</p></div><main>';
    expect(withoutNotices(html, [0])).toBe('<div class="ww-notices" role="region" aria-label="Notices"><p class="ww-notice" data-notice="1">B</p></div><main>');
    expect(withoutNotices(html, [0, 1])).toBe('<main>');
    expect(withoutNotices(html, [])).toBe(html);
    // A page in another language labels the landmark in it: with none left, it goes too.
    const french = html.replace('aria-label="Notices"', 'aria-label="Annonces"');
    expect(withoutNotices(french, [0, 1])).toBe('<main>');
  });

});

describe('secondsUntilNextDay (a shared cache keeps a page with dated notices until the site’s next day)', () => {
  const site = (timeZone: string) => ({ notices: { timeZone, notices: [{ start: '2026-12-24', end: '2026-12-26' }] } }) as never;
  it('counts to local midnight in the site’s zone', () => {
    expect(secondsUntilNextDay(site('Europe/London'), new Date('2026-12-24T23:00:00Z'))).toBe(3600);
    expect(secondsUntilNextDay(site('America/New_York'), new Date('2026-12-24T23:00:00Z'))).toBe(6 * 3600);
    expect(secondsUntilNextDay({ notices: null } as never, new Date())).toBeUndefined();
  });
  it('ends an hour sooner on a day the clocks go forward', () => {
    // 29 March 2026 in London has 23 hours: from 00:30 GMT, midnight comes 22.5 hours later.
    expect(secondsUntilNextDay(site('Europe/London'), new Date('2026-03-29T00:30:00Z'))).toBe(22.5 * 3600);
  });
});
