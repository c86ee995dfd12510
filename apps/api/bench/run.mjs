// Load benchmark of the API. Measures requests/s and latency (p50, p99) of
//   GET /api/local/products                     (the product catalogue)
//   GET /api/local/hospitals/states/25?page=1   (the Lagos hospitals page)
// on the built server (apps/api/dist/server.js) with PGlite and with PostgreSQL, beside a ceiling
// measured in the same run: a bare Fastify hello-world (hello-server.mjs) on the same machine.
// 20 connections, a 2 s warm-up whose figures are discarded, then BENCH_SECONDS of measurement.
// Then, on each real server, a whole purchase under load (purchase.mjs, issue 8): BENCH_CUSTOMERS
// virtual customers (default 50) at once, each signing up, giving a salary, taking a plan, paying in
// the sandbox and getting a policy; latency per step and per purchase (p50, p95, p99), purchases/s,
// and the server's resident memory after the run. The target is zero errors.
//
//   npm run bench                     # 8 s per route
//   BENCH_SECONDS=20 npm run bench    # longer, steadier figures
//   BENCH_CUSTOMERS=100 npm run bench # more concurrent purchases
//
// The real servers start with high per-IP rate limits (RATE_LIMIT_*_PER_IP_*, config.ts): every
// virtual customer comes from 127.0.0.1, and the production defaults (100 sign-ups an hour per
// address) would turn the load into 429s. The per-customer limits are left as they are.
//
// Prints the machine and two Markdown tables, and writes the same results to bench-results/latest.json.
// A measurement, not a test: it exits 0 even below a speed target, non-zero when a server does not
// start or a run fails (a crash, or any error or non-2xx answer, which would make the figures wrong),
// and when any purchase under load failed (a correctness failure). Traffic goes to 127.0.0.1 only;
// every child process is stopped at the end, on failure and on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startTempPostgres } from '../../../scripts/postgres.mjs';
import { PURCHASE_CUSTOMERS, purchaseUnderLoad } from './purchase.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const SECONDS = Math.min(Math.max(Math.round(Number(process.env.BENCH_SECONDS) || 8), 1), 600);
const WARMUP_SECONDS = 2;
const CONNECTIONS = 20;
const HEADERS = { 'accept-encoding': 'gzip, br' }; // like a browser: compression is part of the cost
const START_TIMEOUT_MS = 120_000;

const PRODUCTS = { route: '/api/local/products', goal: 0.5 };
const LAGOS = { route: '/api/local/hospitals/states/25?page=1', goal: 0.25 };

// ---- child processes: everything started is recorded here, and stopped whatever happens ----

const children = new Set();
const tempDirs = [];
let postgres = null;
let currentRun = null;
const purchaseAbort = new AbortController();
let stopping = false;
let interrupted = false;

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(8_000).then(() => true)]);
  if (timedOut) {
    child.kill('SIGKILL');
    await Promise.race([exited, sleep(2_000)]);
  }
}

function stopPostgres() {
  const pg = postgres;
  postgres = null;
  if (!pg) return;
  try {
    pg.stop();
  } catch (error) {
    console.error(`Could not stop the temporary PostgreSQL cleanly: ${error.message}`);
  }
}

let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    stopping = true;
    currentRun?.stop();
    purchaseAbort.abort();
    await Promise.all([...children].map(stopChild));
    stopPostgres();
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the servers...`);
    cleanup().finally(() => process.exit(code));
  });
}
// Last resort (an unexpected exit): nothing survives us.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  stopPostgres();
});

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node <script>` on a free loopback port and waits until GET readyPath answers 200.
 * env is an object, or a function of the port (for APP_URL).
 */
async function startServer(script, env, readyPath) {
  if (stopping) throw new Error('interrupted');
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...(typeof env === 'function' ? env(port) : env), PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let output = ''; // the tail of what it printed, shown when it fails
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('error', (error) => keep(`spawn error: ${error.message}\n`));

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && !stopping) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const res = await fetch(base + readyPath, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) {
        const crashed = () => child.exitCode !== null || child.signalCode !== null;
        return { child, base, port, crashed, output: () => output };
      }
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stopChild(child);
  const why = stopping
    ? 'interrupted'
    : child.exitCode !== null
      ? `exited with code ${child.exitCode}`
      : `no 200 from ${readyPath} within ${START_TIMEOUT_MS / 1000} s`;
  throw new Error(`${path.basename(script)} did not start (${why}). Its last output:\n${output}`);
}

function residentMemory(pid) {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb ? `${(Number(kb[1]) / 1024).toFixed(0)} MB` : 'n/a';
  } catch {
    return 'n/a';
  }
}

// ---- load ----

async function load(url, seconds) {
  if (stopping) throw new Error('interrupted');
  currentRun = autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
  try {
    return await currentRun;
  } finally {
    currentRun = null;
  }
}

