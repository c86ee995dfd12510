import type { PricedLine } from '@alaafia/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  boolean,
  date,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { cancellationReasons, pricingPlans } from './reference.js';

/** The customer's cart: at most one open cart each; items point at pricing plans, never at client prices. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** open | checked_out */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_one_open_per_customer')
      .on(t.customerId)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productUid: text('product_uid').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => pricingPlans.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_cart_product').on(t.cartId, t.productUid)],
);

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
    cardVerificationKobo: integer('card_verification_kobo').notNull().default(0),
    amountKobo: integer('amount_kobo').notNull(),
    currency: text('currency').notNull().default('NGN'),
    discountPercent: integer('discount_percent').notNull().default(0),
    referralCode: text('referral_code'),
    /** pending | success | failed | abandoned | amount_mismatch */
    status: text('status').notNull().default('pending'),
    /** Why a reference did not fulfil (what the provider said), for support. */
    failureReason: text('failure_reason'),
    /** The amount the provider reported when it differed from ours. */
    providerAmountKobo: integer('provider_amount_kobo'),
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
    amountKobo: integer('amount_kobo').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    providerTransactionId: text('provider_transaction_id'),
    channel: text('channel'),
    /** payments_call | webhook | reconciliation | renewal_charge */
    confirmedBy: text('confirmed_by').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundAmountKobo: integer('refund_amount_kobo'),
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

/** A policy: issued once per paid reference line, with its number, dates and the rate it was sold at. */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    policyNumber: text('policy_number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    productUid: text('product_uid').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => pricingPlans.id),
    paymentReferenceId: integer('payment_reference_id').references(() => paymentReferences.id),
    sumAssured: integer('sum_assured').notNull(),
    /** The premium per unit (month or year), in naira. */
    premium: integer('premium').notNull(),
    unit: text('unit').notNull(),
    /** Months of cover the policy runs for before renewal (1 for monthly, 12 for yearly...). */
    policyDuration: integer('policy_duration').notNull(),
    /** The sponsor that pays for the cover, when there is one. */
    company: text('company'),
    /** active | paused (premium unpaid after the grace days: no cover) | cancelled | lapsed */
    status: text('status').notNull().default('active'),
    /** When the policy was paused for an unpaid premium (issue 15); null when it is not paused. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /**
     * Why a paused policy is paused: 'payment' (premium unpaid after the grace days, resumed by paying)
     * or 'verification' (identity not verified 30 days after paying, resumed by finishing it). Null
     * when it is not paused (older paused rows, null, are paused for payment).
     */
    pauseReason: text('pause_reason', { enum: ['payment', 'verification'] }),
    startDate: date('start_date').notNull(),
    nextPaymentDate: date('next_payment_date'),
    dateCancelled: timestamp('date_cancelled', { withTimezone: true }),
    cancellationReasonId: integer('cancellation_reason_id').references(
      () => cancellationReasons.id,
    ),
    /** The customer's own words when the reason is 'Other' (issue 18). */
    cancellationNote: text('cancellation_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('policies_number_key').on(t.policyNumber),
    uniqueIndex('policies_reference_product_key').on(t.paymentReferenceId, t.productUid),
    index('policies_customer_idx').on(t.customerId, t.productUid),
    // One active policy per customer and product: a second purchase extends the first.
    uniqueIndex('policies_one_active_per_product')
      .on(t.customerId, t.productUid)
      .where(sql`${t.status} = 'active'`),
  ],
);

