import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    // Pure rules and schemas: the module graph is imported once per worker
    // (docs/decisions/2026-11-27-fast-test-suite.md).
    isolate: false,
  },
});
