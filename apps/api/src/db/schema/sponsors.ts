import {
  SPONSOR_ENROLMENT_STATUSES,
  SPONSOR_INVOICE_STATUSES,
  type SponsorEnrolmentStatus,
  type SponsorInvoiceStatus,
  type Kobo,
} from '@alaafia/domain';
import { statusCheck } from './status-check.js';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { policies } from './policies.js';
import { customers } from './customers.js';
import { pricingPlans } from './reference.js';
import { staffMembers } from './staff.js';

/**
 * Employers and partners who pay for their people's cover (modules/sales/sponsors owns these tables).
 * Created by an administrator; never deleted (finance invoices them, the audit log names them).
 */
export const sponsors = pgTable(
  'sponsors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    /** The Corporate Affairs Commission registration number ('RC1234567'), when given. */
    rcNumber: text('rc_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => staffMembers.id),
  },
  (t) => [uniqueIndex('sponsors_name_key').on(sql`lower(${t.name})`)],
);

/**
 * One customer (by e-mail) enrolled by a sponsor for a product: pending until the e-mail has an
 * account, active while the sponsored months run, ended after. At most one pending or active
 * enrolment per sponsor, e-mail and product (enrolling again is the same enrolment). What the
 * sponsor owes is fixed when the cover starts: the premium for each month (or year) it pays for.
 */
export const sponsorEnrolments = pgTable(
  'sponsor_enrolments',
  {
    id: serial('id').primaryKey(),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id),
    email: text('email').notNull(),
    productUid: text('product_uid').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => pricingPlans.id),
    months: integer('months').notNull(),
    /** awaiting_payment | pending | active | ended */
    status: text('status').$type<SponsorEnrolmentStatus>().notNull().default('pending'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    policyId: integer('policy_id').references(() => policies.id),
    /** Kobo per unit (month or year) the sponsor pays: the plan's price, or the held policy's. */
    premiumKobo: bigint('premium_kobo', { mode: 'number' }).$type<Kobo>(),
    unit: text('unit'),
    /** The first day of sponsored cover and the first day after it (the policy's due date then). */
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    /** Kobo the sponsor owes (premium x months, or x years for a yearly plan); null while pending. */
    amountDueKobo: bigint('amount_due_kobo', { mode: 'number' }).$type<Kobo>(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull(),
    enrolledBy: integer('enrolled_by').references(() => staffMembers.id),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    statusCheck('sponsor_enrolments_status_check', t.status, SPONSOR_ENROLMENT_STATUSES),

    uniqueIndex('sponsor_enrolments_open_key')
      .on(t.sponsorId, t.email, t.productUid)
      .where(sql`${t.status} in ('awaiting_payment', 'pending', 'active')`),
    index('sponsor_enrolments_email_idx')
      .on(t.email)
      .where(sql`${t.status} = 'pending'`),
    index('sponsor_enrolments_policy_idx').on(t.policyId),
    index('sponsor_enrolments_ends_idx')
      .on(t.endsOn)
      .where(sql`${t.status} = 'active'`),
  ],
);

export const sponsorInvoiceNumberSeq = pgSequence('sponsor_invoice_number_seq', { startWith: 1 });

/**
 * A sponsor's invoice (issue 27; docs/business-rules.md, 'Sponsor invoices'): one per enrolment call
 * (a form enrolment, or a CSV upload), a line per new enrolment, in kobo. Cover starts when it is
 * paid: through its Paystack payment link, or by a bank transfer one finance member records
 * (`transfer_*`) and a second, different one approves (`approved_by`).
 */
export const sponsorInvoices = pgTable(
  'sponsor_invoices',
  {
    id: serial('id').primaryKey(),
    /** SPN-2026-000001 */
    number: text('number').notNull(),
    sponsorId: integer('sponsor_id')
      .notNull()
      .references(() => sponsors.id),
    status: text('status').$type<SponsorInvoiceStatus>().notNull().default('unpaid'),
    issuedOn: date('issued_on').notNull(),
    dueOn: date('due_on').notNull(),
    totalKobo: bigint('total_kobo', { mode: 'number' }).notNull(),
    /** Our Paystack reference for the payment link (SPN-...-P), once one is made. */
    paystackReference: text('paystack_reference'),
    paymentUrl: text('payment_url'),
    transferAmountKobo: bigint('transfer_amount_kobo', { mode: 'number' }),
    transferBankReference: text('transfer_bank_reference'),
    transferReceivedOn: date('transfer_received_on'),
    transferRecordedBy: integer('transfer_recorded_by').references(() => staffMembers.id),
    transferRecordedAt: timestamp('transfer_recorded_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => staffMembers.id),
    /**
     * When the recorded transfer was approved (issue 38): a transfer waits for approval while
     * `transfer_recorded_at` is set and this is not, whatever the status (a payment link paid
     * meanwhile makes the invoice paid, and the transfer is then money paid twice).
     */
    transferApprovedAt: timestamp('transfer_approved_at', { withTimezone: true }),
    /** When the payment link's money was taken in (once: a repeated webhook finds it set). */
    linkPaidAt: timestamp('link_paid_at', { withTimezone: true }),
    /**
     * Money received towards the invoice, in kobo: each approved transfer (part-payments add up)
     * and the payment link's. Paid when it reaches the total; beyond it, the sponsor paid twice and
     * the excess is owed back (docs/business-rules.md, 'Sponsor invoices').
     */
    receivedKobo: bigint('received_kobo', { mode: 'number' }).notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** transfer | paystack */
    paidVia: text('paid_via').$type<'transfer' | 'paystack'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => staffMembers.id),
  },
  (t) => [
    statusCheck('sponsor_invoices_status_check', t.status, SPONSOR_INVOICE_STATUSES),
    uniqueIndex('sponsor_invoices_number_key').on(t.number),
    uniqueIndex('sponsor_invoices_paystack_reference_key').on(t.paystackReference),
    index('sponsor_invoices_sponsor_idx').on(t.sponsorId),
    index('sponsor_invoices_unpaid_idx')
      .on(t.issuedOn)
      .where(sql`${t.status} <> 'paid'`),
  ],
);

/** One enrolment billed on a sponsor invoice, with its amount fixed when the invoice was made. */
export const sponsorInvoiceLines = pgTable(
  'sponsor_invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => sponsorInvoices.id),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => sponsorEnrolments.id),
    description: text('description').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('sponsor_invoice_lines_enrolment_key').on(t.enrolmentId),
    index('sponsor_invoice_lines_invoice_idx').on(t.invoiceId),
  ],
);
