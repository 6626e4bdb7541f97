import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressProblem } from '../../src/server/modules/importing/safe-fetch';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed, type TestApp } from '../support/test-app';

const fixture = (name: string) => readFileSync(new URL(`../support/import-fixtures/${name}.html`, import.meta.url), 'utf8');

/** Local pages written like real small-business sites, and a few hostile ones. */
function fixtureServer(): Server {
  return createServer((req, res) => {
    const html = (body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    switch (req.url) {
      case '/wix':
      case '/squarespace':
      case '/wordpress':
      case '/empty':
      case '/malformed':
        return html(fixture(req.url.slice(1)));
      case '/slow':
        return; // never answers
      case '/redirect-private':
        return res.writeHead(302, { location: 'http://10.0.0.7/admin' }).end();
      case '/redirect-metadata':
        return res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      case '/redirect-js':
        return res.writeHead(302, { location: 'javascript:alert(1)' }).end();
      case '/loop':
      case '/loop2':
        return res.writeHead(302, { location: req.url === '/loop' ? '/loop2' : '/loop' }).end();
      case '/moved':
        return res.writeHead(301, { location: '/wix' }).end();
      case '/huge': {
        // 10 MB without announcing it: the reader must stop on its own.
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < 10 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('error', () => {});
        return pump();
      }
      case '/huge-announced':
        return res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(10 * 1024 * 1024) }).end();
      case '/image':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([137, 80, 78, 71]));
      default:
        return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
  });
}

