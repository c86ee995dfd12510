import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { financeItems } from '../../../db/schema/index.js';

/** What finance is asked to look at (finance_items.kind). */
export type FinanceItemKind =
  | 'refund.failed'
  | 'refund.needs-attention'
  | 'refund.held'
  | 'refund.stuck'
  | 'dispute'
  /** A claim payout's transfer failed or was reversed (modules/cover/claims/payouts.ts). */
  | 'payout.failed'
  | 'payout.reversed'
  /** A payout's transfer held at Paystack for a one-time password (docs/operations.md). */
  | 'payout.otp'
  /** A claim nearing the 60-day statutory limit (modules/cover/claims/claims-schedule.ts). */
  | 'claim.sla'
  /** The claims clock's Islamic holidays run out soon (modules/cover/claims/claims-schedule.ts), once a year. */
  | 'claims.holidays'
  /**
   * A settled Paystack transaction the ledger does not match, a settlement whose figures or
   * deductions do not add up, or a payment no settlement paid out (modules/back-office/finance/reconciliation.ts).
   */
  | 'reconciliation.break'
  /**
   * One item of a batch failed and the batch went on without it (a hospital's capitation, a
   * settlement's reconciliation...; recordBatchFailure): retried on the batch's next run, closed when it passes.
   */
  | 'batch.failed'
  /** Our balance at Paystack is short of what must be paid out of it (paystack-balance.ts). */
  | 'paystack.top_up';

/**
 * Puts a refund or a chargeback in front of finance: one item per (refund, kind) or per dispute,
 * created once and updated in place (its note follows the latest news; an item closed before is
 * opened again when `open` is true). The back office (issue 16) lists the open ones.
 */
export async function putBeforeFinance(
  tx: DbOrTx,
  input: {
    kind: FinanceItemKind;
    refundId?: number | null;
    disputeId?: number | null;
    payoutId?: number | null;
    claimId?: number | null;
    /** What the item is about when it is none of the above (finance_items.subject). */
    subject?: string | null;
    customerId: number | null;
    transactionReference: string;
    amountKobo: number | null;
    note: string;
    now: Date;
    /** false records the news on the item and closes it (nothing left for finance to do). */
    open?: boolean;
    /**
     * false leaves an item that exists as it is (open, or closed by finance): one put before finance
     * once and for all (a payment no settlement paid out is one break, not one a day).
     */
    update?: boolean;
  },
): Promise<void> {
  const open = input.open ?? true;
  const values = {
    kind: input.kind,
    refundId: input.refundId ?? null,
    disputeId: input.disputeId ?? null,
    payoutId: input.payoutId ?? null,
    claimId: input.claimId ?? null,
    subject: input.subject ?? null,
    customerId: input.customerId,
    transactionReference: input.transactionReference,
    amountKobo: input.amountKobo,
    note: input.note,
    createdAt: input.now,
    updatedAt: input.now,
    resolvedAt: open ? null : input.now,
  };
  const set = {
    note: input.note,
    amountKobo: input.amountKobo,
    updatedAt: input.now,
    resolvedAt: open ? null : input.now,
  };
  if (input.subject) {
    const insert = tx.insert(financeItems).values(values);
    const target = [financeItems.subject, financeItems.kind];
    await (input.update === false
      ? insert.onConflictDoNothing({ target })
      : insert.onConflictDoUpdate({ target, set }));
  } else if (input.payoutId) {
    await tx
      .insert(financeItems)
      .values(values)
      .onConflictDoUpdate({ target: [financeItems.payoutId, financeItems.kind], set });
  } else if (input.claimId) {
    await tx
      .insert(financeItems)
      .values(values)
      .onConflictDoUpdate({ target: [financeItems.claimId, financeItems.kind], set });
  } else if (input.disputeId) {
    await tx
      .insert(financeItems)
      .values(values)
      .onConflictDoUpdate({ target: financeItems.disputeId, set });
  } else {
    await tx
      .insert(financeItems)
      .values(values)
      .onConflictDoUpdate({ target: [financeItems.refundId, financeItems.kind], set });
  }
}

/** Closes the open item of a subject and kind (what it was about is done), with a note. */
export async function closeSubjectItem(
  tx: DbOrTx,
  subject: string,
  kind: FinanceItemKind,
  now: Date,
  note: string,
): Promise<void> {
  await tx
    .update(financeItems)
    .set({ resolvedAt: now, updatedAt: now, note: sql`${financeItems.note} || ' · ' || ${note}` })
    .where(
      and(
        eq(financeItems.subject, subject),
        eq(financeItems.kind, kind),
        isNull(financeItems.resolvedAt),
      ),
    );
}

