/**
 * The states a row can be in, one list per status column (issue 26 item 3). The API types each
 * column with its list (Drizzle's `$type`) and a CHECK constraint keeps anything else out of the
 * database (docs/business-rules.md, "States"). Claims, payouts and complaints keep theirs beside
 * their rules (CLAIM_STATUSES, PAYOUT_STATUSES in claims.ts; COMPLAINT_STATUSES in complaints.ts);
 * hospital changes keep theirs in change-hospital.ts.
 */

/** A policy: active | paused (premium unpaid after the grace days, or identity unverified) | cancelled | lapsed. */
export const POLICY_STATUSES = ['active', 'paused', 'cancelled', 'lapsed'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

/** A cart: at most one open per customer; checked out once its reference is made. */
export const CART_STATUSES = ['open', 'checked_out'] as const;
export type CartStatus = (typeof CART_STATUSES)[number];

/** A payment reference, as the provider last confirmed it. */
export const PAYMENT_REFERENCE_STATUSES = [
  'pending',
  'success',
  'failed',
  'abandoned',
  'amount_mismatch',
] as const;
export type PaymentReferenceStatus = (typeof PAYMENT_REFERENCE_STATUSES)[number];

/**
 * Money sent back: pending (ours, queued) | requested (the provider queued it) | processing |
 * processed (the money left) | failed | needs-attention (finance acts) | held (a chargeback is open)
 * | cancelled (a lost chargeback gave the money back: never sent).
 */
export const REFUND_STATUSES = [
  'pending',
  'requested',
  'processing',
  'processed',
  'failed',
  'needs-attention',
  'held',
  'cancelled',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A refund a finance member starts and a different one approves or rejects (maker-checker). */
export const REFUND_REQUEST_STATUSES = ['awaiting_approval', 'approved', 'rejected'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

/** An automatic premium charge attempt. */
export const PREMIUM_CHARGE_OUTCOMES = [
  'pending',
  'succeeded',
  'failed',
  'needs_authorization',
  'no_card',
] as const;
export type PremiumChargeOutcome = (typeof PREMIUM_CHARGE_OUTCOMES)[number];

/** One attempt at sending a payout through the provider (Paystack's transfer states, and ours before it). */
export const PAYOUT_TRANSFER_STATUSES = [
  'created',
  'pending',
  'otp',
  'received',
  'queued',
  'success',
  'failed',
  'reversed',
] as const;
export type PayoutTransferStatus = (typeof PAYOUT_TRANSFER_STATUSES)[number];

/** An identity document (BVN, NIN, bank account) being checked; rejected by a person after a held check. */
export const IDENTITY_DOCUMENT_STATUSES = [
  'pending',
  'otp_sent',
  'verified',
  'name_mismatch',
  'not_found',
  'failed',
  'rejected',
] as const;
export type IdentityDocumentStatus = (typeof IDENTITY_DOCUMENT_STATUSES)[number];

/** A KYC check held for a person, then approved or rejected. */
export const KYC_REVIEW_STATUSES = ['held', 'approved', 'rejected'] as const;
export type KycReviewStatus = (typeof KYC_REVIEW_STATUSES)[number];

/** What a bank-account lookup found. */
export const KYC_ACCOUNT_LOOKUP_OUTCOMES = [
  'verified',
  'name_mismatch',
  'not_found',
  'already_linked',
  'rate_limited',
  'provider_error',
  'reused',
] as const;
export type KycAccountLookupOutcome = (typeof KYC_ACCOUNT_LOOKUP_OUTCOMES)[number];

/** A proof of employment waiting for a person; superseded when the customer sends another. */
export const EMPLOYMENT_REVIEW_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'superseded',
] as const;
export type EmploymentReviewStatus = (typeof EMPLOYMENT_REVIEW_STATUSES)[number];

/**
 * A sponsor's enrolment of one person: awaiting_payment (its invoice is unpaid) → pending (paid, no
 * account yet) or active (cover running) → ended.
 */
export const SPONSOR_ENROLMENT_STATUSES = [
  'awaiting_payment',
  'pending',
  'active',
  'ended',
] as const;
export type SponsorEnrolmentStatus = (typeof SPONSOR_ENROLMENT_STATUSES)[number];

/** A staff member's request for access, approved or rejected by a different admin. */
export const STAFF_ACCESS_REQUEST_STATUSES = ['awaiting_approval', 'approved', 'rejected'] as const;
export type StaffAccessRequestStatus = (typeof STAFF_ACCESS_REQUEST_STATUSES)[number];

/** The sandbox provider's transactions and transfers (Paystack's words). */
export const SANDBOX_TRANSACTION_STATUSES = ['pending', 'success', 'failed', 'reversed'] as const;
export type SandboxTransactionStatus = (typeof SANDBOX_TRANSACTION_STATUSES)[number];

/** The sandbox provider's refunds (Paystack's refund statuses). */
export const SANDBOX_REFUND_STATUSES = [
  'pending',
  'processing',
  'processed',
  'failed',
  'needs-attention',
] as const;
export type SandboxRefundStatus = (typeof SANDBOX_REFUND_STATUSES)[number];

/** What a sandbox test card does when charged (invalid: a dead authorization). */
export const SANDBOX_CARD_OUTCOMES = ['failed', 'success', 'invalid'] as const;
export type SandboxCardOutcome = (typeof SANDBOX_CARD_OUTCOMES)[number];
