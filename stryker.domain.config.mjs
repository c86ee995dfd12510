// @ts-check
// Mutation testing of the domain rules (packages/domain): `npm run mutation:domain`, and a step of
// `npm test` after the type check. Fails below its floors (scripts/mutation-gate.mjs; docs/performance.md
// has the scores and run time).
//
// Every rule file of packages/domain/src is mutated (issue 43), static mutants included: code run
// once when a module loads (the zod schemas' builders, copy objects), which Stryker cannot tie to
// the tests that cover it, so each is tested by every test file related to its module. With the
// reused worker threads (below) each such file loads the domain modules afresh, so a static mutant
// costs about one run of those files (docs/decisions/2026-12-07-domain-mutation-whole.md).
// MUTATION_STATIC=0 leaves them out (runtime mutants only, as before issue 43).
// Not mutated: index.ts (re-exports), zod.ts (a browser-only zod setting), errors.ts (copy and
// types), *-answers.ts (the API's response declarations), *-fixtures.ts (data test files share);
// nor the words of `.describe()` (scripts/stryker-ignore-describe.mjs).
import { fileURLToPath } from 'node:url';

const includeStatic = process.env.MUTATION_STATIC !== '0';
// Only the mutants whose code or covering tests changed since the last run are tested again
// (Stryker's incremental mode), against the report kept in the repository,
// mutation/stryker-incremental-domain.json, which the run updates: commit it with the change. A
// fresh clone (CI) starts from it too, so it re-tests only what its commits changed, and
// scripts/mutation-run.mjs does not start Stryker when no mutated file or test file changed
// (issue 43; docs/decisions/2026-12-07-mutation-baselines-in-the-repository.md). MUTATION_FULL=1
// tests every mutant again and rewrites the report.
const full = process.env.MUTATION_FULL === '1';

// Issue 23: with Vitest's own pool (MUTATION_REUSE_THREADS=0, below), Vitest starts
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
// domain modules, which is also what a static mutant needs (issue 43: compared mutant by mutant
// with Vitest's own pool on reviews.ts, every status the same). MUTATION_REUSE_THREADS=0 uses
// Vitest's own pool (a new thread per run), to compare.
const reuseThreads = process.env.MUTATION_REUSE_THREADS !== '0';

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
    // The API's response schemas (issue 14): declarations with no rules, checked by the API tests
    // that serialize through them and by the OpenAPI lint.
    '!packages/domain/src/*-answers.ts',
    // Data the test files of a rule share (claim-automation-fixtures.ts): no rules to mutate.
    '!packages/domain/src/*-fixtures.ts',
  ],
  ignoreStatic: !includeStatic,
  // The words of zod's `.describe()` (the OpenAPI document's field descriptions) are not rules:
  // scripts/stryker-ignore-describe.mjs leaves them out (issue 43).
  plugins: ['@stryker-mutator/*', './scripts/stryker-ignore-describe.mjs'],
  ignorers: ['zod-describe'],
  concurrency: 2,
  coverageAnalysis: 'perTest',
  incremental: true,
  force: full,
  incrementalFile: 'mutation/stryker-incremental-domain.json',
  ignorePatterns: ['/apps', '/docs', '/reports', '/mutation', '/test-results', '/data', '/.ci'],
  // The gate is scripts/mutation-gate.mjs, after the run (npm run mutation:domain): the runtime
  // mutants' score and the score with the static ones, each at its recorded floor (issue 43).
  thresholds: { high: 95, low: 90, break: null },
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/domain.html' },
  jsonReporter: { fileName: 'reports/mutation/domain.json' },
  clearTextReporter: { allowColor: false, logTests: false },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  warnings: { slow: false },
};
