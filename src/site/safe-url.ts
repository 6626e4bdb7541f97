import { DEFAULT_HERO_PATH, isStockImage } from '../shared/stock-images';
import { EMPTY_IMAGE, isCtaLink, isEmail, isHttpUrl } from '../shared/website';

/*
 * Every href and src the template writes goes through here. Content is validated when saved,
 * but the editor renders unsaved input live and old documents may predate a rule, so the
 * template checks again: a link that is not plainly safe is rendered as text, never as a link.
 */

export type LinkKind = 'http' | 'mailto' | 'tel';

export function safeHref(url: string | undefined | null, kinds: readonly LinkKind[]): string | undefined {
  if (typeof url !== 'string') return undefined;
  const value = url.trim();
  if (value === '') return undefined;
  if (kinds.includes('http')) {
    const href = httpHref(value);
    if (href !== undefined) return href;
  }
  if (kinds.includes('mailto') && value.startsWith('mailto:') && isCtaLink(value)) return value;
  if (kinds.includes('tel') && value.startsWith('tel:') && isCtaLink(value)) return value;
  return undefined;
}

/**
 * A web address as the URL parser serialises it (so a stray quote or space is percent-encoded as HTML
 * expects), or undefined when it is not one. Remembered: the editor's live page asks again for the same
 * few addresses (its pictures, its links) on every key (decision 0070, second addendum), and each answer
 * costs two parses. At most MAX_REMEMBERED addresses; the lot is forgotten when full.
 */
const MAX_REMEMBERED = 2_000;
const httpHrefs = new Map<string, string | null>();
function httpHref(value: string): string | undefined {
  let href = httpHrefs.get(value);
  if (href === undefined) {
    href = isHttpUrl(value) ? new URL(value).href : null;
    if (httpHrefs.size >= MAX_REMEMBERED) httpHrefs.clear();
    httpHrefs.set(value, href);
  }
  return href ?? undefined;
}

/** A mailto: link for a plain address; anything more (a "?bcc=" tail) is refused. */
export function mailtoHref(email: string): string | undefined {
  const address = email.trim();
  return isEmail(address) ? safeHref(`mailto:${address}`, ['mailto']) : undefined;
}

/**
 * A phone number as typed ("(555) 010-0199 ext. 4") becomes a dialable tel: link. The national trunk
 * prefix written in brackets after a country code ("+44 (0)1482 …") is not dialled from abroad, so it
 * goes. The published page reads numbers by their country's rules instead (phone-numbers.ts).
 */
export function telHref(phone: string): string | undefined {
  const typed = (phone.split(/(?:ext|x|#)/i)[0] ?? '').replace(/^(\s*\+\s*\d{1,3}[\s.-]*)\(\s*0\s*\)/, '$1');
  const digits = typed.replace(/[^0-9+]/g, '').replace(/(?!^)\+/g, '');
  if (digits.replace('+', '').length < 3) return undefined;
  return safeHref(`tel:${digits}`, ['tel']);
}

/** An image value ('empty' or a URL) as an img src, or undefined when there is no usable image. */
export function imageSrc(value: string | undefined | null): string | undefined {
  if (value === EMPTY_IMAGE) return undefined;
  // The product's own pictures: a fixed, root-relative path served by whatever host serves the page.
  if (isStockImage(value)) return value;
  return safeHref(value, ['http']);
}

/** The hero's picture: the owner's, else the product's default one (a page never opens on a flat slab of colour). */
export function heroImageSrc(website: { backgroundImg: string }): string {
  return imageSrc(website.backgroundImg) ?? DEFAULT_HERO_PATH;
}

/** An image as an absolute link (for og:image and JSON-LD, which must not be relative); the product's own pictures are left out. */
export function absoluteImageSrc(value: string | undefined | null): string | undefined {
  return isStockImage(value) ? undefined : imageSrc(value);
}

/** "https://www.facebook.com/acme/" shown as "facebook.com/acme". */
export function displayUrl(url: string): string {
  try {
    const u = new URL(url);
    const path = u.pathname === '/' ? '' : u.pathname.replace(/\/$/, '');
    return `${u.hostname.replace(/^www\./, '')}${path}`;
  } catch {
    return url;
  }
}
