/**
 * Finance's routes of the agency books (issues 27 and 36; docs/business-rules.md, 'The books'): the
 * underwriter's bordereaux and summary, the statement of account, remittances, hospitals' capitation
 * payments, manual journals and period close; their queries, bodies and answers. Money is kobo.
 */
import { calendarMonth, text } from './input.js';
import {
  BORDEREAU_TRANSACTION_TYPES,
  LEDGER_ACCOUNT_CODES,
  MONEY_PROPOSAL_STATUSES,
} from './ledger.js';
import { z } from './zod.js';

export const financeCopy = {
  month: 'Choose a month as YYYY-MM, for example 2026-11.',
  format: 'Choose a format: json, csv or xlsx.',
  monthNotEnded: 'This month has not ended yet: it can be remitted once it has.',
  nothingToRemit: 'Nothing is due for this month: its balance is 0.',
  balanceMoved:
    'The month’s balance has changed since this was proposed: propose it again with today’s figure.',
  notWaiting: 'This is not waiting for approval.',
  journalReason: 'Say why (5 to 500 characters): it is kept with the journal.',
  journalLines:
    'Give at least two lines, each a debit or a credit in whole kobo on an account of the chart.',
  journalUnbalanced:
    'The debits and credits must be equal, in Alaafia’s accounts and in the underwriter’s each.',
  journalRetired: 'This account is no longer used: choose one of the current chart.',
  notEnded: 'This month has not ended: it can be closed once it has.',
  alreadyClosed: 'This month is already closed.',
  earlierOpen: (month: string) => `Close ${month} first: months are closed in order.`,
  bordereauxNotSent:
    'Send the month’s premium and claims bordereaux to the underwriter (download them) before closing it.',
  noStatement: 'This hospital has no capitation statement for that month yet.',
  statementPaid: 'This statement is already paid, or its payment is waiting for approval.',
} as const;

/** A real month within the years the books take (issue 38, item 15: `0000-01` or `9999-12` are 422). */
const monthString = calendarMonth(financeCopy.month);

export const monthQuerySchema = z.object({
  month: monthString.describe('YYYY-MM: the Lagos calendar month'),
});

export const bordereauQuerySchema = monthQuerySchema.extend({
  format: z
    .enum(['json', 'csv', 'xlsx'], { error: financeCopy.format })
    .default('json')
    .describe('json (kobo), or a csv or xlsx file (naira)'),
});

const koboInt = z.number().int();

export const premiumBordereauRowSchema = z.object({
  entry_id: z.number().int(),
  date: z.string(),
  kind: z
    .string()
    .describe(
      'the ledger entry: premium.written, premium.restated, refund.approved, chargeback.lost, premium.earned (earning alone); before issue 36 also premium.received, premium.unearned, sponsor.receivable',
    ),
  reference: z.string().nullable(),
  policy_number: z.string().nullable().describe('the certificate / policy reference'),
  product: z.string().nullable(),
  insured: z.string().nullable(),
  period_from: z.string().nullable(),
  period_to: z.string().nullable().describe('the day after the cover ends'),
  inception_date: z.string().nullable().describe('the first day of cover this premium pays for'),
  expiry_date: z.string().nullable().describe('its last day of cover'),
  sum_insured_kobo: koboInt.nullable(),
  transaction_type: z.enum(BORDEREAU_TRANSACTION_TYPES).nullable(),
  gross_premium_kobo: koboInt.describe('premium written by this row (negative: taken back)'),
  written_premium_kobo: koboInt,
  earned_premium_kobo: koboInt.describe('what this premium earned in the month, by the day'),
  unearned_kobo: koboInt.describe("what it moved of the underwriter's unearned premium"),
  commission_kobo: koboInt.describe('our commission, VAT included'),
  vat_on_commission_kobo: koboInt,
  net_due_kobo: koboInt.describe("the underwriter's net: gross less commission"),
});
export type PremiumBordereauRow = z.infer<typeof premiumBordereauRowSchema>;

export const premiumBordereauTotalsSchema = z.object({
  gross_premium_kobo: koboInt,
  written_premium_kobo: koboInt,
  earned_premium_kobo: koboInt,
  unearned_kobo: koboInt,
  commission_kobo: koboInt,
  vat_on_commission_kobo: koboInt,
  net_due_kobo: koboInt,
});

export const claimBordereauRowSchema = z.object({
  claim_number: z.string(),
  policy_number: z.string(),
  product: z.string(),
  benefit: z.string(),
  cause: z.string().describe('income: the reason for the job loss; HealthCash: the benefit'),
  date_of_loss: z.string(),
  notified_on: z.string(),
  status: z.string(),
  decided_on: z.string().nullable(),
  amount_claimed_kobo: koboInt.nullable(),
  payee: z.string().describe('the name on the account it is paid to'),
  incurred_kobo: koboInt.describe('paid in the month + the change in its case reserve'),
  paid_kobo: koboInt,
  reserve_kobo: koboInt.describe('its case reserve at the month’s end'),
  outstanding_kobo: koboInt,
  statutory_due_by: z.string().describe('60 days after it was notified (NIIRA 2025 s.210)'),
  days_to_payment: z
    .number()
    .int()
    .nullable()
    .describe('days from notification to its last payment, once settled'),
});
export type ClaimBordereauRow = z.infer<typeof claimBordereauRowSchema>;

