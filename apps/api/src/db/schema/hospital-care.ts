import {
  MONEY_PROPOSAL_STATUSES,
  PREAUTHORISATION_BENEFITS,
  PREAUTHORISATION_STATUSES,
  type MoneyProposalStatus,
  type PreauthorisationBenefit,
  type PreauthorisationStatus,
} from '@alaafia/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { policies } from './policies.js';
import { hospitals } from './reference.js';
import { staffMembers } from './staff.js';
import { statusCheck } from './status-check.js';

/*
 * The health plan at the hospital (issue 28; modules/cover/hospital-care owns these tables;
 * docs/business-rules.md, 'The health plan at the hospital').
 */

/** A primary-care visit a hospital recorded for a member. */
export const hospitalVisits = pgTable(
  'hospital_visits',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => staffMembers.id),
    visitDate: date('visit_date').notNull(),
    treatment: text('treatment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('hospital_visits_policy_idx').on(t.policyId, t.visitDate)],
);

/**
 * A hospital's request to treat a member outside primary care; its status moves only through
 * movePreauthorisation (PREAUTHORISATION_MOVES), which writes preauthorisation_events.
 */
export const preauthorisations = pgTable(
  'preauthorisations',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => staffMembers.id),
    benefit: text('benefit').$type<PreauthorisationBenefit>().notNull(),
    treatment: text('treatment').notNull(),
    reason: text('reason').notNull(),
    estimatedAmountKobo: bigint('estimated_amount_kobo', { mode: 'number' }).notNull(),
    status: text('status').$type<PreauthorisationStatus>().notNull().default('pending'),
    /** The code the hospital quotes, given on approval (PA- and 8 base32 characters). */
    code: text('code'),
    decidedBy: integer('decided_by').references(() => staffMembers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** The Lagos calendar month (YYYY-MM) of the request: the month whose limits it uses. */
    month: text('month').notNull(),
    /**
     * The capitation statement that pays it, once one has (approved in its month before the
     * statement was made: that month's; approved later: the next statement of its hospital).
     */
    capitationStatementId: integer('capitation_statement_id').references(
      (): AnyPgColumn => capitationStatements.id,
    ),
  },
  (t) => [
    statusCheck('preauthorisations_status_check', t.status, PREAUTHORISATION_STATUSES),
    statusCheck('preauthorisations_benefit_check', t.benefit, PREAUTHORISATION_BENEFITS),
    uniqueIndex('preauthorisations_code_key').on(t.code),
    index('preauthorisations_status_idx').on(t.status, t.requestedAt),
    index('preauthorisations_policy_idx').on(t.policyId, t.month),
    index('preauthorisations_hospital_idx').on(t.hospitalId, t.month),
    // The approved ones no statement has paid yet, per hospital (the next statement's lines).
    index('preauthorisations_unpaid_idx')
      .on(t.hospitalId, t.month)
      .where(sql`${t.status} = 'approved' and ${t.capitationStatementId} is null`),
  ],
);

/** A pre-authorisation's history: one row per move (and its first, 'pending'). */
export const preauthorisationEvents = pgTable(
  'preauthorisation_events',
  {
    id: serial('id').primaryKey(),
    preauthorisationId: integer('preauthorisation_id')
      .notNull()
      .references(() => preauthorisations.id),
    fromStatus: text('from_status').$type<PreauthorisationStatus>(),
    toStatus: text('to_status').$type<PreauthorisationStatus>().notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('preauthorisation_events_idx').on(t.preauthorisationId, t.at)],
);

/**
 * A hospital's capitation statement for a month: the enrolees on the first of the month × the
 * rate, plus the pre-authorisations approved that month. Made once per hospital and month (the
 * monthly job), posted to the books as payable in the same transaction.
 */
export const capitationStatements = pgTable(
  'capitation_statements',
  {
    id: serial('id').primaryKey(),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    month: text('month').notNull(),
    enrolees: integer('enrolees').notNull(),
    rateKobo: bigint('rate_kobo', { mode: 'number' }).notNull(),
    capitationKobo: bigint('capitation_kobo', { mode: 'number' }).notNull(),
    preauthorisedKobo: bigint('preauthorised_kobo', { mode: 'number' }).notNull(),
    totalKobo: bigint('total_kobo', { mode: 'number' }).notNull(),
    /** The lines: each enrolee (member number, name's initials kept out) and each approved pre-authorisation. */
    lines: jsonb('lines')
      .$type<
        {
          kind: 'enrolee' | 'preauthorisation';
          member_number: string;
          code?: string;
          amount_kobo: number;
        }[]
      >()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('capitation_statements_hospital_month_key').on(t.hospitalId, t.month)],
);

/**
 * Paying a hospital its capitation statement (issue 36; docs/business-rules.md, 'Capitation'):
 * proposed by a finance member, approved by another ('Who may approve money'), posted on approval
 * (hospital capitation payable / bank). One waiting or posted payment per statement.
 */
export const capitationPayments = pgTable(
  'capitation_payments',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => capitationStatements.id),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    status: text('status').$type<MoneyProposalStatus>().notNull(),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => staffMembers.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    approvedBy: integer('approved_by').references(() => staffMembers.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    entryId: integer('entry_id'),
  },
  (t) => [
    statusCheck('capitation_payments_status_check', t.status, MONEY_PROPOSAL_STATUSES),
    uniqueIndex('capitation_payments_statement_key')
      .on(t.statementId)
      .where(sql`${t.status} <> 'withdrawn'`),
  ],
);
