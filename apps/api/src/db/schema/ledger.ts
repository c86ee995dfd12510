import {
  LEDGER_ACCOUNT_TYPES,
  type LedgerAccountCode,
  type LedgerAccountType,
} from '@alaafia/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
 * and TRUNCATE; migration 0036_ledger.sql) and each entry's lines sum to zero (a deferred constraint
 * trigger checks it at commit). No foreign keys to other modules' tables: the journal outlives what
 * it records (a closed account's rows are erased, its books are kept).
 */

/** The chart of accounts, written by the seed from LEDGER_ACCOUNTS (packages/domain/src/ledger.ts). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    code: text('code').$type<LedgerAccountCode>().primaryKey(),
    name: text('name').notNull(),
    type: text('type').$type<LedgerAccountType>().notNull(),
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
