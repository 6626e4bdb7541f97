import { HtmlSession } from './html-budget';
import type { BusinessFacts, FoundImage, FoundReview, FoundService, PageFacts } from './site-page-reader';
import { FetchRefused, safeFetch, safeFetchBytes } from './safe-fetch';

/*
 * Reading a whole small-business site (issue 29), politely: the page the owner names, then up to
 * `maxPages` − 1 more of the same site chosen by what their address or link text says (about,
 * services, prices, contact, hours, gallery, reviews), from the home page's links and sitemap.xml
 * when there is one. robots.txt is respected, one request at a time, every request through
 * safeFetch (the address rule, byte caps, its own deadline) and confined to the site's host (a
 * redirect elsewhere is not followed), everything within one overall time budget. Each page is parsed
 * in the HTML worker within its budget (html-budget.ts); a page that fails is skipped, not fatal,
 * except the first.
 */

export interface SiteReadOptions {
  maxPages: number;
  /** The whole read, all requests and parsing. */
  budgetMs: number;
  /** One request's own deadline (within what is left of the budget). */
  requestMs: number;
  maxBytes: number;
  allowLoopback: boolean;
  onProgress?: (progress: SiteProgress) => void;
}

export const DEFAULT_SITE_READ: Omit<SiteReadOptions, 'allowLoopback'> = { maxPages: 10, budgetMs: 45_000, requestMs: 8000, maxBytes: 2 * 1024 * 1024 };

export interface SiteProgress {
  pagesRead: number;
  pagesPlanned: number;
  /** The path being read now. */
  reading: string | null;
}

export interface SiteFindings extends BusinessFacts {
  source: string;
  pagesRead: string[];
}

const KINDS: [string, RegExp][] = [
  ['services', /servic|what-?we-?do|treatments|menu|work|offer/i],
  ['prices', /price|pricing|rates|costs?\b|fees/i],
  ['about', /about|our-?story|who-?we-?are|team/i],
  ['contact', /contact|find-?us|visit|location|get-?in-?touch/i],
  ['hours', /hours|opening|times/i],
  ['gallery', /gallery|photos|portfolio|our-?work|projects/i],
  ['reviews', /review|testimonial|what-?(our-?)?(customers|clients)-?say/i],
];

/** How much a link looks like one of the pages worth reading (0: not at all). */
export function linkScore(url: URL, text: string): number {
  const path = decodeURIComponent(url.pathname).toLowerCase();
  if (/\.(pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|mp[34]|css|js|xml|txt)$/.test(path)) return 0;
  if (/\/(wp-admin|wp-login|cart|checkout|account|login|signin|search|tag|category|feed|author)\b/.test(path)) return 0;
  const where = `${path} ${text.toLowerCase()}`;
  const depth = path.split('/').filter(Boolean).length;
  let score = 0;
  KINDS.forEach(([, re], i) => {
    if (re.test(where)) score = Math.max(score, 10 - i * 0.5);
  });
  return score > 0 ? score - depth * 0.3 : 0;
}

/** robots.txt's rules for us (RFC 9309): the group naming our agent, else the `*` group; longest match wins, Allow on a tie. */
export function robotsRules(text: string, agent = 'websiteworksimport'): (path: string) => boolean {
  type Group = { agents: string[]; rules: { allow: boolean; path: string }[] };
  const groups: Group[] = [];
  let current: Group | undefined;
  let lastWasAgent = false;
  for (const raw of text.slice(0, 500_000).split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const m = /^([a-z-]+)\s*:\s*(.*)$/i.exec(line);
    if (!m) continue;
    const key = m[1]!.toLowerCase();
    const value = m[2]!.trim();
    if (key === 'user-agent') {
      if (!current || !lastWasAgent) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
    } else if ((key === 'allow' || key === 'disallow') && current) {
      if (value) current.rules.push({ allow: key === 'allow', path: value });
      lastWasAgent = false;
    } else lastWasAgent = false;
  }
  const mine = groups.filter((g) => g.agents.some((a) => a !== '*' && agent.includes(a)));
  const rules = (mine.length ? mine : groups.filter((g) => g.agents.includes('*'))).flatMap((g) => g.rules);
  const matches = (rule: string, path: string) => {
    const anchored = rule.endsWith('$');
    const pattern = `^${rule.replace(/\$$/, '').split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}${anchored ? '$' : ''}`;
    return new RegExp(pattern).test(path);
  };
  return (path: string) => {
    let best: { allow: boolean; length: number } | undefined;
    for (const rule of rules) {
      if (!matches(rule.path, path)) continue;
      if (!best || rule.path.length > best.length || (rule.path.length === best.length && rule.allow)) best = { allow: rule.allow, length: rule.path.length };
    }
    return best?.allow ?? true;
  };
}

const normalise = (u: URL) => {
  const copy = new URL(u.href);
  copy.hash = '';
  return copy.href.replace(/\/$/, '');
};

export class SiteReadFailed extends Error {}

/** Reads the site at `start`; throws FetchRefused (the owner's message) when even its first page cannot be read. */
export async function readSite(start: string, options: SiteReadOptions): Promise<SiteFindings> {
  const session = new HtmlSession();
  try {
    return await readWith(session, start, options);
  } finally {
    session.close();
  }
}

