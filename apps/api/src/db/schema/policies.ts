import {
  POLICY_ACTORS,
  POLICY_MOVE_REASONS,
  POLICY_STATUSES,
  type PolicyActor,
  type PolicyMoveReason,
  type PolicyStatus,
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
import { customers } from './customers.js';
import { cancellationReasons, pricingPlans } from './reference.js';
import { paymentReferences } from './payments.js';
import { sponsors } from './sponsors.js';
import { staffMembers } from './staff.js';

/* Policies (modules/cover/policies owns this table). */

/** A policy: issued once per paid reference line, with its number, dates and the rate it was sold at. */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    policyNumber: text('policy_number').notNull(),
    /**
     * A health plan member's number (issue 28; docs/business-rules.md, 'Health plan members'): 'AM'
     * and 10 characters of Crockford base32 from a CSPRNG, given when a health policy (HI) is issued;
     * null for the other products. What the hospital looks the member up by; not the policy number.
     */
    memberNumber: text('member_number'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    productUid: text('product_uid').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => pricingPlans.id),
    paymentReferenceId: integer('payment_reference_id').references(() => paymentReferences.id),
    /** The cover, in kobo. */
    sumAssuredKobo: bigint('sum_assured_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    /** The premium per unit (month or year), in kobo. */
    premiumKobo: bigint('premium_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    unit: text('unit').notNull(),
    /** Months of cover the policy runs for before renewal (1 for monthly, 12 for yearly...). */
    policyDuration: integer('policy_duration').notNull(),
    /**
     * The sponsor that pays for the cover, when there is one (issue 26: it was the sponsor's name as
     * text, `company`; docs/business-rules.md, 'Sponsors').
     */
    sponsorId: integer('sponsor_id').references(() => sponsors.id),
    /** active | paused (premium unpaid after the grace days: no cover) | cancelled | lapsed */
    status: text('status').$type<PolicyStatus>().notNull().default('active'),
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
    statusCheck('policies_status_check', t.status, POLICY_STATUSES),

    uniqueIndex('policies_number_key').on(t.policyNumber),
    uniqueIndex('policies_member_number_key').on(t.memberNumber),
    uniqueIndex('policies_reference_product_key').on(t.paymentReferenceId, t.productUid),
    index('policies_customer_idx').on(t.customerId, t.productUid),
    // One active policy per customer and product: a second purchase extends the first.
    uniqueIndex('policies_one_active_per_product')
      .on(t.customerId, t.productUid)
      .where(sql`${t.status} = 'active'`),
  ],
);

/** Policy numbers: ALF-HI-2026-000123 (unique, never reused). */
export const policyNumberSeq = pgSequence('policy_number_seq', { startWith: 1 });

/**
 * A policy's history (issue 26): one row per move of its status (packages/domain policy-moves.ts,
 * POLICY_MOVES), written only by movePolicy() in the policies module, in the same transaction as
 * the move; plus its first row ('created' when issued, 'history_began' for a policy older than this
 * table). Claims judge cover on the day of an event from it (docs/business-rules.md, 'Policy history').
 */
export const policyEvents = pgTable(
  'policy_events',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    /** null for the first row */
    fromStatus: text('from_status').$type<PolicyStatus>(),
    toStatus: text('to_status').$type<PolicyStatus>().notNull(),
    actor: text('actor').$type<PolicyActor>().notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id),
    /** the job or webhook that moved it, when the system did */
    job: text('job'),
    reason: text('reason').$type<PolicyMoveReason>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('policy_events_policy_idx').on(t.policyId, t.at, t.id),
    statusCheck('policy_events_from_status_check', t.fromStatus, POLICY_STATUSES),
    statusCheck('policy_events_to_status_check', t.toStatus, POLICY_STATUSES),
    statusCheck('policy_events_actor_check', t.actor, POLICY_ACTORS),
    statusCheck('policy_events_reason_check', t.reason, POLICY_MOVE_REASONS),
  ],
);
