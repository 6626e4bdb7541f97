import { type Kysely, type Selectable, sql } from 'kysely';
import type { Account } from '../../../shared/account-schema';
import type { AccountsTable, DB } from '../../db/schema';
import type { NoticeSchedule } from '../../../shared/notices';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toAccount(row: Selectable<AccountsTable>): Account {
  return {
    accountId: row.account_id,
    email: row.email,
    fullName: row.full_name,
    createdOn: row.created_on.toISOString(),
    updatedOn: row.updated_on.toISOString(),
    websiteVersion: row.website_version,
    websiteUrl: row.website_url,
    websiteSlug: row.website_slug,
    websiteSlugUpdatedOn: iso(row.website_slug_updated_on),
    websiteLastPublished: iso(row.website_last_published),
    websiteLastPublishedBy: row.website_last_published_by,
    websiteGoogleTag: row.website_google_tag,
    websiteGoogleTagUpdatedOn: iso(row.website_google_tag_updated_on),
    domainName: row.domain_name,
    distributionId: row.distribution_id,
    distributionDomain: row.distribution_domain,
    subscriptionStatus: row.subscription_status,
    subscriptionTier: row.subscription_tier,
    subscriptionStartedOn: iso(row.subscription_started_on),
    subscriptionUpdatedOn: iso(row.subscription_updated_on),
    websiteSuspendedOn: iso(row.suspended_on),
    websiteSuspensionReason: row.suspended_on ? row.suspension_reason : null,
  };
}

/** The account's subscription as billing derives it from the provider's subscriptions. */
export interface AccountSubscription {
  status: string;
  tier: string;
  startedOn: Date;
}

/** A published version that is live: what the site host needs to find and serve a site. */
export interface LiveVersion {
  accountId: string;
  slug: string | null;
  /** The default public address as of the last publish or address change. */
  url: string | null;
  subscriptionStatus: string | null;
  subscriptionTier: string;
  version: number;
  storageKey: string;
  etag: string;
  googleTag: string | null;
  publishedOn: Date;
  /** Whether the live page carries the contact form. */
  contactForm: boolean;
  /** The live version's site language (decision 0062): the site host's own pages for the site speak it. */
  language: string;
  /** Whether the HTML is stored compressed (modules/publish/version-store.ts). */
  compressed: boolean;
  /** A two-language site's second language (decision 0067): its page is at `<address>/<lang>/`; null: none. */
  secondLanguage?: string | null;
  /** That page's ETag. */
  secondEtag?: string | null;
  /** Whether an operator has suspended the site (issue 27): the site host answers 451 instead. */
  suspended: boolean;
  /** The custom domain, if any (a shared cache's tag, decision 0065). */
  domainName?: string | null;
  /** The live version's dated notices (decision 0060), or null: the site host shows each only between its days. */
  notices: NoticeSchedule | null;
}

/**
 * Every read and write of the `accounts` row, and of `slug_redirects` (the addresses an account
 * moved away from, which stay its own). Methods that take `db` run in the caller's transaction
 * when given one (e.g. after lockForUpdate), on the pool otherwise.
 */
