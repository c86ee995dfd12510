// npm test: every check. Lint (ESLint, Prettier), types, the OpenAPI lint and the production build
// with its size budgets, the unit and API tests on PGlite, mutation testing of the domain rules and
// of the API's money code, the API tests again on a real PostgreSQL, and the browser tests in
// Debian's Chromium. Exits non-zero on any failure, stopping the steps still running; prints each
// step's time at the end.
//
// Issue 23: the steps run as soon as what they need is done, side by side, so that both cores stay
// busy (docs/decisions/2026-11-27-fast-test-suite.md): the browser tests need only the build, and
// mostly wait on pages and the server (about half a core), so they run beside the rest; the Vitest
// step from the start, and in CI the PostgreSQL run too; after the type check (which shares its
// programs with ESLint, issue 43), mutation testing, and locally the PostgreSQL run beside it. Each
// step's output is kept and printed whole when it ends.
//
// On an engineer's machine every API file runs on PGlite and the PostgreSQL run covers the files
// where the drivers differ (apps/api/test/postgres-suite.ts); CI (CI=true) runs every API file that
// uses the test database on PostgreSQL and, on PGlite, only the files where the drivers differ and
// those with no test database (docs/decisions/2026-12-07-ci-runs-api-files-once.md). PG_SUITE=full
// and PGLITE_SUITE=drivers choose either way. Mutation testing re-tests only what changed since the
// report kept in the repository, locally and in CI alike
// (docs/decisions/2026-12-07-mutation-baselines-in-the-repository.md); MUTATION_FULL=1 re-tests every
// mutant. The Vitest steps start the slowest files first (vitest.config.ts, test-durations.json), and
// the table has a row for the temporary PostgreSQL server's own CPU
// (docs/decisions/2026-12-07-test-order-and-postgres-workers.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePostgresBinaries, startTempPostgres } from './postgres.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-test-reports-'));
const isCi = process.env.CI === 'true' || process.env.CI === '1';
const counts = { passed: 0, failed: 0, skipped: 0 };
const startedAll = Date.now();
/** Each step's name, start, seconds and CPU seconds (its processes' user + system), for the table. */
const timings = [];
/** The process groups of the steps still running, stopped when a step fails. */
const running = new Set();
let finishing = false;
/** What to undo however `npm test` ends (the temporary PostgreSQL server). */
const cleanups = [];

/** Seconds since `npm test` started. */
const now = () => (Date.now() - startedAll) / 1000;

/**
 * Runs one command in a process group of its own, its output kept. The shell's `times` after it
 * gives the CPU time of everything the command ran (written to a third pipe, not the output).
 */
function run({ name, cmd, args, env = {}, onOutput }) {
  return new Promise((resolve) => {
    const start = now();
    console.log(`\n▶ ${name} (started at ${start.toFixed(0)} s)`);
    const child = spawn(
      'sh',
      ['-c', '"$0" "$@"; status=$?; times >&3; exit $status', cmd, ...args],
      {
        cwd: root,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
        env: { ...process.env, FORCE_COLOR: '0', ...env },
      },
    );
    running.add(child);
    let out = '';
    let times = '';
    child.stdout.on('data', (d) => {
      out += d;
      onOutput?.(out);
    });
    child.stderr.on('data', (d) => (out += d));
    child.stdio[3].on('data', (d) => (times += d));
    child.on('close', (code, signal) => {
      running.delete(child);
      // `times` prints the shell's own user and system time, then its children's.
      const cpu = [...(times.trim().split('\n')[1] ?? '').matchAll(/(\d+)m([\d.]+)s/g)].reduce(
        (sum, m) => sum + Number(m[1]) * 60 + Number(m[2]),
        0,
      );
      const seconds = now() - start;
      const ok = code === 0;
      timings.push({ name, start, seconds, cpu, ok });
      if (finishing && !ok) return resolve(false);
      console.log(`\n--- ${name} ---\n${out.trimEnd()}`);
      console.log(
        `${ok ? '✓' : '✗'} ${name} (${seconds.toFixed(1)} s, ${cpu.toFixed(0)} CPU-s${signal ? `, ${signal}` : ''})`,
      );
      resolve(ok);
    });
  });
}

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

// The steps are in process groups of their own, so Ctrl-C (or CI's SIGTERM) does not reach them:
// stop them, and the temporary PostgreSQL server, before leaving.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    finishing = true;
    stopAll();
    for (const cleanup of cleanups.splice(0)) cleanup();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

