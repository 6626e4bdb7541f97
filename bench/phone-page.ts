/*
 * The published page with the phone's call bar, a notice and a price list on (issue 26, decision 0060):
 * Lighthouse mobile (target 100 in each category) and the first view's bytes as served (brotli: page,
 * stylesheets, fonts, script; images aside).
 *
 * Usage: npx tsx bench/phone-page.ts   (runs `npx lighthouse@12` with the system Chromium)
 */
import { createTestApp, signUpConfirmed } from '../tests/support/test-app';
import { lighthouseFigures, runLighthouse } from './support/lighthouse-run';
import { reference, report } from './support/report';
import { sampleWebsiteWithUploads, saveAndPublish } from './support/sample-uploads';

const SITES_PORT = 4812;
// Two days either side of today in UTC: today wherever the sample business is.
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const t = await createTestApp('pglite', { SITES_PORT: String(SITES_PORT) });
try {
  await t.app.siteHost.listen({ port: SITES_PORT, host: '127.0.0.1' });
  const { token } = await signUpConfirmed(t, 'phone-bench@example.com');
  const sample = await sampleWebsiteWithUploads(t, token);
  const url = await saveAndPublish(t, token, {
    ...sample,
    whatsappNumber: '+1 614 555 0123',
    enablePrices: true,
    pricesTitle: 'Prices',
    prices: [
      { name: 'Repairs', items: [{ name: 'Sprinkler head', description: 'Parts and labour', price: 40, from: true }, { name: 'Valve', description: '', price: 80, priceTo: 140 }] },
      { name: 'Installs', items: [{ name: 'Front lawn', description: 'Up to 1,000 sq ft', price: 1250 }] },
    ],
    notices: [{ message: 'Closed for the holidays, back on 3 January', link: '', start: day(-2), end: day(2), closed: true }],
  });
  const path = new URL(url).pathname;
  const get = (p: string) => t.app.siteHost.inject({ url: p, headers: { 'accept-encoding': 'br' } });
  const plain = (await t.app.siteHost.inject({ url: path })).body;
  for (const part of ['ww-callbar', 'ww-notice', 'ww-price__amount']) if (!plain.includes(part)) throw new Error(`the page has no ${part}`);
  const hrefs = (re: RegExp) => [...plain.matchAll(re)].map((m) => m[1] as string);
  const bytes = async (list: string[]) => (await Promise.all(list.map(async (href) => (await get(href)).rawPayload.length))).reduce((a, b) => a + b, 0);
  const firstView =
    (await get(path)).rawPayload.length +
    (await bytes(hrefs(/<link rel="stylesheet" href="(\/_ww\/[^"]+\.css)"/g))) +
    (await bytes([...new Set(hrefs(/href="(\/_ww\/[^"]+\.woff2)"/g))])) +
    (await bytes(hrefs(/src="(\/_ww\/[^"]+\.js)"/g)));
  console.log(`first view without images: ${(firstView / 1024).toFixed(1)} KB brotli`);
  const lh = await runLighthouse(url);
  // Under this file's name: bench/run.ts reads phone-page.json.
  report('phone-page', [
    reference('a phone\u2019s first view without images (brotli)', `${(firstView / 1024).toFixed(1)} KB`),
    ...lighthouseFigures(lh).map((f) => ({ ...f, name: `Published page with call bar, notice and price list (issue 26): ${f.name}` })),
  ]);
} finally {
  await t.close();
}
