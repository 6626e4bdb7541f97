import path from 'node:path/posix';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { ownerPrefix } from '../../storage/media-keys';
import { REPORT_PATH } from '../../../shared/site-report';
import { VIEW_PIXEL_HTML } from '../../../shared/view-pixel';

/*
 * "Download your website": the live version as a zip that opens from the file system and on any
 * static host. The page is fetched from the site host exactly as a visitor gets it, then every file
 * it loads from the site host (its stylesheet and script under /_ww/, the owner's images in every
 * variant the page offers, the shipped default pictures, whatever the stylesheet loads) is fetched
 * the same way, put next to it and linked by a relative path. Links elsewhere (other websites,
 * phone, e-mail) stay as they are; the contact form posts to the live site, the only place that can
 * take a message. A two-language site's second page (decision 0067) goes in as `<lang>/index.html`,
 * fetched at `<site>/<lang>/` the same way, its links relative to its folder (`../_ww/…`), and the
 * language switch between the two pointing at the other file (`en/index.html`, `../index.html`), so it
 * works from the file system, where a folder does not open its index.html, as on any static host.
 */

export interface SiteExport {
  fileName: string;
  zip: Uint8Array;
  /** Paths inside the zip, index.html first. */
  files: string[];
}

/** The export's own user agent: a bot to the visitor counter, so downloading counts no visit. */
const EXPORT_AGENT = 'WebsiteWorksExport/1.0 (site export bot)';
const MAX_FILES = 400;

/** Attributes whose value is one URL, and srcset-like ones listing several (any case: React writes srcSet). */
const URL_ATTRIBUTE = /\s(src|href|poster|action)="([^"]*)"/gi;
const SRCSET_ATTRIBUTE = /\s(srcset|imagesrcset)="([^"]*)"/gi;
const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

export class SiteExporter {
  constructor(
    private readonly siteHost: Pick<FastifyInstance, 'inject'>,
    private readonly mediaBaseUrl: string,
  ) {}

