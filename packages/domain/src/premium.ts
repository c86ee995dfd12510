import { z } from './zod.js';
import { productUidSchema } from './customer.js';

/**
 * A premium (policy) as the dashboard reads it (dashboard-and-kyc.md section 3). company is the
 * sponsor's name when someone else pays for the cover.
 */
export const premiumSchema = z.object({
  product_prefix_code: productUidSchema,
  product_id: z.union([z.string(), z.number()]),
  sum_assured: z.number(),
  premium: z.number(),
  policy_duration: z.union([z.string(), z.number()]).nullable(),
  company: z.string().nullable(),
  active: z.boolean(),
  next_payment_date: z.string().nullable(),
  policy_document: z.string().nullable(),
  date_cancelled: z.string().nullable(),
  /**
   * Ours (issue 15): paid, overdue (unpaid, covered until grace_ends_on), paused (no cover until
   * paid; lapses_on) or ended. Absent from an older server's answer.
   */
  payment_state: z.enum(['paid', 'overdue', 'paused', 'ended']).optional(),
  grace_ends_on: z.string().nullable().optional(),
  lapses_on: z.string().nullable().optional(),
  /** Why a paused policy is paused: the premium is unpaid, or identity verification is unfinished. */
  paused_reason: z.enum(['payment', 'verification']).nullable().optional(),
});
export type Premium = z.infer<typeof premiumSchema>;
