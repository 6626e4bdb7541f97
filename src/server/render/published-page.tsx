import type { WebsiteContent } from '../../shared/website';
import { renderSiteDocument } from '../../site/site-document';
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
  assets: { css: { href: string }; js: { href: string } };
  /** Where the "Created using Website Works" credit points. */
  creditHref: string;
  /** Professional plan analytics; the caller decides whether the account may have it. */
  googleTag?: string | null;
}

export function renderPublishedPage({ website, canonicalUrl, assets, creditHref, googleTag }: PublishedPageOptions): string {
  return renderSiteDocument({
    website,
    canonicalUrl,
    creditHref,
    css: assets.css,
    js: assets.js,
    extraHead: isGoogleTag(googleTag) ? googleTagHead(googleTag) : '',
  });
}
