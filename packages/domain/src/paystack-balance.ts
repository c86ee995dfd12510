import { text } from './input.js';
import { MAX_KOBO } from './money.js';
import { z } from './zod.js';

/**
 * Our balance at Paystack and its top-ups (issue 36 item 8; docs/business-rules.md, 'Paystack's
 * balance'): payouts and refunds are paid out of the balance, each day's settlement sweeps what is
 * left of the day's charges net of them, and when the balance is short finance tops it up on
 * Paystack's dashboard, records the top-up here and a second finance member approves it (the books
 * then post it).
 */

/** A top-up: recorded by one finance member, posted when a second approves it. */
export const PAYSTACK_TOP_UP_STATUSES = ['awaiting_approval', 'posted'] as const;
export type PaystackTopUpStatus = (typeof PAYSTACK_TOP_UP_STATUSES)[number];

export const paystackTopUpCopy = {
  amountRequired: 'Enter the amount topped up, in kobo (a whole number above 0).',
  bankReferenceRequired: 'Enter the reference of the bank transfer that topped the balance up.',
  madeOnInvalid: 'Enter the day of the top-up, as YYYY-MM-DD.',
  madeOnInFuture: 'The top-up cannot be dated after today.',
  alreadyRecorded: 'A top-up with this bank reference is already recorded.',
  notAwaiting: 'This top-up is not waiting for approval.',
} as const;

/** POST /api/admin/finance/paystack-top-ups: a top-up finance made on Paystack's dashboard. */
export const recordPaystackTopUpBodySchema = z.object({
  amount_kobo: z
    .number({ error: paystackTopUpCopy.amountRequired })
    .int(paystackTopUpCopy.amountRequired)
    .positive(paystackTopUpCopy.amountRequired)
    .max(MAX_KOBO, paystackTopUpCopy.amountRequired)
    .describe('kobo added to the Paystack balance'),
  bank_reference: text({ error: paystackTopUpCopy.bankReferenceRequired })
    .trim()
    .min(1, paystackTopUpCopy.bankReferenceRequired)
    .max(100, paystackTopUpCopy.bankReferenceRequired),
  made_on: z
    .string({ error: paystackTopUpCopy.madeOnInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, paystackTopUpCopy.madeOnInvalid),
});
export type RecordPaystackTopUpBody = z.infer<typeof recordPaystackTopUpBodySchema>;

export const paystackTopUpSchema = z.object({
  id: z.number().int(),
  amount_kobo: z.number().int(),
  bank_reference: z.string(),
  made_on: z.string().describe('YYYY-MM-DD'),
  status: z.enum(PAYSTACK_TOP_UP_STATUSES),
  recorded_by: z.number().int(),
  recorded_at: z.string(),
  approved_by: z.number().int().nullable(),
  approved_at: z.string().nullable(),
});
export type PaystackTopUpAnswer = z.infer<typeof paystackTopUpSchema>;

/** GET /api/admin/finance/paystack-balance. */
export const paystackBalanceSchema = z.object({
  balance_kobo: z
    .number()
    .int()
    .describe('the books’ Cash at Paystack now: what we hold at Paystack (negative: we owe it)'),
  paystack_balance_kobo: z
    .number()
    .int()
    .nullable()
    .describe(
      'the NGN balance Paystack reports now (Check Balance), null when it cannot be reached; it differs from the books by the fees on charges not yet settled',
    ),
  short_kobo: z.number().int().describe('what the open top-up item asks for (0 when none is open)'),
  top_ups: z.array(paystackTopUpSchema).describe('the latest top-ups, newest first (at most 50)'),
});
export type PaystackBalanceAnswer = z.infer<typeof paystackBalanceSchema>;
