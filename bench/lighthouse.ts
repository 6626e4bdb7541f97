/**
 * Lighthouse mobile scores of the sample site's published page (target: 100 in performance,
 * accessibility, best practices and SEO), served by the real site host over HTTP with its images
 * uploaded through the product's own upload flow. Runs Lighthouse from the npm registry
 * (`npx lighthouse@12`) with the system Chromium. Usage: npx tsx bench/lighthouse.ts
 */
import { createTestApp, signUpConfirmed } from '../tests/support/test-app';
import { lighthouseFigures, runLighthouse } from './support/lighthouse-run';
import { report } from './support/report';
import { sampleWebsiteWithUploads, saveAndPublish } from './support/sample-uploads';

const SITES_PORT = 4810;

const t = await createTestApp('pglite', { SITES_PORT: String(SITES_PORT) });
try {
  await t.app.siteHost.listen({ port: SITES_PORT, host: '127.0.0.1' });
  const { token } = await signUpConfirmed(t, 'lighthouse@example.com');
  const url = await saveAndPublish(t, token, await sampleWebsiteWithUploads(t, token));
  console.log(`Lighthouse (mobile) for ${url}`);
  report('lighthouse', lighthouseFigures(await runLighthouse(url)));
} finally {
  await t.close();
}
