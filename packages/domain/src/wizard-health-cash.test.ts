import { describe, expect, it } from 'vitest';
import { goBackFrom, isStage, screenAt } from './wizard.js';
import {
  chosenYearlyCoverage,
  healthCashStageFallback,
  healthCashWizard,
  type HealthCashStage,
} from './wizard-health-cash.js';
import { stageAfterHealthPayment } from './wizard-health.js';

describe('the yearly HealthCash wizard', () => {
  for (const { stage, screen } of [
    { stage: 0, screen: 'introduction' },
    { stage: 10, screen: 'loading' },
    { stage: 40, screen: 'plan-summary' },
    { stage: 50, screen: 'coverage' },
    { stage: 60, screen: 'kyc-id' },
    { stage: 70, screen: 'code-verification' },
    { stage: 80, screen: 'name-edit' },
    { stage: 90, screen: 'identity-validation' },
    { stage: 100, screen: 'completion' },
  ])
    it(`When the HealthCash wizard is at ${stage}, then it shows the ${screen} screen`, () => {
      expect(screenAt(healthCashWizard, stage)?.screen).toBe(screen);
    });

  it.each([20, 30])('When asked about %i, then it is not a HealthCash stage', (n) => {
    expect(isStage(healthCashWizard, n)).toBe(false);
  });

  it('When the HealthCash wizard is at 0, then Go Back closes it', () => {
    expect(goBackFrom(healthCashWizard, 0)).toEqual({ kind: 'close' });
  });

  for (const { from, to } of [
    { from: 10, to: 0 },
    // Ours: 20 does not exist here and 10 would load and bounce back to 40.
    { from: 40, to: 0 },
    { from: 50, to: 40 },
    { from: 60, to: 40 },
    { from: 70, to: 60 },
    { from: 80, to: 70 },
    { from: 90, to: 60 },
    { from: 100, to: 50 },
  ] as { from: HealthCashStage; to: HealthCashStage }[])
    it(`When the HealthCash wizard is at ${from}, then Go Back goes to ${to}`, () => {
      expect(goBackFrom(healthCashWizard, from)).toEqual({ kind: 'stage', stage: to });
    });

  for (const { have_completed_kyc, expected } of [
    { have_completed_kyc: true, expected: 100 },
    { have_completed_kyc: false, expected: 60 },
  ])
    it(`When payment succeeds and have_completed_kyc is ${have_completed_kyc}, then it goes to ${expected}`, () => {
      expect(stageAfterHealthPayment({ have_completed_kyc })).toBe(expected);
    });
});

describe('the yearly coverage', () => {
  const plans = [
    { unit: 'Month', coverage: 100_000, price: 100 },
    { unit: 'Year', coverage: 1_100_000, price: 1000 },
  ];

  it("When no coverage is stored, then the plan with unit 'Year' is chosen", () => {
    expect(chosenYearlyCoverage(plans, null)).toEqual({ coverage: 1_100_000, price: 1000 });
  });

  it('When a selected coverage is stored, then it is kept', () => {
    expect(chosenYearlyCoverage(plans, { coverage: 500_000, price: 600 })).toEqual({
      coverage: 500_000,
      price: 600,
    });
  });

  it('When neither a stored coverage nor a yearly plan exists, then there is none', () => {
    expect(chosenYearlyCoverage([plans[0]!], undefined)).toBeUndefined();
  });

  it('When the summary (40) has no coverage to show, then the wizard goes to Loading (10)', () => {
    expect(healthCashStageFallback(40, {})).toBe(10);
  });

  it('When the summary (40) has a yearly plan, then it stays', () => {
    expect(healthCashStageFallback(40, { plans })).toBe(40);
  });

  it('When the wizard is at 60 with nothing stored, then it stays', () => {
    expect(healthCashStageFallback(60, {})).toBe(60);
  });
});
