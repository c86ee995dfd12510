import { verificationCopy } from './verification-badge.js';
import { isMissing, type WizardDefinition, type WizardStage } from './wizard.js';

/** The income-protection wizard (income-protection.md sections 2 and 4). */
export type IncomeStage = 0 | 5 | 10 | 15 | 20 | 30 | 40 | 50 | 60 | 70 | 80 | 90 | 92 | 94;

const incomeStages = [
  { stage: 0, screen: 'introduction', title: 'Introduction' },
  { stage: 5, screen: 'loading', title: 'Loading product and prefilling user details' },
  { stage: 10, screen: 'employment', title: 'Employment' },
  { stage: 15, screen: 'employer-location', title: 'Employer location' },
  { stage: 20, screen: 'processing', title: 'Processing' },
  { stage: 30, screen: 'plan-choice', title: 'Plan choice, then plan summary and cart setup' },
  { stage: 40, screen: 'plan-summary', title: 'Plan summary and checkout' },
  { stage: 50, screen: 'congratulations', title: 'Congratulations' },
  { stage: 60, screen: 'kyc-id', title: 'KYC ID' },
  { stage: 70, screen: 'otp-verification', title: 'OTP verification' },
  { stage: 80, screen: 're-enter-name', title: 'Re-enter name' },
  { stage: 90, screen: 'confirm-details', title: 'Confirm details' },
  { stage: 92, screen: 'employment-letter', title: 'Employment letter upload' },
  { stage: 94, screen: 'employment-information', title: 'Employment information' },
] as const satisfies readonly WizardStage<IncomeStage>[];

/** The income wizard's screen keys, read from its table: the web app maps each to a component. */
export type IncomeScreen = (typeof incomeStages)[number]['screen'];

/**
 * Go Back follows the spec's header map. It also lists '100 to 50': the income flow has no stage 100
 * (its last stage is 94), so that entry is left out; it belongs to the health and dashboard maps.
 * The map has no entry for 92 and 94: each goes back to the screen before it (90, 92).
 */
export const incomeWizard: WizardDefinition<IncomeStage, IncomeScreen> = {
  id: 'income',
  stages: incomeStages,
  goBack: {
    0: 'close',
    5: 'close',
    10: 0,
    15: 10,
    20: 15,
    30: 20,
    40: 30,
    50: 40,
    60: 40,
    70: 60,
    80: 70,
    90: 60,
    92: 90,
    94: 92,
  },
};

/** What the income wizard has stored (onboarding cookie and the plans kept locally). */
export interface IncomeStoredData {
  phone_number?: string | null | undefined;
  email?: string | null | undefined;
  employer_name?: string | null | undefined;
  salary?: number | null | undefined;
  /** The plans fetched by salary at stage 20. */
  plans?: readonly unknown[] | null | undefined;
  /** The chosen plan, stored at stage 30. */
  plan_value?: number | null | undefined;
  /** The employment letter uploaded at 92 (its file_url), which 94 sends. */
  employment_letter_url?: string | null | undefined;
}

type FallbackRule = (stage: IncomeStage, stored: IncomeStoredData) => IncomeStage | null;

const isBetween = (stage: number, from: number, to: number) => stage >= from && stage <= to;

/**
 * The fallbacks of section 4 ('A screen falls back to stage 0 if earlier required data (phone, email,
 * employer name or salary) is missing. Location falls back to 0; the plan screen falls back to 30.').
 * They apply to the purchase screens 10-40; from 50 on the customer has paid and the screens read the
 * signed-in customer's record, not the onboarding cookie (94 needs the letter uploaded at 92).
 */
const incomeFallbackRules: readonly FallbackRule[] = [
  // Phone and e-mail are prefilled at 5; every screen after it needs them.
  (stage, s) =>
    isBetween(stage, 10, 40) && (isMissing(s.phone_number) || isMissing(s.email)) ? 0 : null,
  // Employer name and salary are entered at 10; Location (15) and everything after it need them.
  (stage, s) =>
    isBetween(stage, 15, 40) && (isMissing(s.employer_name) || isMissing(s.salary)) ? 0 : null,
  // The plan summary (40) needs the plans and the chosen plan: back to plan choice.
  (stage, s) =>
    stage === 40 && (isMissing(s.plans?.length) || isMissing(s.plan_value)) ? 30 : null,
  // Ours: plan choice without plans goes to Processing, which fetches them again by salary.
  (stage, s) => (stage === 30 && isMissing(s.plans?.length) ? 20 : null),
  // Ours: employment information sends the letter uploaded at 92; without it, upload it again.
  (stage, s) => (stage === 94 && isMissing(s.employment_letter_url) ? 92 : null),
];

/** The stage to show instead of `stage` given what is stored (the stage itself when nothing is missing). */
export function incomeStageFallback(stage: IncomeStage, stored: IncomeStoredData): IncomeStage {
  let current = stage;
  for (;;) {
    const next = incomeFallbackRules.map((rule) => rule(current, stored)).find((s) => s !== null);
    if (next === undefined || next === null || next === current) return current;
    current = next;
  }
}

