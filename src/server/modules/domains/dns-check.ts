import { Resolver } from 'node:dns/promises';

/**
 * The DNS questions the check asks: node:dns in production; in tests an injected resolver
 * (AppOptions.dnsResolver), never reachable through configuration (decision 0017).
 */
export interface DomainResolver {
  resolveCname(hostname: string): Promise<string[]>;
  resolve4(hostname: string): Promise<string[]>;
  /** Each TXT record as its character strings (joined to one value by the check). */
  resolveTxt(hostname: string): Promise<string[][]>;
}

/** node:dns with a short timeout, so a slow name server cannot hold a request for long. */
export function systemResolver(): DomainResolver {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  return {
    resolveCname: (hostname) => resolver.resolveCname(hostname),
    resolve4: (hostname) => resolver.resolve4(hostname),
    resolveTxt: (hostname) => resolver.resolveTxt(hostname),
  };
}

export type DnsCheck =
  | { result: 'points'; via: 'cname' | 'a' }
  /** The answer is definite: the domain does not point at us (no records, or records elsewhere). */
  | { result: 'elsewhere'; found: string[] }
  /** No answer (timeout, server failure): nothing can be concluded. */
  | { result: 'unknown' };

/** "No such name" and "no records of that type" are answers; anything else means the question went unanswered. */
const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN', 'ENONAME']);

async function records(question: Promise<string[]>): Promise<string[] | undefined> {
  try {
    return (await question).map((r) => r.toLowerCase().replace(/\.$/, ''));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && NO_RECORDS.has(code) ? [] : undefined;
  }
}

/**
 * Whether `domain` points at `target`: a CNAME record equal to the target, or (an apex domain, or a
 * CNAME chain through another name) IPv4 addresses that are all the target's.
 */
export async function checkDomainDns(resolver: DomainResolver, domain: string, target: string): Promise<DnsCheck> {
  const cnames = await records(resolver.resolveCname(domain));
  if (cnames?.includes(target)) return { result: 'points', via: 'cname' };
  const [domainA, targetA] = await Promise.all([records(resolver.resolve4(domain)), records(resolver.resolve4(target))]);
  if (domainA && targetA && domainA.length > 0 && domainA.every((ip) => targetA.includes(ip))) return { result: 'points', via: 'a' };
  if (cnames === undefined || domainA === undefined || (targetA === undefined && domainA.length > 0)) return { result: 'unknown' };
  return { result: 'elsewhere', found: cnames.length > 0 ? cnames : domainA };
}

export type TxtCheck = { result: 'found' } | { result: 'missing'; found: string[] } | { result: 'unknown' };

/** Whether the TXT record `name` holds `token` (one of its values, surrounding space ignored). */
export async function checkDomainTxt(resolver: DomainResolver, name: string, token: string): Promise<TxtCheck> {
  let values: string[];
  try {
    values = (await resolver.resolveTxt(name)).map((chunks) => chunks.join('').trim());
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && NO_RECORDS.has(code)) return { result: 'missing', found: [] };
    return { result: 'unknown' };
  }
  return values.includes(token) ? { result: 'found' } : { result: 'missing', found: values };
}
