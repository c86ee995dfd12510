// @ts-check
// Mutation testing of the domain rules (packages/domain), run by `npm test` after the unit tests
// and by `npm run mutation`. Fails below 90%. See docs/performance.md for the run time and score.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'packages/domain/vitest.config.ts', dir: 'packages/domain', related: true },
  mutate: ['packages/domain/src/**/*.ts', '!packages/domain/src/**/*.test.ts'],
  checkers: [],
  concurrency: 2,
  coverageAnalysis: 'perTest',
  incremental: false,
  ignorePatterns: ['/apps', '/docs', '/reports', '/test-results', '/data'],
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/domain.html' },
  jsonReporter: { fileName: 'reports/mutation/domain.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
