import {
  SANDBOX_REFUND_STATUSES,
  SANDBOX_TRANSACTION_STATUSES,
  type SandboxRefundStatus,
  type SandboxTransactionStatus,
} from '@alaafia/domain';
import { statusCheck } from './status-check.js';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/* The sandbox payment provider (integrations/payments/sandbox.ts owns these tables). */

/**
 * The sandbox payment provider's ledger: what Paystack would hold for each reference (status,
 * amount, channel, the card authorization), so the offline flow behaves like the real one.
 */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    /** pending | success | failed | reversed */
    status: text('status').$type<SandboxTransactionStatus>().notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('NGN'),
    channel: text('channel').notNull(),
    email: text('email').notNull(),
    authorizationCode: text('authorization_code'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedKobo: bigint('refunded_kobo', { mode: 'number' }).notNull().default(0),
    /** The sandbox settlement that paid this charge out (sandboxSettlements), once settled. */
    settlementId: integer('settlement_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('sandbox_transactions_status_check', t.status, SANDBOX_TRANSACTION_STATUSES),
    uniqueIndex('sandbox_transactions_reference_key').on(t.reference),
    index('sandbox_transactions_settlement_idx').on(t.settlementId),
  ],
);

/**
 * The sandbox's settlements, as Paystack pays a day's successful charges into our bank the next
 * working day (docs/business-rules.md, 'Reconciliation with Paystack'): one per day of charges.
 */
export const sandboxSettlements = pgTable(
  'sandbox_settlements',
  {
    id: serial('id').primaryKey(),
    /** The Lagos day of the charges it pays out. */
    chargesDate: date('charges_date').notNull(),
    /** The day it reached the bank: the next working day after the charges (or the day it was forced). */
    settlementDate: date('settlement_date').notNull(),
    /** The day's charges before fees (Paystack's `total_processed`). */
    totalAmountKobo: bigint('total_amount_kobo', { mode: 'number' }).notNull(),
    totalFeesKobo: bigint('total_fees_kobo', { mode: 'number' }).notNull(),
    /**
     * Kept back for what was drawn from the balance and not yet kept back by an earlier settlement
     * (refunds processed, transfers sent with their fees, less transfers reversed), at most the
     * charges less the fees: Paystack's `deductions`. What reached the bank is total − fees −
     * deductions. Top-ups are never settled: they stay in the balance for transfers.
     */
    deductionsKobo: bigint('deductions_kobo', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sandbox_settlements_charges_date_key').on(t.chargesDate)],
);

/**
 * Top-ups of the sandbox's Paystack balance: what finance does on Paystack's dashboard
 * (POST /api/sandbox/paystack/top-up), so the sandbox's transfers and settlements see the money.
 */
export const sandboxTopUps = pgTable('sandbox_top_ups', {
  id: serial('id').primaryKey(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The sandbox provider's refunds, with Paystack's refund statuses (pending, processing, processed,
 * failed, needs-attention), so refund outcomes can be fetched, polled and simulated offline.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: serial('id').primaryKey(),
    transactionReference: text('transaction_reference').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    status: text('status').$type<SandboxRefundStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [statusCheck('sandbox_refunds_status_check', t.status, SANDBOX_REFUND_STATUSES)],
);

/** The sandbox provider's transfers: what Paystack would hold for each transfer reference. */
export const sandboxTransfers = pgTable(
  'sandbox_transfers',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    recipientCode: text('recipient_code').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    reason: text('reason'),
    /** pending | success | failed | reversed */
    status: text('status').$type<SandboxTransactionStatus>().notNull(),
    transferCode: text('transfer_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    statusCheck('sandbox_transfers_status_check', t.status, SANDBOX_TRANSACTION_STATUSES),
    uniqueIndex('sandbox_transfers_reference_key').on(t.reference),
  ],
);
