import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Unit and API tests; Playwright journeys live in e2e/ and run separately. */
export default defineConfig({
  // The web app imports through '@/…' (apps/web/vite.config.ts); its unit tests need the same alias.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
  test: {
    include: [
      'scripts/**/*.test.ts',
      'packages/*/src/**/*.test.ts',
      'bench/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    pool: 'forks',
    // Two cores, and each PGlite instance takes most of a core while it starts.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
