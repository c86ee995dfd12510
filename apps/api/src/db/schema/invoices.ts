import {
  bigint,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { payments } from './payments.js';

/* Receipts (modules/sales/invoices owns this table). */

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
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its own e-mail was queued (asked for: the invoice calls; docs/business-rules.md, 'Messages'). */
    emailQueuedAt: timestamp('email_queued_at', { withTimezone: true }),
    /** When it was e-mailed: its own e-mail, or the 'Payment received' e-mail that carried it. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.invoiceNumber),
    uniqueIndex('invoices_payment_product_key').on(t.paymentId, t.productUid),
  ],
);

/** Invoice numbers: INV-2026-000045 (unique, never reused). */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1 });
