/**
 * Bytes a visitor's browser transfers for the sample site's published page, images aside: the
 * HTML, the shared stylesheet and the script, each as the site host sends them (brotli, and gzip
 * for comparison). Target: at most 14 KB compressed (one TCP initial congestion window, about
 * 14.6 KB). Usage: npx tsx bench/published-page.ts
 */
import { sampleWebsite } from '../src/site/sample-website';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed } from '../tests/support/test-app';
import { judged, report } from './support/report';

const BUDGET = 14 * 1024;
const t = await createTestApp('pglite');
try {
  const { token } = await signUpConfirmed(t, 'bench@example.com');
  const put = await t.app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: sampleWebsite('https://images.example.com') } });
  if (put.statusCode !== 200) throw new Error(put.body);
  const { hash } = (await t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
  const published = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { hash } } });
  const pagePath = new URL(published.json().publishUrl).pathname;

  const sizes = async (url: string) => {
    const get = (encoding: string) => t.app.siteHost.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const [plain, gz, br] = await Promise.all([get(''), get('gzip'), get('br')]);
    return { url, raw: plain.rawPayload.length, gzip: gz.rawPayload.length, br: br.rawPayload.length, html: plain.body };
  };
  const page = await sizes(pagePath);
  const [css, js] = await Promise.all(
    [/href="(\/_ww\/site\.[0-9a-f]+\.css)"/, /src="(\/_ww\/site\.[0-9a-f]+\.js)"/].map((re) => sizes(re.exec(page.html)?.[1] as string)),
  );
  const rows = [page, css, js] as { url: string; raw: number; gzip: number; br: number }[];
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
  console.log('sample site, published page, without images');
  console.log(`${'resource'.padEnd(34)}${'raw'.padStart(9)}${'gzip'.padStart(9)}${'brotli'.padStart(9)}`);
  for (const r of rows) console.log(`${r.url.padEnd(34)}${kb(r.raw)}${kb(r.gzip)}${kb(r.br)}`);
  const total = (k: 'raw' | 'gzip' | 'br') => rows.reduce((sum, r) => sum + r[k], 0);
  console.log(`${'total'.padEnd(34)}${kb(total('raw'))}${kb(total('gzip'))}${kb(total('br'))}`);
  report('published-page', [
    judged('sample site page without images: HTML + CSS + script, brotli as sent', total('br'), '≤', BUDGET, {
      shown: `${kb(total('br')).trim()} (${(total('br') / BUDGET).toFixed(2)} of the budget; gzip ${kb(total('gzip')).trim()}, raw ${kb(total('raw')).trim()})`,
      target: `≤ ${kb(BUDGET).trim()}`,
    }),
  ]);
} finally {
  await t.close();
}
