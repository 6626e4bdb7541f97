import { NEUTRAL_ICON } from '../../site/favicon';
import { escapeHtml } from '../../site/site-document';
import { siteText } from '../../site/i18n';

/*
 * The site host's own small documents: the friendly 404 page, the unavailable-domain page, robots.txt
 * and sitemap.xml.
 */

export const NOT_FOUND_STYLE =
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2328;background:#f6f7f9;display:grid;min-height:100vh;place-items:center;text-align:center}main{padding:2rem;max-width:32rem}h1{font-size:1.75rem;margin:0 0 .75rem}p{margin:0 0 1rem;line-height:1.6}a{color:#0b5cad}';

/** A page of the site host's own (not indexed): `style` is trusted markup for its <head>. */
export function hostPage(title: string, style: string, bodyHtml: string, lang = 'en'): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    // Named, so a browser does not ask for a /favicon.ico the site host does not have.
    `<link rel="icon" href="${escapeHtml(NEUTRAL_ICON)}">`,
    style,
    '</head>',
    '<body>',
    bodyHtml,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** A small self-contained page of the site host (its only style is NOT_FOUND_STYLE, allowed by the CSP). */
export function plainPage(title: string, bodyHtml: string, lang = 'en'): string {
  return hostPage(title, `<style>${NOT_FOUND_STYLE}</style>`, `<main>\n${bodyHtml}\n</main>`, lang);
}

/** The 404 page: in the site's language when the site is known (decision 0062), else English. */
export function notFoundPage(homeHref?: string, language = 'en'): string {
  const text = siteText(language);
  return plainPage(
    text.t('notFound.title'),
    [
      `<h1>${escapeHtml(text.t('notFound.title'))}</h1>`,
      `<p>${escapeHtml(text.t('notFound.text'))}</p>`,
      ...(homeHref ? [`<p><a href="${escapeHtml(homeHref)}">${escapeHtml(text.t('notFound.home'))}</a></p>`] : []),
    ].join('\n'),
    text.language,
  );
}

/**
 * What a custom domain shows while its account is not Professional (decision 0006): the domain stays
 * configured, the site stays reachable at its default address, and this page says so politely.
 */
export function domainUnavailablePage(): string {
  return plainPage(
    'Website not available',
    '<h1>This website is not available at this address</h1>\n' +
      '<p>The owner of this domain has not finished setting it up, or their plan no longer includes a custom domain. Please check back later.</p>',
  );
}

/** What a suspended site's address and custom domain show (issue 27): neutral, with no reason and no owner named. */
export function suspendedPage(): string {
  return plainPage('This site is unavailable', '<h1>This site is unavailable</h1>\n<p>This website is not available at the moment.</p>');
}

export function robotsTxt(siteUrl: string | undefined): string {
  return `User-agent: *\nAllow: /\n${siteUrl ? `Sitemap: ${siteUrl}sitemap.xml\n` : ''}`;
}

const xmlEscape = (value: string) => escapeHtml(value).replace(/&#39;/g, '&apos;');

/**
 * The site's sitemap: its address, and on a two-language site (decision 0067) the second language's too,
 * each naming both as alternates (hreflang, as the pages do).
 */
export function sitemapXml(siteUrl: string, lastModified: Date, languages?: { main: string; second: string } | null): string {
  const lastmod = `<lastmod>${lastModified.toISOString()}</lastmod>`;
  if (!languages) {
    return (
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      `<url><loc>${xmlEscape(siteUrl)}</loc>${lastmod}</url>\n` +
      '</urlset>\n'
    );
  }
  const secondUrl = `${siteUrl}${languages.second}/`;
  const alternates =
    `<xhtml:link rel="alternate" hreflang="${xmlEscape(languages.main)}" href="${xmlEscape(siteUrl)}"/>` +
    `<xhtml:link rel="alternate" hreflang="${xmlEscape(languages.second)}" href="${xmlEscape(secondUrl)}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(siteUrl)}"/>`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `<url><loc>${xmlEscape(siteUrl)}</loc>${lastmod}${alternates}</url>\n` +
    `<url><loc>${xmlEscape(secondUrl)}</loc>${lastmod}${alternates}</url>\n` +
    '</urlset>\n'
  );
}
