import { SPONSOR_ENROLMENT_STATUSES, type SponsorEnrolmentStatus } from '@alaafia/domain';
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
import { policies } from './policies.js';
import { customers } from './customers.js';
import { pricingPlans } from './reference.js';
import { staffMembers } from './staff.js';

/**
 * Employers and partners who pay for their people's cover (modules/cover/sponsors owns these tables).
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
    /** pending | active | ended */
    status: text('status').$type<SponsorEnrolmentStatus>().notNull().default('pending'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    policyId: integer('policy_id').references(() => policies.id),
    /** Naira per unit (month or year) the sponsor pays: the plan's price, or the held policy's. */
    premium: integer('premium'),
    unit: text('unit'),
    /** The first day of sponsored cover and the first day after it (the policy's due date then). */
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    /** Naira the sponsor owes (premium x months, or x years for a yearly plan); null while pending. */
    amountDue: integer('amount_due'),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull(),
    enrolledBy: integer('enrolled_by').references(() => staffMembers.id),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    statusCheck('sponsor_enrolments_status_check', t.status, SPONSOR_ENROLMENT_STATUSES),

    uniqueIndex('sponsor_enrolments_open_key')
      .on(t.sponsorId, t.email, t.productUid)
      .where(sql`${t.status} in ('pending', 'active')`),
    index('sponsor_enrolments_email_idx')
      .on(t.email)
      .where(sql`${t.status} = 'pending'`),
    index('sponsor_enrolments_policy_idx').on(t.policyId),
    index('sponsor_enrolments_ends_idx')
      .on(t.endsOn)
      .where(sql`${t.status} = 'active'`),
  ],
);
