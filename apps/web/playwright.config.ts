import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = path.join(os.tmpdir(), `alaafia-e2e-${process.pid}-${Date.now()}`);
const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * End-to-end specs in Debian's Chromium against the real built app and API on a fresh PGlite
 * (npm run build first; scripts/test.mjs does it).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.join(repoRoot, 'test-results/e2e'),
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
      },
    },
  ],
  webServer: {
    // E2E_SERVER / E2E_WEB_DIST: a private build (API_OUT_DIR=..., vite build --outDir ...) so that
    // several engineers can run their specs side by side.
    command: `node ${process.env.E2E_SERVER ?? 'apps/api/dist/server.js'}`,
    cwd: repoRoot,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      APP_URL: `http://localhost:${port}`,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
