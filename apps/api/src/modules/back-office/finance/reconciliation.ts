import {
  addDays,
  formatNaira,
  koboToNaira,
  kobo,
  lagosDate,
  paystackLocalFeeKobo,
  type ReconciliationAnswer,
  type ReconciliationBreakReason,
} from '@alaafia/domain';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { settlements, settlementTransactions } from '../../../db/schema/index.js';
import { cashTakenFor, credit, debit, postEntry } from '../../platform/ledger/index.js';
import { raiseWorkItem } from '../../platform/work-queue/index.js';

/** The daily job looks this many days back, so a day it missed (or a late settlement) is still read. */
export const RECONCILE_LOOKBACK_DAYS = 7;

const BREAK_NOTES: Record<ReconciliationBreakReason, string> = {
  not_in_ledger: 'Paystack settled a payment the ledger has no record of taking.',
  amount_differs: 'Paystack settled a different amount from what the ledger says we took.',
  fee_differs: "Paystack's fee differs from its local fee rule (1.5% + ₦100, capped at ₦2,000).",
};

/**
 * The daily reconciliation with Paystack (docs/operations.md, 'Reconciliation with Paystack'): each
 * settlement paid out in the last RECONCILE_LOOKBACK_DAYS days that we have not read yet is read with
 * its transactions, in one transaction: each transaction is matched to the ledger by its reference
 * (the amount we took, and Paystack's fee against its local fee rule) and stored; anything unmatched
 * is put before finance (`reconciliation.break`); and the settlement is posted once: its fees to
 * Paystack fees and its net from cash at Paystack to the bank. A settlement already read is skipped,
 * so a second run posts nothing twice.
 */
export async function reconcileSettlements(
  ctx: AppContext,
  range?: { from: string; to: string },
): Promise<{ settlements: number; matched: number; breaks: number }> {
  const { db } = ctx.database;
  const today = lagosDate(ctx.now());
  const { from, to } = range ?? { from: addDays(today, -RECONCILE_LOOKBACK_DAYS), to: today };
  const found = await ctx.payments.listSettlements({ from, to });
  let read = 0;
  let matched = 0;
  let breaks = 0;
  for (const s of found) {
    if (s.status !== 'success') continue;
    const [seen] = await db
      .select({ id: settlements.id })
      .from(settlements)
      .where(eq(settlements.providerSettlementId, s.id))
      .limit(1);
    if (seen) continue;
    const lines = await ctx.payments.settlementTransactions(s.id);
    await db.transaction(async (tx) => {
      const now = ctx.now();
      const [inserted] = await tx
        .insert(settlements)
        .values({
          providerSettlementId: s.id,
          settlementDate: s.settlementDate,
          totalAmountKobo: s.totalAmountKobo,
          totalFeesKobo: s.totalFeesKobo,
          transactions: lines.length,
          reconciledAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) return; // another worker read it first
      read += 1;
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
          note: `${BREAK_NOTES[reason]} Settlement ${s.id} of ${s.settlementDate}: settled ${formatNaira(koboToNaira(line.amountKobo))}, fee ${formatNaira(koboToNaira(line.feesKobo))}; the ledger has ${formatNaira(koboToNaira(ledgerKobo))}.`,
          now,
        });
      }
      // The money moved whatever we matched: the fees are Paystack's, the net is in our bank.
      await postEntry(tx, {
        at: now,
        memo: `Paystack settlement ${s.id} of ${s.settlementDate} (${lines.length} transactions)`,
        kind: 'settlement.paid',
        idempotencyKey: `settlement.paid:${s.id}`,
        lines: [
          debit('bank', kobo(s.effectiveAmountKobo)),
          debit('paystack_fees', kobo(s.totalFeesKobo)),
          credit('cash_at_paystack', kobo(s.effectiveAmountKobo + s.totalFeesKobo)),
        ],
      });
    });
  }
  return { settlements: read, matched, breaks };
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
      total_amount_kobo: s.totalAmountKobo,
      total_fees_kobo: s.totalFeesKobo,
      net_kobo: s.totalAmountKobo - s.totalFeesKobo,
      transactions: s.transactions,
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
