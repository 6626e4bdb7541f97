import { hash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { CLICK_BEACON_WORDS } from '../../shared/contact-form';
import ipaddr from 'ipaddr.js';
import { type AnalyticsRepository, type Click, type Device, utcDay, type VisitorBatchEntry } from '../modules/analytics/analytics-repository';

/** One visitor of one site on one day, as seen since the last flush. The address is held only until then. */
interface PendingVisitor {
  accountId: string;
  day: string;
  /** The visitor's address as counted (addressKey). */
  address: string;
  pageViews: number;
  /** Null until the first click beacon (most visitors send none). */
  clicks: Record<Click, number> | null;
  referrer: string | null;
  device: Device;
}

/**
 * What counts as one visitor's address (issue 21): an IPv4 address, or the /64 network of an IPv6
 * one (a household's or a phone's, whose own address changes every few hours and is one of 2^64).
 * The user agent plays no part: 1,000 user agents from one address are one visitor.
 */
export function addressKey(ip: string): string {
  return remembered(addressKeys, 10_000, ip, parseAddressKey);
}

/** addressKey's answers, remembered: a page view's address is usually one seen a moment ago (parsing it was 2–3 µs a view). */
const addressKeys = new Map<string, string>();

/** `compute(key)`, answered from `cache` when it was asked before; the cache is emptied once it holds `limit` answers. */
function remembered<T>(cache: Map<string, T>, limit: number, key: string, compute: (key: string) => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = compute(key);
    if (cache.size >= limit) cache.clear();
    cache.set(key, value);
  }
  return value;
}

function parseAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${(address as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16)).join(':')}::/64`;
}

export interface VisitCounterOptions {
  /** How often buffered counts are written (ms). */
  flushIntervalMs?: number;
  /** Write at once when this many visitors are waiting (default 20,000: about 8 MB). */
  maxPending?: number;
  clock?: () => Date;
}

const noClicks = (): Record<Click, number> => ({ cta: 0, phone: 0, email: 0, whatsapp: 0, directions: 0, book: 0, quote: 0 });
const NO_CLICKS: Readonly<Record<Click, number>> = Object.freeze(noClicks());

/** After midnight (UTC), how long yesterday's salt is kept for visits still buffered by other replicas. */
const SALT_GRACE_MS = 10 * 60_000;
/** Buffers that could not be written are kept, up to this many visitors (then the oldest are dropped). */
const MAX_KEPT = 50_000;
const DEFAULT_MAX_PENDING = 20_000;
/** Visitors per statement: on PGlite about 50–100 ms of the server's thread each. */
const WRITE_CHUNK = 2000;

/** A user agent's answer from isbot, remembered: a busy site sees the same few agents over and over. */
const botCache = new Map<string, boolean>();
function isBot(userAgent: string): boolean {
  return remembered(botCache, 5000, userAgent, isbot);
}

export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** The referring site's host name (without www.), or null for none, a link within the same host, or junk. */
export function referrerHost(referer: string | undefined, ownHostname: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    const host = url.hostname.toLowerCase().replace(/\.$/, '');
    if (!host || host === ownHostname || (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'android-app:')) return null;
    return host.replace(/^www\./, '').slice(0, 253);
  } catch {
    return null;
  }
}

/** A page load the browser only guessed the visitor might want (link prefetch, prerender). */
function isPrefetch(request: FastifyRequest): boolean {
  const h = request.headers;
  return /prefetch|prerender/i.test(String(h['sec-purpose'] ?? h.purpose ?? h['x-purpose'] ?? h['x-moz'] ?? ''));
}

/**
 * Counts visitors in the site host from its own requests: no cookie, no script (DESIGN §2). A page
 * view is a GET of a live page answered 200 or 304 that is not a prefetch and not from a crawler
 * (isbot); a visitor is a hash of the day's salt, the site and the address (addressKey: an IPv6
 * visitor's /64), whatever the user agent, so the same person counts once a day and anew the next, and
 * no address is ever written down. Counts wait in memory and are written in batches (every few
 * seconds, when many wait, and at shutdown), one statement per batch, so serving a page never waits
 * for the database.
 */
export class VisitCounter {
  private visitors = new Map<string, PendingVisitor>();
  private readonly salts = new Map<string, string>();
  private flushing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private forgottenBefore = '';
  private readonly clock: () => Date;
  private readonly maxPending: number;
  private todayCache = { dayNumber: NaN, day: '' };

  constructor(
    private readonly analytics: AnalyticsRepository,
    private readonly log: FastifyBaseLogger,
    private readonly options: VisitCounterOptions = {},
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.maxPending = options.maxPending ?? DEFAULT_MAX_PENDING;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.options.flushIntervalMs ?? 5000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** The current UTC day, formatted once per day rather than once per page view. */
  private today(): string {
    const now = this.clock().getTime();
    const dayNumber = Math.floor(now / 86_400_000);
    if (dayNumber !== this.todayCache.dayNumber) this.todayCache = { dayNumber, day: utcDay(new Date(now)) };
    return this.todayCache.day;
  }

  /** Called for every answered GET of a live page. Cheap: no I/O here. */
  pageView(request: FastifyRequest, accountId: string, hostname: string): void {
    if (request.method !== 'GET' || isPrefetch(request)) return;
    const userAgent = request.headers['user-agent'];
    if (!userAgent || isBot(userAgent)) return;
    const visitor = this.visitorOf(accountId, request.ip, userAgent);
    if (visitor.pageViews === 0) visitor.referrer = referrerHost(request.headers.referer, hostname);
    visitor.pageViews += 1;
  }

  /** The visitor of this address today, as pending since the last flush (made on first sight, with the device of its first user agent). */
  private visitorOf(accountId: string, ip: string, userAgent: string): PendingVisitor {
    const day = this.today();
    const address = addressKey(ip);
    const key = `${accountId}\n${day}\n${address}`;
    let visitor = this.visitors.get(key);
    if (!visitor) {
      visitor = { accountId, day, address, pageViews: 0, clicks: null, referrer: null, device: deviceOf(userAgent) };
      this.visitors.set(key, visitor);
      if (this.visitors.size >= this.maxPending && !this.flushing) void this.flush();
    }
    return visitor;
  }

  /**
   * A beacon from site.js: one click on the call to action, a phone link or an e-mail link, by the
   * visitor of this address. It counts (when written) only up to one of a kind per page view of the
   * visitor's day (analytics-repository.ts). Unknown words are ignored.
   */
  click(request: FastifyRequest, accountId: string, word: unknown): void {
    const text = typeof word === 'string' ? word.trim() : '';
    const kind: Click | undefined = Object.hasOwn(CLICK_BEACON_WORDS, text) ? CLICK_BEACON_WORDS[text as keyof typeof CLICK_BEACON_WORDS] : undefined;
    const userAgent = request.headers['user-agent'];
    if (!kind || !userAgent || isBot(userAgent)) return;
    const visitor = this.visitorOf(accountId, request.ip, userAgent);
    visitor.clicks ??= noClicks();
    visitor.clicks[kind] += 1;
  }

  /** Writes what is waiting. One flush at a time; a failed one keeps its counts for the next. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing.then(() => this.flush());
    if (this.visitors.size === 0) return this.forgetOldDays();
    const visitors = this.visitors;
    this.visitors = new Map();
    this.flushing = this.write(visitors)
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'visitor counts could not be written; keeping them for the next try');
        this.keep(visitors);
      })
      .then(() => this.forgetOldDays())
      .finally(() => {
        this.flushing = undefined;
      });
    return this.flushing;
  }

  /**
   * Writes the batch in statements of at most WRITE_CHUNK visitors, letting the event loop serve pages
   * between them (PGlite runs each in this thread). What was written leaves `visitors`: on a failure
   * only the rest is kept for the next flush.
   */
  private async write(visitors: Map<string, PendingVisitor>): Promise<void> {
    const pending = [...visitors];
    for (let start = 0; start < pending.length; start += WRITE_CHUNK) {
      const part = pending.slice(start, start + WRITE_CHUNK);
      const entries: VisitorBatchEntry[] = [];
      for (const [, v] of part) {
        const salt = this.salts.get(v.day) ?? (await this.saltFor(v.day));
        const visitorHash = hash('sha256', `${salt}\n${v.accountId}\n${v.address}`, 'base64url').slice(0, 22);
        entries.push({ accountId: v.accountId, day: v.day, visitorHash, pageViews: v.pageViews, clicks: v.clicks ?? NO_CLICKS, referrer: v.referrer, device: v.device });
      }
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      await this.analytics.writeBatch(entries);
      for (const [key] of part) visitors.delete(key);
    }
  }

  private async saltFor(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (salt === undefined) {
      salt = await this.analytics.saltFor(day);
      for (const known of this.salts.keys()) if (known < day) this.salts.delete(known);
      this.salts.set(day, salt);
    }
    return salt;
  }

  /** Once a day is over (and a grace period for other replicas' buffers), its salt and hashes go. */
  private async forgetOldDays(): Promise<void> {
    const keepFrom = utcDay(new Date(this.clock().getTime() - SALT_GRACE_MS));
    if (keepFrom <= this.forgottenBefore) return;
    try {
      await this.analytics.forgetBefore(keepFrom);
      this.forgottenBefore = keepFrom;
      for (const known of this.salts.keys()) if (known < keepFrom) this.salts.delete(known);
    } catch (error) {
      this.log.error({ err: error }, 'could not delete old visitor salts; trying again at the next flush');
    }
  }

  private keep(visitors: Map<string, PendingVisitor>): void {
    for (const [key, v] of visitors) {
      const now = this.visitors.get(key);
      if (now) {
        now.pageViews += v.pageViews;
        if (v.clicks) {
          const clicks = (now.clicks ??= noClicks());
          for (const kind of Object.keys(v.clicks) as Click[]) clicks[kind] += v.clicks[kind];
        }
        now.referrer ??= v.referrer;
      } else if (this.visitors.size < MAX_KEPT) {
        this.visitors.set(key, v);
      }
    }
  }
}
