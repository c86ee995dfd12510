import { coverWasOn, pausesOn } from './billing.js';
import { addDays, addMonths, addWorkingDays, daysBetween, endOfLagosDay } from './lagos-time.js';
import { accountNumberSchema, bankCodeSchema } from './id-rules.js';
import { text } from './input.js';
import { z } from './zod.js';
import { kobo, koboToNaira, type Kobo } from './money.js';
import {
  CLAIM_DECISIONS,
  CLAIM_REJECTION_CODES,
  CLAIM_STATUSES,
  EI_CLAIM_REASON_KEYS,
  HTCI_BENEFIT_KEYS,
  HTCI_BENEFITS,
  CLAIM_LATE_NOTICE_DAYS,
  type ClaimStatus,
  type HtciBenefit,
} from './claim-terms.js';

export * from './claim-terms.js';

/**
 * Claims (issue 17): what a customer can claim, the claim's states and who moves it, the service
 * clock and the payouts. Pure rules; the API (apps/api/src/modules/cover/claims) and the web wizard both
 * read them from here.
 */

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/** An income-protection job loss must fall at least this many days after the policy's start (HealthCash has none: accidents and emergencies). */
export const CLAIM_WAITING_PERIOD_DAYS = 90;
/** A complete claim is decided within this many working days (Lagos, weekends and public holidays off). */
export const CLAIM_DECISION_WORKING_DAYS = 10;
/** An approved claim's (first) payment is sent within this many hours of the approval. */
export const CLAIM_PAYMENT_HOURS = 72;
/** Insurance Industry Reform Act 2025, s.210: settled at most this many days after the claim was filed. */
export const CLAIM_STATUTORY_DAYS = 60;
/** Administrators are alerted when an unsettled claim is this many days old (before the 60 days). */
export const CLAIM_SLA_ALERT_DAYS = 50;
/** Income protection pays its benefit monthly, in at most this many parts. */
export const EI_MAX_MONTHLY_PAYMENTS = 6;
/** Before each later monthly payment the customer confirms they are still out of work within this many days. */
export const EI_CONFIRMATION_DAYS = 14;
/** Reminders to confirm, this many days after the confirmation was asked for. */
export const EI_CONFIRMATION_REMINDER_DAYS = [3, 10] as const;
/** The confirmation is asked for this many days before a later monthly payment's due date. */
export const EI_CONFIRMATION_LEAD_DAYS = 7;
/** Files one claim may carry. */
export const CLAIM_MAX_DOCUMENTS = 10;
/** No new income claim within this many months of the last payment of an earlier one. */
export const EI_NEW_CLAIM_GAP_MONTHS = 6;
/** HealthCash (health-plans.md section 9): the most the yearly plan pays in one policy year (₦1,100,000), in kobo. */
export const HTCI_YEARLY_LIMIT_KOBO = kobo(110_000_000);

// ---------------------------------------------------------------------------------------------
// What can be claimed
// ---------------------------------------------------------------------------------------------

/** The evidence each claim asks for (shown by the wizard; the API requires at least one file). */
export const CLAIM_EVIDENCE = {
  EI: 'The termination or redundancy letter (required) and your last payslip.',
  HTCI: 'The hospital bill or receipt and the discharge summary or medical report.',
} as const;

export const CLAIM_PRODUCT_UIDS = ['EI', 'HTCI'] as const;
export type ClaimProductUid = (typeof CLAIM_PRODUCT_UIDS)[number];
/**
 * The products a claim can be on: those a customer files for, and the health plan (HI), whose only
 * claim is the refund of what a hospital of the network charged the member (issue 39 item 6; filed
 * for them from their "asked to pay" case, care-cases.ts).
 */
export const CLAIMED_PRODUCT_UIDS = [...CLAIM_PRODUCT_UIDS, 'HI'] as const;
export type ClaimedProductUid = (typeof CLAIMED_PRODUCT_UIDS)[number];

// ---------------------------------------------------------------------------------------------
// Copy (errors on errors.<field>)
// ---------------------------------------------------------------------------------------------

