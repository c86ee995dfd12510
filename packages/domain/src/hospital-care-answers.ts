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
  available_from: z
    .string()
    .nullable()
    .describe(
      "when a benefit not yet usable can be: null to a hospital (it would tell the policy's start)",
    ),
  monthly_limit: z.number().nullable().describe('naira a calendar month; null: no money limit'),
  left_this_month: z
    .number()
    .nullable()
    .describe("naira left this month after this hospital's own approved pre-authorisations"),
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
  date_of_birth: z
    .string()
    .nullable()
    .describe(
      'masked, for example **/**/1990: to confirm the member at the desk (null: not given)',
    ),
  date_of_birth_confirmed: z
    .boolean()
    .nullable()
    .describe(
      'the date of birth the desk typed (?date_of_birth=YYYY-MM-DD) is the member’s; null when none was typed or the member gave none',
    ),
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
  emergency: z.boolean().describe('asked as an emergency: a provisional code at once'),
  provisional_code: z
    .string()
    .nullable()
    .describe("an emergency's provisional code, given at once: treatment may start"),
  answer_due_by: z.string().describe('answered within one hour of the request (NHIA)'),
  escalated_at: z
    .string()
    .nullable()
    .describe('when it escalated, 45 minutes unanswered; null until then'),
  decision_due_by: z
    .string()
    .describe("the decision's time: the answer's, or an emergency's 48 hours after the request"),
  minutes_left: z
    .number()
    .int()
    .nullable()
    .describe('whole minutes left until the decision is due; null once decided'),
  decided_by: z
    .enum(['staff', 'rules'])
    .nullable()
    .describe('a claims officer, or the rules (which only approve)'),
  approved_amount: z
    .number()
    .nullable()
    .describe(
      'naira approved (at most the estimate); on a declined provisional code, the care before the decision, still paid',
    ),
  final_bill: z.number().nullable().describe('naira: the final bill the hospital recorded'),
  payable: z.number().describe('naira the hospital is paid for it through capitation'),
});
export type HospitalPreauthorisation = z.infer<typeof hospitalPreauthorisationSchema>;

export const preauthorisationCreatedSchema = z.object({
  id: z.number(),
  status: z.enum(['pending', 'provisional', 'approved']),
  emergency: z.boolean(),
  provisional_code: z.string().nullable(),
  code: z
    .string()
    .nullable()
    .describe('the authorisation code, when the rules approved it at once'),
  answer_due_by: z.string(),
  minutes_left: z.number().int().nullable(),
  left_this_month: z
    .number()
    .nullable()
    .describe(
      "naira left of the benefit's monthly limit after this hospital's own approved requests (null: no money limit)",
    ),
});
export type PreauthorisationCreated = z.infer<typeof preauthorisationCreatedSchema>;

/** A row of the claims officers' queue, with the working-day clock. */
export const preauthorisationQueueItemSchema = hospitalPreauthorisationSchema.extend({
  hospital: z.object({ code: z.string(), name: z.string() }),
  policy_number: z.string(),
  covered: z.boolean(),
  left_this_month: z
    .number()
    .nullable()
    .describe("naira left of the benefit's monthly limit (null: no money limit)"),
  due_by: z
    .string()
    .describe('answered within one hour (NHIA); an emergency decided within 48 hours'),
  late: z.boolean(),
  escalated: z.boolean().describe('45 minutes unanswered: at the top of the queue'),
  rules: z
    .array(z.string())
    .describe('why the rules sent it to a person (empty when they were not asked)'),
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
