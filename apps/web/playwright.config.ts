import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const phone = {
  ...devices['Pixel 7'],
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
};

/**
 * End-to-end specs in Debian's Chromium against the real built app and API on a fresh PGlite
 * (npm run build first; scripts/test.mjs does it). Issue 23: two workers, each with a server of its
 * own that e2e/fixtures.ts starts (port E2E_PORT, default 3199, plus the worker's index; its own
 * data folder and so its own sandbox clock). A spec file runs whole on one worker, its tests in order;
 * the files go to whichever worker is free (docs/decisions/2026-11-27-fast-test-suite.md).
 */
/**
 * Issue 43: Chromium 156 opens the address bar's suggestion popup as a page of its own in every
 * window, headless too (two `chrome://omnibox-popup.top-chrome/` renderers per browser context, so
 * per test). Without them the same pages cost about a third less Chromium CPU (docs/performance.md,
 * 'Chromium without its address bar pages'); the tests never use an address bar. Chromium keeps only
 * the last `--disable-features` it is given, so ours repeats Playwright's own list (playwright-core's
 * chromiumSwitches.ts in the version installed) before adding the two; e2e/browser-flags.spec.ts
 * fails when an upgrade of Playwright turns off a feature this list does not.
 */
const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // ours
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

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
    // Issue 23: a trace records a screenshot stream and a DOM snapshot around every action of every
    // test; on this 2-core machine that cost about half as much CPU again as the actions themselves
    // (docs/performance.md). It is recorded only for a retry, so with `retries: 0` never: to see one
    // for a failing spec, run it again with `--trace retain-on-failure`. The screenshot on failure
    // stays.
    trace: 'on-first-retry',
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
        `--disable-features=${disabledFeatures.join(',')}`,
      ],
    },
  },
  projects: [{ name: 'phone', use: phone }],
});
