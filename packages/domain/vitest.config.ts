import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    // Pure rules and schemas: the module graph is imported once per worker
    // (docs/decisions/2026-11-27-fast-test-suite.md).
    isolate: false,
    // Issue 23: two workers on the 2-core machine (Vitest's default is the cores less one: one worker,
    // which keeps only about 1.2 cores busy). The three projects run in one group, so they must
    // agree (docs/decisions/2026-11-27-fast-test-suite.md).
    maxWorkers: 2,
  },
});
