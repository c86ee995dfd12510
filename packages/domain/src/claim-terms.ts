import { kobo } from './money.js';

/**
 * The claims' words and codes with no zod in them (issue 30: the back office's claims page reads
 * these and nothing else of claims.ts, whose schemas would bring zod, 34 KB, into its JavaScript):
 * what can be claimed, the statuses and their labels, the decisions and rejection codes. claims.ts
 * re-exports all of it; the rules and the schemas stay there.
 */

/** An event reported more than this many days after it happened is flagged 'late notice' (not refused). */
export const CLAIM_LATE_NOTICE_DAYS = 90;

/** Income protection: why the job was lost. Covered and not-covered reasons, in the spec's words. */
export const EI_CLAIM_REASONS = {
  dismissal: {
    label: 'Dismissal',
    covered: true,
    explanation: "Job loss for reasons out of the customer's control.",
  },
  business_closure: {
    label: 'Business Closure',
    covered: true,
    explanation: 'The company goes out of business.',
  },
  resignation: {
    label: 'Resignation',
    covered: false,
    explanation:
      'Willingly resigning is not covered by income protection, so we cannot take a claim for it.',
  },
  misconduct: {
    label: 'Misconduct',
    covered: false,
    explanation:
      'Job loss through misconduct or a self-inflicted act is not covered by income protection, so we cannot take a claim for it.',
  },
  pay_cut: {
    label: 'Paycuts',
    covered: false,
    explanation:
      'A salary reduced due to company finances or performance is not covered by income protection, so we cannot take a claim for it.',
  },
  salary_delay: {
    label: 'Salary delays',
    covered: false,
    explanation:
      'Salary delays are not covered by income protection, so we cannot take a claim for it.',
  },
} as const;
export type EiClaimReason = keyof typeof EI_CLAIM_REASONS;
export const EI_CLAIM_REASON_KEYS = Object.keys(EI_CLAIM_REASONS) as [
  EiClaimReason,
  ...EiClaimReason[],
];
export const EI_COVERED_REASONS = EI_CLAIM_REASON_KEYS.filter((r) => EI_CLAIM_REASONS[r].covered);

export function isCoveredReason(reason: EiClaimReason): boolean {
  return EI_CLAIM_REASONS[reason].covered;
}

/** HealthCash benefits, each paid once up to its limit (kobo; the descriptions state it in naira). */
export const HTCI_BENEFITS = {
  accident_emergency: {
    label: 'Accidents and emergencies',
    limitKobo: kobo(10_000_000),
    description: 'Hospital treatment after an accident or emergency in Nigeria, up to ₦100,000.',
    evidence: 'The hospital bill or receipt and the discharge summary or medical report.',
  },
  permanent_disability: {
    label: 'Permanent disability by accident',
    limitKobo: kobo(50_000_000),
    description: 'A permanent disability caused by an accident, up to ₦500,000.',
    evidence: 'The medical report that states the disability, and the hospital bill or receipt.',
  },
  accidental_death: {
    label: 'Death by accident',
    limitKobo: kobo(50_000_000),
    description: 'Death caused by an accident, up to ₦500,000 paid to the next of kin.',
    evidence: 'The death certificate (and the medical report or police report if there is one).',
  },
} as const;
export type HtciBenefit = keyof typeof HTCI_BENEFITS;
export const HTCI_BENEFIT_KEYS = Object.keys(HTCI_BENEFITS) as [HtciBenefit, ...HtciBenefit[]];

export const CLAIM_DECISIONS = ['approve', 'reject', 'request_info'] as const;

/**
 * Why a claim was not approved, as a code the underwriter reports on (issue 26; docs/business-rules.md,
 * 'Claims'), beside the officer's own words. Required when an officer rejects; a rule that refuses a
 * claim automatically sets its own.
 */
export const CLAIM_REJECTION_CODES = [
  'not_covered_on_date',
  'waiting_period',
  'excluded_cause',
  'limit_reached',
  'duplicate',
  'late_notice',
  'insufficient_evidence',
  'fraud_suspected',
  'other',
] as const;
export type ClaimRejectionCode = (typeof CLAIM_REJECTION_CODES)[number];

/** What the back office shows for each code (the select, the claim, the report). */
export const CLAIM_REJECTION_LABELS: Readonly<Record<ClaimRejectionCode, string>> = {
  not_covered_on_date: 'No cover on the event date',
  waiting_period: 'Event in the waiting period',
  excluded_cause: 'Excluded cause',
  limit_reached: 'Benefit limit reached',
  duplicate: 'Duplicate claim',
  late_notice: 'Reported too late',
  insufficient_evidence: 'Not enough evidence',
  fraud_suspected: 'Fraud suspected',
  other: 'Other',
};
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

export const CLAIM_STATUSES = [
  'submitted',
  'in_review',
  'info_requested',
  'approved',
  'rejected',
  'paying',
  'paid',
  'closed',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** What the customer reads for each state (timeline, messages). */
export const CLAIM_STATUS_LABELS: Readonly<Record<ClaimStatus, string>> = {
  submitted: 'Claim received',
  in_review: 'In review',
  info_requested: 'More information needed',
  approved: 'Approved',
  rejected: 'Not approved',
  paying: 'Being paid',
  paid: 'Paid',
  closed: 'Closed',
};

/** Settled: nothing more is owed or decided. */
export function isSettledClaim(status: ClaimStatus): boolean {
  return status === 'paid' || status === 'rejected' || status === 'closed';
}

/** A status the claims queue knows (the back office's filter reads it from the address). */
export function isClaimStatus(value: unknown): value is ClaimStatus {
  return (CLAIM_STATUSES as readonly unknown[]).includes(value);
}

/** A rejection code of the list (the back office's decision form). */
export function isClaimRejectionCode(value: unknown): value is ClaimRejectionCode {
  return (CLAIM_REJECTION_CODES as readonly unknown[]).includes(value);
}

/**
 * The refund claim of a member who paid a hospital of the network for covered care (issue 39 item
 * 6; docs/business-rules.md, 'Asked to pay at the hospital'): a claim on the health plan (HI) under
 * its own benefit, decided by a person, never by the rules (claim-automation.ts, benefit_automated).
 */
export const HOSPITAL_REFUND = {
  benefit: 'hospital_refund',
  label: 'Refund of a hospital charge',
  evidence: 'The receipt the hospital gave you for what you paid.',
} as const;
export type HospitalRefundBenefit = typeof HOSPITAL_REFUND.benefit;

/** What a claim is for: a HealthCash benefit, or the health plan's hospital refund (HI). */
export type ClaimBenefit = HtciBenefit | HospitalRefundBenefit;

/**
 * The words for a claim's benefit (HTCI_BENEFITS' labels, and the hospital refund's). Here, with no
 * schema beside it, so a screen that shows a claim's benefit does not load zod for it.
 */
export function claimBenefitLabel(benefit: ClaimBenefit): string {
  return benefit === HOSPITAL_REFUND.benefit ? HOSPITAL_REFUND.label : HTCI_BENEFITS[benefit].label;
}
