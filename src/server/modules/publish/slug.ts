import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { RESERVED_SLUGS, slugify, withSuffix } from '../../../shared/site-address';

/*
 * The default address of a published site (`{slug}` in SITE_URL_TEMPLATE): made from the company
 * name on first publish, unique across accounts, and kept afterwards even if the name changes,
 * so links people saved keep working.
 */

/**
 * The first free slug for this name: the base, else base-2, base-3 … A reserved base counts as
 * taken. Two accounts racing for one slug are settled by the unique index on accounts.website_slug
 * (the loser's transaction fails and is retried, then sees the winner's slug).
 */
export async function chooseSlug(db: Kysely<DB>, companyName: string, accountId: string): Promise<string> {
  const base = slugify(companyName);
  const rows = await db
    .selectFrom('accounts')
    .select('website_slug')
    .where('account_id', '!=', accountId)
    // Suffixed candidates may shorten the base; every one starts with its first 20 characters
    // (slugs hold only a-z, 0-9 and '-', so nothing in the pattern is a LIKE wildcard).
    .where('website_slug', 'like', `${base.slice(0, 20)}%`)
    .execute();
  // An address an account moved away from keeps redirecting to it, so it stays that account's.
  const redirects = await db
    .selectFrom('slug_redirects')
    .select('old_slug')
    .where('account_id', '!=', accountId)
    .where('old_slug', 'like', `${base.slice(0, 20)}%`)
    .execute();
  const taken = new Set([...rows.map((r) => r.website_slug), ...redirects.map((r) => r.old_slug)]);
  for (let n = 1; ; n++) {
    const candidate = withSuffix(base, n);
    if (!taken.has(candidate) && !RESERVED_SLUGS.has(candidate)) return candidate;
  }
}
