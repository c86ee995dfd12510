// The answers about claims: a claim, its timeline and payouts, what is left of its limits, and the
// back office's view. The bodies and rules are in claims.ts.

import {
  CLAIMED_PRODUCT_UIDS,
  CLAIM_REJECTION_CODES,
  claimStatusSchema,
  EI_CLAIM_REASON_KEYS,
  HTCI_BENEFIT_KEYS,
  payoutStatusSchema,
  claimCopy,
} from './claims.js';
import { HOSPITAL_REFUND } from './claim-terms.js';
import { CLAIM_NOTE_COPIES } from './claim-notes.js';
import { claimAutomationOnClaimSchema, claimLookBackSchema } from './claim-automation.js';
import { z } from './zod.js';

/**
 * What the claims API answers a customer (or a next of kin) with beyond the claim rules' own
 * (`claimCopy`): the catalogue's `errors.claimServer.*` and `errors.claimMove.*` word for word, said in
 * their language (docs/architecture.md, 'Languages').
 */
export const claimServerCopy = {
  noPolicy: 'You have no policy for this product to claim on.',
  unknownBank: 'Please select your bank',
  accountNotFound: claimCopy.bankNotFound,
  providerDown:
    'We could not check this bank account right now. Please try again in a few minutes.',
  notYourClaim: 'This claim is not yours.',
  /** A next of kin's claim: the account must be in the next of kin's own name. */
  kinBankNameMismatch:
    'This bank account is not in your name. The benefit is paid only to the next of kin named on the policy.',
} as const;

/** A claim's state change the table (CLAIM_MOVES) does not allow now, or another came first. */
export const claimMoveCopy = {
  notNow: 'This claim cannot be moved that way now.',
} as const;

export const claimTimelineEntrySchema = z.object({
  status: claimStatusSchema,
  label: z.string(),
  at: z.string(),
  by: z.enum(['customer', 'claims_officer', 'system', 'rules']),
  note: z.string().nullable(),
  /**
   * A note the system wrote (issue 42): which words (claimNoteCopy; the catalogue's
   * `claims.note.<copy>`) and what fills them, for a page in the customer's language; `note` is
   * its English. Null for an officer's or the customer's own words.
   */
  note_copy: z.enum(CLAIM_NOTE_COPIES).nullable(),
  note_values: z.record(z.string(), z.string()).nullable(),
});
export type ClaimTimelineEntry = z.infer<typeof claimTimelineEntrySchema>;

export const claimPayoutSchema = z.object({
  id: z.number(),
  sequence: z.number(),
  due_date: z.string().describe('YYYY-MM-DD, Lagos'),
  amount: z.number().describe('naira'),
  status: payoutStatusSchema,
  paid_at: z.string().nullable(),
  /** EI later parts: whether the customer confirmed they are still out of work (null: not asked yet). */
  confirmed: z.boolean().nullable(),
});
export type ClaimPayout = z.infer<typeof claimPayoutSchema>;

const limitLeftSchema = z.object({
  limit: z.number().describe('naira'),
  left: z.number().describe('naira'),
});

/** What is left of each HealthCash limit in one policy year (issue 25). */
export const claimLimitsSchema = z.object({
  year_from: z.string().describe("YYYY-MM-DD, the policy year's first day"),
  year_to: z.string().describe("YYYY-MM-DD, the next policy year's first day"),
  total: limitLeftSchema,
  benefits: z.object({
    accident_emergency: limitLeftSchema,
    permanent_disability: limitLeftSchema,
    accidental_death: limitLeftSchema,
  }),
});
export type ClaimLimits = z.infer<typeof claimLimitsSchema>;

/** GET /api/local/customers/{id}/claims/limits: before filing, what the HealthCash policy can still pay. */
export const claimLimitsAnswerSchema = claimLimitsSchema.extend({ policy_number: z.string() });
export type ClaimLimitsAnswer = z.infer<typeof claimLimitsAnswerSchema>;

