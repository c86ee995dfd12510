import { CLAIM_STATUSES } from './claim-terms.js';
import { HEALTH_BENEFITS } from './hospital-care.js';
import { accountNumberSchema, bankCodeSchema } from './id-rules.js';
import { calendarDay, text } from './input.js';
import { kobo, MAX_NAIRA_INPUT, type Kobo } from './money.js';
import { z } from './zod.js';

// The member's side of the care a hospital gives (issue 39 item 6; docs/business-rules.md, 'The
// member confirms the care' and 'Asked to pay at the hospital'): the member confirms care a hospital
// recorded, and says when a hospital asked them to pay for covered care.

/** The words of both, as the customer reads them (the catalogue's `errors.care.*`). */
export const careCopy = {
  notFound: 'We could not find this question about your care.',
  answerRequired: 'Say whether you received this care.',
  noHealthPlan: 'You need a health plan in force to tell us about a hospital visit.',
  hospitalRequired: 'Choose the hospital you visited.',
  hospitalUnknown: 'We could not find this hospital in our network.',
  visitDateRequired: 'Enter the date of the visit.',
  visitInFuture: 'The date of the visit cannot be in the future.',
  visitBeforeCover: 'The date of the visit is before your cover began.',
  amountRequired: 'Enter the amount the hospital asked for in naira, a whole number from 1.',
  paidRequired: 'Say whether you paid.',
  receiptNotFound: 'We could not find this receipt. Please upload it again.',
  caseNotFound: 'We could not find this case.',
  answerTextRequired: 'Write the answer to the member.',
  alreadyAnswered: 'This case has already been answered.',
  unknownItem: 'This item is not in the claims team’s queue.',
  closesOtherwise:
    'This item closes by itself: answer the asked-to-pay case, or record the look back.',
  refundAmountRequired: 'Enter the amount you paid in naira, a whole number from 1.',
  careRequired: 'Choose what care you paid for.',
  receiptRequired: 'Upload the receipt the hospital gave you for what you paid.',
  receiptType: 'The receipt must be a photo (JPG or PNG) or a PDF.',
  refundAlreadyFiled: 'A refund claim has already been made for this case.',
  notYourCase: 'This case is not yours.',
  careNotYetCovered: 'Your plan did not cover this care on the day of the visit.',
  /** With `{left}` (naira) and `{care}` (the care's name: `claims.care.<benefit>`), by errorWords. */
  refundOverLeft:
    'Your plan had {left} left for {care} that month, so the refund can be at most that.',
} as const;

/** POST /local/customers/{id}/care-confirmations/{confirmationId}: did you receive this care? */
export const careConfirmationBodySchema = z.object({
  received: z.boolean({ error: careCopy.answerRequired }),
});
export type CareConfirmationBody = z.input<typeof careConfirmationBodySchema>;

/** A question about care a hospital recorded, as its member reads it. */
export const careConfirmationSchema = z.object({
  id: z.number().int(),
  kind: z
    .enum(['preauthorisation', 'visit'])
    .describe('a pre-authorisation used (its final bill recorded) or a primary-care visit'),
  hospital: z.string().describe("the hospital's name in our network"),
  benefit: z
    .string()
    .nullable()
    .describe("the plan's benefit a pre-authorisation was for; null for a visit"),
  care_date: z.string().describe('the day of the care (YYYY-MM-DD, Lagos)'),
  asked_at: z.string(),
  answer: z
    .enum(['yes', 'no'])
    .nullable()
    .describe('null until answered; a second answer changes nothing'),
  answered_at: z.string().nullable(),
});
export type CareConfirmation = z.infer<typeof careConfirmationSchema>;

// HOSPITAL_REFUND (the refund claim's benefit) is in claim-terms.ts, with the other claims' terms,
// so that the claims' answers do not bring the care cases' schemas into every claims screen.

/**
 * What the refund claim is for: what the member paid, at most what the plan's benefit has left on
 * the day of the visit (`leftKobo`, from benefitsLeft; null when the benefit has no money limit, as
 * primary care paid by capitation). Never below zero.
 */
