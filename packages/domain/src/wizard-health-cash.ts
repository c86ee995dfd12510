import { PLAN_UNITS } from './constants.js';
import type { WizardDefinition, WizardStage } from './wizard.js';

/**
 * The yearly HealthCash wizard (health-plans.md sections 2 and 4). After payment it goes on as the
 * monthly wizard does: stageAfterHealthPayment (wizard-health.ts) reads have_completed_kyc.
 */
export type HealthCashStage = 0 | 10 | 40 | 50 | 60 | 70 | 80 | 90 | 100;

const healthCashStages = [
  { stage: 0, screen: 'introduction', title: 'Intro' },
  { stage: 10, screen: 'loading', title: 'Loading' },
  { stage: 40, screen: 'plan-summary', title: 'Summary' },
  { stage: 50, screen: 'coverage', title: 'Coverage' },
  { stage: 60, screen: 'kyc-id', title: 'KYC' },
  { stage: 70, screen: 'code-verification', title: 'Code' },
  { stage: 80, screen: 'name-edit', title: 'Name' },
  { stage: 90, screen: 'identity-validation', title: 'Validation of the identity result' },
  { stage: 100, screen: 'completion', title: 'Completion' },
] as const satisfies readonly WizardStage<HealthCashStage>[];

/** The yearly HealthCash wizard's screen keys, read from its table: the web app maps each to a component. */
export type HealthCashScreen = (typeof healthCashStages)[number]['screen'];

/**
 * Go Back follows the monthly overlay's map for the stages this wizard has, except 40. The monthly
 * map sends 40 to 20, a stage this wizard lacks; the screen before 40 is Loading (10), which loads the
 * plan and moves on to 40 by itself, so going back to it would bounce straight back. 40 goes to 0.
 */
export const healthCashWizard: WizardDefinition<HealthCashStage, HealthCashScreen> = {
  id: 'health-cash',
  stages: healthCashStages,
  goBack: {
    0: 'close',
    10: 0,
    40: 0,
    50: 40,
    60: 40,
    70: 60,
    80: 70,
    90: 60,
    100: 50,
  },
};

export interface YearlyCoverage {
  coverage: number;
  price: number;
}

export interface YearlyPlanLike extends YearlyCoverage {
  unit?: string | null | undefined;
}

/** The chosen coverage: the stored selected coverage, else the plan with unit 'Year' (section 3). */
export function chosenYearlyCoverage(
  plans: readonly YearlyPlanLike[] | null | undefined,
  storedCoverage: YearlyCoverage | null | undefined,
): YearlyCoverage | undefined {
  if (storedCoverage) return storedCoverage;
  const plan = plans?.find((p) => p.unit === PLAN_UNITS.year);
  return plan ? { coverage: plan.coverage, price: plan.price } : undefined;
}

/**
 * Ours (the spec states no fallback for this wizard): the summary (40) needs a coverage to show;
 * without one it goes to Loading (10), which loads the plan and comes back to 40.
 */
export function healthCashStageFallback(
  stage: HealthCashStage,
  stored: {
    plans?: readonly YearlyPlanLike[] | null | undefined;
    selectedCoverage?: YearlyCoverage | null | undefined;
  },
): HealthCashStage {
  if (stage === 40 && !chosenYearlyCoverage(stored.plans, stored.selectedCoverage)) return 10;
  return stage;
}
