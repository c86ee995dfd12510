import { canMoveRefund, formatNaira, koboToNaira, type RefundStatus } from '@alaafia/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { disputes, paymentReferences, payments, refunds } from '../../../db/schema/index.js';
import {
  isFullyReversed,
  PaymentProviderError,
  type ProviderRefund,
} from '../../../integrations/payments/types.js';
import { eachOnItsOwn } from '../../../lib/batch.js';
import { notify } from '../../platform/messaging/index.js';
import {
  askForTopUpIfNegative,
  closeBatchFailure,
  closeWorkItems,
  raiseWorkItem,
  recordBatchFailure,
} from '../../platform/work-queue/index.js';
import { postRefundSent } from './payments-ledger.js';

type RefundRow = typeof refunds.$inferSelect;

/**
 * How far along a refund is. An outcome only ever moves a refund forward, so events in any order
 * (processed before pending, a repeat of an old one) end where Paystack's latest news is: processed
 * is final; failed and needs-attention can still become processed (Paystack retries them).
 */
const REFUND_RANK: Record<string, number> = {
  pending: 0,
  held: 0,
  requested: 1,
  processing: 2,
  failed: 3,
  'needs-attention': 3,
  processed: 4,
};

/** Paystack's refund status (create / fetch refund, refund.* webhooks) as ours. */
const FROM_PROVIDER: Record<string, RefundStatus> = {
  pending: 'requested',
  processing: 'processing',
  processed: 'processed',
  failed: 'failed',
  'needs-attention': 'needs-attention',
};

/** Reconciliation first fetches a refund left requested this long after it was queued. */
const REFUND_CHECK_AFTER_MS = 30 * 60_000;
/** Checks per refund: 30 min, 1 h, 2 h, ... about ten days. Then it is put in front of finance. */
const REFUND_MAX_CHECKS = 10;

type RefundOutcome =
  | { kind: 'unknown_refund' }
  | { kind: 'unchanged'; refundId: number; status: string }
  | { kind: 'updated'; refundId: number; status: string };

function naira(kobo: number | null | undefined): string {
  return formatNaira(koboToNaira(kobo ?? 0));
}

/** An open chargeback on this reference's money: no refund is sent for it while there is one. */
async function openDisputeOn(tx: DbOrTx, paymentReferenceId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.paymentReferenceId, paymentReferenceId), isNull(disputes.resolvedAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * The one way a refund's status changes (issue 26; packages/domain REFUND_MOVES): a move not listed
 * is refused (an Error: the code asked for it); otherwise the row changes only if it is still in the
 * status read (compare-and-set), in the caller's transaction. Answers whether it moved.
 */
export async function moveRefund(
  tx: DbOrTx,
  refund: Pick<RefundRow, 'id' | 'status'>,
  to: RefundStatus,
  set: Partial<Omit<typeof refunds.$inferInsert, 'id' | 'status'>> = {},
): Promise<boolean> {
  const from = refund.status;
  if (!canMoveRefund(from, to)) throw new Error(`refund ${refund.id}: ${from} cannot become ${to}`);
  const [moved] = await tx
    .update(refunds)
    .set({ ...set, status: to })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, from)))
    .returning({ id: refunds.id });
  return moved !== undefined;
}

/** moveRefund from whichever of `from` the refund is in now; false when it is in none of them. */
async function moveRefundFrom(
  tx: DbOrTx,
  refundId: number,
  from: RefundStatus[],
  to: RefundStatus,
  set: Partial<Omit<typeof refunds.$inferInsert, 'id' | 'status'>>,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: refunds.id, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  if (!row || !from.includes(row.status)) return false;
  return moveRefund(tx, row, to, set);
}

/**
 * Holds a refund not yet sent because a chargeback is open on the same money (the customer would
 * get it twice), and tells finance.
 */
export async function holdRefund(
  tx: DbOrTx,
  refund: RefundRow,
  transactionReference: string,
  now: Date,
): Promise<void> {
  if (!(await moveRefund(tx, refund, 'held'))) return;
  await raiseWorkItem(tx, {
    kind: 'refund.held',
    refundId: refund.id,
    customerId: refund.customerId,
    transactionReference,
    amountKobo: refund.amountKobo,
    note: `Refund (${refund.reason}) not sent: a chargeback is open on this payment.`,
    now,
  });
}