export const INCOME_STAGE_AFTER_PAYMENT = 50;

export const incomeCongratulationsCopy = {
  proceed: 'Proceed',
  completeVerification: 'Complete verification',
  hintComplete: 'You have completed your verification. Proceed',
  hintNotVerified: 'Complete your verification to enjoy your free first month subscription.',
  // Ours (issue 18 item 3): a bank transfer pays 3 or 12 months up front, with no free month to
  // promise; verification is still due within 30 days (KYC_DEADLINE_DAYS) or the cover pauses.
  hintNotVerifiedPrepaid: 'Complete your verification within 30 days to keep your cover active.',
  hintHalfDone: 'Your verification is 50% done please complete your verification',
} as const;

export interface IncomeCongratulations {
  button: 'Proceed' | 'Complete verification';
  hint: string;
  /**
   * Which words the button and hint are (incomeCongratulationsCopy's names; 'hintPending' is
   * verificationCopy.pendingText), so a page in another language says them from the catalogue.
   */
  copy: {
    button: 'proceed' | 'completeVerification';
    hint:
      | 'hintComplete'
      | 'hintPending'
      | 'hintHalfDone'
      | 'hintNotVerified'
      | 'hintNotVerifiedPrepaid';
  };
  /** 'finish': save premiums, refresh the profile and show a notification. */
  next: { kind: 'finish' } | { kind: 'stage'; stage: 60 | 92 };
}

/** The Congratulations screen (50): its button, its hint and where the button leads. */
export function incomeCongratulations(customer: {
  have_completed_kyc: boolean;
  have_completed_income_protection_profile: boolean;
  /** With a letter sent: the letter waits for a reviewer (issue 16). */
  kyc_in_review_status?: boolean;
  employment_letter_url?: string | null;
  /**
   * The months the payment bought (the policy's policy_duration): more than 1 is a prepaid quarter
   * or year by bank transfer, which has no free first month to promise.
   */
  paid_months?: number | null;
}): IncomeCongratulations {
  const c = incomeCongratulationsCopy;
  if (customer.have_completed_kyc && customer.have_completed_income_protection_profile) {
    return {
      button: c.proceed,
      hint: c.hintComplete,
      next: { kind: 'finish' },
      copy: { button: 'proceed', hint: 'hintComplete' },
    };
  }
  // Everything sent and the letter waiting for a reviewer (issue 16): nothing more to ask; the
  // spec's Pending text says what happens next. A rejected letter is no longer in review, so the
  // '50% done' branch below sends the customer to upload it again.
  if (
    customer.have_completed_kyc &&
    customer.kyc_in_review_status === true &&
    !isMissing(customer.employment_letter_url)
  ) {
    return {
      button: c.proceed,
      hint: verificationCopy.pendingText,
      next: { kind: 'finish' },
      copy: { button: 'proceed', hint: 'hintPending' },
    };
  }
  // Sic, as income-protection.md section 4 states it: 'Congratulations: progress goes to 60 when KYC is
  // done but the profile is not; to 92 when KYC is not done'.
  // Section 4 reads 'progress goes to 60 when KYC is done but the profile is not; to 92 when KYC is
  // not done'. Taken literally that sends a verified customer through the ID checks again and lets
  // an unverified one skip them (92 and 94 never lead back to 60), and the issue's own walk-through
  // ('You are now covered', BVN and OTP, confirm, employment letter, employment information) needs
  // the other way round: what is missing is what comes next. KYC not done: the chain from 60 (whose
  // confirm leads on to 92). KYC done, profile not ('50% done'): the employment letter (92).
  if (customer.have_completed_kyc) {
    return {
      button: c.completeVerification,
      hint: c.hintHalfDone,
      next: { kind: 'stage', stage: 92 },
      copy: { button: 'completeVerification', hint: 'hintHalfDone' },
    };
  }
  const hint = (customer.paid_months ?? 1) > 1 ? 'hintNotVerifiedPrepaid' : 'hintNotVerified';
  return {
    button: c.completeVerification,
    hint: c[hint],
    next: { kind: 'stage', stage: 60 },
    copy: { button: 'completeVerification', hint },
  };
}

/** A pricing plan as the flow reads it from POST /local/products/salary (section 3). */
export interface IncomePlanOption {
  id: number;
  price: number;
  unit: string;
  benefit: { benefit: number; duration: number };
}

/** The plans the plan choice (30) offers: unit 'Month' only, ascending by benefit (section 7). */
export function incomePlansForChoice<P extends IncomePlanOption>(plans: readonly P[]): P[] {
  return plans
    .filter((plan) => plan.unit === 'Month')
    .sort((a, b) => a.benefit.benefit - b.benefit.benefit);
}

/**
 * The plan chosen when the plan choice opens (section 4): the only one, else the second of the plans
 * ascending by benefit; undefined when there is none.
 */
export function preselectedIncomePlan<P extends IncomePlanOption>(
  plans: readonly P[],
): P | undefined {
  const offered = incomePlansForChoice(plans);
  return offered.length === 1 ? offered[0] : offered[1];
}
