import {
  CLAIM_AUTOMATION_CHANGE_STATUSES,
  CLAIM_REJECTION_CODES,
  kobo,
  type ClaimAutomationChangeStatus,
  type ClaimAutomationRecord,
  type ClaimNoteCopy,
  CLAIM_STATUSES,
  PAYOUT_STATUSES,
  PAYOUT_TRANSFER_STATUSES,
  type ClaimRejectionCode,
  type ClaimStatus,
  type PayoutStatus,
  type PayoutTransferStatus,
  type Kobo,
  type HealthBenefit,
  HEALTH_BENEFITS,
} from '@alaafia/domain';
import { statusCheck } from './status-check.js';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { customers } from './customers.js';
import { uploads } from './profile.js';
import { staffMembers } from './staff.js';

/**
 * Claims (issue 17; modules/cover/claims owns these tables). A claim is on one policy; its state moves as
 * packages/domain/src/claims.ts allows, each move a row of claim_events (the customer's timeline).
 */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    claimNumber: text('claim_number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'restrict' }),
    /** EI | HTCI */
    productUid: text('product_uid').notNull(),
    /** EI: the reason (dismissal, business_closure). */
    reason: text('reason'),
    /** HTCI: the benefit (accident_emergency, permanent_disability, accidental_death). */
    benefit: text('benefit'),
    /** 'income' for EI, the benefit for HTCI: one open claim per policy and benefit key. */
    benefitKey: text('benefit_key').notNull(),
    /** The date of the job loss or of the event (Lagos). */
    dateOfLoss: date('date_of_loss').notNull(),
    /** HTCI: what the customer claims, in kobo (the answers give it in naira: docs/decisions/2026-11-29-money-in-kobo.md). */
    amountClaimedKobo: bigint('amount_claimed_kobo', { mode: 'number' }).$type<Kobo>(),
    /** What the officer approved, in kobo (EI: the whole benefit paid in parts). */
    amountApprovedKobo: bigint('amount_approved_kobo', { mode: 'number' }).$type<Kobo>(),
    description: text('description'),
    /** EI: the customer's answer to 'were you told of the job loss before you bought the policy?' (the exclusion). */
    noticeBeforePurchase: boolean('notice_before_purchase'),
    status: text('status').$type<ClaimStatus>().notNull().default('submitted'),
    bankCode: text('bank_code').notNull(),
    accountNumberEnc: text('account_number_enc').notNull(),
    accountLast4: text('account_last4').notNull(),
    accountName: text('account_name'),
    /** Paystack's transfer recipient for this account, created once (before the first transfer). */
    recipientCode: text('recipient_code'),
    /** The Lagos day the claim became complete (filed, or the requested information came): the decision clock starts. */
    completeOn: date('complete_on'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /**
     * No premium, no cover (issue 36; docs/business-rules.md, 'Claims in unpaid grace'): the event
     * fell in the grace days of a premium not yet paid, due on this day. The claim is taken and
     * decided, but nothing is paid until that premium is paid. Null when the premium was paid.
     */
    heldForPremiumDue: date('held_for_premium_due'),
    /**
     * When the claim is due (the domain's claimDue: a decision or a payment, on working days), null
     * when no clock runs; kept by the claims module's refreshClaimDueBy on every change of its inputs,
     * so the back office's queue pages by it in SQL (docs/architecture.md, 'Paging').
     */
    dueBy: timestamp('due_by', { withTimezone: true }),
    /** The claims officer who approved or rejected it. */
    decidedBy: integer('decided_by').references(() => staffMembers.id),
    decisionReason: text('decision_reason'),
    /** Why it was rejected, as a code (packages/domain CLAIM_REJECTION_CODES); null unless rejected. */
    rejectionCode: text('rejection_code').$type<ClaimRejectionCode>(),
    /** When administrators were alerted that the claim nears the 60-day limit. */
    slaAlertedAt: timestamp('sla_alerted_at', { withTimezone: true }),
    /**
     * When finance and administrators were alerted that a payment of the approved claim still waits
     * on day 50 of the 60 (issue 36; NIIRA 2025 s.210 runs to payment).
     */
    paymentAlertedAt: timestamp('payment_alerted_at', { withTimezone: true }),
    /** A claim made by the next of kin (accidental death) rather than the customer. */
    /**
     * What the rules decided when the claim was filed (issue 39; claim-automation.ts): approve, or
     * to a person with the reasons; null until they ran (and for claims filed before them).
     */
    automation: jsonb('automation').$type<ClaimAutomationRecord>(),
    /** When the rules decided it (approve or to a person): the weekly report counts by it. */
    automatedAt: timestamp('automated_at', { withTimezone: true }),
    /**
     * The look back (issue 39): a claim the rules approved and paid is reviewed by a claims officer
     * by this Lagos day (5 working days on); the officer's finding ('fine' or 'problem': a problem
     * opens a recovery for finance, never a silent reversal), when, who and why.
     */
    lookBackDueOn: date('look_back_due_on'),
    lookedBackAt: timestamp('looked_back_at', { withTimezone: true }),
    lookedBackBy: integer('looked_back_by').references(() => staffMembers.id),
    lookBackFinding: text('look_back_finding').$type<'fine' | 'problem'>(),
    lookBackNote: text('look_back_note'),
    /**
     * A further bill for the same event (issue 38 item 3): the earlier claim, settled, this one is
     * linked to (docs/business-rules.md, 'Claims', 'A further bill for the same event').
     */
    followUpOf: integer('follow_up_of'),
    claimantName: text('claimant_name'),
    claimantPhone: text('claimant_phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    statusCheck('claims_status_check', t.status, CLAIM_STATUSES),
    statusCheck('claims_rejection_code_check', t.rejectionCode, CLAIM_REJECTION_CODES),
    statusCheck('claims_look_back_finding_check', t.lookBackFinding, ['fine', 'problem']),
    // The look-back queue: claims the rules approved, not yet looked back, by their due day.
    index('claims_look_back_idx')
      .on(t.lookBackDueOn, t.id)
      .where(sql`${t.lookBackDueOn} is not null and ${t.lookedBackAt} is null`),
    index('claims_automated_at_idx').on(t.automatedAt),

    uniqueIndex('claims_number_key').on(t.claimNumber),
    index('claims_customer_idx').on(t.customerId),
    index('claims_status_idx').on(t.status),
    // The queue's order of the open claims (due first, none last, then filing time and id).
    index('claims_open_due_idx')
      .on(sql`coalesce(${t.dueBy}, 'infinity'::timestamptz)`, t.createdAt, t.id)
      .where(
        sql`${t.status} in ('submitted', 'in_review', 'info_requested', 'approved', 'paying')`,
      ),
    uniqueIndex('claims_one_open_per_policy_benefit')
      .on(t.policyId, t.benefitKey)
      .where(
        sql`${t.status} in ('submitted', 'in_review', 'info_requested', 'approved', 'paying')`,
      ),
  ],
);

/** The timeline: one row per state change (and per note the customer should see). */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    status: text('status').$type<ClaimStatus>().notNull(),
    /** customer | claims_officer | system */
    actor: text('actor').notNull(),
    staffId: integer('staff_id'),
    note: text('note'),
    /**
     * A note the system wrote (issue 42): which words (`claimNoteCopy`, the catalogue's
     * `claims.note.<copy>`) and what fills them, so the customer's page says it in their language;
     * `note` keeps its English. Null for an officer's or a customer's own words.
     */
    noteCopy: text('note_copy').$type<ClaimNoteCopy>(),
    noteValues: jsonb('note_values').$type<Record<string, string>>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    statusCheck('claim_events_status_check', t.status, CLAIM_STATUSES),
    index('claim_events_claim_idx').on(t.claimId, t.id),
  ],
);

