/**
 * Compressed JavaScript and CSS each route loads, from the Vite manifest of the built client
 * (`npm run build` first). Prints gzip bytes per route, the budget, and the ratio against it; the
 * budgeted routes go to `npm run bench`'s table through bench/support/report.ts.
 * Usage: npx tsx bench/bundle-size.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { report } from './support/report';

const dist = path.resolve(import.meta.dirname, '../dist/client');
type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const KB = 1024;
// Route → the lazy modules the router loads for it (outermost first). Budgets from the issues.
const shell = ['components/app-providers.tsx', 'components/app-shell.tsx'];
const routes: { route: string; modules: string[]; budget?: number }[] = [
  { route: '/landing', modules: ['features/landing/landing-page.tsx'], budget: 120 * KB },
  { route: '/login', modules: ['features/auth/login-page.tsx'], budget: 120 * KB },
  { route: '/privacypolicy', modules: ['features/legal/privacy-page.tsx'] },
  { route: '/', modules: [...shell, 'features/dashboard/dashboard-page.tsx'] },
  { route: '/account', modules: [...shell, 'features/account/account-page.tsx'] },
  { route: '/company', modules: [...shell, 'features/company/company-page.tsx'] },
  { route: '/website', modules: [...shell, 'features/editor/editor-page.tsx'], budget: 250 * KB },
  { route: '/example', modules: [...shell, 'features/example/example-page.tsx'] },
  { route: '/settings', modules: [...shell, 'features/settings/settings-page.tsx'] },
  { route: '/leads', modules: [...shell, 'features/leads/leads-page.tsx'] },
  // The dashboard's chart (uPlot) loads with the Visitors card only, after the page.
  { route: '/ (+ chart)', modules: [...shell, 'features/dashboard/dashboard-page.tsx', 'features/dashboard/components/visitors-chart.tsx'] },
  { route: '/plans', modules: [...shell, 'features/plans/plans-page.tsx'] },
];

const gz = new Map<string, number>();
const gzipSize = (file: string) => {
  let size = gz.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gz.set(file, size);
  }
  return size;
};

// The chunk that holds each module. The manifest names a chunk after a module only when that module is
// the chunk's entry; the grouped chunks (vite.config.ts) hold several routes, so read every chunk's
// source map, which lists all the modules in it.
const client = path.resolve(import.meta.dirname, '../src/client');
const keyOfModule = new Map<string, string>();
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.file.endsWith('.js')) continue;
  const map = JSON.parse(readFileSync(path.join(dist, `${chunk.file}.map`), 'utf8')) as { sources: string[] };
  for (const source of map.sources) keyOfModule.set(path.relative(client, path.resolve(dist, path.dirname(chunk.file), source)), key);
}

function collect(module: string, files: Set<string>) {
  const key = module === 'index.html' ? module : keyOfModule.get(module);
  if (key === undefined || !manifest[key]) throw new Error(`not in the build: ${module} (is the client built?)`);
  collectKey(key, files);
}

function collectKey(key: string, files: Set<string>) {
  const chunk = manifest[key] as Chunk;
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imp of chunk.imports ?? []) collectKey(imp, files);
}

const rows = routes.map(({ route, modules, budget }) => {
  const files = new Set<string>();
  collect('index.html', files);
  for (const m of modules) collect(m, files);
  const js = [...files].filter((f) => f.endsWith('.js')).reduce((s, f) => s + gzipSize(f), 0);
  const css = [...files].filter((f) => f.endsWith('.css')).reduce((s, f) => s + gzipSize(f), 0);
  return { route, js, css, total: js + css, budget };
});

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
console.log('route            js (gzip)   css (gzip)   total       budget      ratio');
for (const r of rows) {
  console.log(
    [
      r.route.padEnd(16),
      kb(r.js).padStart(9),
      kb(r.css).padStart(11),
      kb(r.total).padStart(10),
      (r.budget ? kb(r.budget) : '—').padStart(10),
      (r.budget ? (r.total / r.budget).toFixed(2) : '—').padStart(8),
    ].join('  '),
  );
}

// The published template's own stylesheet (issue budget: 10 KB gzip), served by the site host.
const siteCss = gzipSync(readFileSync(path.resolve(import.meta.dirname, '../src/site/site.css')), { level: 9 }).length;
console.log(`\nsite template CSS (src/site/site.css): ${kb(siteCss)} gzip, budget 10.0 KB, ratio ${(siteCss / (10 * KB)).toFixed(2)}`);

// The routes with a budget, and the template's stylesheet, in `npm run bench`'s table.
report('bundle-size', [
  ...rows.flatMap((r) =>
    r.budget
      ? [{ name: `${r.route}: JavaScript and CSS it loads, gzip`, value: `${kb(r.total)} (${(r.total / r.budget).toFixed(2)} of the budget)`, target: `≤ ${kb(r.budget)}`, met: r.total <= r.budget }]
      : [],
  ),
  { name: 'site template CSS (src/site/site.css), gzip', value: kb(siteCss), target: '≤ 10.0 KB', met: siteCss <= 10 * KB },
]);
