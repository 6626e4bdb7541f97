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

export type Comparison = '<' | '≤' | '>' | '≥' | '=';

const holds: Record<Comparison, (measured: number, limit: number) => boolean> = {
  '<': (a, b) => a < b,
  '≤': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '≥': (a, b) => a >= b,
  '=': (a, b) => a === b,
};

/**
 * A figure judged against its target, in one call: `measured` (the median, or the one value) against
 * `limit`, so the verdict cannot be forgotten. The value shows `shown` when given (a spread, a ratio
 * beside its inputs), else `measured` with `unit`; the target reads "< 50 ms" unless `target` says it.
 *
 *   judged('GET /api/analytics?days=365 (ms)', median, '<', 50, { unit: ' ms', shown: mmm(samples, 1, ' ms') })
 */
export function judged(
  name: string,
  measured: number,
  comparison: Comparison,
  limit: number,
  options: { unit?: string; digits?: number; shown?: string; target?: string; note?: string } = {},
): Figure {
  const unit = options.unit ?? '';
  return {
    name,
    value: options.shown ?? `${measured.toFixed(options.digits ?? 0)}${unit}`,
    target: options.target ?? `${comparison} ${limit}${unit}`,
    met: Number.isFinite(measured) && holds[comparison](measured, limit),
    ...(options.note === undefined ? {} : { note: options.note }),
  };
}

/** A figure without a target: a reference measured in the same run, or what a figure means. */
export function reference(name: string, value: string, note?: string): Figure {
  return { name, value, target: '', ...(note === undefined ? {} : { note }) };
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
 * writes them as JSON for the runner's one table. Every benchmark reports through this; a figure with a
 * target must carry its verdict (`met`: use judged()), or the benchmark fails here.
 */
export function report(bench: string, figures: Figure[]): void {
  const unjudged = figures.filter((f) => f.target !== '' && typeof f.met !== 'boolean');
  if (unjudged.length > 0) throw new Error(`${bench}: a figure with a target needs its verdict (met): ${unjudged.map((f) => f.name).join('; ')}`);
  for (const f of figures) {
    const verdict = f.met === undefined ? '' : f.met ? '  ✓' : '  ✗ NOT MET';
    console.log(`  ${f.name}: ${f.value}${f.target ? `   target ${f.target}` : ''}${verdict}${f.note ? `\n    ${f.note}` : ''}`);
  }
  const dir = process.env.BENCH_RESULTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${bench}.json`), JSON.stringify(figures, null, 2));
}
