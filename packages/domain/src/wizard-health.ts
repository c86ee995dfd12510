import { HEALTH_PLAN_NAME, PLAN_UNITS } from './constants.js';
import { isMissing, type WizardDefinition, type WizardStage } from './wizard.js';

/** The monthly health wizard (health-plans.md sections 2 and 4). */
export type HealthStage = 0 | 10 | 20 | 30 | 40 | 50 | 60 | 70 | 80 | 90 | 100;

const healthStages = [
  { stage: 0, screen: 'introduction', title: 'Intro' },
  { stage: 10, screen: 'processing', title: 'Processing' },
  { stage: 20, screen: 'hospital-selection', title: 'Hospital selection' },
  { stage: 30, screen: 'plan-choice', title: 'Plan choice' },
  { stage: 40, screen: 'plan-summary', title: 'Plan summary and payment' },
  { stage: 50, screen: 'coverage', title: 'Coverage view' },
  { stage: 60, screen: 'kyc-id', title: 'KYC ID selection' },
  { stage: 70, screen: 'code-verification', title: 'Code verification' },
  { stage: 80, screen: 'name-edit', title: 'Name edit' },
  { stage: 90, screen: 'confirm-details', title: 'Final confirmation' },
  { stage: 100, screen: 'completion', title: 'Completion' },
] as const satisfies readonly WizardStage<HealthStage>[];

/** The monthly health wizard's screen keys, read from its table: the web app maps each to a component. */
export type HealthScreen = (typeof healthStages)[number]['screen'];

/**
 * Go Back is the wizard's own map. The spec gives 40 two targets (20 in the wizard's back map, 30 in
 * another reading, 10 in a purchase-modal variant); this wizard follows its back map: 40 goes to 20.
 */
export const healthWizard: WizardDefinition<HealthStage, HealthScreen> = {
  id: 'health',
  stages: healthStages,
  goBack: {
    0: 'close',
    10: 0,
    20: 10,
    30: 20,
    40: 20,
    50: 40,
    60: 40,
    70: 60,
    80: 70,
    90: 60,
    100: 50,
  },
};

export interface HealthPlanLike {
  name?: string | null | undefined;
  unit?: string | null | undefined;
}

/** The plan the monthly wizard offers: unit 'Month' and named 'SMEDAN' (exact, as the spec writes it). */
export function findSmedanPlan<P extends HealthPlanLike>(
  plans: readonly P[] | null | undefined,
): P | undefined {
  return plans?.find((plan) => plan.unit === PLAN_UNITS.month && plan.name === HEALTH_PLAN_NAME);
}

/** What the monthly wizard has stored in the browser. */
export interface HealthStoredData {
  hospitals?: readonly unknown[] | null | undefined;
  /** The health product's pricing plans. */
  plans?: readonly HealthPlanLike[] | null | undefined;
}

/**
 * Section 4: 'Stage 20 or 40 falls back to 10 or 0 when needed stored data is missing: no stored
 * hospitals, no plan, or no plan named 'SMEDAN'.' Our reading, pairing each screen with the data it
 * shows: hospital selection (20) needs the hospitals that Processing (10) loads, so it goes back to 10;
 * the plan summary (40) needs the SMEDAN plan and 'the screen falls back to the start if none'
 * (section 5), so it goes to 0. Other stages have no fallback.
 */
export function healthStageFallback(stage: HealthStage, stored: HealthStoredData): HealthStage {
  if (stage === 20 && isMissing(stored.hospitals?.length)) return 10;
  if (stage === 40 && !findSmedanPlan(stored.plans)) return 0;
  return stage;
}

/** After payment: to completion (100) if KYC is complete, otherwise to the KYC step (60). Both health wizards. */
export function stageAfterHealthPayment(customer: { have_completed_kyc: boolean }): 60 | 100 {
  return customer.have_completed_kyc ? 100 : 60;
}
