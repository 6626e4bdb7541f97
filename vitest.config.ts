import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// A new in-memory PGlite starts from a copy of a fresh database instead of running initdb again
// (src/server/db/database.ts, startMemoryPGlite), one copy per PGlite version.
const pgliteVersion = (JSON.parse(readFileSync(path.join(import.meta.dirname, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;

// Unit and API integration tests. End-to-end tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/lint/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: { WW_PGLITE_SNAPSHOT: path.join(tmpdir(), `ww-pglite-${pgliteVersion}-initdb.tar`) },
    // Two files at a time even on a two-core machine (Vitest's default there is one): most of these tests wait on
    // real processes, sockets and clocks rather than compute, and each has its own database (PGlite in memory,
    // or a schema of its own on PostgreSQL: tests/support/test-database.ts), so they run side by side.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    // expect.poll waits for what a person would wait for; its 1 s default is too short on a loaded CI machine.
    expect: { poll: { timeout: 20_000 } },
  },
});
