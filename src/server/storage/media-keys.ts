import { randomBytes } from 'node:crypto';
import { IMAGE_TYPES, type ImageType } from '../../shared/image-types';

/*
 * Where uploads live: every owner's media sits under `u/<accountId>/`, and the server alone picks
 * the rest of the key, so no file name a browser sends can reach another owner's prefix.
 */

const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** A key the server could have made: exactly one owner segment and one safe file name. */
export const MEDIA_KEY_PATTERN = /^u\/([A-Za-z0-9_-]{1,128})\/([a-z0-9][a-z0-9_-]{0,80}\.(?:png|jpg|webp|gif))$/;

/**
 * A processed variant: `u/<accountId>/i/<32 hex of its SHA-256>.<format>`. Content-addressed, so
 * immutable: the same key always holds the same bytes (decision 0014).
 */
export const VARIANT_KEY_PATTERN = /^u\/([A-Za-z0-9_-]{1,128})\/i\/([0-9a-f]{32})\.(avif|webp|jpg|png)$/;

const VARIANT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** Where a variant of the upload `originalKey` with these bytes lives (under the same owner). */
export function variantKey(originalKey: string, hash: string, format: 'avif' | 'webp' | 'jpg' | 'png'): string {
  const owner = keyOwner(originalKey);
  if (!owner || !/^[0-9a-f]{32}$/.test(hash)) throw new Error(`cannot make a variant key for ${originalKey}`);
  return `u/${owner}/i/${hash}.${format}`;
}

/** The content type a variant key is served with. */
export function variantContentType(key: string): string | undefined {
  const match = VARIANT_KEY_PATTERN.exec(key);
  return match ? VARIANT_TYPES[match[3] as string] : undefined;
}

export function ownerPrefix(accountId: string): string {
  // Account ids come from better-auth; refuse anything that could bend the path rather than escape it.
  if (!SAFE_ID.test(accountId)) throw new Error(`unexpected account id format: ${accountId}`);
  return `u/${accountId}/`;
}

/** "../../My Logo (final).PNG" → "my-logo-final": letters, digits and dashes only. */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  const clean = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return clean || 'image';
}

export function newMediaKey(accountId: string, fileName: string, type: ImageType): string {
  return `${ownerPrefix(accountId)}${randomBytes(8).toString('hex')}-${sanitiseFileName(fileName)}.${IMAGE_TYPES[type]}`;
}

export function isMediaKey(key: string): boolean {
  return MEDIA_KEY_PATTERN.test(key);
}

export function keyOwner(key: string): string | undefined {
  return MEDIA_KEY_PATTERN.exec(key)?.[1];
}

export type MediaUrlCheck =
  | { kind: 'external' }
  | { kind: 'own'; key: string }
  | { kind: 'foreign' };

/**
 * A host name as a browser would reach it, for comparing hosts (issue 9): the WHATWG parser has
 * already lower-cased it, turned IDNA names into punycode and numeric IPv4 forms (2130706433,
 * 0x7f.1) into dotted ones; here trailing dots go ("localhost." is "localhost") and every name for
 * this machine (localhost, *.localhost, 127.0.0.0/8, ::1, IPv4-mapped 127.x, 0.0.0.0, ::) is one.
 */
export function normalisedHost(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.+$/, '');
  const loopback =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '0.0.0.0' ||
    host === '[::1]' ||
    host === '[::]' ||
    /^\[::ffff:(7f[0-9a-f]{2}:[0-9a-f]{1,4}|127\.\d+\.\d+\.\d+)\]$/.test(host);
  return loopback ? 'loopback' : host;
}

/**
 * The one rule for image links in a website, used by every check of one (saving, rendering):
 *  - a link into our own media must name a key under the owner's prefix, on our media origin;
 *  - any other link to our hosts (media, app) is refused, so a published page never makes
 *    visitors' browsers fetch app endpoints;
 *  - a link whose path is one of our media keys is refused on ANY other host (a custom domain, a
 *    DNS alias of ours): uploads are only ever referenced where we gave them out;
 *  - links to other http(s) hosts are the owner's business.
 * URLs are parsed and normalised first (scheme and port do not make one of our hosts someone
 * else's; "localhost.", 127.0.0.1 and [::1] are one host; dot segments and %2e tricks are
 * resolved, so "…/u/me/../them/x.png" counts as "them").
 */
export function checkMediaUrl(value: string, accountId: string, mediaBaseUrl: string, appUrl: string): MediaUrlCheck {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'external' }; // the shared schema has already refused non-URLs
  }
  const base = new URL(mediaBaseUrl);
  const host = normalisedHost(url.hostname);
  const ours = host === normalisedHost(base.hostname) || host === normalisedHost(new URL(appUrl).hostname);
  const key = mediaKeyIn(url.pathname, base.pathname);
  if (!ours) return key === undefined ? { kind: 'external' } : { kind: 'foreign' };
  if (url.search || url.hash || url.username || url.password || key === undefined) return { kind: 'foreign' };
  const onOurMediaOrigin = url.origin === base.origin || url.origin === new URL(appUrl).origin;
  return keyOwner(key) === accountId && onOurMediaOrigin ? { kind: 'own', key } : { kind: 'foreign' };
}

/** The media key a URL path names under the media base path, if it names one. */
function mediaKeyIn(pathname: string, basePath: string): string | undefined {
  if (!pathname.startsWith(basePath)) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(pathname.slice(basePath.length));
  } catch {
    return undefined;
  }
  return keyOwner(key) === undefined ? undefined : key;
}
