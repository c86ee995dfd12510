// @ts-check
// The domain project as Stryker's mutation runs use it (stryker.domain.config.mjs): the same tests,
// in worker threads that outlive a run (scripts/vitest-reused-threads.mjs; issue 23,
// docs/decisions/2026-11-29-mutation-runs-reuse-a-worker.md).
//
// `isolate: true` here (the project itself shares modules between files): before each test file the
// worker forgets the modules it evaluated from the repository, so every mutant's run starts from
// freshly loaded domain modules, as in a new thread. Keeping them was measured wrong: a module's own
// cache (the public holidays of a year, lagos-time.ts) kept what an earlier mutant's run computed,
// and 17 mutants survived that a fresh module kills. Vitest's runtime and the packages from
// node_modules (zod) stay loaded: they are the cost a new thread paid.
import { mergeConfig } from 'vitest/config';
import { reuseWorkerThreads } from '../../scripts/vitest-reused-threads.mjs';
import domain from './vitest.config.ts';

export default mergeConfig(domain, {
  plugins: [reuseWorkerThreads()],
  test: { isolate: true },
});
