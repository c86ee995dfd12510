import { text, coercedInt4 } from './input.js';
import { z } from './zod.js';
import { customerUpdateCopy } from './customer-update.js';

/**
 * A request to move a health plan to another hospital (income-protection.md sections 3 and 7: the
 * 'Hospital' modal's 'Change hospital'). The care team reviews it; the spec shows no outcome, the
 * rules are ours (docs/business-rules.md, 'Hospital change requests').
 */
export const CHANGE_REASON_MAX_LENGTH = 500;

/** A customer may change hospital once every this many months, counted from the last approved change. */
export const HOSPITAL_CHANGE_INTERVAL_MONTHS = 3;

export const changeHospitalCopy = {
  hospitalUnknown: customerUpdateCopy.hospitalUnknown,
  reasonRequired: 'Please tell us why you want to change your hospital',
  reasonTooLong: `Please keep your reason to ${CHANGE_REASON_MAX_LENGTH} characters or fewer`,
  noHospitalYet: 'You have not chosen a hospital yet. Please choose one from the list.',
  sameHospital: 'This is already your hospital. Please choose a different one.',
  pendingRequest:
    'You already have a hospital change request under review. We will let you know once it is decided.',
  /** PATCH preferred_hospital by a customer whose health plan is active (the change needs review). */
  changeByRequest:
    'Your health plan is active with your chosen hospital. To change it, please send a hospital change request.',
  /**
   * {date}: the first day a new request is accepted, for example '12 March 2026' (an ICU message:
   * the API says it with the day written in the customer's language).
   */
  tooSoon: `You can change your hospital once every ${HOSPITAL_CHANGE_INTERVAL_MONTHS} months. You can request another change from {date}.`,
} as const;

/** POST /local/customers/{userId}/change-hospital-request/. */
export const changeHospitalBodySchema = z.object({
  hospital_id: coercedInt4({ error: changeHospitalCopy.hospitalUnknown })
    .int(changeHospitalCopy.hospitalUnknown)
    .positive(changeHospitalCopy.hospitalUnknown)
    .max(2_147_483_647, changeHospitalCopy.hospitalUnknown),
  change_reason: text({ error: changeHospitalCopy.reasonRequired })
    .trim()
    .min(1, changeHospitalCopy.reasonRequired)
    .max(CHANGE_REASON_MAX_LENGTH, changeHospitalCopy.reasonTooLong),
});
export type ChangeHospitalBody = z.output<typeof changeHospitalBodySchema>;

/** A request waits as 'pending' until the care team approves or rejects it. */
export const HOSPITAL_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const hospitalChangeStatusSchema = z.enum(HOSPITAL_CHANGE_STATUSES);
export type HospitalChangeStatus = z.infer<typeof hospitalChangeStatusSchema>;

/** The answer of POST change-hospital-request: the request as recorded. */
export const changeHospitalRequestSchema = z.object({
  id: z.number(),
  status: hospitalChangeStatusSchema,
  hospital_id: z.number(),
  change_reason: z.string(),
  created_at: z.string(),
});
export type ChangeHospitalRequest = z.infer<typeof changeHospitalRequestSchema>;

/**
 * The answer of GET change-hospital-request: the customer's request still under review, with the
 * name of the hospital asked for (the dashboard's health tile says so), or null when none is.
 */
export const pendingHospitalChangeSchema = changeHospitalRequestSchema
  .extend({ hospital_name: z.string() })
  .nullable();
export type PendingHospitalChange = z.infer<typeof pendingHospitalChangeSchema>;

/**
 * The first moment a new request is accepted after a change approved at {approvedAt}: the same day
 * of the month, HOSPITAL_CHANGE_INTERVAL_MONTHS later (the month's last day when it is shorter).
 */
export function nextHospitalChangeAllowedAt(approvedAt: Date): Date {
  const next = new Date(approvedAt.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + HOSPITAL_CHANGE_INTERVAL_MONTHS);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
