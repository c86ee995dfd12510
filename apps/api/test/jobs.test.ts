import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema/index.js';
import { enqueueJob } from '../src/jobs/queue.js';
import { JobWorker, retryDelayMs, type JobHandlers } from '../src/jobs/worker.js';
import { testClock } from './checkout-helpers.js';
import { useTestApp } from './helpers.js';

const t = useTestApp();
const clock = testClock(new Date('2026-04-01T12:00:00Z'));

/** A worker over the test database whose refund handler runs `handle` (the other kinds are unused). */
function worker(
  handle: (refundId: number) => Promise<void>,
  options: ConstructorParameters<typeof JobWorker>[2] = {},
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
    'notifications.deliver': unused,
    'kyc.deadline': unused,
    'marketing.cross-sell': unused,
  };
  return new JobWorker({ ...t.ctx, now: clock.now }, handlers, options);
}

const enqueue = (refundId: number, options: Parameters<typeof enqueueJob>[3] = {}) =>
  enqueueJob(t.database.db, 'payments.refund', { refundId }, { runAt: clock.now(), ...options });

beforeEach(async () => {
  await t.database.db.delete(jobs);
});

describe('the job queue', () => {
  it('When a job is enqueued twice with one dedupe key, then one job exists and it runs once', async () => {
    expect(await enqueue(1, { dedupeKey: 'refund-1' })).toBe(true);
    expect(await enqueue(1, { dedupeKey: 'refund-1' })).toBe(false);
    const ran: number[] = [];
    await worker(async (id) => void ran.push(id)).runDueJobs();
    await enqueue(1, { dedupeKey: 'refund-1' });
    await worker(async (id) => void ran.push(id)).runDueJobs();
    expect(ran).toEqual([1]);
    const [row] = await t.database.db.select().from(jobs);
    expect(row!.doneAt).not.toBeNull();
  });

  it('When a job fails, then it is retried after a growing delay, and kept as failed once its attempts are used up', async () => {
    await enqueue(7, { maxAttempts: 3 });
    let calls = 0;
    const w = worker(async () => {
      calls += 1;
      throw new Error('provider down');
    });
    expect(await w.runDueJobs()).toMatchObject({ ran: 0, failed: 1 });
    let [row] = await t.database.db.select().from(jobs);
    expect(row).toMatchObject({
      attempts: 1,
      lastError: 'provider down',
      lockedAt: null,
      failedAt: null,
    });
    expect(row!.runAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));
    await w.runDueJobs();
    expect(calls).toBe(1);
    clock.advance(retryDelayMs(1));
    await w.runDueJobs();
    clock.advance(retryDelayMs(2));
    await w.runDueJobs();
    expect(calls).toBe(3);
    [row] = await t.database.db.select().from(jobs);
    expect(row!.failedAt).not.toBeNull();
    clock.advance(24 * 3_600_000);
    await w.runDueJobs();
    expect(calls).toBe(3);
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('When two workers run at once, then every job runs exactly once (FOR UPDATE SKIP LOCKED)', async () => {
    for (let i = 1; i <= 30; i += 1) await enqueue(i);
    const ran: number[] = [];
    const handle = async (id: number) => {
      ran.push(id);
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    await Promise.all([
      worker(handle, { batchSize: 4 }).runDueJobs(),
      worker(handle, { batchSize: 4 }).runDueJobs(),
    ]);
    expect(ran.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('When a worker died holding a job, then another claims it once the lease has passed', async () => {
    await enqueue(3);
    await t.database.db
      .update(jobs)
      .set({ lockedAt: clock.now(), lockedBy: 'dead-worker', attempts: 1 });
    const ran: number[] = [];
    const w = worker(async (id) => void ran.push(id), { leaseMs: 60_000 });
    await w.runDueJobs();
    expect(ran).toEqual([]);
    clock.advance(61_000);
    await w.runDueJobs();
    expect(ran).toEqual([3]);
  });

  it('When recurring jobs are scheduled by several processes in one period, then one job per period exists', async () => {
    const options = { recurring: [{ kind: 'payments.reconcile' as const, everyMs: 60_000 }] };
    await worker(async () => {}, options).scheduleRecurring();
    await worker(async () => {}, options).scheduleRecurring();
    expect(
      await t.database.db.select().from(jobs).where(eq(jobs.kind, 'payments.reconcile')),
    ).toHaveLength(1);
    clock.advance(60_000);
    await worker(async () => {}, options).scheduleRecurring();
    expect(
      await t.database.db.select().from(jobs).where(eq(jobs.kind, 'payments.reconcile')),
    ).toHaveLength(2);
  });

  it('When the loop is started and stopped, then stop waits for the round and nothing runs afterwards', async () => {
    const ran: number[] = [];
    const w = worker(async (id) => void ran.push(id), { pollMs: 10 });
    await enqueue(1);
    w.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await w.stop();
    expect(ran).toEqual([1]);
    await enqueue(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toEqual([1]);
  });
});
