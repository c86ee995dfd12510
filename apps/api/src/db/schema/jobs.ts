import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/* The jobs outbox (jobs/ owns this table). */

/**
 * The jobs outbox (jobs/queue.ts): a job is written here inside the transaction that creates the
 * work, so it exists exactly when that change commits; the relay (jobs/worker.ts) hands committed
 * rows to pg-boss, which owns queues, retries, dead letters and schedules. One row per (kind, key).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** A key that makes enqueueing idempotent (one job per webhook event, say). */
    dedupeKey: text('dedupe_key'),
    /** Relayed once due by the application clock. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Attempts pg-boss may make (its retryLimit + 1); null: the kind's default. */
    maxAttempts: integer('max_attempts'),
    /** When the relay handed it to pg-boss (null: still waiting), and pg-boss's job id. */
    relayedAt: timestamp('relayed_at', { withTimezone: true }),
    bossJobId: uuid('boss_job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key').on(t.kind, t.dedupeKey),
    index('jobs_unrelayed_idx')
      .on(t.runAt)
      .where(sql`${t.relayedAt} is null`),
  ],
);
