import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/support/global-setup';

const apiTests = ['apps/api/src/**/*.test.ts'];
// proof under load (1,000-round lost updates, SIGKILL crashes, fuzz of every route): `npm run test:stress` only
const stressTests = ['apps/api/src/stress/**/*.stress.test.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const withStress = process.env.ATRIUM_STRESS === '1';
const withBenchSmoke = process.env.BENCH_SMOKE === '1';

/**
 * One run, several projects: domain rules, the web's widgets in jsdom, the API against PGlite, the same API tests against
 * PostgreSQL when TEST_DATABASE_URL is set, and the browser journeys in headless Chromium.
 */
export default defineConfig({
  test: {
    // two files at a time even on two cores: an API file waits on its database, a browser
    // journey on the browser and the server, so the other core is rarely idle for long
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    reporters: process.env.VITEST_JSON
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]]
      : ['default'],
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      // the web build itself (what the first screen loads), built by Vite in Node
      {
        test: {
          name: 'web-build',
          include: ['apps/web/vite/**/*.test.ts'],
          environment: 'node',
          hookTimeout: 240_000,
        },
      },
      // the hard web widgets (money field, blur save, agent splits, data table) in a simulated DOM
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // typing into a form in jsdom takes seconds when the API suites share the two cores
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          // *.postgres.test.ts: what only a PostgreSQL server can show (several processes on one database)
          exclude: [...stressTests, 'apps/api/src/**/*.postgres.test.ts'],
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // every file builds its own app on its own database; sharing the imported modules
          // between a worker's files saves seconds of import per file
          isolate: false,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                // *.pglite.test.ts: what does not depend on the database (the OpenAPI document), run once
                exclude: [...stressTests, 'apps/api/src/**/*.pglite.test.ts'],
                env: { TEST_DB_KIND: 'postgres' },
                globalSetup: ['apps/api/src/test/global-setup.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
                pool: 'forks' as const,
                isolate: false,
              },
            },
          ]
        : []),
      ...(withStress
        ? [
            {
              test: {
                name: 'stress',
                include: stressTests,
                env: { NODE_ENV: 'test' },
                testTimeout: 600_000,
                hookTimeout: 240_000,
                fileParallelism: false,
                pool: 'forks' as const,
              },
            },
          ]
        : []),
      // a short run of each benchmark on a small data set: `npm run test:bench-smoke` only
      ...(withBenchSmoke
        ? [
            {
              test: {
                name: 'bench-smoke',
                include: ['bench/**/*.smoke.test.ts'],
                testTimeout: 900_000,
                fileParallelism: false,
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
          // a first page load in a new browser context takes seconds on a loaded machine; a poll
          // that gives up after the default second fails only in the full run
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // after the other projects (sequence.groupOrder), two files at a time: each worker's
          // files run one after another against that worker's own server (global-setup.ts)
          maxWorkers: E2E_WORKERS,
          sequence: { groupOrder: 1 },
          pool: 'forks',
        },
      },
    ],
  },
});
