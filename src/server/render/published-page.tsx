import { renderToStaticMarkup } from 'react-dom/server';
import { isEmail, type WebsiteContent } from '../../shared/website';
import { imageSrc, safeHref } from '../../site/safe-url';
import { escapeHtml, siteDocumentHtml } from '../../site/site-document';
import { SitePage } from '../../site/site-page';
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

/** JSON for a <script> data block: `<`, `>`, `&` and the JS line separators as \u escapes, so owner text cannot end the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A safe http(s) URL in its serialised form: characters such as '"' percent-encoded, as HTML wants in attributes. */
function normalUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).href;
  } catch {
    return undefined;
  }
}

/** schema.org LocalBusiness from the website's fields: only what the owner filled in. */
export function localBusinessJsonLd(website: WebsiteContent, url: string): Record<string, unknown> {
  const social = normalUrl(safeHref(website.socialUrl, ['http']));
  const logo = normalUrl(imageSrc(website.logo));
  const image = normalUrl(imageSrc(website.backgroundImg)) ?? logo;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: oneLine(website.companyName),
    url,
  };
  if (website.companyDescription.trim()) data.description = oneLine(website.companyDescription);
  if (website.phone.trim()) data.telephone = oneLine(website.phone);
  if (isEmail(website.email.trim())) data.email = website.email.trim();
  if (website.addressFreeForm.trim()) data.address = oneLine(website.addressFreeForm);
  if (logo) data.logo = logo;
  if (image) data.image = image;
  if (social) data.sameAs = [social];
  return data;
}

function clip(text: string, max: number): string {
  const line = oneLine(text);
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/**
 * React 19 writes resource hints for eager images (`<link rel="preload" as="image">`) at the start
 * of the markup; they belong in <head>, where the browser sees them before the stylesheet loads.
 */
function splitPreloads(markup: string): { preloads: string; body: string } {
  const match = /^(?:<link rel="preload"[^>]*>)+/.exec(markup);
  return match ? { preloads: match[0], body: markup.slice(match[0].length) } : { preloads: '', body: markup };
}

export function renderPublishedPage({ website, canonicalUrl, assets, creditHref, googleTag }: PublishedPageOptions): string {
  const { preloads, body: bodyHtml } = splitPreloads(renderToStaticMarkup(<SitePage website={website} creditHref={creditHref} />));
  const title = clip(website.companyName || website.headerTitle || 'Website', 120);
  const description = clip(website.companyDescription, 160);
  const logo = normalUrl(imageSrc(website.logo));
  const image = normalUrl(imageSrc(website.backgroundImg)) ?? logo;
  const extraHead = [
    preloads,
    logo && `<link rel="icon" href="${escapeHtml(logo)}">`,
    `<meta property="og:site_name" content="${escapeHtml(title)}">`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    description && `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    image && `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    `<script type="application/ld+json">${jsonForScript(localBusinessJsonLd(website, canonicalUrl))}</script>`,
    isGoogleTag(googleTag) && googleTagHead(googleTag),
  ]
    .filter(Boolean)
    .join('\n');
  return siteDocumentHtml({ bodyHtml, website, css: assets.css, js: assets.js, canonicalUrl, extraHead });
}
