import { customerSchema } from './customer.js';
import { policyAnswerSchema } from './policies-answers.js';
import { z } from './zod.js';

// The answers of the checkout: carts, payment references (quotes), the policies a payment issues,
// a renewal and the receipts. Their bodies are in checkout.ts.

/** A cart item as every cart answer shows it (the spec's `carts` list). */
export const cartItemSchema = z.object({
  id: z.number().describe('the cart item id (what DELETE carts takes)'),
  product_uid: z.string(),
  product_id: z.number().describe("the product's numeric id"),
  product: z.string().describe("the product's title"),
  plan_id: z.number(),
  plan_name: z.string(),
  price: z.number().describe('naira per unit, from the plan (never from the client)'),
  coverage: z.number(),
  unit: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** GET, PATCH and DELETE /local/customers/{id}/carts. */
export const cartsAnswerSchema = z.object({ carts: z.array(cartItemSchema) });
export type CartsAnswer = z.infer<typeof cartsAnswerSchema>;

/** PATCH /local/customers/{id}: the profile, with the open cart when the body had products. */
export const customerUpdateAnswerSchema = customerSchema.extend({
  carts: z.array(cartItemSchema).optional().describe('the open cart, when the body had products'),
});
export type CustomerUpdateAnswer = z.infer<typeof customerUpdateAnswerSchema>;

/** A line of a payment reference: one product's plan and what is charged for it now. */
export const quoteLineSchema = z.object({
  product_uid: z.string(),
  plan_id: z.number(),
  plan_name: z.string(),
  unit: z.string(),
  unit_price: z.number().describe('naira per unit'),
  coverage: z.number(),
  cover_months: z.number(),
  amount: z.number().describe('naira charged now for this line'),
  policy_id: z.number().optional(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** GET quotes/payment-reference: what the card checkout opens with. */
export const cardQuoteSchema = z.object({
  reference: z.string(),
  total: z.number().describe('naira the customer is charged now'),
  amount_kobo: z.number(),
  currency: z.literal('NGN'),
  payment_type: z.literal('card'),
  provider: z.enum(['sandbox', 'paystack']),
  public_key: z
    .string()
    .nullable()
    .describe('the Paystack public key (test or live); null in the sandbox'),
  email: z.string(),
  phone_number: z.string(),
  discount_percent: z.number(),
  referral_code: z.string().nullable(),
  card_verification: z.number().describe('the refundable card verification in naira (0 when none)'),
  lines: z.array(quoteLineSchema),
});
export type CardQuote = z.infer<typeof cardQuoteSchema>;

/** POST quotes/transfer-payment-reference. */
export const transferQuoteSchema = z.object({
  reference: z.string(),
  total: z.number(),
  amount_kobo: z.number(),
  currency: z.literal('NGN'),
  payment_type: z.literal('transfer'),
  provider: z.enum(['sandbox', 'paystack']),
  number_of_months: z.number(),
  account: z.object({
    bank_name: z.string(),
    account_number: z.string(),
    account_name: z.string(),
  }),
  expires_at: z.string(),
  discount_percent: z.number(),
  referral_code: z.string().nullable(),
  lines: z.array(quoteLineSchema),
});
export type TransferQuote = z.infer<typeof transferQuoteSchema>;

/** POST payments and payments/transfer: the policies the payment issued or extended. */
export const paymentAnswerSchema = z.array(policyAnswerSchema);
export type PaymentAnswer = z.infer<typeof paymentAnswerSchema>;

/**
 * POST .../renew: renewed (a running period, or the saved card charged in place), a card payment
 * reference to pay, or the saved card declined (issue 38): nothing charged, the bank's words, and
 * a new card payment reference for the customer to pay another way (another card, a transfer or
 * USSD in the checkout's window).
 */
export const renewalAnswerSchema = z.object({
  status: z.enum(['renewed', 'payment_required', 'declined']),
  policy: policyAnswerSchema,
  payment: cardQuoteSchema.nullable(),
  declined: z
    .object({
      card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
      reason: z.string().nullable().describe("the bank's words, as the provider answered them"),
    })
    .nullable()
    .describe("the saved card's decline (status 'declined'); null otherwise"),
});
export type RenewalAnswer = z.infer<typeof renewalAnswerSchema>;

/** A receipt (invoice) of a paid product. */
export const invoiceAnswerSchema = z.object({
  invoice_number: z.string(),
  product_uid: z.string(),
  product: z.string(),
  amount: z.number().describe('naira'),
  amount_kobo: z.number(),
  payment_reference: z.string(),
  issued_at: z.string(),
  email_queued_at: z
    .string()
    .nullable()
    .describe(
      'when its e-mail was queued (asked for by an invoice call); null when it was not asked for, or waits for the proof of the address',
    ),
  emailed_at: z
    .string()
    .nullable()
    .describe(
      'when it was e-mailed (its own e-mail, or the Payment received e-mail that carried it); null until the e-mail is sent',
    ),
  document: z.string().describe('download link for the receipt PDF'),
});
export type InvoiceAnswer = z.infer<typeof invoiceAnswerSchema>;

/** POST /api/webhooks/paystack: the event was taken (or was already taken). */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });
