import type { SiteImageMap } from '../../shared/site-images';
import type { WebsiteContent } from '../../shared/website';
import { renderSiteDocument } from '../../site/site-document';
import { themeOf } from '../../site/site-model';
import { googleTagHead, isGoogleTag } from './google-tag';

/*
 * The published page, rendered on the server from the saved website with the same template the
 * editor shows (DESIGN §6). Pure: the same inputs give the same bytes, which is what makes the
 * preview's hash mean something at publish time. Nothing here reads a request.
 */

export interface PublishedPageOptions {
  website: WebsiteContent;
  /** The page's public address (ends in '/'): canonical link, og:url, JSON-LD url. */
  canonicalUrl: string;
  /** Root-relative links to the shared stylesheet and script. */
  assets: { css: { href: string }; js: { href: string }; themes?: Record<string, { css?: { href: string }; fonts: { href: string }[] }> };
  /** Where the "Created using Website Works" credit points. */
  creditHref: string;
  /** Professional plan analytics; the caller decides whether the account may have it. */
  googleTag?: string | null;
  /** The page's processed images (decision 0014). */
  images?: SiteImageMap;
}

export function renderPublishedPage({ website, canonicalUrl, assets, creditHref, googleTag, images }: PublishedPageOptions): string {
  return renderSiteDocument({
    website,
    canonicalUrl,
    creditHref,
    images,
    css: assets.css,
    js: assets.js,
    theme: assets.themes?.[themeOf(website)],
    extraHead: isGoogleTag(googleTag) ? googleTagHead(googleTag) : '',
  });
}
