/**
 * Every trade kit (issue 24, decision 0039), onboarded for a UK business and published without edits:
 * the bytes a phone fetches for its first view (412 × 823 at DPR 2, as Lighthouse's phone, no scroll;
 * target < 300 KB) and its Lighthouse mobile scores (target 100 each), each with its ratio to the
 * reference measured in the same run: a new website's page with nothing but a name (the template's
 * own weight, and the default hero picture).
 * Usage: npx tsx bench/kits.ts [trade,trade…]   (runs `npx lighthouse@12` with the system Chromium)
 */
import { chromium } from 'playwright-core';
import { chromiumPath } from '../tests/support/required-tool';
import { TRADES, type TradeId } from '../src/shared/trades';
import { emptyWebsiteContent } from '../src/shared/website';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed } from '../tests/support/test-app';
import { runLighthouse } from './support/lighthouse-run';
import { report, type Figure } from './support/report';

const SITES_PORT = 4812;
const BUDGET = 300 * 1024;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const only = process.argv[2]?.split(',');

interface Row {
  name: string;
  bytes: number;
  requests: number;
  scores: Record<(typeof CATEGORIES)[number], number>;
  below: string[];
}

/** What a phone fetches before the visitor scrolls: every response's body and headers, as sent. */
async function firstView(url: string): Promise<{ bytes: number; requests: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize)));
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500); // site.js lets the held pictures go a second after load
    const all = await Promise.all(sizes);
    return { bytes: all.reduce((a, b) => a + b, 0), requests: all.length };
  } finally {
    await browser.close();
  }
}

async function measure(name: string, url: string): Promise<Row> {
  const { bytes, requests } = await firstView(url);
  const lh = await runLighthouse(url);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lh.categories[c]?.score ?? 0) * 100)])) as Row['scores'];
  const below = Object.values(lh.categories).flatMap((c) =>
    c.auditRefs.flatMap((ref) => {
      const audit = lh.audits[ref.id];
      return ref.weight > 0 && audit && audit.score !== null && audit.score < 1 ? [`${c.title}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`] : [];
    }),
  );
  console.log(`${name}: ${(bytes / 1024).toFixed(1)} KB in ${requests} requests, Lighthouse ${CATEGORIES.map((c) => scores[c]).join('/')}`);
  return { name, bytes, requests, scores, below };
}

const t = await createTestApp('pglite', { SITES_PORT: String(SITES_PORT) });
const rows: Row[] = [];
let reference: Row;
try {
  await t.app.siteHost.listen({ port: SITES_PORT, host: '127.0.0.1' });
  const publish = async (token: string) => {
    const preview = (await t.app.inject({ url: '/api/website/preview', headers: bearer(token) })).json() as { hash: string };
    const res = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { hash: preview.hash } } });
    return (res.json() as { publishUrl: string }).publishUrl;
  };
  const first = await signUpConfirmed(t, 'kits-reference@example.com');
  await t.app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(first.token), ...jsonHeaders }, payload: { input: { ...emptyWebsiteContent(), companyName: 'Reference' } } });
  reference = await measure('reference (a name only)', await publish(first.token));
  for (const [n, { id, label }] of TRADES.entries()) {
    if (only && !only.includes(id)) continue;
    const { token } = await signUpConfirmed(t, `kits-${n}@example.com`);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/start',
      headers: { ...bearer(token), ...jsonHeaders },
      payload: { input: { trade: id as TradeId, companyName: `Harbour ${label}`, town: 'Leeds', phone: '0113 496 0555', country: 'GB' } },
    });
    if (started.statusCode !== 200) throw new Error(`${id}: /start answered ${started.statusCode}`);
    rows.push(await measure(label, await publish(token)));
  }
} finally {
  await t.close();
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ratio = (a: number, b: number) => (b === 0 ? '–' : `${(a / b).toFixed(2)}×`);
console.log('\nevery trade kit, published as /start made it: a phone’s first view (412 × 823, DPR 2) and Lighthouse mobile');
console.log(['kit'.padEnd(18), 'first view'.padStart(11), '÷ ref'.padStart(7), 'requests'.padStart(9), 'perf'.padStart(5), 'a11y'.padStart(5), 'b.p.'.padStart(5), 'SEO'.padStart(5)].join(' '));
for (const r of [reference!, ...rows]) {
  console.log([r.name.slice(0, 18).padEnd(18), kb(r.bytes).padStart(11), ratio(r.bytes, reference!.bytes).padStart(7), String(r.requests).padStart(9), ...CATEGORIES.map((c) => String(r.scores[c]).padStart(5))].join(' '));
}
for (const r of rows) if (r.below.length > 0) console.log(`  ${r.name} below full marks: ${r.below.join('; ')}`);

const figures: Figure[] = rows.flatMap((r) => {
  const all100 = CATEGORIES.every((c) => r.scores[c] === 100);
  return [
    { name: `${r.name} kit: a phone's first view`, value: `${kb(r.bytes)} (${ratio(r.bytes, reference!.bytes)} a name-only page)`, target: '< 300 KB', met: r.bytes < BUDGET },
    {
      name: `${r.name} kit: Lighthouse mobile perf / a11y / best practices / SEO`,
      value: CATEGORIES.map((c) => r.scores[c]).join(' / '),
      target: '100 each',
      met: all100,
      ...(all100 ? {} : { note: r.below.join('; ') }),
    },
  ];
});
report('kits', figures);
