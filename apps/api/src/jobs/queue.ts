import type { DbOrTx } from '../db/client.js';
import { jobs } from '../db/schema/index.js';

/** The kinds of durable work, with their payloads. */
export interface JobPayloads {
  /** A stored provider webhook to act on. */
  'webhook.process': { webhookEventId: number };
  /** Re-verify payment references left pending (scheduled by the worker). */
  'payments.reconcile': Record<string, never>;
  /** Send a refund through the provider (card verification, or an amount that did not match). */
  'payments.refund': { refundId: number };
  /** Charge saved cards for monthly premiums that are due, and lapse unpaid policies (scheduled). */
  'premiums.collect': Record<string, never>;
  /** Erase what was kept of closed accounts once their retention period ends (scheduled). */
  'accounts.purge-retained': Record<string, never>;
  /** KYC reminders 1, 7 and 25 days after paying; policies paused for verification at 30 days (scheduled). */
  'kyc.deadline': Record<string, never>;
  /** One offer of another product, 14 days after the first purchase, to customers who accept marketing (scheduled). */
  'marketing.cross-sell': Record<string, never>;
  /** Send one customer notification on one channel (modules/notifications). */
  'notifications.deliver': { notificationId: number; channel: 'sms' | 'email' };
}
export type JobKind = keyof JobPayloads;

export interface EnqueueOptions {
  /** Makes enqueueing idempotent: one job per (kind, dedupeKey), whatever its state. */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Adds a job (inside the caller's transaction when given one, so the job exists exactly when the
 * change that needs it is committed). Answers false when a job with the same dedupe key exists.
 */
export async function enqueueJob<K extends JobKind>(
  db: DbOrTx,
  kind: K,
  payload: JobPayloads[K],
  options: EnqueueOptions = {},
): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      dedupeKey: options.dedupeKey ?? null,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows.length > 0;
}
