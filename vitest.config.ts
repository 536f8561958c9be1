/**
 * One `npm test` runs every unit and API test. API tests run against SQLite and, when
 * DATABASE_URL points at PostgreSQL, against PostgreSQL too (see tests/helpers/test-db.ts).
 * Browser tests (tests/e2e, Playwright) have their own runner.
 */
import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // the default output, then the unhandled errors once more, last, where a CI log's tail shows them
    reporters: ['default', './tests/helpers/unhandled-errors-reporter.ts'],
    include: [
      'server/**/*.test.ts',
      'shared/**/*.test.ts',
      'app/**/*.test.ts',
      'app/**/*.test.tsx',
      'tests/unit/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'tests/e2e/**', 'build/**', 'data/**', 'scratch/**'],
    // a PostgreSQL test database (CREATE DATABASE + migrations) takes a few seconds on a busy machine
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    // test files run in parallel, each in its own process with its own database
    pool: 'forks',
    fileParallelism: true,
    // (the default, cores - 1, would run one file at a time on a 2-core CI machine; the work is mostly I/O)
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
