import { describe, expect, it } from 'vitest';
import { PROGRESS_COOKIE_KEYS } from './onboarding-storage.js';
import { claimWizard } from './wizard-claim.js';
import { dashboardWizard } from './wizard-dashboard.js';
import { healthCashWizard } from './wizard-health-cash.js';
import { healthWizard } from './wizard-health.js';
import { incomeWizard } from './wizard-income.js';
import { nextOfKinClaimWizard } from './wizard-next-of-kin-claim.js';

/** Each wizard keeps its progress under its own id's cookie (issue 43). */
describe('the wizards’ ids', () => {
  it('When a wizard keeps its stage, then its id names a progress cookie of its own', () => {
    const wizards = [
      incomeWizard,
      healthWizard,
      healthCashWizard,
      dashboardWizard,
      claimWizard,
      nextOfKinClaimWizard,
    ];
    const cookies = wizards.map((w) => PROGRESS_COOKIE_KEYS[w.id]);
    for (const [i, cookie] of cookies.entries()) expect(cookie, wizards[i]!.id).toBeDefined();
    expect(new Set(cookies).size).toBe(wizards.length);
  });
});
