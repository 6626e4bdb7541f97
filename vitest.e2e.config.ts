import { defineConfig } from 'vitest/config';

// End-to-end tests: one built app started once (tests/e2e/support/global-setup.ts), driven in Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at a time against the one app (each signs up its own owners and publishes its own sites): a
    // browser test mostly waits (for the server, the mailbox, the next paint), so two overlap well even on
    // two cores, and the whole suite fits CI's time.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    fileParallelism: true,
    // expect.poll waits for what a person would wait for; its 1 s default is too short on a loaded CI machine.
    expect: { poll: { timeout: 20_000 } },
  },
});
