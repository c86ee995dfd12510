import { defineProject } from 'vitest/config';

/**
 * The API tests (docs/decisions/2026-11-27-fast-test-suite.md). Each worker imports the module graph
 * once (`isolate: false`) and keeps its databases from file to file, reset to the template between
 * files (test/helpers.ts, openTestDatabase). On PostgreSQL (TEST_DATABASE_URL), `PG_SUITE=drivers`
 * runs only the files that cover what differs between the drivers (test/postgres-suite.ts);
 * without it, every file.
 */
import { postgresDriverFiles } from './test/postgres-suite.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const driversOnly = onPostgres && process.env.PG_SUITE === 'drivers';

export default defineProject({
  test: {
    name: onPostgres ? 'api-postgres' : 'api',
    include: driversOnly ? postgresDriverFiles : ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // A guard against a hung test, not a speed check: npm test runs this step beside the browser
    // tests and mutation testing on 2 cores, where the longest journeys (a year of billing, the
    // route fuzzer) take several times their idle time (docs/decisions/2026-11-27-fast-test-suite.md).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Issue 23: two workers on the 2-core machine (Vitest's default is the cores less one: one worker,
    // which keeps only about 1.2 cores busy). The three projects run in one group, so they must
    // agree (docs/decisions/2026-11-27-fast-test-suite.md).
    maxWorkers: 2,
    // No test file changes a module's state for the next: the only module-level state in src/ is
    // the job-enqueued listeners (each app removes its own on close) and read-only caches. Every
    // file builds its own app and context.
    isolate: false,
    // Migrates and seeds one template database that each worker's databases are copied from.
    globalSetup: ['./test/global-setup.ts'],
    // A request no msw handler answers (a provider's mock) fails its test (issue 43).
    setupFiles: ['./test/unhandled-requests.ts'],
  },
});
