import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/** 'YYYY-MM-DD' of a moment, in UTC: the day visitors are counted in. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

export type Device = 'mobile' | 'tablet' | 'desktop';
export type Click = 'cta' | 'phone' | 'email' | 'whatsapp' | 'directions' | 'book' | 'quote';
/** Every kind of click, in the columns' order (`<kind>_clicks`). */
export const CLICKS: readonly Click[] = ['cta', 'phone', 'email', 'whatsapp', 'directions', 'book', 'quote'];

/** One visitor's page views and clicks on one site on one day, as a flush writes them. */
export interface VisitorBatchEntry {
  accountId: string;
  day: string;
  visitorHash: string;
  pageViews: number;
  /** Click beacons since the last flush; each kind counts at most once per page view of the visitor's day. */
  clicks: Record<Click, number>;
  /** The host that sent the visitor, on their first page view in the batch; null when direct or internal. */
  referrer: string | null;
  device: Device;
}

export interface DailyFigures {
  date: string;
  pageViews: number;
  visitors: number;
}

export interface SiteFigures {
  daily: DailyFigures[];
  referrers: { host: string; visitors: number }[];
  devices: Record<Device, number>;
  clicks: Record<Click, number>;
}

/**
 * Visitor counts: the day's salt, the visitors of today (salted hashes, with their page views and
 * clicks), and the daily rollups the analytics API reads. A flush is one statement: a visitor counts
 * once per site per day however many replicas saw them, and the rollups grow by what was new.
 */
