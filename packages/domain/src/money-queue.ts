/**
 * Finance's money queue (issue 27, item 7; docs/business-rules.md, 'The money queue'):
 * GET /api/admin/finance/money-queue and POST /api/admin/finance/money-queue/{id}/resolve, their
 * answers. One list of what needs a finance member, each row with the action that moves it on.
 */
import { z } from 'zod';
import { text } from './input.js';

/** What a row is about. */
export const MONEY_QUEUE_KINDS = [
  'payout.awaiting_approval',
  'claim.payment_sla',
  'payout.failed',
  'payout.reversed',
  'payout.otp',
  'refund.awaiting_approval',
  'refund.failed',
  'refund.needs-attention',
  'refund.held',
  'refund.stuck',
  'dispute',
  'reconciliation.break',
  /** One item of a batch (a hospital's capitation, a settlement's reconciliation...) failed; the rest went on. */
  'batch.failed',
  /** Our balance at Paystack is short of what must be paid out of it: top it up. */
  'paystack.top_up',
  /** A top-up of the Paystack balance recorded by one finance member, for a second to approve. */
  'paystack_top_up.recorded',
  'sponsor_invoice.overdue',
  'sponsor_invoice.transfer_recorded',
  /** A sponsor paid an invoice twice: the excess is owed back (issue 38). */
  'sponsor_invoice.overpaid',
  'remittance.awaiting_approval',
  'capitation_payment.awaiting_approval',
  'journal.awaiting_approval',
  /** A payment the look back found wrong: recover it from the customer (issue 39). */
  'claim.recovery',
  /** A hospital refund approved: recover it from the hospital that charged the member (issue 39 item 6). */
  'care.refund_recovery',
] as const;
export type MoneyQueueKind = (typeof MONEY_QUEUE_KINDS)[number];

/**
 * What can be done with a row, each through the route that already does it:
 * - `approve_payout`: POST /api/admin/payouts/{payout_id}/approve (a failed or reversed payout goes
 *   out again under a new reference);
 * - `decide_refund`: POST /api/admin/refunds/{refund_request_id}/decision (a second finance member);
 * - `record_transfer`, `approve_transfer`: POST /api/admin/sponsor-invoices/{sponsor_invoice_id}/transfer
 *   and .../approve; `payment_link`: POST .../payment-link (the sponsor pays by Paystack);
 * - `record_top_up`: POST /api/admin/finance/paystack-top-ups (the balance topped up on Paystack's
 *   dashboard, recorded); `approve_top_up`: POST /api/admin/finance/paystack-top-ups/{top_up_id}/approve
 *   (a second finance member: the top-up is posted);
 * - `journal`: GET /api/admin/finance/journal?reference= (or ?claim_id=);
 * - `resolve`: POST /api/admin/finance/money-queue/{id}/resolve (finance has dealt with it);
 * - `approve_remittance`: POST /api/admin/finance/remittances/{remittance_id}/approve;
 *   `approve_capitation_payment`: POST /api/admin/capitation/payments/{capitation_payment_id}/approve;
 *   `approve_journal`: POST /api/admin/finance/journals/{journal_id}/approve (a second finance
 *   member, issue 36).
 */
export const MONEY_QUEUE_ACTIONS = [
  'approve_payout',
  'approve_remittance',
  'approve_capitation_payment',
  'approve_journal',
  'decide_refund',
  'record_transfer',
  'approve_transfer',
  'payment_link',
  'record_top_up',
  'approve_top_up',
  'journal',
  'resolve',
] as const;
export type MoneyQueueAction = (typeof MONEY_QUEUE_ACTIONS)[number];

/** Finance items (finance_items.kind) that close only when what they are about ends. */
export const SELF_CLOSING_KINDS: readonly MoneyQueueKind[] = ['payout.otp'];

/** The most rows one answer holds, oldest first; `counts` says how many there are of each kind. */
export const MONEY_QUEUE_LIMIT = 200;

export const moneyQueueCopy = {
  unknownItem: 'This item is not in the money queue.',
  alreadyResolved: 'This item has already been resolved.',
  closesItself:
    'This item closes by itself when the transfer ends: finalize it on Paystack’s dashboard with the OTP.',
  closesWithPayout:
    'This item closes when the payout goes out again or is cancelled: approve the payout again.',
  noteRequired: 'Say what you did (at least 5 characters): it is kept with the item.',
} as const;

export const moneyQueueItemSchema = z.object({
  id: z
    .string()
    .describe(
      'finance-<n> (a finance item), refund-request-<n>, sponsor-invoice-<n> or top-up-<n>; the id to resolve a finance item',
    ),
  kind: z.enum(MONEY_QUEUE_KINDS),
  since: z.string().describe('when it came to finance (ISO 8601)'),
  reference: z.string().nullable().describe('the payment, transfer or invoice reference'),
  amount_kobo: z.number().int().nullable(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  note: z.string().describe('what finance needs to know, in plain words'),
  payout_id: z.number().int().nullable(),
  claim_id: z.number().int().nullable(),
  refund_request_id: z.number().int().nullable(),
  sponsor_invoice_id: z.number().int().nullable(),
  top_up_id: z.number().int().nullable().describe('a recorded top-up of the Paystack balance'),
  remittance_id: z.number().int().nullable(),
  capitation_payment_id: z.number().int().nullable(),
  journal_id: z.number().int().nullable(),
  days_left: z
    .number()
    .int()
    .nullable()
    .describe(
      'a claim payment: the days left of the 60 from filing within which it must be paid (NIIRA 2025 s.210); negative when late',
    ),
  started_by: z
    .number()
    .int()
    .nullable()
    .describe(
      'the staff member who started it (a refund request, a recorded transfer or top-up, a proposal; for a payout, the officer who decided the claim): they cannot approve it',
    ),
  actions: z.array(z.enum(MONEY_QUEUE_ACTIONS)),
});
export type MoneyQueueItem = z.infer<typeof moneyQueueItemSchema>;

export const moneyQueueSchema = z.object({
  as_of: z.string().describe('YYYY-MM-DD, Lagos: the day overdue invoices are counted from'),
  items: z.array(moneyQueueItemSchema).describe(`oldest first, at most ${MONEY_QUEUE_LIMIT}`),
  counts: z
    .object(
      Object.fromEntries(MONEY_QUEUE_KINDS.map((k) => [k, z.number().int()])) as Record<
        MoneyQueueKind,
        z.ZodNumber
      >,
    )
    .describe('rows of each kind'),
  total: z.number().int().describe('all rows, shown or not'),
});
export type MoneyQueueAnswer = z.infer<typeof moneyQueueSchema>;

export const resolveMoneyItemBodySchema = z.object({
  note: text({ error: moneyQueueCopy.noteRequired })
    .trim()
    .min(5, moneyQueueCopy.noteRequired)
    .max(500),
});
