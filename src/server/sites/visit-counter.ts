import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { CLICK_BEACON_WORDS } from '../../shared/contact-form';
import { type AnalyticsRepository, type Click, type ClickBatchEntry, type Device, utcDay, type VisitorBatchEntry } from '../modules/analytics/analytics-repository';

/** One visitor of one site on one day, as seen since the last flush. The address is held only until then. */
interface PendingVisitor {
  accountId: string;
  day: string;
  ip: string;
  userAgent: string;
  pageViews: number;
  referrer: string | null;
  device: Device;
}

export interface VisitCounterOptions {
  /** How often buffered counts are written (ms). */
  flushIntervalMs?: number;
  /** Write at once when this many visitors are waiting (default 20,000: about 8 MB). */
  maxPending?: number;
  /** Visitors of today whose hash this process wrote already, remembered up to this many (default 100,000). */
  maxRemembered?: number;
  clock?: () => Date;
}

/** After midnight (UTC), how long yesterday's salt is kept for visits still buffered by other replicas. */
const SALT_GRACE_MS = 10 * 60_000;
/** Buffers that could not be written are kept, up to this many visitors (then the oldest are dropped). */
const MAX_KEPT = 50_000;
const DEFAULT_MAX_PENDING = 20_000;
const DEFAULT_MAX_REMEMBERED = 100_000;
/** Visitors per statement: on PGlite about 50–100 ms of the server's thread each. */
const WRITE_CHUNK = 2000;

/** A user agent's answer from isbot, remembered: a busy site sees the same few agents over and over. */
const botCache = new Map<string, boolean>();
function isBot(userAgent: string): boolean {
  let bot = botCache.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    if (botCache.size >= 5000) botCache.clear();
    botCache.set(userAgent, bot);
  }
  return bot;
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
 * (isbot); a visitor is a hash of the day's salt, the site, the address and the user agent, so the
 * same person counts once a day and anew the next, and no address is ever written down. Counts wait
 * in memory and are written in batches (every few seconds, when many wait, and at shutdown), one
 * statement per batch, so serving a page never waits for the database. A visitor this process has
 * written today already is remembered (their hash, a bounded set), so a later batch adds their page
 * views without asking again whether they are new.
 */
export class VisitCounter {
  private visitors = new Map<string, PendingVisitor>();
  private clicks = new Map<string, ClickBatchEntry>();
  private readonly salts = new Map<string, string>();
  private flushing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private forgottenBefore = '';
  private readonly clock: () => Date;
  private readonly maxPending: number;
  /** Today's visitors whose hash this process wrote (`${accountId}\n${hash}`), and the day they are of. */
  private remembered = { day: '', visitors: new Set<string>() };
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
    const day = this.today();
    const key = `${accountId}\n${day}\n${request.ip}\n${userAgent}`;
    const seen = this.visitors.get(key);
    if (seen) {
      seen.pageViews += 1;
      return;
    }
    this.visitors.set(key, {
      accountId,
      day,
      ip: request.ip,
      userAgent,
      pageViews: 1,
      referrer: referrerHost(request.headers.referer, hostname),
      device: deviceOf(userAgent),
    });
    if (this.visitors.size >= this.maxPending && !this.flushing) void this.flush();
  }

  /** A beacon from site.js: one click on the call to action, a phone link or an e-mail link. Unknown words are ignored. */
  click(request: FastifyRequest, accountId: string, word: unknown): void {
    const text = typeof word === 'string' ? word.trim() : '';
    const kind: Click | undefined = Object.hasOwn(CLICK_BEACON_WORDS, text) ? CLICK_BEACON_WORDS[text as keyof typeof CLICK_BEACON_WORDS] : undefined;
    const userAgent = request.headers['user-agent'];
    if (!kind || !userAgent || isBot(userAgent)) return;
    const day = this.today();
    const key = `${accountId}\n${day}`;
    const entry = this.clicks.get(key) ?? { accountId, day, clicks: { cta: 0, phone: 0, email: 0 } };
    entry.clicks[kind] += 1;
    this.clicks.set(key, entry);
  }

  /** Writes what is waiting. One flush at a time; a failed one keeps its counts for the next. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing.then(() => this.flush());
    if (this.visitors.size === 0 && this.clicks.size === 0) return this.forgetOldDays();
    const visitors = this.visitors;
    const clicks = this.clicks;
    this.visitors = new Map();
    this.clicks = new Map();
    this.flushing = this.write(visitors, clicks)
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'visitor counts could not be written; keeping them for the next try');
        this.keep(visitors, clicks);
      })
      .then(() => this.forgetOldDays())
      .finally(() => {
        this.flushing = undefined;
      });
    return this.flushing;
  }

  /**
   * Writes the batch in statements of at most WRITE_CHUNK visitors (the clicks with the first), letting
   * the event loop serve pages between them (PGlite runs each in this thread). What was written leaves
   * `visitors` and `clicks`: on a failure only the rest is kept for the next flush.
   */
  private async write(visitors: Map<string, PendingVisitor>, clicks: Map<string, ClickBatchEntry>): Promise<void> {
    const remembered = this.remembered;
    const pending = [...visitors];
    for (let start = 0; start === 0 || start < pending.length; start += WRITE_CHUNK) {
      const part = pending.slice(start, start + WRITE_CHUNK);
      const entries: VisitorBatchEntry[] = [];
      for (const [, v] of part) {
        const salt = await this.saltFor(v.day);
        const visitorHash = createHash('sha256').update(`${salt}\n${v.accountId}\n${v.ip}\n${v.userAgent}`).digest('base64url').slice(0, 22);
        const known = v.day === remembered.day && remembered.visitors.has(`${v.accountId}\n${visitorHash}`);
        entries.push({ accountId: v.accountId, day: v.day, visitorHash, pageViews: v.pageViews, referrer: v.referrer, device: v.device, known });
      }
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      await this.analytics.writeBatch(entries, start === 0 ? [...clicks.values()] : []);
      clicks.clear();
      for (const [key] of part) visitors.delete(key);
      this.remember(entries);
    }
  }

  /** Notes the visitors just written (of the latest day only; a full set starts again: at worst a hash is inserted twice, which the database ignores). */
  private remember(entries: VisitorBatchEntry[]): void {
    const max = this.options.maxRemembered ?? DEFAULT_MAX_REMEMBERED;
    for (const entry of entries) {
      if (entry.day > this.remembered.day) this.remembered = { day: entry.day, visitors: new Set() };
      if (entry.day !== this.remembered.day) continue;
      if (this.remembered.visitors.size >= max) this.remembered.visitors.clear();
      this.remembered.visitors.add(`${entry.accountId}\n${entry.visitorHash}`);
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

  private keep(visitors: Map<string, PendingVisitor>, clicks: Map<string, ClickBatchEntry>): void {
    for (const [key, v] of visitors) {
      if (this.visitors.size >= MAX_KEPT) break;
      const now = this.visitors.get(key);
      if (now) now.pageViews += v.pageViews;
      else this.visitors.set(key, v);
    }
    for (const [key, c] of clicks) {
      const now = this.clicks.get(key);
      if (!now) this.clicks.set(key, c);
      else for (const kind of Object.keys(c.clicks) as Click[]) now.clicks[kind] += c.clicks[kind];
    }
  }
}
