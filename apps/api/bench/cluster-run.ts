// The cluster run of npm run bench:cluster (bench/cluster.ts) and of its small version in npm test
// (test/cluster.test.ts) (issue 29, part 3): the deployment of docs/operations.md ('Running several
// processes') started for real and two of its processes killed mid-work. On a throwaway PostgreSQL
// (scripts/postgres.mjs): three web processes (the built apps/api/dist/server.js, RUN_WORKER=false)
// behind a round-robin load balancer (bench/round-robin-proxy.mjs), and two worker processes
// (apps/api/dist/worker.js). Through the balancer, BENCH_CLUSTER_PURCHASES (200) customers buy at
// once by the sandbox checkout (bench/purchase.mjs: sign up, choose, pay, policy), while the workers
// collect BENCH_CLUSTER_PREMIUMS (2000) monthly card premiums due today (bench/due-policies.ts), the
// job queued as any job is (the `jobs` outbox, relayed to pg-boss). A web process is SIGKILLed once
// 30% of the purchases are answered, a worker once 30% of the premiums are claimed.
//
// A killed worker's work is taken over after two waits the product keeps on purpose: pg-boss retries
// its job after the job's expiry (premium collection: 30 minutes), and a premium attempt or a message
// left half-done is resumed after 10 minutes (modules/sales/billing/renewals.ts,
// modules/platform/messaging). Rather than wait, once the living processes are idle the bench moves
// those rows' times back by the wait (it changes nothing else), and the takeover then runs through the
// product's own code. Afterwards, from the database and the sandbox ledger (sandbox_transactions):
// - every purchase answered 2xx has exactly one policy, and no paid purchase is without one;
// - no card charged twice: one successful charge per purchase, one per premium and due date;
// - every premium collected (policy moved on a month), none twice;
// - no job lost (every outbox row relayed, nothing left in pg-boss waiting, active or failed, nothing
//   dead-lettered) and none run twice (its effects above, and each message below);
// - every customer message sent once (no delivery left unsent, no SMS or e-mail in the outbox twice).
// Its report ends with `cluster: 3 web + 2 workers, 2 killed, 200 purchases, 2000 premiums, lost 0,
// duplicated 0`; `ok` is false when anything was lost or duplicated (or a check could not finish).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { lagosDate } from '@alaafia/domain';
import { createContext } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed/seed.js';
import { enqueueJob } from '../src/jobs/queue.js';
import { rowsOf, seedDuePolicies } from './due-policies.js';

// Plain ES modules of the repository's scripts and of the benches (no types of their own).
const here = (relative: string) => new URL(relative, import.meta.url).href;
const { startTempPostgres } = (await import(here('../../../scripts/postgres.mjs'))) as {
  startTempPostgres: () => Promise<{ url: string; stop(): void } | null>;
};
const { onePurchase } = (await import(here('./purchase.mjs'))) as {
  onePurchase: (base: string, n: number, signal: AbortSignal) => Promise<{ customerId: number }>;
};
const { startRoundRobinProxy } = (await import(here('./round-robin-proxy.mjs'))) as {
  startRoundRobinProxy: (
    backends: string[],
    options?: { port?: number },
  ) => Promise<{ url: string; close(): Promise<void> }>;
};

const ROOT = path.resolve(import.meta.dirname, '../../..');
const WEB = 3;
const WORKERS = 2;

export interface ClusterOptions {
  /** Customers buying at once through the balancer (the bench: 200). */
  purchases: number;
  /** Monthly premiums due today, collected by the workers (the bench: 2,000). */
  premiums: number;
  /** How long the whole run may take before the checks count what is left as lost. */
  deadlineMs: number;
  /** The built server.js and worker.js; without it, the repository's build (built if changed). */
  apiDist?: string | undefined;
  /** An empty database to run on; without it, a throwaway PostgreSQL server of its own. */
  databaseUrl?: string | undefined;
  /**
   * The processes' own job settings (JOBS_EXPIRE_SECONDS, JOBS_RETRY_DELAY_SECONDS), shorter than
   * the production defaults in the small run of npm test, so that pg-boss's supervisor takes over a
   * killed worker's job sooner; the takeover itself is the product's code as ever.
   */
  jobEnv?: Record<string, string>;
  /** Progress lines (stderr in the bench). */
  log?: (line: string) => void;
}

