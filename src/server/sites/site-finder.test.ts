import { describe, expect, it } from 'vitest';
import type { LiveSite, SiteDirectory } from './site-directory';
import { SiteFinder, type SiteRequest } from './site-finder';

const site = (slug: string, professional = true, suspended = false): LiveSite => ({
  accountId: `acct-${slug}`,
  slug,
  version: 1,
  storageKey: `sites/${slug}.html`,
  etag: 'etag',
  googleTag: null,
  contactForm: false,
  notices: null,
  language: 'en',
  compressed: true,
  publishedOn: new Date(0),
  lastModified: new Date(0).toUTCString(),
  url: null,
  subscriptionStatus: professional ? 'active' : null,
  subscriptionTier: professional ? 'professional' : 'starter',
  professional,
  suspended,
});

/** A directory of three sites: acme (also at www.acme.test), starter (at its domain while not Professional), and acme's old slug. */
const directory = {
  bySlug: async (slug: string) =>
    slug === 'acme' ? site('acme') : slug === 'starter' ? site('starter', false) : slug === 'taken-down' ? site('taken-down', true, true) : undefined,
  byDomain: async (domain: string) =>
    domain === 'acme.test'
      ? site('acme')
      : domain === 'starter.test'
        ? site('starter', false)
        : domain === 'taken-down.test'
          ? site('taken-down', true, true)
          : domain === 'starter-taken-down.test'
            ? site('taken-down', false, true)
            : undefined,
  redirectFor: async (oldSlug: string) => (oldSlug === 'old-acme' ? 'acme' : undefined),
} as unknown as SiteDirectory;

const request = (url: string): SiteRequest => {
  const { hostname, pathname, search, protocol, host } = new URL(url);
  return { hostname, pathname, query: search, origin: `${protocol}//${host}/` };
};

describe('SiteFinder with path addresses', () => {
  const finder = new SiteFinder(directory, 'http://localhost:3001/{slug}/', 'http://localhost:3001/media/');

  it('finds a site by its first path segment', async () => {
    expect(await finder.find(request('http://localhost:3001/acme/sitemap.xml'))).toMatchObject({ kind: 'site', rest: '/sitemap.xml', base: 'http://localhost:3001/acme/', home: '/acme/' });
    expect(await finder.find(request('http://localhost:3001/acme'))).toMatchObject({ kind: 'site', rest: '' });
    expect(await finder.find(request('http://localhost:3001/nobody/'))).toEqual({ kind: 'not-found' });
    expect(await finder.find(request('http://localhost:3001/robots.txt'))).toEqual({ kind: 'host-robots' });
  });

  it('redirects a moved address to the same path at the current one, query kept', async () => {
    expect(await finder.find(request('http://localhost:3001/old-acme/robots.txt?x=1'))).toEqual({ kind: 'moved', location: 'http://localhost:3001/acme/robots.txt?x=1', tags: expect.any(String) });
  });

  it('serves a custom domain (or its www. form) only while the account is Professional', async () => {
    expect(await finder.find(request('https://www.acme.test/'))).toMatchObject({ kind: 'site', rest: '/', base: 'https://www.acme.test/', home: '/' });
    expect(await finder.find(request('https://starter.test/'))).toEqual({ kind: 'unavailable' });
  });

  it('answers a suspended site as suspended at its address, under it, and at its custom domain (issue 27)', async () => {
    expect(await finder.find(request('http://localhost:3001/taken-down/'))).toEqual({ kind: 'suspended' });
    expect(await finder.find(request('http://localhost:3001/taken-down/report'))).toEqual({ kind: 'suspended' });
    expect(await finder.find(request('https://taken-down.test/'))).toEqual({ kind: 'suspended' });
    expect(await finder.find(request('https://www.taken-down.test/robots.txt'))).toEqual({ kind: 'suspended' });
    // Suspension wins over "not Professional any more".
    expect(await finder.find(request('https://starter-taken-down.test/'))).toEqual({ kind: 'suspended' });
  });
});

describe('SiteFinder with subdomain addresses', () => {
  const finder = new SiteFinder(directory, 'https://{slug}.sites.example.com/', 'https://media.example.com/');

  it('finds a site by its first host label', async () => {
    expect(await finder.find(request('https://acme.sites.example.com/'))).toMatchObject({ kind: 'site', rest: '/', base: 'https://acme.sites.example.com/' });
    expect(await finder.find(request('https://old-acme.sites.example.com/a?b'))).toEqual({ kind: 'moved', location: 'https://acme.sites.example.com/a?b', tags: expect.any(String) });
    expect(await finder.find(request('https://nobody.sites.example.com/robots.txt'))).toEqual({ kind: 'no-site-robots' });
    expect(await finder.find(request('https://taken-down.sites.example.com/'))).toEqual({ kind: 'suspended' });
    expect(await finder.find(request('https://nobody.sites.example.com/'))).toEqual({ kind: 'not-found' });
    expect(await finder.find(request('https://sites.example.com/acme/'))).toEqual({ kind: 'not-found' });
  });
});
