import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Modules imported once per worker; src/test/setup.ts puts the shared document back as a fresh
    // page has it for each file (docs/decisions/2026-11-27-fast-test-suite.md).
    isolate: false,
    // Typing into forms on a loaded 2-core machine can pass 5 s; a real hang still fails.
    testTimeout: 15_000,
  },
});
