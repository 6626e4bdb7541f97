import { renderToStaticMarkup } from 'react-dom/server';
import type { WebsiteContent } from '../shared/website';
import { siteColorVars } from './color';
import { jsonForScript, localBusinessJsonLd, oneLine, shareImage } from './json-ld';
import { themeOf } from './site-model';
import type { SiteImageMap } from '../shared/site-images';
import { SiteImagesContext } from './site-image';
import { SitePage } from './site-page';
import { SiteDiallerContext } from './dialler';
import { dialHref } from './phone-numbers';
import { faviconHref } from './favicon';
import { siteLocale } from '../shared/locale';
import type { LanguageSwitch } from './site-header';

/*
 * The one place a published page's document is put together: the rendered template in <body>, and a
 * <head> with the meta tags a small business needs (title, description, canonical, favicon, Open Graph,
 * Twitter card, JSON-LD), the shared stylesheet and script, and trusted extras from the server.
 */

export interface SiteDocumentOptions {
  /** renderToStaticMarkup(<SitePage website={...} />), without the resource hints React put before it. */
  bodyHtml: string;
  website: WebsiteContent;
  /** Either a link to the hashed stylesheet or the stylesheet itself (previews, tests). */
  css: { href: string } | { inline: string };
  /** The theme's own stylesheet and the web fonts it preloads (none for 'classic'). */
  theme?: { css?: { href: string }; fonts: { href: string }[] };
  /** Either a link to the hashed script or the script itself; omit for no script. */
  js?: { href: string } | { inline: string };
  /** Absolute public URL of the page, for the canonical link, Open Graph and JSON-LD. */
  canonicalUrl?: string;
  /** `<link rel="preload">` hints for the page's eager images. */
  preloads?: string;
  /** Trusted markup built by the server (e.g. the analytics tag). Never owner text. */
  extraHead?: string;
  lang?: string;
  /** Processed images by the URL the document holds (decision 0014); others render as plain <img>. */
  images?: SiteImageMap;
  /** A two-language site's addresses (decision 0067): `<link rel="alternate" hreflang>` for each, x-default included. */
  alternates?: readonly { hreflang: string; href: string }[];
  /** The header's link to the page in the other language. */
  languageSwitch?: LanguageSwitch;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function clip(text: string, max: number): string {
  const line = oneLine(text);
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

// A literal "</style" or "</script" would end the element early; the escaped forms mean the same.
function inlineStyle(css: string): string {
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}
function inlineScript(js: string): string {
  return `<script>${js.replace(/<\/script/gi, '<\\/script')}</script>`;
}

const meta = (kind: 'name' | 'property', key: string, content: string | undefined) =>
  content ? `<meta ${kind}="${key}" content="${escapeHtml(content)}">` : '';

/**
 * The document's own image links (icon, Open Graph, JSON-LD) pointed at processed variants rather
 * than the uploads: the logo's smallest, the others' widest fallback (decision 0014).
 */
function withProcessedImages(website: WebsiteContent, images: SiteImageMap | undefined): WebsiteContent {
  if (!images) return website;
  const largest = (value: string) => images[value]?.widths.at(-1)?.url ?? value;
  return { ...website, logo: images[website.logo]?.widths[0]?.url ?? website.logo, backgroundImg: largest(website.backgroundImg) };
}

/** A complete HTML document around the rendered page. */
export function siteDocumentHtml(options: SiteDocumentOptions): string {
  const { css, js, canonicalUrl, preloads = '', extraHead = '' } = options;
  const website = withProcessedImages(options.website, options.images);
  // The page's language and country (en-GB): what screen readers, spell checkers and translators go by.
  const lang = options.lang ?? siteLocale(website);
  const title = clip(website.companyName || website.headerTitle || 'Website', 120);
  const description = clip(website.companyDescription, 160);
  const image = shareImage(website);
  const themeColor = siteColorVars({ primary: website.primaryColor, secondary: website.secondaryColor }, { heroHasImage: false })['--ww-secondary'];
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('name', 'theme-color', themeColor ?? '#000000'),
    canonicalUrl && `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    ...(options.alternates ?? []).map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`),
    `<link rel="icon" href="${escapeHtml(faviconHref(website, website.companyName.trim() || website.headerTitle.trim()))}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', title),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonicalUrl),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    preloads,
    // The theme's fonts load with the stylesheets, not after them (font-display: swap shows text meanwhile).
    ...(options.theme?.fonts ?? []).map((font) => `<link rel="preload" href="${escapeHtml(font.href)}" as="font" type="font/woff2" crossorigin>`),
    'href' in css ? `<link rel="stylesheet" href="${escapeHtml(css.href)}">` : inlineStyle(css.inline),
    options.theme?.css && `<link rel="stylesheet" href="${escapeHtml(options.theme.css.href)}">`,
    // In <head> and not deferred on purpose: it is tiny and marks the page before first paint.
    js && ('href' in js ? `<script src="${escapeHtml(js.href)}"></script>` : inlineScript(js.inline)),
    // Search engines' description of a page at a public address (previews have none).
    canonicalUrl && `<script type="application/ld+json">${jsonForScript(localBusinessJsonLd(website, canonicalUrl))}</script>`,
    extraHead,
  ]
    .filter(Boolean)
    .join('\n');
  return `<!doctype html>\n<html lang="${escapeHtml(lang)}" data-theme="${themeOf(website)}">\n<head>\n${head}\n</head>\n<body>\n${options.bodyHtml}\n</body>\n</html>\n`;
}

/**
 * React 19 writes resource hints for eager images (`<link rel="preload" as="image">`) at the start
 * of the markup; they belong in <head>, where the browser sees them before the stylesheet loads.
 */
function splitPreloads(markup: string): { preloads: string; body: string } {
  const match = /^(?:<link rel="preload"[^>]*>)+/.exec(markup);
  return match ? { preloads: match[0], body: markup.slice(match[0].length) } : { preloads: '', body: markup };
}

/** Renders the template for `website` and wraps it in its document. Pure: the same inputs give the same bytes. */
export function renderSiteDocument(options: Omit<SiteDocumentOptions, 'bodyHtml' | 'preloads'> & { creditHref: string }): string {
  const { creditHref, ...rest } = options;
  const { preloads, body } = splitPreloads(
    renderToStaticMarkup(
      <SiteDiallerContext.Provider value={dialHref}>
        <SiteImagesContext.Provider value={options.images ?? {}}>
          <SitePage website={options.website} creditHref={creditHref} languageSwitch={options.languageSwitch} />
        </SiteImagesContext.Provider>
      </SiteDiallerContext.Provider>,
    ),
  );
  return siteDocumentHtml({ ...rest, bodyHtml: body, preloads });
}
