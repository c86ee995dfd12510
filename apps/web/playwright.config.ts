import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Issue 23: two workers, each with a server of its own (its own port and PGlite data folder, so its
 * own sandbox clock: the specs move it). A project is one server, run by one worker at a time; the
 * spec files are split between the two by their running time. A new spec runs on the first server
 * unless it is listed for the second (docs/decisions/2026-11-27-fast-test-suite.md).
 */
const secondServerSpecs = [
  'billing.spec.ts',
  'claims.spec.ts',
  'health.spec.ts',
  'income.spec.ts',
  'kyc.spec.ts',
  'next-of-kin-claim.spec.ts',
  'sponsors.spec.ts',
];
const servers = [port, port + 1].map((serverPort, index) => ({
  port: serverPort,
  dataDir: path.join(os.tmpdir(), `alaafia-e2e-${process.pid}-${Date.now()}-${index}`),
}));
const phone = {
  ...devices['Pixel 7'],
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
};

/**
 * End-to-end specs in Debian's Chromium against the real built app and API on a fresh PGlite
 * (npm run build first; scripts/test.mjs does it).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.join(repoRoot, 'test-results/e2e'),
  use: {
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
      workers: 1,
      testIgnore: secondServerSpecs,
      use: { ...phone, baseURL: `http://localhost:${servers[0]!.port}` },
    },
    {
      name: 'phone-2',
      workers: 1,
      testMatch: secondServerSpecs,
      use: { ...phone, baseURL: `http://localhost:${servers[1]!.port}` },
    },
  ],
  webServer: servers.map((server) => ({
    // E2E_SERVER / E2E_WEB_DIST: a private build (API_OUT_DIR=..., vite build --outDir ...) so that
    // several engineers can run their specs side by side.
    command: `node ${process.env.E2E_SERVER ?? 'apps/api/dist/server.js'}`,
    cwd: repoRoot,
    url: `http://localhost:${server.port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(server.port),
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'warn',
      APP_URL: `http://localhost:${server.port}`,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  })),
});