function printTimings() {
  if (timings.length === 0) return;
  const rows = [...timings].sort((a, b) => a.start - b.start);
  const width = Math.max(...rows.map((t) => t.name.length + (t.ok ? 0 : 9)), 5);
  console.log(`\n| ${'step'.padEnd(width)} | from s | seconds | CPU-s |`);
  console.log(`| ${'-'.repeat(width)} | -----: | ------: | ----: |`);
  for (const t of rows) {
    console.log(
      `| ${(t.ok ? t.name : `${t.name} (failed)`).padEnd(width)} | ${t.start.toFixed(0).padStart(6)} | ${t.seconds.toFixed(1).padStart(7)} | ${t.cpu.toFixed(0).padStart(5)} |`,
    );
  }
  const cpu = timings.reduce((sum, t) => sum + t.cpu, 0);
  const total = now();
  console.log(
    `| ${'total'.padEnd(width)} |        | ${total.toFixed(1).padStart(7)} | ${cpu.toFixed(0).padStart(5)} |`,
  );
  console.log(
    `(${os.cpus().length} cores; the steps kept ${(cpu / total).toFixed(2)} of them busy on average; load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')})`,
  );
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
  finishing = true;
  stopAll();
  for (const cleanup of cleanups.splice(0)) cleanup();
  printTimings();
  addVitest(path.join(reports, 'vitest.json'));
  addVitest(path.join(reports, 'vitest-postgres.json'));
  addPlaywright(path.join(reports, 'playwright.json'));
  console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  fs.rmSync(reports, { recursive: true, force: true });
  process.exit(code);
}

/** Runs the steps one after the other; on a failure, stops everything and exits 1. */
async function inOrder(...steps) {
  for (const s of steps) {
    const ok = typeof s === 'function' ? await s() : await run(s);
    if (!ok) {
      if (!finishing) console.error(`\n✗ ${typeof s === 'function' ? 'a step' : s.name} failed`);
      finish(1);
    }
  }
  return true;
}

