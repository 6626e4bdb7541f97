/*
 * Renders the demo site to a standalone HTML file (site.css and site.js inlined) and takes
 * screenshots with the system Chromium, for looking at the template by eye.
 * Run: npx tsx scripts/preview-sample.ts [outDir]   (default /tmp/ww-preview)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { sampleWebsite } from '../src/site/sample-website';
import { renderSiteDocument } from '../src/site/site-document';

const outDir = process.argv[2] ?? '/tmp/ww-preview';
const ORIGIN = 'http://sample.test';
const siteDir = new URL('../src/site/', import.meta.url);
const publicDir = new URL('../public/', import.meta.url);

const website = sampleWebsite(ORIGIN);
const html = renderSiteDocument({
  website,
  creditHref: 'https://example.com/landing',
  css: { inline: await readFile(new URL('site.css', siteDir), 'utf8') },
  js: { inline: await readFile(new URL('site.js', siteDir), 'utf8') },
});
await mkdir(outDir, { recursive: true });
await writeFile(`${outDir}/index.html`, html);
console.log(`wrote ${outDir}/index.html (${html.length} bytes)`);

const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
try {
  async function open(width: number, height: number, javaScriptEnabled = true) {
    const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled });
    const page = await context.newPage();
    await page.route(`${ORIGIN}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') return route.fulfill({ contentType: 'text/html', body: html });
      const file = fileURLToPath(new URL(`.${path}`, publicDir));
      return route.fulfill({ contentType: TYPES[extname(file)] ?? 'application/octet-stream', body: await readFile(file) });
    });
    await page.goto(`${ORIGIN}/`);
    // Walk down once so lazy images load before full-page shots, then return to the top.
    if (javaScriptEnabled) await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 80));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    return page;
  }

  const desktop = await open(1280, 800);
  await desktop.screenshot({ path: `${outDir}/desktop-full.png`, fullPage: true });
  await desktop.screenshot({ path: `${outDir}/desktop-top.png` });
  await desktop.mouse.wheel(0, 700);
  await desktop.waitForTimeout(400);
  await desktop.screenshot({ path: `${outDir}/desktop-scrolled.png` });

  const mobile = await open(400, 800);
  await mobile.screenshot({ path: `${outDir}/mobile-full.png`, fullPage: true });
  await mobile.click('label.ww-burger');
  await mobile.waitForTimeout(300);
  await mobile.screenshot({ path: `${outDir}/mobile-menu.png` });

  const narrow = await open(320, 640);
  await narrow.screenshot({ path: `${outDir}/narrow-full.png`, fullPage: true });

  const noJs = await open(400, 800, false);
  await noJs.click('label.ww-burger');
  await noJs.waitForTimeout(300);
  await noJs.screenshot({ path: `${outDir}/nojs-menu.png` });
  console.log(`screenshots in ${outDir}`);
} finally {
  await browser.close();
}
