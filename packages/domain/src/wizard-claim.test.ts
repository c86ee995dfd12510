import { describe, expect, it } from 'vitest';
import { goBackFrom, isStage, screenAt, stageFromStored } from './wizard.js';
import {
  claimStageFallback,
  claimWizard,
  EMPTY_CLAIM_DRAFT,
  type ClaimDraft,
} from './wizard-claim.js';

const complete: ClaimDraft = {
  choice: 'dismissal',
  date: '2026-03-02',
  amount: null,
  noticeBeforePurchase: false,
  documents: ['/api/local/uploads/abc'],
  bankCode: '058',
  accountNumber: '0123456789',
};

describe('the claim wizard', () => {
  for (const { stage, screen } of [
    { stage: 0, screen: 'reason' },
    { stage: 5, screen: 'not-covered' },
    { stage: 10, screen: 'dates' },
    { stage: 20, screen: 'documents' },
    { stage: 30, screen: 'bank-account' },
    { stage: 40, screen: 'review' },
    { stage: 100, screen: 'submitted' },
  ])
    it(`When the claim wizard is at ${stage}, then it shows the ${screen} screen`, () => {
      expect(screenAt(claimWizard, stage)?.screen).toBe(screen);
    });

  it('When a stored progress value is not a claim stage, then the wizard starts at 0', () => {
    expect(isStage(claimWizard, 50)).toBe(false);
    expect(stageFromStored(claimWizard, '50')).toBe(0);
    expect(stageFromStored(claimWizard, '30')).toBe(30);
  });

  for (const { from, to } of [
    { from: 5, to: 0 },
    { from: 10, to: 0 },
    { from: 20, to: 10 },
    { from: 30, to: 20 },
    { from: 40, to: 30 },
  ] as const)
    it(`When Go Back is pressed at ${from}, then the wizard goes to ${to}`, () => {
      expect(goBackFrom(claimWizard, from)).toEqual({ kind: 'stage', stage: to });
    });

  it.each([0, 100] as const)('When Go Back is pressed at %i, then the wizard closes', (stage) => {
    expect(goBackFrom(claimWizard, stage)).toEqual({ kind: 'close' });
  });
});

describe('claimStageFallback', () => {
  it('When nothing has been chosen, then every later stage goes back to the reason', () => {
    for (const stage of [10, 20, 30, 40] as const)
      expect(claimStageFallback(stage, EMPTY_CLAIM_DRAFT, 'EI')).toBe(0);
  });

  it('When the date is missing, then the documents go back to the date', () => {
    expect(claimStageFallback(20, { ...complete, date: null }, 'EI')).toBe(10);
  });

  it('When a HealthCash claim has no amount, then the review goes back to the date and amount', () => {
    expect(claimStageFallback(40, { ...complete, choice: 'accident_emergency' }, 'HTCI')).toBe(10);
    expect(
      claimStageFallback(40, { ...complete, choice: 'accident_emergency', amount: 25_000 }, 'HTCI'),
    ).toBe(40);
  });

  it('When no document is uploaded, then the bank account goes back to the documents', () => {
    expect(claimStageFallback(30, { ...complete, documents: [] }, 'EI')).toBe(20);
  });

  it('When the bank account is missing, then the review goes back to it', () => {
    expect(claimStageFallback(40, { ...complete, accountNumber: null }, 'EI')).toBe(30);
  });

  it('When everything is there, then the review stays', () => {
    expect(claimStageFallback(40, complete, 'EI')).toBe(40);
  });
});