/** GET /api/local/customers/{id}/claims/eligibility (the query is claimEligibilityQuerySchema in claims.ts). */
export const claimEligibilityAnswerSchema = z.object({
  eligible: z.literal(true),
  policy_number: z.string(),
  /** Income protection: the first day an event can be claimed; null for HealthCash. */
  waiting_period_ends_on: z.iso.date().nullable(),
  /**
   * The event falls in the grace days of a premium not yet paid (issue 36, 'No premium, no cover'):
   * that premium's due date, and what the customer is told before filing; null otherwise.
   */
  premium_unpaid_due_on: z.iso.date().nullable(),
  /** A further bill for an event already claimed and settled: that claim's number (issue 38). */
  follow_up_of: z.string().nullable(),
  notice: z.string().nullable(),
});
export type ClaimEligibilityAnswer = z.infer<typeof claimEligibilityAnswerSchema>;

/** POST /api/local/customers/{id}/claims/bank-account (the body is claimBankAccountBodySchema in claims.ts). */
export const claimBankAccountAnswerSchema = z.object({ account_name: z.string() });
export type ClaimBankAccountAnswer = z.infer<typeof claimBankAccountAnswerSchema>;

/**
 * The payout account the claim form starts from (issue 38): the account of the customer's latest
 * claim, else the bank account their identity check verified; null when there is neither. The form
 * confirms it again (bank-account) before anything is filed.
 */
export const claimPayoutAccountAnswerSchema = z
  .object({
    bank_code: z.string(),
    account_number: z.string(),
    source: z
      .enum(['claim', 'identity_check'])
      .describe("'claim': the latest claim's account; 'identity_check': the verified bank account"),
  })
  .nullable();
export type ClaimPayoutAccountAnswer = z.infer<typeof claimPayoutAccountAnswerSchema>;

