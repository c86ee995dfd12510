import { text } from './input.js';
import { z } from './zod.js';

/**
 * The back office's work queues (issue 16): employment letters of income protection, KYC
 * verifications held for review and hospital change requests. Each kind keeps its review state in
 * its own module's table (employment_reviews, kyc_reviews, change_hospital_requests); a review's id
 * names the kind and that table's row: 'employment-12', 'kyc-5', 'hospital-change-7'.
 */
export const REVIEW_KINDS = ['employment', 'kyc', 'hospital-change'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const reviewsCopy = {
  kindRequired: `Choose a queue: ${REVIEW_KINDS.join(', ')}`,
  unknownReview: 'There is no such review.',
  decisionRequired: 'Choose approve or reject.',
  reasonRequired: 'Say why, so we can tell the customer what to do next.',
  alreadyDecided: 'This review has already been decided.',
  hospitalTooSoon: (date: string) =>
    `The customer changed hospital less than 3 months ago. A change is allowed from ${date}; reject this request or wait.`,
  hospitalLeftNetwork: 'This hospital is no longer in our network. Reject the request instead.',
} as const;

export const reviewKindSchema = z.enum(REVIEW_KINDS, { error: reviewsCopy.kindRequired });

/** 'employment-12' -> { kind: 'employment', rowId: 12 }; anything else is null. */
export function parseReviewId(id: string): { kind: ReviewKind; rowId: number } | null {
  const match = /^(employment|kyc|hospital-change)-([1-9]\d{0,9})$/.exec(id);
  if (!match) return null;
  const rowId = Number(match[2]);
  if (rowId > 2_147_483_647) return null;
  return { kind: match[1] as ReviewKind, rowId };
}

export const reviewIdOf = (kind: ReviewKind, rowId: number) => `${kind}-${rowId}`;

/** POST /api/admin/reviews/{id}/decision. A reason is required to reject (the customer is told it). */
export const reviewDecisionBodySchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: reviewsCopy.decisionRequired }),
    reason: text({ error: reviewsCopy.reasonRequired }).trim().max(500).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'reject' && (body.reason ?? '').length < 5) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: reviewsCopy.reasonRequired });
    }
  });
export type ReviewDecisionBody = z.input<typeof reviewDecisionBodySchema>;

const customerOfReview = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});

const employmentEvidence = z.object({
  kind: z.literal('employment'),
  letter: z.object({
    url: z.string().describe('the staff file route: the letter, inline for PDF and images'),
    content_type: z.string(),
    file_name: z.string(),
    size: z.number(),
    inline: z.boolean().describe('PDF or image: shown in the page; a Word file is downloaded'),
  }),
  employer_name: z.string().nullable(),
  salary: z.number().nullable(),
  work_position: z.string().nullable(),
  number_of_months_in_current_position: z.number().nullable(),
  number_of_jobs_in_five_years: z.number().nullable(),
  permanent_staff: z.boolean().nullable(),
  is_confirmed_staff: z.boolean().nullable(),
  have_disability: z.boolean().nullable(),
});

const kycEvidence = z.object({
  kind: z.literal('kyc'),
  reason: z.string().describe('name_taken_from_id | name_only_match | licence_image'),
  id_type: z.string(),
  document: z
    .object({
      number: z.string().describe('masked: the last 4 digits only'),
      status: z.string(),
      registered_name: z.string(),
      provider: z.string(),
      verified_at: z.string().nullable(),
    })
    .nullable(),
  image_url: z.string().nullable().describe('the licence picture, when one was sent'),
  names_shown: z
    .array(z.string())
    .describe('names we showed the customer from ID records after a mismatch'),
});

const hospitalEvidence = z.object({
  kind: z.literal('hospital-change'),
  from_hospital: z.string().nullable(),
  to_hospital: z.string(),
  change_reason: z.string(),
  last_change_at: z.string().nullable(),
});

export const reviewItemSchema = z.object({
  id: z.string().describe("the kind and its row: 'employment-12', 'kyc-5', 'hospital-change-7'"),
  kind: reviewKindSchema,
  submitted_at: z.string(),
  customer: customerOfReview,
  evidence: z.discriminatedUnion('kind', [employmentEvidence, kycEvidence, hospitalEvidence]),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewDecisionAnswerSchema = z.object({
  id: z.string(),
  kind: reviewKindSchema,
  status: z.enum(['approved', 'rejected']),
  decided_at: z.string(),
  reason: z.string().nullable(),
});
export type ReviewDecisionAnswer = z.infer<typeof reviewDecisionAnswerSchema>;
