import { defineConfig } from 'vitest/config';

/** What every test file gets: builds and servers take seconds, more on a busy machine. */
const timeouts = { testTimeout: 60_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    globalSetup: ['tests/globalSetup.ts'],
    // Integration and browser tests build sites and start servers: two cores, so two files at a time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          ...timeouts,
          // Unit tests share one module graph per worker: importing docsgen's modules afresh for
          // each of them cost more than running them. They hold no state between files (what they
          // stub they restore), so a file runs the same after any other.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          ...timeouts,
        },
      },
    ],
  },
});
