import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/globalSetup.ts'],
    // Integration and browser tests build sites and start servers: two cores, so two files at a time.
    maxWorkers: 2,
    // Test files share a worker's module graph: a fresh worker and module graph for each file (its
    // own copy of unified, shiki, React, esbuild, playwright-core) cost more CPU than the unit tests
    // take to run. The files keep no state between them: what they stub they restore, docsgen's
    // module caches are keyed by their inputs, and sites are built and served by child processes.
    isolate: false,
  },
});
