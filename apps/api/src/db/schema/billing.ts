import {
  PREMIUM_CHARGE_OUTCOMES,
  SANDBOX_CARD_OUTCOMES,
  type PremiumChargeOutcome,
  type SandboxCardOutcome,
} from '@alaafia/domain';
import { statusCheck } from './status-check.js';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { policies } from './policies.js';

/**
 * Every automatic premium charge (modules/sales/billing/renewals.ts owns it): one row per policy, due
 * date and attempt (0 on the due date, then 3, 7 and 14 days later), inserted before the provider
 * is called, so no retry, second worker or restart charges an attempt twice. Its reference is the
 * payment reference the charge is made under.
 */
export const premiumCharges = pgTable(
  'premium_charges',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').notNull(),
    dueDate: date('due_date').notNull(),
    attempt: integer('attempt').notNull(),
    reference: text('reference').notNull(),
    /** pending (sent, or its answer unknown) | succeeded | failed | needs_authorization | no_card */
    outcome: text('outcome').$type<PremiumChargeOutcome>().notNull().default('pending'),
    /** The provider's words for a failure ('Declined', 'Authorization code is invalid'). */
    message: text('message'),
    /** Paystack's `paused` answer: the page where the customer's bank asks them to approve. */
    authorizationUrl: text('authorization_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('premium_charges_outcome_check', t.outcome, PREMIUM_CHARGE_OUTCOMES),

    uniqueIndex('premium_charges_attempt_key').on(t.policyId, t.dueDate, t.attempt),
    uniqueIndex('premium_charges_reference_key').on(t.reference),
    index('premium_charges_open_idx')
      .on(t.policyId)
      .where(sql`${t.outcome} in ('pending', 'needs_authorization')`),
  ],
);

/**
 * The sandbox's clock and cards (modules/dev/sandbox owns them; the tables exist everywhere, used only
 * when SANDBOX=true): how far the application's clock is moved forward, and customers whose saved
 * cards decline from now on.
 */
export const sandboxClock = pgTable('sandbox_clock', {
  id: integer('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
  /**
   * How many times the clock was put back to the real time: a schedule's occurrence is queued once
   * per (time, resets), so moving the clock forward again after a reset runs the hourly and daily
   * jobs at those times again instead of finding them already done (docs/operations.md, 'The sandbox').
   */
  resets: integer('resets').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCardBehaviours = pgTable(
  'sandbox_card_behaviours',
  {
    email: text('email').primaryKey(),
    /** failed | success */
    outcome: text('outcome').$type<SandboxCardOutcome>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [statusCheck('sandbox_card_behaviours_outcome_check', t.outcome, SANDBOX_CARD_OUTCOMES)],
);
