import {
  addDays,
  addWorkingDays,
  formatNaira,
  koboToNaira,
  kobo,
  lagosDate,
  paystackLocalFeeKobo,
  SETTLEMENT_BREAK_AFTER_WORKING_DAYS,
  startOfLagosDay,
  type ReconciliationAnswer,
  type ReconciliationBreakReason,
} from '@alaafia/domain';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { settlements, settlementTransactions } from '../../../db/schema/index.js';
import type { DbOrTx } from '../../../db/client.js';
import type { ProviderSettlement } from '../../../integrations/payments/types.js';
import { eachOnItsOwn } from '../../../lib/batch.js';
import {
  cashDrawnAtPaystack,
  cashTakenFor,
  credit,
  debit,
  paymentsTakenAtPaystack,
  postEntry,
} from '../../platform/ledger/index.js';
import {
  closeBatchFailure,
  closeSubjectItem,
  closeTopUpItem,
  raiseWorkItem,
  recordBatchFailure,
  workItemRaisedAbout,
} from '../../platform/work-queue/index.js';

/** The daily job looks at least this many days back, so a day it missed (or a late settlement) is still read. */
const RECONCILE_LOOKBACK_DAYS = 7;
/**
 * It looks further back, to the oldest payment no settlement has paid out yet, but never more than
 * this many days: a payment older than that was a `not_settled` break long before.
 */
const RECONCILE_MAX_LOOKBACK_DAYS = 90;

const BREAK_NOTES: Record<ReconciliationBreakReason, string> = {
  not_in_ledger: 'Paystack settled a payment the ledger has no record of taking.',
  amount_differs: 'Paystack settled a different amount from what the ledger says we took.',
  fee_differs: "Paystack's fee differs from its local fee rule (1.5% + ₦100, capped at ₦2,000).",
  totals_differ:
    "The settlement's own figures disagree: its transactions do not add up to its total processed, or total processed less fees and deductions is not what reached the bank.",
  deductions_differ:
    'Paystack kept back more from this settlement than the ledger says we drew from the balance (refunds, payouts and their fees, chargebacks) and it had not kept back before.',
  not_settled: 'No Paystack settlement has paid out this payment within its expected days.',
};

const naira = (k: number) => formatNaira(koboToNaira(k));

/**
 * What the ledger says was drawn from the balance and not yet kept back from a settlement: what was
 * drawn (cashDrawnAtPaystack) less the deductions of the settlements read so far. A top-up is not
 * kept back: it stays in the balance.
 */
async function ledgerDrawnNotDeductedKobo(tx: DbOrTx): Promise<number> {
  const [deducted] = await tx
    .select({ kobo: sql<string>`coalesce(sum(${settlements.deductionsKobo}), 0)::text` })
    .from(settlements);
  return (await cashDrawnAtPaystack(tx)) - Number(deducted?.kobo ?? 0);
}

/**
 * The payments no settlement has paid out yet (and, `onlyUnbroken`, not already a `not_settled`
 * break), taken since `since`: reference, what was taken, when.
 */
async function unsettledPayments(db: DbOrTx, since: Date, onlyUnbroken: boolean) {
  const settled = (reference: SQL) => sql`exists (select 1 from ${settlementTransactions}
    where ${settlementTransactions.reference} = ${reference})`;
  return paymentsTakenAtPaystack(db, {
    since,
    unless: (reference) =>
      onlyUnbroken
        ? sql`(${settled(reference)} or ${workItemRaisedAbout(sql`'unsettled:' || ${reference}`, 'reconciliation.break')})`
        : settled(reference),
  });
}

/**
 * One settlement, in one transaction: stored with Paystack's figures; each of its transactions
 * matched to the ledger by its reference (the amount we took, and Paystack's fee against its local
 * fee rule); its own figures checked (its transactions add up to `total_processed`, and
 * `total_processed − total_fees − deductions = effective_amount`) and its deductions against what
 * the ledger drew; anything unmatched put before finance (`reconciliation.break`); a payment it pays
 * out that was a `not_settled` break closes that break; and it is posted once: the fees to Paystack
 * fees, what reached the bank from cash at Paystack to the bank (the deductions left cash at
 * Paystack when the refunds and payouts they pay for were posted).
 */
