import { text } from './input.js';
import { z } from './zod.js';

/**
 * The support team's call-backs (issue 41; docs/business-rules.md, 'USSD'): what a caller asked for
 * by USSD and waits for a person, `GET /api/admin/support/call-backs` and its done action.
 */

/** Why the customer waits for a call: they asked (Call me back, Talk to us), or reported a claim. */
export const CALL_BACK_KINDS = ['callback.requested', 'claim.reported'] as const;
export type CallBackKind = (typeof CALL_BACK_KINDS)[number];

/** The back office's staff who work the support queue (WhatsApp's inbox and the call-backs). */
export const SUPPORT_STAFF_ROLES = ['reviewer', 'claims_officer', 'administrator'] as const;

export const callBackCopy = {
  unknown: 'This call-back is not in the support queue.',
  alreadyDone: 'This call-back has already been marked done.',
  noteRequired: 'Say what came of the call (at least 5 characters): it is kept with the item.',
} as const;

export const callBackSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CALL_BACK_KINDS),
  since: z.string().describe('when the customer asked (ISO 8601)'),
  customer_id: z.number().int().nullable().describe('null for a caller with no account'),
  customer_name: z.string().nullable(),
  phone: z.string().nullable().describe('the number to call, as stored (080...)'),
  note: z.string().describe('what the caller asked for or reported, in plain words'),
});
export type CallBack = z.infer<typeof callBackSchema>;

export const callBackDoneBodySchema = z.object({
  note: text({ error: callBackCopy.noteRequired })
    .trim()
    .min(5, callBackCopy.noteRequired)
    .max(500),
});
export type CallBackDoneBody = z.infer<typeof callBackDoneBodySchema>;
