import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DIST } from '../../src/server/paths';
import { createTestApp, type TestApp } from '../support/test-app';

/** The built single-page app as the app serves it: the compressed copies the build made, never compressed per request. */
describe('the single-page app', () => {
  let t: TestApp;

  beforeAll(async () => {
    if (!existsSync(path.join(CLIENT_DIST, 'index.html'))) throw new Error('The client is not built: run `npm run build` first (npm test does).');
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, encoding: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
  const decoded = (res: Awaited<ReturnType<typeof get>>) => {
    const encoding = res.headers['content-encoding'];
    return encoding === 'br' ? brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
  };

  it('sends each script in the encoding the browser takes, as the build compressed it, cached for a year', async () => {
    const assets = readdirSync(path.join(CLIENT_DIST, 'assets'));
    const script = assets.filter((f) => f.endsWith('.js')).sort((a, b) => readFileSync(path.join(CLIENT_DIST, 'assets', b)).length - readFileSync(path.join(CLIENT_DIST, 'assets', a)).length)[0];
    expect(script).toBeDefined();
    const file = path.join(CLIENT_DIST, 'assets', script as string);
    const original = readFileSync(file);
    for (const [accept, encoding, stored] of [
      ['gzip, deflate, br', 'br', `${file}.br`],
      ['gzip', 'gzip', `${file}.gz`],
      ['identity', undefined, file],
    ] as const) {
      const res = await get(`/assets/${script}`, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toMatch(/javascript/);
      // The very bytes the build wrote: nothing was compressed for this request.
      expect(res.rawPayload.equals(readFileSync(stored)), accept).toBe(true);
      expect(decoded(res).equals(original)).toBe(true);
    }
  });

  it("sends the page's HTML for any page path, compressed by the build too", async () => {
    const html = readFileSync(path.join(CLIENT_DIST, 'index.html'));
    for (const url of ['/', '/login', '/website']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      if (html.length >= 1024) expect(res.headers['content-encoding']).toBe('br');
      expect(decoded(res).equals(html), url).toBe(true);
    }
  });
});
