import {
  BORDEREAU_TRANSACTION_TYPES,
  LEDGER_ACCOUNT_TYPES,
  type BordereauTransactionType,
  type LedgerAccountCode,
  type LedgerAccountType,
} from '@alaafia/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { statusCheck } from './status-check.js';

/*
 * The books (modules/platform/ledger owns these tables; docs/business-rules.md, "The books"): a
 * double-entry journal in kobo. Entries and lines are append-only (a trigger refuses UPDATE, DELETE
 * and TRUNCATE; migration 0036_ledger.sql), each entry's lines sum to zero within each set of books
 * (a deferred constraint trigger checks it at commit), a line can only be added to an entry written
 * in the same transaction, and no entry is dated in a closed month (triggers of the agency-books
 * migration, issue 36). No foreign keys to other modules' tables: the journal outlives what it
 * records (a closed account's rows are erased, its books are kept).
 */

/** The chart of accounts, written by the seed from LEDGER_ACCOUNTS (packages/domain/src/ledger.ts). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    code: text('code').$type<LedgerAccountCode>().primaryKey(),
    name: text('name').notNull(),
    type: text('type').$type<LedgerAccountType>().notNull(),
    /** What it holds, in a sentence. */
    holds: text('holds').notNull().default(''),
    /** An account of the chart before issue 36: kept for the entries that used it, nothing posts to it. */
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [statusCheck('ledger_accounts_type_check', t.type, LEDGER_ACCOUNT_TYPES)],
);

/** One journal entry: an event that moved (or promised) money, with what it is about. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    /** When the event happened (the application clock). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    memo: text('memo').notNull(),
    /** What kind of event: premium.received, refund.sent, claim.approved... (docs/business-rules.md). */
    kind: text('kind').notNull(),
    /** The payment reference (ALF-...) the entry is about, when there is one. */
    reference: text('reference'),
    claimId: integer('claim_id'),
    policyId: integer('policy_id'),
    sponsorId: integer('sponsor_id'),
    /**
     * A premium earned over time (a yearly HealthCash premium, kind premium.unearned): the cover
     * period it is earned over, day by day (docs/business-rules.md, "Earned and unearned premium").
     */
    periodFrom: date('period_from'),
    periodTo: date('period_to'),
    /** Set on a reversing entry: the entry it cancels (each entry is reversed at most once). */
    reversesEntryId: integer('reverses_entry_id').references((): AnyPgColumn => ledgerEntries.id),
    /**
     * A premium written (kind premium.written) is earned over its period; an entry that takes it
     * back (a refund, a lost chargeback) names it here (docs/business-rules.md, 'Earning').
     */
    premiumEntryId: integer('premium_entry_id').references((): AnyPgColumn => ledgerEntries.id),
    /** The bordereau's transaction type of a premium entry: new, renewal, cancellation, endorsement, promotion. */
    transactionType: text('transaction_type').$type<BordereauTransactionType>(),
    /** The product of a premium written (EI, HI, HTCI). */
    productUid: text('product_uid'),
    /**
     * A late event of a closed month, posted in the open month (docs/business-rules.md, 'Period
     * close'): the closed month it belongs to (YYYY-MM).
     */
    lateForMonth: text('late_for_month'),
    /**
     * The transaction that wrote the entry (PostgreSQL's txid_current()): a trigger refuses a line
     * added to an entry by any later transaction.
     */
    writtenInTx: bigint('written_in_tx', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
    /** One per event: a retried event finds its key taken and posts nothing. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('ledger_entries_reverses_key').on(t.reversesEntryId),
    index('ledger_entries_reference_idx').on(t.reference),
    index('ledger_entries_claim_idx').on(t.claimId),
    index('ledger_entries_at_idx').on(t.at),
    index('ledger_entries_premium_entry_idx').on(t.premiumEntryId),
    index('ledger_entries_policy_idx').on(t.policyId),
    // The premiums still earning (written ones whose period ends after a day) and the last day the
    // daily earning posted (the latest earning.daily's period), read on every premium written.
    index('ledger_entries_kind_period_idx').on(t.kind, t.periodTo),
    statusCheck(
      'ledger_entries_transaction_type_check',
      t.transactionType,
      BORDEREAU_TRANSACTION_TYPES,
    ),
  ],
);

/** A line of an entry: one account, a debit or a credit in kobo, never both. */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    accountCode: text('account_code')
      .$type<LedgerAccountCode>()
      .notNull()
      .references(() => ledgerAccounts.code),
    debitKobo: bigint('debit_kobo', { mode: 'number' }).notNull().default(0),
    creditKobo: bigint('credit_kobo', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check(
      'ledger_lines_one_side_check',
      sql`${t.debitKobo} >= 0 and ${t.creditKobo} >= 0 and (${t.debitKobo} = 0) <> (${t.creditKobo} = 0)`,
    ),
    index('ledger_lines_entry_idx').on(t.entryId),
    index('ledger_lines_account_idx').on(t.accountCode),
  ],
);

/**
 * The months finance has closed (docs/business-rules.md, 'Period close'): nothing is dated in them
 * any more (a trigger refuses it; a late event posts in the open month, naming the closed one).
 * Closed in order, never reopened.
 */
export const ledgerPeriods = pgTable('ledger_periods', {
  /** YYYY-MM, a Lagos calendar month. */
  month: text('month').primaryKey(),
  /** Its first instant (00:00 Lagos on the 1st) and the next month's. */
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  /** The finance member who closed it (a staff member's id; no foreign key: the books outlive staff rows). */
  closedBy: integer('closed_by').notNull(),
});