export const claimCopy = {
  reasonRequired: 'Please choose why you lost your job',
  benefitRequired: 'Please choose what you are claiming for',
  dateRequired: 'Please enter the date (YYYY-MM-DD)',
  dateInFuture: 'This date cannot be in the future.',
  documentsRequired: 'Please upload your documents',
  documentNotFound: 'We could not find this document. Please upload it again.',
  amountRequired: 'Please enter the amount you are claiming',
  waitingPeriod: (endsOn: string) =>
    `Claims can be made for events after the ${CLAIM_WAITING_PERIOD_DAYS}-day waiting period, which ended on ${endsOn}.`,
  /** {endsOn}: a day (the API's errorWords writes it in the customer's language). */
  waitingPeriodNotOver: `Your policy's ${CLAIM_WAITING_PERIOD_DAYS}-day waiting period ends on {endsOn}; events before then cannot be claimed.`,
  noActivePolicy: 'You had no active, paid-up policy for this product on that date.',
  alreadyOpen: 'You already have an open claim for this. We will update you on it.',
  overLimit: (limit: string) => `The most this benefit pays is ${limit}.`,
  bankNameMismatch:
    'This bank account is not in your verified name. Payouts go only to an account in your name.',
  bankNotFound: 'We could not find this bank account. Please check the bank and account number.',
  kycRequired: 'Please complete your identity verification before making a claim.',
  decisionReasonRequired: 'Say why (at least 5 characters).',
  rejectionCodeRequired: 'Choose the reason for not approving this claim.',
  notYourMove: 'This claim cannot be moved that way now.',
  amountOverLimit: 'The amount is more than this claim can pay.',
  confirmNotDue: 'There is no payment waiting for your confirmation.',
  nextOfKinOnly: 'Only the next of kin named on the policy can claim this.',
  policyholderNotVerified:
    'The policyholder had not completed identity verification, so this policy cannot be claimed on. Please contact us.',
  deathAlreadyClaimed:
    'A death claim has already been made on this policy. We will update you on it.',
  sameEvent:
    'You have already claimed for this on that date (claim {claimNumber}). We will update you on it.',
  /** Issue 38 item 3: a further bill for an event already claimed and paid, filed as a linked claim. */
  followUp: (claimNumber: string) =>
    `You claimed for this event before (claim ${claimNumber}). A further bill for it (a second visit, physiotherapy) is added as a new claim linked to that one, up to what the benefit has left this policy year.`,
  followUpSameFile:
    'This file was already sent with claim {claimNumber}. Please upload the new bill or receipt.',
  /** {benefit}: the benefit's name (the API says it from claims.benefit.<benefit>). */
  nothingLeft: '{benefit} has nothing left to pay in this policy year.',
  /** Issue 38 item 4: less approved than claimed, and the officer's reason, told to the customer. */
  approvedLess: (claimed: string, approved: string, reason: string) =>
    `You claimed ${claimed}; ${approved} is approved. Why not all of it: ${reason}`,
  overWhatIsLeft: (left: string) =>
    `The most this benefit can still pay in this policy year is ${left}.`,
  /** {from}: a day (the API's errorWords writes it in the customer's language). */
  eiTooSoon: `A new income claim can be made ${EI_NEW_CLAIM_GAP_MONTHS} months after the last payment of your earlier claim, from {from}.`,
  noticeBeforePurchaseRequired:
    'Please tell us whether you were told of the job loss before you bought your policy',
  noticeBeforePurchase:
    'Income protection does not cover a job loss you were told about before you bought the policy, so we cannot take a claim for it.',
} as const;

// ---------------------------------------------------------------------------------------------
// Request bodies
// ---------------------------------------------------------------------------------------------

const isoDay = (message: string) => z.iso.date({ error: message });

const documentsSchema = z
  .array(
    text({ error: claimCopy.documentsRequired })
      .trim()
      .min(1, claimCopy.documentsRequired)
      .max(500),
    { error: claimCopy.documentsRequired },
  )
  .min(1, claimCopy.documentsRequired)
  .max(CLAIM_MAX_DOCUMENTS);

