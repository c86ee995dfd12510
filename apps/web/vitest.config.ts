import react from '@vitejs/plugin-react';
import { cataloguePlugin } from './build/catalogue-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react(), cataloguePlugin()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    // A document shown in a frame (the back office's PDF evidence) is asked of the mock API like any
    // other request (src/test/msw.ts answers it), rather than happy-dom logging that frames are off.
    environmentOptions: { happyDOM: { settings: { enableIframePageLoading: true } } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Modules imported once per worker; src/test/setup.ts puts the shared document back as a fresh
    // page has it for each file (docs/decisions/2026-11-27-fast-test-suite.md).
    isolate: false,
    // Issue 23: two workers on the 2-core machine (Vitest's default is the cores less one: one worker,
    // which keeps only about 1.2 cores busy). The three projects run in one group, so they must
    // agree (docs/decisions/2026-11-27-fast-test-suite.md).
    maxWorkers: 2,
    // Typing into forms on a loaded 2-core machine can pass 5 s; a real hang still fails.
    testTimeout: 15_000,
  },
});
