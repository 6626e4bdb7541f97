/**
 * Lighthouse mobile scores (SEO above all: hreflang, canonical, crawlable links, `<html lang>`) of a two-language
 * site's both addresses (issue 28 part 3, decision 0067): the sample site with French as its main language
 * and English as its second, some texts translated, served by the real site host over HTTP. Not in CI: two
 * Lighthouse runs take minutes on a shared machine. Usage: npx tsx bench/lighthouse-two-languages.ts
 */
import { createTestApp, signUpConfirmed } from '../tests/support/test-app';
import { lighthouseFigures, runLighthouse } from './support/lighthouse-run';
import { report } from './support/report';
import { sampleWebsiteWithUploads, saveAndPublish } from './support/sample-uploads';

const SITES_PORT = 4811;

const t = await createTestApp('pglite', { SITES_PORT: String(SITES_PORT) });
try {
  await t.app.siteHost.listen({ port: SITES_PORT, host: '127.0.0.1' });
  const { token } = await signUpConfirmed(t, 'lighthouse-two@example.com');
  const sample = await sampleWebsiteWithUploads(t, token);
  const website = {
    ...sample,
    siteLanguage: 'fr',
    country: 'FR',
    translations: { en: { companyName: sample.companyName, companyDescription: sample.companyDescription, aboutMe: sample.aboutMe } },
    companyDescription: 'Une entreprise familiale au service de ses clients depuis vingt ans.',
    aboutMe: 'Nous travaillons avec soin, à l’heure, et nous expliquons chaque étape.',
  };
  const url = await saveAndPublish(t, token, website);
  // One report under this file's name (bench/run.ts reads lighthouse-two-languages.json), each page's figures named by it.
  const figures = [];
  for (const address of [url, `${url}en/`]) {
    console.log(`Lighthouse (mobile) for ${address}`);
    const page = address.endsWith('/en/') ? 'English page (/en/)' : 'French page';
    figures.push(...lighthouseFigures(await runLighthouse(address)).map((f) => ({ ...f, name: `${page}: ${f.name}` })));
  }
  report('lighthouse-two-languages', figures);
} finally {
  await t.close();
}
