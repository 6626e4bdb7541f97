import { plainPage } from '../../sites/site-pages';

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
