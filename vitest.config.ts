import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
    // Issue 23: Vitest's default is one worker less than the cores, one worker on the 2-core machine,
    // while a worker keeps only about 1.2 cores busy (the API's PGlite waits on itself between
    // queries). Two workers use both cores (docs/decisions/2026-11-27-fast-test-suite.md).
    maxWorkers: 2,
  },
});
