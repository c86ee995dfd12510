import { REFUND_REQUEST_STATUSES, type RefundRequestStatus } from '@alaafia/domain';
import { statusCheck } from './status-check.js';
import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { customers } from './customers.js';
import { paymentReferences, refunds } from './payments.js';
import { staffMembers } from './staff.js';

/**
 * Refunds staff start (modules/back-office/backoffice owns it): maker-checker. A finance member starts one; a
 * different finance member approves (then the payments module queues the refund, in the same
 * transaction) or rejects it. One open request per payment reference.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    paymentReferenceId: integer('payment_reference_id')
      .notNull()
      .references(() => paymentReferences.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** awaiting_approval | approved | rejected */
    status: text('status').$type<RefundRequestStatus>().notNull().default('awaiting_approval'),
    startedBy: integer('started_by')
      .notNull()
      .references(() => staffMembers.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => staffMembers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    refundId: integer('refund_id').references(() => refunds.id),
  },
  (t) => [
    statusCheck('refund_requests_status_check', t.status, REFUND_REQUEST_STATUSES),

    uniqueIndex('refund_requests_open_key')
      .on(t.paymentReferenceId)
      .where(sql`${t.status} <> 'rejected'`),
    index('refund_requests_status_idx').on(t.status, t.startedAt),
  ],
);
