import { text } from './input.js';
import {
  SYMPTOMS_MAX_LENGTH,
  TELEMEDICINE_STATUSES,
  telemedicineCopy,
  URGENCY_KEYS,
  URGENT_SIGN_KEYS,
  URGENT_SIGNS,
  type TelemedicineUrgency,
} from './telemedicine-rules.js';
import { z } from './zod.js';

// 'Talk to a doctor' (issue 28 item 4): the request and answer schemas. The states, moves, urgent
// signs and words are in telemedicine-rules.ts (no zod). docs/business-rules.md, 'Telemedicine'.

export const telemedicineStatusSchema = z.enum(TELEMEDICINE_STATUSES);

/** POST /api/local/customers/{id}/telemedicine-requests. */
export const telemedicineRequestBodySchema = z.object({
  symptoms: text({ error: telemedicineCopy.symptomsRequired })
    .trim()
    .min(3, telemedicineCopy.symptomsRequired)
    .max(SYMPTOMS_MAX_LENGTH, telemedicineCopy.symptomsTooLong),
  urgency: z.enum(URGENCY_KEYS, { error: telemedicineCopy.urgencyRequired }),
  urgent_signs: z
    .array(z.enum(URGENT_SIGN_KEYS, { error: telemedicineCopy.signUnknown }))
    .max(URGENT_SIGNS.length, telemedicineCopy.signUnknown)
    .default([]),
});
export type TelemedicineRequestBody = z.input<typeof telemedicineRequestBodySchema>;

/**
 * 'Talk to a doctor' as its form holds it (the signs ticked, the words, how soon): the request's own
 * rules on each field, so the form checks them as the API does (react-hook-form with zodResolver,
 * shown on blur or on submit like every other form; issue 38).
 */
export const telemedicineAskFormSchema = z.object({
  signs: telemedicineRequestBodySchema.shape.urgent_signs,
  symptoms: telemedicineRequestBodySchema.shape.symptoms,
  urgency: telemedicineRequestBodySchema.shape.urgency,
});
export type TelemedicineAskFormValues = z.input<typeof telemedicineAskFormSchema>;
export type TelemedicineAskValues = z.output<typeof telemedicineAskFormSchema>;

/** One request as the customer sees it. */
export const telemedicineRequestSchema = z.object({
  reference: z.string().describe('our reference, also given to the partner'),
  status: telemedicineStatusSchema,
  status_text: z.string().describe('the state in plain words'),
  urgency: z.enum(URGENCY_KEYS),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TelemedicineRequestAnswer = z.infer<typeof telemedicineRequestSchema>;

/** The partner's signed callback: POST /api/webhooks/telemedicine. */
export const telemedicineCallbackSchema = z.object({
  reference: text().trim().min(1).max(64),
  status: z.enum(['called_back', 'closed']),
});
export type TelemedicineCallback = z.infer<typeof telemedicineCallbackSchema>;

/** What our webhook to the partner carries (TELEMEDICINE_PROVIDER=webhook), and the sandbox keeps. */
export interface TelemedicineReferral {
  reference: string;
  member: { name: string; phone: string; plan: string; hospital: string | null };
  symptoms: string;
  urgency: TelemedicineUrgency;
  requested_at: string;
  callback_url: string;
}
