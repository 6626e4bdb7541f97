import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccountRepository } from '../account/account-repository';
import type { VersionStore } from './version-store';

/** What one pass did: versions newly marked as pruned, and versions whose stored objects were deleted. */
export interface PruneResult {
  marked: number;
  removed: number;
}

/** Versions marked as pruned whose stored objects are still to be deleted. */
export interface PendingRemoval {
  accountId: string;
  versions: { version: number; storageKey: string; secondLanguage?: string | null }[];
}

/**
 * Keeps a site's published versions bounded (decision 0027): the newest `keep` versions keep their
 * stored page and saved document and can be restored; older ones stay listed (number, date, publisher)
 * but are pruned. The live version is never pruned.
 *
 * Two steps, each safe to repeat and to run on two replicas at once:
 * 1. Under the account's row lock, one statement marks the versions beyond the retention (`pruned_on`),
 *    drops their documents, and names every marked version whose objects are still stored (these and
 *    any an interrupted prune left). A publish runs it in its own transaction (`markBeyond`), so the new
 *    version and the marks commit together; from then on those versions are listed as not restorable,
 *    and a restore waiting on the lock sees that before it reads any bytes.
 * 2. After the commit their objects are deleted from storage, then `objects_removed` is set
 *    (`removeObjects`). A crash between 1 and 2 leaves objects behind, found again by the next step 1
 *    (through the partial index of migration 0080), never a restorable version without them; deleting
 *    an object twice is harmless.
 */
export class VersionPruner {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly accounts: AccountRepository,
    private readonly versions: VersionStore,
    /** VERSION_RETENTION: how many of the newest versions keep their page. */
    readonly keep: number,
  ) {}

  /**
   * Step 1, inside a transaction that holds the account's lock and has made `live` the newest version:
   * marks every version more than `keep` below it; answers how many, and what is left to delete.
   */
  async markBeyond(trx: Kysely<DB>, accountId: string, live: number): Promise<{ marked: number; pending: PendingRemoval }> {
    // One round trip: the UPDATE's own rows, plus rows marked before whose objects remain (the second
    // SELECT sees the table as it was before this statement, so nothing is named twice).
    const { rows } = await sql<{ version: number; storage_key: string; second_language: string | null; marked_now: boolean }>`
      with marked as (
        update website_versions set pruned_on = now(), document = null
        where account_id = ${accountId} and version <= ${live - this.keep} and version <> ${live} and pruned_on is null
        returning version, storage_key, second_language
      )
      select version, storage_key, second_language, true as marked_now from marked
      union all
      select version, storage_key, second_language, false from website_versions
      where account_id = ${accountId} and pruned_on is not null and not objects_removed`.execute(trx);
    return {
      marked: rows.filter((r) => r.marked_now).length,
      pending: { accountId, versions: rows.map((r) => ({ version: r.version, storageKey: r.storage_key, secondLanguage: r.second_language })) },
    };
  }

  /** Step 2: deletes the stored objects of versions step 1 named, then records that they are gone. */
  async removeObjects({ accountId, versions }: PendingRemoval): Promise<number> {
    if (versions.length === 0) return 0;
    for (const version of versions) await this.versions.delete(version.storageKey, version.secondLanguage);
    await this.db
      .updateTable('website_versions')
      .set({ objects_removed: true })
      .where('account_id', '=', accountId)
      .where(
        'version',
        'in',
        versions.map((v) => v.version),
      )
      .execute();
    return versions.length;
  }

  /** Both steps for one account outside a publish (`npm run versions -- prune`, or after a lower retention). */
  async prune(accountId: string): Promise<PruneResult> {
    const step = await this.db.transaction().execute(async (trx) => {
      const account = await this.accounts.lockForUpdate(trx, accountId);
      // The live version is the newest (publish and restore add it as the next number).
      return account ? this.markBeyond(trx, accountId, account.websiteVersion) : undefined;
    });
    return { marked: step?.marked ?? 0, removed: step ? await this.removeObjects(step.pending) : 0 };
  }

  /** Every account with versions beyond the retention or pruned objects left behind (`npm run versions -- prune`). */
  async pruneAll(): Promise<PruneResult & { accounts: number }> {
    const candidates = await this.db
      .selectFrom('website_versions')
      .select('account_id')
      .groupBy('account_id')
      .having((eb) =>
        eb.or([
          eb(sql<number>`count(*) filter (where pruned_on is null)`, '>', this.keep),
          eb(sql<boolean>`bool_or(pruned_on is not null and not objects_removed)`, '=', true),
        ]),
      )
      .execute();
    const total = { marked: 0, removed: 0, accounts: candidates.length };
    for (const { account_id: accountId } of candidates) {
      const one = await this.prune(accountId);
      total.marked += one.marked;
      total.removed += one.removed;
    }
    return total;
  }

  /** How many versions a prune would mark, without changing anything (`--dry-run`). */
  async wouldMark(): Promise<number> {
    const rows = await this.db
      .selectFrom('website_versions as v')
      .select(sql<string>`count(*)`.as('n'))
      .where('v.pruned_on', 'is', null)
      .where(({ eb, selectFrom }) =>
        eb(
          'v.version',
          '<=',
          selectFrom('website_versions as n')
            .select(sql<number>`max(n.version) - ${this.keep}`.as('cutoff'))
            .whereRef('n.account_id', '=', 'v.account_id'),
        ),
      )
      .executeTakeFirst();
    return Number(rows?.n ?? 0);
  }
}
