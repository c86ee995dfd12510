import { emailSchema } from './auth.js';
import { text } from './input.js';
import { normalizeNigerianPhone, phoneCopy } from './phone.js';
import { z } from './zod.js';
import { COMPLAINT_CATEGORY_KEYS, COMPLAINT_STATUSES, complaintCopy } from './complaint-terms.js';

export * from './complaint-terms.js';

/**
 * Complaints (issue 18): anyone may complain, signed in or not; each complaint gets a reference at
 * once, an acknowledgement by e-mail (and in the bell for a customer), and a place in the back
 * office's queue, where a staff member takes it and answers it in writing. The spec is silent on
 * all of this; docs/business-rules.md ('Help and complaints') explains each rule.
 */

export const complaintStatusSchema = z.enum(COMPLAINT_STATUSES);

const descriptionSchema = text({ error: complaintCopy.descriptionRequired })
  .trim()
  .min(20, complaintCopy.descriptionRequired)
  .max(3000, complaintCopy.descriptionTooLong);

const complaintBaseSchema = z.object({
  category: z.enum(COMPLAINT_CATEGORY_KEYS, { error: complaintCopy.categoryRequired }),
  description: descriptionSchema,
});

/** POST /api/local/customers/{id}/complaints: a signed-in customer; their contacts are on their account. */
export const customerComplaintBodySchema = complaintBaseSchema.extend({
  /** One of their policies, by policy number, when the complaint is about one. */
  policy_number: text({ error: complaintCopy.policyUnknown })
    .trim()
    .max(40, complaintCopy.policyUnknown)
    .optional(),
});
export type CustomerComplaintBody = z.input<typeof customerComplaintBodySchema>;

/** POST /api/local/complaints: anyone, without an account; we answer at the e-mail address given. */
export const publicComplaintBodySchema = complaintBaseSchema.extend({
  full_name: text({ error: complaintCopy.nameRequired })
    .trim()
    .min(3, complaintCopy.nameRequired)
    .max(120, complaintCopy.nameRequired),
  email: emailSchema,
  phone_number: text({ error: phoneCopy.invalid })
    .max(20, phoneCopy.invalid)
    .transform((v, ctx) => {
      const local = normalizeNigerianPhone(v);
      if (!local) {
        ctx.addIssue({ code: 'custom', message: phoneCopy.invalid });
        return z.NEVER;
      }
      return local;
    }),
  policy_number: text().trim().max(40).optional(),
});
export type PublicComplaintBody = z.input<typeof publicComplaintBodySchema>;

/** What the complainant sees of a complaint. */
export const complaintSchema = z.object({
  reference: z.string(),
  category: z.enum(COMPLAINT_CATEGORY_KEYS),
  category_label: z.string(),
  description: z.string(),
  policy_number: z.string().nullable(),
  status: complaintStatusSchema,
  status_label: z.string(),
  filed_at: z.string(),
  answer_due_by: z.string().describe('the Lagos day (YYYY-MM-DD) by which we answer in full'),
  response: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type Complaint = z.infer<typeof complaintSchema>;

/** The back office's view: who complained, who handles it, and whether it is late. */
export const adminComplaintSchema = complaintSchema.extend({
  id: z.number(),
  complainant: z.object({
    customer_id: z.number().nullable(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  assigned_to: z.number().nullable(),
  resolved_by: z.number().nullable(),
  late: z.boolean(),
});
export type AdminComplaint = z.infer<typeof adminComplaintSchema>;

/** POST /api/admin/complaints/{complaintId}/answer: the written answer the complainant receives. */
export const complaintAnswerBodySchema = z.object({
  response: text({ error: complaintCopy.responseRequired })
    .trim()
    .min(20, complaintCopy.responseRequired)
    .max(5000),
});
export type ComplaintAnswerBody = z.input<typeof complaintAnswerBodySchema>;

/** GET /api/local/support: how to reach us (configured by the operator). */
export const supportContactsSchema = z.object({
  phone: z.string().describe('as dialled in Nigeria, e.g. 0201 330 0000'),
  whatsapp: z.string().describe('international digits for wa.me, e.g. 2348000000000'),
  email: z.string(),
  hours: z.string(),
  answer_working_days: z.number(),
  /** Issue 30: who carries the risk (UNDERWRITER_*), shown in the checkout before paying. */
  underwriter: z.object({ name: z.string(), naicom_licence: z.string() }),
});
export type SupportContacts = z.infer<typeof supportContactsSchema>;
