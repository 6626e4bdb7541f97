import { randomBytes } from 'node:crypto';
import { type Kysely, type RawBuilder, sql } from 'kysely';
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

/** Rows per statement: well under PostgreSQL's 65535 parameters. */
const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

const values = (rows: RawBuilder<unknown>[]) => sql.join(rows);

/**
 * Visitor counts: the day's salt, the visitors already counted today (salted hashes), and the daily
 * rollups the analytics API reads. A flush is one transaction: a visitor counts once per site per day
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

  async writeBatch(visitors: VisitorBatchEntry[], clicks: ClickBatchEntry[]): Promise<void> {
    if (visitors.length === 0 && clicks.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      const isNew = new Set<string>();
      for (const part of chunks(visitors)) {
        const { rows } = await sql<{ account_id: string; day: string; visitor_hash: string }>`
          insert into visitor_days (account_id, day, visitor_hash)
          values ${values(part.map((v) => sql`(${v.accountId}, ${v.day}::date, ${v.visitorHash})`))}
          on conflict do nothing
          returning account_id, day::text as day, visitor_hash`.execute(trx);
        for (const r of rows) isNew.add(`${r.account_id}\n${r.day}\n${r.visitor_hash}`);
      }

      const stats = new Map<string, { accountId: string; day: string; pageViews: number; visitors: number } & Record<Device | `${Click}Clicks`, number>>();
      const referrers = new Map<string, { accountId: string; day: string; host: string; visitors: number }>();
      const statsOf = (accountId: string, day: string) => {
        const key = `${accountId}\n${day}`;
        let s = stats.get(key);
        if (!s) {
          s = { accountId, day, pageViews: 0, visitors: 0, mobile: 0, tablet: 0, desktop: 0, ctaClicks: 0, phoneClicks: 0, emailClicks: 0 };
          stats.set(key, s);
        }
        return s;
      };
      for (const v of visitors) {
        const s = statsOf(v.accountId, v.day);
        s.pageViews += v.pageViews;
        if (!isNew.has(`${v.accountId}\n${v.day}\n${v.visitorHash}`)) continue;
        s.visitors += 1;
        s[v.device] += 1;
        if (v.referrer) {
          const key = `${v.accountId}\n${v.day}\n${v.referrer}`;
          const r = referrers.get(key) ?? { accountId: v.accountId, day: v.day, host: v.referrer, visitors: 0 };
          r.visitors += 1;
          referrers.set(key, r);
        }
      }
      for (const c of clicks) {
        const s = statsOf(c.accountId, c.day);
        s.ctaClicks += c.clicks.cta;
        s.phoneClicks += c.clicks.phone;
        s.emailClicks += c.clicks.email;
      }

      // Rows of accounts deleted since the visit are dropped rather than failing the whole batch.
      for (const part of chunks([...stats.values()])) {
        await sql`
          insert into site_daily_stats (account_id, day, page_views, visitors, mobile, tablet, desktop, cta_clicks, phone_clicks, email_clicks)
          select v.* from (values ${values(
            part.map((s) => sql`(${s.accountId}, ${s.day}::date, ${s.pageViews}::int, ${s.visitors}::int, ${s.mobile}::int, ${s.tablet}::int, ${s.desktop}::int, ${s.ctaClicks}::int, ${s.phoneClicks}::int, ${s.emailClicks}::int)`),
          )}) as v(account_id, day, page_views, visitors, mobile, tablet, desktop, cta_clicks, phone_clicks, email_clicks)
          where exists (select 1 from accounts a where a.account_id = v.account_id)
          on conflict (account_id, day) do update set
            page_views = site_daily_stats.page_views + excluded.page_views,
            visitors = site_daily_stats.visitors + excluded.visitors,
            mobile = site_daily_stats.mobile + excluded.mobile,
            tablet = site_daily_stats.tablet + excluded.tablet,
            desktop = site_daily_stats.desktop + excluded.desktop,
            cta_clicks = site_daily_stats.cta_clicks + excluded.cta_clicks,
            phone_clicks = site_daily_stats.phone_clicks + excluded.phone_clicks,
            email_clicks = site_daily_stats.email_clicks + excluded.email_clicks`.execute(trx);
      }
      for (const part of chunks([...referrers.values()])) {
        await sql`
          insert into site_daily_referrers (account_id, day, host, visitors)
          select v.* from (values ${values(part.map((r) => sql`(${r.accountId}, ${r.day}::date, ${r.host}, ${r.visitors}::int)`))}) as v(account_id, day, host, visitors)
          where exists (select 1 from accounts a where a.account_id = v.account_id)
          on conflict (account_id, day, host) do update set visitors = site_daily_referrers.visitors + excluded.visitors`.execute(trx);
      }
    });
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
