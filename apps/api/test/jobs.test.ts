import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  jobs,
  paymentReferences,
  refunds,
  sandboxRefunds,
  sandboxTransactions,
} from '../src/db/schema/index.js';
import { processRefund } from '../src/modules/sales/payments/refunds.js';
import { queueRefund } from '../src/modules/sales/payments/queue-refund.js';
import { enqueueJob } from '../src/jobs/queue.js';
import {
  bossJobId,
  cronOf,
  DEAD_LETTER_QUEUE,
  JobWorker,
  latestOccurrence,
  type JobHandlers,
  type JobWorkerOptions,
} from '../src/jobs/worker.js';
import { testClock } from './checkout-helpers.js';
import { signUp, useTestApp } from './helpers.js';

const t = useTestApp();
const clock = testClock(new Date('2026-04-01T12:00:00Z'));
const workers: JobWorker[] = [];

afterAll(async () => {
  for (const w of workers) await w.stop();
});

/** A worker over the test database whose refund handler runs `handle` (the other kinds are unused). */
function worker(
  handle: (refundId: number) => Promise<void>,
  options: JobWorkerOptions = {},
  more: Partial<JobHandlers> = {},
) {
  const unused = async () => {
    throw new Error('not used in this test');
  };
  const handlers: JobHandlers = {
    'payments.refund': async ({ refundId }) => handle(refundId),
    'webhook.process': unused,
    'payments.reconcile': async () => {},
    'premiums.collect': unused,
    'accounts.purge-retained': unused,
    'sponsors.lifecycle': unused,
    'finance.reconcile-settlements': unused,
    'notifications.deliver': unused,
    'maintenance.prune': unused,
    'payouts.send': unused,
    'payouts.reconcile': async () => {},
    'claims.automate': unused,
    'claims.automation-report': unused,
    'claims.schedule': async () => {},
    'kyc.deadline': unused,
    'marketing.cross-sell': unused,
    'banks.refresh': unused,
    'ledger.earn-premiums': async () => {},
    'capitation.monthly': unused,
    'preauthorisations.escalate': async () => {},
    'telemedicine.send': unused,
    'whatsapp.send': unused,
    'whatsapp.inbound': unused,
    ...more,
  };
  const w = new JobWorker({ ...t.ctx, now: clock.now }, handlers, options);
  workers.push(w);
  return w;
}

let next = 0;
const enqueue = (refundId: number, options: Parameters<typeof enqueueJob>[3] = {}) =>
  enqueueJob(
    t.database.db,
    'payments.refund',
    { refundId },
    { dedupeKey: `refund-test-${next}-${refundId}`, runAt: clock.now(), ...options },
  );

/** pg-boss's rows for a queue (its own table, pgboss.job). */
async function bossJobs(name: string) {
  const result: unknown = await t.database.db.execute(
    sql`select id::text as id, state, retry_count::int as "retryCount", data from pgboss.job where name = ${name} order by created_on`,
  );
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as {
    id: string;
    state: string;
    retryCount: number;
    data: unknown;
  }[];
  return rows;
}

beforeEach(async () => {
  next += 1;
  await t.app.jobs.pgBoss(); // its schema, made on first use
  await t.database.db.delete(jobs);
  await t.database.db.execute(sql`delete from pgboss.job`);
});

