import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/src/**/*.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * One run, several projects: domain rules, the API against PGlite, the same API tests against
 * PostgreSQL when TEST_DATABASE_URL is set, and the browser journeys in headless Chromium.
 */
export default defineConfig({
  test: {
    reporters: process.env.VITEST_JSON
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]]
      : ['default'],
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          env: { TEST_DB_KIND: 'pglite' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 60_000,
                hookTimeout: 120_000,
                pool: 'forks' as const,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
});