  /**
   * The live page at `siteUrl` (the account's address on the site host) and all it loads, zipped. Of
   * the uploaded media only the account's own go in (issue 21): a link to another account's picture
   * (a social or button link can name any address) stays a link to the live media host.
   */
  async export(siteUrl: string, slug: string, accountId: string): Promise<SiteExport | undefined> {
    const site = new URL(siteUrl);
    const page = await this.get(site.pathname, site.host);
    if (!page || !page.type.startsWith('text/html')) return undefined;
    const mainHtml = page.body.toString('utf8');
    // A two-language site (decision 0067): its second page, at `<lang>/index.html` beside the main one.
    const home = site.pathname.replace(/\/?$/, '/');
    const pages = new Map<string, string>([[home, 'index.html']]);
    const htmls = new Map<string, string>([['index.html', mainHtml]]);
    for (const language of secondLanguagesOf(mainHtml)) {
      const second = await this.get(`${home}${language}/`, site.host);
      if (!second || !second.type.startsWith('text/html')) continue;
      pages.set(`${home}${language}/`, `${language}/index.html`);
      htmls.set(`${language}/index.html`, second.body.toString('utf8'));
    }
    const files = new Map<string, Uint8Array>();
    const local = new Map<string, string>(); // site-host path → path in the zip
    const media = new URL(this.mediaBaseUrl);

    /**
     * The zip path a URL met at `from` (a site-host path) maps to, fetching the file on first sight;
     * undefined: leave the URL alone.
     */
    const localise = async (raw: string, from: string): Promise<string | undefined> => {
      const value = raw.replace(/&amp;/g, '&').trim();
      if (value === '' || value.startsWith('#') || /^(mailto|tel|data):/i.test(value)) return undefined;
      let target: URL;
      try {
        target = new URL(value, new URL(from, site));
      } catch {
        return undefined;
      }
      const onSiteHost = target.host === site.host || (target.host === media.host && target.pathname.startsWith(media.pathname));
      if (!onSiteHost) return undefined;
      // A page's link to itself or to the other language's page written without the host (its home link,
      // the language switch): that page in the zip. Absolute ones (canonical, hreflang alternates) stay live.
      const linkedPage = !/^https?:/i.test(value) && target.host === site.host ? pages.get(target.pathname.replace(/\/?$/, '/')) : undefined;
      if (linkedPage) return `${linkedPage}${target.hash}`;
      const isMedia = target.pathname.startsWith(media.pathname);
      const isAsset = target.pathname.startsWith('/_ww/') || isMedia;
      if (!isAsset) return undefined;
      if (isMedia && !target.pathname.slice(media.pathname.length).startsWith(ownerPrefix(accountId))) return undefined;
      const zipPath = target.pathname.startsWith(media.pathname) ? `media/${target.pathname.slice(media.pathname.length)}` : target.pathname.slice(1);
      if (local.has(target.pathname)) return local.get(target.pathname);
      if (local.size >= MAX_FILES) return undefined;
      local.set(target.pathname, zipPath);
      const got = await this.get(target.pathname, target.host);
      if (!got) {
        local.delete(target.pathname);
        return undefined;
      }
      if (got.type.startsWith('text/css')) {
        const css = await rewriteAsync(got.body.toString('utf8'), CSS_URL, async (match, quote: string, url: string) => {
          const inZip = await localise(url, target.pathname);
          return inZip ? `url(${quote}${path.relative(path.dirname(zipPath), inZip)}${quote})` : match;
        });
        files.set(zipPath, strToU8(css));
      } else {
        files.set(zipPath, new Uint8Array(got.body));
      }
      return zipPath;
    };

    const zippable: Zippable = {};
    for (const [pagePath, zipPage] of pages) {
      const source = htmls.get(zipPage);
      if (source === undefined) continue;
      const pageUrl = new URL(pagePath, site).toString();
      // From `en/index.html` the stylesheet is `../_ww/…`: every link relative to the page's own folder.
      const fromPage = (inZip: string) => path.relative(path.dirname(zipPage), inZip.replace(/#.*$/, '')) + (/#.*$/.exec(inZip)?.[0] ?? '');
      // The view pixel counts visits of the live site (decision 0065): a copy elsewhere has no use for it.
      let html = source.replace(`${VIEW_PIXEL_HTML}\n`, '');
      html = await rewriteAsync(html, URL_ATTRIBUTE, async (match, name: string, value: string) => {
        if (name.toLowerCase() === 'action' || (name.toLowerCase() === 'href' && value === REPORT_PATH)) {
          // The contact form and "Report this site": only the live site can take them (in the page's language).
          const absolute = new URL(value.replace(/&amp;/g, '&'), pageUrl).toString();
          return ` ${name}="${absolute.replace(/&/g, '&amp;')}"`;
        }
        const inZip = await localise(value, pagePath);
        return inZip ? ` ${name}="${fromPage(inZip)}"` : match;
      });
      html = await rewriteAsync(html, SRCSET_ATTRIBUTE, async (_match, name: string, value: string) => {
        const entries = await Promise.all(
          value.split(',').map(async (entry) => {
            const [url = '', ...descriptor] = entry.trim().split(/\s+/);
            const inZip = await localise(url, pagePath);
            return [inZip ? fromPage(inZip) : url, ...descriptor].join(' ');
          }),
        );
        return ` ${name}="${entries.join(', ')}"`;
      });
      html = await rewriteAsync(html, /\sstyle="([^"]*)"/g, async (_match, style: string) => {
        const rewritten = await rewriteAsync(style.replace(/&quot;/g, '"'), CSS_URL, async (m, quote: string, url: string) => {
          const inZip = await localise(url, pagePath);
          return inZip ? `url(${quote}${fromPage(inZip)}${quote})` : m;
        });
        return ` style="${rewritten.replace(/"/g, '&quot;')}"`;
      });
      zippable[zipPage] = strToU8(html);
    }
    const pageFiles = Object.keys(zippable);
    for (const [name, body] of files) zippable[name] = body;
    return { fileName: `${slug}-website.zip`, zip: zipSync(zippable, { level: 6 }), files: [...pageFiles, ...files.keys()] };
  }

  /** A GET of the site host, following its own redirects (an original image → its clean variant). */
  private async get(pathname: string, host: string, hops = 0): Promise<{ body: Buffer; type: string } | undefined> {
    const res = await this.siteHost.inject({ method: 'GET', url: pathname, headers: { host, 'user-agent': EXPORT_AGENT, accept: '*/*' } });
    if (res.statusCode >= 300 && res.statusCode < 400 && typeof res.headers.location === 'string' && hops < 3) {
      const next = new URL(res.headers.location, `http://${host}${pathname}`);
      return this.get(next.pathname, next.host, hops + 1);
    }
    if (res.statusCode !== 200) return undefined;
    return { body: res.rawPayload, type: String(res.headers['content-type'] ?? '') };
  }
}

/**
 * The second languages a published page links (decision 0067): its `<link rel="alternate" hreflang>`
 * addresses that are the site's own address plus `<lang>/`, as the language they name.
 */
function secondLanguagesOf(html: string): string[] {
  const languages: string[] = [];
  for (const match of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)) {
    const [, hreflang = '', href = ''] = match;
    const language = /\/([a-z]{2,3})\/$/.exec(href.replace(/&amp;/g, '&'))?.[1];
    if (language && hreflang !== 'x-default' && hreflang.split('-')[0] === language && !languages.includes(language)) languages.push(language);
  }
  return languages;
}

/** String.replace with an async replacer, matches handled one after another (so a file is fetched once). */
async function rewriteAsync(text: string, pattern: RegExp, replacer: (match: string, ...groups: string[]) => Promise<string>): Promise<string> {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    parts.push(text.slice(last, match.index), await replacer(match[0], ...(match.slice(1) as string[])));
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push(text.slice(last));
  return parts.join('');
}
