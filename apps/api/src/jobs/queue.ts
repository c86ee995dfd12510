import { and, isNotNull, lt } from 'drizzle-orm';
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
  /** Tell customers their sponsored cover ends soon, and end it when it does (scheduled; modules/sales/sponsors). */
  'sponsors.lifecycle': Record<string, never>;
  'finance.reconcile-settlements': Record<string, never>;
  /** KYC reminders 1, 7 and 25 days after paying; policies paused for verification at 30 days (scheduled). */
  'kyc.deadline': Record<string, never>;
  /** One offer of another product, 14 days after the first purchase, to customers who accept marketing (scheduled). */
  'marketing.cross-sell': Record<string, never>;
  /** Send one customer notification on one channel (modules/platform/messaging). */
  /** channel: one of messaging's delivery channels (modules/platform/messaging/channels.ts). */
  'notifications.deliver': { notificationId: number; channel: string };
  /** Send one queued WhatsApp message (and the person's older ones first; modules/platform/messaging/whatsapp.ts). */
  'whatsapp.send': { messageId: number; waId: string };
  /** Handle one message a customer sent on WhatsApp (workflows/whatsapp). */
  'whatsapp.inbound': { messageId: number; waId: string };
  /** Housekeeping (scheduled): relayed outbox rows past a week, expired rate-limit counters. */
  'maintenance.prune': Record<string, never>;
  /** Send one claim payout transfer (keyed on its unique reference: modules/cover/claims/payouts.ts). */
  'payouts.send': { transferId: number };
  /** Verify payout transfers left pending with the provider (scheduled). */
  'payouts.reconcile': Record<string, never>;
  /** The rules' decision on a claim just filed (modules/cover/claims/claim-automation.ts). */
  'claims.automate': { claimId: number };
  /** The rules' outcomes of last week, to the claims officers and administrators (scheduled weekly). */
  'claims.automation-report': Record<string, never>;
  /** The claims clock: due payouts, income confirmations and reminders, 60-day alerts (scheduled). */
  'claims.schedule': Record<string, never>;
  /** Hand one 'Talk to a doctor' request to the telemedicine partner (modules/cover/telemedicine). */
  'telemedicine.send': { requestId: number };
  /** Today's bank list from the payment provider's List Banks (scheduled daily; modules/platform/reference). */
  'banks.refresh': Record<string, never>;
  /** Yearly premiums earned day by day (the books; scheduled hourly; modules/platform/ledger). */
  'ledger.earn-premiums': Record<string, never>;
  /** Each hospital's capitation statement of the month just ended, posted as payable (scheduled daily; modules/cover/hospital-care). */
  'capitation.monthly': Record<string, never>;
  'preauthorisations.escalate': Record<string, never>;
}
export type JobKind = keyof JobPayloads;

/**
 * Kinds that move money: each must be keyed on its payment or transfer reference (the dedupe key),
 * so a second enqueue, a relay run twice or a retry can never pay twice. Add a payout kind here.
 */
const MONEY_KINDS: ReadonlySet<JobKind> = new Set<JobKind>(['payments.refund', 'payouts.send']);

interface EnqueueOptions {
  /** Makes enqueueing idempotent: one job per (kind, dedupeKey), whatever its state. */
  dedupeKey?: string;
  /** Not before this time by the application clock (ctx.now()). */
  runAt?: Date;
  maxAttempts?: number;
}

const enqueued = new Set<() => void>();
/** Called after each enqueue (the relay, jobs/worker.ts, to hand the job on once it commits). */
export function onJobEnqueued(listener: () => void): () => void {
  enqueued.add(listener);
  return () => enqueued.delete(listener);
}

/**
 * Adds a job to the outbox (inside the caller's transaction when given one, so the job exists
 * exactly when the change that needs it is committed); the relay hands it to pg-boss after the
 * commit (jobs/worker.ts). Answers false when a job with the same dedupe key exists.
 */
export async function enqueueJob<K extends JobKind>(
  db: DbOrTx,
  kind: K,
  payload: JobPayloads[K],
  options: EnqueueOptions = {},
): Promise<boolean> {
  if (MONEY_KINDS.has(kind) && !options.dedupeKey) {
    throw new Error(`a ${kind} job moves money: key it on its payment or transfer reference`);
  }
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
  // Not awaited: inside a transaction the relay waits for the commit (or finds nothing).
  if (rows.length > 0) for (const listener of enqueued) listener();
  return rows.length > 0;
}

/** Relayed outbox rows are kept a week (a repeat within it is still recognised), then deleted. */
export async function pruneOutbox(db: DbOrTx, now: Date): Promise<void> {
  await db
    .delete(jobs)
    .where(
      and(isNotNull(jobs.relayedAt), lt(jobs.relayedAt, new Date(now.getTime() - 7 * 86_400_000))),
    );
}
