// npm run bench:premiums (also the last part of npm run bench): premium collection at scale (issue 15).
// BENCH_PREMIUMS (default 10000) monthly card policies fall due at the same moment; two workers
// (two application contexts on one database, as two worker processes would be) collect them together
// with the sandbox provider, each charging, recording and telling through the real code
// (modules/sales/billing/renewals.ts). Printed: the time, provider calls per second, and checks that every
// policy was charged exactly once. Beside it, measured in the same run on the same database: the
// provider alone (the sandbox ledger's charge, no collection around it), the ceiling of this machine.
// On PGlite by default (one connection: the two workers take turns); BENCH_DATABASE_URL=postgres://...
// runs it on PostgreSQL, where they interleave.
// BENCH_PROVIDER_LATENCY_MS=400 (issue 29) charges through the real Paystack adapter instead, against
// a local HTTP server answering as Paystack's API definition says (bench/paystack-mock.mjs, in a
// process of its own) after that latency; the last line then reads
// `collection: 10000 premiums, latency 400 ms, 212.3 s, 47.1/s, each charged once: ok`, checked from
// the mock server's own record of the charges. COLLECTION_CONCURRENCY as in production.
// On PostgreSQL the two workers are two Node processes (bench/premium-worker.ts), as `npm run worker`
// runs in production, so each has a core's worth of Node; BENCH_WORKERS_IN_PROCESS=1 keeps them as
// two contexts in this process (what the bench did before, one core of Node for both).
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createContext } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed/seed.js';
import { collectDuePremiums } from '../src/modules/sales/billing/renewals.js';
import { rowsOf, seedDuePolicies } from './due-policies.js';

const N = Number(process.env.BENCH_PREMIUMS ?? 10_000);
const DUE = '2026-06-01';
const LATENCY = process.env.BENCH_PROVIDER_LATENCY_MS;
const PAYSTACK_SECRET = 'sk_test_bench000000000000000000000000000000000';

interface PaystackMock {
  url: string;
  charges(): Promise<{ calls: number; references: number; charged_twice: number }>;
  stop(): void;
}

