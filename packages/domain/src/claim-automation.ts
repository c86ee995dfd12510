import type { Translate } from '@alaafia/i18n';
import type { HospitalRefundBenefit, HtciBenefit } from './claim-terms.js';
import { kobo, type Kobo } from './money.js';
import { z } from './zod.js';

/**
 * Claims decided by rules (issue 39; docs/business-rules.md, 'Claims paid by rules'): when a claim
 * is filed, every rule below is asked about it. All hold: the claim is approved at once, by the
 * rules. Any fails: it goes to a claims officer, with the reasons of the rules that failed. The
 * rules never reject a claim (a person does). Each rule is a named, pure function with its reason.
 */

/** What the rules read about one claim, gathered by the API at the moment of the decision. */
export interface ClaimAutomationFacts {
  /** The automation's on/off switch (the administrators' setting). */
  enabled: boolean;
  /** HI: the health plan's refund of what a hospital charged (issue 39 item 6). */
  productUid: 'EI' | 'HTCI' | 'HI';
  benefit: HtciBenefit | HospitalRefundBenefit | null;
  /** The customer completed identity verification. */
  identityVerified: boolean;
  /** The payout account was looked up at filing and is in the customer's verified name. */
  payoutAccountInName: boolean;
  /** The existing cover rule's answer for the event's date (policyCoveredOn). */
  coverOnEventDate: 'on' | 'off' | 'unknown';
  /** The product's waiting period (if any) ended before the event. */
  waitingPeriodPassed: boolean;
  /** What is claimed, in kobo. */
  amountKobo: Kobo;
  /** What is left of the benefit in the event's policy year (the one "what is left" function). */
  leftKobo: Kobo;
  /** The automation's per-claim limit. */
  maxClaimKobo: Kobo;
  /** The evidence attached: how many files, how many of a type the rules do not read, how many seen on another claim. */
  evidence: { files: number; unacceptedType: number; seenBefore: number };
  /** Other claims the customer filed in the 30 days before this one. */
  otherClaimsLast30Days: number;
  /** Days since the policy started, and whether it has been renewed (a second policy year, or a renewal paid). */
  policyAgeDays: number;
  renewed: boolean;
  /** What the rules approved today (Lagos) before this claim, and the daily budget. */
  dayTotalKobo: Kobo;
  dailyBudgetKobo: Kobo;
}

/** The evidence types the rules read (a receipt as a PDF or a photo); other files go to a person. */
export const CLAIM_AUTOMATION_EVIDENCE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
/** No other claim by the customer within this many days before this one. */
export const CLAIM_AUTOMATION_QUIET_DAYS = 30;
/** The policy is at least this many days old (or renewed). */
export const CLAIM_AUTOMATION_POLICY_AGE_DAYS = 30;
/**
 * The benefits the rules may approve; income protection, disability, death and a hospital refund
 * always go to a person (a refund is of money a hospital of the network should not have taken: a
 * person judges it and finance recovers it from the hospital).
 */
export const CLAIM_AUTOMATION_BENEFITS: readonly HtciBenefit[] = ['accident_emergency'];

export interface ClaimAutomationRule {
  name: string;
  /** What the customer and the officer read when this rule sends the claim to a person. */
  reason: string;
  holds: (facts: ClaimAutomationFacts) => boolean;
}

/** The rules, in the order they are shown. */
export const CLAIM_AUTOMATION_RULES: readonly ClaimAutomationRule[] = [
  {
    name: 'automation_on',
    reason: 'Claims are being checked by a person at the moment.',
    holds: (f) => f.enabled,
  },
  {
    name: 'benefit_automated',
    reason:
      'Income protection, disability, death and hospital refund claims are always decided by a person.',
    holds: (f) =>
      f.productUid === 'HTCI' &&
      f.benefit !== null &&
      f.benefit !== 'hospital_refund' &&
      CLAIM_AUTOMATION_BENEFITS.includes(f.benefit),
  },
  {
    name: 'identity_verified',
    reason: 'Your identity is not verified yet.',
    holds: (f) => f.identityVerified,
  },
  {
    name: 'payout_account_in_name',
    reason: 'The payout account could not be confirmed in your verified name.',
    holds: (f) => f.payoutAccountInName,
  },
  {
    name: 'covered_on_event_date',
    reason: 'Your cover on the date of the event needs a check.',
    holds: (f) => f.coverOnEventDate === 'on',
  },
  {
    name: 'waiting_period_passed',
    reason: "The event is within the policy's waiting period.",
    holds: (f) => f.waitingPeriodPassed,
  },
  {
    name: 'within_what_is_left',
    reason: 'The amount is more than this benefit has left in the policy year.',
    holds: (f) => f.amountKobo > 0 && f.amountKobo <= f.leftKobo,
  },
  {
    name: 'within_claim_limit',
    reason: 'The amount is over what we approve at once.',
    holds: (f) => f.amountKobo <= f.maxClaimKobo,
  },
  {
    name: 'evidence_attached',
    reason: 'No evidence is attached.',
    holds: (f) => f.evidence.files > 0,
  },
  {
    name: 'evidence_type_accepted',
    reason: 'A document is of a type a person must read (we read PDFs and photos).',
    holds: (f) => f.evidence.unacceptedType === 0,
  },
  {
    name: 'evidence_new',
    reason: 'A document was already sent with another claim.',
    holds: (f) => f.evidence.seenBefore === 0,
  },
  {
    name: 'no_recent_claim',
    reason: `You made another claim in the last ${CLAIM_AUTOMATION_QUIET_DAYS} days.`,
    holds: (f) => f.otherClaimsLast30Days === 0,
  },
  {
    name: 'policy_settled',
    reason: `The policy is less than ${CLAIM_AUTOMATION_POLICY_AGE_DAYS} days old.`,
    holds: (f) => f.renewed || f.policyAgeDays >= CLAIM_AUTOMATION_POLICY_AGE_DAYS,
  },
  {
    name: 'within_daily_budget',
    reason: "Today's claims approved at once have reached their limit.",
    holds: (f) => f.dayTotalKobo < f.dailyBudgetKobo,
  },
];

