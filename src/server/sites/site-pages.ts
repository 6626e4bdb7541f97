import { NEUTRAL_ICON } from '../../site/favicon';
import { escapeHtml } from '../../site/site-document';

/*
 * The site host's own small documents: the friendly 404 page, the unavailable-domain page, robots.txt
 * and sitemap.xml.
 */

export const NOT_FOUND_STYLE =
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2328;background:#f6f7f9;display:grid;min-height:100vh;place-items:center;text-align:center}main{padding:2rem;max-width:32rem}h1{font-size:1.75rem;margin:0 0 .75rem}p{margin:0 0 1rem;line-height:1.6}a{color:#0b5cad}';

/** A page of the site host's own (not indexed): `style` is trusted markup for its <head>. */
export function hostPage(title: string, style: string, bodyHtml: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
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
export function plainPage(title: string, bodyHtml: string): string {
  return hostPage(title, `<style>${NOT_FOUND_STYLE}</style>`, `<main>\n${bodyHtml}\n</main>`);
}

export function notFoundPage(homeHref?: string): string {
  return plainPage(
    'Page not found',
    [
      '<h1>Page not found</h1>',
      '<p>There is no website at this address. It may not be published yet, or the address may be mistyped.</p>',
      ...(homeHref ? [`<p><a href="${escapeHtml(homeHref)}">Go to the home page</a></p>`] : []),
    ].join('\n'),
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

export function sitemapXml(siteUrl: string, lastModified: Date): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `<url><loc>${xmlEscape(siteUrl)}</loc><lastmod>${lastModified.toISOString()}</lastmod></url>\n` +
    '</urlset>\n'
  );
}
