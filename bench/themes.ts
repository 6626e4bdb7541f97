/**
 * Per theme (issue 13): the sample site's published page, first view without images — the HTML, the
 * stylesheets and the theme's web fonts, as the site host sends them (brotli) — against the budget of
 * 50 KB, and its Lighthouse mobile scores (target 100 each), each with its ratio to the Classic theme
 * measured in the same run. The script (site.js) is shown beside, not counted in the budget.
 * The sample's pictures are uploaded through the product's own flow, so Lighthouse sees real media.
 * Usage: npx tsx bench/themes.ts   (runs `npx lighthouse@12` with the system Chromium)
 */
import { THEME_LABELS, THEMES, type ThemeName } from '../src/shared/website-fields';
import { createTestApp, signUpConfirmed } from '../tests/support/test-app';
import { runLighthouse } from './support/lighthouse-run';
import { report, type Figure } from './support/report';
import { sampleWebsiteWithUploads, saveAndPublish } from './support/sample-uploads';

const SITES_PORT = 4811;
const BUDGET = 50 * 1024;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Row {
  theme: ThemeName;
  /** Brotli bytes as served: the page, its stylesheets, its fonts, its script. */
  html: number;
  css: number;
  fonts: number;
  js: number;
  scores: Record<(typeof CATEGORIES)[number], number>;
  below: string[];
}

const t = await createTestApp('pglite', { SITES_PORT: String(SITES_PORT) });
const rows: Row[] = [];
try {
  await t.app.siteHost.listen({ port: SITES_PORT, host: '127.0.0.1' });
  const { token } = await signUpConfirmed(t, 'themes-bench@example.com');
  const sample = await sampleWebsiteWithUploads(t, token);
  for (const theme of THEMES) {
    const url = await saveAndPublish(t, token, { ...sample, theme });
    const path = new URL(url).pathname;
    const get = (p: string) => t.app.siteHost.inject({ url: p, headers: { 'accept-encoding': 'br' } });
    const page = await get(path);
    const plain = (await t.app.siteHost.inject({ url: path })).body;
    if (!plain.includes(`data-theme="${theme}"`)) throw new Error(`${theme}: the published page is not in its theme`);
    if (page.headers['content-encoding'] !== 'br') throw new Error(`${theme}: the page was not sent brotli-compressed`);
    const hrefs = (re: RegExp) => [...plain.matchAll(re)].map((m) => m[1] as string);
    const bytes = async (list: string[]) => (await Promise.all(list.map(async (href) => (await get(href)).rawPayload.length))).reduce((a, b) => a + b, 0);
    const css = hrefs(/<link rel="stylesheet" href="(\/_ww\/[^"]+\.css)"/g);
    const fonts = [...new Set(hrefs(/href="(\/_ww\/[^"]+\.woff2)"/g))];
    const js = hrefs(/src="(\/_ww\/[^"]+\.js)"/g);
    if (css.length === 0 || js.length === 0) throw new Error(`${theme}: no stylesheet or script found in the page`);
    const lh = await runLighthouse(url);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lh.categories[c]?.score ?? 0) * 100)])) as Row['scores'];
    const below = Object.values(lh.categories).flatMap((c) =>
      c.auditRefs.flatMap((ref) => {
        const audit = lh.audits[ref.id];
        return ref.weight > 0 && audit && audit.score !== null && audit.score < 1 ? [`${c.title}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`] : [];
      }),
    );
    rows.push({ theme, html: page.rawPayload.length, css: await bytes(css), fonts: await bytes(fonts), js: await bytes(js), scores, below });
    console.log(`${theme}: measured (${css.length} stylesheet(s), ${fonts.length} font file(s))`);
  }
} finally {
  await t.close();
}

const firstView = (r: Row) => r.html + r.css + r.fonts;
const classic = rows.find((r) => r.theme === 'classic')!;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ratio = (a: number, b: number) => (b === 0 ? '–' : `${(a / b).toFixed(2)}×`);
console.log('\nsample site, published page, first view without images (brotli as served) and Lighthouse mobile');
const head = ['theme', 'HTML', 'CSS', 'fonts', 'HTML+CSS+fonts', '÷ Classic', '(JS)', 'perf', 'a11y', 'best pr.', 'SEO', 'perf ÷ Classic'];
const widths = [10, 9, 9, 9, 15, 10, 9, 5, 5, 9, 5, 15];
const line = (cells: string[]) => console.log(cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' '));
line(head);
for (const r of rows) {
  line([
    THEME_LABELS[r.theme].label,
    kb(r.html),
    kb(r.css),
    kb(r.fonts),
    kb(firstView(r)),
    ratio(firstView(r), firstView(classic)),
    kb(r.js),
    String(r.scores.performance),
    String(r.scores.accessibility),
    String(r.scores['best-practices']),
    String(r.scores.seo),
    ratio(r.scores.performance, classic.scores.performance),
  ]);
}
for (const r of rows) if (r.below.length > 0) console.log(`  ${THEME_LABELS[r.theme].label} below full marks: ${r.below.join('; ')}`);

const figures: Figure[] = rows.flatMap((r) => {
  const label = THEME_LABELS[r.theme].label;
  const all100 = CATEGORIES.every((c) => r.scores[c] === 100);
  return [
    {
      name: `${label}: first view HTML+CSS+fonts, brotli`,
      value: `${kb(firstView(r))} (${ratio(firstView(r), firstView(classic))} Classic)`,
      target: '≤ 50 KB',
      met: firstView(r) <= BUDGET,
    },
    {
      name: `${label}: Lighthouse mobile perf / a11y / best practices / SEO`,
      value: `${CATEGORIES.map((c) => r.scores[c]).join(' / ')} (perf ${ratio(r.scores.performance, classic.scores.performance)} Classic)`,
      target: '100 each',
      met: all100,
      ...(all100 ? {} : { note: r.below.join('; ') }),
    },
  ];
});
report('themes', figures);
