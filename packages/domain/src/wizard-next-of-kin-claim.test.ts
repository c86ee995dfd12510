import { describe, expect, it } from 'vitest';
import { goBackFrom, screenAt } from './wizard.js';
import {
  NEXT_OF_KIN_CLAIM_STEPS,
  nextOfKinClaimFallback,
  nextOfKinClaimStep,
  nextOfKinClaimWizard,
} from './wizard-next-of-kin-claim.js';

const all = { details: true, token: true, date: true, account: true };

describe('the next-of-kin claim stage table', () => {
  it('When the page counts its steps, then there are six before the answer, in order', () => {
    expect(NEXT_OF_KIN_CLAIM_STEPS).toBe(6);
    expect([0, 10, 20, 30, 40, 50].map((s) => screenAt(nextOfKinClaimWizard, s)?.screen)).toEqual([
      'details',
      'code',
      'certificate',
      'date',
      'bank',
      'review',
    ]);
    expect(nextOfKinClaimStep(0)).toBe(1);
    expect(nextOfKinClaimStep(50)).toBe(6);
  });

  it('When Back is offered, then only from the date, the bank account and the review, to the step before', () => {
    expect(goBackFrom(nextOfKinClaimWizard, 30)).toEqual({ kind: 'stage', stage: 20 });
    expect(goBackFrom(nextOfKinClaimWizard, 40)).toEqual({ kind: 'stage', stage: 30 });
    expect(goBackFrom(nextOfKinClaimWizard, 50)).toEqual({ kind: 'stage', stage: 40 });
    for (const stage of [0, 10, 20, 100] as const) {
      expect(goBackFrom(nextOfKinClaimWizard, stage)).toEqual({ kind: 'close' });
    }
  });

  it('When a stage lacks what it needs (a reload), then it starts again where that is entered', () => {
    expect(nextOfKinClaimFallback(10, { ...all, details: false })).toBe(0);
    expect(nextOfKinClaimFallback(10, { ...all, token: false })).toBe(10);
    expect(nextOfKinClaimFallback(20, { ...all, token: false })).toBe(0);
    expect(nextOfKinClaimFallback(50, { ...all, date: false })).toBe(30);
    expect(nextOfKinClaimFallback(50, { ...all, account: false })).toBe(40);
    expect(nextOfKinClaimFallback(50, all)).toBe(50);
    expect(nextOfKinClaimFallback(100, { ...all, token: false })).toBe(100);
  });
});
