import {
  addDays,
  addMonths,
  addWorkingDays,
  endOfLagosDay,
  isWorkingDay,
  lagosDate,
} from './lagos-time.js';
import { kobo, MAX_NAIRA_INPUT, type Kobo } from './money.js';
import { calendarDay, calendarMonth, text } from './input.js';
import { memberNumberSchema } from './health-members.js';
import { z } from './zod.js';

// The health plan at the hospital (issue 28; docs/business-rules.md, 'The health plan at the
// hospital'): the plan's benefits and limits, visits, pre-authorisations and their moves, capitation.

/**
 * The monthly plan's benefits (health-plans.md section 9). Primary care at the chosen hospital is
 * paid by capitation (no limit per visit); the others have the limits the spec gives, counted per
 * calendar month (Lagos) from approved pre-authorisations. Ante-natal and delivery is usable 12
 * months after the policy started; immunisation is for children aged 5 and under.
 */
export const HEALTH_BENEFITS = [
  'primary_care',
  'accidents_emergencies',
  'antenatal_delivery',
  'immunisation',
] as const;
export type HealthBenefit = (typeof HEALTH_BENEFITS)[number];

export const HEALTH_BENEFIT_RULES: Record<
  HealthBenefit,
  { name: string; monthlyLimitKobo: Kobo | null; afterMonths: number; note: string | null }
> = {
  primary_care: {
    name: 'Primary care',
    monthlyLimitKobo: null,
    afterMonths: 0,
    note: 'At the chosen hospital; paid by capitation.',
  },
  accidents_emergencies: {
    name: 'Accidents & Emergencies',
    monthlyLimitKobo: kobo(50_000_00),
    afterMonths: 0,
    note: null,
  },
  antenatal_delivery: {
    name: 'Ante-natal & delivery',
    monthlyLimitKobo: kobo(10_000_00),
    afterMonths: 12,
    note: 'Usable 12 months after purchase.',
  },
  immunisation: {
    name: 'Immunisation',
    monthlyLimitKobo: null,
    afterMonths: 0,
    note: 'For children aged 5 and under.',
  },
};

/** A benefit as the hospital reads it: whether it can be used today and what is left this month. */
export interface BenefitLeft {
  benefit: HealthBenefit;
  name: string;
  available: boolean;
  available_from: string | null;
  /** naira; null when the benefit has no money limit */
  monthly_limit: number | null;
  /** naira left this month; null when the benefit has no money limit */
  left_this_month: number | null;
  note: string | null;
}

/**
 * Each benefit of the plan on `today`, with what is left this month: the limit less `usedKobo` (the
 * approved pre-authorisations of this calendar month, per benefit).
 */
export function benefitsLeft(
  startDate: string,
  today: string,
  usedKobo: Partial<Record<HealthBenefit, number>>,
): BenefitLeft[] {
  return HEALTH_BENEFITS.map((benefit) => {
    const rule = HEALTH_BENEFIT_RULES[benefit];
    const from = rule.afterMonths > 0 ? addMonths(startDate, rule.afterMonths) : null;
    const limit = rule.monthlyLimitKobo;
    return {
      benefit,
      name: rule.name,
      available: from === null || from <= today,
      available_from: from,
      monthly_limit: limit === null ? null : limit / 100,
      left_this_month: limit === null ? null : Math.max(0, limit - (usedKobo[benefit] ?? 0)) / 100,
      note: rule.note,
    };
  });
}

/** The calendar month (YYYY-MM) of a Lagos day. */
export const monthOf = (day: string) => day.slice(0, 7);

// ---------------------------------------------------------------------------------------------
// Pre-authorisations: one state machine (as POLICY_MOVES, PAYOUT_MOVES)
// ---------------------------------------------------------------------------------------------

export const PREAUTHORISATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PreauthorisationStatus = (typeof PREAUTHORISATION_STATUSES)[number];

/** pending → approved | rejected (a claims officer decides); a decision is final. */
export const PREAUTHORISATION_MOVES: readonly {
  from: PreauthorisationStatus;
  to: PreauthorisationStatus;
}[] = [
  { from: 'pending', to: 'approved' },
  { from: 'pending', to: 'rejected' },
];

export function canMovePreauthorisation(
  from: PreauthorisationStatus,
  to: PreauthorisationStatus,
): boolean {
  return PREAUTHORISATION_MOVES.some((m) => m.from === from && m.to === to);
}

/**
 * The clock of a pre-authorisation: decided within the working day (issue 28). Asked on a Lagos
 * working day, it is due by the end of that day; asked on a weekend or public holiday, by the end of
 * the next working day (the claims queue's calendar: `isWorkingDay`, `addWorkingDays`).
 */
