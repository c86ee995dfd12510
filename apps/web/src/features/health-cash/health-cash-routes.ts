import { healthCashWizard, RESET_STAGE, stageOf } from '@alaafia/domain';
import type { WizardStart } from '#flows/wizard/wizard-flow.js';
import { paths } from '#config/paths.js';

/** Which route opened the wizard: /buy/health-cash, or /signup/health-cash/contact after payment. */
export type HealthCashEntry = 'buy' | 'contact';

/**
 * The route a stage belongs to: /signup/health-cash/contact once the plan is paid for (60-100: the
 * KYC chain and completion, also where the already-paid modal's Continue leads); the rest under
 * /buy/health-cash.
 */
export function healthCashPathFor(stage: number): string {
  return stage >= stageOf(healthCashWizard, 'kyc-id')
    ? paths.healthCashContact
    : paths.buyHealthCash;
}

/**
 * Where each route opens the wizard: where it was when it moved itself to this route; at 0 with the
 * customer's data saved (/buy/health-cash); the KYC after payment (/signup/health-cash/contact).
 */
export function healthCashStart(entry: HealthCashEntry, continuing: boolean): WizardStart {
  if (continuing) return { at: 'stored' };
  return entry === 'buy'
    ? { at: RESET_STAGE, saveCustomer: true }
    : { at: 'after-payment', product: 'HTCI' };
}
