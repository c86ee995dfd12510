import { languageSchema } from './language.js';
import { policyEventSchema } from './policy-moves.js';
import { REFUND_REQUEST_STATUSES } from './statuses.js';
import { z } from './zod.js';

// The answers of the back office's read side (customer look-up, identity reveal, leads) and the
// refunds staff start. The bodies are in staff.ts.

/** GET /admin/customers: a customer matching the search. */
export const customerMatchSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  created_at: z.string(),
  closed: z.boolean(),
});
export type CustomerMatch = z.infer<typeof customerMatchSchema>;

/** GET /admin/customers/{id}: one customer for staff (identity numbers masked, messages masked). */
export const staffCustomerProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  state: z.string().nullable(),
  /** The language the customer reads their messages in (issue 42); the back office stays English. */
  language: languageSchema,
  created_at: z.string(),
  closed_at: z.string().nullable(),
  kyc: z.object({
    completed: z.boolean(),
    completed_at: z.string().nullable(),
    in_review: z.boolean(),
    verified_bvn: z.boolean(),
    verified_nin: z.boolean(),
    income_protection_profile: z.boolean(),
    health_profile: z.boolean(),
    health_cash_profile: z.boolean(),
    documents: z.array(
      z.object({
        id: z.number(),
        type: z.string(),
        number: z.string().describe('masked: the last 4 digits only'),
        status: z.string(),
        registered_name: z.string(),
        provider: z.string(),
        verified_at: z.string().nullable(),
      }),
    ),
  }),
  policies: z.array(
    z.object({
      policy_number: z.string(),
      product_uid: z.string(),
      status: z.string(),
      premium: z.number(),
      unit: z.string(),
      start_date: z.string(),
      next_payment_date: z.string().nullable(),
      company: z.string().nullable(),
      history: z
        .array(
          policyEventSchema.extend({
            staff_id: z.number().nullable().describe('the member of staff who made the change'),
            job: z.string().nullable().describe('the job or webhook, when the system made it'),
          }),
        )
        .describe("the policy's history, oldest first (issue 26)"),
    }),
  ),
  payments: z.array(
    z.object({
      reference: z.string(),
      purpose: z.string(),
      amount_kobo: z.number(),
      status: z.string(),
      paid_at: z.string().nullable(),
      refunded_kobo: z.number().nullable(),
      created_at: z.string(),
    }),
  ),
  messages: z.array(
    z.object({
      channel: z.string(),
      to: z.string(),
      subject: z.string().nullable(),
      body: z.string().describe('codes and link tokens masked'),
      sent_at: z.string(),
    }),
  ),
  notifications: z.array(
    z.object({ event: z.string(), title: z.string(), created_at: z.string(), read: z.boolean() }),
  ),
});
export type StaffCustomerProfile = z.infer<typeof staffCustomerProfileSchema>;

/** POST /admin/customers/{customerId}/documents/{documentId}/reveal: one full identity number. */
export const revealedIdentitySchema = z.object({
  id: z.number(),
  type: z.string(),
  number: z.string(),
});
export type RevealedIdentity = z.infer<typeof revealedIdentitySchema>;

/** GET /admin/leads: a contact request, as staff see it. */
export const staffLeadSchema = z.object({
  id: z.number(),
  customer_id: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  reason: z.string(),
  salary: z.number().nullable(),
  created_at: z.string(),
});
export type StaffLead = z.infer<typeof staffLeadSchema>;

/** A refund staff started, waiting for (or past) a second finance member's decision. */
export const refundRequestAnswerSchema = z.object({
  id: z.number(),
  reference: z.string(),
  customer_id: z.number(),
  amount_kobo: z.number(),
  reason: z.string(),
  status: z.enum(REFUND_REQUEST_STATUSES),
  started_by: z.number(),
  started_at: z.string(),
  decided_by: z.number().nullable(),
  decided_at: z.string().nullable(),
  decision_reason: z.string().nullable(),
  refund_id: z.number().nullable(),
});
export type RefundRequestAnswer = z.infer<typeof refundRequestAnswerSchema>;
