import {
  MONEY_PROPOSAL_STATUSES,
  type LedgerAccountCode,
  type MoneyProposalStatus,
} from '@alaafia/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staffMembers } from './staff.js';
import { statusCheck } from './status-check.js';

/*
 * Finance's own records (modules/back-office/finance owns these tables; docs/business-rules.md,
 * 'Statement of account and remittances', 'Manual journals'): money proposed by one finance member
 * and approved by another ('Who may approve money'), posted to the books on approval.
 */

/**
 * A remittance to the underwriter of one month's balance (or, negative, a cash call: the underwriter
 * pays us what claims took beyond the premium). Posted on approval: due to the underwriter / bank.
 */
export const remittances = pgTable(
  'remittances',
  {
    id: serial('id').primaryKey(),
    /** The month (YYYY-MM) whose statement it settles. */
    month: text('month').notNull(),
    /** Positive: we pay the underwriter; negative: the underwriter pays us. */
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    status: text('status').$type<MoneyProposalStatus>().notNull(),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => staffMembers.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    approvedBy: integer('approved_by').references(() => staffMembers.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The ledger entry posted on approval. */
    entryId: integer('entry_id'),
  },
  (t) => [
    statusCheck('remittances_status_check', t.status, MONEY_PROPOSAL_STATUSES),
    // One remittance waiting per month at a time.
    uniqueIndex('remittances_month_waiting_key')
      .on(t.month)
      .where(sql`${t.status} = 'awaiting_approval'`),
    index('remittances_month_idx').on(t.month),
  ],
);

/** A line of a manual journal, as proposed. */
export interface ManualJournalLine {
  account: LedgerAccountCode;
  debit_kobo: number;
  credit_kobo: number;
}

/**
 * A manual journal (an adjustment): balanced lines and the reason, proposed by a finance member,
 * posted when another approves it.
 */
export const manualJournals = pgTable(
  'manual_journals',
  {
    id: serial('id').primaryKey(),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<ManualJournalLine[]>().notNull(),
    /** A policy the adjustment is about (a premium endorsement), if any. */
    policyId: integer('policy_id'),
    status: text('status').$type<MoneyProposalStatus>().notNull(),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => staffMembers.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    approvedBy: integer('approved_by').references(() => staffMembers.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    entryId: integer('entry_id'),
  },
  (t) => [
    statusCheck('manual_journals_status_check', t.status, MONEY_PROPOSAL_STATUSES),
    check('manual_journals_reason_check', sql`length(${t.reason}) between 5 and 500`),
    index('manual_journals_status_idx').on(t.status, t.id),
  ],
);
