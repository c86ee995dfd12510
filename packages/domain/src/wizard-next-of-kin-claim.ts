import type { WizardDefinition, WizardStage } from './wizard.js';

/**
 * The next-of-kin claim (issue 17, /claim/next-of-kin, signed out): the next of kin named on a
 * HealthCash policy claims the death by accident benefit. A page rather than a dialog, on the wizard
 * engine like every other flow: the policy number and phone (0), the code sent to it (10), the death
 * certificate (20), the date (30), the bank account (40), the review (50) and the claim number (100).
 * The page counts the six steps before the answer ('Step n of 6').
 */
export type NextOfKinClaimStage = 0 | 10 | 20 | 30 | 40 | 50 | 100;

const nextOfKinClaimStages = [
  { stage: 0, screen: 'details', title: 'Policy number and phone' },
  { stage: 10, screen: 'code', title: 'The code sent to the phone' },
  { stage: 20, screen: 'certificate', title: 'Death certificate' },
  { stage: 30, screen: 'date', title: 'Date of the accident' },
  { stage: 40, screen: 'bank', title: 'Bank account' },
  { stage: 50, screen: 'review', title: 'Review' },
  { stage: 100, screen: 'done', title: 'Claim made' },
] as const satisfies readonly WizardStage<NextOfKinClaimStage>[];

export type NextOfKinClaimScreen = (typeof nextOfKinClaimStages)[number]['screen'];

export const nextOfKinClaimWizard: WizardDefinition<NextOfKinClaimStage, NextOfKinClaimScreen> = {
  id: 'next-of-kin-claim',
  stages: nextOfKinClaimStages,
  // The page's Back button: from the date, the bank account and the review to the step before.
  // 'close' marks the steps that have none (the code screen offers 'Change details' itself, and
  // nothing goes back past the verified code).
  goBack: {
    0: 'close',
    10: 'close',
    20: 'close',
    30: 20,
    40: 30,
    50: 40,
    100: 'close',
  },
};

/** The steps counted in 'Step n of 6' (the answer is not a step), and the step number of a stage. */
export const NEXT_OF_KIN_CLAIM_STEPS = nextOfKinClaimStages.length - 1;
export function nextOfKinClaimStep(stage: NextOfKinClaimStage): number {
  return nextOfKinClaimStages.findIndex((row) => row.stage === stage) + 1;
}

/**
 * Where the page goes when a stage lacks what it needs (the progress cookie outlives the page's
 * memory): without the verified code's token everything after the code starts again at 0; the
 * review needs the date and the bank account.
 */
export function nextOfKinClaimFallback(
  stage: NextOfKinClaimStage,
  has: { details: boolean; token: boolean; date: boolean; account: boolean },
): NextOfKinClaimStage {
  if (stage === 0 || stage === 100) return stage;
  if (!has.details) return 0;
  if (stage === 10) return stage;
  if (!has.token) return 0;
  if (stage === 50 && !has.date) return 30;
  if (stage === 50 && !has.account) return 40;
  return stage;
}