/** Receipts for payments, numbered, e-mailed as PDF. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNumber: text('invoice_number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    productUid: text('product_uid').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.invoiceNumber),
    uniqueIndex('invoices_payment_product_key').on(t.paymentId, t.productUid),
  ],
);

/** Provider webhooks as received: deduplicated on (provider, event, reference), processed by a job. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    event: text('event').notNull(),
    reference: text('reference').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set once the event's work is finished: its reference fulfilled, or an outcome no later
     * delivery can change (amount mismatch, failed, unknown reference). Never for "not paid yet".
     */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** The last processing's fulfilment outcome (fulfilled, not_paid, mismatch...), for support. */
    outcome: text('outcome'),
    /** How many times the provider delivered it; a delivery after a "not paid yet" is processed again. */
    deliveries: integer('deliveries').notNull().default(1),
  },
  (t) => [uniqueIndex('webhook_events_dedupe_key').on(t.provider, t.event, t.reference)],
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
 * The free month PROMISED to an unpaid reference (issue 12): while a card reference that would give the
 * customer's free month of a product is unpaid, it holds this row (primary key customer + product)
 * until `expires_at`, and other references of the product are priced with the premium. The row is
 * taken atomically when the reference is made (an insert, or an update of a promise that lapsed) and
 * deleted when its reference is known to have failed. Keyed by the reference string: the promise is
 * taken in the same transaction as, and just before, the reference row it names.
 */
export const freeMonthPromises = pgTable(
  'free_month_promises',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    productUid: text('product_uid').notNull(),
    reference: text('reference').notNull(),
    promisedAt: timestamp('promised_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productUid] })],
);

/**
 * The jobs outbox (jobs/queue.ts): a job is written here inside the transaction that creates the
 * work, so it exists exactly when that change commits; the relay (jobs/worker.ts) hands committed
 * rows to pg-boss, which owns queues, retries, dead letters and schedules. One row per (kind, key).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** A key that makes enqueueing idempotent (one job per webhook event, say). */
    dedupeKey: text('dedupe_key'),
    /** Relayed once due by the application clock. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Attempts pg-boss may make (its retryLimit + 1); null: the kind's default. */
    maxAttempts: integer('max_attempts'),
    /** When the relay handed it to pg-boss (null: still waiting), and pg-boss's job id. */
    relayedAt: timestamp('relayed_at', { withTimezone: true }),
    bossJobId: uuid('boss_job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key').on(t.kind, t.dedupeKey),
    index('jobs_unrelayed_idx')
      .on(t.runAt)
      .where(sql`${t.relayedAt} is null`),
  ],
);

/** Policy and invoice numbers: ALF-HI-2026-000123, INV-2026-000045 (unique, never reused). */
export const policyNumberSeq = pgSequence('policy_number_seq', { startWith: 1 });
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1 });

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
    amountKobo: integer('amount_kobo'),
    /**
     * pending (ours, queued) | requested (the provider queued it) | processing | processed (the money
     * left: the only state the customer is told 'sent') | failed | needs-attention (finance acts) |
     * held (a chargeback is open on the same money: not sent)
     */
    status: text('status').notNull().default('pending'),
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
  (t) => [uniqueIndex('refunds_reference_reason_key').on(t.paymentReferenceId, t.reason)],
);

/**
 * Referral codes with their own discount (a partner's code, say). Any other customer's
 * customer_referral_code gives the default 5% (income-protection.md section 9).
 */
export const referralDiscounts = pgTable(
  'referral_discounts',
  {
    code: text('code').primaryKey(),
    customerDiscount: integer('customer_discount').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'referral_discounts_percent_range',
      sql`${t.customerDiscount} >= 0 and ${t.customerDiscount} <= 50`,
    ),
  ],
);

/**
 * The sandbox payment provider's ledger: what Paystack would hold for each reference (status,
 * amount, channel, the card authorization), so the offline flow behaves like the real one.
 */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    /** pending | success | failed | reversed */
    status: text('status').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    currency: text('currency').notNull().default('NGN'),
    channel: text('channel').notNull(),
    email: text('email').notNull(),
    authorizationCode: text('authorization_code'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedKobo: integer('refunded_kobo').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_transactions_reference_key').on(t.reference)],
);

/**
 * The sandbox provider's refunds, with Paystack's refund statuses (pending, processing, processed,
 * failed, needs-attention), so refund outcomes can be fetched, polled and simulated offline.
 */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: serial('id').primaryKey(),
  transactionReference: text('transaction_reference').notNull(),
  amountKobo: integer('amount_kobo').notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

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
    refundAmountKobo: integer('refund_amount_kobo'),
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
    transactionReference: text('transaction_reference').notNull(),
    amountKobo: integer('amount_kobo'),
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
    index('finance_items_open_idx').on(t.resolvedAt, t.createdAt),
  ],
);
