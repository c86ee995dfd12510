import {
  addDays,
  graceEndsOn,
  inGrace,
  koboToNaira,
  lagosDate,
  lapsesOn,
  PAUSED_DAYS_BEFORE_LAPSE,
  type PolicyAnswer,
} from '@alaafia/domain';
import type { PolicyWithProduct } from './policies.repo.js';

export type { PolicyAnswer };

function policyDocumentPath(customerId: number, policyNumber: string): string {
  return `/api/local/customers/${customerId}/policies/${encodeURIComponent(policyNumber)}/document`;
}

/** `today` is the application's Lagos day (lagosDate(ctx.now())): it decides overdue and grace. */
export function toPolicyAnswer(
  { policy, product, continuationAgreed, sponsorName }: PolicyWithProduct,
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
    sum_assured: koboToNaira(policy.sumAssuredKobo),
    premium: koboToNaira(policy.premiumKobo),
    unit: policy.unit,
    policy_duration: policy.policyDuration,
    company: sponsorName,
    active: policy.status === 'active',
    status: policy.status,
    start_date: policy.startDate,
    // What happens when the sponsorship ends (docs/business-rules.md, 'Sponsors'): a product the
    // customer never bought ends with it unless they agreed to continue.
    after_sponsorship:
      policy.sponsorId === null || policy.status !== 'active'
        ? null
        : policy.paymentReferenceId !== null
          ? 'bought'
          : continuationAgreed
            ? 'agreed'
            : 'ends',
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
