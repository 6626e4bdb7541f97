import { describe, expect, it } from 'vitest';
import {
  isSlug,
  parseSiteUrlTemplate,
  RESERVED_SLUGS,
  sitesHostname,
  siteUrl,
  siteUrlTemplateOf,
  siteUrlTemplateProblem,
  slugFormatProblem,
  slugify,
  slugOfRequest,
  slugProblem,
  withSuffix,
} from './site-address';

const PATH = 'http://localhost:3001/{slug}/';
const HOST = 'https://{slug}.sites.example.com/';

describe('the slug', () => {
  it('lets a name made from a company be short, while an owner chooses 3 to 50 characters', () => {
    expect(isSlug('q')).toBe(true);
    expect(slugFormatProblem('q')).toBe('Use 3 to 50 characters.');
    expect(isSlug('a'.repeat(50))).toBe(true);
    expect(slugFormatProblem('a'.repeat(50))).toBeNull();
    expect(isSlug('a'.repeat(51))).toBe(false);
    expect(slugFormatProblem('a'.repeat(51))).toBe('Use 3 to 50 characters.');
    for (const bad of ['', '-abc', 'abc-', 'Abc', 'a_b', 'a.b', 'ab c']) expect(isSlug(bad), bad).toBe(false);
    expect(slugFormatProblem('Abc')).toBe('Use only lower-case letters a–z, digits and hyphens.');
    expect(slugFormatProblem('-abc')).toBe('The address cannot start or end with a hyphen.');
  });

  it('keeps our own names for us', () => {
    expect(slugProblem('admin')).toBe('That address is reserved. Please choose another.');
    expect(slugProblem('acme')).toBeNull();
    expect(RESERVED_SLUGS.has('www')).toBe(true);
  });

  it('makes every company name, and every numbered candidate, a valid slug', () => {
    const names = ['Q', 'A1', 'Café Müller & Söhne GmbH', '東京', '---', 'The Very Long Name Of A Small Business That Does Many Things Well'];
    for (const name of names) {
      const base = slugify(name);
      for (const n of [1, 2, 10, 1000]) expect(isSlug(withSuffix(base, n)), `${name} ${n}`).toBe(true);
    }
    expect(slugify('Q')).toBe('q');
    expect(withSuffix('acme', 1)).toBe('acme');
    expect(withSuffix('acme', 2)).toBe('acme-2');
    expect(withSuffix('a'.repeat(50), 12)).toBe(`${'a'.repeat(47)}-12`);
  });
});

describe('SITE_URL_TEMPLATE', () => {
  it('accepts {slug} as the last path segment or the first host label, and explains anything else', () => {
    expect(siteUrlTemplateProblem(PATH)).toBeUndefined();
    expect(siteUrlTemplateProblem(HOST)).toBeUndefined();
    expect(siteUrlTemplateProblem('http://localhost:3001/sites/{slug}/')).toBeUndefined();
    expect(siteUrlTemplateProblem('http://localhost:3001/')).toBe('must contain {slug} exactly once');
    expect(siteUrlTemplateProblem('http://{slug}.example.com/{slug}/')).toBe('must contain {slug} exactly once');
    expect(siteUrlTemplateProblem('/{slug}/')).toBe('must be an absolute http(s) URL such as http://localhost:3001/{slug}/');
    expect(siteUrlTemplateProblem('ftp://localhost/{slug}/')).toBe('must be an http(s) URL');
    expect(siteUrlTemplateProblem('http://localhost/{slug}/?a=1')).toBe('must not have a query, fragment or credentials');
    expect(siteUrlTemplateProblem('http://localhost/{slug}/page/')).toBe('must use {slug} as the first label of the host name or as the last path segment');
    expect(siteUrlTemplateProblem('https://{slug}.example.com/sites/')).toBe('with {slug} in the host name must have no path');
  });

  it('reads where the slug sits, the sites host name and its CSP source', () => {
    const path = parseSiteUrlTemplate('http://localhost:3001/sites/{slug}/');
    expect(path).toEqual({ kind: 'path', origin: 'http://localhost:3001', hostname: 'localhost', prefix: '/sites/' });
    expect(sitesHostname(path)).toBe('localhost');
    const host = parseSiteUrlTemplate(HOST);
    expect(host).toEqual({ kind: 'host', protocol: 'https:', suffix: '.sites.example.com', port: '' });
    expect(sitesHostname(host)).toBe('sites.example.com');
  });

  it('puts a slug in, and reads the template back from an address and its slug', () => {
    expect(siteUrl(PATH, 'acme')).toBe('http://localhost:3001/acme/');
    expect(siteUrl(HOST, 'acme')).toBe('https://acme.sites.example.com/');
    for (const template of [PATH, HOST, 'http://localhost:3001/sites/{slug}/']) {
      expect(siteUrlTemplateOf(siteUrl(template, 'acme'), 'acme')).toBe(template);
    }
    expect(siteUrlTemplateOf('http://localhost:3001/acme/', 'other')).toBeUndefined();
  });
});

describe('slugOfRequest', () => {
  it('finds the slug in the first path segment, whatever the host', () => {
    const path = parseSiteUrlTemplate(PATH);
    expect(slugOfRequest(path, 'localhost', '/acme/')).toEqual({ slug: 'acme', rest: '/' });
    expect(slugOfRequest(path, 'other.example', '/acme/sitemap.xml')).toEqual({ slug: 'acme', rest: '/sitemap.xml' });
    expect(slugOfRequest(path, 'localhost', '/acme')).toEqual({ slug: 'acme', rest: '' });
    expect(slugOfRequest(path, 'localhost', '/Not_A_Slug/')).toEqual({ slug: null, rest: '/' });
    expect(slugOfRequest(parseSiteUrlTemplate('http://localhost:3001/sites/{slug}/'), 'localhost', '/elsewhere/')).toBeUndefined();
  });

  it('finds the slug in the first host label under the sites host name', () => {
    const host = parseSiteUrlTemplate(HOST);
    expect(slugOfRequest(host, 'acme.sites.example.com', '/robots.txt')).toEqual({ slug: 'acme', rest: '/robots.txt' });
    expect(slugOfRequest(host, 'a.b.sites.example.com', '/')).toEqual({ slug: null, rest: '/' });
    expect(slugOfRequest(host, 'www.bakery.com', '/')).toBeUndefined();
    expect(slugOfRequest(host, 'sites.example.com', '/')).toBeUndefined();
  });
});
