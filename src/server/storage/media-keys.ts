import { randomBytes } from 'node:crypto';
import { IMAGE_TYPES, type ImageType } from '../../shared/image-types';

/*
 * Where uploads live: every owner's media sits under `u/<accountId>/`, and the server alone picks
 * the rest of the key, so no file name a browser sends can reach another owner's prefix.
 */

const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** A key the server could have made: exactly one owner segment and one safe file name. */
export const MEDIA_KEY_PATTERN = /^u\/([A-Za-z0-9_-]{1,128})\/([a-z0-9][a-z0-9_-]{0,80}\.(?:png|jpg|webp|gif))$/;

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
 * The rule for image links in a website: a link into our own media must be a key under the
 * owner's prefix; any other link on our origins (media or app) is refused, so a published page
 * can never make visitors' browsers fetch app endpoints; links to other http(s) hosts are the
 * owner's business. URLs are compared after the WHATWG parser has resolved dot segments and
 * %2e tricks, so "…/u/me/../them/x.png" counts as "them".
 */
export function checkMediaUrl(value: string, accountId: string, mediaBaseUrl: string, appUrl: string): MediaUrlCheck {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'external' }; // the shared schema has already refused non-URLs
  }
  const base = new URL(mediaBaseUrl);
  const ours = url.origin === base.origin || url.origin === new URL(appUrl).origin;
  if (!ours) return { kind: 'external' };
  if (url.search || url.hash || url.username || url.password || !url.pathname.startsWith(base.pathname)) return { kind: 'foreign' };
  let key: string;
  try {
    key = decodeURIComponent(url.pathname.slice(base.pathname.length));
  } catch {
    return { kind: 'foreign' };
  }
  return keyOwner(key) === accountId ? { kind: 'own', key } : { kind: 'foreign' };
}
