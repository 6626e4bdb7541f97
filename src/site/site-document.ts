import type { WebsiteContent } from '../shared/website';
import { siteColorVars } from './color';
import { imageSrc } from './safe-url';

export interface SiteDocumentOptions {
  /** renderToStaticMarkup(<SitePage website={...} />). */
  bodyHtml: string;
  website: WebsiteContent;
  /** Either a link to the hashed stylesheet or the stylesheet itself (previews, tests). */
  css: { href: string } | { inline: string };
  /** Either a link to the hashed script or the script itself; omit for no script. */
  js?: { href: string } | { inline: string };
  /** Absolute public URL of the page, for the canonical link and Open Graph. */
  canonicalUrl?: string;
  /** Trusted markup built by the server (e.g. the analytics tag). Never owner text. */
  extraHead?: string;
  lang?: string;
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
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= max ? oneLine : `${oneLine.slice(0, max - 1).trimEnd()}…`;
}

// A literal "</style" or "</script" would end the element early; the escaped forms mean the same.
function inlineStyle(css: string): string {
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}
function inlineScript(js: string): string {
  return `<script>${js.replace(/<\/script/gi, '<\\/script')}</script>`;
}

/** A complete HTML document around the rendered page, with the meta tags a small business needs. */
export function siteDocumentHtml(options: SiteDocumentOptions): string {
  const { website, css, js, canonicalUrl, extraHead = '', lang = 'en' } = options;
  const title = clip(website.companyName || website.headerTitle || 'Website', 120);
  const description = clip(website.companyDescription, 160);
  const image = imageSrc(website.backgroundImg) ?? imageSrc(website.logo);
  const themeColor = siteColorVars(
    { primary: website.primaryColor, secondary: website.secondaryColor },
    { heroHasImage: false },
  )['--ww-secondary'];
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    description && `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta name="theme-color" content="${escapeHtml(themeColor ?? '#000000')}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    description && `<meta property="og:description" content="${escapeHtml(description)}">`,
    image && `<meta property="og:image" content="${escapeHtml(image)}">`,
    canonicalUrl && `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    canonicalUrl && `<meta property="og:url" content="${escapeHtml(canonicalUrl)}">`,
    'href' in css ? `<link rel="stylesheet" href="${escapeHtml(css.href)}">` : inlineStyle(css.inline),
    // In <head> and not deferred on purpose: it is tiny and marks the page before first paint.
    js && ('href' in js ? `<script src="${escapeHtml(js.href)}"></script>` : inlineScript(js.inline)),
    extraHead,
  ]
    .filter(Boolean)
    .join('\n');
  return `<!doctype html>\n<html lang="${escapeHtml(lang)}">\n<head>\n${head}\n</head>\n<body>\n${options.bodyHtml}\n</body>\n</html>\n`;
}
