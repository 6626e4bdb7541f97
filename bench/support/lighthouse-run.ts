import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LighthouseReport {
  categories: Record<string, { title: string; score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; explanation?: string; displayValue?: string; numericValue?: number }>;
}

/** Lighthouse mobile (`npx lighthouse@12`, the system Chromium) on `url`: performance, accessibility, best practices, SEO. */
export async function runLighthouse(url: string): Promise<LighthouseReport> {
  const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-sync';
  const { stdout } = await run(
    'npx',
    ['--yes', 'lighthouse@12.2.3', url, '--quiet', '--output=json', '--output-path=stdout', '--form-factor=mobile', '--only-categories=performance,accessibility,best-practices,seo', `--chrome-flags=${flags}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseReport;
}

/** Each category's score (with its ratio to the target of 100) and the weighted audits below full marks. */
export function printLighthouse(report: LighthouseReport, url: string): void {
  console.log(`Lighthouse (mobile) for ${url}`);
  for (const c of Object.values(report.categories)) {
    const score = Math.round((c.score ?? 0) * 100);
    console.log(`  ${c.title.padEnd(16)} ${String(score).padStart(3)} / 100  (ratio ${(score / 100).toFixed(2)})`);
    for (const ref of c.auditRefs) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) console.log(`      below full marks: ${audit.title}${audit.explanation ? ` (${audit.explanation})` : ''}`);
    }
  }
}
