import { describe, expect, it } from 'vitest';
import {
  CLAIM_ROUTE_SEGMENTS,
  claimStageFallback,
  EMPTY_CLAIM_DRAFT,
  isClaimProduct,
  type ClaimDraft,
} from './wizard-claim.js';

/**
 * The claim wizard after a reload (the stage in its cookie, the draft lost or partial): each stage is
 * kept while what it needs is there, else the first stage with a missing answer (issue 43).
 */
const chosen: ClaimDraft = { ...EMPTY_CLAIM_DRAFT, choice: 'dismissal' };
const dated: ClaimDraft = { ...chosen, date: '2026-09-01', noticeBeforePurchase: false };

describe('where the claim wizard goes after a reload', () => {
  it('When the stage is the first, the product choice or the end, then it is kept whatever the draft', () => {
    for (const stage of [0, 5, 100] as const)
      for (const product of ['EI', 'HTCI'] as const)
        expect(claimStageFallback(stage, EMPTY_CLAIM_DRAFT, product), `${stage}`).toBe(stage);
  });

  it('When a choice is made, then the date stage is kept', () => {
    expect(claimStageFallback(10, chosen, 'EI')).toBe(10);
  });

  it('When the income claim’s notice question is not answered, then the wizard goes back to the date stage', () => {
    expect(claimStageFallback(20, { ...dated, noticeBeforePurchase: null }, 'EI')).toBe(10);
    expect(
      claimStageFallback(20, { ...dated, amount: 80_000, noticeBeforePurchase: null }, 'HTCI'),
    ).toBe(20);
  });

  it('When the documents stage is reached with none yet, then it is kept; a later stage goes back to it', () => {
    expect(claimStageFallback(20, dated, 'EI')).toBe(20);
    expect(claimStageFallback(30, dated, 'EI')).toBe(20);
  });

  it('When documents are there but no bank account, then the bank stage is kept', () => {
    expect(claimStageFallback(30, { ...dated, documents: ['/api/local/uploads/a'] }, 'EI')).toBe(
      30,
    );
  });
});

describe('the claim wizard’s addresses', () => {
  it('When a claim is made on income protection or HealthCash, then its address segment is income or health-cash', () => {
    expect(CLAIM_ROUTE_SEGMENTS).toEqual({ EI: 'income', HTCI: 'health-cash' });
    expect(isClaimProduct('EI')).toBe(true);
    expect(isClaimProduct('HI')).toBe(false);
    expect(isClaimProduct('toString')).toBe(false);
  });
});
