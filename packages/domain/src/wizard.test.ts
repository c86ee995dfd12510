import { describe, expect, it } from 'vitest';
import {
  goBackFrom,
  isMissing,
  isScreen,
  isStage,
  progressPercent,
  screenAt,
  stageOf,
  stageFromStored,
  type WizardDefinition,
} from './wizard.js';
import { dashboardWizard } from './wizard-dashboard.js';
import { healthCashWizard } from './wizard-health-cash.js';
import { healthWizard } from './wizard-health.js';
import { incomeWizard } from './wizard-income.js';
import { nextOfKinClaimWizard } from './wizard-next-of-kin-claim.js';

const wizards: WizardDefinition<number>[] = [
  incomeWizard,
  healthWizard,
  healthCashWizard,
  dashboardWizard,
];

describe('the wizard shape', () => {
  for (const def of wizards)
    describe(`the ${def.id} wizard`, () => {
      it('When a stage has a screen, then it has a Go Back entry', () => {
        for (const row of def.stages) expect(def.goBack[row.stage]).toBeDefined();
      });

      it('When Go Back is pressed on a screen, then it lands on a stage with a screen or closes', () => {
        for (const row of def.stages) {
          const result = goBackFrom(def, row.stage);
          if (result.kind === 'stage') expect(screenAt(def, result.stage)).toBeDefined();
        }
      });

      it('When Go Back is pressed at 0, then the wizard closes', () => {
        expect(goBackFrom(def, 0)).toEqual({ kind: 'close' });
      });

      it('When the stage table is read, then its stages rise and its screen keys are unique', () => {
        const stages = def.stages.map((row) => row.stage);
        expect(stages).toEqual([...stages].sort((a, b) => a - b));
        expect(new Set(def.stages.map((row) => row.screen)).size).toBe(def.stages.length);
      });
    });

  it('When the value is not a number or not one of the flow, then it is not a stage', () => {
    expect(isStage(incomeWizard, 40)).toBe(true);
    expect(isStage(incomeWizard, '40')).toBe(false);
    expect(isStage(incomeWizard, 45)).toBe(false);
    expect(isStage(incomeWizard, undefined)).toBe(false);
  });

  for (const { stored, expected } of [
    { stored: 40, expected: 40 },
    { stored: '40', expected: 40 },
    { stored: ' 92 ', expected: 92 },
    { stored: '45', expected: 0 },
    { stored: 100, expected: 0 },
    { stored: '', expected: 0 },
    { stored: 'abc', expected: 0 },
    { stored: undefined, expected: 0 },
    { stored: null, expected: 0 },
  ])
    it(`When the income progress stored is ${JSON.stringify(stored)}, then the wizard shows stage ${expected}`, () => {
      expect(stageFromStored(incomeWizard, stored)).toBe(expected);
    });

  for (const { stage, expected } of [
    { stage: 0, expected: 0 },
    { stage: 5, expected: 5 },
    { stage: 40, expected: 40 },
    { stage: 92, expected: 92 },
    { stage: 94, expected: 94 },
    { stage: 100, expected: 100 },
    { stage: 150, expected: 100 },
    { stage: -10, expected: 0 },
    { stage: Number.NaN, expected: 0 },
  ])
    it(`When the progress value is ${stage}, then the bar is ${expected}% wide`, () => {
      expect(progressPercent(stage)).toBe(expected);
    });

  for (const { value, expected } of [
    { value: null, expected: true },
    { value: undefined, expected: true },
    { value: '', expected: true },
    { value: '   ', expected: true },
    { value: 0, expected: true },
    { value: 'Dangote', expected: false },
    { value: 30000, expected: false },
  ])
    it(`When stored data is ${JSON.stringify(value)}, then missing is ${expected}`, () => {
      expect(isMissing(value)).toBe(expected);
    });
});

describe('naming a stage by its screen (issue 37: no stage numbers in the screens)', () => {
  it("When code asks for a screen's stage, then the table answers it, and a screen it lacks is an error", () => {
    expect(stageOf(nextOfKinClaimWizard, 'date')).toBe(30);
    expect(stageOf(nextOfKinClaimWizard, 'done')).toBe(100);
    expect(() => stageOf(nextOfKinClaimWizard, 'nowhere' as never)).toThrow(/no screen 'nowhere'/);
  });

  it('When code asks whether a stage shows a screen, then only that stage does', () => {
    expect(isScreen(nextOfKinClaimWizard, 0, 'details')).toBe(true);
    expect(isScreen(nextOfKinClaimWizard, 10, 'details')).toBe(false);
    expect(isScreen(nextOfKinClaimWizard, 7, 'details')).toBe(false);
  });
});
