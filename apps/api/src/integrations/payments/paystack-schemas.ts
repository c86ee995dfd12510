/**
 * Paystack's answers as we read them (the shapes of Paystack's API reference and PaystackOSS/openapi,
 * as paystack.ts lists them): the zod schemas of each answer and the mappers to the provider types.
 * Read by the client (paystack.ts), the sandbox that plays Paystack (sandbox.ts) and the webhooks.
 */
import { z } from 'zod';
import {
  PaymentProviderError,
  type ProviderRefund,
  type ProviderTransaction,
  type ProviderTransfer,
} from './types.js';

const nullableString = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)));

export const authorizationSchema = z.object({
  authorization_code: z.string().min(1),
  card_type: nullableString,
  last4: nullableString,
  exp_month: nullableString,
  exp_year: nullableString,
  bank: nullableString,
  channel: nullableString,
  reusable: z.boolean().nullish(),
  signature: nullableString,
});

/** Paystack's transaction object (verify, charge_authorization, the charge.success webhook's data). */
export const paystackTransactionSchema = z.object({
  id: z.union([z.number(), z.string()]),
  reference: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  channel: nullableString,
  paid_at: nullableString,
  paidAt: nullableString,
  gateway_response: nullableString,
  customer: z.object({ email: nullableString }).nullish(),
  authorization: z.union([authorizationSchema, z.object({}).passthrough()]).nullish(),
});
export type PaystackTransaction = z.input<typeof paystackTransactionSchema>;

/** The extra fields of a `charge_authorization` answer the bank paused for approval. */
export const pausedChargeSchema = z.object({
  paused: z.boolean().optional(),
  authorization_url: z.string().url().nullish(),
});

/** Kobo as Paystack writes them: a number, or a string of digits (the refund.* webhooks' `amount`). */
export const koboAmount = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^\d+$/)
    .transform((v) => Number(v)),
]);

const refundSchema = z.object({
  id: z.union([z.number(), z.string()]).nullish(),
  status: z.string().nullish(),
  amount: koboAmount.nullish(),
  refund_reference: z.string().nullish(),
  transaction_reference: z.string().nullish(),
  transaction: z
    .union([z.object({ reference: z.string().nullish() }).passthrough(), z.number(), z.string()])
    .nullish(),
});

/**
 * Paystack's refund object (create refund's and fetch refund's `data`, the refund.* webhooks'
 * `data`): the transaction is `transaction_reference` (fetch, webhooks) or `transaction.reference`
 * (create). A create answer without a status is queued ('pending'). The refund.pending,
 * refund.processing and refund.processed webhooks carry `amount` as a string of kobo and no `id`
 * (Paystack's documented examples): the refund is then found by its transaction and amount.
 */
export function fromPaystackRefund(data: unknown, reference: string | null): ProviderRefund {
  const parsed = refundSchema.safeParse(data);
  if (!parsed.success)
    return { id: null, status: 'pending', transactionReference: reference, amountKobo: null };
  const d = parsed.data;
  const tx = d.transaction;
  const created = typeof tx === 'object' && tx ? tx.reference : null;
  return {
    id: d.id === null || d.id === undefined ? null : String(d.id),
    status: d.status ?? 'pending',
    transactionReference: d.transaction_reference ?? created ?? reference,
    amountKobo: d.amount ?? null,
  };
}

export function fromPaystackTransaction(data: unknown): ProviderTransaction {
  const parsed = paystackTransactionSchema.safeParse(data);
  if (!parsed.success) {
    throw new PaymentProviderError('Paystack answered a transaction we cannot read', false);
  }
  const t = parsed.data;
  const paidAt = t.paid_at ?? t.paidAt;
  const auth =
    t.authorization && 'authorization_code' in t.authorization
      ? (t.authorization as z.output<typeof authorizationSchema>)
      : null;
  return {
    id: String(t.id),
    reference: t.reference,
    status: t.status,
    amountKobo: t.amount,
    currency: t.currency,
    channel: t.channel,
    paidAt: paidAt ? new Date(paidAt) : null,
    gatewayResponse: t.gateway_response,
    customerEmail: t.customer?.email ?? null,
    authorization: auth
      ? {
          authorizationCode: auth.authorization_code,
          cardType: auth.card_type,
          last4: auth.last4,
          expMonth: auth.exp_month,
          expYear: auth.exp_year,
          bank: auth.bank,
          channel: auth.channel,
          reusable: auth.reusable === true,
          signature: auth.signature,
        }
      : null,
  };
}

