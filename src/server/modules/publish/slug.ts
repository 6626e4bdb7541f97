import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { SLUG_MAX, SLUG_RESERVED_MESSAGE, slugFormatProblem } from '../../../shared/domains';

/*
 * The default address of a published site (`{slug}` in SITE_URL_TEMPLATE): made from the company
 * name on first publish, unique across accounts, and kept afterwards even if the name changes,
 * so links people saved keep working.
 */

export { SLUG_MAX };

/** Names of our own paths and hosts; a company called "Admin" gets admin-2. */
export const RESERVED_SLUGS = new Set([
  'www', 'app', 'api', 'admin', 'administrator', 'media', 'assets', 'static', 'login', 'logout', 'signin', 'signup',
  'register', 'auth', 'account', 'accounts', 'settings', 'dashboard', 'billing', 'plans', 'checkout', 'support',
  'help', 'docs', 'status', 'health', 'ready', 'mail', 'email', 'smtp', 'ftp', 'cdn', 'dev', 'test', 'staging',
  'blog', 'sites', 'site', 'www1', 'www2', 'root', 'system', 'null', 'undefined', 'landing', 'example', 'editor',
  'website', 'privacypolicy', 'terms', 'robots', 'sitemap', 'favicon',
]);

/** Why an owner cannot choose `slug` as their address (format or reserved word; uniqueness is checked apart), or null. */
export function slugProblem(slug: string): string | null {
  return slugFormatProblem(slug) ?? (RESERVED_SLUGS.has(slug) ? SLUG_RESERVED_MESSAGE : null);
}

/** Letters that NFKD does not take apart into a base letter and accents. */
const TRANSLITERATIONS: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ł: 'l', ı: 'i', ŋ: 'ng', ħ: 'h', ĸ: 'k', ŧ: 't',
};

/** "Café Müller & Söhne GmbH" → "cafe-muller-and-sohne-gmbh": lower-case ASCII letters, digits and single hyphens. */
export function slugify(name: string): string {
  const ascii = name
    .toLowerCase()
    .replace(/[ßæœøđðþłıŋħĸŧ]/g, (c) => TRANSLITERATIONS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cut(ascii, SLUG_MAX) || 'site';
}

/** At most `max` characters, preferring to end at a word boundary, never with a hyphen. */
function cut(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const head = slug.slice(0, max);
  const lastHyphen = head.lastIndexOf('-');
  return (lastHyphen >= max / 2 ? head.slice(0, lastHyphen) : head).replace(/-+$/, '');
}

export function withSuffix(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${cut(base, SLUG_MAX - suffix.length)}${suffix}`;
}

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