async function reconcileOne(
  ctx: AppContext,
  s: ProviderSettlement,
): Promise<{ matched: number; breaks: number } | null> {
  const lines = await ctx.payments.settlementTransactions(s.id);
  return ctx.database.db.transaction(async (tx) => {
    const now = ctx.now();
    const drawn = await ledgerDrawnNotDeductedKobo(tx);
    const linesKobo = lines.reduce((sum, l) => sum + l.amountKobo, 0);
    const settlementBreak: ReconciliationBreakReason | null =
      linesKobo !== s.totalProcessedKobo ||
      s.totalProcessedKobo - s.totalFeesKobo - s.deductionsKobo !== s.effectiveAmountKobo
        ? 'totals_differ'
        : s.deductionsKobo > Math.max(drawn, 0)
          ? 'deductions_differ'
          : null;
    const [inserted] = await tx
      .insert(settlements)
      .values({
        providerSettlementId: s.id,
        settlementDate: s.settlementDate,
        totalProcessedKobo: s.totalProcessedKobo,
        totalAmountKobo: s.totalAmountKobo,
        totalFeesKobo: s.totalFeesKobo,
        deductionsKobo: s.deductionsKobo,
        effectiveAmountKobo: s.effectiveAmountKobo,
        breakReason: settlementBreak,
        transactions: lines.length,
        reconciledAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return null; // another worker read it first
    let matched = 0;
    let breaks = 0;
    if (settlementBreak) {
      breaks += 1;
      await raiseWorkItem(tx, {
        kind: 'reconciliation.break',
        subject: `settlement:${s.id}`,
        customerId: null,
        transactionReference: s.id,
        amountKobo: s.effectiveAmountKobo,
        note: `${BREAK_NOTES[settlementBreak]} Settlement ${s.id} of ${s.settlementDate}: ${lines.length} transactions of ${naira(linesKobo)}; total processed ${naira(s.totalProcessedKobo)}, fees ${naira(s.totalFeesKobo)}, deductions ${naira(s.deductionsKobo)}, to the bank ${naira(s.effectiveAmountKobo)}; the ledger drew ${naira(drawn)} not yet kept back.`,
        now,
      });
    }
    for (const line of lines) {
      const ledgerKobo = await cashTakenFor(tx, line.reference);
      const expectedFee = paystackLocalFeeKobo(line.amountKobo);
      const reason: ReconciliationBreakReason | null =
        ledgerKobo === 0
          ? 'not_in_ledger'
          : ledgerKobo !== line.amountKobo
            ? 'amount_differs'
            : line.feesKobo !== expectedFee
              ? 'fee_differs'
              : null;
      await tx.insert(settlementTransactions).values({
        providerSettlementId: s.id,
        settlementDate: s.settlementDate,
        reference: line.reference,
        amountKobo: line.amountKobo,
        feeKobo: line.feesKobo,
        expectedFeeKobo: expectedFee,
        ledgerKobo,
        breakReason: reason,
        createdAt: now,
      });
      // Paid out after all: a not_settled break on it is closed.
      await closeSubjectItem(
        tx,
        `unsettled:${line.reference}`,
        'reconciliation.break',
        now,
        `Paid out by settlement ${s.id} of ${s.settlementDate}.`,
      );
      if (!reason) {
        matched += 1;
        continue;
      }
      breaks += 1;
      await raiseWorkItem(tx, {
        kind: 'reconciliation.break',
        customerId: null,
        transactionReference: line.reference,
        amountKobo: line.amountKobo,
        note: `${BREAK_NOTES[reason]} Settlement ${s.id} of ${s.settlementDate}: settled ${naira(line.amountKobo)}, fee ${naira(line.feesKobo)}; the ledger has ${naira(ledgerKobo)}.`,
        now,
      });
    }
    // The money moved whatever we matched: the fees are Paystack's, what reached the bank is ours.
    await postEntry(tx, {
      at: now,
      memo: `Paystack settlement ${s.id} of ${s.settlementDate} (${lines.length} transactions${s.deductionsKobo > 0 ? `, ${naira(s.deductionsKobo)} kept back for what was drawn` : ''})`,
      kind: 'settlement.paid',
      idempotencyKey: `settlement.paid:${s.id}`,
      lines: [
        debit('bank', kobo(s.effectiveAmountKobo)),
        debit('paystack_fees', kobo(s.totalFeesKobo)),
        credit('cash_at_paystack', kobo(s.effectiveAmountKobo + s.totalFeesKobo)),
      ],
    });
    // Paystack kept back what the balance owed: a top-up asked for while it was below zero is done.
    await closeTopUpItem(tx, {
      now,
      note: `The balance is back above zero after settlement ${s.id} of ${s.settlementDate}.`,
      ifCovered: true,
    });
    return { matched, breaks };
  });
}

/**
 * The payments no settlement paid out within their expected days (taken on day D, still in none by
 * D + SETTLEMENT_BREAK_AFTER_WORKING_DAYS working days): each is a `not_settled` break, once (a
 * later settlement that pays it out closes it). Answers how many were raised.
 */
async function raiseUnsettledBreaks(ctx: AppContext, today: string): Promise<number> {
  const { db } = ctx.database;
  const now = ctx.now();
  const since = startOfLagosDay(addDays(today, -RECONCILE_MAX_LOOKBACK_DAYS));
  let raised = 0;
  for (const p of await unsettledPayments(db, since, true)) {
    const day = lagosDate(p.at);
    const due = addWorkingDays(day, SETTLEMENT_BREAK_AFTER_WORKING_DAYS);
    if (today <= due) continue;
    await raiseWorkItem(db, {
      kind: 'reconciliation.break',
      subject: `unsettled:${p.reference}`,
      customerId: null,
      transactionReference: p.reference,
      amountKobo: Number(p.kobo),
      note: `${BREAK_NOTES.not_settled} Taken on ${day} (${naira(Number(p.kobo))}); expected in a settlement by ${addWorkingDays(day, 1)}. Ask Paystack where it is (it may be held, reversed or in a settlement we could not read).`,
      now,
      update: false,
    });
    raised += 1;
  }
  return raised;
}

/**
 * The daily reconciliation with Paystack (docs/operations.md, 'Reconciliation with Paystack'): the
 * settlements paid out since the oldest payment not yet paid out (at least RECONCILE_LOOKBACK_DAYS,
 * at most RECONCILE_MAX_LOOKBACK_DAYS back) that we have not read are read oldest first, each on its
 * own (reconcileOne, its own transaction): one that fails is put before finance (`batch.failed`) and
 * tried again on the next run, and the others go on. A settlement already read is skipped, so a
 * second run posts nothing twice. Then every payment no settlement paid out within its expected days
 * becomes a `not_settled` break (raiseUnsettledBreaks).
 */
export async function reconcileSettlements(
  ctx: AppContext,
  range?: { from: string; to: string },
): Promise<{
  settlements: number;
  matched: number;
  breaks: number;
  failed: number;
  not_settled: number;
}> {
  const { db } = ctx.database;
  const today = lagosDate(ctx.now());
  let from = addDays(today, -RECONCILE_LOOKBACK_DAYS);
  if (!range) {
    const since = startOfLagosDay(addDays(today, -RECONCILE_MAX_LOOKBACK_DAYS));
    const [oldest] = await unsettledPayments(db, since, false);
    if (oldest && lagosDate(oldest.at) < from) from = lagosDate(oldest.at);
  }
  const found = (await ctx.payments.listSettlements(range ?? { from, to: today }))
    .filter((s) => s.status === 'success')
    .sort((a, b) => a.settlementDate.localeCompare(b.settlementDate) || a.id.localeCompare(b.id));
  let read = 0;
  let matched = 0;
  let breaks = 0;
  const { failed } = await eachOnItsOwn(
    found,
    async (s) => {
      const [seen] = await db
        .select({ id: settlements.id })
        .from(settlements)
        .where(eq(settlements.providerSettlementId, s.id))
        .limit(1);
      if (seen) return;
      const done = await reconcileOne(ctx, s);
      await closeBatchFailure(db, `settlement:${s.id}`, ctx.now());
      if (!done) return;
      read += 1;
      matched += done.matched;
      breaks += done.breaks;
    },
    (s, error) =>
      recordBatchFailure(db, {
        subject: `settlement:${s.id}`,
        what: `Reconciling Paystack settlement ${s.id} of ${s.settlementDate} (${naira(s.effectiveAmountKobo)} to the bank)`,
        error,
        reference: s.id,
        amountKobo: s.effectiveAmountKobo,
        now: ctx.now(),
      }),
  );
  const notSettled = await raiseUnsettledBreaks(ctx, today);
  return { settlements: read, matched, breaks, failed, not_settled: notSettled };
}

/** GET /api/admin/finance/reconciliation?date=: the settlements paid out that day and their matching. */
export async function reconciliationOf(
  ctx: AppContext,
  date: string,
): Promise<ReconciliationAnswer> {
  const { db } = ctx.database;
  const paid = await db
    .select()
    .from(settlements)
    .where(eq(settlements.settlementDate, date))
    .orderBy(asc(settlements.id));
  const rows = await db
    .select()
    .from(settlementTransactions)
    .where(eq(settlementTransactions.settlementDate, date))
    .orderBy(asc(settlementTransactions.id));
  return {
    date,
    settlements: paid.map((s) => ({
      provider_id: s.providerSettlementId,
      total_processed_kobo: s.totalProcessedKobo,
      total_fees_kobo: s.totalFeesKobo,
      total_amount_kobo: s.totalAmountKobo,
      deductions_kobo: s.deductionsKobo,
      net_kobo: s.effectiveAmountKobo,
      transactions: s.transactions,
      break_reason: s.breakReason,
    })),
    matched: rows.filter((r) => r.breakReason === null).length,
    unmatched: rows
      .filter((r) => r.breakReason !== null)
      .map((r) => ({
        provider_id: r.providerSettlementId,
        reference: r.reference,
        amount_kobo: r.amountKobo,
        fee_kobo: r.feeKobo,
        ledger_kobo: r.ledgerKobo,
        expected_fee_kobo: r.expectedFeeKobo,
        reason: r.breakReason!,
      })),
  };
}