export function hospitalRefundKobo(paidKobo: Kobo, leftKobo: Kobo | null): Kobo {
  const paid = Math.max(0, paidKobo);
  return kobo(leftKobo === null ? paid : Math.min(paid, Math.max(0, leftKobo)));
}

/** POST /local/customers/{id}/asked-to-pay: "I was asked to pay" (amount in naira). */
export const askedToPayBodySchema = z.object({
  /** A hospital of the network (GET /local/hospitals), the member's own by default on the page. */
  hospital_id: z
    .number({ error: careCopy.hospitalRequired })
    .int(careCopy.hospitalRequired)
    .positive(careCopy.hospitalRequired)
    .max(2_147_483_647, careCopy.hospitalUnknown),
  visit_date: calendarDay(careCopy.visitDateRequired),
  amount_asked: z
    .number({ error: careCopy.amountRequired })
    .int(careCopy.amountRequired)
    .min(1, careCopy.amountRequired)
    .max(MAX_NAIRA_INPUT, careCopy.amountRequired),
  paid: z.boolean({ error: careCopy.paidRequired }),
  /** The receipt from the evidence upload (POST /local/upload/s3, type claim_document), if any. */
  receipt: z.string().trim().max(300).optional(),
});
export type AskedToPayBody = z.input<typeof askedToPayBodySchema>;

/**
 * POST /local/customers/{id}/asked-to-pay/{caseId}/refund-claim: the member paid and claims it back
 * (issue 39 item 6). A claim on the health plan is filed for them (claim-filing.ts).
 */
export const askedToPayRefundBodySchema = z.object({
  amount_paid: z
    .number({ error: careCopy.refundAmountRequired })
    .int(careCopy.refundAmountRequired)
    .min(1, careCopy.refundAmountRequired)
    .max(MAX_NAIRA_INPUT, careCopy.refundAmountRequired),
  /** The plan's benefit the care was (its limit on the day of the visit caps the refund). */
  care: z.enum(HEALTH_BENEFITS, { error: careCopy.careRequired }),
  /** The receipt from the evidence upload (POST /local/upload/s3, type claim_document): a PDF, JPG or PNG. */
  receipt: text({ error: careCopy.receiptRequired })
    .trim()
    .min(1, careCopy.receiptRequired)
    .max(300, careCopy.receiptNotFound),
  /** The payout account, in the member's verified name (the account on file, or another). */
  bank_code: bankCodeSchema,
  account_number: accountNumberSchema,
});
export type AskedToPayRefundBody = z.input<typeof askedToPayRefundBodySchema>;

/** The refund claim filed on a case, as the case shows it. */
export const askedToPayRefundClaimSchema = z.object({
  id: z.number().int(),
  claim_number: z.string(),
  /** The page says it from the catalogue (`claims.status.*`), in the customer's language. */
  status: z.enum(CLAIM_STATUSES),
  status_label: z.string(),
  amount_claimed: z.number().describe('naira'),
});

/** An "asked to pay" case, as the member (and with `customer` the claims team) reads it. */
export const askedToPayCaseSchema = z.object({
  id: z.number().int(),
  hospital: z.object({ code: z.string(), name: z.string() }),
  visit_date: z.string(),
  amount_asked: z.number().describe('naira'),
  paid: z.boolean(),
  receipt: z.boolean().describe('a receipt was uploaded with it'),
  opened_at: z.string(),
  answer_due_by: z.string().describe('one hour after it was opened'),
  minutes_left: z.number().int().nullable().describe('until answer_due_by; null once answered'),
  escalated_at: z.string().nullable().describe('45 minutes unanswered'),
  answered_at: z.string().nullable(),
  answer: z.string().nullable().describe("the claims team's answer"),
  refund_claim: askedToPayRefundClaimSchema
    .nullable()
    .describe('the refund claim filed on the case, once the member has made it'),
});
export type AskedToPayCase = z.infer<typeof askedToPayCaseSchema>;

/** POST /admin/claims/asked-to-pay/{id}/answer (a claims officer): the answer to the member. */
export const askedToPayAnswerBodySchema = z.object({
  answer: text({ error: careCopy.answerTextRequired })
    .trim()
    .min(1, careCopy.answerTextRequired)
    .max(1000),
});
