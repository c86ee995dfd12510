// @ts-check
// The API project as the money code's mutation run uses it (stryker.api.config.mjs; issue 43): the
// same tests, in worker threads that outlive a run (scripts/vitest-reused-threads.mjs), with the
// module graph and each thread's pooled databases kept from run to run (`isolate: false`, as the
// project itself runs). Every mutant of this run is a runtime mutant (the config ignores static
// ones): its code asks which mutant is active when it is called, so a module loaded once serves
// every mutant; each test file still starts from the template's database (test/helpers.ts).
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import { reuseWorkerThreads } from '../../scripts/vitest-reused-threads.mjs';
import api from './vitest.config.ts';

export default mergeConfig(api, {
  // The project's folder (Stryker starts Vitest from the sandbox's root), for its relative paths.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [reuseWorkerThreads()],
  test: { isolate: false },
});