/**
 * What went wrong, in the words of its first cause: the database's own error rather than the query
 * wrapped around it (whose text and parameters are not for finance's note).
 */
function rootMessage(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth += 1) {
    const cause = current instanceof Error ? current.cause : undefined;
    if (!(cause instanceof Error)) break;
    current = cause;
  }
  return current instanceof Error ? current.message : String(current);
}

/**
 * One item of a batch failed (docs/operations.md, 'When one item of a batch fails'): the batch goes
 * on with the others, and finance sees this one (`batch.failed`, one open item per subject) with
 * what failed; the batch's next run tries it again and closes the item when it passes
 * (closeBatchFailure). Written in its own statement, outside the failed item's rolled-back
 * transaction.
 */
export async function recordBatchFailure(
  tx: DbOrTx,
  input: {
    /** What failed, as the item's subject: `capitation:<hospital>:<month>`, `settlement:<id>`... */
    subject: string;
    /** In plain words: 'Capitation of Lekki Hospital (LEK01) for 2026-01'. */
    what: string;
    error: unknown;
    reference?: string | null;
    amountKobo?: number | null;
    now: Date;
  },
): Promise<void> {
  const message = rootMessage(input.error);
  await putBeforeFinance(tx, {
    kind: 'batch.failed',
    subject: input.subject,
    customerId: null,
    transactionReference: input.reference ?? input.subject,
    amountKobo: input.amountKobo ?? null,
    note: `${input.what} failed and the others went on without it: ${message.slice(0, 300)}. It is tried again on the next run; this item closes when it passes.`,
    now: input.now,
  });
}

/** A batch item that failed before has passed: its `batch.failed` item, if open, is closed. */
export async function closeBatchFailure(tx: DbOrTx, subject: string, now: Date): Promise<void> {
  await closeSubjectItem(tx, subject, 'batch.failed', now, 'Passed on a later run.');
}

/**
 * closeBatchFailure for many items at once, cheaply: the open `batch.failed` items whose subject
 * starts with `prefix` (few, usually none) are read once, and those among `passed` are closed.
 */
export async function closeBatchFailures(
  tx: DbOrTx,
  prefix: string,
  passed: readonly string[],
  now: Date,
): Promise<void> {
  const open = await tx
    .select({ subject: financeItems.subject })
    .from(financeItems)
    .where(
      and(
        isNull(financeItems.resolvedAt),
        eq(financeItems.kind, 'batch.failed'),
        sql`${financeItems.subject} like ${`${prefix}%`}`,
      ),
    );
  const done = new Set(passed);
  for (const { subject } of open)
    if (subject && done.has(subject)) await closeBatchFailure(tx, subject, now);
}

/** Closes a payout's open items (sent again after a new approval, or cancelled). */
export async function closePayoutItems(
  tx: DbOrTx,
  payoutId: number,
  now: Date,
  note?: string,
): Promise<void> {
  await tx
    .update(financeItems)
    .set({ resolvedAt: now, updatedAt: now, ...(note ? { note } : {}) })
    .where(and(eq(financeItems.payoutId, payoutId), isNull(financeItems.resolvedAt)));
}

/** Closes a refund's open items (the refund went through after all, or will never be sent). */
export async function closeRefundItems(
  tx: DbOrTx,
  refundId: number,
  now: Date,
  note?: string,
): Promise<void> {
  await tx
    .update(financeItems)
    .set({ resolvedAt: now, updatedAt: now, ...(note ? { note } : {}) })
    .where(and(eq(financeItems.refundId, refundId), isNull(financeItems.resolvedAt)));
}

/**
 * Finance has dealt with an item (the money queue's 'resolve': a refund sent another way, a
 * reconciliation break explained, a lost chargeback closed): it is closed with finance's note, under
 * a lock, once. Null when there is no such item; 'resolved' when it was closed already.
 */
export async function resolveFinanceItem(
  tx: DbOrTx,
  id: number,
  note: string,
  now: Date,
  /** Throws to refuse a kind that closes otherwise (a payout's item closes with the payout). */
  mayResolve: (kind: string) => void,
): Promise<{ kind: string; before: string } | 'resolved' | null> {
  const [item] = await tx
    .select()
    .from(financeItems)
    .where(eq(financeItems.id, id))
    .limit(1)
    .for('update');
  if (!item) return null;
  mayResolve(item.kind);
  if (item.resolvedAt) return 'resolved';
  await tx
    .update(financeItems)
    .set({ resolvedAt: now, updatedAt: now, note: `${item.note} · Resolved: ${note}` })
    .where(and(eq(financeItems.id, id), isNull(financeItems.resolvedAt)));
  return { kind: item.kind, before: item.note };
}
