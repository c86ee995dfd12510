// @ts-check
// Issue 43: a request that no msw handler answers fails the test that made it, instead of printing
// msw's error in a passing test's log. The web and API projects load this as a set-up file
// (apps/web/vitest.config.ts, apps/api/vitest.config.ts). Every msw server of the tests listens with
// `onUnhandledFrame: 'error'`, so msw refuses such a request and prints
// "[MSW] Error: intercepted a request without a matching request handler: • GET /api/..."; the
// component or service under test often swallows the refused request (a query that fails quietly),
// so the test passed with the message in its log. Here the message is taken instead of printed, and
// the test (or, for a request made after the file's last test, the file) fails naming the request.
// The fix is a handler in that test file saying what the page or service gets.
import { afterAll, afterEach } from 'vitest';

const PREFIX = '[MSW] Error: intercepted a request without a matching request handler';
const key = Symbol.for('alaafia.tests.unhandledRequests');
/** @type {{ [key]: string[] | undefined }} */
const shared = /** @type {any} */ (globalThis);

// Once per worker: with `isolate: false` the set-up file runs again for each test file.
if (!shared[key]) {
  /** @type {string[]} */
  const unhandled = [];
  shared[key] = unhandled;
  const print = console.error.bind(console);
  console.error = (...args) => {
    const [first] = args;
    if (typeof first === 'string' && first.startsWith(PREFIX)) {
      unhandled.push(/•\s+(\S+\s+\S+)/.exec(first)?.[1] ?? first);
      return;
    }
    print(...args);
  };
}

function failOnUnhandledRequests() {
  const found = (shared[key] ?? []).splice(0);
  if (found.length > 0) {
    throw new Error(
      `No msw handler answered ${[...new Set(found)].join(', ')}: give this test file's server a handler for it (what the page or service gets), so that the test does not pass on a refused request.`,
    );
  }
}

afterEach(failOnUnhandledRequests);
afterAll(failOnUnhandledRequests);
