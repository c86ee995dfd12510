// npm test: every check, in the order that fails fastest. Lint, types, the unit and API tests on
// PGlite, mutation testing of the domain rules, the API tests again on a real PostgreSQL, the production build, and
// the browser tests in Debian's Chromium. Stops at the first failing step; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { startTempPostgres } from './postgres.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-test-reports-'));
const isCi = process.env.CI === 'true' || process.env.CI === '1';
const counts = { passed: 0, failed: 0, skipped: 0 };

function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (${seconds} s)`);
    finish(1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}

function addVitest(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}

function addPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
  counts.passed += s.expected + (s.flaky ?? 0);
  counts.failed += s.unexpected;
  counts.skipped += s.skipped;
}

function finish(code) {
  addVitest(path.join(reports, 'vitest.json'));
  addVitest(path.join(reports, 'vitest-postgres.json'));
  addPlaywright(path.join(reports, 'playwright.json'));
  console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  fs.rmSync(reports, { recursive: true, force: true });
  process.exit(code);
}

const vitest = (json, extra = []) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, json)}`,
  ...extra,
];

step('lint', 'npm', ['run', 'lint']);
step('typecheck', 'npx', ['tsc', '-b']);
// Issue 14: the published contract (the OpenAPI document) passes Redocly's recommended rules.
step('OpenAPI lint (Redocly)', 'node', ['scripts/openapi-lint.mjs']);
step('unit, API (PGlite) and component tests', 'npx', vitest('vitest.json'));
// Issue 12: the domain rules' tests must kill at least 90% of Stryker's mutants (docs/performance.md).
step('mutation testing of the domain rules', 'npm', ['run', 'mutation:domain']);

const pg = process.env.TEST_DATABASE_URL
  ? { url: process.env.TEST_DATABASE_URL, stop() {} }
  : await startTempPostgres();
if (pg) {
  try {
    step(
      'API tests on PostgreSQL',
      'npx',
      vitest('vitest-postgres.json', ['--project', 'api-postgres']),
      {
        TEST_DATABASE_URL: pg.url,
      },
    );
  } finally {
    pg.stop();
  }
} else if (isCi) {
  console.error(
    'No PostgreSQL server could be found or installed: the CI database run cannot be skipped.',
  );
  finish(1);
} else {
  console.log(
    '\n(skipped) API tests on PostgreSQL: no PostgreSQL server here. .ci/run installs one; or set TEST_DATABASE_URL.',
  );
}

step('production build', 'npm', ['run', 'build']);
// Issue 8's JavaScript and CSS budgets on that build (docs/performance.md): a regression fails here.
step('size budgets', 'npm', ['run', 'size']);
ensureChromium();
step(
  'browser tests (Chromium)',
  'npx',
  ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
  },
);
finish(0);
