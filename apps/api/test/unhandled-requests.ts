// Issue 43: a request that no msw handler answers (a provider's mock: Paystack, Dojah, Termii, ...)
// fails the API test that made it, instead of printing msw's error in a passing test's log; the API
// project loads this as a set-up file (apps/api/vitest.config.ts). The web tests' one mock server
// does the same for them (apps/web/src/test/msw.ts). Each API test file's msw server listens with
// `onUnhandledFrame: 'error'`, so msw refuses such a request and prints
// "[MSW] Error: intercepted a request without a matching request handler: • GET https://..."; the
// code under test often swallows the refused request (a daily job that retries later), so the test
// passed with the message in its log. Here the message is taken instead of printed, and
// the test (or, for a request made after the file's last test, the file) fails naming the request.
// The fix is a handler in that test file saying what the provider answers.
import { afterAll, afterEach } from 'vitest';

const PREFIX = '[MSW] Error: intercepted a request without a matching request handler';
const shared = globalThis as typeof globalThis & { alaafiaUnhandledRequests?: string[] };

// Once per worker: with `isolate: false` the set-up file runs again for each test file.
if (!shared.alaafiaUnhandledRequests) {
  const unhandled: string[] = [];
  shared.alaafiaUnhandledRequests = unhandled;
  const print = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const [first] = args;
    if (typeof first === 'string' && first.startsWith(PREFIX)) {
      unhandled.push(/•\s+(\S+\s+\S+)/.exec(first)?.[1] ?? first);
      return;
    }
    print(...args);
  };
}

function failOnUnhandledRequests() {
  const found = (shared.alaafiaUnhandledRequests ?? []).splice(0);
  if (found.length > 0) {
    throw new Error(
      `No msw handler answered ${[...new Set(found)].join(', ')}: give this test file's server a handler for it (what the provider answers), so that the test does not pass on a refused request.`,
    );
  }
}

afterEach(failOnUnhandledRequests);
afterAll(failOnUnhandledRequests);
