import { defineConfig } from 'vitest/config';

// Two layers: pure unit tests (parallel) and API integration tests against a real database.
// Integration files share one database (PGlite takes seconds and ~900 MB to open), so they
// run in a single worker without isolation and reuse the module-level connection.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'bench/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/*/src/**/*.int.test.ts', 'apps/*/src/**/*.int.test.ts'],
          globalSetup: ['apps/api/src/testing/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          isolate: false,
          maxWorkers: 1,
        },
      },
    ],
  },
});