/** Warm-up (discarded), then the measured run; figures of the measured run only. */
async function measure(server, route) {
  const url = server.base + route;
  await load(url, WARMUP_SECONDS);
  const r = await load(url, SECONDS);
  if (server.crashed()) throw new Error(`the server stopped during the run:\n${server.output()}`);
  return {
    route,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors, // includes timeouts
    non2xx: r.non2xx,
  };
}

// ---- the run ----

const machine = {
  cpu: os.cpus()[0]?.model?.trim() ?? 'unknown',
  cpus: os.cpus().length,
  memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
  node: process.version,
  os: `${os.type()} ${os.release()} ${os.arch()}`,
  date: new Date().toISOString(),
};
const rows = [];
const memory = [];
const purchaseRows = [];
const problems = [];
let ceiling = null;

function buildIfNeeded() {
  const needed = ['apps/api/dist/server.js', 'apps/web/dist/index.html'];
  if (needed.every((f) => fs.existsSync(path.join(root, f)))) return;
  console.log('The build is missing: npm run build');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    timeout: 10 * 60_000,
  });
  if (result.status !== 0)
    throw new Error(`npm run build failed (${result.status ?? result.signal})`);
}

/** One server, several routes; records rows and its resident memory, stops it whatever happens. */
async function benchServer({ target, database, script, env, readyPath, routes, purchase }) {
  console.log(`Starting ${target} (${database})...`);
  const server = await startServer(script, env, readyPath);
  try {
    for (const { route, goal } of routes) {
      console.log(`  ${route}: ${WARMUP_SECONDS} s warm-up, ${SECONDS} s measured`);
      const m = await measure(server, route);
      if (m.errors > 0 || m.non2xx > 0) {
        problems.push(`${target} (${database}) ${route}: ${m.errors} errors, ${m.non2xx} non-2xx`);
      }
      rows.push({ target, database, goal, ...m });
    }
    let purchaseRow = null;
    if (purchase) {
      console.log(`  a whole purchase by ${PURCHASE_CUSTOMERS} concurrent customers`);
      const p = await purchaseUnderLoad(server.base, { signal: purchaseAbort.signal });
      if (stopping) throw new Error('interrupted');
      if (server.crashed())
        throw new Error(`the server stopped during the run:\n${server.output()}`);
      if (p.errors > 0) {
        problems.push(
          `${target} (${database}) purchase under load: ${p.errors} of ${p.customers} purchases failed (${Object.entries(
            p.errorsByStep,
          )
            .map(([step, n]) => `${step}: ${n}`)
            .join(', ')}). First: ${p.errorSamples.join(' | ')}`,
        );
      }
      purchaseRow = { target, database, ...p, zeroErrors: p.errors === 0 ? 'ok' : 'failed' };
      purchaseRows.push(purchaseRow);
    }
    const rss = residentMemory(server.child.pid);
    memory.push({ target, database, rss });
    if (purchaseRow) purchaseRow.rss = rss;
    console.log(`  resident memory of ${target} (${database}) after the run: ${rss}`);
  } finally {
    await stopChild(server.child);
  }
}

function freshDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-bench-'));
  tempDirs.push(dir);
  return dir;
}

const realServer = (database, extraEnv) => ({
  target: 'alaafia',
  database,
  script: 'apps/api/dist/server.js',
  readyPath: '/api/health',
  routes: [PRODUCTS, LAGOS],
  purchase: true,
  env: (port) => ({
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: freshDataDir(),
    LOG_LEVEL: 'warn',
    // All the load comes from 127.0.0.1: per-IP limits high enough not to be the thing measured.
    RATE_LIMIT_SIGNUP_PER_IP_HOUR: '1000000',
    RATE_LIMIT_LOGIN_PER_IP_15MIN: '1000000',
    RATE_LIMIT_FORGOT_PER_IP_HOUR: '1000000',
    ...extraEnv,
  }),
});

/** A real server that fails is reported as a row and a problem; the other targets still run. */
async function tryServer(database, run) {
  try {
    await run();
  } catch (error) {
    problems.push(`alaafia (${database}): ${error.message}`);
    rows.push({ target: 'alaafia', database, skipped: 'failed (see Problems below)' });
    if (!purchaseRows.some((p) => p.database === database)) {
      purchaseRows.push({ target: 'alaafia', database, skipped: 'failed (see Problems below)' });
    }
  }
}

async function main() {
  buildIfNeeded();

  await benchServer({
    target: 'hello-world Fastify (ceiling)',
    database: 'none',
    script: path.relative(root, path.join(here, 'hello-server.mjs')),
    readyPath: PRODUCTS.route,
    env: {},
    routes: [{ route: PRODUCTS.route, goal: null }],
  });
  ceiling = rows[0].rps;

  await tryServer('PGlite', () => benchServer(realServer('PGlite', {})));

  await tryServer('PostgreSQL', async () => {
    try {
      postgres = await startTempPostgres();
      if (!postgres) {
        const why =
          'skipped: no PostgreSQL server binaries (initdb, pg_ctl), and they could not be installed (that needs root and apt-get)';
        rows.push({ target: 'alaafia', database: 'PostgreSQL', skipped: why });
        purchaseRows.push({ target: 'alaafia', database: 'PostgreSQL', skipped: why });
        return;
      }
      await benchServer(realServer('PostgreSQL', { DATABASE_URL: postgres.url }));
    } finally {
      stopPostgres();
    }
  });
}

