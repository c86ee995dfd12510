import type { WizardDefinition, WizardStage } from './wizard.js';

/**
 * The dashboard's stepped purchase modal (dashboard-and-kyc.md section 2). Its progress values are the
 * multiples of 10 from 0 to 100; 20 and 30 have no screen on the dashboard but keep their Go Back
 * entries (a stored 20 or 30 starts the modal again at 0, see stageFromStored).
 */
export type DashboardStage = 0 | 10 | 20 | 30 | 40 | 50 | 60 | 70 | 80 | 90 | 100;

const dashboardStages = [
  { stage: 0, screen: 'introduction', title: 'Intro' },
  { stage: 10, screen: 'processing', title: 'Processing' },
  { stage: 40, screen: 'plan-summary', title: 'Plan summary' },
  { stage: 50, screen: 'coverage', title: "What's covered" },
  { stage: 60, screen: 'kyc-id', title: "First, let's get your identity check done" },
  { stage: 70, screen: 'code-verification', title: 'Verify your NIN/BVN' },
  { stage: 80, screen: 'name-edit', title: 'You need to edit your profile name' },
  {
    stage: 90,
    screen: 'confirm-details',
    title: 'Fantastic! please confirm your details one last time.',
  },
  { stage: 100, screen: 'completion', title: 'Completion' },
] as const satisfies readonly WizardStage<DashboardStage>[];

/** The dashboard purchase modal's screen keys, read from its table: the web app maps each to a component. */
export type DashboardScreen = (typeof dashboardStages)[number]['screen'];

export const dashboardWizard: WizardDefinition<DashboardStage, DashboardScreen> = {
  id: 'dashboard',
  stages: dashboardStages,
  goBack: {
    0: 'close',
    10: 0,
    20: 10,
    30: 20,
    40: 10,
    50: 40,
    60: 40,
    70: 60,
    80: 70,
    90: 60,
    100: 50,
  },
};
