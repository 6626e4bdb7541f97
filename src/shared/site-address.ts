/*
 * A published site's public address (SITE_URL_TEMPLATE) and the rules for the slug in it. The
 * template holds `{slug}` once: as the last path segment (`http://localhost:3001/{slug}/`) or as
 * the first label of the host name (`https://{slug}.sites.example.com/`). Plain functions, no zod:
 * the client imports this file.
 */

/** The shortest address name an owner may choose; names made from a company name may be shorter. */
export const SLUG_MIN = 3;
/** The longest slug of any kind. */
export const SLUG_MAX = 50;

export const SLUG_RESERVED_MESSAGE = 'That address is reserved. Please choose another.';

/** Lower-case letters, digits and hyphens, not starting or ending with a hyphen. */
const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Names of our own paths and hosts; a company called "Admin" gets admin-2. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'www', 'app', 'api', 'admin', 'administrator', 'media', 'assets', 'static', 'login', 'logout', 'signin', 'signup',
  'register', 'auth', 'account', 'accounts', 'settings', 'dashboard', 'billing', 'plans', 'checkout', 'support',
  'help', 'docs', 'status', 'health', 'ready', 'mail', 'email', 'smtp', 'ftp', 'cdn', 'dev', 'test', 'staging',
  'blog', 'sites', 'site', 'www1', 'www2', 'root', 'system', 'null', 'undefined', 'landing', 'example', 'editor',
  'website', 'privacypolicy', 'terms', 'robots', 'sitemap', 'favicon',
]);

/** Whether `value` can be any site's slug, including a short one made from a company name ("A1 Cars" → "a1-cars", "Q" → "q"). */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
}

/** Why an owner cannot choose `slug` (format only; reserved words and uniqueness are the server's), or null. */
export function slugFormatProblem(slug: string): string | null {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX) return `Use ${SLUG_MIN} to ${SLUG_MAX} characters.`;
  if (!/^[a-z0-9-]+$/.test(slug)) return 'Use only lower-case letters a–z, digits and hyphens.';
  if (!SLUG_PATTERN.test(slug)) return 'The address cannot start or end with a hyphen.';
  return null;
}

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

/** The n-th candidate for a base slug: base, base-2, base-3 … (shortening the base to stay within SLUG_MAX). */
export function withSuffix(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${cut(base, SLUG_MAX - suffix.length)}${suffix}`;
}

const PLACEHOLDER = '{slug}';
/** What `{slug}` is replaced with to read the template as a URL (a valid host label). */
const MARKER = 'slug-placeholder';

/** Where the slug sits in SITE_URL_TEMPLATE, read once. */
export type SiteAddressing =
  /** `http://localhost:3001/{slug}/`: prefix is the path before the slug ('/'). */
  | { kind: 'path'; origin: string; hostname: string; prefix: string }
  /** `https://{slug}.sites.example.com/`: suffix is the host name after the slug ('.sites.example.com'). */
  | { kind: 'host'; protocol: string; suffix: string; port: string };

/**
 * Why `template` cannot be SITE_URL_TEMPLATE, or undefined when fine: `{slug}` must appear exactly
 * once, either as the whole first label of the host name or as the last path segment; the URL must
 * be http(s) without query or fragment.
 */
export function siteUrlTemplateProblem(template: string): string | undefined {
  if ((template.match(/\{slug\}/g) ?? []).length !== 1) return 'must contain {slug} exactly once';
  let url: URL;
  try {
    url = new URL(template.replace(PLACEHOLDER, MARKER));
  } catch {
    return 'must be an absolute http(s) URL such as http://localhost:3001/{slug}/';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http(s) URL';
  if (url.search || url.hash || url.username || url.password) return 'must not have a query, fragment or credentials';
  const inHost = url.hostname.split('.')[0] === MARKER && url.hostname.includes('.');
  const inPath = url.pathname.endsWith(`/${MARKER}/`);
  if (!inHost && !inPath) return 'must use {slug} as the first label of the host name or as the last path segment';
  if (inHost && url.pathname !== '/') return 'with {slug} in the host name must have no path';
  return undefined;
}

/** Reads a template that siteUrlTemplateProblem accepted. */
export function parseSiteUrlTemplate(template: string): SiteAddressing {
  const url = new URL(template.replace(PLACEHOLDER, MARKER));
  if (url.hostname.startsWith(`${MARKER}.`)) {
    return { kind: 'host', protocol: url.protocol, suffix: url.hostname.slice(MARKER.length), port: url.port };
  }
  return { kind: 'path', origin: url.origin, hostname: url.hostname, prefix: url.pathname.slice(0, -`${MARKER}/`.length) };
}

/** The public address of the site with this slug. */
export function siteUrl(template: string, slug: string): string {
  return template.replace(PLACEHOLDER, slug);
}

/**
 * The template a site's address was made from, read back from the address and its slug (the
 * browser knows the address, not SITE_URL_TEMPLATE); undefined when the slug is not in it.
 */
export function siteUrlTemplateOf(url: string, slug: string): string | undefined {
  const inPath = url.lastIndexOf(`/${slug}/`);
  if (inPath !== -1) return `${url.slice(0, inPath)}/${PLACEHOLDER}/${url.slice(inPath + slug.length + 2)}`;
  const inHost = url.indexOf(`//${slug}.`);
  if (inHost !== -1) return `${url.slice(0, inHost)}//${PLACEHOLDER}.${url.slice(inHost + slug.length + 3)}`;
  return undefined;
}

/** The host name the sites are served under (without the `{slug}.` label): the default CNAME target, one of our own names. */
export function sitesHostname(addressing: SiteAddressing): string {
  return addressing.kind === 'path' ? addressing.hostname : addressing.suffix.slice(1);
}

/**
 * Where a request on the site host names a slug: the first host label (host addresses, when the
 * host name is under the sites' one) or the first path segment (path addresses, whatever the
 * host). `slug` is null when the name there cannot be a slug; `rest` is the path inside the site
 * ('' or starting with '/'). Undefined when the request names no slug at all.
 */
export function slugOfRequest(addressing: SiteAddressing, hostname: string, pathname: string): { slug: string | null; rest: string } | undefined {
  if (addressing.kind === 'host') {
    if (!hostname.endsWith(addressing.suffix)) return undefined;
    const label = hostname.slice(0, -addressing.suffix.length);
    return { slug: isSlug(label) ? label : null, rest: pathname };
  }
  if (!pathname.startsWith(addressing.prefix)) return undefined;
  const inside = pathname.slice(addressing.prefix.length);
  const slash = inside.indexOf('/');
  const segment = slash === -1 ? inside : inside.slice(0, slash);
  return { slug: isSlug(segment) ? segment : null, rest: slash === -1 ? '' : inside.slice(slash) };
}