describe('the job queue (an outbox relayed to pg-boss)', () => {
  it('When a job is enqueued twice with one dedupe key, then one job exists, it is relayed once under an id made from its key, and it runs once', async () => {
    expect(await enqueue(1, { dedupeKey: 'refund-1' })).toBe(true);
    expect(await enqueue(1, { dedupeKey: 'refund-1' })).toBe(false);
    const ran: number[] = [];
    const w = worker(async (id) => void ran.push(id));
    expect(await w.runDueJobs()).toMatchObject({ ran: 1, failed: 0 });
    await enqueue(1, { dedupeKey: 'refund-1' });
    await w.runDueJobs();
    expect(ran).toEqual([1]);
    const [row] = await t.database.db.select().from(jobs);
    expect(row!.relayedAt).not.toBeNull();
    expect(row!.bossJobId).toBe(bossJobId('payments.refund', 'refund-1', row!.id));
    expect(await bossJobs('payments.refund')).toMatchObject([
      { id: row!.bossJobId, state: 'completed' },
    ]);
  });

  it('When the transaction that enqueues rolls back, then no job exists; when it commits, exactly one does', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueJob(
          tx,
          'payments.refund',
          { refundId: 5 },
          { dedupeKey: 'refund-5', runAt: clock.now() },
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const w = worker(async () => {});
    await w.runDueJobs();
    expect(await bossJobs('payments.refund')).toEqual([]);
    await t.database.db.transaction(async (tx) => {
      await enqueueJob(
        tx,
        'payments.refund',
        { refundId: 5 },
        { dedupeKey: 'refund-5', runAt: clock.now() },
      );
    });
    await w.runDueJobs();
    expect(await bossJobs('payments.refund')).toHaveLength(1);
  });

  it('When two relays run at once, then each committed row reaches pg-boss once', async () => {
    for (let i = 1; i <= 30; i += 1) await enqueue(i);
    const [a, b] = [worker(async () => {}), worker(async () => {})];
    const [x, y] = await Promise.all([a.relay(), b.relay()]);
    expect(x + y).toBe(30);
    expect(await a.relay()).toBe(0);
    expect(await bossJobs('payments.refund')).toHaveLength(30);
  });

  it('When two workers run at once, then every job runs exactly once', async () => {
    for (let i = 1; i <= 30; i += 1) await enqueue(i);
    const ran: number[] = [];
    const handle = async (id: number) => {
      ran.push(id);
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    await Promise.all([worker(handle).runDueJobs(), worker(handle).runDueJobs()]);
    expect(ran.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('When a job is due later by the application clock, then it is relayed only once that time comes', async () => {
    const ran: number[] = [];
    const w = worker(async (id) => void ran.push(id));
    await enqueue(9, { runAt: new Date(clock.now().getTime() + 60_000) });
    await w.runDueJobs();
    expect(ran).toEqual([]);
    clock.advance(60_000);
    await w.runDueJobs();
    expect(ran).toEqual([9]);
  });

  it('When a job fails, then pg-boss retries it after a delay, and once its attempts are used up it goes to the dead-letter queue', async () => {
    await enqueue(7, { maxAttempts: 2 });
    let calls = 0;
    const w = worker(async () => {
      calls += 1;
      throw new Error('provider down');
    });
    expect(await w.runDueJobs()).toMatchObject({ ran: 0, failed: 1 });
    // Waiting out its backoff (at least 30 s): not run again in the same call.
    expect(await w.runDueJobs()).toMatchObject({ ran: 0, failed: 0 });
    expect(await bossJobs('payments.refund')).toMatchObject([{ state: 'retry' }]);
    expect(calls).toBe(1);
    // The backoff passes (pg-boss keeps time in the database).
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where state = 'retry'`,
    );
    expect(await w.runDueJobs()).toMatchObject({ ran: 0, failed: 1 });
    expect(calls).toBe(2);
    expect(await bossJobs('payments.refund')).toMatchObject([{ state: 'failed' }]);
    const dead = await bossJobs(DEAD_LETTER_QUEUE);
    expect(dead).toHaveLength(1);
    expect(dead[0]!.data).toEqual({ refundId: 7 });
    await w.runDueJobs();
    expect(calls).toBe(2);
  });

  it('When a job that moves money has no key, then it is refused', async () => {
    await expect(enqueueJob(t.database.db, 'payments.refund', { refundId: 1 }, {})).rejects.toThrow(
      /moves money/,
    );
  });

  it('When a schedule is run by several processes in one period, then one job per occurrence exists', async () => {
    const options = { recurring: [{ kind: 'payments.reconcile' as const, everyMs: 60_000 }] };
    await worker(async () => {}, options).scheduleRecurring();
    await worker(async () => {}, options).scheduleRecurring();
    const reconciles = () =>
      t.database.db.select().from(jobs).where(eq(jobs.kind, 'payments.reconcile'));
    expect(await reconciles()).toHaveLength(1);
    clock.advance(60_000);
    await worker(async () => {}, options).scheduleRecurring();
    expect(await reconciles()).toHaveLength(2);
  });

  it('When schedules are given as intervals, then they become UTC cron expressions, and the occurrence due is the latest at or before now', () => {
    expect(cronOf({ kind: 'payments.reconcile', everyMs: 60_000 })).toBe('* * * * *');
    expect(cronOf({ kind: 'payments.reconcile', everyMs: 15 * 60_000 })).toBe('*/15 * * * *');
    expect(cronOf({ kind: 'premiums.collect', everyMs: 3_600_000 })).toBe('0 * * * *');
    expect(cronOf({ kind: 'premiums.collect', everyMs: 6 * 3_600_000 })).toBe('0 */6 * * *');
    expect(cronOf({ kind: 'accounts.purge-retained', everyMs: 86_400_000 })).toBe('0 0 * * *');
    expect(() => cronOf({ kind: 'premiums.collect', everyMs: 7 * 60_000 })).toThrow(/cron/);
    const job = { kind: 'premiums.collect' as const, cron: '30 8 * * *' };
    expect(latestOccurrence(job, new Date('2026-04-02T08:30:00Z')).toISOString()).toBe(
      '2026-04-02T08:30:00.000Z',
    );
    expect(latestOccurrence(job, new Date('2026-04-02T08:29:59Z')).toISOString()).toBe(
      '2026-04-01T08:30:00.000Z',
    );
  });

  it('When the worker is started, then it relays and runs what is enqueued without being asked; stopped, it runs nothing more', async () => {
    const ran: number[] = [];
    const w = worker(async (id) => void ran.push(id), { pollSeconds: 0.5 });
    await w.start({ work: true });
    await enqueue(1);
    for (let i = 0; i < 100 && ran.length === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toEqual([1]);
    await w.stop();
    await enqueue(2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(ran).toEqual([1]);
  });

  it('When a job is queued while the started worker waits, then a NOTIFY wakes it: it runs long before the next poll', async () => {
    const ran: number[] = [];
    // Polling every 60 s (the backstop 30 s): only the queue's NOTIFY can run the job within 10 s.
    const w = worker(async (id) => void ran.push(id), { pollSeconds: 60, retryDelaySeconds: 60 });
    await w.start({ work: true });
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // its first, empty fetch is done
    await enqueue(3);
    for (let i = 0; i < 100 && ran.length === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await w.stop();
    expect(ran).toEqual([3]);
  });

  it("When a kind runs in lanes, then one lane's jobs run in the order queued and the lanes side by side", async () => {
    const done: string[] = [];
    let running = 0;
    let most = 0;
    const w = worker(
      async () => {},
      {
        pollSeconds: 0.5,
        lanes: {
          'whatsapp.inbound': {
            batchSize: 10,
            laneOf: (p) => (p as { waId: string }).waId,
            orderOf: (p) => (p as { messageId: number }).messageId,
          },
        },
      },
      {
        'whatsapp.inbound': async ({ messageId, waId }) => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 50));
          running -= 1;
          done.push(`${waId}:${messageId}`);
        },
      },
    );
    // Queued before the worker starts, so that one fetch takes them all.
    await t.database.db.transaction(async (tx) => {
      for (const [i, waId] of ['a', 'b', 'a', 'b', 'a', 'b'].entries())
        await enqueueJob(tx, 'whatsapp.inbound', { messageId: i, waId }, { runAt: clock.now() });
    });
    await w.start({ work: true });
    for (let i = 0; i < 100 && done.length < 6; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await w.stop();
    expect(done.filter((d) => d.startsWith('a:'))).toEqual(['a:0', 'a:2', 'a:4']);
    expect(done.filter((d) => d.startsWith('b:'))).toEqual(['b:1', 'b:3', 'b:5']);
    expect(most).toBe(2);
  });

  it('When a refund job runs again after a worker died between the provider call and our update, then the provider refuses a second refund and the refund is recorded as requested', async () => {
    const { id: customerId } = await signUp(t.app);
    const reference = `ALF-RETRY-${next}`;
    await t.database.db.insert(sandboxTransactions).values({
      reference,
      status: 'success',
      amountKobo: 250_000,
      channel: 'card',
      email: 'retry@example.ng',
    });
    const [ref] = await t.database.db
      .insert(paymentReferences)
      .values({
        reference,
        customerId,
        paymentType: 'card',
        lines: [],
        amountKobo: 250_000,
        status: 'success',
        provider: 'sandbox',
      })
      .returning({ id: paymentReferences.id });
    const refundId = (await queueRefund(
      t.database.db,
      { id: ref!.id, customerId },
      'staff',
      null,
      clock.now(),
    ))!;
    // The first worker's call reached the provider; the process died before recording it.
    await t.ctx.payments.refund({ reference, amountKobo: null });
    await expect(t.ctx.payments.refund({ reference, amountKobo: null })).rejects.toThrow(
      'Transaction has been fully reversed',
    );
    await processRefund({ ...t.ctx, now: clock.now }, refundId);
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.id, refundId));
    expect(refund).toMatchObject({ status: 'requested', providerStatus: 'pending' });
    const sent = await t.database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.transactionReference, reference));
    expect(sent).toHaveLength(1);
  });
});