const description = text().trim().max(2000).optional();

/** POST /api/local/customers/{id}/claims, income protection. */
export const eiClaimBodySchema = z.object({
  product_uid: z.literal('EI'),
  reason: z.enum(EI_CLAIM_REASON_KEYS, { error: claimCopy.reasonRequired }),
  date_of_job_loss: isoDay(claimCopy.dateRequired),
  /**
   * The policy's exclusion: were you told of the job loss (a notice of dismissal or redundancy)
   * before you bought the policy? Asked on the form and shown to the officer; true is refused.
   */
  notice_before_purchase: z.boolean({ error: claimCopy.noticeBeforePurchaseRequired }),
  documents: documentsSchema,
  bank_code: bankCodeSchema,
  account_number: accountNumberSchema,
  description,
});
export type EiClaimBody = z.input<typeof eiClaimBodySchema>;

/** POST /api/local/customers/{id}/claims, HealthCash. amount_claimed in whole naira. */
export const htciClaimBodySchema = z.object({
  product_uid: z.literal('HTCI'),
  benefit: z.enum(HTCI_BENEFIT_KEYS, { error: claimCopy.benefitRequired }),
  date_of_event: isoDay(claimCopy.dateRequired),
  amount_claimed: z
    .number({ error: claimCopy.amountRequired })
    .int(claimCopy.amountRequired)
    .positive(claimCopy.amountRequired)
    .max(100_000_000, claimCopy.amountRequired),
  documents: documentsSchema,
  bank_code: bankCodeSchema,
  account_number: accountNumberSchema,
  description,
});
export type HtciClaimBody = z.input<typeof htciClaimBodySchema>;

export const claimBodySchema = z.discriminatedUnion(
  'product_uid',
  [eiClaimBodySchema, htciClaimBodySchema],
  { error: 'Choose what to claim on: EI or HTCI' },
);
export type ClaimBody = z.input<typeof claimBodySchema>;
export type ClaimBodyParsed = z.output<typeof claimBodySchema>;

/** POST /api/local/customers/{id}/claims/{claimId}/documents: answers a request for information. */
export const claimInfoBodySchema = z.object({
  documents: documentsSchema.optional(),
  note: text().trim().max(2000).optional(),
});

/** POST /api/local/customers/{id}/claims/{claimId}/confirm (EI monthly continuation). */
export const claimConfirmBodySchema = z.object({
  still_unemployed: z.boolean({ error: 'Please answer Yes or No' }),
});

export const claimRejectionCodeSchema = z.enum(CLAIM_REJECTION_CODES, {
  error: claimCopy.rejectionCodeRequired,
});

/** POST /api/admin/claims/{claimId}/decision (claims_officer). amount in naira (HTCI: what the evidence shows). */
export const claimDecisionBodySchema = z
  .object({
    decision: z.enum(CLAIM_DECISIONS, { error: 'Choose approve, reject or request_info.' }),
    reason: text({ error: claimCopy.decisionReasonRequired })
      .trim()
      .min(5, claimCopy.decisionReasonRequired)
      .max(2000),
    amount: z.number().int().positive().max(100_000_000).optional(),
    /** Required when the decision is reject (the coded reason); ignored otherwise. */
    rejection_code: claimRejectionCodeSchema.optional(),
  })
  .superRefine((body, issues) => {
    if (body.decision === 'reject' && body.rejection_code === undefined) {
      issues.addIssue({
        code: 'custom',
        path: ['rejection_code'],
        message: claimCopy.rejectionCodeRequired,
      });
    }
  });
export type ClaimDecisionBody = z.input<typeof claimDecisionBodySchema>;

// ---------------------------------------------------------------------------------------------
// States, moves and who may make them
// ---------------------------------------------------------------------------------------------

export const claimStatusSchema = z.enum(CLAIM_STATUSES);

