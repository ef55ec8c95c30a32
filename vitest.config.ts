import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/globalSetup.ts'],
    // Integration and browser tests build sites and start servers: two cores, so two files at a time.
    maxWorkers: 2,
  },
});
