/**
 * Which API test files run on which driver (docs/decisions/2026-12-07-ci-runs-api-files-once.md).
 *
 * - `files` (the drivers list): what PGlite (one connection, one process) and a PostgreSQL server may
 *   do differently. They run on both drivers, on every run. Each entry says why;
 *   docs/decisions/2026-11-27-fast-test-suite.md has the rule for adding one. A long file with a few
 *   such tests keeps them in a file of their own that is listed, not itself (claims-races,
 *   payments-races, sponsors-csv, reviews-races, backoffice-races, kyc-otp-races,
 *   kyc-one-id-races; docs/decisions/2026-12-07-drivers-list-holds-the-races.md).
 * - `noTestDatabase`: files that never touch the run's test database (no `buildTestApp`,
 *   `useTestApp` or `openTestDatabase`, no TEST_DATABASE_URL): they read the source, pure code, or a
 *   PGlite of their own. Their outcome cannot depend on the driver, so they run in the PGlite run
 *   only (test/suite-lists.test.ts checks that they still touch no test database).
 * - Every other file: on an engineer's machine on PGlite (and on PostgreSQL with PG_SUITE=full); in
 *   CI on PostgreSQL only (PGLITE_SUITE=drivers, PG_SUITE=full). A new file is there by default.
 */
const files: Record<string, string> = {
  'jobs.test.ts': 'pg-boss on a server: queues, retries, the outbox relay',
  'jobs-workers.test.ts': 'jobs across processes (PostgreSQL only)',
  'billing-workers.test.ts': 'premium collection by two worker processes (PostgreSQL only)',
  'queue-paging.test.ts':
    "keyset pages: row comparisons and the server's own text of a timestamp in the cursor",
  'cluster.test.ts':
    'three web processes and two workers on one server, one of each killed (PostgreSQL only)',
  'rate-limit.test.ts': 'rate-limit counters updated by concurrent connections',
  'rate-limit-config.test.ts': 'rate-limit settings on the server',
  'auth-throttle.test.ts': 'sign-in throttling counters',
  'kyc-otp-races.test.ts': "a code's tries taken atomically under 29 guesses at once",
  'kyc-one-id-races.test.ts':
    "one account number verified by two customers at once (the ID claim's unique index)",
  'free-month-races.test.ts':
    "one free month per customer: one customer's references paid, confirmed and reconciled at once",
  'payments-races.test.ts': 'a payment confirmed once under parallel callbacks and webhooks',
  'claims-races.test.ts':
    "parallel filings (one claim made: the unique violation read from the server's error) and parallel guesses at a next of kin's code",
  'next-of-kin.test.ts': 'next-of-kin codes and claims under parallel requests',
  'reviews-races.test.ts': 'a letter decided by two reviewers at once: one decision wins',
  'backoffice-races.test.ts':
    "a refund approved twice at once (a row lock: queued once) and the customer search's plan on the trigram indexes (pg_trgm loaded in PGlite, from a server's contrib)",
  'change-hospital.test.ts': 'one hospital change at a time',
  'hospital-races.test.ts':
    "a pre-authorisation limit under concurrent approvals (an advisory lock) and telemedicine's one open request (a partial unique index)",
  'sponsors-csv.test.ts': 'bulk enrolment SQL (a CSV of many rows in one request)',
  'db-error-logs.test.ts': "PostgreSQL's own error messages (what must not be logged)",
  'request-pipeline.test.ts': 'connections and transactions per request on a pool',
  'agency-books.test.ts':
    "the books' triggers (a line only in its entry's transaction, nothing in a closed month) and the earning's advisory locks",
  'database-role.test.ts':
    'the app under a role that does not own the tables, migrations under the owner (PostgreSQL only)',
};

export const postgresDriverFiles = Object.keys(files).map((f) => `test/${f}`);

const noTestDatabase: Record<string, string> = {
  'test/build-if-changed.test.ts': "the build script's inputs, no database",
  'test/file-permissions.test.ts': 'file modes of uploads and of a PGlite folder on disk',
  'test/kyc-dojah.test.ts': "Dojah's client against its mock",
  'test/kyc-name-match.test.ts': 'name matching, pure',
  'test/kyc-privacy.test.ts': 'its own PGlite folder on disk, searched for the numbers',
  'test/member-numbers-migration.test.ts': 'migrations run on a PGlite of its own',
  'test/message-providers.test.ts': 'reads the source',
  'test/module-graph.test.ts': 'reads the source',
  'test/money-in-kobo-migration.test.ts': 'migrations run on a PGlite of its own',
  'test/paystack-rate-limit.test.ts': "Paystack's client against its mock",
  'test/pglite-lock.test.ts': 'one process per PGlite folder',
  'test/policy-document.test.ts': 'the policy PDF, no database',
  'test/seed-data.test.ts': 'the seed files, no database',
  'test/sponsor-id-migration.test.ts': 'migrations run on a PGlite of its own',
  'test/table-owners.test.ts': 'reads the source',
  'src/**/*.test.ts': 'unit tests of the source, no database',
};

/** Driver-independent files: the PGlite run's only (test/suite-lists.test.ts checks them). */
export const noTestDatabaseFiles = Object.keys(noTestDatabase);