/** Percentage of the ceiling and 'ok' / 'below target' for a measured row. */
function verdict(r) {
  const percent = ceiling ? Math.round((100 * r.rps) / ceiling) : null;
  if (r.goal === null) return { percent, status: 'baseline' };
  return { percent, status: percent !== null && r.rps >= r.goal * ceiling ? 'ok' : 'below target' };
}

const ms = (v) => (v === null || v === undefined ? 'n/a' : String(Math.round(v)));

/** The 'Purchase under load' table: one row per real server. */
function purchaseTable() {
  const steps = ['signup', 'salary', 'plans', 'cart', 'reference', 'charge', 'payment'];
  const lines = [
    '',
    'Purchase under load',
    '',
    `${PURCHASE_CUSTOMERS} customers at once, each: sign up, salary, income plans (the second taken), cart, payment reference, sandbox charge (success), payments call (one policy expected). Target: zero errors. Latency in ms; the step columns are p99.`,
    '',
    `| database | purchases | errors | purchases/s | purchase p50 | p95 | p99 | ${steps.join(' p99 | ')} p99 | memory after | zero errors |`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ${steps.map(() => '---:').join(' | ')} | ---: | --- |`,
  ];
  for (const p of purchaseRows) {
    if (p.skipped) {
      lines.push(`| ${p.database} | ${p.skipped} |${' |'.repeat(steps.length + 7)}`);
      continue;
    }
    lines.push(
      `| ${p.database} | ${p.purchases}/${p.customers} | ${p.errors} | ${p.purchasesPerSecond} | ${ms(p.whole.p50)} | ${ms(p.whole.p95)} | ${ms(p.whole.p99)} | ${steps.map((s) => ms(p.steps[s].p99)).join(' | ')} | ${p.rss ?? 'n/a'} | ${p.zeroErrors} |`,
    );
  }
  return lines;
}

function report() {
  const results = rows.map((r) => (r.skipped ? r : { ...r, ...verdict(r) }));
  const lines = [
    '',
    `Machine: ${machine.cpu}, ${machine.cpus} CPUs, ${machine.memory}, Node ${machine.node}, ${machine.os}`,
    `Date: ${machine.date}. ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up (discarded), ${SECONDS} s measured per route, accept-encoding: ${HEADERS['accept-encoding']}; autocannon runs in this process on the same machine.`,
    `Targets: products >= ${PRODUCTS.goal * 100}% of the ceiling, Lagos hospitals page >= ${LAGOS.goal * 100}%. Ceiling: the hello-world server on /api/local/products, used for both routes.`,
    '',
    '| target | database | route | req/s | p50 ms | p99 ms | errors+non-2xx | % of ceiling | goal |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of results) {
    if (r.skipped) {
      lines.push(`| ${r.target} | ${r.database} | ${r.skipped} | | | | | | |`);
      continue;
    }
    const goal = r.goal === null ? r.status : `>= ${r.goal * 100}%: ${r.status}`;
    const percent = r.percent === null ? 'n/a' : `${r.percent}%`;
    lines.push(
      `| ${r.target} | ${r.database} | ${r.route} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} | ${percent} | ${goal} |`,
    );
  }
  lines.push(
    '',
    `Resident memory after the run: ${memory.map((m) => `${m.target} (${m.database}) ${m.rss}`).join('; ') || 'n/a'}`,
  );
  lines.push(...purchaseTable());
  if (problems.length) lines.push('', 'Problems:', ...problems.map((p) => `- ${p}`));
  console.log(lines.join('\n'));

  const out = path.join(root, 'bench-results');
  fs.mkdirSync(out, { recursive: true });
  const json = {
    machine,
    settings: {
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      seconds: SECONDS,
      headers: HEADERS,
    },
    goals: { products: PRODUCTS.goal, lagosHospitals: LAGOS.goal, purchaseErrors: 0 },
    ceiling,
    rows: results,
    purchase: { customers: PURCHASE_CUSTOMERS, rows: purchaseRows },
    memory,
    problems,
  };
  fs.writeFileSync(path.join(out, 'latest.json'), JSON.stringify(json, null, 2) + '\n');
  console.log(
    `\nWritten to ${path.relative(process.cwd(), path.join(out, 'latest.json')) || 'latest.json'}`,
  );
}

try {
  await main();
} catch (error) {
  problems.push(error.message);
}
await cleanup();
if (interrupted) process.exit(130); // the signal handler is exiting too
report();
process.exit(problems.length ? 1 : 0);