/**
 * Who moves a claim: the customer (or next of kin), a claims officer, the system (jobs, webhooks),
 * or the rules that approve small claims at once (claim-automation.ts; they never reject).
 */
export type ClaimActor = 'customer' | 'claims_officer' | 'system' | 'rules';

/**
 * The allowed moves: submitted → in_review → info_requested ⇄ in_review → approved | rejected;
 * approved → paying → paid; an income claim whose payments stop is closed.
 */
export const CLAIM_MOVES: readonly { from: ClaimStatus; to: ClaimStatus; by: ClaimActor[] }[] = [
  { from: 'submitted', to: 'in_review', by: ['claims_officer', 'system'] },
  { from: 'in_review', to: 'info_requested', by: ['claims_officer'] },
  { from: 'info_requested', to: 'in_review', by: ['customer'] },
  { from: 'in_review', to: 'approved', by: ['claims_officer'] },
  { from: 'submitted', to: 'approved', by: ['rules'] },
  { from: 'in_review', to: 'rejected', by: ['claims_officer'] },
  { from: 'approved', to: 'paying', by: ['system'] },
  { from: 'paying', to: 'paid', by: ['system'] },
  { from: 'approved', to: 'closed', by: ['customer', 'system'] },
  { from: 'paying', to: 'closed', by: ['customer', 'system'] },
];

export function canMoveClaim(from: ClaimStatus, to: ClaimStatus, actor: ClaimActor): boolean {
  return CLAIM_MOVES.some((m) => m.from === from && m.to === to && m.by.includes(actor));
}

/** Open claims block a second claim on the same policy and benefit. */
export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = [
  'submitted',
  'in_review',
  'info_requested',
  'approved',
  'paying',
];

/** Not yet decided: the statutory alert is for these (an approved claim is being settled). */
export const UNDECIDED_CLAIM_STATUSES: readonly ClaimStatus[] = [
  'submitted',
  'in_review',
  'info_requested',
];

export function isOpenClaim(status: ClaimStatus): boolean {
  return OPEN_CLAIM_STATUSES.includes(status);
}

// ---------------------------------------------------------------------------------------------
// Payouts
// ---------------------------------------------------------------------------------------------

/**
 * scheduled: a later monthly part, waiting for its due date (and the customer's confirmation);
 * awaiting_approval: a finance member other than the deciding officer must approve it;
 * approved: approved, sent when due (and confirmed); sending: the transfer is with the provider;
 * paid; failed / reversed: in finance's queue; cancelled: will not be paid (job found, no answer).
 */
export const PAYOUT_STATUSES = [
  'scheduled',
  'awaiting_approval',
  'approved',
  'sending',
  'paid',
  'failed',
  'reversed',
  'cancelled',
] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const payoutStatusSchema = z.enum(PAYOUT_STATUSES);

/** The monthly parts of an income-protection benefit: benefit / duration each, at most 6. */
export function eiMonthlyPayouts(
  plan: { benefit: Kobo; duration: number },
  firstDueDate: string,
): { sequence: number; due_date: string; amount: Kobo }[] {
  const duration = Math.max(1, Math.floor(plan.duration));
  const monthly = kobo(Math.floor(plan.benefit / duration));
  const parts = Math.min(duration, EI_MAX_MONTHLY_PAYMENTS);
  return Array.from({ length: parts }, (_, i) => ({
    sequence: i + 1,
    due_date: addMonths(firstDueDate, i),
    amount: monthly,
  }));
}

/** The HealthCash payout: what the evidence shows (or what was claimed), capped by the benefit's limit. */
export function htciPayoutAmount(
  benefit: HtciBenefit,
  amountClaimed: Kobo,
  amountShown?: Kobo,
): Kobo {
  const shown = amountShown ?? amountClaimed;
  return kobo(Math.max(0, Math.min(shown, amountClaimed, HTCI_BENEFITS[benefit].limitKobo)));
}

/** The day the waiting period ends: events on or after it can be claimed. */
export function waitingPeriodEndsOn(policyStartDate: string): string {
  return addDays(policyStartDate, CLAIM_WAITING_PERIOD_DAYS);
}