export const envelopeSchema = z.object({
  status: z.boolean(),
  message: z.string().optional().default(''),
  data: z.unknown().optional(),
  meta: z.unknown().optional(),
});

/**
 * A transfer reference as Paystack's Initiate Transfer takes it (PaystackOSS/openapi TransferBase:
 * "a lowercase alphanumeric string with only -,_ symbols allowed", at least 16 characters).
 */
export const PAYSTACK_TRANSFER_REFERENCE = /^[a-z0-9_-]{16,100}$/;

/** Paystack's transfer object (initiate's, verify's and the transfer.* webhooks' `data`). */
const paystackTransferSchema = z.object({
  reference: z.string(),
  status: z.string(),
  amount: z.number().int(),
  transfer_code: nullableString,
  reason: nullableString,
  gateway_response: nullableString,
  // TransferVerifyResponse / TransferFetchResponse: the NIP session, Paystack's fee, its failures.
  session: z.object({ provider: nullableString, id: nullableString }).nullish(),
  fee_charged: z.number().int().nullish(),
  failures: z.unknown().optional(),
});

export function fromPaystackTransfer(data: unknown): ProviderTransfer {
  const parsed = paystackTransferSchema.safeParse(data);
  if (!parsed.success) {
    throw new PaymentProviderError('Paystack answered a transfer we cannot read', false);
  }
  const t = parsed.data;
  return {
    reference: t.reference,
    status: t.status,
    amountKobo: t.amount,
    transferCode: t.transfer_code,
    reason: t.reason,
    message: t.gateway_response,
    sessionId: t.session?.id ?? null,
    feeChargedKobo: t.fee_charged ?? null,
    failures: t.failures ?? null,
  };
}

export const recipientSchema = z.object({
  recipient_code: z.string().min(1),
  details: z.object({ account_name: nullableString }).passthrough().nullish(),
});

/** Initialize Transaction's `data` (PaystackOSS/openapi, TransactionInitializeResponse). */
export const initializeSchema = z.object({
  authorization_url: z.string().url(),
  access_code: z.string().min(1),
  reference: z.string().min(1),
});

/**
 * Create Charge with `ussd` (PaystackOSS/openapi, PaymentChannelCreateUSSDChargeResponse): the code
 * to dial and Paystack's words for it; `status` is `pay_offline` until the customer dials.
 */
export const ussdChargeSchema = z.object({
  reference: z.string(),
  status: z.string(),
  display_text: z.string(),
  ussd_code: z.string().min(1),
});

export const transferChargeSchema = z.object({
  status: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  bank: z.object({ name: z.string() }),
  account_expires_at: z.string().nullish(),
});

/**
 * Paystack's settlement object (List Settlements, its documented example): `total_processed` (the
 * charges), `total_fees`, `total_amount` (the charges less the fees), `deductions` (null when none)
 * and `effective_amount` (what reached the bank), all kobo.
 */
export const paystackSettlementSchema = z.object({
  id: z.union([z.number(), z.string()]),
  status: z.string(),
  settlement_date: z.string(),
  total_processed: koboAmount.nullish(),
  total_amount: koboAmount,
  total_fees: koboAmount,
  deductions: koboAmount.nullish(),
  effective_amount: koboAmount,
});

/** A transaction of a settlement (Paystack's transaction object with `fees`). */
export const paystackSettlementTransactionSchema = z.object({
  reference: z.string(),
  amount: koboAmount,
  fees: koboAmount.nullable().optional(),
});

/** A bank of List Banks (MiscellaneousListBanksResponseArray: only what we keep). */
export const paystackBankSchema = z.object({
  name: z.string().min(1),
  slug: z.string(),
  code: z.string().min(1),
  supports_transfer: z.boolean(),
  active: z.boolean(),
  is_deleted: z.boolean().nullish(),
});

/** A cursor page's meta: `next` is the cursor of the next page, null on the last. */
export const listMetaSchema = z.object({ next: z.string().nullish() }).passthrough();
