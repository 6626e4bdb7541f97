import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HtmlTooComplex, readHtml, TOO_COMPLEX_MESSAGE } from '../../../src/server/modules/importing/html-budget';
import { startProcessWithSite, type ProcessSite } from '../../support/process-site';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 120_000 });

/** 300,000 unclosed <div>s: 1.5 MB, under the 2 MB cap; parsed in quadratic time on the server's thread before (229 s). */
const DIVS = '<!doctype html><title>Deep</title>' + '<div>'.repeat(300_000);
const WIDE = '<!doctype html><title>Wide</title>' + '<p>x</p>'.repeat(210_000);
const NORMAL = `<!doctype html><html><head><title>Rivera Plumbing | Home</title>
<meta name="description" content="Plumbing in Springfield."></head>
<body><a href="tel:+15550100">Call</a>${'<div><p>Some text</p></div>'.repeat(2000)}</body></html>`;

function pages(): Server {
  return createServer((req, res) => {
    const body = req.url === '/divs' ? DIVS : req.url === '/wide' ? WIDE : NORMAL;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
}

const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.99) - 1)] as number;

describe('imported pages are read within a budget, off the server thread (issue 21, item 1)', () => {
  let proc: ProcessSite;
  let fixtures: Server;
  let base: string;

  beforeAll(async () => {
    fixtures = pages();
    await new Promise<void>((resolve) => fixtures.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(fixtures.address() as AddressInfo).port}`;
    proc = await startProcessWithSite({ IMPORT_ALLOW_LOOPBACK: 'true' }, 'import-budget@example.com');
  });
  afterAll(async () => {
    await proc?.stop();
    await new Promise((resolve) => fixtures?.close(resolve));
  });

  const importFrom = (url: string) =>
    fetch(`${proc.appUrl}/api/import/website`, {
      method: 'POST',
      headers: { authorization: `Bearer ${proc.token}`, 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ input: { url } }),
    });

  it('answers the 300,000-div page with a sentence within 5 s while a published page served in parallel is never held up by it', async () => {
    const page = `${proc.sitesUrl}${proc.pagePath}`;
    expect((await fetch(page)).status).toBe(200);
    // A few warm-up requests: the first ones read the page from storage.
    for (let i = 0; i < 20; i++) await (await fetch(page)).arrayBuffer();

    // The same visitors for a while before, as the reference (a loaded machine shows in both).
    let importing = true;
    let latencies: number[] = [];
    const visitor = async () => {
      while (importing) {
        const started = performance.now();
        const res = await fetch(page);
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        expect(res.status).toBe(200);
      }
    };
    let visitors = [visitor(), visitor(), visitor(), visitor()];
    await new Promise((resolve) => setTimeout(resolve, 2000));
    importing = false;
    await Promise.all(visitors);
    const reference = latencies;
    latencies = [];
    importing = true;
    visitors = [visitor(), visitor(), visitor(), visitor()];
    const started = performance.now();
    const res = await importFrom(`${base}/divs`);
    const seconds = (performance.now() - started) / 1000;
    importing = false;
    await Promise.all(visitors);

    const body = (await res.json()) as { errorMessage: string };
    console.log(`300k divs: answered ${res.status} in ${seconds.toFixed(2)} s; published page: ${latencies.length} requests meanwhile, p99 ${p99(latencies).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (before, without the import: ${reference.length} requests in 2 s, p99 ${p99(reference).toFixed(1)} ms)`);
    expect(res.status).toBe(422);
    expect(body.errorMessage).toBe(TOO_COMPLEX_MESSAGE);
    expect(seconds).toBeLessThan(5);
    expect(latencies.length).toBeGreaterThan(10);
    // Read on the server's thread, the page held every visitor for the whole read (seconds, up to the
    // 3 s budget). Off it, visitors only share the machine's two cores with the reader: their p99 stays
    // within 200 ms of the same visitors' p99 without an import (an absolute 200 ms failed at 201 ms on
    // a loaded CI machine; timings are figures, the thread is the point), and none waits a second.
    expect(p99(latencies)).toBeLessThan(200 + p99(reference));
    expect(Math.max(...latencies)).toBeLessThan(1000);
  });

  it('still reads an ordinary page, and refuses a page of too many nodes the same way', async () => {
    const normal = await importFrom(`${base}/normal`);
    expect(normal.status).toBe(200);
    expect(((await normal.json()) as { details: Record<string, string> }).details).toMatchObject({ companyName: 'Rivera Plumbing', phone: '+15550100' });
    const wide = await importFrom(`${base}/wide`);
    expect(wide.status).toBe(422);
    expect(((await wide.json()) as { errorMessage: string }).errorMessage).toBe(TOO_COMPLEX_MESSAGE);
  });
});

describe('readHtml, the bounded entry point', () => {
  it('never holds the calling thread for 100 ms, whatever the page', async () => {
    const idle = monitorEventLoopDelay({ resolution: 10 });
    idle.enable();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    idle.disable();
    console.log(`event loop delay idle (the reference): max ${(idle.max / 1e6).toFixed(1)} ms`);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const outcomes = await Promise.allSettled([
      readHtml('businessPage', DIVS, 'https://deep.example/'),
      readHtml('businessPage', WIDE, 'https://wide.example/'),
      readHtml('businessPage', NORMAL, 'https://normal.example/'),
    ]);
    delay.disable();
    console.log(`event loop delay while reading: max ${(delay.max / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms`);
    expect(outcomes[0]).toMatchObject({ status: 'rejected', reason: expect.any(HtmlTooComplex) });
    expect(outcomes[1]).toMatchObject({ status: 'rejected', reason: expect.any(HtmlTooComplex) });
    expect(outcomes[2]).toMatchObject({ status: 'fulfilled', value: { details: { companyName: 'Rivera Plumbing' } } });
    expect(delay.max / 1e6).toBeLessThan(100);
  });

  it('ends a worker that runs past its time and one that outgrows its memory', async () => {
    // A page within the node budget but given almost no time, then almost no memory.
    await expect(readHtml('businessPage', NORMAL.repeat(20), 'https://slow.example/', { maxNodes: 1e9, maxDepth: 512, timeMs: 1, heapMb: 96 })).rejects.toThrow(HtmlTooComplex);
    const big = `<html><body>${'<div class="a b c d e f">text text</div>'.repeat(150_000)}</body></html>`;
    await expect(readHtml('businessPage', big, 'https://big.example/', { maxNodes: 1e9, maxDepth: 512, timeMs: 60_000, heapMb: 8 })).rejects.toThrow(HtmlTooComplex);
  });
});