export function pastWaitingPeriod(policyStartDate: string, eventDate: string): boolean {
  return eventDate >= waitingPeriodEndsOn(policyStartDate);
}

/**
 * Was the policy covering on the day of the event (issue 25)? For every path, the customer's claims
 * and the next of kin's alike: started on or before it, paid up (or within the grace days while
 * active: `coverWasOn`), and not on or after the day it was cancelled, paused (for payment or for
 * verification, even when paid ahead) or lapsed. Days are Lagos days (YYYY-MM-DD).
 */
export function claimCoverWasOn(
  policy: {
    status: string;
    startDate: string;
    nextPaymentDate: string | null;
    pausedOn: string | null;
    cancelledOn: string | null;
  },
  eventDate: string,
): boolean {
  if (policy.status === 'cancelled' && policy.cancelledOn && eventDate >= policy.cancelledOn) {
    return false;
  }
  if (
    (policy.status === 'paused' || policy.status === 'lapsed') &&
    policy.pausedOn &&
    eventDate >= policy.pausedOn
  ) {
    return false;
  }
  return coverWasOn(policy, eventDate);
}

/**
 * No premium, no cover (issue 36; docs/business-rules.md, 'Claims in unpaid grace'): an event in the
 * grace days of a premium not yet paid (on or after the due date, before the pause) is covered only
 * once that premium is paid. Answers that premium's due date, or null when the event's cover was
 * paid for. The claim is taken, decided, and held: nothing is paid until the premium is.
 */
export function heldForPremiumDue(
  policy: { status: string; nextPaymentDate: string | null },
  eventDate: string,
): string | null {
  const due = policy.nextPaymentDate;
  if (policy.status !== 'active' || due === null || eventDate < due) return null;
  return eventDate < pausesOn(due) ? due : null;
}

/** What the customer is told before filing, and on the claim, while it waits for the premium. */
export const heldForPremiumCopy = {
  beforeFiling: (due: string) =>
    `Your premium due on ${due} is not paid yet. We will take your claim, but we can pay it only once that premium is paid.`,
  onClaim: (due: string) =>
    `Waiting for your premium due on ${due}: this claim is paid once that premium is paid.`,
  payoutRefused: (due: string) =>
    `This claim waits for the premium due on ${due}: it can be paid once that premium is paid.`,
} as const;

/** Is a claim held for the premium due on `heldFor` still held, now that the policy is paid to `paidTo`? */
export function stillHeldForPremium(heldFor: string | null, paidTo: string | null): boolean {
  return heldFor !== null && (paidTo === null || paidTo <= heldFor);
}

/** The policy year the day falls in: from the start date's anniversary on or before it, for a year. */
export function policyYearOf(startDate: string, day: string): { from: string; to: string } {
  let years = Math.max(0, Number(day.slice(0, 4)) - Number(startDate.slice(0, 4)));
  while (years > 0 && addMonths(startDate, 12 * years) > day) years -= 1;
  return { from: addMonths(startDate, 12 * years), to: addMonths(startDate, 12 * (years + 1)) };
}

/** What is left of each HealthCash limit in one policy year, given what is already paid or approved (kobo). */
export type ClaimLimitsLeft = {
  /** The plan's overall yearly limit and what is left of it. */
  total: { limit: Kobo; left: Kobo };
  benefits: Record<HtciBenefit, { limit: Kobo; left: Kobo }>;
};

/**
 * The HealthCash limits are per policy year, across all claims (health-plans.md section 9): each
 * benefit's limit and the plan's ₦1,100,000 in all. `used` is what other claims of that policy year
 * have been approved for (payouts not cancelled).
 */
