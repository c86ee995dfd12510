import {
  kobo,
  MONEY_PROPOSAL_STATUSES,
  type Kobo,
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
  boolean,
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
    /** Asked as an emergency: a provisional code at once, the decision within 48 hours. */
    emergency: boolean('emergency').notNull().default(false),
    /** An emergency's provisional code (PA- and 8 base32 characters), given when it was asked. */
    provisionalCode: text('provisional_code'),
    /** One hour after the request (the NHIA's clock): the queue's order and the hospital's time left. */
    answerDueBy: timestamp('answer_due_by', { withTimezone: true }).notNull(),
    /** When it escalated, 45 minutes unanswered (the job `preauthorisations.escalate`). */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** 'staff' (decided_by) or 'rules' (approved by the rules, never a decline). */
    decidedByKind: text('decided_by_kind').$type<'staff' | 'rules'>(),
    /** Why the rules sent it to a person (empty when they approved it). */
    ruleReasons: jsonb('rule_reasons').$type<string[]>().notNull().default([]),
    /**
     * Approved: the amount approved (at most the estimate). A provisional code declined: the care
     * given before the decision, still paid.
     */
    approvedAmountKobo: bigint('approved_amount_kobo', { mode: 'number' }).$type<Kobo>(),
    /** The final bill the hospital recorded against the code. */
    finalBillKobo: bigint('final_bill_kobo', { mode: 'number' }).$type<Kobo>(),
    billedAt: timestamp('billed_at', { withTimezone: true }),
    /** What capitation pays for it (payableOf): kept with every change of its inputs. */
    payableKobo: bigint('payable_kobo', { mode: 'number' })
      .$type<Kobo>()
      .notNull()
      .default(kobo(0)),
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
    uniqueIndex('preauthorisations_provisional_code_key').on(t.provisionalCode),
    index('preauthorisations_status_idx').on(t.status, t.requestedAt),
    // The open requests by their clock (the escalation job and the queue).
    index('preauthorisations_open_due_idx')
      .on(t.answerDueBy)
      .where(sql`${t.status} in ('pending', 'provisional')`),
    index('preauthorisations_policy_idx').on(t.policyId, t.month),
    index('preauthorisations_hospital_idx').on(t.hospitalId, t.month),
    // The approved ones no statement has paid yet, per hospital (the next statement's lines).
    index('preauthorisations_unpaid_idx')
      .on(t.hospitalId, t.month)
      .where(sql`${t.payableKobo} > 0 and ${t.capitationStatementId} is null`),
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
    /** Who moved it; null when the rules approved it. */
    staffId: integer('staff_id').references(() => staffMembers.id),
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

/**
 * The member confirms the care (issue 39 item 6; docs/business-rules.md, 'The member confirms the
 * care'): once a pre-authorisation is used (its final bill recorded) or a primary-care visit is
 * recorded, the member is asked whether they received that care, once (one row per pre-authorisation
 * or visit). The answer comes from the dashboard's page; 'no' opens a case for a claims officer
 * (the work item `care.not_received`).
 */
export const careConfirmations = pgTable(
  'care_confirmations',
  {
    id: serial('id').primaryKey(),
    /** The member asked (the policy's customer), whose link it is: another customer's is 404. */
    customerId: integer('customer_id').notNull(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    preauthorisationId: integer('preauthorisation_id').references(() => preauthorisations.id),
    visitId: integer('visit_id').references(() => hospitalVisits.id),
    /** The day the care was given as the hospital recorded it (Lagos date). */
    careDate: date('care_date').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    /** 'yes' or 'no'; null until the member answers (once: a second answer changes nothing). */
    answer: text('answer').$type<'yes' | 'no'>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    statusCheck('care_confirmations_answer_check', t.answer, ['yes', 'no']),
    uniqueIndex('care_confirmations_preauthorisation_key').on(t.preauthorisationId),
    uniqueIndex('care_confirmations_visit_key').on(t.visitId),
    index('care_confirmations_customer_idx').on(t.customerId, t.id),
  ],
);
