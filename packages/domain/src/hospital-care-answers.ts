import {
  HEALTH_BENEFITS,
  PREAUTHORISATION_BENEFITS,
  PREAUTHORISATION_STATUSES,
} from './hospital-care.js';
import { ELIGIBILITY_REASONS } from './health-members.js';
import { z } from './zod.js';

// The answers of the hospital portal and the back office's pre-authorisation queue and capitation
// (issue 28). Requests and rules: hospital-care.ts.

export const benefitLeftSchema = z.object({
  benefit: z.enum(HEALTH_BENEFITS),
  name: z.string(),
  available: z
    .boolean()
    .describe('usable today (ante-natal and delivery: 12 months after the start)'),
  available_from: z.string().nullable(),
  monthly_limit: z.number().nullable().describe('naira a calendar month; null: no money limit'),
  left_this_month: z
    .number()
    .nullable()
    .describe('naira left this month after approved pre-authorisations'),
  note: z.string().nullable(),
});

/** GET /hospital/members/{member_number}: what a hospital may know of a member, no more. */
export const eligibilitySchema = z.object({
  member_number: z.string(),
  name: z.string(),
  plan: z.string(),
  covered: z.boolean().describe('covered today by the health plan'),
  at_this_hospital: z.boolean().describe("the member's chosen hospital is this one"),
  reason: z
    .string()
    .nullable()
    .describe('in plain words, why not covered or not at this hospital; null when both hold'),
  reason_code: z.enum(ELIGIBILITY_REASONS).nullable(),
  benefits: z.array(benefitLeftSchema),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

export const visitSchema = z.object({
  id: z.number(),
  member_number: z.string(),
  name: z.string(),
  date: z.string(),
  treatment: z.string(),
  recorded_at: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;

/** What the hospital sees of its pre-authorisation. */
export const hospitalPreauthorisationSchema = z.object({
  id: z.number(),
  status: z.enum(PREAUTHORISATION_STATUSES),
  member_number: z.string(),
  name: z.string(),
  benefit: z.enum(PREAUTHORISATION_BENEFITS),
  treatment: z.string(),
  reason: z.string(),
  estimated_amount: z.number().describe('naira'),
  code: z.string().nullable().describe('the authorisation code, when approved'),
  decision_reason: z.string().nullable(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
});
export type HospitalPreauthorisation = z.infer<typeof hospitalPreauthorisationSchema>;

export const preauthorisationCreatedSchema = z.object({
  id: z.number(),
  status: z.literal('pending'),
});

/** A row of the claims officers' queue, with the working-day clock. */
export const preauthorisationQueueItemSchema = hospitalPreauthorisationSchema.extend({
  hospital: z.object({ code: z.string(), name: z.string() }),
  policy_number: z.string(),
  covered: z.boolean(),
  left_this_month: z
    .number()
    .nullable()
    .describe("naira left of the benefit's monthly limit (null: no money limit)"),
  due_by: z.string().describe('decided by the end of the working day it was asked (Lagos)'),
  late: z.boolean(),
});
export type PreauthorisationQueueItem = z.infer<typeof preauthorisationQueueItemSchema>;

/** A hospital's capitation statement for a month. */
export const capitationStatementSchema = z.object({
  hospital: z.object({ code: z.string(), name: z.string() }),
  month: z.string(),
  draft: z
    .boolean()
    .describe('true: worked out now, not yet made by the monthly job (and not yet in the books)'),
  enrolees: z.number(),
  rate: z.number().describe('naira per enrolee'),
  capitation: z.number().describe('naira'),
  preauthorised: z.number().describe('naira of approved pre-authorisations'),
  total: z.number().describe('naira'),
  lines: z.array(
    z.object({
      kind: z.enum(['enrolee', 'preauthorisation']),
      member_number: z.string(),
      code: z.string().optional(),
      amount: z.number().describe('naira'),
    }),
  ),
  payment: z
    .object({
      id: z.number().int(),
      status: z.enum(['awaiting_approval', 'posted']),
      amount: z.number().describe('naira'),
      proposed_at: z.string(),
      paid_at: z.string().nullable().describe('when the bank payment was approved and posted'),
    })
    .nullable()
    .describe('its payment to the hospital (issue 36): null until finance proposes it'),
});
export type CapitationStatement = z.infer<typeof capitationStatementSchema>;
