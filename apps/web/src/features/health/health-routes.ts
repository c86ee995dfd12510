import { healthWizard, isScreen, RESET_STAGE, stageOf } from '@alaafia/domain';
import type { WizardStart } from '#flows/wizard/wizard-flow.js';
import { paths } from '#config/paths.js';

/** Which route opened the wizard: /buy/health, /signup/health/summary or /signup/health/complete. */
export type HealthEntry = 'buy' | 'summary' | 'complete';

/**
 * Whose Go Back map applies: the health overlay's own ('health', /buy/health) or the dashboard
 * purchase modal's ('dashboard', opened by the dashboard's 'Buy Now': ?from=dashboard).
 */
export type HealthVariant = 'health' | 'dashboard';

const FROM_DASHBOARD_QUERY = 'from=dashboard';

/**
 * The route a stage belongs to: the spec's /signup/health/summary for 'What's covered' (50) and
 * /signup/health/complete after payment (60-100); the rest under /buy/health. The dashboard variant
 * keeps ?from=dashboard on each.
 */
export function healthPathFor(stage: number, variant: HealthVariant): string {
  const path =
    stage >= stageOf(healthWizard, 'kyc-id')
      ? paths.healthComplete
      : isScreen(healthWizard, stage, 'coverage')
        ? paths.healthSummary
        : paths.buyHealth;
  return variant === 'dashboard' ? `${path}?${FROM_DASHBOARD_QUERY}` : path;
}

/** Where each route opens the wizard. */
export const HEALTH_START: Record<HealthEntry, WizardStart> = {
  buy: { at: RESET_STAGE, saveCustomer: true },
  summary: { at: stageOf(healthWizard, 'coverage') },
  complete: { at: 'after-payment', product: 'HI' },
};
