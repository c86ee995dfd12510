import { premiumSchema } from './premium.js';
import { z } from './zod.js';

// The answers about policies: the premiums list, a cancelled or renewed policy, and the policies a
// payment issues. The bodies are in checkout.ts (cancelPolicyBodySchema, paymentBodySchema).

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
  after_sponsorship: z
    .enum(['ends', 'agreed', 'bought'])
    .nullable()
    .optional()
    .describe(
      'a policy a sponsor pays for (company set): ends, the customer never bought it and has not agreed to continue, so it ends with the sponsorship unless they do (continue-after-sponsorship); agreed, they agreed to continue at their own cost; bought, they bought it, so it continues at their own cost; null when no sponsor pays',
    ),
  policy_duration: z.number().describe('months of cover the last payment bought'),
  policy_document: z.string(),
});
export type PolicyAnswer = z.infer<typeof policyAnswerSchema>;