export function htciLimitsLeft(
  used: readonly { benefit: string; amount: Kobo }[],
): ClaimLimitsLeft {
  const spent = (b: string) =>
    used.filter((u) => u.benefit === b).reduce((s, u) => s + u.amount, 0);
  const totalUsed = used.reduce((s, u) => s + u.amount, 0);
  const totalLeft = kobo(Math.max(0, HTCI_YEARLY_LIMIT_KOBO - totalUsed));
  const benefits = Object.fromEntries(
    HTCI_BENEFIT_KEYS.map((b) => {
      const limit = HTCI_BENEFITS[b].limitKobo;
      return [b, { limit, left: kobo(Math.max(0, Math.min(limit - spent(b), totalLeft))) }];
    }),
  ) as ClaimLimitsLeft['benefits'];
  return { total: { limit: HTCI_YEARLY_LIMIT_KOBO, left: totalLeft }, benefits };
}

/** The limits left as the answers state them, in naira (claimLimitsSchema). */
export function claimLimitsInNaira<T extends ClaimLimitsLeft>(
  limits: T,
): Omit<T, 'total' | 'benefits'> & {
  total: { limit: number; left: number };
  benefits: Record<HtciBenefit, { limit: number; left: number }>;
} {
  const naira = (l: { limit: Kobo; left: Kobo }) => ({
    limit: koboToNaira(l.limit),
    left: koboToNaira(l.left),
  });
  return {
    ...limits,
    total: naira(limits.total),
    benefits: {
      accident_emergency: naira(limits.benefits.accident_emergency),
      permanent_disability: naira(limits.benefits.permanent_disability),
      accidental_death: naira(limits.benefits.accidental_death),
    },
  };
}

/** Reported more than CLAIM_LATE_NOTICE_DAYS after the event: accepted, flagged for the officer. */
export function isLateNotice(eventDate: string, filedOn: string): boolean {
  return daysBetween(eventDate, filedOn) > CLAIM_LATE_NOTICE_DAYS;
}

/** A complete claim's decision is due by the end of the 10th working day after the day it became complete. */
export function decisionDueBy(completeOnLagosDay: string): string {
  return endOfLagosDay(addWorkingDays(completeOnLagosDay, CLAIM_DECISION_WORKING_DAYS));
}

/** An approved claim's payment is due 72 hours after the approval. */
export function paymentDueBy(approvedAt: Date): string {
  return new Date(approvedAt.getTime() + CLAIM_PAYMENT_HOURS * 3600_000).toISOString();
}

/** The statutory limit: 60 days after the claim was filed. */
export function statutoryDueBy(filedAt: Date): string {
  return new Date(filedAt.getTime() + CLAIM_STATUTORY_DAYS * 86_400_000).toISOString();
}

/**
 * Days left of the NIIRA 2025 s.210 clock (60 days from filing to settlement), for the officer's
 * queue (issue 39 item 7): whole days, rounded up, 0 once it has run out; null for a settled claim.
 */
export function statutoryDaysLeft(filedAt: Date, now: Date, settled: boolean): number | null {
  if (settled) return null;
  const left = Date.parse(statutoryDueBy(filedAt)) - now.getTime();
  return Math.max(0, Math.ceil(left / 86_400_000));
}

/** When administrators are alerted about an unsettled claim. */
export function slaAlertAt(filedAt: Date): string {
  return new Date(filedAt.getTime() + CLAIM_SLA_ALERT_DAYS * 86_400_000).toISOString();
}

/**
 * What the claim's clock counts down to now: the decision (submitted, in_review), the payment
 * (approved, paying with a payout due), or nothing (waiting for the customer, settled).
 */
export function claimDue(claim: {
  status: ClaimStatus;
  completeOn: string | null;
  approvedAt: Date | null;
  nextPayoutDueBy?: string | null;
}): { due_for: 'decision' | 'payment' | null; due_by: string | null } {
  if ((claim.status === 'submitted' || claim.status === 'in_review') && claim.completeOn) {
    return { due_for: 'decision', due_by: decisionDueBy(claim.completeOn) };
  }
  if (claim.status === 'approved' && claim.approvedAt) {
    return { due_for: 'payment', due_by: paymentDueBy(claim.approvedAt) };
  }
  if (claim.status === 'paying' && claim.nextPayoutDueBy) {
    return { due_for: 'payment', due_by: claim.nextPayoutDueBy };
  }
  return { due_for: null, due_by: null };
}

