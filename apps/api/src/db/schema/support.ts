import { COMPLAINT_STATUSES, type ComplaintStatus } from '@alaafia/domain';
import { statusCheck } from './status-check.js';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { staffMembers } from './staff.js';

/**
 * Complaints (issue 18; modules/service/support owns this table). Anyone may complain: a signed-in customer
 * (customer_id set, their contacts read from their account) or someone without an account (their
 * name, e-mail and phone kept here). Each gets a reference at once and a written answer from staff.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Without an account: who complained and where we answer. With one: null (read from the account). */
    fullName: text('full_name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    category: text('category').notNull(),
    description: text('description').notNull(),
    policyNumber: text('policy_number'),
    status: text('status').$type<ComplaintStatus>().notNull().default('open'),
    /** The Lagos day by which we answer in full (10 working days after the day it was filed). */
    answerDueBy: date('answer_due_by').notNull(),
    assignedTo: integer('assigned_to').references(() => staffMembers.id),
    response: text('response'),
    resolvedBy: integer('resolved_by').references(() => staffMembers.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    statusCheck('complaints_status_check', t.status, COMPLAINT_STATUSES),

    uniqueIndex('complaints_reference_idx').on(t.reference),
    index('complaints_customer_idx').on(t.customerId),
    index('complaints_open_idx')
      .on(t.answerDueBy)
      .where(sql`${t.status} <> 'resolved'`),
  ],
);
