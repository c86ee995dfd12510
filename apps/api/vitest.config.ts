import { configDefaults, defineProject } from 'vitest/config';

/**
 * The API tests (docs/decisions/2026-11-27-fast-test-suite.md). Each worker imports the module graph
 * once (`isolate: false`) and keeps its databases from file to file, reset to the template between
 * files (test/helpers.ts, openTestDatabase). Which files run on which driver (test/postgres-suite.ts;
 * docs/decisions/2026-12-07-ci-runs-api-files-once.md):
 * - on PostgreSQL (TEST_DATABASE_URL): `PG_SUITE=drivers` (npm test on an engineer's machine) runs
 *   the files where the drivers differ; otherwise (CI) every file that uses the test database;
 * - on PGlite: `PGLITE_SUITE=drivers` (CI) runs the files where the drivers differ and the ones that
 *   touch no test database; otherwise (an engineer's machine) every file.
 */
import { noTestDatabaseFiles, postgresDriverFiles } from './test/postgres-suite.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const everyFile = ['test/**/*.test.ts', 'src/**/*.test.ts'];
const suite = onPostgres ? process.env.PG_SUITE : process.env.PGLITE_SUITE;
const driversOnly = suite === 'drivers';
const include = driversOnly
  ? onPostgres
    ? postgresDriverFiles
    : [...postgresDriverFiles, ...noTestDatabaseFiles]
  : everyFile;

export default defineProject({
  test: {
    name: onPostgres ? 'api-postgres' : 'api',
    include,
    // The files that touch no test database run on PGlite only (their outcome cannot differ).
    exclude: [
      ...configDefaults.exclude,
      ...(onPostgres && !driversOnly ? noTestDatabaseFiles : []),
    ],
    // A guard against a hung test, not a speed check: npm test runs this step beside the browser
    // tests and mutation testing on 2 cores, where the longest journeys (a year of billing, the
    // route fuzzer) take several times their idle time (docs/decisions/2026-11-27-fast-test-suite.md).
    // A hook that makes a fresh PGlite folder on disk and migrates it from 0000 (kyc-privacy, the
    // migration tests) waited more than 60 s on a 2-core machine at a load average of 30, so hooks
    // get three minutes: still a guard against a hang.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Issue 23: two workers on the 2-core machine (Vitest's default is the cores less one: one worker,
    // which keeps only about 1.2 cores busy). The three projects run in one group, so they must
    // agree (docs/decisions/2026-11-27-fast-test-suite.md).
    // Issue 43: two on PostgreSQL too. A third measured no shorter on a quiet machine and cost about
    // 10% more CPU in the tests and the server; the CI step's third of a core was cores taken by
    // the other steps, not waiting (docs/decisions/2026-12-07-test-order-and-postgres-workers.md).
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
