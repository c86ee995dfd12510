import {
  PAYMENT_REFERENCE_STATUSES,
  REFUND_STATUSES,
  type PaymentReferenceStatus,
  type RefundStatus,
} from '@alaafia/domain';
import { statusCheck } from './status-check.js';
import type { PricedLine } from '@alaafia/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { carts } from './carts.js';

/* Payments (modules/sales/payments owns these tables): references, money received, saved cards, the free month, refunds, chargebacks and finance's queue. */

/**
 * A priced line of a payment reference, frozen when the reference is made: the plan, its price per
 * unit, the months of cover bought and what the line charges (kobo). A renewal line names its policy.
 */
export interface ReferenceLine extends PricedLine {
  policy_id?: number;
  /**
   * A renewal line: the policy's due date when the reference was made, the first day of the period
   * it pays for. Paid after another reference paid that period, its money goes back (paid twice).
   */
  period_from?: string;
}

/** The account a bank-transfer reference is paid into (the provider's, or the sandbox's fake one). */
export interface TransferAccount {
  bank_name: string;
  account_number: string;
  account_name: string;
}

/**
 * A payment reference: made and stored before the customer pays, for one customer and one cart
 * (its lines frozen here), with the amount the provider must confirm.
 */
export const paymentReferences = pgTable(
  'payment_references',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    /** card | transfer */
    paymentType: text('payment_type').notNull(),
    numberOfMonths: integer('number_of_months'),
    /** purchase (a cart) | renewal (one policy's next period) */
    purpose: text('purpose').notNull().default('purchase'),
    lines: jsonb('lines').$type<ReferenceLine[]>().notNull(),
    /** The refundable card verification included in amount_kobo (0 when none). */
    cardVerificationKobo: bigint('card_verification_kobo', { mode: 'number' }).notNull().default(0),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('NGN'),
    discountPercent: integer('discount_percent').notNull().default(0),
    referralCode: text('referral_code'),
    /** pending | success | failed | abandoned | amount_mismatch */
    status: text('status').$type<PaymentReferenceStatus>().notNull().default('pending'),
    /** Why a reference did not fulfil (what the provider said), for support. */
    failureReason: text('failure_reason'),
    /** The amount the provider reported when it differed from ours. */
    providerAmountKobo: bigint('provider_amount_kobo', { mode: 'number' }),
    /** Bank transfer: the account to pay into and until when. */
    transferAccount: jsonb('transfer_account').$type<TransferAccount>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    provider: text('provider').notNull(),
    providerTransactionId: text('provider_transaction_id'),
    channel: text('channel'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    checkAttempts: integer('check_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('payment_references_status_check', t.status, PAYMENT_REFERENCE_STATUSES),

    uniqueIndex('payment_references_reference_key').on(t.reference),
    index('payment_references_customer_idx').on(t.customerId, t.createdAt),
    index('payment_references_pending_idx').on(t.status, t.createdAt),
  ],
);

/** Money received: one row per confirmed reference (the unique index is the fulfil-once guarantee). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    paymentReferenceId: integer('payment_reference_id')
      .notNull()
      .references(() => paymentReferences.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    providerTransactionId: text('provider_transaction_id'),
    channel: text('channel'),
    /** payments_call | webhook | reconciliation | renewal_charge */
    confirmedBy: text('confirmed_by').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundAmountKobo: bigint('refund_amount_kobo', { mode: 'number' }),
    /** Set when the customer opened a chargeback on this payment: no refund is sent for it then. */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.paymentReferenceId),
    index('payments_customer_idx').on(t.customerId),
  ],
);

/** A reusable card authorization for later monthly premiums (Paystack's authorization), encrypted. */
export const paymentAuthorizations = pgTable(
  'payment_authorizations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    authorizationCodeEnc: text('authorization_code_enc').notNull(),
    signature: text('signature'),
    cardType: text('card_type'),
    last4: text('last4'),
    expMonth: text('exp_month'),
    expYear: text('exp_year'),
    bank: text('bank'),
    reusable: boolean('reusable').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_authorizations_customer_idx').on(t.customerId),
    uniqueIndex('payment_authorizations_customer_signature_key')
      .on(t.customerId, t.provider, t.signature)
      .where(sql`${t.signature} is not null`),
  ],
);

/**
 * The one free month per customer per product, ever (issue 12): a row is the free month given, by the
 * reference whose fulfilment claimed it. The primary key makes the claim atomic: of any number of
 * free-month references paid in any order, one inserts the row and the others give no free cover.
 */
