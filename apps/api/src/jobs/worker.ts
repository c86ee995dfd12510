import { createHash } from 'node:crypto';
import { CronExpressionParser } from 'cron-parser';
import { and, asc, isNull, lte, sql } from 'drizzle-orm';
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type DrizzleTransactionLike,
  type Job,
  type JobResult,
  type Queue,
} from 'pg-boss';
import type { AppContext } from '../app-context.js';
import { jobs } from '../db/schema/index.js';
import { enqueueJob, onJobEnqueued, type JobKind, type JobPayloads } from './queue.js';

/** The attempt a handler runs in (pg-boss's job id and how many times it was retried before). */
export interface JobInfo {
  id: string;
  retryCount: number;
}

export type JobHandlers = {
  [K in JobKind]: (payload: JobPayloads[K], job: JobInfo) => Promise<void>;
};

/**
 * A scheduled kind: every `everyMs` (a whole number of minutes dividing an hour, of hours dividing
 * a day, or one day; UTC), or a five-field `cron` expression in UTC.
 */
export type RecurringJob = { kind: JobKind } & ({ everyMs: number } | { cron: string });

/** pg-boss queue options for a kind, over the defaults below. */
export type KindOptions = Pick<Queue, 'retryLimit' | 'expireInSeconds'>;

/** Where a job goes once it has used up its retries: kept for support, never run (docs/operations.md). */
export const DEAD_LETTER_QUEUE = 'jobs.dead';

export interface JobWorkerOptions {
  recurring?: RecurringJob[];
  kinds?: Partial<Record<JobKind, KindOptions>>;
  /** Seconds a job may run before another worker takes it over (a killed worker's job). */
  expireSeconds?: number;
  /** The first retry's delay in seconds; it doubles (with jitter) up to an hour. */
  retryDelaySeconds?: number;
  /** How often an idle worker looks for jobs, and the relay for committed outbox rows. */
  pollSeconds?: number;
  onError?: (err: unknown, job: { id: string; kind: string }) => void;
  /**
   * Kinds whose jobs of one fetch run at once, in lanes: the jobs of one lane (the key `laneOf`
   * gives their payload, such as a person's WhatsApp id) one after the other in the order `orderOf`
   * gives (pg-boss fetches jobs queued together in no set order), the lanes side by side. For many
   * small independent jobs (the WhatsApp channel: issue 40).
   */
  lanes?: Partial<
    Record<
      JobKind,
      {
        batchSize: number;
        laneOf: (payload: unknown) => string;
        orderOf: (payload: unknown) => number;
      }
    >
  >;
}

/** The cron expression of a schedule (UTC). */
export function cronOf(job: RecurringJob): string {
  if ('cron' in job) return job.cron;
  const minutes = job.everyMs / 60_000;
  if (Number.isInteger(minutes) && minutes >= 1 && minutes < 60 && 60 % minutes === 0)
    return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  const hours = minutes / 60;
  if (Number.isInteger(hours) && hours >= 1 && hours < 24 && 24 % hours === 0)
    return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  if (hours === 24) return '0 0 * * *';
  throw new Error(`${job.kind}: every ${job.everyMs} ms has no cron form; give a cron expression`);
}

/** The latest occurrence of a schedule at or before `now`. */
export function latestOccurrence(job: RecurringJob, now: Date): Date {
  const at = new Date(now.getTime() + 1); // prev() is strictly before: include `now` itself
  return CronExpressionParser.parse(cronOf(job), { currentDate: at, tz: 'UTC' }).prev().toDate();
}

/**
 * pg-boss's job id for an outbox row: a UUID made from (kind, dedupe key), or from the row's id when
 * it has no key, so relaying a row twice inserts nothing.
 */
