import { addDays, addMonths } from './lagos-time.js';
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

export const PREAUTHORISATION_STATUSES = [
  'pending',
  'provisional',
  'approved',
  'rejected',
] as const;
export type PreauthorisationStatus = (typeof PREAUTHORISATION_STATUSES)[number];

/**
 * pending → approved | rejected (a claims officer, or the rules, which may only approve);
 * an emergency starts `provisional` (its provisional code given at once, treatment may start) and
 * is decided within 48 hours: provisional → approved | rejected. A decision is final.
 */
export const PREAUTHORISATION_MOVES: readonly {
  from: PreauthorisationStatus;
  to: PreauthorisationStatus;
}[] = [
  { from: 'pending', to: 'approved' },
  { from: 'pending', to: 'rejected' },
  { from: 'provisional', to: 'approved' },
  { from: 'provisional', to: 'rejected' },
];

export function canMovePreauthorisation(
  from: PreauthorisationStatus,
  to: PreauthorisationStatus,
): boolean {
  return PREAUTHORISATION_MOVES.some((m) => m.from === from && m.to === to);
}

/** Still waiting for a decision: a request not yet answered, or an emergency's provisional code. */
export const OPEN_PREAUTHORISATION_STATUSES = ['pending', 'provisional'] as const;

/**
 * The NHIA's clocks (its directive of April 2025; docs/business-rules.md, 'The NHIA clocks'): a
 * request is answered within one hour of being asked, around the clock (no working days); at 45
 * minutes without an answer it is escalated. An emergency is answered at once with a provisional
 * code, and its decision follows within 48 hours.
 */
export const PREAUTHORISATION_ANSWER_MINUTES = 60;
export const PREAUTHORISATION_ESCALATE_MINUTES = 45;
export const EMERGENCY_DECISION_HOURS = 48;

const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** When a request must be answered: one hour after it was asked. */
export function preauthorisationAnswerDueBy(requestedAt: Date): Date {
  return minutesAfter(requestedAt, PREAUTHORISATION_ANSWER_MINUTES);
}

/** When an unanswered request escalates: 45 minutes after it was asked. */
export function preauthorisationEscalatesAt(requestedAt: Date): Date {
  return minutesAfter(requestedAt, PREAUTHORISATION_ESCALATE_MINUTES);
}

/** When the decision is due: the answer's hour, or for an emergency 48 hours after it was asked. */
export function preauthorisationDecisionDueBy(requestedAt: Date, emergency: boolean): Date {
  return emergency
    ? minutesAfter(requestedAt, EMERGENCY_DECISION_HOURS * 60)
    : preauthorisationAnswerDueBy(requestedAt);
}

/** Whole minutes left until `dueBy` (0 once it has passed): what the hospital is shown. */
export function minutesLeft(dueBy: Date, now: Date): number {
  return Math.max(0, Math.ceil((dueBy.getTime() - now.getTime()) / 60_000));
}

/** A request still unanswered 45 minutes after it was asked, and not escalated yet, escalates. */
export function shouldEscalate(
  row: { status: PreauthorisationStatus; requestedAt: Date; escalatedAt: Date | null },
  now: Date,
): boolean {
  return (
    row.status === 'pending' &&
    row.escalatedAt === null &&
    preauthorisationEscalatesAt(row.requestedAt).getTime() <= now.getTime()
  );
}

/** The benefits a pre-authorisation can be for: anything outside primary care. */
export const PREAUTHORISATION_BENEFITS = [
  'accidents_emergencies',
  'antenatal_delivery',
  'immunisation',
  'other',
] as const;
export type PreauthorisationBenefit = (typeof PREAUTHORISATION_BENEFITS)[number];

/**
 * What the rules may approve at once without a person (issue 39 item 5): a request within the
 * plan's benefit and the configured tariff. Rules never decline: a request that fails any rule goes
 * to a claims officer, with the reasons. Each rule is named, and says why when it fails.
 */
export interface PreauthorisationRuleInput {
  benefit: PreauthorisationBenefit;
  estimatedKobo: number;
  /** covered today (the policy in force and started) */
  covered: boolean;
  /** the benefit usable today (ante-natal: 12 months after the start) */
  benefitAvailable: boolean;
  /** kobo left of the benefit this month (null: no money limit) */
  leftKobo: number | null;
  /** the configured tariff: the most the rules approve for one request (0: rules off) */
  tariffKobo: number;
}