export const freeMonths = pgTable(
  'free_months',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    productUid: text('product_uid').notNull(),
    paymentReferenceId: integer('payment_reference_id')
      .notNull()
      .references(() => paymentReferences.id),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productUid] })],
);

/**
 * Money we send back through the provider: the refundable card verification once a card is saved,
 * or a payment whose amount did not match its reference. One per reference and reason.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentReferenceId: integer('payment_reference_id')
      .notNull()
      .references(() => paymentReferences.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** card_verification | amount_mismatch */
    reason: text('reason').notNull(),
    /** The amount to refund in kobo; null refunds the whole transaction. */
    amountKobo: bigint('amount_kobo', { mode: 'number' }),
    /**
     * pending (ours, queued) | requested (the provider queued it) | processing | processed (the money
     * left: the only state the customer is told 'sent') | failed | needs-attention (finance acts) |
     * held (a chargeback is open on the same money: not sent)
     */
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    providerStatus: text('provider_status'),
    /** The provider's refund id (Paystack's refund `id`), from its create answer or a webhook. */
    providerRefundId: text('provider_refund_id'),
    /**
     * When the refund job first set out to send it, committed before the provider's create refund:
     * a retry that finds it set asks the provider's refunds of the transaction first (the worker may
     * have died after the provider took it), so a partial refund is never sent twice.
     */
    sendingAt: timestamp('sending_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Reconciliation's last look at a refund left requested (Paystack's fetch refund). */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    checkAttempts: integer('check_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('refunds_status_check', t.status, REFUND_STATUSES),
    uniqueIndex('refunds_reference_reason_key').on(t.paymentReferenceId, t.reason),
  ],
);

/**
 * Chargebacks (Paystack's charge.dispute.*), one row per Paystack dispute id: created, reminded and
 * resolved in place, whatever order or how often the events arrive.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    providerDisputeId: text('provider_dispute_id').notNull(),
    /** Our reference the disputed transaction was paid under; null when it is not one of ours. */
    paymentReferenceId: integer('payment_reference_id').references(() => paymentReferences.id),
    transactionReference: text('transaction_reference').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    /** Paystack's status: awaiting-merchant-feedback | awaiting-bank-feedback | pending | resolved... */
    status: text('status').notNull(),
    /** Paystack's resolution once resolved: merchant-accepted or auto-accepted (we lost: money back) | declined (we won). */
    resolution: text('resolution'),
    category: text('category'),
    refundAmountKobo: bigint('refund_amount_kobo', { mode: 'number' }),
    currency: text('currency'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Set once a lost dispute has taken back the months of cover it paid for (done once). */
    coverTakenBackAt: timestamp('cover_taken_back_at', { withTimezone: true }),
    reminders: integer('reminders').notNull().default(0),
    lastEvent: text('last_event').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('disputes_provider_id_key').on(t.provider, t.providerDisputeId),
    index('disputes_reference_idx').on(t.paymentReferenceId),
  ],
);

/**
 * Finance's queue: refunds that failed or need attention and chargebacks, until someone resolves
 * them (the back office lists it, issue 16). One open item per subject and kind.
 */
export const financeItems = pgTable(
  'finance_items',
  {
    id: serial('id').primaryKey(),
    /** refund.failed | refund.needs-attention | refund.held | dispute */
    kind: text('kind').notNull(),
    refundId: integer('refund_id').references(() => refunds.id),
    disputeId: integer('dispute_id').references(() => disputes.id),
    /** A claim payout whose transfer failed or was reversed (issue 17: payout.failed, payout.reversed). */
    payoutId: integer('payout_id'),
    /** A claim nearing the 60-day statutory limit (issue 17: claim.sla). */
    claimId: integer('claim_id'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    /**
     * What an item is about when it is none of the above (one open item per subject and kind): a
     * batch item that failed (`capitation:<hospital>:<month>`, `settlement:<id>`), a payment no
     * settlement paid out (`unsettled:<reference>`), the Paystack balance (`paystack-balance`).
     */
    subject: text('subject'),
    transactionReference: text('transaction_reference').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }),
    /** What finance needs to know, in plain words (the provider's reason, the dispute's state). */
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('finance_items_refund_kind_key').on(t.refundId, t.kind),
    uniqueIndex('finance_items_dispute_key').on(t.disputeId),
    uniqueIndex('finance_items_payout_kind_key').on(t.payoutId, t.kind),
    uniqueIndex('finance_items_claim_kind_key').on(t.claimId, t.kind),
    uniqueIndex('finance_items_subject_kind_key').on(t.subject, t.kind),
    index('finance_items_open_idx').on(t.resolvedAt, t.createdAt),
  ],
);
