import { describe, expect, it } from 'vitest';
import { nextOfKinClaimFallback } from './wizard-next-of-kin-claim.js';

/** The next of kin's claim after a reload: a stage is kept while what it needs is there (issue 43). */
const all = { details: true, token: true, date: true, account: true };
const none = { details: false, token: false, date: false, account: false };

describe('where the next of kin’s claim goes after a reload', () => {
  it('When the answer was shown, then it stays, whatever the page still holds', () => {
    expect(nextOfKinClaimFallback(100, none)).toBe(100);
  });

  it('When the date or the account stage is reached with what it needs, then it is kept', () => {
    expect(nextOfKinClaimFallback(30, all)).toBe(30);
    expect(nextOfKinClaimFallback(40, all)).toBe(40);
    expect(nextOfKinClaimFallback(40, { ...all, account: false })).toBe(40);
  });
});
