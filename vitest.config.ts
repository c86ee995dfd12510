import { defineConfig } from 'vitest/config';

/**
 * What the web tests' mock network prints as a browser's console would, for answers and aborts the
 * tests provoke on purpose (a 422 the form shows, a request cut off when its page unmounts): not
 * the code's errors, so not in the log. A request nothing answers still fails its test
 * (apps/web/src/test/msw.ts), and any other console line is printed.
 */
const expectedNetworkLines = [
  /^(GET|POST|PUT|PATCH|DELETE) http:\/\/localhost:3000\/\S* \d{3} \(/,
  /^Error: socket hang up\b/,
  /^TypeError: Network error\b/,
  /Iframe page loading is disabled/,
];

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
    onConsoleLog: (log) => !expectedNetworkLines.some((line) => line.test(log.trim())),
  },
});
