import { RECONCILIATION_BREAK_REASONS, type ReconciliationBreakReason } from '@alaafia/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { statusCheck } from './status-check.js';

/**
 * Each transaction of each Paystack settlement, as the daily reconciliation matched it against the
 * ledger (modules/back-office/finance/reconciliation.ts owns it; docs/business-rules.md,
 * 'Reconciliation with Paystack'): matched, or a break with its reason (a finance item).
 */
export const settlementTransactions = pgTable(
  'settlement_transactions',
  {
    id: serial('id').primaryKey(),
    /** The settlement's id at the provider. */
    providerSettlementId: text('provider_settlement_id').notNull(),
    settlementDate: date('settlement_date').notNull(),
    reference: text('reference').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    feeKobo: integer('fee_kobo').notNull(),
    expectedFeeKobo: integer('expected_fee_kobo').notNull(),
    /** What the ledger says Paystack took for this reference (cash at Paystack debited). */
    ledgerKobo: integer('ledger_kobo').notNull(),
    /** null when matched */
    breakReason: text('break_reason').$type<ReconciliationBreakReason>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    statusCheck(
      'settlement_transactions_break_reason_check',
      t.breakReason,
      RECONCILIATION_BREAK_REASONS,
    ),
    check('settlement_transactions_amounts_check', sql`${t.amountKobo} >= 0 and ${t.feeKobo} >= 0`),
    uniqueIndex('settlement_transactions_key').on(t.providerSettlementId, t.reference),
    index('settlement_transactions_date_idx').on(t.settlementDate),
  ],
);

/** Each settlement the reconciliation read, with its totals (one ledger entry each). */
export const settlements = pgTable(
  'settlements',
  {
    id: serial('id').primaryKey(),
    providerSettlementId: text('provider_settlement_id').notNull(),
    settlementDate: date('settlement_date').notNull(),
    totalAmountKobo: bigint('total_amount_kobo', { mode: 'number' }).notNull(),
    totalFeesKobo: bigint('total_fees_kobo', { mode: 'number' }).notNull(),
    transactions: integer('transactions').notNull(),
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('settlements_provider_key').on(t.providerSettlementId),
    index('settlements_date_idx').on(t.settlementDate),
  ],
);
