import { defineConfig } from 'vitest/config';

/**
 * One run for every package's unit and integration tests. Integration tests use the real PostgreSQL
 * and Redis (DATABASE_URL / REDIS_URL, else the local defaults); the global setup gives the run its own
 * migrated database. Browser end-to-end tests (web/e2e) belong to Playwright, not here.
 */
export default defineConfig({
  test: {
    include: ['{contracts,services,gateway,workers,web,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'web/e2e/**'],
    globalSetup: ['./vitest.globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
