import '@testing-library/jest-dom/vitest';
import nodeConsole from 'node:console';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { preloadModalDialog } from '../components/ui/modal';
import { CLDR_DATES, LANGUAGES } from '@alaafia/i18n';
import { addDates } from '../lib/dates';
import { setTranslatorOutsideProvider } from '../lib/i18n';
import { englishTranslator } from './english';
import { listenOptions, server, takeUnhandled } from './msw';

// The web project imports its modules once per worker (isolate: false,
// docs/decisions/2026-11-27-fast-test-suite.md): each test file starts from the state a fresh page
// has, whatever the file before it left in the shared document and libraries.
vi.useRealTimers();
vi.unstubAllGlobals();
// A file may run in Node's environment (`// @vitest-environment node`): no document there.
if (typeof document !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  document.body.innerHTML = '';
  // The doors' hints (issue 38): as on a browser where someone has signed in, so the pages ask who
  // is; a test of a browser nobody signed in on removes them.
  document.cookie = 'alaafia_in=1; path=/';
  document.cookie = 'alaafia_staff_in=1; path=/';
  document.cookie = 'alaafia_hospital_in=1; path=/';
}
focusManager.setFocused(undefined);
// A screen rendered on its own, without the app's providers, speaks English (lib/i18n.tsx).
setTranslatorOutsideProvider(englishTranslator);
// Every language's dates, as the server's render holds them (a test may render a screen in Yoruba).
for (const language of LANGUAGES) addDates(language, CLDR_DATES[language]);
onlineManager.setOnline(true);

// The one mock API (test/msw.ts): its default handlers, a test's own through server.use(), and a
// request nobody answers fails the test that made it (the log stays quiet when all is well).
beforeAll(() => server.listen(listenOptions));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  const missed = takeUnhandled();
  if (missed.length > 0)
    throw new Error(`The API was called with no handler for: ${missed.join(', ')}`);
});
afterAll(() => server.close());

// happy-dom prints straight to Node's console what a browser's would for the answers the tests
// provoke on purpose: a refused answer ('POST …/payments 422 (Unprocessable Entity)', which the
// form shows), a request cut off when its page unmounts ('socket hang up') and msw's
// `HttpResponse.error()` ('Network error'). They stay out of the log; anything else still shows,
// and a request nothing answers fails its test (test/msw.ts).
const REFUSED_ANSWER = /^(GET|POST|PUT|PATCH|DELETE) http:\/\/localhost:3000\/\S* \d{3} \(/;
const EXPECTED_NETWORK_ERRORS = new Set(['socket hang up', 'Network error']);
if (!('quietened' in nodeConsole.error)) {
  const print = nodeConsole.error.bind(nodeConsole);
  nodeConsole.error = Object.assign(
    (...args: unknown[]) => {
      const [first] = args;
      if (typeof first === 'string' && REFUSED_ANSWER.test(first)) return;
      if (first instanceof Error && EXPECTED_NETWORK_ERRORS.has(first.message)) return;
      print(...args);
    },
    { quietened: true },
  );
}

// findBy* and waitFor wait up to 5 s (the library's 1 s is passed on a loaded 2-core machine while
// a form retries as the spec's loaders say); what never appears still fails.
configure({ asyncUtilTimeout: 5_000 });

// Modal loads its dialog implementation on demand (components/ui/modal.tsx); component tests render
// it as a page does once it has loaded.
await preloadModalDialog();