describe('import from your website (/company)', () => {
  let t: TestApp;
  let token: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = fixtureServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp('pglite', { IMPORT_ALLOW_LOOPBACK: 'true' });
    ({ token } = await signUpConfirmed(t, 'importer@example.com'));
  });
  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await t?.close();
  });

  const importFrom = (url: string, tok = token) =>
    t.app.inject({ method: 'POST', url: '/api/import/website', headers: { ...bearer(tok), ...jsonHeaders }, payload: { input: { url } } });
  const websiteNow = async () => (await t.app.inject({ method: 'GET', url: '/api/website?version=1', headers: bearer(token) })).body;

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/import/website', headers: jsonHeaders, payload: { input: { url: `${base}/wix` } } });
    expect(res.statusCode).toBe(401);
  });

  it('reads a Wix-shaped page: LocalBusiness JSON-LD first', async () => {
    const before = await websiteNow();
    const res = await importFrom(`${base}/wix`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      source: `${base}/wix`,
      details: {
        companyName: 'Bright Spark Electrical',
        companyDescription: 'Family-run electricians in Tacoma since 2011: panel upgrades, EV chargers, lighting and fault finding.',
        phone: '(253) 555-0148',
        email: 'office@brightsparkelectric.com',
        addressFreeForm: '1820 Pacific Ave\nTacoma, WA 98402',
        socialUrl: 'https://www.facebook.com/brightsparktacoma',
      },
    });
    // Reading fills nothing by itself: the owner reviews, then saves.
    expect(await websiteNow()).toBe(before);
  });

  it('reads a Squarespace-shaped page: Organization JSON-LD among WebSite and LocalBusiness blocks, entities decoded', async () => {
    const res = await importFrom(`${base}/squarespace`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().details).toEqual({
      companyName: 'Petal & Stem Florist',
      companyDescription: 'Seasonal bouquets, wedding flowers and same-day delivery across Boulder.',
      phone: '+1 303 555 0117',
      email: 'hello@petalandstem.com',
      addressFreeForm: '2030 Pearl Street\nBoulder, CO, 80302',
      socialUrl: 'https://www.instagram.com/petalandstem',
    });
  });

  it('reads a WordPress-shaped page: Yoast @graph, meta description, tel:/mailto: links and <address>; javascript: links ignored', async () => {
    const res = await importFrom(`${base}/wordpress`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().details).toEqual({
      companyName: 'Haywood & Sons Roofing',
      companyDescription: 'Roof repairs, new roofs and guttering in Leeds. Free quotes, 10-year guarantee.',
      phone: '+441134960000',
      email: 'info@haywoodroofing.co.uk',
      addressFreeForm: 'Unit 4, Kirkstall Road\nLeeds LS4 2AZ',
      socialUrl: 'https://www.facebook.com/haywoodroofing',
    });
    expect(res.body).not.toContain('javascript');
  });

  it('follows an ordinary redirect, and accepts an address typed without https://', async () => {
    const res = await importFrom(`${base}/moved`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: `${base}/wix`, details: { companyName: 'Bright Spark Electrical' } });
    const bare = await importFrom(`127.0.0.1:${new URL(base).port}/wix`);
    // https:// is assumed; the fixture speaks plain http, so the connection fails with a clear message.
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errorMessage).toMatch(/could not connect to 127\.0\.0\.1/);
  });

  it('says so when a page has nothing to import (an empty app shell, malformed JSON-LD, javascript: links)', async () => {
    for (const page of ['empty', 'malformed']) {
      const res = await importFrom(`${base}/${page}`);
      expect(res.statusCode, page).toBe(422);
      expect(res.json().errorMessage).toMatch(/found no company details on it/);
    }
  });

  it('gives up on a page that does not answer in time', { timeout: 20_000 }, async () => {
    const started = Date.now();
    const res = await importFrom(`${base}/slow`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toMatch(/did not answer within 8 seconds/);
    expect(Date.now() - started).toBeLessThan(12_000);
  });

  it('refuses redirects into private networks, javascript: redirects and redirect loops', async () => {
    for (const path of ['redirect-private', 'redirect-metadata']) {
      const res = await importFrom(`${base}/${path}`);
      expect(res.statusCode, path).toBe(422);
      expect(res.json().errorMessage).toMatch(/private network/);
    }
    const js = await importFrom(`${base}/redirect-js`);
    expect(js.statusCode).toBe(422);
    expect(js.json().errorMessage).toMatch(/Only web addresses starting with http/);
    const loop = await importFrom(`${base}/loop`);
    expect(loop.statusCode).toBe(422);
    expect(loop.json().errorMessage).toMatch(/more than 3 redirects/);
  });

  it('refuses a huge page, announced or not, and what is not a web page', async () => {
    for (const path of ['huge', 'huge-announced']) {
      const res = await importFrom(`${base}/${path}`);
      expect(res.statusCode, path).toBe(422);
      expect(res.json().errorMessage).toMatch(/too large to read/);
    }
    const image = await importFrom(`${base}/image`);
    expect(image.statusCode).toBe(422);
    expect(image.json().errorMessage).toMatch(/not a web page/);
    const missing = await importFrom(`${base}/nope`);
    expect(missing.json().errorMessage).toMatch(/answered with an error \(404\)/);
  });

  it('refuses addresses that are not public web pages, with a message for a person', async () => {
    const cases: [string, RegExp][] = [
      ['javascript:alert(1)', /Only web addresses starting with http/],
      ['file:///etc/passwd', /Only web addresses starting with http/],
      ['ftp://example.com/', /Only web addresses starting with http/],
      ['http://user:pw@example.com/', /user name or password/],
      ['http://10.1.2.3/', /private network/],
      ['http://[::ffff:192.168.0.1]/', /private network/],
      ['http://[fe80::1]/', /private network/],
      ['  ', /Paste the address of your current website/],
    ];
    for (const [url, message] of cases) {
      const res = await importFrom(url);
      expect([400, 422], url).toContain(res.statusCode);
      expect(res.json().errorMessage, url).toMatch(message);
    }
  });

  it('keeps loopback out unless the test setting allows it', async () => {
    expect(addressProblem('127.0.0.1')).toBe('a loopback address');
    expect(addressProblem('127.0.0.1', true)).toBeUndefined();
    expect(addressProblem('::1')).toBe('a loopback address');
    expect(addressProblem('10.0.0.1', true)).toBe('a private or reserved address');
    expect(addressProblem('93.184.216.34')).toBeUndefined();
    expect(addressProblem('2606:2800:220:1::')).toBeUndefined();
    const strict = await createTestApp('pglite');
    try {
      const { token: other } = await signUpConfirmed(strict, 'strict@example.com');
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/import/website',
        headers: { ...bearer(other), ...jsonHeaders },
        payload: { input: { url: `${base}/wix` } },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errorMessage).toMatch(/private network/);
      const named = await strict.app.inject({
        method: 'POST',
        url: '/api/import/website',
        headers: { ...bearer(other), ...jsonHeaders },
        payload: { input: { url: `http://localhost:${new URL(base).port}/wix` } },
      });
      expect(named.json().errorMessage).toMatch(/private network/);
    } finally {
      await strict.close();
    }
  });
});