export interface ClusterResult {
  /** The report: the machine, the kills, the checks' table and, last, the `cluster: ...` line. */
  report: string[];
  lost: number;
  duplicated: number;
  killed: number;
  answeredOk: number;
  seconds: number;
  /** Where the processes' logs are kept (a run that was not clean); null when deleted. */
  logs: string | null;
  /**
   * Processes the run did not kill that exited anyway, each with the end of its log: started again
   * as a deployment's process manager would (docs/operations.md), and said in the report.
   */
  exitedOnTheirOwn: string[];
}
/** A PostgreSQL array literal, one parameter (Drizzle spreads a JavaScript array into a list). */
const pgArray = (xs: (string | number)[]) => `{${xs.join(',')}}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Proc {
  name: string;
  child: ChildProcess;
  logFile: string;
  killed: boolean;
  /** How many times it was started again after exiting on its own. */
  restarts: number;
}

/** The last lines of a process's log (its warnings and errors: the processes log at `warn`). */
const logTail = (proc: Proc, lines = 20) =>
  fs.existsSync(proc.logFile)
    ? fs.readFileSync(proc.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
    : '(no log)';

async function waitHealthy(url: string, proc: Proc, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(
    `${proc.name} did not become healthy:\n${fs.readFileSync(proc.logFile, 'utf8').slice(-2000)}`,
  );
}

export async function runCluster(options: ClusterOptions): Promise<ClusterResult> {
  const PURCHASES = options.purchases;
  const PREMIUMS = options.premiums;
  const DEADLINE_MS = options.deadlineMs;
  const log = options.log ?? (() => {});
  const started = performance.now();
  const since = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const loadBefore = os.loadavg();
  const apiDist = options.apiDist ?? path.join(ROOT, 'apps/api/dist');
  if (!options.apiDist) {
    // The built server and worker, as `npm start` and `npm run worker` run them (built if changed).
    const build = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (build.status !== 0) throw new Error('the build failed');
  }
  log(`built (${since()})`);

  const pg = options.databaseUrl
    ? { url: options.databaseUrl, stop() {} }
    : await startTempPostgres();
  if (!pg) {
    throw new Error(
      'bench:cluster needs PostgreSQL server binaries (initdb, pg_ctl): apt-get install postgresql',
    );
  }
  const procs: Proc[] = [];
  const restartOf = new Map<Proc, () => void>();
  const exitedOnTheirOwn: string[] = [];
  // A process the run did not kill that has exited (a crash, at start or later): what a deployment's
  // process manager does, start it again (at most twice), and say so in the report with its log's
  // end, so that a run on a loaded machine shows why rather than only what was left undone.
  const restartTheFallen = (seconds: string) => {
    let fell = 0;
    for (const p of procs) {
      if (p.killed || (p.child.exitCode === null && p.child.signalCode === null)) continue;
      fell += 1;
      const how = p.child.signalCode ?? `code ${p.child.exitCode}`;
      exitedOnTheirOwn.push(`${p.name} exited on its own (${how}) at ${seconds}:\n${logTail(p)}`);
      if (p.restarts < 2) restartOf.get(p)!();
      else p.killed = true;
    }
    return fell;
  };
  let proxy: { url: string; close(): Promise<void> } | null = null;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'alaafia-bench-cluster-'));
  const stopAll = () => {
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  };
  const onInterrupt = () => {
    stopAll();
    pg.stop();
    process.exit(130);
  };
  process.on('SIGINT', onInterrupt);
  let clean = false;

  try {
    const encryptionKey = randomBytes(32).toString('base64');
    const baseEnv = {
      DATABASE_URL: pg.url,
      SANDBOX: 'true',
      LOG_LEVEL: 'warn',
      ENCRYPTION_KEY: encryptionKey,
      // The bench's customers all come from 127.0.0.1 (as bench/run.mjs does).
      RATE_LIMIT_SIGNUP_PER_IP_HOUR: '1000000',
      RATE_LIMIT_LOGIN_PER_IP_15MIN: '1000000',
      JOBS_POLL_SECONDS: '1',
      ...options.jobEnv,
    };

    // The database first: migrated, reference data, and the premiums falling due today (Lagos).
    const database = await openDatabase({ kind: 'postgres', url: pg.url, max: 4 });
    await database.migrate();
    log(`migrated (${since()})`);
    await seedReferenceData(database.db);
    log(`seeded (${since()})`);
    const config = loadConfig({
      ...baseEnv,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: work,
    });
    const ctx = createContext(config, database);
    const today = lagosDate(new Date());
    const monthBefore = new Date(`${today}T12:00:00Z`);
    monthBefore.setUTCMonth(monthBefore.getUTCMonth() - 1);
    await seedDuePolicies(database.db, {
      n: PREMIUMS,
      due: today,
      startDate: monthBefore.toISOString().slice(0, 10),
      provider: 'sandbox',
      encrypt: (plain) => ctx.cipher.encrypt(plain),
    });
    const db = database.db;
    const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;

    // The processes: three web (no jobs), two workers, one proxy in front of the web ones.
    const webUrls: string[] = [];
    const startChild = (name: string, script: string, env: Record<string, string>) => {
      const logFile = path.join(work, `${name}.log`);
      const out = fs.openSync(logFile, 'a');
      const dataDir = path.join(work, name);
      fs.mkdirSync(dataDir, { recursive: true });
      const child = spawn(process.execPath, [path.join(apiDist, script)], {
        cwd: ROOT,
        // Node's compile cache, kept between runs: each process then compiles less of
        // node_modules at start (about 15% of a start's CPU; five start at once).
        env: {
          NODE_COMPILE_CACHE: path.join(os.tmpdir(), 'alaafia-bench-cluster-compile-cache'),
          ...process.env,
          ...baseEnv,
          DATA_DIR: dataDir,
          ...env,
        },
        stdio: ['ignore', out, out],
      });
      fs.closeSync(out);
      return { child, logFile };
    };
    const spawnProc = (name: string, script: string, env: Record<string, string>) => {
      const proc: Proc = { name, ...startChild(name, script, env), killed: false, restarts: 0 };
      procs.push(proc);
      restartOf.set(proc, () => {
        proc.child = startChild(name, script, env).child;
        proc.restarts += 1;
      });
      return proc;
    };
    const { default: net } = await import('node:net');
    const freePort = () =>
      new Promise<number>((resolve) => {
        const s = net.createServer().listen(0, '127.0.0.1', () => {
          const { port } = s.address() as { port: number };
          s.close(() => resolve(port));
        });
      });
    const proxyPort = await freePort();
    const appUrl = `http://127.0.0.1:${proxyPort}`;
    const webs: Proc[] = [];
    for (let i = 1; i <= WEB; i += 1) {
      const port = await freePort();
      webUrls.push(`http://127.0.0.1:${port}`);
      webs.push(
        spawnProc(`web${i}`, 'server.js', {
          PORT: String(port),
          RUN_WORKER: 'false',
          APP_URL: appUrl,
          TRUST_PROXY: 'true',
        }),
      );
    }
    const workers: Proc[] = [];
    for (let i = 1; i <= WORKERS; i += 1) {
      workers.push(spawnProc(`worker${i}`, 'worker.js', { APP_URL: appUrl }));
    }
    log(`due policies in (${since()})`);
    await Promise.all(webs.map((w, i) => waitHealthy(webUrls[i]!, w)));
    log(`web processes healthy (${since()})`);
    proxy = await startRoundRobinProxy(webUrls, { port: proxyPort });
    log(
      `${WEB} web processes behind ${appUrl}, ${WORKERS} workers; ${PREMIUMS} premiums due ${today}`,
    );

    // Premium collection, queued as the schedule queues it (our outbox, relayed to pg-boss by the
    // processes), two at a time so that both workers charge; each run takes up to 500 policies.
    let collectKey = 0;
    const collectJobsWaiting = async (heldByTheDead: Set<string>) =>
      (
        await one<{ n: number }>(sql`
          select count(*)::int as n from pgboss.job
          where name = 'premiums.collect' and state in ('created', 'retry', 'active')
            and not (id::text = any(${pgArray([...heldByTheDead])}::text[]))`)
      ).n +
      (await one<{ n: number }>(sql`select count(*)::int as n from jobs where relayed_at is null`))
        .n;
    const dueLeft = async () =>
      (
        await one<{ n: number }>(sql`
          select count(*)::int as n from policies p
          where p.policy_number like 'HI-BENCH-%' and p.next_payment_date = ${today}`)
      ).n;
    const enqueueCollection = async () => {
      collectKey += 1;
      await enqueueJob(db, 'premiums.collect', {}, { dedupeKey: `bench-cluster-${collectKey}` });
    };

    // The purchases, all at once through the balancer.
    const answered: { customerId: number; ok: boolean }[] = [];
    const errors: string[] = [];
    const abort = new AbortController();
    const purchasesDone = Promise.all(
      Array.from({ length: PURCHASES }, async (_, n) => {
        try {
          const { customerId } = await onePurchase(appUrl, n, abort.signal);
          answered.push({ customerId, ok: true });
        } catch (error) {
          answered.push({ customerId: 0, ok: false });
          if (errors.length < 5) errors.push((error as Error).message);
        }
      }),
    );
    let purchasesFinished = false;
    void purchasesDone.then(() => (purchasesFinished = true));

    // Kill one web process at 30% of the purchases, one worker at 30% of the premiums claimed.
    const killedAt: Record<string, string> = {};
    // The pg-boss jobs active when a worker died (killed, or exited on its own): the dead one's are
    // among them. pg-boss gives them to a living worker only after their expiry, so the run neither
    // waits for them nor counts them as work queued (a collection it holds does not stop another).
    let heldByTheDead = new Set<string>();
    const activeJobIds = async () =>
      rowsOf<{ id: string }>(
        await db.execute(sql`select id::text as id from pgboss.job where state = 'active'`),
      ).map((r) => r.id);
    const deadline = Date.now() + DEADLINE_MS;
    let rewound = false;
    let quietSince = 0;
    while (Date.now() < deadline) {
      if (restartTheFallen(since()) > 0) {
        heldByTheDead = new Set([...heldByTheDead, ...(await activeJobIds())]);
      }
      const done = answered.length;
      if (!webs[0]!.killed && (done >= PURCHASES * 0.3 || purchasesFinished)) {
        webs[0]!.child.kill('SIGKILL');
        webs[0]!.killed = true;
        killedAt.web1 = `${done} of ${PURCHASES} purchases answered`;
        log(`SIGKILL web1 (${killedAt.web1})`);
      }
      const claimed = (
        await one<{ n: number }>(sql`
          select count(*)::int as n from premium_charges where reference like 'ALF-RN-%'`)
      ).n;
      if (!workers[0]!.killed && claimed >= PREMIUMS * 0.3) {
        const inHand = await activeJobIds();
        heldByTheDead = new Set([...heldByTheDead, ...inHand]);
        workers[0]!.child.kill('SIGKILL');
        workers[0]!.killed = true;
        killedAt.worker1 = `${claimed} of ${PREMIUMS} premiums claimed, ${inHand.length} jobs in hand`;
        log(`SIGKILL worker1 (${killedAt.worker1})`);
      }
      const left = await dueLeft();
      const waiting = await collectJobsWaiting(heldByTheDead);
      const unattempted = (
        await one<{ n: number }>(sql`
          select count(*)::int as n from policies p
          where p.policy_number like 'HI-BENCH-%' and p.next_payment_date = ${today}
            and not exists (select 1 from premium_charges c where c.policy_id = p.id and c.due_date = p.next_payment_date)`)
      ).n;
      if (unattempted > 0 && waiting < 2) await enqueueCollection();
      const busy = (
        await one<{ n: number }>(sql`
          select count(*)::int as n from pgboss.job
          where state in ('created', 'retry', 'active') and start_after <= now()
            and not (id::text = any(${pgArray([...heldByTheDead])}::text[]))`)
      ).n;
      const unsent = (
        await one<{ n: number }>(sql`
          select count(*)::int as n from notification_deliveries where status in ('pending', 'sending')`)
      ).n;
      const unrelayed = (
        await one<{ n: number }>(sql`select count(*)::int as n from jobs where relayed_at is null`)
      ).n;
      // Paid at the provider, but the webhook and the payments call died with the web process.
      const paidPending = (
        await one<{ n: number }>(sql`
          select count(*)::int as n from payment_references r
          join sandbox_transactions t on t.reference = r.reference and t.status = 'success'
          where r.status = 'pending' and r.fulfilled_at is null`)
      ).n;
      if (
        purchasesFinished &&
        workers[0]!.killed &&
        busy === 0 &&
        unattempted === 0 &&
        unrelayed === 0
      ) {
        // The living processes are idle. What is left is the killed processes': take it over now.
        if (!rewound && (left > 0 || unsent > 0 || paidPending > 0 || heldByTheDead.size > 0)) {
          rewound = true;
          const heldJobs = await db.execute(sql`
            update pgboss.job set started_on = started_on - (expire_seconds + 1) * interval '1 second'
            where state = 'active' and id::text = any(${pgArray([...heldByTheDead])}::text[])`);
          const attempts = await db.execute(sql`
            update premium_charges set updated_at = updated_at - interval '11 minutes' where outcome = 'pending'`);
          const deliveries = await db.execute(sql`
            update notification_deliveries set sent_at = sent_at - interval '11 minutes' where status = 'sending'`);
          // Reconciliation first re-checks a reference 5 minutes after it was made.
          const references = await db.execute(sql`
            update payment_references set created_at = created_at - interval '6 minutes'
            where status = 'pending' and fulfilled_at is null and check_attempts = 0`);
          const n = (r: unknown) => (r as { rowCount?: number }).rowCount ?? 0;
          log(
            `living processes idle; what the killed ones left moved past its takeover wait: ${n(heldJobs)} jobs, ${n(attempts)} premium attempts, ${n(deliveries)} messages, ${n(references)} payment references`,
          );
          heldByTheDead = new Set();
          await enqueueCollection();
          // ...and the references' reconciliation queued as its schedule queues it each minute,
          // rather than waiting for the minute.
          await enqueueJob(db, 'payments.reconcile', {}, { dedupeKey: 'bench-cluster-reconcile' });
          quietSince = 0;
          continue;
        }
        // Jobs still to come (a retry waiting out its backoff) may yet finish what is left.
        const scheduled = (
          await one<{ n: number }>(sql`
            select count(*)::int as n from pgboss.job
            where state in ('created', 'retry', 'active') and name not like '\_\_pgboss%'`)
        ).n;
        const finished = left === 0 && unsent === 0 && paidPending === 0;
        if (finished || (rewound && scheduled === 0)) {
          quietSince ||= Date.now();
          // Idle with nothing due (a late webhook or retry would show here), or idle with no job
          // left that could finish what remains: done; the checks count what is left as lost.
          if (Date.now() - quietSince > (finished ? 5_000 : 30_000)) break;
        } else if (left > 0 && waiting === 0) await enqueueCollection();
      } else quietSince = 0;
      await sleep(500);
    }
    abort.abort();
    await purchasesDone;
    const seconds = (performance.now() - started) / 1000;
    log(`run over after ${seconds.toFixed(0)} s; checking`);

    // The checks.
    const ok = answered.filter((a) => a.ok).map((a) => a.customerId);
    const purchases = await one<{ missing: number; twice: number; paid_without: number }>(sql`
      with bought as (
        select c.id, (select count(*)::int from policies p where p.customer_id = c.id) as n,
          exists (select 1 from payment_references r join sandbox_transactions t on t.reference = r.reference
                  where r.customer_id = c.id and t.status = 'success') as paid
        from customers c where c.email like 'bench.%')
      select
        (select count(*)::int from bought where id = any(${pgArray(ok)}::int[]) and n = 0) as missing,
        (select count(*)::int from bought where n > 1) as twice,
        (select count(*)::int from bought where paid and n = 0) as paid_without`);
    const cards = await one<{ twice: number }>(sql`
      select count(*)::int as twice from (
        select t.email from sandbox_transactions t
        where t.status = 'success' and t.reference not like 'ALF-RN-%' and t.email like 'bench.%'
        group by t.email having count(*) > 1) x`);
    const premiums = await one<{ uncollected: number; charged_twice: number }>(sql`
      with charged as (
        select p.id, p.next_payment_date,
          (select count(*)::int from premium_charges c
           join sandbox_transactions t on t.reference = c.reference and t.status = 'success'
           where c.policy_id = p.id and c.due_date = ${today}) as n
        from policies p where p.policy_number like 'HI-BENCH-%')
      select
        (select count(*)::int from charged where n = 0 or next_payment_date = ${today}) as uncollected,
        (select count(*)::int from charged where n > 1) as charged_twice`);
    const jobs = await one<{
      unrelayed: number;
      unfinished: number;
      failed: number;
      dead: number;
    }>(sql`
      select
        (select count(*)::int from jobs where relayed_at is null) as unrelayed,
        (select count(*)::int from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()) as unfinished,
        (select count(*)::int from pgboss.job where state = 'failed') as failed,
        (select count(*)::int from pgboss.job where name = 'jobs.dead') as dead`);
    const messages = await one<{ unsent: number; twice: number; sent: number }>(sql`
      select
        (select count(*)::int from notification_deliveries where status in ('pending', 'sending')) as unsent,
        (select count(*)::int from (
           select 1 from outbox_messages group by channel, "to", coalesce(subject, ''), body having count(*) > 1) x) as twice,
        (select count(*)::int from outbox_messages) as sent`);
    const lost =
      purchases.missing +
      purchases.paid_without +
      premiums.uncollected +
      jobs.unrelayed +
      jobs.unfinished +
      jobs.failed +
      jobs.dead +
      messages.unsent;
    const duplicated = purchases.twice + cards.twice + premiums.charged_twice + messages.twice;

    const answeredOk = ok.length;
    const report: string[] = [];
    report.push(
      `Cluster: PostgreSQL, ${WEB} web processes (RUN_WORKER=false) behind a round-robin proxy, ${WORKERS} workers; sandbox payments`,
    );
    report.push(
      `Machine: ${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} CPUs, Node ${process.version}; load before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    report.push(
      `Killed (SIGKILL): web1 at ${killedAt.web1 ?? 'never'}; worker1 at ${killedAt.worker1 ?? 'never'}`,
    );
    report.push('| check | figure |');
    report.push('| --- | ---: |');
    const rows: [string, number | string][] = [
      ['purchases answered 2xx (of those started)', `${answeredOk} of ${PURCHASES}`],
      [
        'purchases not answered 2xx (cut off by the kill; never counted as bought)',
        PURCHASES - answeredOk,
      ],
      ['answered 2xx without a policy (lost)', purchases.missing],
      ['paid without a policy (lost)', purchases.paid_without],
      ['customers with more than one policy (duplicated)', purchases.twice],
      ['purchase cards charged twice (duplicated)', cards.twice],
      ['premiums not collected (lost)', premiums.uncollected],
      ['premiums charged twice (duplicated)', premiums.charged_twice],
      ['outbox rows never relayed to pg-boss (lost)', jobs.unrelayed],
      ['pg-boss jobs due and not finished (lost)', jobs.unfinished],
      ['pg-boss jobs failed or dead-lettered (lost)', jobs.failed + jobs.dead],
      ['messages not sent (lost)', messages.unsent],
      [`messages sent twice, of ${messages.sent} (duplicated)`, messages.twice],
      ['seconds, start to checks', seconds.toFixed(0)],
    ];
    for (const [label, figure] of rows) report.push(`| ${label} | ${figure} |`);
    if (errors.length > 0) report.push(`Purchases not answered 2xx, e.g.: ${errors.join(' / ')}`);
    for (const line of exitedOnTheirOwn) report.push(`Started again: ${line}`);
    report.push(
      `cluster: ${WEB} web + ${WORKERS} workers, ${Object.keys(killedAt).length} killed, ${PURCHASES} purchases, ${PREMIUMS} premiums, lost ${lost}, duplicated ${duplicated}`,
    );
    await database.close();
    const killed = Object.keys(killedAt).length;
    clean = lost === 0 && duplicated === 0 && killed === 2;
    if (!clean) {
      // What each process said last (warnings and errors), for a run that failed where its logs
      // cannot be read afterwards (a CI machine).
      for (const p of procs) report.push(`--- ${p.name}'s log, its end:\n${logTail(p)}`);
    }
    return {
      report,
      lost,
      duplicated,
      killed,
      answeredOk,
      seconds,
      logs: clean ? null : work,
      exitedOnTheirOwn,
    };
  } finally {
    process.off('SIGINT', onInterrupt);
    stopAll();
    await proxy?.close();
    pg.stop();
    if (clean) fs.rmSync(work, { recursive: true, force: true });
    else log(`The processes' logs are kept in ${work}`);
  }
}