export const claimBordereauTotalsSchema = z.object({
  incurred_kobo: koboInt,
  paid_kobo: koboInt,
  outstanding_kobo: koboInt,
  reserve_kobo: koboInt.describe('case reserves at the month’s end'),
  reserve_opening_kobo: koboInt.describe('case reserves at its start'),
  capitation_kobo: koboInt.describe('hospital capitation charged to the underwriter (not a claim)'),
  ibnr_kobo: koboInt.describe('the IBNR reserve at the month’s end'),
  ibnr_change_kobo: koboInt,
});

export const bordereauSummaryRowSchema = z.object({
  product: z.string(),
  premiums_written_kobo: koboInt,
  premiums_earned_kobo: koboInt,
  claims_incurred_kobo: koboInt,
  claims_paid_kobo: koboInt,
  claims_outstanding_kobo: koboInt,
  loss_ratio: z.number().nullable().describe('incurred ÷ earned, to 4 places'),
});

/** GET /api/admin/finance/underwriter-statement?month= */
export const underwriterStatementSchema = z.object({
  month: z.string(),
  gross_premium_kobo: koboInt,
  commission_kobo: koboInt,
  claims_paid_kobo: koboInt,
  capitation_kobo: koboInt,
  adjustments_kobo: koboInt,
  net_due_kobo: koboInt.describe(
    'gross_premium − commission − claims_paid − capitation + adjustments',
  ),
  remitted_kobo: koboInt.describe('remitted for this month (negative: received from it)'),
  balance_kobo: koboInt.describe('net due less remitted: negative when the underwriter owes us'),
});
export type UnderwriterStatementAnswer = z.infer<typeof underwriterStatementSchema>;

/** A proposal of money: who proposed and approved it, and when. */
const proposalFields = {
  id: z.number().int(),
  status: z.enum(MONEY_PROPOSAL_STATUSES),
  proposed_by: z.number().int(),
  proposed_by_name: z.string(),
  proposed_at: z.string(),
  approved_by: z.number().int().nullable(),
  approved_at: z.string().nullable(),
  entry_id: z.number().int().nullable().describe('the ledger entry posted on approval'),
};

export const remittanceBodySchema = z.object({ month: monthString });
export const remittanceSchema = z.object({
  ...proposalFields,
  month: z.string(),
  amount_kobo: koboInt.describe('positive: paid to the underwriter; negative: received from it'),
});
export type RemittanceAnswer = z.infer<typeof remittanceSchema>;

export const capitationPaymentBodySchema = z.object({
  hospital_code: text().trim().min(1).max(20),
  month: monthString,
});
export const capitationPaymentSchema = z.object({
  ...proposalFields,
  hospital: z.object({ code: z.string(), name: z.string() }),
  month: z.string(),
  amount_kobo: koboInt,
});
export type CapitationPaymentAnswer = z.infer<typeof capitationPaymentSchema>;

export const journalLineSchema = z.object({
  account: z.enum(LEDGER_ACCOUNT_CODES, { error: financeCopy.journalLines }),
  debit_kobo: z
    .number({ error: financeCopy.journalLines })
    .int(financeCopy.journalLines)
    .min(0, financeCopy.journalLines)
    .max(Number.MAX_SAFE_INTEGER, financeCopy.journalLines)
    .default(0),
  credit_kobo: z
    .number({ error: financeCopy.journalLines })
    .int(financeCopy.journalLines)
    .min(0, financeCopy.journalLines)
    .max(Number.MAX_SAFE_INTEGER, financeCopy.journalLines)
    .default(0),
});
export const journalBodySchema = z.object({
  reason: text({ error: financeCopy.journalReason })
    .trim()
    .min(5, financeCopy.journalReason)
    .max(500, financeCopy.journalReason),
  lines: z
    .array(journalLineSchema, { error: financeCopy.journalLines })
    .min(2, financeCopy.journalLines)
    .max(40, financeCopy.journalLines),
});
export type JournalBody = z.infer<typeof journalBodySchema>;
export const manualJournalSchema = z.object({
  ...proposalFields,
  reason: z.string(),
  lines: z.array(
    z.object({ account: z.enum(LEDGER_ACCOUNT_CODES), debit_kobo: koboInt, credit_kobo: koboInt }),
  ),
});
export type ManualJournalAnswer = z.infer<typeof manualJournalSchema>;

export const periodSchema = z.object({
  month: z.string(),
  closed_at: z.string(),
  closed_by: z.number().int(),
});
export const periodsAnswerSchema = z.object({
  closed: z.array(periodSchema),
  next_to_close: z.string().nullable().describe('the month that is closed next, in order'),
});
export const periodParamsSchema = z.object({ month: monthString });