/** Each claim the rules paid is looked back at by a claims officer within this many working days. */
export const CLAIM_LOOK_BACK_WORKING_DAYS = 5;

/** The reason of a claim drawn at random for a person's check. */
export const CLAIM_AUTOMATION_SAMPLED_REASON = 'Chosen at random for a check by a person.';

export type ClaimAutomationDecision = 'approve' | 'to_a_person';

export interface ClaimAutomationOutcome {
  decision: ClaimAutomationDecision;
  /** Every rule with whether it held (the officer's view). */
  rules: { name: string; held: boolean }[];
  /** Why the claim went to a person (empty when approved). */
  reasons: string[];
  sampled: boolean;
}

/**
 * The decision: approve only when every rule holds and the claim is not drawn for sampling
 * (`samplePercent` of otherwise-approvable claims, drawn with `draw`, a number in [0, 1): the API's
 * random source, seeded in the sandbox and tests). Never 'reject'.
 */
export function decideClaimAutomation(
  facts: ClaimAutomationFacts,
  samplePercent: number,
  draw: () => number,
): ClaimAutomationOutcome {
  const rules = CLAIM_AUTOMATION_RULES.map((r) => ({ rule: r, held: r.holds(facts) }));
  const reasons = rules.filter((r) => !r.held).map((r) => r.rule.reason);
  const answer = rules.map((r) => ({ name: r.rule.name, held: r.held }));
  if (reasons.length > 0)
    return { decision: 'to_a_person', rules: answer, reasons, sampled: false };
  if (draw() * 100 < samplePercent) {
    return {
      decision: 'to_a_person',
      rules: answer,
      reasons: [CLAIM_AUTOMATION_SAMPLED_REASON],
      sampled: true,
    };
  }
  return { decision: 'approve', rules: answer, reasons: [], sampled: false };
}

/**
 * A small seeded random source (mulberry32): the same seed draws the same numbers, so the sandbox
 * and tests sample the same claims every run. Production draws from crypto instead.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// ---------------------------------------------------------------------------------------------
// The settings (a money control: four eyes)
// ---------------------------------------------------------------------------------------------

/** The sandbox's settings (issue 39): on, ₦50,000 a claim, ₦1,000,000 a day, 5% sampled. */
export const CLAIM_AUTOMATION_SANDBOX = {
  enabled: true,
  max_claim_kobo: kobo(5_000_000),
  daily_budget_kobo: kobo(100_000_000),
  sample_percent: 5,
} as const;

export const claimAutomationCopy = {
  maxClaim: 'Say the most one claim may be approved for, in kobo (0 to 50,000,000).',
  dailyBudget: 'Say the most approved in a day, in kobo (0 to 10,000,000,000).',
  samplePercent: 'Say the share sent to a person at random, 0 to 100 (per cent).',
  enabled: 'Say whether the automation is on (true or false).',
  pending: 'A change is already waiting for a second administrator.',
  ownChange: 'Another administrator must approve the change you proposed.',
  notPending: 'This change is not waiting for approval.',
} as const;

/** PUT /api/admin/claims/automation: the new settings, applied once another administrator approves. */
export const claimAutomationBodySchema = z.object({
  enabled: z.boolean({ error: claimAutomationCopy.enabled }),
  max_claim_kobo: z
    .number({ error: claimAutomationCopy.maxClaim })
    .int(claimAutomationCopy.maxClaim)
    .min(0, claimAutomationCopy.maxClaim)
    .max(50_000_000, claimAutomationCopy.maxClaim),
  daily_budget_kobo: z
    .number({ error: claimAutomationCopy.dailyBudget })
    .int(claimAutomationCopy.dailyBudget)
    .min(0, claimAutomationCopy.dailyBudget)
    .max(10_000_000_000, claimAutomationCopy.dailyBudget),
  sample_percent: z
    .number({ error: claimAutomationCopy.samplePercent })
    .int(claimAutomationCopy.samplePercent)
    .min(0, claimAutomationCopy.samplePercent)
    .max(100, claimAutomationCopy.samplePercent),
});
export type ClaimAutomationBody = z.infer<typeof claimAutomationBodySchema>;

