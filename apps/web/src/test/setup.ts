import '@testing-library/jest-dom/vitest';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { preloadModalDialog } from '../components/ui/modal';
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
}
focusManager.setFocused(undefined);
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

// findBy* and waitFor wait up to 5 s (the library's 1 s is passed on a loaded 2-core machine while
// a form retries as the spec's loaders say); what never appears still fails.
configure({ asyncUtilTimeout: 5_000 });

// Modal loads its dialog implementation on demand (components/ui/modal.tsx); component tests render
// it as a page does once it has loaded.
await preloadModalDialog();
