import {
  addDays,
  graceEndsOn,
  inGrace,
  lagosDate,
  lapsesOn,
  PAUSED_DAYS_BEFORE_LAPSE,
  premiumSchema,
} from '@alaafia/domain';
import { z } from 'zod';
import type { PolicyWithProduct } from '../payments/payments.repo.js';

/**
 * A policy as the API shows it: the premium fields of dashboard-and-kyc.md section 3 (the dashboard
 * reads them), plus its number, product, unit, dates and status.
 */
export const policyAnswerSchema = premiumSchema.extend({
  id: z.number(),
  policy_number: z.string(),
  product: z.string().describe("the product's title"),
  product_uid: z.string(),
  product_id: z.string().describe("the product's customer_products name"),
  unit: z.string(),
  status: z.enum(['active', 'paused', 'cancelled', 'lapsed']).or(z.string()),
  payment_state: z
    .enum(['paid', 'overdue', 'paused', 'ended'])
    .describe(
      'paid: cover on and paid for; overdue: the premium is unpaid but cover goes on until grace_ends_on; paused: no cover until paid (lapses_on); ended: cancelled or lapsed',
    ),
  grace_ends_on: z
    .string()
    .nullable()
    .describe('the last day of cover while the premium is unpaid'),
  paused_on: z.string().nullable(),
  lapses_on: z.string().nullable().describe('a paused policy ends on this day if still unpaid'),
  paused_reason: z
    .enum(['payment', 'verification'])
    .nullable()
    .describe(
      'why a paused policy is paused: payment (pay to resume) or verification (finish identity verification to resume)',
    ),
  start_date: z.string(),
  policy_duration: z.number().describe('months of cover the last payment bought'),
  policy_document: z.string(),
});
export type PolicyAnswer = z.infer<typeof policyAnswerSchema>;

export function policyDocumentPath(customerId: number, policyNumber: string): string {
  return `/api/local/customers/${customerId}/policies/${encodeURIComponent(policyNumber)}/document`;
}

/** `today` is the application's Lagos day (lagosDate(ctx.now())): it decides overdue and grace. */
export function toPolicyAnswer(
  { policy, product }: PolicyWithProduct,
  today: string,
): PolicyAnswer {
  const due = policy.nextPaymentDate;
  const overdue = due !== null && inGrace(policy.status, due, today);
  const paymentState =
    policy.status === 'paused'
      ? 'paused'
      : policy.status === 'active'
        ? overdue
          ? 'overdue'
          : 'paid'
        : 'ended';
  return {
    id: policy.id,
    policy_number: policy.policyNumber,
    product: product.title,
    product_prefix_code: product.uid as PolicyAnswer['product_prefix_code'],
    product_uid: product.uid,
    product_id: product.productId,
    sum_assured: policy.sumAssured,
    premium: policy.premium,
    unit: policy.unit,
    policy_duration: policy.policyDuration,
    company: policy.company,
    active: policy.status === 'active',
    status: policy.status,
    start_date: policy.startDate,
    next_payment_date: policy.nextPaymentDate,
    policy_document: policyDocumentPath(policy.customerId, policy.policyNumber),
    date_cancelled: policy.dateCancelled?.toISOString() ?? null,
    payment_state: paymentState,
    grace_ends_on: overdue && due ? graceEndsOn(due) : null,
    paused_on: policy.pausedAt ? lagosDate(policy.pausedAt) : null,
    lapses_on:
      policy.status === 'paused' && policy.pauseReason !== 'verification' && due
        ? lapsesOn(due)
        : policy.status === 'paused' && policy.pausedAt
          ? addDays(lagosDate(policy.pausedAt), PAUSED_DAYS_BEFORE_LAPSE)
          : null,
    paused_reason: policy.status === 'paused' ? (policy.pauseReason ?? 'payment') : null,
  };
}