async function readWith(session: HtmlSession, start: string, options: SiteReadOptions): Promise<SiteFindings> {
  const started = Date.now();
  const left = () => options.budgetMs - (Date.now() - started);
  const progress: SiteProgress = { pagesRead: 0, pagesPlanned: 1, reading: new URL(start).pathname };
  const report = () => options.onProgress?.({ ...progress });
  report();
  const fetchOpts = (hosts: string[] | undefined) => ({ timeoutMs: Math.max(1, Math.min(options.requestMs, left())), maxBytes: options.maxBytes, allowLoopback: options.allowLoopback, hosts });

  // 1. The page the owner gave: its redirects may move to the site's own host (example.com → www.example.com).
  const first = await safeFetch(start, fetchOpts(undefined));
  const home = new URL(first.url);
  const hosts = [...new Set([new URL(start).host, home.host])];
  const facts: PageFacts[] = [await session.read('sitePage', first.body, first.url)];
  progress.pagesRead = 1;
  const seen = new Set([normalise(new URL(start)), normalise(home)]);

  // 2. robots.txt and sitemap.xml (each a small read; either may be missing).
  let allowed: (path: string) => boolean = () => true;
  const small = { ...fetchOpts(hosts), maxBytes: 512 * 1024, accept: ['text/plain', 'application/xml', 'text/xml', 'text/html'], acceptHeader: 'text/plain,application/xml,text/xml;q=0.9,*/*;q=0.1' };
  try {
    if (left() > 0) {
      const robots = await safeFetchBytes(new URL('/robots.txt', home).href, { ...small, timeoutMs: Math.max(1, Math.min(options.requestMs, left())) });
      if (robots.contentType === 'text/plain') allowed = robotsRules(robots.body.toString('utf8'));
    }
  } catch {
    // No robots.txt (or an unreadable one): everything may be read.
  }
  const candidates = new Map<string, { url: string; score: number }>();
  const consider = (href: string, text: string) => {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return;
    }
    if (!hosts.includes(url.host) || (url.protocol !== 'http:' && url.protocol !== 'https:')) return;
    const key = normalise(url);
    if (seen.has(key)) return;
    const score = linkScore(url, text);
    // Compared without a trailing slash, asked for as linked (a site may not redirect /services to /services/).
    if (score > 0) {
      url.hash = '';
      const had = candidates.get(key);
      candidates.set(key, { url: had?.url ?? url.href, score: Math.max(had?.score ?? 0, score) });
    }
  };
  for (const link of facts[0]!.links) consider(link.url, link.text);
  try {
    if (left() > 0 && allowed('/sitemap.xml')) {
      const map = await safeFetchBytes(new URL('/sitemap.xml', home).href, { ...small, timeoutMs: Math.max(1, Math.min(options.requestMs, left())) });
      if (map.contentType.includes('xml')) {
        for (const m of map.body.toString('utf8').matchAll(/<loc>\s*([^<\s]{1,2048})\s*<\/loc>/g)) {
          if (candidates.size > 2000) break;
          consider(m[1]!.replace(/&amp;/g, '&'), '');
        }
      }
    }
  } catch {
    // No sitemap: the home page's links are enough.
  }
  const queue = [...candidates.values()]
    .sort((a, b) => b.score - a.score)
    .map(({ url }) => url)
    .filter((url) => {
      const u = new URL(url);
      return allowed(`${u.pathname}${u.search}`);
    })
    .slice(0, options.maxPages - 1);
  progress.pagesPlanned = 1 + queue.length;
  report();

  // 3. The rest, one at a time, while the budget lasts.
  for (const url of queue) {
    if (left() <= 0) break;
    progress.reading = new URL(url).pathname;
    report();
    try {
      const page = await safeFetch(url, fetchOpts(hosts));
      const landed = normalise(new URL(page.url));
      if (seen.has(landed)) continue;
      seen.add(landed);
      if (left() <= 0) break;
      facts.push(await session.read('sitePage', page.body, page.url));
    } catch (error) {
      // One page that cannot be read (too large, too slow, gone, too complex) does not stop the rest.
      if (!(error instanceof FetchRefused) && !(error instanceof Error)) throw error;
    } finally {
      progress.pagesRead += 1;
      report();
    }
  }
  progress.reading = null;
  report();
  return mergeFacts(first.url, facts);
}

/** One site's findings from its pages: the first page that says a detail wins (the home page first); lists are joined without repeats. */
export function mergeFacts(source: string, pages: PageFacts[]): SiteFindings {
  const firstOf = <K extends keyof PageFacts>(key: K) => pages.map((p) => p[key]).find((v) => v !== undefined && v !== '') as PageFacts[K] | undefined;
  const services: FoundService[] = [];
  const reviews: FoundReview[] = [];
  const images: FoundImage[] = [];
  for (const page of pages) {
    for (const s of page.services) {
      const same = services.find((x) => x.title.toLowerCase() === s.title.toLowerCase());
      if (!same) services.push(s);
      else {
        if (!same.price && s.price) same.price = s.price;
        if (!same.description && s.description) same.description = s.description;
      }
    }
    for (const r of page.reviews) if (!reviews.some((x) => x.text === r.text)) reviews.push(r);
    for (const i of page.images) if (!images.some((x) => x.url === i.url)) images.push(i);
  }
  const logo = firstOf('logo');
  return {
    source,
    pagesRead: pages.map((p) => p.url),
    name: firstOf('name'),
    description: firstOf('description'),
    phone: firstOf('phone'),
    email: firstOf('email'),
    address: firstOf('address'),
    country: firstOf('country'),
    socialLinks: [...new Set(pages.flatMap((p) => p.socialLinks))].slice(0, 8),
    hours: firstOf('hours'),
    services: services.slice(0, 24),
    reviews: reviews.slice(0, 24),
    logo,
    images: images.filter((i) => i.url !== logo).sort((a, b) => b.area - a.area).slice(0, 24),
    businessTypes: [...new Set(pages.flatMap((p) => p.businessTypes))],
    words: pages.map((p) => p.words).join('\n').slice(0, 30_000),
  };
}
