/**
 * One `npm test` runs every unit and API test. API tests run against SQLite and, when
 * DATABASE_URL points at PostgreSQL, against PostgreSQL too (see tests/helpers/test-db.ts).
 * Browser tests (tests/e2e, Playwright) have their own runner.
 */
import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * test files that replace a module (vi.mock): they run each in a fresh process, since a module
 * another file already imported in the same process would stay unmocked
 */
const ISOLATED = ['server/api/admin/sign-in-limits.test.ts'];

export default defineConfig({
  plugins: [
    {
      // the lazy parts' style-sheet list (vite.config.ts `lazyPartStyles`, app/lib/lazy-part.ts) is
      // the client build's; tests render the parts without a build: none
      name: 'lazy-styles-in-tests',
      resolveId: (id) => (id === 'virtual:sailfish/lazy-styles' ? '\0virtual:sailfish/lazy-styles' : null),
      load: (id) => (id === '\0virtual:sailfish/lazy-styles' ? 'export const styleSheets = {};' : null),
    },
  ],
  test: {
    environment: 'node',
    // the default output, then the unhandled errors once more, last, where a CI log's tail shows them
    reporters: ['default', './tests/helpers/unhandled-errors-reporter.ts'],
    // cheap password hashes in tests (the file says where the real cost is checked)
    setupFiles: ['./tests/helpers/setup.ts'],
    // PostgreSQL: one migrated template database for the run, copied by each test file's database
    globalSetup: ['./tests/helpers/postgres-template.ts'],
    // a PostgreSQL test database (CREATE DATABASE + migrations) takes a few seconds on a busy machine
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    // test files run in parallel, each with its own database
    pool: 'forks',
    fileParallelism: true,
    // (the default, cores - 1, would run one file at a time on a 2-core CI machine; the work is mostly I/O)
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // a worker process runs file after file with the modules it has imported: importing the
        // server, React Router and the app again for each of ~120 files was 352 of the suite's
        // ~1,400 worker-seconds (CPU 327 → 205 s); every file makes its own database and app
        test: {
          name: 'suite',
          include: [
            'server/**/*.test.ts',
            'shared/**/*.test.ts',
            'app/**/*.test.ts',
            'app/**/*.test.tsx',
            'tests/unit/**/*.test.ts',
          ],

          isolate: false,
          exclude: [...configDefaults.exclude, 'tests/e2e/**', 'build/**', 'data/**', 'scratch/**', ...ISOLATED],
        },
      },
      { extends: true, test: { name: 'own-process', include: ISOLATED, isolate: true } },
    ],
  },
});
