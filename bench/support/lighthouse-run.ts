import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type Figure, judged } from './report';
import { chromiumPath } from '../../tests/support/required-tool';

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
    { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseReport;
}

/** Each category's score judged against 100, with the weighted audits below full marks as its note. */
export function lighthouseFigures(report: LighthouseReport): Figure[] {
  return Object.values(report.categories).map((c) => {
    const below = c.auditRefs.flatMap((ref) => {
      const audit = report.audits[ref.id];
      return ref.weight > 0 && audit && audit.score !== null && audit.score < 1 ? [`${audit.title}${audit.displayValue ? ` ${audit.displayValue}` : ''}`] : [];
    });
    return judged(`Lighthouse mobile: ${c.title}`, Math.round((c.score ?? 0) * 100), '=', 100, below.length > 0 ? { note: `below full marks: ${below.join('; ')}` } : {});
  });
}
