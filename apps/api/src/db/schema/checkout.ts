import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  boolean,
  date,
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

export interface ReferenceLine {
  product_uid: string;
  plan_id: number;
  plan_code: string;
  /** The plan's price per unit, in naira, at the time the reference was made. */
  unit_price: number;
  unit: string;
  coverage: number;
  /** What this line charges now, in naira (after the discount). */
  amount: number;
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
    lines: jsonb('lines').$type<ReferenceLine[]>().notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    currency: text('currency').notNull().default('NGN'),
    discountPercent: integer('discount_percent').notNull().default(0),
    referralCode: text('referral_code'),
    /** pending | success | failed | abandoned */
    status: text('status').notNull().default('pending'),
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
  (t) => [index('payment_authorizations_customer_idx').on(t.customerId)],
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
    /** active | cancelled | lapsed */
    status: text('status').notNull().default('active'),
    startDate: date('start_date').notNull(),
    nextPaymentDate: date('next_payment_date'),
    dateCancelled: timestamp('date_cancelled', { withTimezone: true }),
    cancellationReasonId: integer('cancellation_reason_id').references(
      () => cancellationReasons.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('policies_number_key').on(t.policyNumber),
    uniqueIndex('policies_reference_product_key').on(t.paymentReferenceId, t.productUid),
    index('policies_customer_idx').on(t.customerId, t.productUid),
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
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('webhook_events_dedupe_key').on(t.provider, t.event, t.reference)],
);

/** A Postgres-backed job queue: durable work (webhook processing, reconciliation, e-mails). */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** A key that makes enqueueing idempotent (one job per webhook event, say). */
    dedupeKey: text('dedupe_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key').on(t.kind, t.dedupeKey),
    index('jobs_ready_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
  ],
);