export function isLate(dueBy: string | null, now: Date): boolean {
  return dueBy !== null && Date.parse(dueBy) < now.getTime();
}

// ---------------------------------------------------------------------------------------------
// Requests that go with the answers (claims-answers.ts)
// ---------------------------------------------------------------------------------------------

/**
 * GET /api/local/customers/{id}/claims/eligibility: the wizard's date screen asks, before any upload,
 * whether a claim on that date can be made (issue 30): the same rules as filing (a future date, no
 * policy or no cover on that date, income protection's 90-day waiting period), by the server's clock.
 */
export const claimEligibilityQuerySchema = z.object({
  product_uid: z.enum(CLAIM_PRODUCT_UIDS, { error: 'Choose what to claim on: EI or HTCI' }),
  date: isoDay(claimCopy.dateRequired),
  /** HealthCash: the benefit, so a claim already made for that event is told at the date step. */
  benefit: z.enum(HTCI_BENEFIT_KEYS, { error: claimCopy.benefitRequired }).optional(),
});
export type ClaimEligibilityQuery = z.infer<typeof claimEligibilityQuerySchema>;
/**
 * POST /api/local/customers/{id}/claims/bank-account: the payout account is confirmed as soon as its
 * 10 digits are typed (issue 30), by the same look-up and name rule as filing.
 */
export const claimBankAccountBodySchema = z.object({
  bank_code: bankCodeSchema,
  account_number: accountNumberSchema,
});
export type ClaimBankAccountBody = z.infer<typeof claimBankAccountBodySchema>;
// ---------------------------------------------------------------------------------------------
// The next of kin's claim (HealthCash accidental death), without an account
// ---------------------------------------------------------------------------------------------

export const nextOfKinClaimCopy = {
  policyRequired: 'Please enter the policy number',
  phoneRequired: 'Please enter the phone number the policyholder gave for you (11 digits)',
  codeSent: 'If these details match the policy, we have sent a code by SMS to that phone.',
  codeInvalid: 'Invalid OTP',
  sessionExpired: 'Your verification has expired. Please ask for a new code.',
} as const;

const policyNumber = text({ error: nextOfKinClaimCopy.policyRequired })
  .trim()
  .min(3, nextOfKinClaimCopy.policyRequired)
  .max(60, nextOfKinClaimCopy.policyRequired);
const kinPhone = text({ error: nextOfKinClaimCopy.phoneRequired })
  .trim()
  .regex(/^0\d{10}$/, nextOfKinClaimCopy.phoneRequired);

/** POST /api/local/claims/next-of-kin/code: a code by SMS to the next of kin's phone on the policy. */
export const nextOfKinCodeBodySchema = z.object({ policy_number: policyNumber, phone: kinPhone });

/** POST /api/local/claims/next-of-kin/verify: the code, for a claimant token (2 hours). */
export const nextOfKinVerifyBodySchema = z.object({
  policy_number: policyNumber,
  phone: kinPhone,
  code: text({ error: nextOfKinClaimCopy.codeInvalid })
    .trim()
    .regex(/^\d{4}$/, nextOfKinClaimCopy.codeInvalid),
});

/**
 * POST /api/local/claims/next-of-kin (header x-claimant-token): the death claim. The documents (the
 * death certificate) come from POST /api/local/claims/next-of-kin/upload with the same token; the
 * account must be in the next of kin's name.
 */
export const nextOfKinClaimBodySchema = z.object({
  date_of_event: isoDay(claimCopy.dateRequired),
  documents: documentsSchema,
  bank_code: bankCodeSchema,
  account_number: accountNumberSchema,
  description,
});

/** POST /local/claims/next-of-kin/verify: the short-lived token the next of kin's claim is sent with. */
export const nextOfKinTokenSchema = z.object({ token: z.string(), expires_at: z.string() });
export type NextOfKinToken = z.infer<typeof nextOfKinTokenSchema>;