/**
 * A refund the provider already has for this one: a retry after the worker died between the
 * provider's create refund and our update (Paystack's create refund takes no idempotency key, and
 * only refuses once the transaction is fully refunded). It is one of the transaction's refunds of the
 * same amount not already linked to another of our refunds. A full refund (no amount) is not looked
 * for: the provider refuses a second one ('fully reversed'), handled below.
 */
async function alreadySent(
  ctx: AppContext,
  refund: RefundRow,
  transactionReference: string,
): Promise<ProviderRefund | null> {
  if (refund.amountKobo === null || !refund.sendingAt) return null;
  const theirs = await ctx.payments.listRefunds({
    reference: transactionReference,
    since: refund.sendingAt,
  });
  const linked = await ctx.database.db
    .select({ providerRefundId: refunds.providerRefundId })
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentReferenceId, refund.paymentReferenceId),
        sql`${refunds.id} <> ${refund.id}`,
        sql`${refunds.providerRefundId} is not null`,
      ),
    );
  const taken = new Set(linked.map((r) => r.providerRefundId));
  return (
    theirs.find((r) => r.id !== null && !taken.has(r.id) && r.amountKobo === refund.amountKobo) ??
    null
  );
}

/**
 * The refund job: asks the provider to send the money back (the ₦50 card verification once the
 * payment is confirmed, a payment whose amount did not match, a staff refund). Before the provider's
 * create refund, the refund is marked as being sent (`sending_at`) in its own committed statement; a
 * retry that finds it marked first asks the provider's refunds of the transaction and adopts the one
 * it already created, and sends only when there is none, so a partial refund never goes twice. A
 * provider error throws, so the job is retried with backoff; a refund already requested is not
 * requested again, and one whose payment is under a chargeback is held. The customer is told nothing
 * yet: Paystack has only queued it ('requested'); they hear 'sent' on refund.processed, or that it is
 * delayed on a failure.
 */
export async function processRefund(ctx: AppContext, refundId: number): Promise<void> {
  const { db } = ctx.database;
  const [row] = await db
    .select({ refund: refunds, reference: paymentReferences })
    .from(refunds)
    .innerJoin(paymentReferences, eq(paymentReferences.id, refunds.paymentReferenceId))
    .where(eq(refunds.id, refundId))
    .limit(1);
  if (!row || row.refund.status !== 'pending') return;
  const reference = row.reference.reference;
  // Marked as being sent by an earlier attempt: the money may have left already.
  const adopted = row.refund.sendingAt ? await alreadySent(ctx, row.refund, reference) : null;
  if (adopted) {
    await recordRequested(ctx, refundId, adopted, reference);
    return;
  }
  if (await openDisputeOn(db, row.reference.id)) {
    await holdRefund(db, row.refund, reference, ctx.now());
    return;
  }
  if (!row.refund.sendingAt) {
    // Committed before the provider call (no transaction around it): a retry knows to look first.
    const [marked] = await db
      .update(refunds)
      .set({ sendingAt: ctx.now() })
      .where(
        and(eq(refunds.id, refundId), eq(refunds.status, 'pending'), isNull(refunds.sendingAt)),
      )
      .returning({ id: refunds.id });
    if (!marked) return; // Another attempt is sending it, or it was held meanwhile.
  }
  let result: ProviderRefund;
  try {
    result = await ctx.payments.refund({ reference, amountKobo: row.refund.amountKobo });
  } catch (err) {
    if (!isFullyReversed(err)) throw err;
    // A retry after a worker died between the provider's answer and our update: the provider already
    // has this refund and refuses a second one. Record it as requested; its refund.* webhook (matched
    // by the transaction's reference) brings the outcome.
    await moveRefundFrom(db, refundId, ['pending', 'held'], 'requested', {
      providerStatus: 'pending',
      requestedAt: ctx.now(),
    });
    return;
  }
  await recordRequested(ctx, refundId, result, reference);
}