const vitest = (json, extra = []) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, json)}`,
  ...extra,
];

// What the browser and PostgreSQL steps need from the machine, before anything starts (on a bare
// CI machine apt-get may install them; .ci/run already does).
ensureChromium();
const pgBinaries = process.env.TEST_DATABASE_URL ? true : ensurePostgresBinaries();
if (!pgBinaries && isCi) {
  console.error(
    'No PostgreSQL server could be found or installed: the CI database run cannot be skipped.',
  );
  finish(1);
}

// CI: every API file that uses the test database on PostgreSQL, and on PGlite only what the drivers
// do differently and the files with no test database; here the reverse (PGLITE_SUITE=drivers and
// PG_SUITE=full choose either way; docs/decisions/2026-12-07-ci-runs-api-files-once.md).
const pgSuite = process.env.PG_SUITE ?? (isCi ? 'full' : 'drivers');
const pgliteSuite = process.env.PGLITE_SUITE ?? (isCi ? 'drivers' : 'full');

async function postgresStep() {
  const pg = process.env.TEST_DATABASE_URL
    ? { url: process.env.TEST_DATABASE_URL, stop() {} }
    : await startTempPostgres();
  if (!pg) {
    console.log(
      '\n(skipped) API tests on PostgreSQL: no PostgreSQL server here. .ci/run installs one; or set TEST_DATABASE_URL.',
    );
    return true;
  }
  cleanups.push(() => pg.stop());
  const serverCpu = serverCpuReader(pg);
  try {
    return await run({
      name:
        pgSuite === 'full'
          ? 'API tests on PostgreSQL (every file with a test database)'
          : 'API tests on PostgreSQL (where the drivers differ)',
      cmd: 'npx',
      args: vitest('vitest-postgres.json', ['--project', 'api-postgres']),
      env: { TEST_DATABASE_URL: pg.url, PG_SUITE: pgSuite },
    });
  } finally {
    // Issue 43: the server's own CPU, a row of its own. It is no child of any step, so the steps'
    // `times` never counted it, and it is a large part of what the PostgreSQL run costs the machine.
    const cpu = serverCpu?.();
    const step = timings.find((t) => t.name.startsWith('API tests on PostgreSQL'));
    if (cpu !== undefined && step) {
      timings.push({
        ...step,
        name: '  its PostgreSQL server (not in the row above)',
        cpu,
        ok: true,
      });
    }
    for (const cleanup of cleanups.splice(0)) cleanup();
  }
}

/**
 * The CPU seconds a temporary PostgreSQL server (ours, not TEST_DATABASE_URL's) has used since this
 * call: the postmaster's own, its finished backends' (reaped, so in its children's times) and its
 * live children's (/proc; Linux only, else undefined).
 */
function serverCpuReader(pg) {
  const pid = pg.pid?.();
  const tick = 100; // USER_HZ: /proc reports times in clock ticks, 100 a second on Linux
  /** A process's user and system time, and its reaped children's. */
  const cpuOf = (id) => {
    const fields = fs.readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return (utime + stime + cutime + cstime) / tick;
  };
  const total = () => {
    let sum = cpuOf(pid);
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
      for (const child of children.split(' ').filter(Boolean)) {
        try {
          sum += cpuOf(child);
        } catch {
          // ended since the postmaster's figure was read: its few milliseconds are left out
        }
      }
    }
    return sum;
  };
  try {
    const before = total();
    return () => {
      try {
        return total() - before;
      } catch {
        return undefined;
      }
    };
  } catch {
    return undefined;
  }
}

// Issue 43: the type check and ESLint share their TypeScript programs (one process,
// scripts/types-and-lint.mjs; docs/decisions/2026-12-07-types-and-lint-share-a-program.md). The
// steps that used to wait for the type check start as soon as its part has passed, not when ESLint
// is done too.
let typesPassed;
const typesChecked = new Promise((resolve) => (typesPassed = resolve));
const typesAndLint = run({
  name: 'typecheck + ESLint (one program)',
  cmd: 'node',
  args: ['scripts/types-and-lint.mjs'],
  onOutput: (out) => {
    if (out.includes('typecheck: passed')) typesPassed(true);
  },
}).then((ok) => {
  typesPassed(ok);
  return ok;
});

await Promise.all([
  inOrder(() => typesAndLint),
  inOrder(
    { name: 'Prettier', cmd: 'npm', args: ['run', 'lint:prettier'] },
    // Issue 37: no export only its own file uses, every workspace lists what it imports (knip.jsonc;
    // about 10 CPU-s).
    { name: 'unused code and undeclared dependencies (knip)', cmd: 'npm', args: ['run', 'knip'] },
  ),
  // Issue 14: the published contract (the OpenAPI document) passes Redocly's recommended rules.
  inOrder({ name: 'OpenAPI lint (Redocly)', cmd: 'node', args: ['scripts/openapi-lint.mjs'] }),
  inOrder(
    // Issue 8's JavaScript and CSS budgets on the production build (docs/performance.md).
    {
      name: 'production build + size budgets',
      cmd: 'sh',
      args: ['-c', 'npm run build && npm run size'],
    },
    {
      name: 'browser tests (Chromium)',
      cmd: 'npx',
      args: ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') },
    },
  ),
  // The Vitest step needs nothing built (Vitest compiles what it imports), so it starts at once: in
  // the run after mutation testing got cheap, it waited 187 s for the type check, which shared the
  // cores with ESLint and the browser step, and its chain ended last (docs/performance.md).
  // CI runs the API files that use the test database on PostgreSQL only, and here on PGlite only
  // the files where the drivers differ and those that touch no test database
  // (docs/decisions/2026-12-07-ci-runs-api-files-once.md).
  inOrder({
    name:
      pgliteSuite === 'drivers'
        ? 'unit, API (PGlite: where the drivers differ, no test database) and component tests'
        : 'unit, API (PGlite) and component tests',
    cmd: 'npx',
    args: vitest('vitest.json'),
    env: { PGLITE_SUITE: pgliteSuite },
  }),
  // After the type check, mutation testing and the PostgreSQL run side by side (issue 43: the
  // mutation run now holds every rule file and, in full, the static mutants, about 150 CPU-s on a
  // fresh clone; in a row before the PostgreSQL run it made the longest chain).
  inOrder(
    () => typesChecked,
    // Issue 12: the domain rules' tests must kill at least 90% of Stryker's runtime mutants, and
    // with the static ones stay at their floor (scripts/mutation-gate.mjs; docs/performance.md).
    {
      name: 'mutation testing of the domain rules',
      cmd: 'npm',
      args: ['run', 'mutation:domain'],
    },
    // Issue 43: the API's money code (fulfilment, payouts, refunds, the ledger's postings, the claim
    // decision) at its floor (stryker.api.config.mjs). Both runs start from the reports kept in the
    // repository and re-test only what changed (scripts/mutation-run.mjs;
    // docs/decisions/2026-12-07-mutation-baselines-in-the-repository.md).
    {
      name: "mutation testing of the API's money code",
      cmd: 'npm',
      args: ['run', 'mutation:api'],
    },
  ),
  // The PostgreSQL run in full (CI) starts at once: it holds most of CI's API tests and was the
  // longest chain, and waiting for the type check (152 s in the last CI run, 405 s at load 35-59)
  // only pushed its end later. The drivers' subset (an engineer's machine) still follows the type
  // check, beside a Vitest step that holds every API file (docs/performance.md, issue 43's second
  // pass).
  inOrder(() => (pgSuite === 'full' ? true : typesChecked), postgresStep),
]);
finish(0);
