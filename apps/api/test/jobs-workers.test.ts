import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paymentReferences,
  refunds,
  sandboxTransactions,
  sandboxRefunds,
} from '../src/db/schema/index.js';
import { queueRefund } from '../src/modules/sales/payments/queue-refund.js';
import { signUp, useTestApp } from './helpers.js';

// Issue 13's proof for the jobs on pg-boss: worker processes (`src/worker.ts`, what `npm run
// worker` runs) on one PostgreSQL. 200 refunds fall due at once and two workers take them: each is
// sent to the provider exactly once (the sandbox ledger counts the calls). Then a worker is killed
// with SIGKILL in the middle of a run: the other picks up what it held once pg-boss expires it
// (JOBS_EXPIRE_SECONDS=3 here), nothing is lost and nobody is refunded twice. PostgreSQL only (the
// CI's second run, TEST_DATABASE_URL): PGlite is one process's database.
const JOBS = 200;
const apiRoot = path.resolve(import.meta.dirname, '..');
const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('jobs across worker processes (PostgreSQL)', () => {
  const t = useTestApp();
  const children: ChildProcess[] = [];
  let customerId = 0;
  let batch = 0;

  /** One `npm run worker` process on the test's database: resolves once it runs jobs. */
  function startWorker(): Promise<ChildProcess> {
    const target = t.database.queueTarget;
    if (target.kind !== 'postgres') throw new Error('PostgreSQL only');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: target.url,
        DATA_DIR: t.dataDir,
        WEB_DIST: path.join(t.dataDir, 'no-web-build'),
        LOG_LEVEL: 'info',
        JOBS_POLL_SECONDS: '0.5',
        JOBS_EXPIRE_SECONDS: '3',
        JOBS_RETRY_DELAY_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    return new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += String(chunk);
        if (out.includes('Alaafia worker is running jobs')) resolve(child);
      });
      child.stderr.on('data', (chunk: Buffer) => (out += String(chunk)));
      child.on('exit', (code) =>
        reject(new Error(`worker exited (${code}) before running: ${out}`)),
      );
    });
  }

  /** `JOBS` paid transactions, each with a full refund queued in one transaction (all due now). */
  async function queueRefunds(): Promise<string[]> {
    batch += 1;
    const references = Array.from({ length: JOBS }, (_, i) => `ALF-JOBS-${batch}-${i}`);
    const now = t.ctx.now();
    await t.database.db.insert(sandboxTransactions).values(
      references.map((reference) => ({
        reference,
        status: 'success' as const,
        amountKobo: 500_000,
        channel: 'card',
        email: 'jobs@example.ng',
      })),
    );
    const refs = await t.database.db
      .insert(paymentReferences)
      .values(
        references.map((reference) => ({
          reference,
          customerId,
          paymentType: 'card',
          lines: [],
          amountKobo: 500_000,
          status: 'success' as const,
          provider: 'sandbox',
        })),
      )
      .returning({ id: paymentReferences.id });
    await t.database.db.transaction(async (tx) => {
      for (const ref of refs) await queueRefund(tx, { id: ref.id, customerId }, 'staff', null, now);
    });
    return references;
  }

  /** Provider calls per transaction (the sandbox ledger's refunds). */
  async function providerCalls(references: string[]) {
    const rows = await t.database.db
      .select({ reference: sandboxRefunds.transactionReference, n: count() })
      .from(sandboxRefunds)
      .where(inArray(sandboxRefunds.transactionReference, references))
      .groupBy(sandboxRefunds.transactionReference);
    return new Map(rows.map((r) => [r.reference, r.n]));
  }

  async function requested(references: string[]) {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(refunds)
      .innerJoin(paymentReferences, eq(paymentReferences.id, refunds.paymentReferenceId))
      .where(
        and(eq(refunds.status, 'requested'), inArray(paymentReferences.reference, references)),
      );
    return row!.n;
  }

  async function waitFor(check: () => Promise<boolean>, ms: number) {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`not done within ${ms} ms`);
  }

  beforeAll(async () => {
    customerId = (await signUp(t.app)).id;
  });

  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  });

  let workers: ChildProcess[] = [];

  it(`When ${JOBS} refunds fall due at once and two worker processes run, then each is sent to the provider exactly once`, async () => {
    workers = await Promise.all([startWorker(), startWorker()]);
    const references = await queueRefunds();
    await waitFor(async () => (await requested(references)) === JOBS, 60_000);
    const calls = await providerCalls(references);
    expect(calls.size).toBe(JOBS);
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
    // Both processes took part, and every outbox row reached pg-boss once.
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n, count(distinct id)::int as ids from pgboss.job where name = 'payments.refund' and state = 'completed'`,
    );
    expect(((rows as { rows: { n: number }[] }).rows ?? rows)[0]).toMatchObject({
      n: JOBS,
    });
  }, 120_000);

  it('When a worker is killed (SIGKILL) in the middle of a run, then the other finishes its jobs and nobody is refunded twice', async () => {
    const [doomed] = workers;
    const references = await queueRefunds();
    await waitFor(async () => (await requested(references)) >= JOBS / 5, 60_000);
    doomed!.kill('SIGKILL');
    await new Promise((resolve) => doomed!.once('exit', resolve));
    const done = await requested(references);
    expect(done).toBeLessThan(JOBS);
    await waitFor(async () => (await requested(references)) === JOBS, 90_000);
    const calls = await providerCalls(references);
    expect(calls.size).toBe(JOBS);
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
    // Every refund of both runs is requested once; none is left pending.
    const pending = await t.database.db
      .select({ n: count() })
      .from(refunds)
      .innerJoin(paymentReferences, eq(paymentReferences.id, refunds.paymentReferenceId))
      .where(and(eq(refunds.status, 'pending'), like(paymentReferences.reference, 'ALF-JOBS-%')));
    expect(pending[0]!.n).toBe(0);
  }, 150_000);
});
