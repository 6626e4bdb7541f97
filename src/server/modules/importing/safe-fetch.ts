import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * Fetching a page an owner names, from our server, without letting the address reach anything but
 * the public internet: only http and https, at most 3 redirects (each checked again), a deadline for
 * the whole exchange, a cap on the bytes read, and no private, loopback, link-local or otherwise
 * special address — checked on the address actually connected to (the DNS answer, not the name), so
 * a name that resolves to 127.0.0.1 or a DNS rebinding trick gets nowhere.
 */

export class FetchRefused extends Error {}

export interface SafeFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Tests only: local fixture servers listen on loopback. */
  allowLoopback?: boolean;
  /** What a page must be (lowercase media types); anything else is refused. */
  accept?: readonly string[];
  /** Hosts the request (and every redirect) may go to; a redirect elsewhere is refused (reading a whole site never leaves it). */
  hosts?: readonly string[];
  /** The Accept header sent (defaults to HTML). */
  acceptHeader?: string;
}

export interface FetchedPage {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

export interface FetchedBytes {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

/** A redirect that would leave the site being read. */
export class LeftTheSite extends FetchRefused {}

/**
 * The address rule: only global unicast addresses may be fetched. ipaddr.js classifies an address
 * into its special-purpose range (the IANA IPv4 and IPv6 special-purpose registries: private,
 * loopback, link-local, carrier-grade NAT, documentation, benchmarking, multicast, reserved, the
 * IPv4-mapped, IPv4-translated, NAT64, 6to4, Teredo, ORCHID, AMT, AS112 ones …) or 'unicast' for
 * the rest; an IPv6 address must also lie in 2000::/3, the only block allocated for global unicast,
 * which refuses what the library has no name for (the deprecated IPv4-compatible ::a.b.c.d such as
 * ::7f00:1, 100:0:0:1::/64, anything unallocated). Ranges that carry an IPv4 address inside an IPv6
 * one (::ffff:0:0/96, 64:ff9b::/96, 2002::/16 …) are refused whole rather than judged by the IPv4
 * address they carry: a web page's address never needs them.
 */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/** Why an address may not be fetched, or undefined when it is a public one. */
export function addressProblem(address: string, allowLoopback = false): string | undefined {
  if (isIP(address) === 0) return 'not an IP address';
  const ip = ipaddr.parse(address);
  const range = ip.range();
  if (range === 'loopback') return allowLoopback ? undefined : 'a loopback address';
  if (range !== 'unicast') return 'a private or reserved address';
  if (ip.kind() === 'ipv6' && !ip.match(GLOBAL_UNICAST_V6)) return 'a private or reserved address';
  return undefined;
}

const REFUSED_ADDRESS = "That address points into a private network, so we can't read it. Use your website's public address.";

export function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      const bad = list.find((a) => addressProblem(a.address, allowLoopback) !== undefined);
      if (bad || list.length === 0) return callback(new FetchRefused(REFUSED_ADDRESS), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };
}

function checkUrl(raw: string, allowLoopback: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused('That is not a web address we can read. It should look like https://www.example.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('Only web addresses starting with http:// or https:// can be imported.');
  if (url.username || url.password) throw new FetchRefused('Web addresses with a user name or password cannot be imported.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && addressProblem(host, allowLoopback)) throw new FetchRefused(REFUSED_ADDRESS);
  if (!isIP(host) && (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) && !allowLoopback) {
    throw new FetchRefused(REFUSED_ADDRESS);
  }
  return url;
}

function describeBytes(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(0)} MB` : `${Math.round(n / 1024)} KB`;
}

type Resolved = Required<Omit<SafeFetchOptions, 'hosts'>> & { hosts: readonly string[] | undefined };

function getOnce(url: URL, signal: AbortSignal, opts: Resolved): Promise<{ status: number; location?: string; contentType: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'GET',
        signal,
        lookup: guardedLookup(opts.allowLoopback),
        headers: {
          'user-agent': 'WebsiteWorksImport/1.0 (+company details import requested by the site owner)',
          accept: opts.acceptHeader,
          'accept-encoding': 'identity',
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers['content-type'] ?? '').toLowerCase();
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ status, location: res.headers.location, contentType, body: Buffer.alloc(0) });
        }
        const announced = Number(res.headers['content-length'] ?? 0);
        if (announced > opts.maxBytes) {
          res.destroy();
          return reject(new FetchRefused(`That page is too large to read (${describeBytes(announced)}; we read pages up to ${describeBytes(opts.maxBytes)}).`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) {
            res.destroy();
            reject(new FetchRefused(`That page is too large to read (more than ${describeBytes(opts.maxBytes)}).`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** GETs a public web page within the limits above; throws FetchRefused with a message for the owner. */
export async function safeFetch(raw: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  const res = await safeFetchBytes(raw, options);
  return { ...res, body: res.body.toString('utf8') };
}

/** safeFetch's answer as bytes (an image, robots.txt, a sitemap). */
export async function safeFetchBytes(raw: string, options: SafeFetchOptions = {}): Promise<FetchedBytes> {
  const opts: Resolved = {
    timeoutMs: options.timeoutMs ?? 8000,
    maxBytes: options.maxBytes ?? 2 * 1024 * 1024,
    maxRedirects: options.maxRedirects ?? 3,
    allowLoopback: options.allowLoopback ?? false,
    accept: options.accept ?? ['text/html', 'application/xhtml+xml'],
    hosts: options.hosts,
    acceptHeader: options.acceptHeader ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  };
  const signal = AbortSignal.timeout(opts.timeoutMs);
  const onSite = (u: URL) => {
    if (opts.hosts && !opts.hosts.includes(u.host)) throw new LeftTheSite(`That page sends us to another website (${u.hostname}), so we did not follow it.`);
    return u;
  };
  let url = onSite(checkUrl(raw, opts.allowLoopback));
  for (let hop = 0; ; hop++) {
    let res;
    try {
      res = await getOnce(url, signal, opts);
    } catch (error) {
      if (error instanceof FetchRefused) throw error;
      if (signal.aborted) throw new FetchRefused(`That website did not answer within ${Math.round(opts.timeoutMs / 1000)} seconds. Check the address, or try again later.`);
      const code = (error as { code?: string }).code;
      if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') throw new FetchRefused(`We could not find ${url.hostname}. Check the address for typing mistakes.`);
      if ((error as Error).cause instanceof FetchRefused) throw (error as Error).cause as FetchRefused;
      throw new FetchRefused(`We could not connect to ${url.hostname}. Check the address, or try again later.`);
    }
    if (res.location !== undefined) {
      if (hop >= opts.maxRedirects) throw new FetchRefused(`That address sends us on too many times (more than ${opts.maxRedirects} redirects). Paste the address your browser ends up on.`);
      url = onSite(checkUrl(new URL(res.location, url).href, opts.allowLoopback));
      continue;
    }
    if (res.status >= 400) throw new FetchRefused(`That website answered with an error (${res.status}). Check the address and try again.`);
    const type = res.contentType.split(';')[0]!.trim();
    if (!opts.accept.includes(type)) throw new FetchRefused('That address is not a web page we can read (it is not HTML).');
    return { url: url.href, status: res.status, contentType: type, body: res.body };
  }
}