/** The provider has the refund (its create answer, or one adopted on a retry): it is requested. */
async function recordRequested(
  ctx: AppContext,
  refundId: number,
  result: ProviderRefund,
  transactionReference: string,
): Promise<void> {
  // Held meanwhile by a chargeback: the money has gone all the same, so it is requested (finance's
  // held item stays open and says so).
  await moveRefundFrom(ctx.database.db, refundId, ['pending', 'held'], 'requested', {
    providerStatus: result.status,
    providerRefundId: result.id,
    requestedAt: ctx.now(),
  });
  // Paystack may answer a refund it has already processed; the outcome is applied like any other.
  if (result.status !== 'pending') {
    await applyRefundOutcome(ctx, { ...result, transactionReference });
  }
}

/**
 * One refund outcome from Paystack (a refund.* webhook, or fetch refund by reconciliation), applied
 * exactly once whatever the order or the number of deliveries: the refund is found by Paystack's
 * refund id, else by the transaction's reference; the status only moves forward; 'processed' tells
 * the customer the money was sent (refund.processed) and records it on the payment; 'failed' and
 * 'needs-attention' put the refund in front of finance and tell the customer it is delayed.
 */
export async function applyRefundOutcome(
  ctx: AppContext,
  outcome: ProviderRefund,
): Promise<RefundOutcome> {
  const status = FROM_PROVIDER[outcome.status];
  if (!status || !outcome.transactionReference) return { kind: 'unknown_refund' };
  const reference = outcome.transactionReference;
  return ctx.database.db.transaction(async (tx) => {
    const candidates = await tx
      .select({ refund: refunds, reference: paymentReferences })
      .from(refunds)
      .innerJoin(paymentReferences, eq(paymentReferences.id, refunds.paymentReferenceId))
      .where(eq(paymentReferences.reference, reference))
      .orderBy(asc(refunds.id))
      .for('update');
    // By Paystack's refund id; else (a webhook without one) the refund of that amount, or the only one.
    const sent = candidates.filter(
      (c) => c.refund.status !== 'held' && c.refund.status !== 'cancelled',
    );
    const match = outcome.id
      ? (candidates.find((c) => c.refund.providerRefundId === outcome.id) ??
        sent.find((c) => !c.refund.providerRefundId))
      : (sent.find(
          (c) =>
            outcome.amountKobo !== null &&
            (c.refund.amountKobo ?? c.reference.amountKobo) === outcome.amountKobo,
        ) ?? (sent.length === 1 ? sent[0] : undefined));
    if (!match) return { kind: 'unknown_refund' } as const;
    const { refund } = match;
    if ((REFUND_RANK[status] ?? 0) <= (REFUND_RANK[refund.status] ?? 0)) {
      if (outcome.id && !refund.providerRefundId) {
        await tx
          .update(refunds)
          .set({ providerRefundId: outcome.id })
          .where(eq(refunds.id, refund.id));
      }
      return { kind: 'unchanged', refundId: refund.id, status: refund.status } as const;
    }
    const now = ctx.now();
    const moved = await moveRefund(tx, refund, status, {
      providerStatus: outcome.status,
      providerRefundId: refund.providerRefundId ?? outcome.id,
      requestedAt: refund.requestedAt ?? now,
      ...(status === 'processed' ? { processedAt: now } : {}),
      ...(status === 'failed' || status === 'needs-attention' ? { failedAt: now } : {}),
    });
    if (!moved) return { kind: 'unchanged', refundId: refund.id, status: refund.status } as const;
    const amountKobo = refund.amountKobo ?? outcome.amountKobo ?? match.reference.amountKobo;
    const params = { amount: naira(amountKobo), reference };
    if (status === 'processed') {
      // The books: the money left our Paystack balance (docs/business-rules.md, "The books").
      await postRefundSent(tx, {
        refundId: refund.id,
        reason: refund.reason,
        reference,
        amountKobo,
        at: now,
      });
      // Paystack takes a refund whatever the balance (from the next settlements): a balance gone
      // below zero asks finance for a top-up (docs/business-rules.md, 'Paystack's balance').
      await askForTopUpIfNegative(tx, {
        what: `the refund of ${naira(amountKobo)} on ${reference}`,
        now,
      });
      await tx
        .update(payments)
        .set({ refundedAt: now, refundAmountKobo: amountKobo })
        .where(eq(payments.paymentReferenceId, match.reference.id));
      await closeWorkItems(tx, { refundId: refund.id }, now, 'Processed by Paystack after all.');
      await notify(tx, {
        customerId: refund.customerId,
        at: now,
        event: 'refund.processed',
        key: `refund-${refund.id}`,
        params,
      });
    } else if (status === 'failed' || status === 'needs-attention') {
      await raiseWorkItem(tx, {
        kind: status === 'failed' ? 'refund.failed' : 'refund.needs-attention',
        refundId: refund.id,
        customerId: refund.customerId,
        transactionReference: reference,
        amountKobo,
        note:
          status === 'failed'
            ? `Paystack could not refund ${naira(amountKobo)} (${refund.reason}): send it another way or retry it.`
            : `Paystack needs the customer's bank details to refund ${naira(amountKobo)} (${refund.reason}): retry with customer details.`,
        now,
      });
      await notify(tx, {
        customerId: refund.customerId,
        at: now,
        event: 'refund.failed',
        key: `refund-${refund.id}`,
        params,
      });
    }
    return { kind: 'updated', refundId: refund.id, status } as const;
  });
}

