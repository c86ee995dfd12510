import { describe, expect, it } from 'vitest';
import {
  CLAIM_REJECTION_CODES,
  CLAIM_REJECTION_LABELS,
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
} from './claim-terms.js';

/**
 * Every claim status and rejection code reads in words for the customer and the officer, no two
 * alike (issue 43).
 */
describe('the claim’s words', () => {
  it('When a claim is in any status, then it has words of its own', () => {
    const labels = CLAIM_STATUSES.map((s) => CLAIM_STATUS_LABELS[s]);
    for (const [i, label] of labels.entries()) expect(label, CLAIM_STATUSES[i]).toMatch(/\w/);
    expect(new Set(labels).size).toBe(CLAIM_STATUSES.length);
    expect(CLAIM_STATUS_LABELS.rejected).toBe('Not approved');
  });

  it('When a claim is rejected with any code, then the code has words of its own', () => {
    const labels = CLAIM_REJECTION_CODES.map((c) => CLAIM_REJECTION_LABELS[c]);
    for (const [i, label] of labels.entries())
      expect(label, CLAIM_REJECTION_CODES[i]).toMatch(/\w/);
    expect(new Set(labels).size).toBe(CLAIM_REJECTION_CODES.length);
  });
});
