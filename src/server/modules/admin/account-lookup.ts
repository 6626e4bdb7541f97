import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { AccountDetail, AccountSummary, SearchResult } from '../../../shared/admin-schema';
import { parseSiteUrlTemplate, type SiteAddressing, slugOfRequest } from '../../../shared/site-address';
import { isProfessional } from '../../../shared/account';
import { hasOperatorRole } from '../../auth/operator-role';
import type { DB } from '../../db/schema';
import { notFound } from '../../errors';
import { ADMIN_MESSAGES } from '../../../shared/admin';
import type { AccountRepository } from '../account/account-repository';
import type { Billing } from '../billing/create-billing';
import type { ReportRepository } from '../reports/report-repository';
import type { AuditLog } from './audit-log';

const SEARCH_LIMIT = 50;

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The host and the site address a typed address may name (`https://joes.example.com/x`, `joes.example.com`). */
function addressOf(query: string, addressing: SiteAddressing): { host: string | null; slug: string | null } {
  const text = query.trim().toLowerCase();
  if (!/[./]/.test(text) || /\s/.test(text) || text.includes('@')) return { host: null, slug: null };
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `http://${text}`);
    const host = url.hostname.replace(/\.$/, '');
    return { host, slug: slugOfRequest(addressing, host, url.pathname)?.slug ?? null };
  } catch {
    return { host: null, slug: null };
  }
}

/**
 * What the console reads about accounts (issue 27): the search (e-mail, company name, site address,
 * custom domain) and the account page (owner, plan and subscription, versions, domain, leads count,
 * recent sign-ins, reports, audit trail). Reads only; the audit entries for them are the routes'.
 */