export function bossJobId(kind: string, dedupeKey: string | null, outboxId: number): string {
  const hex = createHash('sha1')
    .update(`alaafia-job\n${kind}\n${dedupeKey ?? `outbox-${outboxId}`}`)
    .digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const errorOutput = (err: unknown) => ({
  message: String((err as Error)?.message ?? err).slice(0, 1000),
});

/**
 * The jobs machinery over pg-boss (docs/architecture.md, section 1, docs/decisions/2026-11-23-jobs-on-pg-boss.md).
 * Business transactions write jobs to our outbox (`enqueueJob`); the relay here hands committed rows
 * to pg-boss, which owns a queue per kind, retries with backoff, the dead-letter queue, cron
 * schedules that fire once across processes, and expiry (a killed worker's job goes to another).
 * `start()` runs the relay and, when asked, the workers and schedules; `runDueJobs()` runs what is
 * due now in this process (the sandbox's `POST /api/sandbox/jobs/run`, tests).
 */
export class JobWorker {
  private boss: PgBoss | null = null;
  private booting: Promise<PgBoss> | null = null;
  /**
   * Jobs that failed in runDueJobs, with when their retry is due by the application clock: pg-boss
   * waits out a retry's backoff in database time, so a clock moved ahead (the sandbox, tests) would
   * otherwise never see it due. runDueJobs makes such a retry due once the application time passes.
   */
  private readonly retriesByAppTime = new Map<string, number>();
  private relayTimer: NodeJS.Timeout | null = null;
  private relaying: Promise<void> | null = null;
  private relayAgain = false;
  private unsubscribe: (() => void) | null = null;
  private stopped = false;
  private readonly kinds: JobKind[];
  private readonly options: Required<Omit<JobWorkerOptions, 'onError'>> &
    Pick<JobWorkerOptions, 'onError'>;

  constructor(
    private readonly ctx: AppContext,
    private readonly handlers: JobHandlers,
    options: JobWorkerOptions = {},
  ) {
    this.kinds = Object.keys(handlers) as JobKind[];
    this.options = {
      recurring: options.recurring ?? [],
      kinds: options.kinds ?? {},
      expireSeconds: options.expireSeconds ?? 300,
      retryDelaySeconds: options.retryDelaySeconds ?? 30,
      pollSeconds: options.pollSeconds ?? 2,
      lanes: options.lanes ?? {},
      onError: options.onError,
    };
  }

  /** Starts pg-boss once (its schema and our queues); `background` runs its supervisor and cron. */
  private start_boss(background: boolean): Promise<PgBoss> {
    this.booting ??= (async () => {
      const target = this.ctx.database.queueTarget;
      const interval = Math.max(1, Math.min(60, this.options.expireSeconds));
      const ownerUrl = target.kind === 'postgres' ? target.ownerUrl : null;
      if (ownerUrl) {
        // The app's role does not own the tables (docs/operations.md, 'The database role'):
        // pg-boss's schema and our queues are made or brought up to date under the owner first.
        const owner = new PgBoss({
          connectionString: ownerUrl,
          max: 1,
          application_name: 'alaafia-jobs-schema',
          supervise: false,
          schedule: false,
          registerInstance: false,
          openTelemetry: { enabled: false },
        });
        owner.on('error', (err) => this.options.onError?.(err, { id: '', kind: 'pg-boss' }));
        await owner.start();
        await this.ensureQueues(owner);
        await owner.stop({ graceful: false });
      }
      const boss = new PgBoss({
        ...(target.kind === 'pglite'
          ? { db: fromPglite(target.client), backend: 'pglite' as const }
          : { connectionString: target.url, max: 4, application_name: 'alaafia-jobs' }),
        ...(ownerUrl ? { migrate: false, createSchema: false } : {}),
        supervise: background,
        schedule: background,
        superviseIntervalSeconds: interval,
        monitorIntervalSeconds: interval,
        registerInstance: background,
        // A job queued wakes this process's workers of its kind at once (LISTEN/NOTIFY: a
        // connection of its own on PostgreSQL, in-process on PGlite); polling stays as the backstop
        // (see backstopSeconds). Only a process that works listens.
        useListenNotify: background,
        openTelemetry: { enabled: false },
      });
      boss.on('error', (err) => this.options.onError?.(err, { id: '', kind: 'pg-boss' }));
      await boss.start();
      if (!ownerUrl) await this.ensureQueues(boss);
      this.boss = boss;
      return boss;
    })();
    return this.booting;
  }

  /** The dead-letter queue and one queue per kind of job, with their options. */
  private async ensureQueues(boss: PgBoss) {
    await this.ensureQueue(boss, DEAD_LETTER_QUEUE, {
      retryLimit: 0,
      deleteAfterSeconds: 0,
      retentionSeconds: 365 * 86_400,
    });
    const scheduled = new Set(this.options.recurring.map((r) => r.kind));
    for (const kind of this.kinds) {
      await this.ensureQueue(boss, kind, {
        retryLimit: scheduled.has(kind) ? 2 : 9,
        retryDelay: this.options.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: 3_600,
        expireInSeconds: this.options.expireSeconds,
        deleteAfterSeconds: 7 * 86_400,
        retentionSeconds: 14 * 86_400,
        deadLetter: DEAD_LETTER_QUEUE,
        notify: true,
        ...this.options.kinds[kind],
      });
    }
  }

  /** Creates a queue, or brings an existing one's options up to date (several processes may race). */
  private async ensureQueue(boss: PgBoss, name: string, options: Omit<Queue, 'name'>) {
    if (!(await boss.getQueue(name))) {
      try {
        await boss.createQueue(name, options);
        return;
      } catch (err) {
        if (!(await boss.getQueue(name))) throw err;
      }
    }
    const { retentionSeconds, deleteAfterSeconds, ...rest } = options;
    await boss.updateQueue(name, { ...rest, retentionSeconds, deleteAfterSeconds });
  }

  /** pg-boss for this process (started on first use without background work). */
  private queue(): Promise<PgBoss> {
    return this.boss ? Promise.resolve(this.boss) : this.start_boss(false);
  }

  /**
   * Hands committed outbox rows that are due by the application clock to pg-boss, in one
   * transaction with marking them relayed (so a row is relayed once however many processes relay).
   * Answers how many rows it relayed.
   */
  async relay(limit = 500): Promise<number> {
    const boss = await this.queue();
    const now = this.ctx.now();
    const known = new Set<string>(this.kinds);
    return this.ctx.database.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(jobs)
        .where(and(isNull(jobs.relayedAt), lte(jobs.runAt, now)))
        .orderBy(asc(jobs.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const ready = rows.filter((r) => known.has(r.kind));
      if (ready.length === 0) return 0;
      const via = fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
      const ids: Record<string, string> = {};
      for (const kind of new Set(ready.map((r) => r.kind))) {
        const batch = ready.filter((r) => r.kind === kind);
        await boss.insert(
          kind,
          batch.map((r) => {
            ids[r.id] = bossJobId(r.kind, r.dedupeKey, r.id);
            return {
              id: ids[r.id]!,
              data: r.payload as object,
              ...(r.maxAttempts ? { retryLimit: Math.max(0, r.maxAttempts - 1) } : {}),
            };
          }),
          { db: via },
        );
      }
      await tx
        .update(jobs)
        .set({
          relayedAt: now,
          bossJobId: sql`(${JSON.stringify(ids)}::jsonb ->> ${jobs.id}::text)::uuid`,
        })
        .where(
          sql`${jobs.id} in (${sql.join(
            ready.map((r) => sql`${r.id}`),
            sql`, `,
          )})`,
        );
      return ready.length;
    });
  }

  /** Relays until nothing due is left. */
  private async relayAll(): Promise<void> {
    while ((await this.relay()) > 0);
  }

  /** Relays soon (after an enqueue: a transaction's rows once it has committed). */
  private kick(): void {
    if (this.stopped) return;
    if (this.relaying) {
      this.relayAgain = true;
      return;
    }
    this.relaying = (async () => {
      do {
        this.relayAgain = false;
        try {
          await this.relayAll();
        } catch (err) {
          this.options.onError?.(err, { id: '', kind: 'relay' });
        }
      } while (this.relayAgain && !this.stopped);
    })().finally(() => {
      this.relaying = null;
    });
  }

  /** Puts this moment's occurrence of each schedule (by the application clock) in the outbox, once. */
  async scheduleRecurring(): Promise<void> {
    // In the sandbox, a clock put back and moved forward again reaches times already run: the count
    // of resets keeps those runs apart (outside the sandbox it is always 0, and the key unchanged).
    const resets = this.ctx.sandboxClock?.resets ?? 0;
    const run = resets > 0 ? `reset-${resets}:` : '';
    for (const job of this.options.recurring) {
      const at = latestOccurrence(job, this.ctx.now());
      await enqueueJob(
        this.ctx.database.db,
        job.kind,
        {},
        { dedupeKey: `cron:${run}${at.toISOString()}`, runAt: at, maxAttempts: 3 },
      );
    }
  }

  private async runHandler(kind: JobKind, job: Job<unknown>): Promise<unknown> {
    const handler = this.handlers[kind] as (payload: unknown, info: JobInfo) => Promise<void>;
    try {
      await handler(job.data ?? {}, { id: job.id, retryCount: job.retryCount });
      return null;
    } catch (err) {
      this.options.onError?.(err, { id: job.id, kind });
      return err ?? new Error('job failed');
    }
  }

  /**
   * Runs, in this process, every job due now by the application clock, round after round until none
   * is left (what its jobs queue runs too); `schedule` first queues each schedule's occurrence due
   * now. A job that fails is retried by pg-boss after its backoff, so not again in this call.
   */
  async runDueJobs(options: { schedule?: boolean; maxRounds?: number } = {}) {
    const boss = await this.queue();
    if (options.schedule) await this.scheduleRecurring();
    await this.releaseRetriesDueByAppTime();
    let ran = 0;
    let failed = 0;
    const kinds: Record<string, number> = {};
    for (let round = 0; round < (options.maxRounds ?? 100); round += 1) {
      await this.relayAll();
      let fetched = 0;
      for (const kind of this.kinds) {
        const batch = await boss.fetch<unknown>(kind, { batchSize: 50 });
        fetched += batch.length;
        for (const job of batch) {
          kinds[kind] = (kinds[kind] ?? 0) + 1;
          const err = await this.runHandler(kind, job);
          const attempt = { id: job.id, retryCount: job.retryCount };
          if (err === null) {
            await boss.complete(kind, attempt);
            ran += 1;
          } else {
            await boss.fail(kind, attempt, errorOutput(err));
            await this.rememberRetry(job.id);
            failed += 1;
          }
        }
      }
      if (fetched === 0) break;
    }
    return { ran, failed, kinds };
  }

  /** Notes when a failed job's retry is due by the application clock (its backoff from now). */
  private async rememberRetry(id: string) {
    const result: unknown = await this.ctx.database.db.execute(
      sql`select extract(epoch from (start_after - now())) * 1000 as wait from pgboss.job where id = ${id}::uuid and state = 'retry'`,
    );
    const rows = ((result as { rows?: unknown[] }).rows ?? result) as { wait: unknown }[];
    const wait = Number(rows[0]?.wait ?? NaN);
    if (Number.isFinite(wait))
      this.retriesByAppTime.set(id, this.ctx.now().getTime() + Math.max(0, wait));
  }

  /** Makes retries whose backoff has passed by the application clock due now (see retriesByAppTime). */
  private async releaseRetriesDueByAppTime() {
    const now = this.ctx.now().getTime();
    for (const [id, dueAt] of this.retriesByAppTime) {
      if (dueAt > now) continue;
      this.retriesByAppTime.delete(id);
      await this.ctx.database.db.execute(
        sql`update pgboss.job set start_after = now() where id = ${id}::uuid and state = 'retry'`,
      );
    }
  }

  /**
   * Starts the relay (after each enqueue, and every few seconds for a process killed between a
   * commit and its relay) and, with `work`, the workers for every kind and the cron schedules
   * (server.ts; `npm run worker`). A web process started with RUN_WORKER=false relays only.
   */
  async start(options: { work: boolean } = { work: true }): Promise<void> {
    if (this.stopped || this.relayTimer) return;
    if (this.booting && options.work)
      throw new Error('the job worker must start before jobs are run in this process');
    const boss = await this.start_boss(options.work);
    this.unsubscribe = onJobEnqueued(() => this.kick());
    this.relayTimer = setInterval(() => this.kick(), this.options.pollSeconds * 1000);
    this.kick();
    if (!options.work) return;
    for (const kind of this.kinds) {
      const lanes = this.options.lanes[kind];
      const run = async (jobs: Job<unknown>[]): Promise<JobResult[]> => {
        const results: JobResult[] = [];
        for (const job of jobs) {
          const err = await this.runHandler(kind, job);
          results.push(
            err === null
              ? { id: job.id, status: 'completed' }
              : { id: job.id, status: 'failed', output: errorOutput(err) },
          );
        }
        return results;
      };
      await boss.work<
        unknown,
        unknown,
        {
          batchSize: number;
          pollingIntervalSeconds: number;
          notifyPollingIntervalSeconds: number;
          perJobResults: true;
        }
      >(
        kind,
        {
          batchSize: lanes?.batchSize ?? 5,
          pollingIntervalSeconds: this.options.pollSeconds,
          notifyPollingIntervalSeconds: this.backstopSeconds(),
          perJobResults: true,
        },
        async (batch: Job<unknown>[]): Promise<JobResult[]> => {
          if (!lanes) return run(batch);
          const byLane = new Map<string, Job<unknown>[]>();
          for (const job of batch) {
            const key = lanes.laneOf(job.data);
            byLane.set(key, [...(byLane.get(key) ?? []), job]);
          }
          const inOrder = (jobs: Job<unknown>[]) =>
            jobs.sort((a, b) => lanes.orderOf(a.data) - lanes.orderOf(b.data));
          return (await Promise.all([...byLane.values()].map((jobs) => run(inOrder(jobs))))).flat();
        },
      );
    }
    // The schedules live in pg-boss's tables: the same in every process, fired once between them.
    const wanted = new Map(this.options.recurring.map((r) => [r.kind as string, cronOf(r)]));
    for (const [kind, cron] of wanted) await boss.schedule(kind, cron, {}, { tz: 'UTC' });
    for (const s of await boss.getSchedules()) {
      if (!wanted.has(s.name)) await boss.unschedule(s.name, s.key);
    }
  }

  /**
   * How often a worker woken by NOTIFY still looks for jobs: what no NOTIFY announces becomes due
   * then (a retry after its backoff, a dead worker's job after its expiry), never sooner than its
   * retry delay, so looking once per delay finds it within a second delay: the retry delay, at
   * most 30 s, never more often than JOBS_POLL_SECONDS (docs/operations.md, 'Scheduled jobs and
   * premium collection'). By default an idle worker asks every 30 s rather than every 2 s.
   */
  private backstopSeconds(): number {
    return Math.max(this.options.pollSeconds, Math.min(30, this.options.retryDelaySeconds));
  }

  /** Stops the relay and the workers (letting jobs in hand finish); call before the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.relayTimer) clearInterval(this.relayTimer);
    this.relayTimer = null;
    this.unsubscribe?.();
    await this.relaying;
    const boss = this.boss ?? (await this.booting?.catch(() => null));
    await boss?.stop({ graceful: true, timeout: 8_000, close: true });
  }

  /** pg-boss itself, for operations (queue counts, the dead-letter queue) and tests. */
  async pgBoss(): Promise<PgBoss> {
    return this.queue();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The jobs machinery: server.ts and `npm run worker` start it; tests call runDueJobs(). */
    jobs: JobWorker;
  }
}
