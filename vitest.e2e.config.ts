import { defineConfig } from 'vitest/config';

// End-to-end tests: one built app started once (tests/e2e/support/global-setup.ts), driven in Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    fileParallelism: false,
    // expect.poll waits for what a person would wait for; its 1 s default is too short on a loaded CI machine.
    expect: { poll: { timeout: 20_000 } },
  },
});
