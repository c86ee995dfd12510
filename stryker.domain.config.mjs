// @ts-check
// Mutation testing of the domain rules (packages/domain): `npm run mutation:domain`, and a step of
// `npm test` after the unit tests. Fails below 90% (docs/performance.md has the score and run time).
//
// Static mutants (code run once when a module loads: the zod schemas' builders, copy objects) make
// Stryker re-run every test file that imports the module for each of them: 35% of the mutants and
// 98% of the time (~40 minutes on 2 cores). The npm test step ignores them; MUTATION_STATIC=1
// includes them for a full measure.
// Not mutated: index.ts (re-exports), zod.ts (a browser-only zod setting), errors.ts (copy and types).
import { fileURLToPath } from 'node:url';

const includeStatic = process.env.MUTATION_STATIC === '1';
// Issue 23: on an engineer's machine only the mutants in code or tests that changed since the last
// run are tested again (Stryker's incremental mode: it reuses the results of the previous run's
// report, reports/stryker-incremental-domain.json, git-ignored, and re-tests a mutant whenever its
// code or a test that covers it changed). CI's clean clone has no such report and always runs in
// full (CI=true, or MUTATION_FULL=1 anywhere).
const full =
  process.env.CI === 'true' || process.env.CI === '1' || process.env.MUTATION_FULL === '1';

// Issue 23: with Vitest's own pool (MUTATION_STATIC=1 or MUTATION_REUSE_THREADS=0, below), Vitest starts
// a new worker thread for every mutant (its pool keeps a worker only while
// more files of the same run wait), and most of a mutant's time is that worker loading Vitest's own
// modules again, much of it compiling them. Node's compile cache (V8 code cache on disk, which Vitest's workers flush when
// they stop) lets every worker after the first few reuse the compiled code: about 8% less CPU for
// the run (docs/performance.md). Stryker's test-runner processes inherit it from here; the folder
// is under node_modules, so it never reaches git. An engineer's own NODE_COMPILE_CACHE wins.
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(
  new URL('./node_modules/.cache/node-compile-cache', import.meta.url),
);

// Issue 23: the mutants' runs share worker threads that outlive a run (scripts/vitest-reused-threads.mjs,
// packages/domain/vitest.stryker.config.mjs; docs/decisions/2026-11-29-mutation-runs-reuse-a-worker.md):
// a new thread per mutant was about 85% of the run's CPU. Each test file still gets freshly loaded
// domain modules. Measured only with static mutants ignored, so MUTATION_STATIC=1 keeps a new thread
// per run; MUTATION_REUSE_THREADS=0 does too, to compare.
const reuseThreads = !includeStatic && process.env.MUTATION_REUSE_THREADS !== '0';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: {
    configFile: reuseThreads
      ? 'packages/domain/vitest.stryker.config.mjs'
      : 'packages/domain/vitest.config.ts',
    dir: 'packages/domain',
    related: true,
    // The runner's default, written down: a worker thread per mutant costs about 190 ms of CPU,
    // a forked process about 330 and a vmThreads worker about 360 (docs/performance.md, issue 23).
    pool: 'threads',
  },
  mutate: [
    'packages/domain/src/**/*.ts',
    '!packages/domain/src/**/*.test.ts',
    '!packages/domain/src/index.ts',
    '!packages/domain/src/zod.ts',
    '!packages/domain/src/errors.ts',
    // Rules that have no domain tests yet: each is tested through the API tests that use it
    // (billing: billing*.test.ts; staff: staff, backoffice; reviews: reviews; notifications and
    // bell: notifications), which this run does not execute, so every mutant would count as
    // uncovered. They come back into the run with their own domain tests (docs/performance.md).
    '!packages/domain/src/billing.ts',
    '!packages/domain/src/staff.ts',
    '!packages/domain/src/reviews.ts',
    '!packages/domain/src/notifications.ts',
    '!packages/domain/src/bell.ts',
    // The API's response schemas (issue 14): declarations with no rules, checked by the API tests
    // that serialize through them and by the OpenAPI lint.
    '!packages/domain/src/*-answers.ts',
  ],
  ignoreStatic: !includeStatic,
  concurrency: 2,
  coverageAnalysis: 'perTest',
  incremental: !full,
  incrementalFile: 'reports/stryker-incremental-domain.json',
  ignorePatterns: ['/apps', '/docs', '/reports', '/test-results', '/data', '/.ci'],
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/domain.html' },
  jsonReporter: { fileName: 'reports/mutation/domain.json' },
  clearTextReporter: { allowColor: false, logTests: false },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  warnings: { slow: false },
};
