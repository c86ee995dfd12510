import { describe, expect, it } from 'vitest';
import { goBackFrom, screenAt } from './wizard.js';
import {
  findSmedanPlan,
  healthStageFallback,
  healthWizard,
  stageAfterHealthPayment,
  type HealthStage,
  type HealthStoredData,
} from './wizard-health.js';

describe('the monthly health wizard', () => {
  for (const { stage, screen } of [
    { stage: 0, screen: 'introduction' },
    { stage: 10, screen: 'processing' },
    { stage: 20, screen: 'hospital-selection' },
    { stage: 30, screen: 'plan-choice' },
    { stage: 40, screen: 'plan-summary' },
    { stage: 50, screen: 'coverage' },
    { stage: 60, screen: 'kyc-id' },
    { stage: 70, screen: 'code-verification' },
    { stage: 80, screen: 'name-edit' },
    { stage: 90, screen: 'confirm-details' },
    { stage: 100, screen: 'completion' },
  ])
    it(`When the health wizard is at ${stage}, then it shows the ${screen} screen`, () => {
      expect(screenAt(healthWizard, stage)?.screen).toBe(screen);
    });

  it('When the health wizard is at 0, then Go Back closes the overlay', () => {
    expect(goBackFrom(healthWizard, 0)).toEqual({ kind: 'close' });
  });

  for (const { from, to } of [
    { from: 10, to: 0 },
    { from: 20, to: 10 },
    { from: 30, to: 20 },
    { from: 40, to: 20 },
    { from: 50, to: 40 },
    { from: 60, to: 40 },
    { from: 70, to: 60 },
    { from: 80, to: 70 },
    { from: 90, to: 60 },
    { from: 100, to: 50 },
  ] as { from: HealthStage; to: HealthStage }[])
    it(`When the health wizard is at ${from}, then Go Back goes to ${to}`, () => {
      expect(goBackFrom(healthWizard, from)).toEqual({ kind: 'stage', stage: to });
    });
});

describe('the monthly health wizard fallbacks', () => {
  const smedan = { name: 'SMEDAN', unit: 'Month' };
  const complete: HealthStoredData = {
    hospitals: [{ id: 1 }],
    plans: [{ name: 'Basic', unit: 'Month' }, smedan],
  };

  for (const { stage, stored, expected, situation } of [
    {
      stage: 20,
      situation: 'no hospitals are stored',
      stored: { ...complete, hospitals: undefined },
      expected: 10,
    },
    {
      stage: 20,
      situation: 'the stored hospitals are empty',
      stored: { ...complete, hospitals: [] },
      expected: 10,
    },
    { stage: 20, situation: 'hospitals are stored', stored: complete, expected: 20 },
    {
      stage: 40,
      situation: 'no plan is stored',
      stored: { ...complete, plans: undefined },
      expected: 0,
    },
    {
      stage: 40,
      situation: 'the stored plans are empty',
      stored: { ...complete, plans: [] },
      expected: 0,
    },
    {
      stage: 40,
      situation: "no plan is named 'SMEDAN'",
      stored: { ...complete, plans: [{ name: 'Basic', unit: 'Month' }] },
      expected: 0,
    },
    {
      stage: 40,
      situation: "the 'SMEDAN' plan is yearly",
      stored: { ...complete, plans: [{ name: 'SMEDAN', unit: 'Year' }] },
      expected: 0,
    },
    { stage: 40, situation: "a monthly 'SMEDAN' plan is stored", stored: complete, expected: 40 },
    {
      stage: 40,
      situation: 'no hospitals are stored (not needed at 40)',
      stored: { plans: [smedan] },
      expected: 40,
    },
    { stage: 30, situation: 'nothing is stored', stored: {}, expected: 30 },
    { stage: 60, situation: 'nothing is stored', stored: {}, expected: 60 },
  ] as {
    stage: HealthStage;
    situation: string;
    stored: HealthStoredData;
    expected: HealthStage;
  }[])
    it(`When the health wizard is at ${stage} and ${situation}, then it shows ${expected}`, () => {
      expect(healthStageFallback(stage, stored)).toBe(expected);
    });

  it("When plans are listed, then the offered one is the monthly plan named 'SMEDAN'", () => {
    const plans = [
      { id: 1, name: 'SMEDAN', unit: 'Year' },
      { id: 2, name: 'smedan', unit: 'Month' },
      { id: 3, name: 'SMEDAN', unit: 'Month' },
    ];
    expect(findSmedanPlan(plans)?.id).toBe(3);
  });

  it('When payment succeeds and KYC is complete, then the wizard goes to 100', () => {
    expect(stageAfterHealthPayment({ have_completed_kyc: true })).toBe(100);
  });

  it('When payment succeeds and KYC is not complete, then the wizard goes to 60', () => {
    expect(stageAfterHealthPayment({ have_completed_kyc: false })).toBe(60);
  });
});
