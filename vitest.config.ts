import { defineConfig } from 'vitest/config';

/** Unit and API tests; Playwright journeys live in e2e/ and run separately. */
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    pool: 'forks',
    // Two cores, and each PGlite instance takes most of a core while it starts.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
