import { invoiceAnswerSchema } from './checkout-answers.js';
import { z } from './zod.js';

// The answers of the account settings: payment history, saved cards and closing the account. The
// bodies are in account.ts.

/** A payment of GET /local/customers/{id}/payments, with its lines, refunds and receipts. */
export const paymentHistoryItemSchema = z.object({
  id: z.number(),
  reference: z.string(),
  paid_at: z.string(),
  amount: z.number().describe('naira received'),
  amount_kobo: z.number(),
  currency: z.string(),
  channel: z.string().nullable().describe("'card' or 'bank_transfer', as the provider reports it"),
  payment_type: z.string().describe('card | transfer'),
  purpose: z
    .string()
    .describe('purchase | renewal | card_update (a new card verified in settings)'),
  items: z.array(
    z.object({
      product_uid: z.string(),
      product: z.string(),
      plan_name: z.string(),
      cover_months: z.number(),
      amount: z.number().describe('naira charged for this line'),
      policy_number: z.string().nullable(),
    }),
  ),
  card_verification: z.number().describe('the refundable card verification in naira (0 when none)'),
  refunds: z.array(
    z.object({
      reason: z
        .string()
        .describe('card_verification | amount_mismatch | staff | policy_cancelled | paid_twice'),
      amount: z.number().nullable().describe('naira; null is the whole payment'),
      status: z.string().describe('pending (queued) | requested (sent to the provider)'),
      requested_at: z.string().nullable(),
    }),
  ),
  receipts: z.array(invoiceAnswerSchema),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

/** A saved card as settings shows it: never its authorization code, only what is printed on it. */
export const savedCardSchema = z.object({
  id: z.number(),
  brand: z
    .string()
    .describe("the card scheme as the provider names it ('visa', 'mastercard', 'verve')"),
  last4: z.string(),
  exp_month: z.string().nullable(),
  exp_year: z.string().nullable(),
  bank: z.string().nullable(),
  in_use: z.boolean().describe('the card monthly premiums and renewals are charged to'),
  saved_at: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** POST /local/customers/{id}/close-account: what was erased and what the law makes us keep. */
export const closeAccountAnswerSchema = z.object({
  message: z.string(),
  closed_at: z.string(),
  retained_until: z
    .string()
    .nullable()
    .describe('the day the records the law requires are erased; null when nothing was kept'),
  erased: z.array(z.string()),
  retained: z.array(z.string()),
});
export type CloseAccountAnswer = z.infer<typeof closeAccountAnswerSchema>;
