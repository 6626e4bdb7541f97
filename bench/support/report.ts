import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One figure of a benchmark, beside its target. */
export interface Figure {
  name: string;
  /** The measured value as printed, e.g. "0.42× (min 0.38, max 0.47)". */
  value: string;
  /** The target, as a person reads it ("≥ 0.3×"), or '' when the figure is a reference. */
  target: string;
  /** Whether the target is met; undefined for references. */
  met?: boolean;
  /** Why a target is not met, or what the figure means. */
  note?: string;
}

/** Minimum, median and maximum. */
export function spread(xs: number[]): { min: number; median: number; max: number } {
  const sorted = [...xs].sort((a, b) => a - b);
  return { min: sorted[0] as number, median: sorted[Math.floor((sorted.length - 1) / 2)] as number, max: sorted[sorted.length - 1] as number };
}

/** "median (min–max)" with `digits` decimals and a unit. */
export function mmm(xs: number[], digits = 0, unit = ''): string {
  const { min, median, max } = spread(xs);
  return `${median.toFixed(digits)}${unit} (${min.toFixed(digits)}–${max.toFixed(digits)})`;
}

/**
 * Prints a benchmark's figures and, under `npm run bench` (BENCH_RESULTS_DIR set by bench/run.ts),
 * writes them as JSON for the runner's one table.
 */
export function report(bench: string, figures: Figure[]): void {
  for (const f of figures) {
    const verdict = f.met === undefined ? '' : f.met ? '  ✓' : '  ✗ NOT MET';
    console.log(`  ${f.name}: ${f.value}${f.target ? `   target ${f.target}` : ''}${verdict}${f.note ? `\n    ${f.note}` : ''}`);
  }
  const dir = process.env.BENCH_RESULTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${bench}.json`), JSON.stringify(figures, null, 2));
}
