import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Browser } from '@playwright/test';
import { watchConsole } from './console-watch';

// Every spec imports `test` and `expect` from here, not from '@playwright/test' (a lint rule,
// eslint.config.js, checks it): each test then fails on any console error,
// uncaught error or Content-Security-Policy violation of any page it visits, in its own context and in
// any context it opens (issue 30, "Errors in the browser console").
export * from '@playwright/test';
export { watchConsole } from './console-watch';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Whether something answers on `url` (the health check), within a second. */
async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Issue 23: each Playwright worker starts a server of its own (its own port, E2E_PORT + the worker's
 * index, and its own PGlite data folder, so its own sandbox clock, which the specs move) and stops it
 * when the worker ends. Spec files then go to whichever worker is free, with no hand-kept split
 * (docs/decisions/2026-11-27-fast-test-suite.md). E2E_SERVER / E2E_WEB_DIST: a private build
 * (API_OUT_DIR=..., vite build --outDir ...) so that several engineers can run specs side by side.
 */
async function startServer(parallelIndex: number) {
  const port = Number(process.env.E2E_PORT ?? 3199) + parallelIndex;
  const url = `http://localhost:${port}`;
  const health = `${url}/api/health`;
  if (await answers(health)) {
    throw new Error(`Port ${port} already has a server: stop it, or set E2E_PORT to a free range.`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `alaafia-e2e-${parallelIndex}-`));
  const child = spawn('node', [process.env.E2E_SERVER ?? 'apps/api/dist/server.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      APP_URL: url,
      // Every spec's staff sign in to this one server from 127.0.0.1: about 25 back-office sign-ins
      // a worker in one run, which, run in under 15 minutes, met the 30 an office's address gets
      // (a fresh-clone run's sponsors.spec was refused 'Too many attempts'). No browser test is
      // about that limit; the API's tests are (docs/business-rules.md, 'Sign-in throttling').
      RATE_LIMIT_STAFF_LOGIN_PER_IP_15MIN: '1000',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  });
  let exitCode: number | string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitCode = code ?? signal;
      resolve();
    }),
  );
  let running = true;
  void exited.then(() => (running = false));
  const stop = async () => {
    if (running) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // A fresh server migrates and seeds its own PGlite before it answers: about 5 s on a quiet
  // machine, but a fresh-clone run at a load of 20 (other engineers' work beside npm test's steps)
  // once took longer than the 120 s this waited. A guard against a server that never comes up, not
  // a speed check; the failure says whether it exited (and how) or is still starting.
  const started = Date.now();
  const deadline = started + 240_000;
  while (!(await answers(health))) {
    if (!running || Date.now() > deadline) {
      const seconds = Math.round((Date.now() - started) / 1000);
      await stop();
      throw new Error(
        running
          ? `The e2e server on port ${port} did not answer within ${seconds} s (npm run build first?)`
          : `The e2e server on port ${port} exited (${String(exitCode)}) after ${seconds} s before it answered (npm run build first? its error output is above)`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop };
}

export const test = base.extend<
  { consoleErrors: string[]; allowedConsoleErrors: RegExp[] },
  { serverUrl: string }
>({
  serverUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      const server = await startServer(workerInfo.parallelIndex);
      try {
        await use(server.url);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 270_000 },
  ],
  baseURL: async ({ serverUrl }, use) => use(serverUrl),
  /**
   * What a spec provokes on purpose and says so (`test.use({ allowedConsoleErrors: [/.../] })`), e.g. a
   * simulated 5xx; empty by default, and each allowance is the spec's own, in plain sight.
   */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ context, browser, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      await watchConsole(context, problems);
      // Contexts a test opens itself (a second customer, a browser with JavaScript off) are watched too.
      const newContext = browser.newContext.bind(browser);
      const watched: Browser['newContext'] = async (options) => {
        const opened = await newContext(options);
        await watchConsole(opened, problems);
        return opened;
      };
      browser.newContext = watched;
      try {
        await use(problems);
      } finally {
        browser.newContext = newContext;
      }
      const unexpected = problems.filter(
        (problem) => !allowedConsoleErrors.some((allowed) => allowed.test(problem)),
      );
      expect(unexpected, 'console errors, uncaught errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});
