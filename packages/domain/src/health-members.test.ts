import { describe, expect, it } from 'vitest';
import {
  coverToday,
  memberCardValidUntil,
  memberNumberFrom,
  memberNumberSchema,
  normaliseMemberNumber,
} from './health-members.js';

const active = {
  status: 'active',
  startDate: '2026-03-10',
  nextPaymentDate: '2026-04-10',
  pauseReason: null,
} as const;

describe('member numbers', () => {
  it('When made from random bytes, then each byte gives one Crockford character after AM', () => {
    expect(memberNumberFrom(new Uint8Array([0, 1, 2, 31, 32, 33, 255, 18, 20, 27]))).toBe(
      'AM012Z01ZJMV',
    );
    expect(() => memberNumberFrom(new Uint8Array(9))).toThrow();
  });

  it('When typed with spaces, dashes, lower case, O, I or L, then it is read as the card has it', () => {
    expect(normaliseMemberNumber('am 0k3z-q8tv7m')).toBe('AM0K3ZQ8TV7M');
    expect(normaliseMemberNumber('AMOKIZQ8TL7M')).toBe('AM0K1ZQ8T17M');
    expect(normaliseMemberNumber('AM0K3ZQ8TV7')).toBeNull();
    expect(normaliseMemberNumber('AM0K3ZQ8TV7MX')).toBeNull();
    expect(normaliseMemberNumber('ALF-HI-2026-000001')).toBeNull();
    expect(normaliseMemberNumber('AM0K3ZQ8TV7U')).toBeNull();
  });

  it('When the schema reads a bad number, then it fails with the copy; a good one is normalised', () => {
    expect(memberNumberSchema.parse('am0k3zq8tv7m')).toBe('AM0K3ZQ8TV7M');
    const bad = memberNumberSchema.safeParse('12345');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(
      'Enter the member number as it is on the card: AM and 10 letters or digits.',
    );
  });
});

describe('cover today', () => {
  it('When active and started, then covered; paused, ended or not yet started, then not, with why', () => {
    expect(coverToday(active, '2026-03-10')).toEqual({ covered: true, reason: null });
    expect(coverToday(active, '2026-03-09')).toEqual({ covered: false, reason: 'not_yet_started' });
    expect(coverToday({ ...active, status: 'paused', pauseReason: null }, '2026-05-01')).toEqual({
      covered: false,
      reason: 'paused_for_payment',
    });
    expect(
      coverToday({ ...active, status: 'paused', pauseReason: 'verification' }, '2026-05-01'),
    ).toEqual({ covered: false, reason: 'paused_for_verification' });
    expect(coverToday({ ...active, status: 'lapsed' }, '2026-05-01')).toEqual({
      covered: false,
      reason: 'ended',
    });
  });

  it("When paid ahead, the card runs to the day before the due date; in grace, to the grace's last day", () => {
    expect(memberCardValidUntil(active, '2026-03-20')).toBe('2026-04-09');
    expect(memberCardValidUntil(active, '2026-04-12')).toBe('2026-04-23');
    expect(memberCardValidUntil({ ...active, status: 'paused' }, '2026-04-12')).toBeNull();
  });
});