export const claimAutomationChangeSchema = claimAutomationBodySchema.extend({
  id: z.number(),
  proposed_by: z.number().nullable(),
  proposed_at: z.string(),
});

/** GET /api/admin/claims/automation. */
export const claimAutomationAnswerSchema = claimAutomationBodySchema.extend({
  pending_change: claimAutomationChangeSchema.nullable(),
});
export type ClaimAutomationAnswer = z.infer<typeof claimAutomationAnswerSchema>;

export const lookBackFindingCopy = {
  finding: "Say what the look back found: 'fine' or 'problem'.",
  note: 'Say what you found (at least 5 characters).',
} as const;

/** POST /api/admin/claims/{id}/look-back: a claims officer's finding on a claim the rules paid. */
export const claimLookBackBodySchema = z.object({
  finding: z.enum(['fine', 'problem'], { error: lookBackFindingCopy.finding }),
  note: z
    .string({ error: lookBackFindingCopy.note })
    .trim()
    .min(5, lookBackFindingCopy.note)
    .max(2000, lookBackFindingCopy.note),
});
export type ClaimLookBackBody = z.infer<typeof claimLookBackBodySchema>;

/** The look back on a claim the rules approved (the officer's view); null for any other claim. */
export const claimLookBackSchema = z.object({
  due_on: z.string().describe('YYYY-MM-DD, Lagos: 5 working days after the approval'),
  looked_back_at: z.string().nullable(),
  looked_back_by: z.number().nullable(),
  finding: z.enum(['fine', 'problem']).nullable(),
  note: z.string().nullable(),
});

/** GET /api/admin/claims/automation/report: the rule set's outcomes over 7 Lagos days. */
export const claimAutomationReportSchema = z.object({
  from: z.string().describe('YYYY-MM-DD, the first day'),
  to: z.string().describe('YYYY-MM-DD, the day after the last'),
  approved: z.number(),
  approved_kobo: z.number(),
  to_a_person: z.number().describe('sent to a person by a rule (sampled ones apart)'),
  sampled: z.number(),
  looked_back: z.number(),
  found_wrong: z.number().describe('approved by the rules, then found wrong by the look back'),
});

/** The public pages' promise is measured over this many days (issue 39). */
export const CLAIM_PROMISE_DAYS = 90;

/** A duration in plain words, in the language of `t`: '4 minutes', '3 hours', '2 days'. */
export function plainDuration(minutes: number, t: Translate): string {
  if (minutes < 90)
    return t('public.promise.duration', {
      unit: 'minute',
      count: Math.max(1, Math.round(minutes)),
    });
  if (minutes < 48 * 60)
    return t('public.promise.duration', { unit: 'hour', count: Math.round(minutes / 60) });
  return t('public.promise.duration', { unit: 'day', count: Math.round(minutes / 1440) });
}

/**
 * What the public pages say of how fast we paid over the last 90 days, from the measured medians
 * (null: no claim of that kind paid in the period): never a figure typed in. Its words are the
 * catalogue's (`public.promise.*`), in the language of `t`.
 */
export function claimPromiseSentence(
  automatedMinutes: number | null,
  humanMinutes: number | null,
  t: Translate,
): string {
  const parts = [
    automatedMinutes === null
      ? null
      : t('public.promise.automated', { duration: plainDuration(automatedMinutes, t) }),
    humanMinutes === null
      ? null
      : t('public.promise.human', { duration: plainDuration(humanMinutes, t) }),
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return '';
  return t('public.promise.sentence', { days: CLAIM_PROMISE_DAYS, parts: parts.join('; ') });
}

/** GET /api/public/claims/promise. */
export const claimPromiseAnswerSchema = z.object({
  days: z.number(),
  automated: z.object({ claims: z.number(), median_minutes: z.number().nullable() }),
  human: z.object({ claims: z.number(), median_minutes: z.number().nullable() }),
  sentence: z.string().describe('what the public pages say; empty when nothing was paid'),
});

/** On a claim's answer (customer and officer): what the rules decided, and why a person decides. */
export const claimAutomationOnClaimSchema = z.object({
  decision: z.enum(['approve', 'to_a_person']),
  reasons: z.array(z.string()),
  sampled: z.boolean(),
  rules: z.array(z.object({ name: z.string(), held: z.boolean() })),
  decided_at: z.string(),
});
export type ClaimAutomationOnClaim = z.infer<typeof claimAutomationOnClaimSchema>;

/** A proposed change's states: waiting for a second administrator, applied, or turned down. */
export const CLAIM_AUTOMATION_CHANGE_STATUSES = [
  'awaiting_approval',
  'applied',
  'rejected',
] as const;
export type ClaimAutomationChangeStatus = (typeof CLAIM_AUTOMATION_CHANGE_STATUSES)[number];

/** What a claim keeps of the rules' decision (claims.automation): the answer shows it. */
export interface ClaimAutomationRecord {
  decision: ClaimAutomationDecision;
  reasons: string[];
  sampled: boolean;
  rules: { name: string; held: boolean }[];
  decidedAt: string;
}
