import { createRequire } from 'node:module';

/** What the benchmarks read from an autocannon run. */
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
}

/** autocannon (CommonJS, no types of its own), typed for the figures the benchmarks use. */
export const autocannon = createRequire(import.meta.url)('autocannon') as (options: Record<string, unknown>) => Promise<AutocannonResult>;