export const PREAUTHORISATION_RULES = {
  namedBenefit: (i: PreauthorisationRuleInput) =>
    i.benefit !== 'other' || 'The treatment is not one of the plan’s named benefits.',
  coveredToday: (i: PreauthorisationRuleInput) => i.covered || 'The member is not covered today.',
  benefitUsable: (i: PreauthorisationRuleInput) =>
    i.benefitAvailable || 'The benefit cannot be used yet.',
  rulesOn: (i: PreauthorisationRuleInput) =>
    i.tariffKobo > 0 || 'Approval by rules is switched off.',
  withinTariff: (i: PreauthorisationRuleInput) =>
    i.tariffKobo === 0 ||
    i.estimatedKobo <= i.tariffKobo ||
    'The estimate is above the tariff the rules may approve.',
  withinLimit: (i: PreauthorisationRuleInput) =>
    i.leftKobo === null ||
    i.estimatedKobo <= i.leftKobo ||
    'The estimate is more than is left of the benefit this month.',
} as const satisfies Record<string, (i: PreauthorisationRuleInput) => true | string>;

export type PreauthorisationRuleDecision =
  { decision: 'approve'; reasons: [] } | { decision: 'to_a_person'; reasons: string[] };

/** Every rule holds: approve. Otherwise a person decides, told which rules failed. Never a decline. */
export function preauthorisationByRules(
  i: PreauthorisationRuleInput,
): PreauthorisationRuleDecision {
  const rules: ((input: PreauthorisationRuleInput) => true | string)[] =
    Object.values(PREAUTHORISATION_RULES);
  const reasons = rules.map((rule) => rule(i)).filter((r): r is string => r !== true);
  return reasons.length === 0
    ? { decision: 'approve', reasons: [] }
    : { decision: 'to_a_person', reasons };
}

/**
 * What a hospital is paid for a pre-authorisation through capitation (kobo; docs/business-rules.md,
 * 'Capitation'): an approved one, the approved amount, or the final bill when the hospital recorded
 * a smaller one; an emergency's provisional code declined later, the care given before the
 * decision (the amount the officer recorded with the decision). Nothing otherwise.
 */
export function payableOf(p: {
  status: PreauthorisationStatus;
  approvedKobo: number | null;
  finalBillKobo: number | null;
}): number {
  if (p.approvedKobo === null) return 0;
  if (p.status === 'approved')
    return p.finalBillKobo === null ? p.approvedKobo : Math.min(p.finalBillKobo, p.approvedKobo);
  if (p.status === 'rejected') return p.approvedKobo;
  return 0;
}

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
  overEstimate: 'Approve at most the estimated amount the hospital asked for.',
  careBeforeDecisionRequired:
    'Enter what the care given before this decision cost (naira), which is still paid.',
  benefitNotYet: 'This benefit cannot be used yet: it starts 12 months after the plan began.',
  billAmountRequired: 'Enter the final bill in naira, a whole number from 1.',
  billNotApproved: 'A final bill is recorded against an approved authorisation code.',
  billAlreadyPaid: 'This authorisation is already on a capitation statement; its bill is closed.',
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
  /**
   * An emergency (issue 39 item 5): answered at once with a provisional code so treatment may
   * start; the decision follows within 48 hours.
   */
  emergency: z.boolean({ error: 'Say true or false.' }).default(false),
});
export type PreauthorisationBody = z.input<typeof preauthorisationBodySchema>;

/** POST /admin/preauthorisations/{id}/decision (a claims officer). */
export const preauthorisationDecisionBodySchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
  reason: text({ error: hospitalCareCopy.decisionReasonRequired })
    .trim()
    .min(1, hospitalCareCopy.decisionReasonRequired)
    .max(1000),
  /**
   * Naira. Approving: the amount approved, at most the estimate (a part of it: issue 38 item 5);
   * the estimate when left out. Rejecting an emergency's provisional code: what the care given
   * before the decision cost, which is still paid (required then).
   */
  amount: z
    .number({ error: hospitalCareCopy.amountRequired })
    .int(hospitalCareCopy.amountRequired)
    .min(0, hospitalCareCopy.amountRequired)
    .max(MAX_NAIRA_INPUT, hospitalCareCopy.amountRequired)
    .optional(),
});
export type PreauthorisationDecisionBody = z.input<typeof preauthorisationDecisionBodySchema>;

/** POST /hospital/preauthorisations/{id}/bill: the final bill against the code, in naira. */
export const preauthorisationBillBodySchema = z.object({
  amount: z
    .number({ error: hospitalCareCopy.billAmountRequired })
    .int(hospitalCareCopy.billAmountRequired)
    .min(1, hospitalCareCopy.billAmountRequired)
    .max(MAX_NAIRA_INPUT, hospitalCareCopy.billAmountRequired),
});

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
