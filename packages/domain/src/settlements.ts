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
] as const;
export type ReconciliationBreakReason = (typeof RECONCILIATION_BREAK_REASONS)[number];

export const reconciliationAnswerSchema = z.object({
  date: z.string().describe('the settlement day (Lagos)'),
  settlements: z.array(
    z.object({
      provider_id: z.string(),
      total_amount_kobo: z.number(),
      total_fees_kobo: z.number(),
      net_kobo: z.number().describe('what reached the bank'),
      transactions: z.number(),
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