/**
 * Reconciliation for refunds: a refund left 'requested' or 'processing' (its webhook lost or late)
 * is fetched from the provider with backoff, and its outcome applied as a webhook's would be. One
 * still without an outcome after the last check is put in front of finance.
 */
export async function reconcileRequestedRefunds(ctx: AppContext, limit = 100) {
  const { db } = ctx.database;
  const now = ctx.now();
  const lastCheck = sql`coalesce(${refunds.lastCheckedAt}, ${refunds.requestedAt})`;
  const due = await db
    .select({ refund: refunds, reference: paymentReferences.reference })
    .from(refunds)
    .innerJoin(paymentReferences, eq(paymentReferences.id, refunds.paymentReferenceId))
    .where(
      and(
        inArray(refunds.status, ['requested', 'processing']),
        sql`${refunds.providerRefundId} is not null`,
        sql`${refunds.checkAttempts} < ${REFUND_MAX_CHECKS}`,
        sql`${lastCheck} + make_interval(secs => ${REFUND_CHECK_AFTER_MS / 1000} * power(2, ${refunds.checkAttempts})) <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(lastCheck), desc(refunds.id))
    .limit(limit);
  let updated = 0;
  /** One refund's check done (or failed): counted, and stuck after the last one. */
  const checked = async ({ refund, reference }: (typeof due)[number]) => {
    const attempts = refund.checkAttempts + 1;
    await db.transaction(async (tx) => {
      await tx
        .update(refunds)
        .set({ checkAttempts: attempts, lastCheckedAt: now })
        .where(eq(refunds.id, refund.id));
      const [after] = await tx.select().from(refunds).where(eq(refunds.id, refund.id));
      if (
        attempts >= REFUND_MAX_CHECKS &&
        after &&
        (after.status === 'requested' || after.status === 'processing')
      ) {
        await raiseWorkItem(tx, {
          kind: 'refund.stuck',
          refundId: refund.id,
          customerId: refund.customerId,
          transactionReference: reference,
          amountKobo: refund.amountKobo,
          note: `No outcome from Paystack after ${attempts} checks: ask Paystack about refund ${refund.providerRefundId}.`,
          now,
        });
      }
    });
  };
  // Each refund on its own: one whose outcome cannot be applied is put before finance and the
  // others are checked all the same (docs/operations.md, 'When one item of a batch fails').
  await eachOnItsOwn(
    due,
    async (row) => {
      const { refund, reference } = row;
      let found: ProviderRefund | null = null;
      try {
        found = await ctx.payments.fetchRefund(refund.providerRefundId!);
      } catch (err) {
        if (!(err instanceof PaymentProviderError)) throw err;
      }
      if (found) {
        const result = await applyRefundOutcome(ctx, {
          ...found,
          id: refund.providerRefundId,
          transactionReference: found.transactionReference ?? reference,
        });
        if (result.kind === 'updated') updated += 1;
      }
      await checked(row);
      await closeBatchFailure(db, `refund:${refund.id}`, now);
    },
    async (row, error) => {
      await recordBatchFailure(db, {
        subject: `refund:${row.refund.id}`,
        what: `Checking the refund of ${naira(row.refund.amountKobo)} on ${row.reference} with Paystack`,
        error,
        reference: row.reference,
        amountKobo: row.refund.amountKobo,
        now,
      });
      await checked(row);
    },
  );
  return { checked: due.length, updated };
}