/** bench/paystack-mock.mjs in a child process (its own event loop, as Paystack is elsewhere). */
function startPaystackMock(latencyMs: number): Promise<PaystackMock> {
  const child = fork(path.join(import.meta.dirname, 'paystack-mock.mjs'), [String(latencyMs)], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the Paystack mock stopped (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(chunk.toString())?.[1];
      if (!port) return;
      const url = `http://127.0.0.1:${port}`;
      resolve({
        url,
        charges: async () =>
          (await (await fetch(`${url}/__bench/charges`)).json()) as {
            calls: number;
            references: number;
            charged_twice: number;
          },
        stop: () => child.kill(),
      });
    });
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-bench-premiums-'));
  const mock = LATENCY === undefined ? null : await startPaystackMock(Number(LATENCY));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(process.env.COLLECTION_CONCURRENCY
      ? { COLLECTION_CONCURRENCY: process.env.COLLECTION_CONCURRENCY }
      : {}),
    ...(mock
      ? {
          PAYMENTS_PROVIDER: 'paystack',
          PAYSTACK_TEST_SECRET_KEY: PAYSTACK_SECRET,
          PAYSTACK_TEST_PUBLIC_KEY: 'pk_test_bench000000000000000000000000000000000',
          PAYSTACK_BASE_URL: mock.url,
        }
      : {}),
  });
  const provider = mock ? 'paystack' : 'sandbox';
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(
    url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: null },
  );
  await database.migrate();
  await seedReferenceData(database.db);
  const now = () => new Date(`${DUE}T09:00:00Z`);
  const ctx = createContext(config, database, { now });
  const db = database.db;

  // N customers, each with a paid card purchase, a saved card and a monthly health policy due today.
  const t0 = performance.now();
  const benchCustomers = await seedDuePolicies(db, {
    n: N,
    due: DUE,
    startDate: '2026-05-01',
    provider,
    encrypt: (plain) => ctx.cipher.encrypt(plain),
  });
  const setupMs = performance.now() - t0;

  // The ceiling: the provider alone, the same number of charges (on references of its own).
  // With a latency, as many at once as the two workers keep waiting (else one at a time).
  const t1 = performance.now();
  const ceilingN = Math.min(N, 2000);
  const lanes = mock ? 2 * config.collectionConcurrency : 1;
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let i = lane; i < ceilingN; i += lanes) {
        const c = benchCustomers[i % benchCustomers.length]!;
        await ctx.payments.chargeAuthorization({
          authorizationCode: `AUTH_bench_${c.id}`,
          email: c.email,
          amountKobo: 500000,
          reference: `ALF-CEILING-${i}`,
        });
      }
    }),
  );
  const ceilingPerSecond = ceilingN / ((performance.now() - t1) / 1000);

  // Two workers collect until nothing is due (each call takes up to 500 policies).
  const worker = () => createContext(config, database, { now });
  const inProcesses = Boolean(url) && process.env.BENCH_WORKERS_IN_PROCESS !== '1';
  let t2 = performance.now();
  let renewed = 0;
  let rounds = 0;
  if (inProcesses) {
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      COLLECTION_CONCURRENCY: String(config.collectionConcurrency),
      ...(mock
        ? {
            PAYMENTS_PROVIDER: 'paystack',
            PAYSTACK_TEST_SECRET_KEY: PAYSTACK_SECRET,
            PAYSTACK_TEST_PUBLIC_KEY: 'pk_test_bench000000000000000000000000000000000',
            PAYSTACK_BASE_URL: mock.url,
          }
        : {}),
      // The same key as this process, so the workers read the cards it saved.
      ...(process.env.ENCRYPTION_KEY ? { ENCRYPTION_KEY: process.env.ENCRYPTION_KEY } : {}),
    };
    const workers = await Promise.all(
      [0, 1].map((w) => startWorkerProcess(w, { env, url: url!, now: now().toISOString() })),
    );
    t2 = performance.now(); // started and connected: the collection alone is timed
    const counts = await Promise.all(workers.map((w) => w.go(t2)));
    renewed = counts.reduce((sum, c) => sum + c.renewed, 0);
    rounds = Math.max(...counts.map((c) => c.calls));
  }
  while (!inProcesses) {
    const [a, b] = await Promise.all([collectDuePremiums(worker()), collectDuePremiums(worker())]);
    renewed += a.renewed + b.renewed;
    rounds += 1;
    // Progress on stderr (a long run on a busy machine can be read while it goes).
    const elapsed = (performance.now() - t2) / 1000;
    console.error(
      `round ${rounds}: ${renewed} of ${N} collected in ${elapsed.toFixed(0)} s (${(renewed / elapsed).toFixed(1)}/s)`,
    );
    // Done when nothing is due, or a round renewed nobody (what is left failed: the checks say so).
    if ((a.charged === 0 && b.charged === 0) || a.renewed + b.renewed === 0) break;
  }
  const seconds = (performance.now() - t2) / 1000;
  const [counts] = rowsOf<{ calls: number; policies: number; moved: number }>(
    await db.execute(sql`
      select
        (select count(*)::int from sandbox_transactions where reference like 'ALF-RN-%') as calls,
        (select count(distinct split_part(reference, '-', 3))::int from sandbox_transactions where reference like 'ALF-RN-%' and status = 'success') as policies,
        (select count(*)::int from policies where next_payment_date = '2026-07-01') as moved`),
  );
  // Through Paystack: the calls are the mock server's own record (less the ceiling's charges).
  const theirs = mock ? await mock.charges() : null;
  if (theirs) {
    counts!.calls = theirs.calls - ceilingN;
    counts!.policies = theirs.references - ceilingN;
  }
  const chargedOnce = !theirs || theirs.charged_twice === 0;
  const ok =
    chargedOnce &&
    counts!.calls === N &&
    counts!.policies === N &&
    counts!.moved === N &&
    renewed === N;
  console.log(
    `Premium collection: ${N} monthly card premiums due at once, two workers (${inProcesses ? 'two processes' : 'one process'}), ${mock ? `Paystack adapter against a local Paystack (latency ${LATENCY} ms)` : 'sandbox provider'}, COLLECTION_CONCURRENCY ${config.collectionConcurrency}, ${database.kind}`,
  );
  console.log(
    `Machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} CPUs, Node ${process.version}; load before ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log('| measurement | items | seconds | per second | checks |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  console.log(
    `| setup (${N} customers, cards, policies, by SQL) | ${N} | ${(setupMs / 1000).toFixed(1)} | | |`,
  );
  console.log(
    `| provider alone (the ceiling: ${mock ? `${lanes} Paystack charges at once` : 'sandbox charges'}, no collection) | ${ceilingN} | ${(ceilingN / ceilingPerSecond).toFixed(1)} | ${ceilingPerSecond.toFixed(0)} | |`,
  );
  console.log(
    `| collection by two workers (charge, fulfil, receipt, notify) | ${N} | ${seconds.toFixed(1)} | ${(counts!.calls / seconds).toFixed(0)} provider calls | ${ok ? `ok: ${counts!.calls} calls, each policy charged once and moved on a month` : `FAILED: ${JSON.stringify({ ...counts, renewed })}`} |`,
  );
  console.log(
    `collection: ${N} premiums, latency ${LATENCY ?? 0} ms, ${seconds.toFixed(1)} s, ${(renewed / seconds).toFixed(1)}/s, each charged once: ${ok ? 'ok' : 'FAILED'}`,
  );
  mock?.stop();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(ok ? 0 : 1);
}

/**
 * One worker process (bench/premium-worker.ts): answers once it is loaded and connected; `go` starts
 * its collection and answers what it renewed when nothing is left due.
 */
function startWorkerProcess(
  index: number,
  start: { env: Record<string, string>; url: string; now: string },
): Promise<{ go(t0: number): Promise<{ renewed: number; calls: number }> }> {
  const child = fork(path.join(import.meta.dirname, 'premium-worker.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let t0 = 0;
  let onDone: (done: { renewed: number; calls: number }) => void = () => {};
  let onFail: (err: Error) => void = () => {};
  const done = new Promise<{ renewed: number; calls: number }>((resolve, reject) => {
    onDone = resolve;
    onFail = reject;
  });
  return new Promise((ready, failed) => {
    child.on('message', (m: { kind: string; renewed: number; calls?: number }) => {
      if (m.kind === 'ready') {
        ready({
          go: (at) => {
            t0 = at;
            child.send('go');
            return done;
          },
        });
      }
      if (m.kind === 'progress') {
        const elapsed = (performance.now() - t0) / 1000;
        console.error(`worker ${index + 1}: ${m.renewed} collected in ${elapsed.toFixed(0)} s`);
      }
      if (m.kind === 'done') onDone({ renewed: m.renewed, calls: m.calls ?? 0 });
    });
    child.once('exit', (code) => {
      const err = new Error(`worker ${index + 1} stopped (${code})`);
      if (code !== 0) {
        failed(err);
        onFail(err);
      }
    });
    child.send(start);
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
