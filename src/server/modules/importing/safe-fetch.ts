import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

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
}

export interface FetchedPage {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

const SPECIAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  SPECIAL.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  SPECIAL.addSubnet(net, prefix, 'ipv6');
}
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Why an address may not be fetched, or undefined when it is a public one. */
export function addressProblem(address: string, allowLoopback = false): string | undefined {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  let ip = address;
  let type: 'ipv4' | 'ipv6' = family === 4 ? 'ipv4' : 'ipv6';
  // IPv4-mapped IPv6 (::ffff:10.0.0.1) is the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) {
    ip = mapped[1]!;
    type = 'ipv4';
  }
  if (LOOPBACK.check(ip, type)) return allowLoopback ? undefined : 'a loopback address';
  if (SPECIAL.check(ip, type)) return 'a private or reserved address';
  return undefined;
}

const REFUSED_ADDRESS = "That address points into a private network, so we can't read it. Use your website's public address.";

function guardedLookup(allowLoopback: boolean): LookupFunction {
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

function getOnce(url: URL, signal: AbortSignal, opts: Required<SafeFetchOptions>): Promise<{ status: number; location?: string; contentType: string; body: Buffer }> {
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
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
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
  const opts: Required<SafeFetchOptions> = {
    timeoutMs: options.timeoutMs ?? 8000,
    maxBytes: options.maxBytes ?? 2 * 1024 * 1024,
    maxRedirects: options.maxRedirects ?? 3,
    allowLoopback: options.allowLoopback ?? false,
    accept: options.accept ?? ['text/html', 'application/xhtml+xml'],
  };
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let url = checkUrl(raw, opts.allowLoopback);
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
      url = checkUrl(new URL(res.location, url).href, opts.allowLoopback);
      continue;
    }
    if (res.status >= 400) throw new FetchRefused(`That website answered with an error (${res.status}). Check the address and try again.`);
    const type = res.contentType.split(';')[0]!.trim();
    if (!opts.accept.includes(type)) throw new FetchRefused('That address is not a web page we can read (it is not HTML).');
    return { url: url.href, status: res.status, contentType: type, body: res.body.toString('utf8') };
  }
}
