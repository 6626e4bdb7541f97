import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccountRepository } from '../account/account-repository';
import { RESERVED_SLUGS, slugify, withSuffix } from '../../../shared/site-address';

/*
 * The default address of a published site (`{slug}` in SITE_URL_TEMPLATE): made from the company
 * name on first publish, unique across accounts, and kept afterwards even if the name changes,
 * so links people saved keep working.
 */

/**
 * The first free slug for this name: the base, else base-2, base-3 … A reserved base counts as
 * taken, and so does an address another account moved away from (it keeps redirecting there). Two accounts racing for one slug are settled by the unique index on accounts.website_slug
 * (the loser's transaction fails and is retried, then sees the winner's slug).
 */
export async function chooseSlug(accounts: AccountRepository, db: Kysely<DB>, companyName: string, accountId: string): Promise<string> {
  const base = slugify(companyName);
  // Suffixed candidates may shorten the base; every one starts with its first 20 characters.
  const taken = await accounts.slugsLike(db, base.slice(0, 20), accountId);
  for (let n = 1; ; n++) {
    const candidate = withSuffix(base, n);
    if (!taken.has(candidate) && !RESERVED_SLUGS.has(candidate)) return candidate;
  }
}
