import { NOT_FOUND_STYLE } from '../../sites/site-pages';

/**
 * What a custom domain shows while its account is not Professional (decision 0006): the domain stays
 * configured, the site stays reachable at its default address, and this page says so politely.
 * Uses the 404 page's style, so the same Content-Security-Policy covers it.
 */
export function domainUnavailablePage(): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<title>Website not available</title>',
    `<style>${NOT_FOUND_STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    '<h1>This website is not available at this address</h1>',
    '<p>The owner of this domain has not finished setting it up, or their plan no longer includes a custom domain. Please check back later.</p>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
