/**
 * Time of one publish of the sample site through the API (render on the server, hash check,
 * storage write, the locked transaction), median and p90 of N, next to the time of rendering the
 * page alone and of a plain authenticated API read (GET /api/account) as references measured in
 * the same run. Usage: npx tsx bench/publish-time.ts [runs=50]
 */
import { renderPublishedPage } from '../src/server/render/published-page';
import { loadSiteAssetFiles } from '../src/server/render/site-asset-files';
import { sampleWebsite } from '../src/site/sample-website';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed } from '../tests/support/test-app';
import { reference, report } from './support/report';

const runs = Number(process.argv[2] ?? 50);
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] as number;
const time = async (fn: () => Promise<unknown>) => {
  const start = performance.now();
  await fn();
  return performance.now() - start;
};

const t = await createTestApp('pglite');
try {
  const { token } = await signUpConfirmed(t, 'bench@example.com');
  const site = sampleWebsite('https://images.example.com');
  const put = await t.app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: site } });
  if (put.statusCode !== 200) throw new Error(put.body);
  const { hash } = (await t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
  const publish = () => t.app.inject({ method: 'POST', url: '/api/website/publish/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { hash } } });
  await publish(); // first publish: slug and assets, not typical

  const publishes: number[] = [];
  const renders: number[] = [];
  const reads: number[] = [];
  const assets = loadSiteAssetFiles();
  for (let i = 0; i < runs; i++) {
    publishes.push(
      await time(async () => {
        const res = await publish();
        if (res.statusCode !== 200) throw new Error(res.body);
      }),
    );
    renders.push(await time(async () => renderPublishedPage({ website: site, canonicalUrl: 'http://localhost:3001/x/', assets, creditHref: 'http://localhost:3000/landing' })));
    reads.push(await time(() => t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) })));
  }
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const line = (xs: number[]) => `median ${ms(quantile(xs, 0.5))}, p90 ${ms(quantile(xs, 0.9))}`;
  console.log(`publish of the sample site, ${runs} runs (PGlite, local disk storage, in-process inject)`);
  // No target: the figures show where a publish's time goes, beside the two references.
  report('publish-time', [
    reference('publish (POST /api/website/publish/)', line(publishes), `${(quantile(publishes, 0.5) / quantile(renders, 0.5)).toFixed(1)}× the render alone, ${(quantile(publishes, 0.5) / quantile(reads, 0.5)).toFixed(1)}× an account read`),
    reference('render only (reference)', line(renders)),
    reference('GET /api/account (reference)', line(reads)),
  ]);
} finally {
  await t.close();
}
