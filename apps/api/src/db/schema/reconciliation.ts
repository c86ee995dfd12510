import {
  PAYSTACK_TOP_UP_STATUSES,
  RECONCILIATION_BREAK_REASONS,
  type PaystackTopUpStatus,
  type ReconciliationBreakReason,
} from '@alaafia/domain';
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
import { staffMembers } from './staff.js';
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
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    feeKobo: bigint('fee_kobo', { mode: 'number' }).notNull(),
    expectedFeeKobo: bigint('expected_fee_kobo', { mode: 'number' }).notNull(),
    /** What the ledger says Paystack took for this reference (cash at Paystack debited). */
    ledgerKobo: bigint('ledger_kobo', { mode: 'number' }).notNull(),
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
    // Is a payment in any settlement (the not_settled check)?
    index('settlement_transactions_reference_idx').on(t.reference),
  ],
);

/**
 * Each settlement the reconciliation read, with its figures as Paystack gives them (one ledger entry
 * each): `total_processed` (the charges), `total_fees`, `total_amount` (charges less fees),
 * `deductions` (kept back for what was drawn from the balance) and `effective_amount` (what reached
 * the bank). Rows read before migration 0049 have `total_processed` from their transactions,
 * `effective_amount` from their ledger entry and no deductions.
 */
export const settlements = pgTable(
  'settlements',
  {
    id: serial('id').primaryKey(),
    providerSettlementId: text('provider_settlement_id').notNull(),
    settlementDate: date('settlement_date').notNull(),
    totalAmountKobo: bigint('total_amount_kobo', { mode: 'number' }).notNull(),
    totalFeesKobo: bigint('total_fees_kobo', { mode: 'number' }).notNull(),
    totalProcessedKobo: bigint('total_processed_kobo', { mode: 'number' }).notNull().default(0),
    deductionsKobo: bigint('deductions_kobo', { mode: 'number' }).notNull().default(0),
    effectiveAmountKobo: bigint('effective_amount_kobo', { mode: 'number' }).notNull().default(0),
    /** null when its figures add up and its deductions are what the ledger drew. */
    breakReason: text('break_reason').$type<ReconciliationBreakReason>(),
    transactions: integer('transactions').notNull(),
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    statusCheck('settlements_break_reason_check', t.breakReason, RECONCILIATION_BREAK_REASONS),
    uniqueIndex('settlements_provider_key').on(t.providerSettlementId),
    index('settlements_date_idx').on(t.settlementDate),
  ],
);

/**
 * Top-ups of our Paystack balance (issue 36 item 8; modules/back-office/finance owns it): finance
 * tops the balance up on Paystack's dashboard and records it here; a second finance member approves
 * it, and the books post it (cash at Paystack from the bank) in the same transaction.
 */
export const paystackTopUps = pgTable(
  'paystack_top_ups',
  {
    id: serial('id').primaryKey(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    bankReference: text('bank_reference').notNull(),
    madeOn: date('made_on').notNull(),
    status: text('status').$type<PaystackTopUpStatus>().notNull().default('awaiting_approval'),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => staffMembers.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    approvedBy: integer('approved_by').references(() => staffMembers.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    statusCheck('paystack_top_ups_status_check', t.status, PAYSTACK_TOP_UP_STATUSES),
    check('paystack_top_ups_amount_check', sql`${t.amountKobo} > 0`),
    uniqueIndex('paystack_top_ups_bank_reference_key').on(t.bankReference),
    index('paystack_top_ups_status_idx').on(t.status, t.recordedAt),
  ],
);
