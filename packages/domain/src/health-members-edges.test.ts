import { describe, expect, it } from 'vitest';
import {
  eligibilityReasonCopy,
  ELIGIBILITY_REASONS,
  memberCardValidUntil,
  memberNumberCopy,
  memberNumberFrom,
  memberNumberSchema,
  normaliseMemberNumber,
} from './health-members.js';

/** Member numbers and the cover a hospital reads, at their edges (issue 43). */
describe('member numbers', () => {
  it('When fewer than ten random bytes are given, then no number is made', () => {
    expect(() => memberNumberFrom(new Uint8Array(9))).toThrow(
      'member number: too few random bytes',
    );
  });

  it('When the number does not start with AM, then it is none, even with the right length', () => {
    expect(normaliseMemberNumber('XM0K3ZQ8TV7M')).toBeNull();
    expect(normaliseMemberNumber('0K3ZQ8TV7MAM')).toBeNull();
  });

  it('When a number cannot be read, then the issue is a custom one with the card’s words', () => {
    expect(memberNumberSchema.safeParse('nonsense').error!.issues).toEqual([
      expect.objectContaining({ code: 'custom', message: memberNumberCopy.invalid }),
    ]);
  });
});

describe('what the hospital reads', () => {
  it('When the member is not covered, then every reason reads in words of its own', () => {
    const words = ELIGIBILITY_REASONS.map((r) => eligibilityReasonCopy[r]);
    for (const [i, text] of words.entries())
      expect(text, ELIGIBILITY_REASONS[i]).toMatch(/^(Not covered|Covered)/);
    expect(new Set(words).size).toBe(ELIGIBILITY_REASONS.length);
  });

  it('When an active policy has no due date, then the card shows no end day', () => {
    expect(
      memberCardValidUntil(
        { status: 'active', startDate: '2026-01-01', nextPaymentDate: null, pauseReason: null },
        '2026-06-01',
      ),
    ).toBeNull();
  });
});
