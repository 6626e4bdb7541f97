import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';

/** 'YYYY-MM-DD' of a moment, in UTC: the day visitors are counted in. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

export type Device = 'mobile' | 'tablet' | 'desktop';
export type Click = 'cta' | 'phone' | 'email';

/** One visitor's page views of one site on one day, as a flush writes them. */
export interface VisitorBatchEntry {
  accountId: string;
  day: string;
  visitorHash: string;
  pageViews: number;
  /** The host that sent the visitor, on their first page view in the batch; null when direct or internal. */
  referrer: string | null;
  device: Device;
  /** This process wrote the visitor's hash today already: only their page views are added. */
  known?: boolean;
}

export interface ClickBatchEntry {
  accountId: string;
  day: string;
  clicks: Record<Click, number>;
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
 * Visitor counts: the day's salt, the visitors already counted today (salted hashes), and the daily
 * rollups the analytics API reads. A flush is one statement: a visitor counts once per site per day
 * however many replicas saw them (the insert that adds their hash decides), and the rollups grow by
 * what was new.
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
   * grows with the batch. A visitor is new when the insert of their hash adds a row (on any replica);
   * entries marked `known` (this process wrote their hash today already) skip that insert and add
   * only their page views. Figures of accounts deleted since the visit are dropped.
   */
  async writeBatch(visitors: VisitorBatchEntry[], clicks: ClickBatchEntry[]): Promise<void> {
    if (visitors.length === 0 && clicks.length === 0) return;
    const column = <T>(rows: T[], pick: (row: T) => unknown) => rows.map(pick);
    await sql`
      with v as (
        select * from unnest(${column(visitors, (v) => v.accountId)}::text[], ${column(visitors, (v) => v.day)}::date[],
          ${column(visitors, (v) => v.visitorHash)}::text[], ${column(visitors, (v) => v.pageViews)}::int[],
          ${column(visitors, (v) => v.referrer)}::text[], ${column(visitors, (v) => v.device)}::text[], ${column(visitors, (v) => v.known === true)}::bool[])
          as v(account_id, day, visitor_hash, page_views, referrer, device, known)
      ),
      added as (
        insert into visitor_days (account_id, day, visitor_hash)
        select account_id, day, visitor_hash from v where not known
        on conflict do nothing
        returning account_id, day, visitor_hash
      ),
      fresh as (select v.* from v join added using (account_id, day, visitor_hash)),
      c as (
        select * from unnest(${column(clicks, (c) => c.accountId)}::text[], ${column(clicks, (c) => c.day)}::date[],
          ${column(clicks, (c) => c.clicks.cta)}::int[], ${column(clicks, (c) => c.clicks.phone)}::int[], ${column(clicks, (c) => c.clicks.email)}::int[])
          as c(account_id, day, cta, phone, email)
      ),
      parts as (
        select account_id, day, page_views, 0 as visitors, 0 as mobile, 0 as tablet, 0 as desktop, 0 as cta, 0 as phone, 0 as email from v
        union all
        select account_id, day, 0, 1, (device = 'mobile')::int, (device = 'tablet')::int, (device = 'desktop')::int, 0, 0, 0 from fresh
        union all
        select account_id, day, 0, 0, 0, 0, 0, cta, phone, email from c
      ),
      stats as (
        insert into site_daily_stats (account_id, day, page_views, visitors, mobile, tablet, desktop, cta_clicks, phone_clicks, email_clicks)
        select account_id, day, sum(page_views), sum(visitors), sum(mobile), sum(tablet), sum(desktop), sum(cta), sum(phone), sum(email)
        from parts p
        where exists (select 1 from accounts a where a.account_id = p.account_id)
        group by account_id, day
        on conflict (account_id, day) do update set
          page_views = site_daily_stats.page_views + excluded.page_views,
          visitors = site_daily_stats.visitors + excluded.visitors,
          mobile = site_daily_stats.mobile + excluded.mobile,
          tablet = site_daily_stats.tablet + excluded.tablet,
          desktop = site_daily_stats.desktop + excluded.desktop,
          cta_clicks = site_daily_stats.cta_clicks + excluded.cta_clicks,
          phone_clicks = site_daily_stats.phone_clicks + excluded.phone_clicks,
          email_clicks = site_daily_stats.email_clicks + excluded.email_clicks
        returning 1
      )
      insert into site_daily_referrers (account_id, day, host, visitors)
      select account_id, day, referrer, count(*) from fresh f
      where referrer is not null and exists (select 1 from accounts a where a.account_id = f.account_id)
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
      clicks: { cta: sum((d) => d.cta_clicks), phone: sum((d) => d.phone_clicks), email: sum((d) => d.email_clicks) },
    };
  }
}

export function nextDay(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));
}

export function daysBefore(day: string, n: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000));
}
