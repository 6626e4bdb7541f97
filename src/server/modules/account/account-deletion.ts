import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Storage } from '../../storage/storage';
import type { BillingProvider } from '../billing/billing-provider';
import { parseImage } from '../images/image-jobs';
import type { VersionStore } from '../publish/version-store';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- better-auth owns its tables' types
type AuthDb = Kysely<any>;

export interface AccountDeletionDeps {
  db: Kysely<DB>;
  storage: Storage;
  versions: VersionStore;
  billing: BillingProvider;
  /** Drops this replica's site lookups at once (other replicas follow the site generation within a second). */
  onSiteRemoved: () => void;
  /** Drops what this replica remembers about tokens (the user's sessions are gone). */
  onSignedOut: () => void;
  log: FastifyBaseLogger;
}

export const BILLING_CLOSE_FAILED =
  'We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again in a few minutes, or write to support.';

/**
 * "Delete my account" (issue 15): everything the product keeps of one account goes, in this order:
 *  1. the subscription is cancelled and the customer deleted at the payment provider (nothing is deleted
 *     when that fails, so a deleted account is never left paying);
 *  2. one transaction deletes every row of the account: the account row (whose delete cascades to the
 *     website, versions, uploads and their jobs, billing records, address redirects, leads, visitor counts
 *     and the domain token, and bumps the site generation, so every replica stops serving the site), the
 *     rows that name it without a foreign key (uploads and their image jobs, today's visitor hashes, rate
 *     counters, the token epoch), and
 *     better-auth's user, sign-in methods, sessions and pending links;
 *  3. the stored files (uploaded pictures with their variants, every published version's HTML) are removed.
 *     A file that cannot be removed is logged; no row points at it any more.
 */
export class AccountDeletion {
  constructor(private readonly deps: AccountDeletionDeps) {}

  async delete(accountId: string): Promise<void> {
    const { db, storage, versions, billing, log } = this.deps;
    const auth = db as unknown as AuthDb;
    const user = await auth.selectFrom('auth_user').select(['email']).where('id', '=', accountId).executeTakeFirst();
    const account = await db.selectFrom('accounts').select(['email']).where('account_id', '=', accountId).executeTakeFirst();
    const emails = [...new Set([user?.email as string | undefined, account?.email].filter((e): e is string => !!e))];

    const customer = await db.selectFrom('billing_customers').select('customer_id').where('account_id', '=', accountId).executeTakeFirst();
    if (customer) {
      try {
        await billing.closeCustomer(customer.customer_id);
      } catch (error) {
        log.error({ err: error, accountId }, 'account deletion: the payment provider could not close the customer');
        throw new HttpError(502, BILLING_CLOSE_FAILED);
      }
    }

    const stored = await db.transaction().execute(async (trx) => {
      // One writer per account (publishing, address changes and billing lock the same row).
      await trx.selectFrom('accounts').select('account_id').where('account_id', '=', accountId).forUpdate().executeTakeFirst();
      const uploads = await trx.selectFrom('media_uploads').select(['key', 'image', 'image_state']).where('account_id', '=', accountId).execute();
      const published = await trx.selectFrom('website_versions').select(['storage_key', 'second_language']).where('account_id', '=', accountId).execute();
      await trx.deleteFrom('accounts').where('account_id', '=', accountId).execute();
      // Tables that name the account without a foreign key to it (image_jobs follow media_uploads).
      await trx.deleteFrom('media_uploads').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('visitor_days').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('auth_token_epochs').where('user_id', '=', accountId).execute();
      // Issue 21: its devices, its undo links, when its sessions were last seen; the test provider's customer (closed above).
      await trx.deleteFrom('known_devices').where('user_id', '=', accountId).execute();
      await trx.deleteFrom('email_change_undo').where('user_id', '=', accountId).execute();
      await trx.deleteFrom('session_seen').where(sql<boolean>`session_id in (select id from auth_session where "userId" = ${accountId})`).execute();
      // Counters are keyed by the account id, its e-mail address (sign-in failures, e-mails sent) or "<id>:…".
      await trx
        .deleteFrom('rate_counters')
        .where((eb) => eb.or([eb('key', '=', accountId), eb(sql`starts_with(key, ${`${accountId}:`})`, '=', true), ...emails.map((e) => eb('key', '=', e))]))
        .execute();
      const authTrx = trx as unknown as AuthDb;
      // Pending links: password resets hold the user id; magic links hold the address in their value.
      await authTrx
        .deleteFrom('auth_verification')
        .where((eb) => eb.or([eb('value', '=', accountId), ...emails.map((e) => eb(sql`position(${e} in value)`, '>', 0))]))
        .execute();
      await authTrx.deleteFrom('auth_session').where('userId', '=', accountId).execute();
      await authTrx.deleteFrom('auth_account').where('userId', '=', accountId).execute();
      await authTrx.deleteFrom('auth_two_factor').where('userId', '=', accountId).execute();
      await authTrx.deleteFrom('auth_passkey').where('userId', '=', accountId).execute();
      await authTrx.deleteFrom('auth_user').where('id', '=', accountId).execute();
      const media = uploads.flatMap((u) => [u.key, ...(u.image_state === 'ready' && u.image ? parseImage(u.image).variants.map((v) => v.key) : [])]);
      return { media: [...new Set(media)], versions: published.map((v) => ({ key: v.storage_key, secondLanguage: v.second_language })) };
    });
    this.deps.onSiteRemoved();
    this.deps.onSignedOut();

    const removals = [...stored.media.map((key) => storage.delete(key)), ...stored.versions.map((v) => versions.delete(v.key, v.secondLanguage))];
    const failed = (await Promise.allSettled(removals)).filter((r) => r.status === 'rejected');
    if (failed.length > 0) log.error({ accountId, failed: failed.length }, 'account deletion: some stored files could not be removed');
  }
}
