import { describe, expect, it } from 'vitest';
import {
  benefitsLeft,
  canMovePreauthorisation,
  capitationMonthsDue,
  capitationTotal,
  lastDayOfMonth,
  preauthorisationDueBy,
  preauthorisationBodySchema,
} from './hospital-care.js';

describe('benefits and their limits (health-plans.md section 9)', () => {
  it('When approved pre-authorisations used part of a limit, then what is left is the rest, never below 0', () => {
    const b = benefitsLeft('2026-03-10', '2026-04-02', { accidents_emergencies: 30_000_00 });
    const ae = b.find((x) => x.benefit === 'accidents_emergencies')!;
    expect(ae).toMatchObject({ monthly_limit: 50_000, left_this_month: 20_000, available: true });
    const over = benefitsLeft('2026-03-10', '2026-04-02', { accidents_emergencies: 60_000_00 });
    expect(over.find((x) => x.benefit === 'accidents_emergencies')!.left_this_month).toBe(0);
    expect(b.find((x) => x.benefit === 'primary_care')).toMatchObject({
      monthly_limit: null,
      left_this_month: null,
    });
  });

  it('When ante-natal is asked before 12 months, then it is not yet available; on the anniversary it is', () => {
    const before = benefitsLeft('2026-03-10', '2027-03-09', {});
    const on = benefitsLeft('2026-03-10', '2027-03-10', {});
    const anc = (list: typeof before) => list.find((x) => x.benefit === 'antenatal_delivery')!;
    expect(anc(before)).toMatchObject({ available: false, available_from: '2027-03-10' });
    expect(anc(on)).toMatchObject({ available: true, monthly_limit: 10_000 });
  });
});

describe('pre-authorisations', () => {
  it('When pending, then it may be approved or rejected; a decision is final', () => {
    expect(canMovePreauthorisation('pending', 'approved')).toBe(true);
    expect(canMovePreauthorisation('pending', 'rejected')).toBe(true);
    expect(canMovePreauthorisation('approved', 'rejected')).toBe(false);
    expect(canMovePreauthorisation('rejected', 'approved')).toBe(false);
  });

  it('When asked on a working day, then due by its end (Lagos); on a Saturday, by the end of Monday', () => {
    // Tuesday 10 March 2026, 10:00 Lagos.
    expect(preauthorisationDueBy(new Date('2026-03-10T09:00:00Z'))).toBe(
      '2026-03-10T22:59:59.999Z',
    );
    // Saturday 14 March 2026.
    expect(preauthorisationDueBy(new Date('2026-03-14T09:00:00Z'))).toBe(
      '2026-03-16T22:59:59.999Z',
    );
  });

  it('When the estimate is not a whole number of naira from 1, then the body is refused; the benefit defaults to other', () => {
    const ok = preauthorisationBodySchema.parse({
      member_number: 'am0k3zq8tv7m',
      treatment: 'x',
      reason: 'y',
      estimated_amount: 1000,
    });
    expect(ok).toMatchObject({ member_number: 'AM0K3ZQ8TV7M', benefit: 'other' });
    expect(preauthorisationBodySchema.safeParse({ ...ok, estimated_amount: 0 }).success).toBe(
      false,
    );
    expect(preauthorisationBodySchema.safeParse({ ...ok, estimated_amount: 10.5 }).success).toBe(
      false,
    );
  });
});

describe('capitation', () => {
  it('When a hospital has enrolees and approved pre-authorisations, then the total is both', () => {
    expect(capitationTotal(3, 50_000, 30_000_00)).toEqual({
      capitation: 150_000,
      total: 3_150_000,
    });
  });
});

describe('capitation month', () => {
  it('When a month is named, then its last Lagos day is answered (February of a leap year too)', () => {
    expect(lastDayOfMonth('2026-01')).toBe('2026-01-31');
    expect(lastDayOfMonth('2026-02')).toBe('2026-02-28');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2026-04')).toBe('2026-04-30');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
  });
  it("When it is a month's last day, then that month's statements are due with the month before; any other day only the month before", () => {
    expect(capitationMonthsDue('2026-01-31')).toEqual(['2025-12', '2026-01']);
    expect(capitationMonthsDue('2026-02-28')).toEqual(['2026-01', '2026-02']);
    expect(capitationMonthsDue('2026-02-27')).toEqual(['2026-01']);
    expect(capitationMonthsDue('2026-03-01')).toEqual(['2026-02']);
  });
});
