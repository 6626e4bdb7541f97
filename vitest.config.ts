import { defineConfig } from 'vitest/config';

// Unit and API integration tests. End-to-end tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/lint/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // expect.poll waits for what a person would wait for; its 1 s default is too short on a loaded CI machine.
    expect: { poll: { timeout: 20_000 } },
  },
});