export function preauthorisationDueBy(requestedAt: Date): string {
  const day = lagosDate(requestedAt);
  return endOfLagosDay(isWorkingDay(day) ? day : addWorkingDays(day, 1));
}

/** The benefits a pre-authorisation can be for: anything outside primary care. */
export const PREAUTHORISATION_BENEFITS = [
  'accidents_emergencies',
  'antenatal_delivery',
  'immunisation',
  'other',
] as const;
export type PreauthorisationBenefit = (typeof PREAUTHORISATION_BENEFITS)[number];

export const hospitalCareCopy = {
  treatmentRequired: 'Say what the treatment is.',
  reasonRequired: 'Say why it is needed.',
  amountRequired: 'Enter the estimated cost in naira, a whole number from 1.',
  visitDateRequired: 'Enter the date of the visit.',
  visitInFuture: 'The date of the visit cannot be in the future.',
  visitBeforeCover: 'The date of the visit is before this member’s cover began.',
  notCovered: 'This member is not covered today, so nothing can be recorded or authorised.',
  notAtThisHospital: 'This member chose another hospital: primary care is at their own hospital.',
  decisionReasonRequired: 'Give the reason for the decision.',
  alreadyDecided: 'This pre-authorisation has already been decided.',
  overLimit: (left: string) =>
    `The most this benefit can still pay this month is ${left}; approve at most that.`,
  benefitNotYet: (from: string) => `This benefit can be used from ${from}.`,
  hospitalUnknown: 'There is no hospital with this code in the network.',
} as const;

/** POST /hospital/visits: a primary-care visit at the hospital. */
export const visitBodySchema = z.object({
  member_number: memberNumberSchema,
  date: calendarDay(hospitalCareCopy.visitDateRequired),
  treatment: text({ error: hospitalCareCopy.treatmentRequired })
    .trim()
    .min(1, hospitalCareCopy.treatmentRequired)
    .max(500),
});
export type VisitBody = z.input<typeof visitBodySchema>;

/** POST /hospital/preauthorisations: the estimated amount is in naira (the contract). */
export const preauthorisationBodySchema = z.object({
  member_number: memberNumberSchema,
  treatment: text({ error: hospitalCareCopy.treatmentRequired })
    .trim()
    .min(1, hospitalCareCopy.treatmentRequired)
    .max(500),
  reason: text({ error: hospitalCareCopy.reasonRequired })
    .trim()
    .min(1, hospitalCareCopy.reasonRequired)
    .max(1000),
  estimated_amount: z
    .number({ error: hospitalCareCopy.amountRequired })
    .int(hospitalCareCopy.amountRequired)
    .min(1, hospitalCareCopy.amountRequired)
    .max(MAX_NAIRA_INPUT, hospitalCareCopy.amountRequired),
  benefit: z.enum(PREAUTHORISATION_BENEFITS).default('other'),
});
export type PreauthorisationBody = z.input<typeof preauthorisationBodySchema>;

/** POST /admin/preauthorisations/{id}/decision (a claims officer). */
export const preauthorisationDecisionBodySchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
  reason: text({ error: hospitalCareCopy.decisionReasonRequired })
    .trim()
    .min(1, hospitalCareCopy.decisionReasonRequired)
    .max(1000),
});
export type PreauthorisationDecisionBody = z.input<typeof preauthorisationDecisionBodySchema>;

/** POST /sandbox/hospital-staff and the administrators' invitation of a hospital's staff. */
export const hospitalCodeSchema = text().trim().min(1, hospitalCareCopy.hospitalUnknown).max(40);

/** A month of capitation: YYYY-MM. */
export const capitationMonthSchema = calendarMonth('Choose a month as YYYY-MM.');

/** Capitation: the enrolees on the first of the month × the rate, plus approved pre-authorisations. */
export function capitationTotal(enrolees: number, rateKobo: number, preauthorisedKobo: number) {
  const capitation = kobo(enrolees * rateKobo);
  return { capitation, total: kobo(capitation + preauthorisedKobo) };
}

/** The last Lagos day of a month (YYYY-MM): 2026-02 -> 2026-02-28. */
export function lastDayOfMonth(month: string): string {
  return addDays(addMonths(`${month}-01`, 1), -1);
}

/**
 * The months whose capitation statements are due on Lagos day `today` (docs/business-rules.md,
 * 'Capitation'): a month's statement is made on its last day, so on the last day of a month that
 * month; and always the month before, for a run that missed its last day (made late, it is still
 * dated in the month it covers). Oldest first.
 */
export function capitationMonthsDue(today: string): string[] {
  const month = today.slice(0, 7);
  const previous = addDays(`${month}-01`, -1).slice(0, 7);
  return today === lastDayOfMonth(month) ? [previous, month] : [previous];
}
