import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Account } from '../../../shared/account';
import type { AccountsTable, DB } from '../../db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAccount(row: Selectable<AccountsTable>): Account {
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
  };
}

export class AccountRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async find(accountId: string): Promise<Account | undefined> {
    const row = await this.db.selectFrom('accounts').selectAll().where('account_id', '=', accountId).executeTakeFirst();
    return row ? toAccount(row) : undefined;
  }

  /**
   * The account of a signed-in user, created on first use. An empty name is filled from the sign-in
   * metadata (e.g. the name Google gave); a name the owner chose is never overwritten.
   */
  async ensure(accountId: string, email: string, metaFullName: string | undefined): Promise<Account> {
    await this.db
      .insertInto('accounts')
      .values({ account_id: accountId, email, full_name: metaFullName ?? null, updated_on: new Date() })
      .onConflict((oc) => oc.column('account_id').doNothing())
      .execute();
    const account = await this.find(accountId);
    if (!account) throw new Error(`account ${accountId} vanished after insert`);
    const fillName = metaFullName !== undefined && !account.fullName;
    if (account.email === email && !fillName) return account;
    const row = await this.db
      .updateTable('accounts')
      .set({ email, ...(fillName ? { full_name: metaFullName } : {}) })
      .where('account_id', '=', accountId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAccount(row);
  }

  async update(accountId: string, values: Pick<Updateable<AccountsTable>, 'full_name' | 'website_google_tag' | 'website_google_tag_updated_on'>): Promise<Account | undefined> {
    const row = await this.db
      .updateTable('accounts')
      .set({ ...values, updated_on: new Date() })
      .where('account_id', '=', accountId)
      .returningAll()
      .executeTakeFirst();
    return row ? toAccount(row) : undefined;
  }
}