/** The evidence: the customer's own uploads (type claim_document), attached to a claim. */
export const claimDocuments = pgTable(
  'claim_documents',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('claim_documents_claim_upload_key').on(t.claimId, t.uploadId)],
);

/**
 * What a claim pays (modules/cover/claims/payouts.ts owns it): one row per part (HTCI: one; EI: up to 6
 * monthly). Sent only after a finance member other than the deciding officer approves it.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'restrict' }),
    sequence: integer('sequence').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    dueDate: date('due_date').notNull(),
    /** packages/domain PAYOUT_STATUSES */
    status: text('status').$type<PayoutStatus>().notNull(),
    /** The finance member who approved it (never the officer who decided the claim). */
    approvedBy: integer('approved_by').references(() => staffMembers.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The transfer now carrying this payout (payout_transfers.reference). */
    reference: text('reference'),
    /** EI later parts: when the customer was asked to confirm they are still out of work. */
    confirmationRequestedAt: timestamp('confirmation_requested_at', { withTimezone: true }),
    remindersSent: integer('reminders_sent').notNull().default(0),
    /** true: still out of work; false: has a job; null: not answered (yet). */
    confirmed: boolean('confirmed'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    statusCheck('payouts_status_check', t.status, PAYOUT_STATUSES),

    uniqueIndex('payouts_claim_sequence_key').on(t.claimId, t.sequence),
    // The payouts list's keyset pages, by status and without (issue 29).
    index('payouts_status_idx').on(t.status, t.dueDate, t.id),
    index('payouts_due_idx').on(t.dueDate, t.id),
  ],
);

/**
 * Each attempt to send a payout: its unique reference is stored (status 'created') before the
 * provider is called, so a retry, a restart or a second worker asks about that reference instead of
 * sending again. A new attempt (a new reference) exists only after a new finance approval.
 */
