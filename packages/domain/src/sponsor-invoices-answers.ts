import { z } from './zod.js';
import { AGEING_BUCKETS, SPONSOR_INVOICE_STATUSES } from './sponsor-invoices.js';

// The API's answers about sponsor invoices (docs/business-rules.md, 'Sponsor invoices'): response
// schemas with no rules, kept apart from the rules as the other *-answers.ts files are.

export const sponsorInvoiceLineSchema = z.object({
  enrolment_id: z.number(),
  email: z.string(),
  product: z.string(),
  plan_code: z.string(),
  months: z.number(),
  description: z.string(),
  amount_kobo: z.number(),
});

export const sponsorInvoiceAnswerSchema = z.object({
  id: z.number(),
  number: z.string(),
  sponsor_id: z.number(),
  sponsor_name: z.string(),
  status: z.enum(SPONSOR_INVOICE_STATUSES),
  issued_on: z.string(),
  due_on: z.string(),
  total_kobo: z.number(),
  received_kobo: z
    .number()
    .describe('money received towards it: approved transfers and the payment link (issue 38)'),
  balance_kobo: z
    .number()
    .describe('what is still owed (0 once paid); received beyond the total is owed back'),
  age_days: z.number().describe('days since the invoice date (unpaid ones age; 0 once paid)'),
  ageing_bucket: z.enum(AGEING_BUCKETS).nullable().describe('null once paid'),
  payment_url: z.string().nullable().describe('the Paystack payment link, once made'),
  transfer: z
    .object({
      amount_kobo: z.number(),
      bank_reference: z.string(),
      received_on: z.string(),
      recorded_by: z.number(),
      approved_by: z.number().nullable(),
      approved_at: z
        .string()
        .nullable()
        .describe('null while it waits for a second finance member'),
    })
    .nullable()
    .describe('the latest bank transfer recorded'),
  paid_at: z.string().nullable(),
  paid_via: z.enum(['transfer', 'paystack']).nullable(),
  lines: z.array(sponsorInvoiceLineSchema),
});
export type SponsorInvoiceAnswer = z.infer<typeof sponsorInvoiceAnswerSchema>;

export const sponsorAgeingAnswerSchema = z.object({
  as_of: z.string(),
  buckets: z.array(
    z.object({ bucket: z.enum(AGEING_BUCKETS), invoices: z.number(), total_kobo: z.number() }),
  ),
  total_kobo: z.number(),
});
export type SponsorAgeingAnswer = z.infer<typeof sponsorAgeingAnswerSchema>;