export class AccountLookup {
  private readonly addressing: SiteAddressing;

  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      accounts: AccountRepository;
      billing: Billing;
      reports: ReportRepository;
      audit: AuditLog;
      siteUrlTemplate: string;
      log: Pick<FastifyBaseLogger, 'warn'>;
    },
  ) {
    this.addressing = parseSiteUrlTemplate(deps.siteUrlTemplate);
  }

  async search(query: string): Promise<SearchResult> {
    const q = query.trim();
    const pattern = `%${likeLiteral(q.toLowerCase())}%`;
    const { host, slug } = addressOf(q, this.addressing);
    const hosts = host ? [host, host.replace(/^www\./, '')] : [];
    const { rows } = await sql<{
      account_id: string;
      email: string;
      full_name: string | null;
      company_name: string | null;
      website_url: string | null;
      website_slug: string | null;
      domain_name: string | null;
      subscription_tier: string;
      subscription_status: string | null;
      suspended_on: Date | null;
      created_on: Date;
      old_slug_match: boolean;
    }>`
      select a.account_id, a.email, a.full_name, w.document ->> 'companyName' as company_name, a.website_url, a.website_slug,
        a.domain_name, a.subscription_tier, a.subscription_status, a.suspended_on, a.created_on,
        exists (select 1 from slug_redirects r where r.account_id = a.account_id and (r.old_slug like ${pattern} or r.old_slug = ${slug})) as old_slug_match
      from accounts a
      left join websites w on w.account_id = a.account_id
      where lower(a.email) like ${pattern}
        or lower(w.document ->> 'companyName') like ${pattern}
        or a.website_slug like ${pattern} or a.website_slug = ${slug} or lower(a.website_url) like ${pattern}
        or a.domain_name like ${pattern} or a.domain_name = any(${hosts}::text[])
        or exists (select 1 from slug_redirects r where r.account_id = a.account_id and (r.old_slug like ${pattern} or r.old_slug = ${slug}))
      order by (lower(a.email) = ${q.toLowerCase()} or a.domain_name = any(${hosts}::text[]) or a.website_slug = ${slug}) desc, a.created_on desc
      limit ${SEARCH_LIMIT + 1}`.execute(this.deps.db);
    const lower = q.toLowerCase();
    const accounts = rows.slice(0, SEARCH_LIMIT).map((row): AccountSummary => {
      const matched: string[] = [];
      if (row.email.toLowerCase().includes(lower)) matched.push('email');
      if (row.company_name?.toLowerCase().includes(lower)) matched.push('company');
      if ((row.website_slug && (row.website_slug.includes(lower) || row.website_slug === slug)) || row.website_url?.toLowerCase().includes(lower) || row.old_slug_match) matched.push('address');
      if (row.domain_name && (row.domain_name.includes(lower) || hosts.includes(row.domain_name))) matched.push('domain');
      return {
        accountId: row.account_id,
        email: row.email,
        fullName: row.full_name,
        companyName: row.company_name,
        siteUrl: row.website_url,
        domainName: row.domain_name,
        tier: row.subscription_tier,
        subscriptionStatus: row.subscription_status,
        suspended: row.suspended_on !== null,
        createdOn: new Date(row.created_on).toISOString(),
        matched,
      };
    });
    return { accounts, more: rows.length > SEARCH_LIMIT };
  }

  async detail(accountId: string): Promise<AccountDetail> {
    const { db, accounts, reports, audit } = this.deps;
    const account = await accounts.find(accountId);
    if (!account) throw notFound(ADMIN_MESSAGES.accountMissing);
    const [user, methods, website, versions, versionCount, leads, signIns, accountReports, trail, plan] = await Promise.all([
      sql<{ email_verified: boolean; role: string | null; created_at: Date }>`
        select "emailVerified" as email_verified, role, "createdAt" as created_at from auth_user where id = ${accountId}`.execute(db),
      sql<{ provider: string }>`select "providerId" as provider from auth_account where "userId" = ${accountId} order by "createdAt"`.execute(db),
      sql<{ company_name: string | null }>`select document ->> 'companyName' as company_name from websites where account_id = ${accountId}`.execute(db),
      db
        .selectFrom('website_versions')
        .select(['version', 'published_on', 'published_by', 'restored_from'])
        .where('account_id', '=', accountId)
        .orderBy('version', 'desc')
        .limit(10)
        .execute(),
      db.selectFrom('website_versions').select((eb) => eb.fn.countAll<string>().as('n')).where('account_id', '=', accountId).executeTakeFirst(),
      db.selectFrom('leads').select((eb) => eb.fn.countAll<string>().as('n')).where('account_id', '=', accountId).executeTakeFirst(),
      sql<{ created_at: Date; ip_address: string | null; user_agent: string | null; impersonated_by: string | null }>`
        select "createdAt" as created_at, "ipAddress" as ip_address, "userAgent" as user_agent, "impersonatedBy" as impersonated_by
        from auth_session where "userId" = ${accountId} order by "createdAt" desc limit 10`.execute(db),
      reports.list({ status: 'all', limit: 20, accountId }),
      audit.list({ limit: 20, accountId }),
      this.plan(accountId),
    ]);
    const owner = user.rows[0];
    return {
      owner: {
        accountId,
        email: account.email,
        fullName: account.fullName,
        createdOn: account.createdOn,
        emailConfirmed: owner?.email_verified ?? false,
        signInMethods: methods.rows.map((r) => (r.provider === 'credential' ? 'password' : r.provider)),
        operator: hasOperatorRole(owner?.role),
      },
      website: {
        companyName: website.rows[0]?.company_name ?? null,
        siteUrl: account.websiteUrl,
        liveVersion: account.websiteLastPublished ? account.websiteVersion : null,
        lastPublished: account.websiteLastPublished,
        lastPublishedBy: account.websiteLastPublishedBy,
        suspendedOn: account.websiteSuspendedOn,
        suspensionReason: account.websiteSuspensionReason,
      },
      domain: {
        name: account.domainName,
        state: !account.domainName ? 'none' : account.distributionId ? 'ready' : 'pending',
        served: !!account.domainName && !!account.distributionId && isProfessional(account) && !account.websiteSuspendedOn,
      },
      plan: { tier: account.subscriptionTier, status: account.subscriptionStatus, startedOn: account.subscriptionStartedOn, ...plan },
      versions: versions.map((v) => ({
        version: v.version,
        publishedOn: v.published_on.toISOString(),
        publishedBy: v.published_by,
        restoredFrom: v.restored_from,
        live: !!account.websiteLastPublished && v.version === account.websiteVersion,
      })),
      versionCount: Number(versionCount?.n ?? 0),
      leadsCount: Number(leads?.n ?? 0),
      signIns: signIns.rows.map((s) => ({
        at: new Date(s.created_at).toISOString(),
        ipAddress: s.ip_address,
        userAgent: s.user_agent,
        viewedByOperator: s.impersonated_by !== null,
      })),
      reports: accountReports.reports,
      audit: trail.entries,
    };
  }

  /** The account's subscriptions as stored, with what only the provider knows (period end, cancel at period end) and its invoices. */
  private async plan(accountId: string): Promise<Omit<AccountDetail['plan'], 'tier' | 'status' | 'startedOn'>> {
    const { billing } = this.deps;
    const [customerId, stored] = await Promise.all([billing.repository.customerOf(accountId), billing.repository.subscriptionsOf(accountId)]);
    let providerProblem: string | null = null;
    const live = new Map<string, { currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean }>();
    let invoices: AccountDetail['plan']['invoices'] = [];
    try {
      for (const s of stored.slice(0, 5)) {
        const found = await billing.provider.retrieveSubscription(s.subscription_id);
        if (found) live.set(s.subscription_id, { currentPeriodEnd: found.currentPeriodEnd?.toISOString() ?? null, cancelAtPeriodEnd: found.cancelAtPeriodEnd });
      }
      invoices = customerId ? (await billing.provider.listInvoices(customerId)).map(({ id, amountPaid, currency, status, createdOn }) => ({ id, amountPaid, currency, status, createdOn })) : [];
    } catch (error) {
      this.deps.log.warn({ err: error, accountId }, 'the payment provider could not be asked about an account');
      providerProblem = 'The payment provider could not be reached just now: what is shown is what Website Works last heard from it.';
    }
    return {
      provider: billing.provider.kind,
      customerId: customerId ?? null,
      subscriptions: stored.map((s) => ({
        subscriptionId: s.subscription_id,
        status: s.status,
        priceId: s.price_id,
        startedOn: s.started_on.toISOString(),
        currentPeriodEnd: live.get(s.subscription_id)?.currentPeriodEnd ?? null,
        cancelAtPeriodEnd: live.get(s.subscription_id)?.cancelAtPeriodEnd ?? null,
      })),
      invoices,
      providerProblem,
    };
  }
}
