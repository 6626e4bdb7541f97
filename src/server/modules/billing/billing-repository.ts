import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccountRepository } from '../account/account-repository';
import type { ProviderSubscription } from './billing-provider';
import { currentSubscription, ONGOING_STATUSES, tierOf, UPGRADABLE_STATUSES } from './subscription-state';

type Db = Kysely<DB> | Transaction<DB>;

/** Billing's own tables; the account's subscription columns are derived here and written through the accounts repository. */
export class BillingRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly accounts: AccountRepository,
    private readonly provider: string,
    private readonly professionalPriceId: string,
  ) {}

  async customerOf(accountId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('billing_customers').select('customer_id').where('account_id', '=', accountId).executeTakeFirst();
    return row?.customer_id;
  }

  /** Keeps the first customer stored for the account; answers the one that is kept. */
  async saveCustomer(accountId: string, customerId: string): Promise<string> {
    await this.db
      .insertInto('billing_customers')
      .values({ account_id: accountId, customer_id: customerId, provider: this.provider })
      .onConflict((oc) => oc.column('account_id').doNothing())
      .execute();
    return (await this.customerOf(accountId)) ?? customerId;
  }

  async recordCheckoutSession(sessionId: string, accountId: string, priceId: string): Promise<void> {
    await this.db.insertInto('billing_checkout_sessions').values({ session_id: sessionId, account_id: accountId, provider: this.provider, price_id: priceId }).execute();
  }

  async isSessionOf(sessionId: string, accountId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('billing_checkout_sessions')
      .select('session_id')
      .where('session_id', '=', sessionId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The account's subscription that still runs (no second checkout while one does). */
  async ongoingSubscription(accountId: string) {
    return this.db
      .selectFrom('billing_subscriptions')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('status', 'in', ONGOING_STATUSES)
      .orderBy('created_on', 'desc')
      .executeTakeFirst();
  }

  /** The account's subscription in force, which an upgrade may change. */
  async upgradableSubscription(accountId: string) {
    return this.db
      .selectFrom('billing_subscriptions')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('status', 'in', UPGRADABLE_STATUSES)
      .orderBy('created_on', 'desc')
      .executeTakeFirst();
  }

  /** Every subscription of the account as last fetched, newest first (the operator console, issue 27). */
  async subscriptionsOf(accountId: string) {
    return this.db.selectFrom('billing_subscriptions').selectAll().where('account_id', '=', accountId).orderBy('created_on', 'desc').execute();
  }

  async isEventRecorded(eventId: string): Promise<boolean> {
    return (await this.db.selectFrom('billing_events').select('event_id').where('event_id', '=', eventId).executeTakeFirst()) !== undefined;
  }

  /** Records the event; false if it was already recorded (then the caller must not apply it again). */
  async recordEvent(trx: Db, event: { id: string; type: string; created: number }): Promise<boolean> {
    const row = await trx
      .insertInto('billing_events')
      .values({ event_id: event.id, type: event.type, event_created: new Date(event.created * 1000) })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .returning('event_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * Stores the provider's subscription as fetched at fetchedOn and derives the account's
   * subscription columns from all its subscriptions. A fetch older than the stored one is
   * ignored, so concurrent writers cannot roll the state back. Returns the account id, or
   * undefined when the customer is not one of ours.
   */
  async applySubscription(trx: Transaction<DB>, subscription: ProviderSubscription, fetchedOn: Date): Promise<string | undefined> {
    const customer = await trx.selectFrom('billing_customers').select('account_id').where('customer_id', '=', subscription.customerId).executeTakeFirst();
    if (!customer) return undefined;
    const accountId = customer.account_id;
    // One writer per account at a time: the derived columns below read all of its subscriptions.
    await this.accounts.lockForUpdate(trx, accountId);

    const stored = await trx.selectFrom('billing_subscriptions').select('fetched_on').where('subscription_id', '=', subscription.id).executeTakeFirst();
    if (stored && stored.fetched_on.getTime() > fetchedOn.getTime()) return accountId;
    const values = {
      account_id: accountId,
      customer_id: subscription.customerId,
      price_id: subscription.priceId,
      status: subscription.status,
      started_on: subscription.startedOn,
      created_on: subscription.createdOn,
      fetched_on: fetchedOn,
    };
    await trx
      .insertInto('billing_subscriptions')
      .values({ subscription_id: subscription.id, ...values })
      .onConflict((oc) => oc.column('subscription_id').doUpdateSet(values))
      .execute();

    const all = await trx.selectFrom('billing_subscriptions').selectAll().where('account_id', '=', accountId).execute();
    const current = currentSubscription(all);
    if (!current) return accountId;
    await this.accounts.setSubscription(trx, accountId, { status: current.status, tier: tierOf(current, this.professionalPriceId), startedOn: current.started_on });
    return accountId;
  }
}