export class AccountRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async find(accountId: string, db: Kysely<DB> = this.db): Promise<Account | undefined> {
    const row = await db.selectFrom('accounts').selectAll().where('account_id', '=', accountId).executeTakeFirst();
    return row ? toAccount(row) : undefined;
  }

  /** The account of a signed-in user, created on first use, its e-mail kept in step with the sign-in. */
  async ensure(accountId: string, email: string): Promise<Account> {
    const account = await this.ensureIf(accountId, email, false);
    if (!account) throw new Error(`account ${accountId} vanished after insert`);
    return account;
  }

  /**
   * `ensure` for a signed-in caller (the API guard): the row is created only while better-auth still has
   * the user, so a token of a deleted account (another replica trusts it for up to two seconds) cannot
   * bring an empty account back. Undefined then.
   */
  ensureSignedUp(accountId: string, email: string): Promise<Account | undefined> {
    return this.ensureIf(accountId, email, true);
  }

  private async ensureIf(accountId: string, email: string, onlyIfUser: boolean): Promise<Account | undefined> {
    let account = await this.find(accountId);
    if (!account) {
      const user = onlyIfUser ? sql`where exists (select 1 from auth_user where id = ${accountId})` : sql.raw('');
      await sql`insert into accounts (account_id, email, updated_on) select ${accountId}, ${email}, now() ${user}
        on conflict (account_id) do nothing`.execute(this.db);
      account = await this.find(accountId);
      if (!account) return undefined;
    }
    if (account.email === email) return account;
    // Kept in step with the sign-in's address, but only with the current one: an access token minted
    // before a change of address (valid up to 15 minutes) must not write the old address back.
    const row = await this.db
      .updateTable('accounts')
      .set({ email })
      .where('account_id', '=', accountId)
      .where(sql<boolean>`exists (select 1 from auth_user where id = ${accountId} and email = ${email})`)
      .returningAll()
      .executeTakeFirst();
    return row ? toAccount(row) : account;
  }

  /** Fills an empty name (e.g. with the name Google gave at sign-in); a name the owner chose is never overwritten. */
  async fillEmptyName(accountId: string, fullName: string): Promise<Account | undefined> {
    const row = await this.db
      .updateTable('accounts')
      .set({ full_name: fullName })
      .where('account_id', '=', accountId)
      .where((eb) => eb.or([eb('full_name', 'is', null), eb('full_name', '=', '')]))
      .returningAll()
      .executeTakeFirst();
    return row ? toAccount(row) : this.find(accountId);
  }

  setFullName(accountId: string, fullName: string): Promise<Account | undefined> {
    return this.updated(accountId, { full_name: fullName });
  }

  /**
   * Suspends the account's site (an operator's decision, issue 27), or restores it (`reason` null).
   * Undefined when there is no such account; `changed` false when it already was in that state.
   */
  async setSuspension(
    accountId: string,
    suspension: { reason: string; at: Date } | null,
    db: Kysely<DB> = this.db,
  ): Promise<{ account: Account; changed: boolean } | undefined> {
    const row = await db
      .updateTable('accounts')
      .set(suspension ? { suspended_on: suspension.at, suspension_reason: suspension.reason, updated_on: suspension.at } : { suspended_on: null, suspension_reason: null, updated_on: new Date() })
      .where('account_id', '=', accountId)
      .where('suspended_on', suspension ? 'is' : 'is not', null)
      .returningAll()
      .executeTakeFirst();
    if (row) return { account: toAccount(row), changed: true };
    const account = await this.find(accountId, db);
    return account && { account, changed: false };
  }

  /** The Google tag of the published pages (null removes it). */
  setGoogleTag(accountId: string, googleTag: string | null): Promise<Account | undefined> {
    return this.updated(accountId, { website_google_tag: googleTag, website_google_tag_updated_on: new Date() });
  }

  /**
   * Locks the account's row until `trx` ends (select … for update): one writer per account at a
   * time for publishing, address changes and billing. Undefined when there is no such account.
   */
  async lockForUpdate(trx: Kysely<DB>, accountId: string): Promise<Account | undefined> {
    const row = await trx.selectFrom('accounts').selectAll().where('account_id', '=', accountId).forUpdate().executeTakeFirst();
    return row ? toAccount(row) : undefined;
  }

  /** Writes the subscription columns if they differ from `subscription`; the change time only then. */
  async setSubscription(trx: Kysely<DB>, accountId: string, subscription: AccountSubscription): Promise<void> {
    const now = new Date();
    await trx
      .updateTable('accounts')
      .set({
        subscription_status: subscription.status,
        subscription_tier: subscription.tier,
        subscription_started_on: subscription.startedOn,
        subscription_updated_on: now,
        updated_on: now,
      })
      .where('account_id', '=', accountId)
      .where((eb) =>
        eb.or([
          eb('subscription_status', 'is distinct from', subscription.status),
          eb('subscription_tier', 'is distinct from', subscription.tier),
          eb('subscription_started_on', 'is distinct from', subscription.startedOn),
        ]),
      )
      .execute();
  }

  /** Makes `version` the live one, published at `publishedOn` by `publishedBy`, at `url` under `slug`. */
  async switchToVersion(
    trx: Kysely<DB>,
    accountId: string,
    live: { version: number; url: string; slug: string; slugChanged: boolean; publishedOn: Date; publishedBy: string },
  ): Promise<void> {
    const now = live.publishedOn;
    await trx
      .updateTable('accounts')
      .set({
        website_version: live.version,
        website_url: live.url,
        website_slug: live.slug,
        ...(live.slugChanged ? { website_slug_updated_on: now } : {}),
        website_last_published: now,
        website_last_published_by: live.publishedBy,
        updated_on: now,
      })
      .where('account_id', '=', accountId)
      .execute();
  }

  /**
   * Slugs starting with `prefix` that belong to other accounts: their current ones and those they
   * moved away from (which keep redirecting to them).
   */
  async slugsLike(db: Kysely<DB>, prefix: string, exceptAccountId: string): Promise<Set<string>> {
    // Slugs hold only a-z, 0-9 and '-', so nothing in the pattern is a LIKE wildcard.
    const [current, former] = await Promise.all([
      db.selectFrom('accounts').select('website_slug').where('account_id', '!=', exceptAccountId).where('website_slug', 'like', `${prefix}%`).execute(),
      db.selectFrom('slug_redirects').select('old_slug').where('account_id', '!=', exceptAccountId).where('old_slug', 'like', `${prefix}%`).execute(),
    ]);
    return new Set([...current.flatMap((r) => (r.website_slug ? [r.website_slug] : [])), ...former.map((r) => r.old_slug)]);
  }

  /** The account whose current slug is `slug`, and the one that moved away from it (if any). */
  async slugHolders(trx: Kysely<DB>, slug: string): Promise<{ current: string | undefined; former: string | undefined }> {
    const [current, former] = await Promise.all([
      trx.selectFrom('accounts').select('account_id').where('website_slug', '=', slug).executeTakeFirst(),
      trx.selectFrom('slug_redirects').select('account_id').where('old_slug', '=', slug).executeTakeFirst(),
    ]);
    return { current: current?.account_id, former: former?.account_id };
  }

  async formerSlugCount(trx: Kysely<DB>, accountId: string): Promise<number> {
    const row = await trx
      .selectFrom('slug_redirects')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Ends the redirect from a former slug (its account takes it back). */
  async dropFormerSlug(trx: Kysely<DB>, slug: string): Promise<void> {
    await trx.deleteFrom('slug_redirects').where('old_slug', '=', slug).execute();
  }

  /** Keeps `slug`, which the account moves away from, redirecting to it (and reserved for it). */
  async addFormerSlug(trx: Kysely<DB>, accountId: string, slug: string): Promise<void> {
    await trx.insertInto('slug_redirects').values({ old_slug: slug, account_id: accountId }).execute();
  }

  /** Moves the account's site to `slug`, whose public address is `url`. */
  async setSlug(trx: Kysely<DB>, accountId: string, slug: string, url: string): Promise<Account> {
    const now = new Date();
    const row = await trx
      .updateTable('accounts')
      .set({ website_slug: slug, website_slug_updated_on: now, website_url: url, updated_on: now })
      .where('account_id', '=', accountId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAccount(row);
  }

  /** The current slug of the account that used to be at `oldSlug`, if any. */
  async slugMovedFrom(oldSlug: string): Promise<string | undefined> {
    return (await this.slugsMovedFrom([oldSlug])).get(oldSlug);
  }

  /** The current slugs of the accounts that used to be at `oldSlugs`, by old slug, in one query. */
  async slugsMovedFrom(oldSlugs: readonly string[]): Promise<Map<string, string>> {
    const moved = new Map<string, string>();
    if (oldSlugs.length === 0) return moved;
    const rows = await this.db
      .selectFrom('slug_redirects as r')
      .innerJoin('accounts as a', 'a.account_id', 'r.account_id')
      .select(['r.old_slug', 'a.website_slug'])
      .where(sql<boolean>`r.old_slug = any(${[...oldSlugs]}::text[])`)
      .execute();
    for (const row of rows) if (row.website_slug !== null) moved.set(row.old_slug, row.website_slug);
    return moved;
  }

  /** The account using `domain` as its custom domain, if any. */
  async domainHolder(domain: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('accounts').select('account_id').where('domain_name', '=', domain).executeTakeFirst();
    return row?.account_id;
  }

  /** Sets the custom domain, not yet checked ('Pending setup'), pointed at `cnameTarget`. */
  setDomain(accountId: string, domain: string, cnameTarget: string): Promise<Account | undefined> {
    return this.updated(accountId, { domain_name: domain, distribution_id: null, distribution_domain: cnameTarget });
  }

  removeDomain(accountId: string): Promise<Account | undefined> {
    return this.updated(accountId, { domain_name: null, distribution_id: null, distribution_domain: null });
  }

  /**
   * Records a DNS check of `domain` (`distributionId` set when it points at `target`). Undefined when
   * the account's domain is no longer `domain` (it changed while DNS was asked).
   */
  async setDomainChecked(accountId: string, domain: string, check: { distributionId: string | null; target: string }): Promise<Account | undefined> {
    const row = await this.db
      .updateTable('accounts')
      .set({ distribution_id: check.distributionId, distribution_domain: check.target, updated_on: new Date() })
      .where('account_id', '=', accountId)
      .where('domain_name', '=', domain)
      .returningAll()
      .executeTakeFirst();
    return row ? toAccount(row) : undefined;
  }

  /** The accounts whose custom domain is one of `domains`. */
  async findByDomains(domains: string[]): Promise<Account[]> {
    if (domains.length === 0) return [];
    const rows = await this.db.selectFrom('accounts').selectAll().where('domain_name', 'in', domains).execute();
    return rows.map(toAccount);
  }

  /** The live version of the site at this slug or custom domain, if one is published. */
  async findLiveVersion(by: { slug: string } | { domain: string }): Promise<LiveVersion | undefined> {
    const found = 'slug' in by ? await this.findLiveVersions('slug', [by.slug]) : await this.findLiveVersions('domain', [by.domain]);
    return found.get('slug' in by ? by.slug : by.domain);
  }

  /**
   * The live versions of the sites at these slugs or custom domains, in one query, by slug or domain
   * (absent: no site published there). The site host asks for the lookups of one event-loop turn at once.
   */
  async findLiveVersions(by: 'slug' | 'domain', keys: readonly string[]): Promise<Map<string, LiveVersion>> {
    const found = new Map<string, LiveVersion>();
    if (keys.length === 0) return found;
    const column = by === 'slug' ? 'a.website_slug' : 'a.domain_name';
    const rows = await this.liveVersionRows()
      // One statement text however many keys (PostgreSQL plans `= any` once, not a text per count of `in` values).
      .where(sql<boolean>`${sql.ref(column)} = any(${[...keys]}::text[])`)
      // A custom domain is served only once proven (its TXT record) and pointing here (decision 0017).
      .$if(by === 'domain', (q) => q.where('a.distribution_id', 'is not', null))
      .execute();
    for (const row of rows) {
      const key = by === 'slug' ? row.website_slug : row.domain_name;
      if (key === null) continue;
      found.set(key, toLiveVersion(row));
    }
    return found;
  }

  /**
   * Every live site, `limit` at a time in the order of their account ids, after `after` (the last id of
   * the page before; null: from the start): the site host's index of all sites (decision 0072). With
   * each, whether its custom domain is served (proven and pointing here, as `findLiveVersions('domain')`
   * requires).
   */
  async liveSitesAfter(after: string | null, limit: number): Promise<{ accountId: string; slug: string | null; domain: string | null; record: string }[]> {
    // The record is made by PostgreSQL (site-index.ts's format: fields joined by U+001F, U+0002 for null),
    // so reading 100,000 sites makes one string a site in this process, not an object of 18 fields.
    const f = (value: ReturnType<typeof sql>) => sql`coalesce((${value})::text, chr(2))`;
    const flag = (value: ReturnType<typeof sql>) => sql`case when ${value} then '1' else '0' end`;
    // Every field coalesced: concat_ws leaves nulls out, which would shift the fields after them.
    const fields = [
      f(sql`a.account_id`), f(sql`a.website_slug`), f(sql`a.website_url`), f(sql`a.subscription_status`), f(sql`a.subscription_tier`), f(sql`v.version`),
      f(sql`v.storage_key`), f(sql`left(v.etag, 32)`), f(sql`v.google_tag`), f(sql`floor(extract(epoch from v.published_on) * 1000)::bigint`),
      flag(sql`v.contact_form`), f(sql`v.language`), flag(sql`v.compressed`), f(sql`v.second_language`), f(sql`left(v.second_etag, 32)`),
      flag(sql`a.suspended_on is not null`), f(sql`a.domain_name`), f(sql`v.notices`),
    ];
    const { rows } = await sql<{ account_id: string; slug: string | null; domain: string | null; record: string }>`
      select a.account_id, a.website_slug as slug, case when a.distribution_id is not null then a.domain_name end as domain,
        concat_ws(chr(31), ${sql.join(fields)}) as record
      from accounts a join website_versions v on v.account_id = a.account_id and v.version = a.website_version
      where a.website_version > 0 ${after === null ? sql`` : sql`and a.account_id > ${after}`}
      order by a.account_id limit ${limit}`.execute(this.db);
    return rows.map((row) => ({ accountId: row.account_id, slug: row.slug, domain: row.domain, record: row.record }));
  }

  /** How many sites are live now (the index of all sites is built only up to SITE_INDEX_MAX_SITES). */
  async countLiveSites(): Promise<number> {
    const row = await this.db.selectFrom('accounts').select((eb) => eb.fn.countAll<string | number>().as('n')).where('website_version', '>', 0).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The site generation now (migration 0071): every change a lookup depends on moves it. */
  async siteGeneration(): Promise<number> {
    const row = await this.db.selectFrom('site_generation').select('n').where('id', '=', 1).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The live versions' columns the site host reads, joined: filtered by the caller. */
  private liveVersionRows() {
    return this.db
      .selectFrom('accounts as a')
      .innerJoin('website_versions as v', (join) => join.onRef('v.account_id', '=', 'a.account_id').onRef('v.version', '=', 'a.website_version'))
      .select(['a.account_id', 'a.website_slug', 'a.domain_name', 'a.website_url', 'a.subscription_status', 'a.subscription_tier', 'v.version', 'v.storage_key', 'v.etag', 'v.google_tag', 'v.published_on', 'v.contact_form', 'v.language', 'v.compressed', 'a.suspended_on', 'v.notices', 'v.second_language', 'v.second_etag']);
  }

  /**
   * The addresses of the `limit` live sites with the most page views yesterday and today (UTC days: a
   * replica's hot set, loaded after a start; by the index of migration 0320): each site's slug, and its
   * custom domain when one is served. Most viewed first; suspended sites are left out.
   */
  async mostViewedSites(limit: number, now = new Date()): Promise<{ slug: string; domain: string | null }[]> {
    if (limit <= 0) return [];
    const since = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    // The busiest accounts first (two days' rows, by day), then their addresses: not a join of every account.
    const rows = await this.db
      .selectFrom((eb) =>
        eb
          .selectFrom('site_daily_stats')
          .select('account_id')
          .select((e) => e.fn.sum<string | number>('page_views').as('views'))
          .where('day', '>=', since)
          // Suspended sites (few) are left out before the limit, not after it.
          .where((e) => e.not(e.exists(e.selectFrom('accounts as x').select('x.account_id').whereRef('x.account_id', '=', 'site_daily_stats.account_id').where('x.suspended_on', 'is not', null))))
          .groupBy('account_id')
          .orderBy('views', 'desc')
          .orderBy('account_id')
          .limit(limit)
          .as('t'),
      )
      .innerJoin('accounts as a', 'a.account_id', 't.account_id')
      .select(['a.website_slug', 'a.domain_name', 'a.distribution_id'])
      .where('a.website_slug', 'is not', null)
      .where('a.website_version', '>', 0)
      .where('a.suspended_on', 'is', null)
      .orderBy('t.views', 'desc')
      .orderBy('a.account_id')
      .execute();
    return rows.map((row) => ({ slug: row.website_slug as string, domain: row.distribution_id !== null ? row.domain_name : null }));
  }

  /**
   * The site generation and, when it moved past `known`, the lookup keys the changes since named
   * (migration 0100), read together in one snapshot. `keys` is undefined when the log does not reach
   * back to `known` (or `known` is 0): then every lookup may have changed.
   */
  async siteChangesSince(known: number): Promise<{ generation: number; keys: string[] | undefined }> {
    const { rows } = await sql<{ n: string; logged: string; keys: string[] | null }>`
      select g.n::text as n,
        (select count(*)::text from site_changes where generation > ${known} and generation <= g.n) as logged,
        (select array_agg(k) from site_changes c cross join lateral unnest(c.keys) k where c.generation > ${known} and c.generation <= g.n) as keys
      from site_generation g where g.id = 1`.execute(this.db);
    const row = rows[0];
    const generation = Number(row?.n ?? 0);
    if (!row || generation === known) return { generation, keys: [] };
    // Every generation since `known` must have its row: a bump without one (pruned, or made by anything
    // but the triggers) could have changed any lookup.
    const complete = known > 0 && Number(row.logged) === generation - known;
    return { generation, keys: complete ? (row.keys ?? []) : undefined };
  }

  private async updated(
    accountId: string,
    values: Partial<Pick<Selectable<AccountsTable>, 'full_name' | 'website_google_tag' | 'website_google_tag_updated_on' | 'domain_name' | 'distribution_id' | 'distribution_domain'>>,
  ): Promise<Account | undefined> {
    const row = await this.db
      .updateTable('accounts')
      .set({ ...values, updated_on: new Date() })
      .where('account_id', '=', accountId)
      .returningAll()
      .executeTakeFirst();
    return row ? toAccount(row) : undefined;
  }
}

/** A row of `liveVersionRows()` as the site host reads it. */
function toLiveVersion(row: {
  account_id: string; website_slug: string | null; domain_name: string | null; website_url: string | null; subscription_status: string | null; subscription_tier: string;
  version: number; storage_key: string; etag: string; google_tag: string | null; published_on: Date; contact_form: boolean; language: string; compressed: boolean;
  suspended_on: Date | null; notices: unknown; second_language: string | null; second_etag: string | null;
}): LiveVersion {
  return {
    accountId: row.account_id,
    slug: row.website_slug,
    url: row.website_url,
    subscriptionStatus: row.subscription_status,
    subscriptionTier: row.subscription_tier,
    version: row.version,
    storageKey: row.storage_key,
    etag: row.etag,
    googleTag: row.google_tag,
    publishedOn: row.published_on,
    contactForm: row.contact_form,
    language: row.language,
    compressed: row.compressed,
    secondLanguage: row.second_language,
    secondEtag: row.second_etag,
    suspended: row.suspended_on !== null,
    domainName: row.domain_name,
    notices: readNoticeSchedule(row.notices),
  };
}

/** A stored notice schedule (jsonb: parsed by PostgreSQL's driver, text on some), or null when unusable. */
export function readNoticeSchedule(value: unknown): NoticeSchedule | null {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { timeZone, notices } = raw as { timeZone?: unknown; notices?: unknown };
  if (typeof timeZone !== 'string' || !Array.isArray(notices)) return null;
  const days = notices.map((n: { start?: unknown; end?: unknown } | null) => ({
    start: typeof n?.start === 'string' ? n.start : '',
    end: typeof n?.end === 'string' ? n.end : '',
  }));
  return { timeZone, notices: days };
}
