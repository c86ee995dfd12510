import { and, eq, isNull } from 'drizzle-orm';
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
  /** An approved claim's payment still waiting on day 50 of the 60 (claims-schedule.ts). */
  | 'claim.payment_sla'
  /** The claims clock's Islamic holidays run out soon (modules/cover/claims/claims-schedule.ts), once a year. */
  | 'claims.holidays'
  /** A settled Paystack transaction the ledger does not match (modules/back-office/finance/reconciliation.ts). */
  | 'reconciliation.break';

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
    customerId: number | null;
    transactionReference: string;
    amountKobo: number | null;
    note: string;
    now: Date;
    /** false records the news on the item and closes it (nothing left for finance to do). */
    open?: boolean;
  },
): Promise<void> {
  const open = input.open ?? true;
  const values = {
    kind: input.kind,
    refundId: input.refundId ?? null,
    disputeId: input.disputeId ?? null,
    payoutId: input.payoutId ?? null,
    claimId: input.claimId ?? null,
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
  if (input.payoutId) {
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
