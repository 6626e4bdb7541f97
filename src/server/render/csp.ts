import { createHash } from 'node:crypto';

/*
 * The Content-Security-Policy of a published page: nothing but what the page needs. The page's
 * own stylesheet and script come from its own origin ('self', under /_ww/); owner images come
 * from the media origin or any https host, the initials icon from a data: link; the JSON-LD block is data, which CSP does not govern.
 * Colour variables sit in a style attribute on the page's root, hence 'unsafe-inline' for style
 * attributes only (style-src-attr); browsers without style-src-elem/-attr fall back to style-src.
 */

/** Google tag (gtag.js) hosts, allowed only on pages that carry the Professional plan's tag. */
export const GOOGLE_TAG_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
export const GOOGLE_TAG_CONNECT_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface PageCspOptions {
  /** Origin of uploaded media, e.g. http://localhost:3001. */
  mediaOrigin: string;
  /** Inline scripts the page carries (the Google tag bootstrap), allowed by hash. */
  inlineScripts?: string[];
  googleTag?: boolean;
  /** Inline <style> elements (the 404 page), allowed by hash. */
  inlineStyles?: string[];
  /** The page carries the contact form, which posts to the page's own origin. */
  formAction?: boolean;
}

export function pageCsp({ mediaOrigin, inlineScripts = [], googleTag = false, inlineStyles = [], formAction = false }: PageCspOptions): string {
  const scripts = ["'self'", ...inlineScripts.map(sha256Source), ...(googleTag ? GOOGLE_TAG_SCRIPT_HOSTS : [])];
  const styleElems = ["'self'", ...inlineStyles.map(sha256Source)];
  // data: for the page's icon, the company's initials drawn inline (site/favicon.ts): an image, never a script.
  const images = ["'self'", mediaOrigin, 'https:', ...(googleTag ? GOOGLE_TAG_CONNECT_HOSTS : []), 'data:'];
  const directives = [
    "default-src 'none'",
    `script-src ${scripts.join(' ')}`,
    `style-src ${[...styleElems, "'unsafe-inline'"].join(' ')}`,
    `style-src-elem ${styleElems.join(' ')}`,
    "style-src-attr 'unsafe-inline'",
    `img-src ${[...new Set(images)].join(' ')}`,
    // The theme's self-hosted web fonts (/_ww/site.<hash>.woff2).
    "font-src 'self'",
    // 'self': crawlers' audit tools (Lighthouse) read the site's robots.txt from within the page.
    `connect-src ${["'self'", ...(googleTag ? GOOGLE_TAG_CONNECT_HOSTS : [])].join(' ')}`,
    "base-uri 'none'",
    formAction ? "form-action 'self'" : "form-action 'none'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}
