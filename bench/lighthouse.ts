/**
 * Lighthouse mobile scores of the sample site's published page (target: 100 in performance,
 * accessibility, best practices and SEO), served by the real site host over HTTP with its images
 * uploaded through the product's own upload flow. Runs Lighthouse from the npm registry
 * (`npx lighthouse@12`) with the system Chromium. Usage: npx tsx bench/lighthouse.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { WebsiteContent } from '../src/shared/website';
import { sampleWebsite } from '../src/site/sample-website';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed } from '../tests/support/test-app';
import { printLighthouse, runLighthouse } from './support/lighthouse-run';
const SITES_PORT = 4810;
const BASE = 'http://sample.invalid';
const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png' };

const t = await createTestApp('pglite', { SITES_PORT: String(SITES_PORT) });
try {
  await t.app.siteHost.listen({ port: SITES_PORT, host: '127.0.0.1' });
  const { token } = await signUpConfirmed(t, 'lighthouse@example.com');

  // Upload each sample picture like the editor does, and use the media URLs it gets back.
  const uploaded = new Map<string, string>();
  const upload = async (url: string): Promise<string> => {
    if (!url.startsWith(`${BASE}/sample/`)) return url;
    const cached = uploaded.get(url);
    if (cached) return cached;
    const file = path.resolve(import.meta.dirname, '../public/sample', url.slice(`${BASE}/sample/`.length));
    const bytes = readFileSync(file);
    const type = TYPES[path.extname(file)] as string;
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/image/',
      headers: { ...bearer(token), ...jsonHeaders },
      payload: { input: { myKey: path.basename(file), myContentType: type, footPrint: bytes.length } },
    });
    const { presignedUrl, publicUrl } = grant.json().image as { presignedUrl: string; publicUrl: string };
    const put = await t.app.inject({ method: 'PUT', url: new URL(presignedUrl).pathname, headers: { 'content-type': type }, payload: bytes });
    if (put.statusCode !== 200) throw new Error(`upload failed: ${put.body}`);
    uploaded.set(url, publicUrl);
    return publicUrl;
  };
  const sample = sampleWebsite(BASE);
  const website: WebsiteContent = {
    ...sample,
    logo: await upload(sample.logo),
    otherImg: await upload(sample.otherImg),
    backgroundImg: await upload(sample.backgroundImg),
    serviceItems: await Promise.all(sample.serviceItems.map(async (i) => ({ ...i, ...(i.img ? { img: await upload(i.img) } : {}) }))),
    otherItems: await Promise.all(sample.otherItems.map(async (i) => ({ ...i, ...(i.img ? { img: await upload(i.img) } : {}) }))),
  };
  const saved = await t.app.inject({ method: 'PUT', url: '/api/website/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: website } });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const { hash } = (await t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
  const published = await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers: { ...bearer(token), ...jsonHeaders }, payload: { input: { hash } } });
  const url = (published.json() as { publishUrl: string }).publishUrl;

  printLighthouse(await runLighthouse(url), url);
} finally {
  await t.close();
}
