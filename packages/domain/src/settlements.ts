import { calendarDay } from './input.js';
import { z } from './zod.js';

/**
 * Paystack's settlements and our reconciliation with them (issue 27, item 4; docs/business-rules.md,
 * 'Reconciliation with Paystack').
 */

/** ₦2,500 in kobo: below it Paystack waives the ₦100 of its local card fee. */
export const PAYSTACK_FEE_FLAT_WAIVED_BELOW_KOBO = 250_000;
/** ₦100 in kobo. */
export const PAYSTACK_FEE_FLAT_KOBO = 10_000;
/** ₦2,000 in kobo: Paystack's local fee never exceeds it. */
export const PAYSTACK_FEE_CAP_KOBO = 200_000;

/**
 * Paystack's fee for a local (Nigerian) card or transfer charge of `amountKobo`: 1.5% (rounded to the
 * nearest kobo) plus ₦100, the ₦100 waived under ₦2,500, the whole capped at ₦2,000.
 */
export function paystackLocalFeeKobo(amountKobo: number): number {
  const percent = Math.round((amountKobo * 15) / 1000);
  const flat = amountKobo < PAYSTACK_FEE_FLAT_WAIVED_BELOW_KOBO ? 0 : PAYSTACK_FEE_FLAT_KOBO;
  return Math.min(PAYSTACK_FEE_CAP_KOBO, percent + flat);
}

/**
 * Paystack's fee for an NGN transfer (a payout) of `amountKobo`, as its published pricing states it:
 * ₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above. Paystack reports the fee it took on each transfer
 * (`fee_charged`); this rule is what is expected before it says (the balance a payout needs).
 */
export function paystackTransferFeeKobo(amountKobo: number): number {
  if (amountKobo <= 500_000) return 1_000;
  if (amountKobo <= 5_000_000) return 2_500;
  return 5_000;
}

/**
 * Paystack pays a day's charges into our bank the next working day (Lagos). A payment the ledger took
 * on day D that no settlement has paid out by the reconciliation of the working day after that (D + 2
 * working days: one working day of slack for a settlement read before it landed) is a break
 * (`not_settled`).
 */
export const SETTLEMENT_BREAK_AFTER_WORKING_DAYS = 2;

export const sandboxSettleBodySchema = z.object({
  date: calendarDay('Enter the day of the charges, as YYYY-MM-DD'),
});

export const reconciliationQuerySchema = z.object({
  date: calendarDay('Enter the settlement day, as YYYY-MM-DD'),
});

export const RECONCILIATION_BREAK_REASONS = [
  'not_in_ledger',
  'amount_differs',
  'fee_differs',
  /** A settlement's own figures disagree: its lines do not add up to `total_processed`, or
   * `total_processed − total_fees − deductions` is not its `effective_amount`. */
  'totals_differ',
  /** Paystack deducted more from a settlement than the ledger says we drew from the balance
   * (refunds, payouts and their fees, chargebacks, less top-ups and earlier deductions). */
  'deductions_differ',
  /** A payment the ledger took that no settlement paid out within its expected days. */
  'not_settled',
] as const;
export type ReconciliationBreakReason = (typeof RECONCILIATION_BREAK_REASONS)[number];

export const reconciliationAnswerSchema = z.object({
  date: z.string().describe('the settlement day (Lagos)'),
  settlements: z.array(
    z.object({
      provider_id: z.string(),
      total_processed_kobo: z
        .number()
        .describe("Paystack's total_processed: the charges it paid out, before fees"),
      total_fees_kobo: z.number().describe("Paystack's total_fees on those charges"),
      total_amount_kobo: z
        .number()
        .describe("Paystack's total_amount: the charges less the fees, before deductions"),
      deductions_kobo: z
        .number()
        .describe(
          'what Paystack kept back for what was drawn from the balance (refunds, transfers and their fees)',
        ),
      net_kobo: z.number().describe("what reached the bank (Paystack's effective_amount)"),
      transactions: z.number(),
      break_reason: z
        .enum(RECONCILIATION_BREAK_REASONS)
        .nullable()
        .describe(
          "null when the settlement's own figures and its deductions agree with the ledger",
        ),
    }),
  ),
  matched: z.number().describe('settled transactions that match the ledger, fee included'),
  unmatched: z.array(
    z.object({
      provider_id: z.string().describe("the settlement's id at Paystack"),
      reference: z.string(),
      amount_kobo: z.number().describe('what Paystack settled'),
      fee_kobo: z.number().describe('the fee Paystack took'),
      ledger_kobo: z.number().describe('what the ledger says we took for this reference'),
      expected_fee_kobo: z.number(),
      reason: z.enum(RECONCILIATION_BREAK_REASONS),
    }),
  ),
});
export type ReconciliationAnswer = z.infer<typeof reconciliationAnswerSchema>;