export class AnalyticsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The salt of `day`, made by whichever process asks first. */
  async saltFor(day: string): Promise<string> {
    await this.db
      .insertInto('visitor_salts')
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
    const row = await this.db.selectFrom('visitor_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
    return row.salt;
  }

  /** Forgets salts and visitor hashes of days before `day`: after that nobody can tell who a counted visitor was. */
  async forgetBefore(day: string): Promise<void> {
    await this.db.deleteFrom('visitor_salts').where('day', '<', day).execute();
    await this.db.deleteFrom('visitor_days').where('day', '<', day).execute();
  }

  /**
   * Writes one flush in one statement (atomic by itself), whatever its size: the rows travel as a few
   * arrays (unnest), not as a VALUES list per chunk, so neither the statement's text nor its parsing
   * grows with the batch. Each visitor's row of the day (visitor_days) takes the batch's page views and
   * clicks; the rollups grow by what changed: a visitor when their page views go from none to some (on
   * whichever replica that happens), clicks of a kind only up to the visitor's page views of the day
   * (a click without a page view, or the 300th beacon of one page view, counts nothing). The
   * difference is taken from the row as updated (new minus the batch's own part is the old value), so
   * replicas flushing the same visitor at once each add only their own share. Figures of accounts
   * deleted since the visit are dropped.
   */
  async writeBatch(visitors: VisitorBatchEntry[]): Promise<void> {
    if (visitors.length === 0) return;
    // The columns travel as array literals made here (textArray, intArray) rather than as JavaScript
    // arrays the driver escapes element by element (2–3 µs of the server's CPU a visitor at 100,000 sites).
    const texts = (pick: (row: VisitorBatchEntry) => string | null) => textArray(visitors.map(pick));
    const ints = (pick: (row: VisitorBatchEntry) => number) => intArray(visitors.map(pick));
    // The click kinds' columns, written out from CLICKS (constant names, never input).
    const each = (f: (kind: Click) => string, sep = ', ') => sql.raw(CLICKS.map(f).join(sep));
    const clickArrays = sql.join(CLICKS.map((kind) => sql`${ints((v) => v.clicks[kind])}::int[]`));
    await sql`
      with v as (
        select * from unnest(${texts((v) => v.accountId)}::text[], ${texts((v) => v.day)}::date[],
          ${texts((v) => v.visitorHash)}::text[], ${ints((v) => v.pageViews)}::int[],
          ${clickArrays},
          ${texts((v) => v.referrer)}::text[], ${texts((v) => v.device)}::text[])
          as v(account_id, day, visitor_hash, page_views, ${each((k) => k)}, referrer, device)
      ),
      up as (
        insert into visitor_days (account_id, day, visitor_hash, page_views, ${each((k) => `${k}_clicks`)})
        select account_id, day, visitor_hash, page_views, ${each((k) => k)} from v
        on conflict (account_id, day, visitor_hash) do update set
          page_views = visitor_days.page_views + excluded.page_views,
          ${each((k) => `${k}_clicks = visitor_days.${k}_clicks + excluded.${k}_clicks`, ',\n          ')}
        returning account_id, day, visitor_hash, page_views, ${each((k) => `${k}_clicks`)}
      ),
      d as (
        select v.account_id, v.day, v.referrer, v.device, v.page_views as added_views,
          (up.page_views > 0 and up.page_views - v.page_views = 0) as fresh,
          ${each((k) => `least(up.${k}_clicks, up.page_views) - least(up.${k}_clicks - v.${k}, up.page_views - v.page_views) as ${k}`, ',\n          ')}
        from v join up using (account_id, day, visitor_hash)
      ),
      stats as (
        insert into site_daily_stats (account_id, day, page_views, visitors, mobile, tablet, desktop, ${each((k) => `${k}_clicks`)})
        select account_id, day, sum(added_views), sum(fresh::int), sum((fresh and device = 'mobile')::int), sum((fresh and device = 'tablet')::int),
          sum((fresh and device = 'desktop')::int), ${each((k) => `sum(${k})`)}
        from d
        where exists (select 1 from accounts a where a.account_id = d.account_id)
        group by account_id, day
        on conflict (account_id, day) do update set
          page_views = site_daily_stats.page_views + excluded.page_views,
          visitors = site_daily_stats.visitors + excluded.visitors,
          mobile = site_daily_stats.mobile + excluded.mobile,
          tablet = site_daily_stats.tablet + excluded.tablet,
          desktop = site_daily_stats.desktop + excluded.desktop,
          ${each((k) => `${k}_clicks = site_daily_stats.${k}_clicks + excluded.${k}_clicks`, ',\n          ')}
        returning 1
      )
      insert into site_daily_referrers (account_id, day, host, visitors)
      select account_id, day, referrer, count(*) from d
      where fresh and referrer is not null and exists (select 1 from accounts a where a.account_id = d.account_id)
      group by account_id, day, referrer
      on conflict (account_id, day, host) do update set visitors = site_daily_referrers.visitors + excluded.visitors`.execute(this.db);
  }

  /** One site's figures for the days from `from` to `to` (inclusive), every day present, top referrers first. */
  async figures(accountId: string, from: string, to: string, topReferrers = 10): Promise<SiteFigures> {
    const [days, refs] = await Promise.all([
      this.db
        .selectFrom('site_daily_stats')
        .select([
          sql<string>`day::text`.as('day'),
          'page_views',
          'visitors',
          'mobile',
          'tablet',
          'desktop',
          'cta_clicks',
          'phone_clicks',
          'email_clicks',
          'whatsapp_clicks',
          'directions_clicks',
          'book_clicks',
          'quote_clicks',
        ])
        .where('account_id', '=', accountId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .execute(),
      this.db
        .selectFrom('site_daily_referrers')
        .select(['host', (eb) => eb.fn.sum<string>('visitors').as('visitors')])
        .where('account_id', '=', accountId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy('host')
        .orderBy('visitors', 'desc')
        .orderBy('host')
        .limit(topReferrers)
        .execute(),
    ]);
    const byDay = new Map(days.map((d) => [d.day, d]));
    const daily: DailyFigures[] = [];
    for (let day = from; day <= to; day = nextDay(day)) {
      const d = byDay.get(day);
      daily.push({ date: day, pageViews: d?.page_views ?? 0, visitors: d?.visitors ?? 0 });
    }
    const sum = (pick: (d: (typeof days)[number]) => number) => days.reduce((total, d) => total + pick(d), 0);
    return {
      daily,
      referrers: refs.map((r) => ({ host: r.host, visitors: Number(r.visitors) })),
      devices: { mobile: sum((d) => d.mobile), tablet: sum((d) => d.tablet), desktop: sum((d) => d.desktop) },
      clicks: {
        cta: sum((d) => d.cta_clicks),
        phone: sum((d) => d.phone_clicks),
        email: sum((d) => d.email_clicks),
        whatsapp: sum((d) => d.whatsapp_clicks),
        directions: sum((d) => d.directions_clicks),
        book: sum((d) => d.book_clicks),
        quote: sum((d) => d.quote_clicks),
      },
    };
  }
}

/** A PostgreSQL array literal of texts (and nulls): every element quoted, `\\` and `"` escaped. */
export function textArray(values: readonly (string | null)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i > 0) out += ',';
    out += value === null || value === undefined ? 'NULL' : `"${NEEDS_ESCAPE.test(value) ? value.replace(ESCAPED, '\\$&') : value}"`;
  }
  return `${out}}`;
}
const NEEDS_ESCAPE = /["\\]/;
const ESCAPED = /["\\]/g;

/** A PostgreSQL array literal of integers. */
export function intArray(values: readonly number[]): string {
  for (const value of values) if (!Number.isSafeInteger(value)) throw new RangeError(`not an integer: ${value}`);
  return `{${values.join(',')}}`;
}

export function nextDay(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));
}

export function daysBefore(day: string, n: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000));
}
