import { text, int4, coercedInt4 } from './input.js';
import { z } from './zod.js';
import { emailSchema, nigerianPhoneSchema } from './auth.js';

/**
 * A lead: a customer who did not meet the salary requirement and answered 'Yes!' to 'Can we keep your
 * details?' (income-protection.md sections 2 and 4). 'No, thanks' deletes it.
 */
export const leadCopy = {
  nameRequired: 'Please enter your name',
  reasonRequired: 'Please tell us why the application could not be completed',
  salaryInvalid: 'Please enter your monthly salary in naira',
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const leadCreateBodySchema = z.object({
  name: text({ error: leadCopy.nameRequired })
    .trim()
    .min(1, leadCopy.nameRequired)
    .max(121, leadCopy.nameRequired),
  email: emailSchema,
  phone: nigerianPhoneSchema,
  /** The customer's engage uid (or their user id, which the wizard also sends as engage_uid). */
  uid: z.union([text().trim().max(100), int4().int()]).optional(),
  completion_failed_reason: text({ error: leadCopy.reasonRequired })
    .trim()
    .min(1, leadCopy.reasonRequired)
    .max(200, leadCopy.reasonRequired),
  /** The salary that did not qualify, in naira. */
  salary: z.preprocess(
    blankToUndefined,
    coercedInt4({ error: leadCopy.salaryInvalid })
      .int(leadCopy.salaryInvalid)
      .min(0, leadCopy.salaryInvalid)
      .max(1_000_000_000, leadCopy.salaryInvalid)
      .optional(),
  ),
});
export type LeadCreateBody = z.input<typeof leadCreateBodySchema>;

export const leadSchema = z.object({
  id: z.number(),
  customer_id: z.number().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  uid: z.string(),
  completion_failed_reason: z.string(),
  salary: z.number().nullable(),
  created_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** DELETE /local/customers/lead/delete/{userId}: how many of the customer's leads were removed. */
export const leadsDeletedSchema = z.object({ deleted: z.number() });
export type LeadsDeleted = z.infer<typeof leadsDeletedSchema>;
