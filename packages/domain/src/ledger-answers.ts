/**
 * The books' routes (issue 27 contract): GET /api/admin/finance/trial-balance and
 * GET /api/admin/finance/journal, their queries and answers (docs/business-rules.md, "The books").
 */
import { z } from 'zod';
import { calendarDay, coercedInt4 } from './input.js';
import { LEDGER_ACCOUNT_CODES, LEDGER_ACCOUNT_TYPES } from './ledger.js';

export const ledgerCopy = {
  asOf: 'Enter the date as YYYY-MM-DD, for example 2026-11-30.',
  journalOf: 'Give a payment reference (ALF-...) or a claim id, not both.',
  reference: 'Enter a payment reference, such as ALF-1A2B3C.',
  claimId: 'Enter a claim id (a number).',
} as const;

export const trialBalanceQuerySchema = z.object({
  as_of: calendarDay(ledgerCopy.asOf).describe(
    'YYYY-MM-DD: the balances at the end of that day (Lagos)',
  ),
});

export const journalQuerySchema = z
  .object({
    reference: z
      .string()
      .trim()
      .min(1, ledgerCopy.reference)
      .max(64, ledgerCopy.reference)
      .optional()
      .describe('a payment reference, ALF-...'),
    claim_id: coercedInt4({ error: ledgerCopy.claimId })
      .int(ledgerCopy.claimId)
      .positive(ledgerCopy.claimId)
      .optional()
      .describe("a claim's id"),
  })
  .refine((q) => (q.reference === undefined) !== (q.claim_id === undefined), {
    message: ledgerCopy.journalOf,
    path: ['reference'],
  });

const accountCode = z.enum(LEDGER_ACCOUNT_CODES as [string, ...string[]]);

export const trialBalanceSchema = z.object({
  as_of: z.string().describe('YYYY-MM-DD'),
  accounts: z.array(
    z.object({
      code: accountCode,
      name: z.string(),
      type: z
        .enum(LEDGER_ACCOUNT_TYPES)
        .describe("memorandum: the underwriter's accounts, kept for it (not Alaafia's)"),
      retired: z.boolean().describe('an account before issue 36, kept for its history'),
      debit_kobo: z.number().int().describe('the balance when it is a debit, else 0'),
      credit_kobo: z.number().int().describe('the balance when it is a credit, else 0'),
    }),
  ),
  total_debit_kobo: z.number().int(),
  total_credit_kobo: z.number().int(),
  sections: z
    .object({
      alaafia: z.object({ debit_kobo: z.number().int(), credit_kobo: z.number().int() }),
      underwriter: z.object({ debit_kobo: z.number().int(), credit_kobo: z.number().int() }),
    })
    .describe("the totals within each set of books: Alaafia's own, the underwriter's"),
});
export type TrialBalanceAnswer = z.infer<typeof trialBalanceSchema>;

export const journalEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO 8601'),
  memo: z.string(),
  kind: z.string().describe('premium.received, refund.sent, claim.approved...'),
  reverses_entry_id: z.number().int().nullable(),
  late_for_month: z
    .string()
    .nullable()
    .describe('a late event of a closed month (YYYY-MM), posted in the open month'),
  lines: z.array(
    z.object({
      account_code: accountCode,
      debit_kobo: z.number().int(),
      credit_kobo: z.number().int(),
    }),
  ),
});
export type JournalEntryAnswer = z.infer<typeof journalEntrySchema>;