export const claimSchema = z.object({
  id: z.number(),
  claim_number: z.string(),
  product_uid: z.enum(CLAIMED_PRODUCT_UIDS),
  policy_number: z.string(),
  status: claimStatusSchema,
  status_label: z.string(),
  reason: z.enum(EI_CLAIM_REASON_KEYS).nullable(),
  /** HealthCash's benefit, or the health plan's hospital refund (HI); null for income protection. */
  benefit: z.enum([...HTCI_BENEFIT_KEYS, HOSPITAL_REFUND.benefit]).nullable(),
  date_of_loss: z.string(),
  amount_claimed: z.number().nullable(),
  amount_approved: z.number().nullable(),
  description: z.string().nullable(),
  documents: z.array(z.string()),
  bank: z.object({
    bank_code: z.string(),
    account_number: z.string().describe('masked'),
    account_name: z.string().nullable(),
  }),
  timeline: z.array(claimTimelineEntrySchema),
  payouts: z.array(claimPayoutSchema),
  due_for: z.enum(['decision', 'payment']).nullable(),
  due_by: z.string().nullable(),
  late: z.boolean(),
  statutory_due_by: z.string(),
  /** No premium, no cover (issue 36): the unpaid premium the claim waits for, while it does. */
  premium_unpaid_due_on: z.string().nullable(),
  /** EI: a later payment waits for the customer to say they are still out of work. */
  confirmation_due_by: z.string().nullable(),
  /**
   * HealthCash: what is left of each limit in the claim's policy year now, every claim's payouts
   * counted (this one's too): the same figure as GET .../claims/limits for that year (issue 38).
   */
  limits_left: claimLimitsSchema.nullable(),
  /**
   * What the rules decided when the claim was filed (issue 39): approved at once, or to a person
   * with the reasons; null before they ran (or for a claim filed before them).
   */
  automation: claimAutomationOnClaimSchema.nullable(),
  /**
   * Approved for less than claimed (HealthCash): the claims officer's reason, told to the customer
   * (issue 38 item 4); null otherwise.
   */
  less_reason: z.string().nullable(),
  /**
   * The claim's clock (issue 39): when it was filed, approved and (first) paid, as instants; null
   * until each happens. The claim page shows them with their times.
   */
  clock: z.object({
    filed_at: z.string(),
    approved_at: z.string().nullable(),
    paid_at: z.string().nullable(),
  }),
  /** A further bill for an event already claimed: the earlier claim's number (issue 38 item 3). */
  follow_up_of: z.string().nullable(),
  /** A hospital refund (HI): the member's "asked to pay" case it was filed from (issue 39 item 6). */
  asked_to_pay_case_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;

export const claimEvidenceSchema = z.object({
  id: z.number(),
  url: z.string().describe('the staff file route (audited)'),
  original_name: z.string(),
  content_type: z.string(),
  size: z.number(),
});

/** A claim as the back office sees it. */
export const adminClaimSchema = claimSchema.extend({
  customer: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  evidence: z.array(claimEvidenceSchema),
  decided_by: z.number().nullable(),
  /** The coded reason of a rejected claim (CLAIM_REJECTION_CODES); null otherwise. */
  rejection_code: z.enum(CLAIM_REJECTION_CODES).nullable(),
  sla_alerted: z.boolean(),
  /** Days left of the s.210 clock (60 days from filing to settlement); null once settled (issue 39). */
  statutory_days_left: z.number().nullable(),
  /** A claim the rules approved: its look back by a claims officer (issue 39); null otherwise. */
  look_back: claimLookBackSchema.nullable(),
  /** Reported more than CLAIM_LATE_NOTICE_DAYS after the event: not refused, for the officer to weigh. */
  late_notice: z.boolean(),
  /**
   * The date of the event is before the policy's history began (issue 26): whether cover was paused
   * or lapsed that day cannot be read from it, so the officer checks (docs/business-rules.md,
   * 'Policy history').
   */
  cover_unconfirmed: z.boolean(),
  /** EI: the customer's answer to the exclusion's question (told of the job loss before buying). */
  notice_before_purchase: z.boolean().nullable(),
  /** Evidence whose content was already used in another claim, with a link to that claim. */
  shared_files: z.array(
    z.object({
      document_id: z.number(),
      original_name: z.string(),
      claim_id: z.number(),
      claim_number: z.string(),
      url: z.string().describe('the other claim in the back office'),
    }),
  ),
});
export type AdminClaim = z.infer<typeof adminClaimSchema>;

export const adminPayoutSchema = claimPayoutSchema.extend({
  claim_id: z.number(),
  claim_number: z.string(),
  product_uid: z.enum(CLAIMED_PRODUCT_UIDS),
  customer_name: z.string(),
  /** Issue 30: what the customer claimed beside what the officer approved, naira. */
  amount_claimed: z
    .number()
    .nullable()
    .describe('naira; what the customer claimed (Health Cash), null for income protection'),
  amount_approved: z
    .number()
    .nullable()
    .describe("naira; the officer's approved amount for the claim"),
  account_number: z
    .string()
    .describe('the payee account, masked on the server to its last four digits: ******6789'),
  bank_name: z.string().describe("the payee's bank (its code when the bank is no longer listed)"),
  reference: z.string().nullable(),
  decided_by: z.number().nullable().describe('the claims officer who approved the claim'),
  approved_by: z.number().nullable(),
  failure_reason: z
    .string()
    .nullable()
    .describe(
      "why the transfer failed or was reversed: Paystack's gateway_response when it gave one",
    ),
  transfer_session_id: z
    .string()
    .nullable()
    .optional()
    .describe(
      'the NIP session id of the transfer under `reference` (finance quotes it to the bank)',
    ),
  transfer_fee: z
    .number()
    .nullable()
    .optional()
    .describe("the transfer's fee in naira (Paystack's fee_charged), once Paystack reports it"),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
