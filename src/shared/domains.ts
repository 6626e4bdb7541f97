import { ownerText } from './i18n/owner-text';
/*
 * Custom addresses (Professional): the website's own slug in the default URL and a custom domain.
 * Plain constants and checks shared by the server and the client (no zod here: the client imports it).
 * The slug's own rules live with the address template, in site-address.ts.
 */

export const DOMAIN_MAX = 253;

export const SLUG_PROFESSIONAL_MESSAGE = ownerText('domains.changingYourWebsiteAddress');
export const DOMAIN_PROFESSIONAL_MESSAGE = ownerText('domains.aCustomDomainIs');
export const SLUG_TAKEN_MESSAGE = ownerText('domains.thatAddressIsTaken');
export const DOMAIN_TAKEN_MESSAGE = ownerText('domains.thatDomainIsAlready');

/** "  WWW.Example.COM. " → "www.example.com": what a domain name is stored and compared as. */
export function normaliseDomainName(input: string): string {
  return input.trim().toLowerCase().replace(/\.$/, '');
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Names that never reach the public internet (RFC 2606, 6761, 6762 and common private suffixes). */
const PRIVATE_SUFFIXES = ['localhost', 'local', 'internal', 'test', 'invalid', 'example', 'arpa', 'home', 'lan', 'intranet', 'corp', 'onion'];

/**
 * Why a (normalised) domain name is not a public host name such as www.example.com, or null.
 * No scheme, path, port, IP address, single-label or private names.
 */
export function domainNameProblem(name: string): string | null {
  if (name === '') return ownerText('domains.enterYourDomainLike');
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(name) || name.includes('/')) return ownerText('domains.enterOnlyTheDomain');
  if (/^\[?[0-9a-f]*:[0-9a-f]*:[0-9a-f:.]*\]?$/.test(name)) return ownerText('domains.enterADomainName');
  if (name.includes(':')) return ownerText('domains.enterOnlyTheDomain2');
  if (name.length > DOMAIN_MAX) return ownerText('domains.domainTooLong', { maximum: String(DOMAIN_MAX) });
  const labels = name.split('.');
  if (labels.length < 2) return ownerText('domains.enterAFullDomain');
  if (!labels.every((label) => LABEL.test(label))) {
    return ownerText('domains.aDomainHasParts');
  }
  const tld = labels[labels.length - 1] as string;
  if (/^\d+$/.test(tld)) return ownerText('domains.enterADomainName');
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return ownerText('domains.theDomainMustEnd');
  if (PRIVATE_SUFFIXES.includes(tld)) return ownerText('domains.enterAPublicDomain');
  return null;
}

/** spec §4: 'Pending setup' until both a distribution id and a domain name exist, then 'Ready to use'. */
export function domainReady(account: { domainName: string | null; distributionId: string | null }): boolean {
  return !!account.domainName && !!account.distributionId;
}

/** The TXT record that proves an account controls a custom domain: `_websiteworks.<domain>`, holding the account's token. */
export const DOMAIN_TXT_LABEL = '_websiteworks';
export function domainTxtName(domain: string): string {
  return `${DOMAIN_TXT_LABEL}.${domain}`;
}
