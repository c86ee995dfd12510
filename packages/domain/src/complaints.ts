import { emailSchema } from './auth.js';
import { addWorkingDays } from './lagos-time.js';
import { text } from './input.js';
import { normalizeNigerianPhone, phoneCopy } from './phone.js';
import { z } from './zod.js';

/**
 * Complaints (issue 18): anyone may complain, signed in or not; each complaint gets a reference at
 * once, an acknowledgement by e-mail (and in the bell for a customer), and a place in the back
 * office's queue, where a staff member takes it and answers it in writing. The spec is silent on
 * all of this; docs/business-rules.md ('Help and complaints') explains each rule.
 */

/** The working days (Lagos, skipping weekends and public holidays) within which we answer in full. */
export const COMPLAINT_ANSWER_WORKING_DAYS = 10;

export const COMPLAINT_CATEGORIES = {
  claim: 'A claim',
  payment: 'A payment or refund',
  policy: 'My policy or cover',
  verification: 'Verifying my identity',
  hospital: 'My hospital',
  service: 'How we treated me',
  other: 'Something else',
} as const;
export type ComplaintCategory = keyof typeof COMPLAINT_CATEGORIES;
export const COMPLAINT_CATEGORY_KEYS = Object.keys(COMPLAINT_CATEGORIES) as [
  ComplaintCategory,
  ...ComplaintCategory[],
];

export const COMPLAINT_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const complaintStatusSchema = z.enum(COMPLAINT_STATUSES);

export const COMPLAINT_STATUS_LABELS: Readonly<Record<ComplaintStatus, string>> = {
  open: 'Received',
  in_progress: 'Being looked into',
  resolved: 'Answered',
};

/** Who may move a complaint where: staff take an open one, then answer it; an answer is final. */
export const COMPLAINT_MOVES: readonly { from: ComplaintStatus; to: ComplaintStatus }[] = [
  { from: 'open', to: 'in_progress' },
  { from: 'open', to: 'resolved' },
  { from: 'in_progress', to: 'resolved' },
];
export function canMoveComplaint(from: ComplaintStatus, to: ComplaintStatus): boolean {
  return COMPLAINT_MOVES.some((m) => m.from === from && m.to === to);
}

/** The Lagos day by which a complaint filed on `filedOnLagosDay` gets its full answer. */
export function complaintAnswerDueBy(filedOnLagosDay: string): string {
  return addWorkingDays(filedOnLagosDay, COMPLAINT_ANSWER_WORKING_DAYS);
}

export const complaintCopy = {
  categoryRequired: 'Please choose what your complaint is about',
  descriptionRequired: 'Please tell us what happened (at least 20 characters)',
  descriptionTooLong: 'Please keep your complaint under 3,000 characters',
  nameRequired: 'Please enter your full name',
  policyUnknown: 'Choose one of your policies, or leave it empty',
  responseRequired: 'Please write the answer the customer will read (at least 20 characters)',
  alreadyAnswered: 'This complaint has already been answered.',
  alreadyTaken: 'Someone else is already looking into this complaint.',
  unknown: 'Unknown complaint',
  tooMany: 'You have sent several complaints in a short time. Please call or write to us instead.',
} as const;

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
