import { describe, expect, it } from 'vitest';
import { parseReviewId, reviewDecisionBodySchema, reviewIdOf } from './reviews.js';

describe('review ids', () => {
  it('When an id names a kind and a row, then it is read back; anything else is no review', () => {
    expect(parseReviewId('employment-12')).toEqual({ kind: 'employment', rowId: 12 });
    expect(parseReviewId('kyc-5')).toEqual({ kind: 'kyc', rowId: 5 });
    expect(parseReviewId('hospital-change-7')).toEqual({ kind: 'hospital-change', rowId: 7 });
    expect(parseReviewId(reviewIdOf('kyc', 2_147_483_647))).toEqual({
      kind: 'kyc',
      rowId: 2_147_483_647,
    });
    for (const bad of [
      'employment-0',
      'employment-012',
      'kyc-2147483648',
      'claims-1',
      'kyc-1 ',
      'kyc--1',
      '12',
      '',
    ]) {
      expect(parseReviewId(bad), bad).toBeNull();
    }
  });
});

describe('the decision body', () => {
  it('When a reviewer approves, then no reason is needed; to reject, a reason of 5 characters or more is', () => {
    expect(reviewDecisionBodySchema.safeParse({ decision: 'approve' }).success).toBe(true);
    const noReason = reviewDecisionBodySchema.safeParse({ decision: 'reject', reason: '  no ' });
    expect(noReason.success).toBe(false);
    expect(noReason.error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: 'Say why, so we can tell the customer what to do next.',
    });
    expect(
      reviewDecisionBodySchema.parse({ decision: 'reject', reason: ' Not signed. ' }).reason,
    ).toBe('Not signed.');
    expect(reviewDecisionBodySchema.safeParse({ decision: 'maybe' }).success).toBe(false);
    expect(
      reviewDecisionBodySchema.safeParse({ decision: 'reject', reason: 'x'.repeat(501) }).success,
    ).toBe(false);
  });
});
