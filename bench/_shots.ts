import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { sampleWebsite } from '../src/site/sample-website';
import { bearer, createTestApp, jsonHeaders, signUpConfirmed } from '../tests/support/test-app';
const PORT = 4830;
const t = await createTestApp('pglite', { SITES_PORT: String(PORT), IMAGE_RATE_LIMIT_MAX: '1000' });
try {
  await t.app.siteHost.listen({ port: PORT, host: '127.0.0.1' });
  const { token } = await signUpConfirmed(t, 'shots@example.com');
  const headers = { ...bearer(token), ...jsonHeaders };
  // A wide picture with a red disc near the left edge: the focal point keeps it in view on phones.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1200"><rect width="2400" height="1200" fill="#4a7"/><circle cx="300" cy="600" r="250" fill="#d22"/><text x="1800" y="620" font-size="120" fill="#fff">right</text></svg>`;
  const photo = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  const grant = (await t.app.inject({ method: 'POST', url: '/api/image/', headers, payload: { input: { myKey: 'wide.jpg', myContentType: 'image/jpeg', footPrint: photo.length } } })).json().image;
  await t.app.inject({ method: 'PUT', url: new URL(grant.presignedUrl).pathname, headers: { 'content-type': 'image/jpeg' }, payload: photo });
  await t.app.inject({ method: 'POST', url: '/api/image/ready', headers, payload: { input: { fullKey: grant.fullKey } } });
  const sample = sampleWebsite('http://sample.invalid');
  const website = { ...sample, backgroundImg: grant.publicUrl, backgroundImgFocus: '12% 50%', otherImg: grant.publicUrl, otherImgFocus: '10% 50%', serviceItems: sample.serviceItems.map((i) => ({ ...i, img: grant.publicUrl, focus: '12% 50%' })), gallery: [] };
  const saved = await t.app.inject({ method: 'PUT', url: '/api/website/', headers, payload: { input: website } });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const { hash } = (await t.app.inject({ method: 'GET', url: '/api/website/preview', headers: bearer(token) })).json();
  const url = (await t.app.inject({ method: 'POST', url: '/api/website/publish/', headers, payload: { input: { hash } } })).json().publishUrl as string;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'] });
  for (const width of [1280, 400]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/shots/s11-images/published-focal-${width}.png` });
    await page.locator('#services').scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/s11-images/published-focal-cards-${width}.png` });
    console.log(width, JSON.stringify(await page.locator('.ww-card__img').first().boundingBox()), JSON.stringify(await page.locator('.ww-about__img').boundingBox()), JSON.stringify(await page.locator('.ww-hero__bg').boundingBox()));
    await page.close();
  }
  await browser.close();
} finally {
  await t.close();
}
