import { randomBytes } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishSite } from '../support/publish-site';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Pages served from the pack's own read buffers (decision 0072's addendum): a buffer goes back for reuse
 * once its response has been written, so two responses in flight never share one. Twelve sites, each page
 * read from the pack many times over real sockets, thirty requests in flight at once, memory keeping none
 * (PAGE_CACHE_MB=0), the doorkeeper's window passed between bursts so that every read is a first one.
 * One page is made nearly a megabyte and read slowly. On loopback the kernel takes that whole at once, so
 * this cannot hold a write back on the socket: that the buffer goes back only at the response's 'finish'
 * (handed to the operating system whole) is Node's contract, which site-responder.ts relies on.
 */
const SITES = 12;
const BURSTS = 8;

/** A page asked for over a socket; `slow`: the answer is not read for 300 ms (the server's write waits on the socket). */
function get(port: number, path: string, encoding: string, slow = false): Promise<{ status: number; body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': encoding, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' } }, (res) => {
      if (slow) {
        res.pause();
        setTimeout(() => res.resume(), 300);
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('pages served from the pack over real sockets', () => {
  let t: TestApp;
  let port: number;
  const published: { path: string; name: string; accountId: string; version: number }[] = [];
  let bigPage = '';
  const realNow = Date.now;

  beforeAll(async () => {
    t = await createTestApp('pglite', { PAGE_CACHE_MB: '0', PAGE_PACK_MB: '64' });
    for (let n = 0; n < SITES; n++) {
      const name = `Pack Test Bakery ${n}`;
      const site = await publishSite(t, `pack-${n}@example.com`, name, { companyDescription: `Bread of site ${n}. ${'Crust and crumb. '.repeat(10 + n * 2)}` });
      published.push({ path: site.path, name, accountId: site.accountId, version: site.publishVersion });
    }
    // The first site's page made nearly a megabyte (noise a compressor cannot shrink), larger than what a
    // socket takes at once: its responses are still being written when others are read into buffers.
    const first = published[0] as { path: string; name: string; accountId: string; version: number };
    const big = `<!doctype html><html lang="en"><head><title>${first.name}</title></head><body><h1>${first.name}</h1><p>${randomBytes(700_000).toString('base64')}</p></body></html>\n`;
    bigPage = big;
    const folder = path.join(t.dataDir, 'storage', 'sites', first.accountId);
    const stored = readdirSync(folder).filter((file) => file.startsWith(`v${first.version}-`) && file.endsWith('.html.br'));
    expect(stored).toHaveLength(1);
    writeFileSync(path.join(folder, stored[0] as string), brotliCompressSync(big, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }));
    await t.app.siteHost.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.siteHost.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  it('answers every page whole and its own, with thirty in flight, and reuses the read buffers', async () => {
    // The versions are an hour old (packed: not being refined any more), and each burst comes after the
    // doorkeeper's window, so memory (none here) never takes a page and every read uses a pack buffer.
    let offset = 3600_000;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
    for (let burst = 0; burst < BURSTS; burst++) {
      offset += 11_000;
      const asked = Array.from({ length: 30 }, (_, i) => published[(i * 7 + burst) % SITES] as (typeof published)[number]);
      // The big page thrice a burst, by slow readers, among the others.
      const answers = await Promise.all(asked.map((site, i) => (site === published[0] ? get(port, site.path, 'br', i % 2 === 0) : get(port, site.path, i % 3 === 0 ? 'gzip' : 'br'))));
      answers.forEach((answer, i) => {
        const site = asked[i] as (typeof published)[number];
        expect(answer.status).toBe(200);
        const html = (answer.encoding === 'br' ? brotliDecompressSync(answer.body) : answer.encoding === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8');
        expect(html).toContain(site.name);
        if (site === published[0] && answer.encoding === 'br') expect(html === bigPage).toBe(true);
        expect(html.endsWith('</html>') || html.trimEnd().endsWith('</html>')).toBe(true);
        for (const other of published) if (other !== site) expect(html.includes(`${other.name}<`)).toBe(false);
      });
    }
    // Reads came from the pack, most into a buffer an earlier response had handed back.
    const stats = t.app.siteHost.cacheStats();
    expect(stats.packReads).toBeGreaterThanOrEqual(BURSTS * 30 - SITES * 2);
    expect(stats.packReused).toBeGreaterThan(stats.packReads / 2);
  }, 60_000);
});
