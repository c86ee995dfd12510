import { addDays, addMonths } from './checkout.js';

/**
 * The life of a policy after the sale (issue 15), as dates. All days are Lagos calendar days
 * (YYYY-MM-DD); the due date is the policy's `next_payment_date`, the first day not yet paid for.
 *
 * - A monthly card policy is charged on its saved card on the due date, and again 3, 7 and 14 days
 *   later if the card was declined (never daily).
 * - Cover stays active for GRACE_DAYS after the due date. Then the policy is paused (no cover, no
 *   claims for events while paused), and PAUSED_DAYS_BEFORE_LAPSE later, still unpaid, it lapses.
 * - The customer is told GRACE_WARNING_DAYS before the pause.
 * - A yearly or transfer policy is never charged automatically: it gets reminders
 *   RENEWAL_REMINDER_DAYS before its end, then the same grace, pause and lapse.
 */
export const CHARGE_ATTEMPT_DAYS = [0, 3, 7, 14] as const;
export const GRACE_DAYS = 14;
export const PAUSED_DAYS_BEFORE_LAPSE = 60;
export const GRACE_WARNING_DAYS = 3;
export const RENEWAL_REMINDER_DAYS = [14, 7, 1] as const;

/** The day of the month of a YYYY-MM-DD date (1-31). */
function dayOf(date: string): number {
  return Number(date.slice(8, 10));
}

/** Is this YYYY-MM-DD the last day of its month? */
function lastDayOfMonth(date: string): boolean {
  return addDays(date, 1).slice(8, 10) === '01';
}

/**
 * The policy's anchor day (docs/business-rules.md, 'Premiums'): the day of the month its premiums
 * fall due, the start date's. A due date that is the last day of a short month (28 February for a
 * policy bought on 31 January) was capped, so the anchor is still the start's day; any other due
 * date (a policy resumed or started again on another day) is its own anchor.
 */
export function anchorDay(dueDate: string, startDate: string): number {
  const due = dayOf(dueDate);
  const start = dayOf(startDate);
  return lastDayOfMonth(dueDate) && start > due ? start : due;
}

/**
 * `months` months after `from` (or before, when negative), on the anchor day, capped at that month's
 * last day: a policy bought on 31 January is due 28 February, 31 March, 30 April (never drifting
 * to the 28th).
 */
export function addMonthsOnDay(from: string, months: number, anchor: number): string {
  const landed = addMonths(from, months);
  const month = landed.slice(0, 7);
  const last = Number(addDays(addMonths(`${month}-01`, 1), -1).slice(8, 10));
  return `${month}-${String(Math.min(anchor, last)).padStart(2, '0')}`;
}

/** The due date `months` after a due date, keeping the policy's anchor day. */
export function nextDueDate(dueDate: string, months: number, startDate: string): string {
  return addMonthsOnDay(dueDate, months, anchorDay(dueDate, startDate));
}

/** Which charge attempt is due today for a premium due on `dueDate` (-1 before the due date). */
export function chargeAttemptFor(dueDate: string, today: string): number {
  let attempt = -1;
  CHARGE_ATTEMPT_DAYS.forEach((offset, i) => {
    if (addDays(dueDate, offset) <= today) attempt = i;
  });
  return attempt;
}

/** The day of the attempt after `attempt`, or null when it was the last. */
export function nextChargeAttemptDate(dueDate: string, attempt: number): string | null {
  const offset = CHARGE_ATTEMPT_DAYS[attempt + 1];
  return offset === undefined ? null : addDays(dueDate, offset);
}

/** The last day of cover for an unpaid premium; the policy is paused the day after. */
export function graceEndsOn(dueDate: string): string {
  return addDays(dueDate, GRACE_DAYS - 1);
}

/** The day an unpaid policy is paused. */
export function pausesOn(dueDate: string): string {
  return addDays(dueDate, GRACE_DAYS);
}

/** The day a paused, still unpaid policy lapses. */
export function lapsesOn(dueDate: string): string {
  return addDays(pausesOn(dueDate), PAUSED_DAYS_BEFORE_LAPSE);
}

/** Is the premium unpaid but cover still on (the grace period)? */
export function inGrace(status: string, dueDate: string | null, today: string): boolean {
  return status === 'active' && dueDate !== null && dueDate <= today && today < pausesOn(dueDate);
}

/** Can an event on `eventDate` be claimed on a policy in this state? Only while cover was on. */
export function coverWasOn(
  policy: { status: string; startDate: string; nextPaymentDate: string | null },
  eventDate: string,
): boolean {
  if (eventDate < policy.startDate) return false;
  if (policy.nextPaymentDate === null) return policy.status === 'active';
  // Paid through the day before next_payment_date, plus the grace days while active.
  if (eventDate < policy.nextPaymentDate) return true;
  return policy.status === 'active' && eventDate < pausesOn(policy.nextPaymentDate);
}

/**
 * Verification after the sale (issue 15): a customer who paid but has not finished identity
 * verification is reminded KYC_REMINDER_DAYS after the first payment; KYC_DEADLINE_DAYS after it,
 * still unverified, their policies are paused for verification (no cover, no automatic charge)
 * until they finish it, and PAUSED_DAYS_BEFORE_LAPSE later they lapse.
 */
export const KYC_REMINDER_DAYS = [1, 7, 25] as const;
export const KYC_DEADLINE_DAYS = 30;

/** Whole calendar days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The KYC reminder due `elapsed` days after the first payment (the latest reached), or null. */
export function kycReminderDue(elapsed: number): (typeof KYC_REMINDER_DAYS)[number] | null {
  let due: (typeof KYC_REMINDER_DAYS)[number] | null = null;
  for (const day of KYC_REMINDER_DAYS) if (elapsed >= day) due = day;
  return elapsed >= KYC_DEADLINE_DAYS ? null : due;
}

/**
 * Marketing (issue 15): CROSS_SELL_AFTER_DAYS after a customer's first policy, one offer of a
 * product they do not hold, at most once per customer, unless they switched marketing off.
 */
export const CROSS_SELL_AFTER_DAYS = 14;
