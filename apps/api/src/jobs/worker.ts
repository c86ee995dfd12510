import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { jobs } from '../db/schema/index.js';
import { enqueueJob, type JobKind, type JobPayloads } from './queue.js';

export interface JobInfo {
  id: number;
  attempts: number;
  maxAttempts: number;
}

export type JobHandlers = {
  [K in JobKind]: (payload: JobPayloads[K], job: JobInfo) => Promise<void>;
};

export interface RecurringJob {
  kind: JobKind;
  everyMs: number;
}

export interface JobWorkerOptions {
  recurring?: RecurringJob[];
  /** How often the loop looks for due jobs. */
  pollMs?: number;
  /** Jobs claimed per round. */
  batchSize?: number;
  /** A claimed job whose worker died is claimed again after this long. */
  leaseMs?: number;
  /** Done jobs are deleted after this long. */
  keepDoneMs?: number;
  onError?: (err: unknown, job: JobInfo & { kind: string }) => void;
}

/** Wait before the next attempt: 30 s, 1 min, 2 min, ... at most 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * The worker over the Postgres job queue (DESIGN.md section 1). Any number of API processes can run
 * one: a round claims due jobs with `FOR UPDATE SKIP LOCKED`, so each job runs in one place; a
 * failed job is retried with backoff until it uses up its attempts; recurring jobs are enqueued once
 * per period with a dedupe key, whichever process gets there first.
 */
export class JobWorker {
  readonly workerId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;
  private lastPrune = 0;
  private readonly options: Required<Omit<JobWorkerOptions, 'onError'>> &
    Pick<JobWorkerOptions, 'onError'>;

  constructor(
    private readonly ctx: AppContext,
    private readonly handlers: JobHandlers,
    options: JobWorkerOptions = {},
  ) {
    this.options = {
      recurring: options.recurring ?? [],
      pollMs: options.pollMs ?? 2_000,
      batchSize: options.batchSize ?? 10,
      leaseMs: options.leaseMs ?? 5 * 60_000,
      keepDoneMs: options.keepDoneMs ?? 7 * 24 * 3_600_000,
      onError: options.onError,
    };
  }

  /** Enqueues this period's run of each recurring job (deduplicated across processes). */
  async scheduleRecurring(): Promise<void> {
    const now = this.ctx.now().getTime();
    for (const { kind, everyMs } of this.options.recurring) {
      const bucket = Math.floor(now / everyMs);
      await enqueueJob(
        this.ctx.database.db,
        kind,
        {},
        {
          dedupeKey: `every-${everyMs}:${bucket}`,
          runAt: new Date(bucket * everyMs),
          maxAttempts: 3,
        },
      );
    }
  }

  /** Claims up to `limit` due jobs for this worker. */
  private async claim(limit: number) {
    const { db } = this.ctx.database;
    const now = this.ctx.now();
    const leaseCutoff = new Date(now.getTime() - this.options.leaseMs);
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedAt), lt(jobs.lockedAt, leaseCutoff)),
          lt(jobs.attempts, jobs.maxAttempts),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({ lockedAt: now, lockedBy: this.workerId, attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        payload: jobs.payload,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
      });
  }

  private async runOne(job: {
    id: number;
    kind: string;
    payload: unknown;
    attempts: number;
    maxAttempts: number;
  }): Promise<boolean> {
    const { db } = this.ctx.database;
    const handler = this.handlers[job.kind as JobKind] as
      ((payload: unknown, info: JobInfo) => Promise<void>) | undefined;
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, job);
      await db
        .update(jobs)
        .set({ doneAt: this.ctx.now(), lockedAt: null, lockedBy: null, lastError: null })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.workerId)));
      return true;
    } catch (err) {
      this.options.onError?.(err, job);
      const now = this.ctx.now();
      const lastError = String((err as Error)?.message ?? err).slice(0, 1000);
      const exhausted = job.attempts >= job.maxAttempts;
      await db
        .update(jobs)
        .set({
          lockedAt: null,
          lockedBy: null,
          lastError,
          ...(exhausted
            ? { failedAt: now }
            : { runAt: new Date(now.getTime() + retryDelayMs(job.attempts)) }),
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.workerId)));
      return false;
    }
  }

  /**
   * Runs every job that is due now, round after round, until none is left (tests call this to run
   * the queue synchronously). Jobs that fail are rescheduled, so they do not run again in this call.
   */
  async runDueJobs(options: { schedule?: boolean; maxRounds?: number } = {}) {
    if (options.schedule) await this.scheduleRecurring();
    let ran = 0;
    let failed = 0;
    const kinds: Record<string, number> = {};
    for (let round = 0; round < (options.maxRounds ?? 100); round += 1) {
      const claimed = await this.claim(this.options.batchSize);
      if (claimed.length === 0) break;
      for (const job of claimed) {
        kinds[job.kind] = (kinds[job.kind] ?? 0) + 1;
        if (await this.runOne(job)) ran += 1;
        else failed += 1;
      }
    }
    return { ran, failed, kinds };
  }

  private async pruneDone(): Promise<void> {
    const now = this.ctx.now().getTime();
    if (now - this.lastPrune < 3_600_000) return;
    this.lastPrune = now;
    await this.ctx.database.db
      .delete(jobs)
      .where(lt(jobs.doneAt, new Date(now - this.options.keepDoneMs)));
    await this.ctx.rateLimiter.prune();
  }

  private async tick(): Promise<void> {
    try {
      await this.scheduleRecurring();
      await this.runDueJobs({ maxRounds: 5 });
      await this.pruneDone();
    } catch (err) {
      this.options.onError?.(err, { id: 0, kind: 'worker', attempts: 0, maxAttempts: 0 });
    }
  }

  /** Starts the loop (server.ts). */
  start(): void {
    if (this.timer || this.stopped) return;
    const loop = () => {
      this.running = this.tick().finally(() => {
        this.running = null;
        if (!this.stopped) this.timer = setTimeout(loop, this.options.pollMs);
      });
    };
    this.timer = setTimeout(loop, 0);
  }

  /** Stops the loop and waits for the round in progress; call before the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job worker: server.ts starts it; tests call runDueJobs(). */
    jobs: JobWorker;
  }
}