export const payoutTransfers = pgTable(
  'payout_transfers',
  {
    id: serial('id').primaryKey(),
    payoutId: integer('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'restrict' }),
    attempt: integer('attempt').notNull(),
    reference: text('reference').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    /**
     * created (not yet with the provider) | pending | otp (held for a one-time password at
     * Paystack) | received | queued (with Paystack, not yet sent) | success | failed | reversed
     */
    status: text('status').$type<PayoutTransferStatus>().notNull(),
    transferCode: text('transfer_code'),
    /** Paystack's `gateway_response`: the reason shown for the outcome. */
    providerMessage: text('provider_message'),
    /** Paystack's status word as it gave it, its NIP session id, its fee (kobo) and its `failures`. */
    providerStatus: text('provider_status'),
    sessionId: text('session_id'),
    feeChargedKobo: bigint('fee_charged_kobo', { mode: 'number' }),
    failures: jsonb('failures'),
    /** Reconciliation: verify calls so far, and when the next is due. */
    checks: integer('checks').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    statusCheck('payout_transfers_status_check', t.status, PAYOUT_TRANSFER_STATUSES),

    uniqueIndex('payout_transfers_reference_key').on(t.reference),
    uniqueIndex('payout_transfers_payout_attempt_key').on(t.payoutId, t.attempt),
    index('payout_transfers_status_idx').on(t.status),
  ],
);

/**
 * A next of kin proving who they are to claim the HealthCash death benefit without an account: a
 * one-time code sent to the phone the policyholder named (stored as a keyed hash, 10 minutes, 5
 * tries), then a claimant token (stored hashed, 2 hours) for the upload and the claim.
 */
export const claimantVerifications = pgTable(
  'claimant_verifications',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('claimant_verifications_policy_idx').on(t.policyId, t.phone),
    uniqueIndex('claimant_verifications_token_key').on(t.tokenHash),
  ],
);

/**
 * The automation's settings as a money control (issue 39; docs/business-rules.md, 'Claims paid by
 * rules'): each row a change one administrator proposed; it is in force once another administrator
 * approves it (the latest applied row is in force; none: the configured start, CLAIM_AUTOMATION_ON).
 * One change waits at a time.
 */
export const claimAutomationChanges = pgTable(
  'claim_automation_changes',
  {
    id: serial('id').primaryKey(),
    enabled: boolean('enabled').notNull(),
    maxClaimKobo: bigint('max_claim_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    dailyBudgetKobo: bigint('daily_budget_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    samplePercent: integer('sample_percent').notNull(),
    /** awaiting_approval | applied | rejected */
    status: text('status').$type<ClaimAutomationChangeStatus>().notNull(),
    proposedBy: integer('proposed_by').references(() => staffMembers.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => staffMembers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    statusCheck(
      'claim_automation_changes_status_check',
      t.status,
      CLAIM_AUTOMATION_CHANGE_STATUSES,
    ),
    check('claim_automation_changes_percent_check', sql`${t.samplePercent} between 0 and 100`),
    uniqueIndex('claim_automation_changes_one_waiting')
      .on(t.status)
      .where(sql`${t.status} = 'awaiting_approval'`),
  ],
);

/**
 * What the rules sent at once each Lagos day, against the daily budget: the one row a filing adds
 * to only while the sum stays within the budget (one conditional update, so parallel filings never
 * pass it: claim-automation.ts).
 */
export const claimAutomationDays = pgTable('claim_automation_days', {
  day: date('day').primaryKey(),
  sentKobo: bigint('sent_kobo', { mode: 'number' }).$type<Kobo>().notNull().default(kobo(0)),
  claims: integer('claims').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * "I was asked to pay" (issue 39 item 6; docs/business-rules.md, 'Asked to pay at the hospital'): a
 * health plan member says a hospital of the network asked them to pay for care. An urgent case for
 * the claims team, answered within one hour on the pre-authorisations' clock (answer_due_by; at 45
 * minutes unanswered it escalates: the job `preauthorisations.escalate` runs both).
 */
export const askedToPayCases = pgTable(
  'asked_to_pay_cases',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    visitDate: date('visit_date').notNull(),
    amountAskedKobo: bigint('amount_asked_kobo', { mode: 'number' }).$type<Kobo>().notNull(),
    paid: boolean('paid').notNull(),
    /** The receipt, when the member uploaded one (the evidence upload, type claim_document). */
    receiptUploadId: integer('receipt_upload_id').references(() => uploads.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** One hour after it was opened (the NHIA's clock for pre-authorisations, the same rule). */
    answerDueBy: timestamp('answer_due_by', { withTimezone: true }).notNull(),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => staffMembers.id),
    /** The claims officer's answer to the member, in writing. */
    answer: text('answer'),
    /**
     * The refund claim filed for the member on their health plan when they paid (issue 39 item 6;
     * claim-filing.ts): at most one per case, ever.
     */
    claimId: integer('claim_id').references(() => claims.id),
    /** The plan's benefit the care they paid for was (HEALTH_BENEFITS), given with the refund claim. */
    care: text('care').$type<HealthBenefit>(),
  },
  (t) => [
    index('asked_to_pay_cases_customer_idx').on(t.customerId, t.id),
    uniqueIndex('asked_to_pay_cases_claim_key').on(t.claimId),
    statusCheck('asked_to_pay_cases_care_check', t.care, HEALTH_BENEFITS),
    index('asked_to_pay_cases_open_idx')
      .on(t.answerDueBy)
      .where(sql`${t.answeredAt} is null`),
  ],
);
