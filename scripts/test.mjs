// npm test: every check, in the order that fails fastest. Lint, types, the OpenAPI lint and the
// production build with its size budgets (side by side), the unit and API tests on PGlite, mutation
// testing of the domain rules, the API tests again on a real PostgreSQL, and the browser tests in
// Debian's Chromium. Stops at the first failing step; exits non-zero on any failure; prints each
// step's time at the end.
//
// On an engineer's machine the PostgreSQL run covers the files where the drivers differ
// (apps/api/test/postgres-suite.ts) and mutation testing re-tests only what changed since its last
// run; CI (CI=true) runs every API file on PostgreSQL and every mutant
// (docs/decisions/2026-11-27-fast-test-suite.md). PG_SUITE=full or MUTATION_FULL=1 asks for the
// full runs locally.
import { spawn, spawnSync } from 'node:child_process';
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
const startedAll = Date.now();
/** Each step's name and seconds, for the table at the end. */
const timings = [];

function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = (Date.now() - started) / 1000;
  timings.push({ name, seconds, ok: result.status === 0 });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (${seconds.toFixed(1)} s)`);
    finish(1);
  }
  console.log(`✓ ${name} (${seconds.toFixed(1)} s)`);
}

/**
 * Steps that do not depend on each other, run side by side (each is mostly one core), their output
 * kept apart and printed whole as each ends. One row in the table, with each step's own time.
 */
async function together(steps) {
  const names = steps.map((s) => s.name).join(' + ');
  console.log(`\n=== ${names} (side by side) ===`);
  const started = Date.now();
  const results = await Promise.all(
    steps.map(
      ({ name, cmd, args, env = {} }) =>
        new Promise((resolve) => {
          const t0 = Date.now();
          const child = spawn(cmd, args, {
            cwd: root,
            env: { ...process.env, FORCE_COLOR: '0', ...env },
          });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (out += d));
          child.on('close', (code) => {
            const seconds = (Date.now() - t0) / 1000;
            console.log(`\n--- ${name} ---\n${out.trimEnd()}`);
            console.log(`${code === 0 ? '✓' : '✗'} ${name} (${seconds.toFixed(1)} s)`);
            resolve({ name, code, seconds });
          });
        }),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  const failed = results.filter((r) => r.code !== 0);
  timings.push({
    name: `${names} (side by side: ${results.map((r) => `${r.seconds.toFixed(0)} s`).join(', ')})`,
    seconds,
    ok: failed.length === 0,
  });
  if (failed.length > 0) {
    console.error(`\n✗ ${failed.map((r) => r.name).join(', ')} failed`);
    finish(1);
  }
}

function printTimings() {
  if (timings.length === 0) return;
  const width = Math.max(...timings.map((t) => t.name.length), 5);
  console.log(`\n| ${'step'.padEnd(width)} | seconds |`);
  console.log(`| ${'-'.repeat(width)} | ------: |`);
  for (const t of timings) {
    console.log(
      `| ${(t.ok ? t.name : `${t.name} (failed)`).padEnd(width)} | ${t.seconds.toFixed(1).padStart(7)} |`,
    );
  }
  const total = (Date.now() - startedAll) / 1000;
  console.log(`| ${'total'.padEnd(width)} | ${total.toFixed(1).padStart(7)} |`);
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
  printTimings();
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

// Issue 23: ESLint is the longest of these; the others (each about one core) run beside it, so the
// build the browser tests need is ready before the tests start.
await together([
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-b'] },
  // Issue 14: the published contract (the OpenAPI document) passes Redocly's recommended rules.
  { name: 'OpenAPI lint (Redocly)', cmd: 'node', args: ['scripts/openapi-lint.mjs'] },
  // Issue 8's JavaScript and CSS budgets on the production build (docs/performance.md).
  {
    name: 'production build + size budgets',
    cmd: 'sh',
    args: ['-c', 'npm run build && npm run size'],
  },
]);
step('unit, API (PGlite) and component tests', 'npx', vitest('vitest.json'));
// Issue 12: the domain rules' tests must kill at least 90% of Stryker's mutants (docs/performance.md).
step('mutation testing of the domain rules', 'npm', ['run', 'mutation:domain']);

const pg = process.env.TEST_DATABASE_URL
  ? { url: process.env.TEST_DATABASE_URL, stop() {} }
  : await startTempPostgres();
if (pg) {
  // CI: every API file; here: the files where the drivers differ, unless PG_SUITE=full.
  const pgSuite = process.env.PG_SUITE ?? (isCi ? 'full' : 'drivers');
  try {
    step(
      pgSuite === 'full'
        ? 'API tests on PostgreSQL (every file)'
        : 'API tests on PostgreSQL (where the drivers differ)',
      'npx',
      vitest('vitest-postgres.json', ['--project', 'api-postgres']),
      {
        TEST_DATABASE_URL: pg.url,
        PG_SUITE: pgSuite,
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
