import { parseSiteUrlTemplate, type SiteAddressing, sitesHostname, siteUrl, slugOfRequest } from '../../shared/site-address';
import { redirectTags } from './shared-cache';
import type { LiveSite, SiteDirectory } from './site-directory';

/** What the site host needs of a request to find the site it names. */
export interface SiteRequest {
  /** Lower case, without a trailing dot. */
  hostname: string;
  pathname: string;
  /** The query with its '?', or ''. */
  query: string;
  /** `${protocol}://${host}/`: the address a custom domain's site is at. */
  origin: string;
}

/** Which site a request names, and how to answer it. */
export type SiteMatch =
  /** `rest` is the path inside the site ('' or starting with '/'); `base` its absolute address, `home` its path on this host. */
  | { kind: 'site'; site: LiveSite; rest: string; base: string; home: string }
  /** An address the site moved away from (custom slug): 301 to the same path at its current address. */
  | { kind: 'moved'; location: string; tags: string }
  /** A custom domain whose account is not Professional (decision 0006). */
  | { kind: 'unavailable' }
  /** A site an operator suspended (issue 27): 451 and a neutral page, at its address and its custom domain. */
  | { kind: 'suspended' }
  /** The site host's own robots.txt (path addresses): the same for every request. */
  | { kind: 'host-robots' }
  /** robots.txt of a subdomain with no site (yet): it may be published at any moment. */
  | { kind: 'no-site-robots' }
  | { kind: 'not-found' };

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]', '::1'];

/**
 * Finds the site a request names: by `{slug}.` subdomain when the template uses one, by custom
 * domain (any other host name that is not ours), or by the first path segment. Serving is apart
 * (site-responder.ts).
 */
export class SiteFinder {
  private readonly addressing: SiteAddressing;
  private readonly ownHostnames: Set<string>;

  constructor(
    private readonly directory: SiteDirectory,
    private readonly siteUrlTemplate: string,
    mediaBaseUrl: string,
  ) {
    this.addressing = parseSiteUrlTemplate(siteUrlTemplate);
    this.ownHostnames = new Set([...LOCAL_HOSTS, sitesHostname(this.addressing), new URL(mediaBaseUrl).hostname]);
  }

  async find(request: SiteRequest): Promise<SiteMatch> {
    const { hostname, pathname } = request;
    const { addressing } = this;
    const named = slugOfRequest(addressing, hostname, pathname);

    if (addressing.kind === 'host' && named) {
      const site = named.slug ? await this.directory.bySlug(named.slug) : undefined;
      if (site?.suspended) return { kind: 'suspended' };
      if (site) return { kind: 'site', site, rest: pathname, base: request.origin, home: '/' };
      if (pathname === '/robots.txt') return { kind: 'no-site-robots' };
      return (await this.moved(named.slug, pathname, request.query)) ?? { kind: 'not-found' };
    }

    if (!this.ownHostnames.has(hostname)) {
      const site = (await this.directory.byDomain(hostname)) ?? (hostname.startsWith('www.') ? await this.directory.byDomain(hostname.slice(4)) : undefined);
      if (site?.suspended) return { kind: 'suspended' };
      if (site && !site.professional) return { kind: 'unavailable' };
      if (site) return { kind: 'site', site, rest: pathname, base: request.origin, home: '/' };
      if (addressing.kind === 'host') return { kind: 'not-found' };
    }

    if (addressing.kind === 'path') {
      if (pathname === '/robots.txt') return { kind: 'host-robots' };
      if (!named) return { kind: 'not-found' };
      const { slug, rest } = named;
      const site = slug ? await this.directory.bySlug(slug) : undefined;
      if (site?.suspended) return { kind: 'suspended' };
      if (site && slug) return { kind: 'site', site, rest, base: site.url ?? siteUrl(this.siteUrlTemplate, slug), home: `${addressing.prefix}${slug}/` };
      return (await this.moved(slug, rest, request.query)) ?? { kind: 'not-found' };
    }
    return { kind: 'not-found' };
  }

  private async moved(oldSlug: string | null, rest: string, query: string): Promise<SiteMatch | undefined> {
    const slug = oldSlug ? await this.directory.redirectFor(oldSlug) : undefined;
    if (!slug) return undefined;
    return { kind: 'moved', location: `${siteUrl(this.siteUrlTemplate, slug)}${rest.replace(/^\//, '')}${query}`, tags: redirectTags(oldSlug as string, slug) };
  }
}
