import { describe, expect, it } from 'vitest';
import {
  benefitsLeft,
  canMovePreauthorisation,
  capitationMonthsDue,
  capitationTotal,
  lastDayOfMonth,
  minutesLeft,
  payableOf,
  preauthorisationAnswerDueBy,
  preauthorisationBodySchema,
  preauthorisationByRules,
  preauthorisationDecisionDueBy,
  preauthorisationEscalatesAt,
  shouldEscalate,
  type PreauthorisationRuleInput,
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

  it('When an emergency has its provisional code, then it may be approved or declined; never back to pending', () => {
    expect(canMovePreauthorisation('provisional', 'approved')).toBe(true);
    expect(canMovePreauthorisation('provisional', 'rejected')).toBe(true);
    expect(canMovePreauthorisation('provisional', 'pending')).toBe(false);
    expect(canMovePreauthorisation('pending', 'provisional')).toBe(false);
  });

  it('When asked at any hour (a Saturday night too), then answered within one hour and escalated at 45 minutes; an emergency decided within 48 hours', () => {
    const saturdayNight = new Date('2026-03-14T22:30:00Z');
    expect(preauthorisationAnswerDueBy(saturdayNight).toISOString()).toBe(
      '2026-03-14T23:30:00.000Z',
    );
    expect(preauthorisationEscalatesAt(saturdayNight).toISOString()).toBe(
      '2026-03-14T23:15:00.000Z',
    );
    expect(preauthorisationDecisionDueBy(saturdayNight, false).toISOString()).toBe(
      '2026-03-14T23:30:00.000Z',
    );
    expect(preauthorisationDecisionDueBy(saturdayNight, true).toISOString()).toBe(
      '2026-03-16T22:30:00.000Z',
    );
  });

  it('When 44 minutes have passed, then no escalation; at 45 a pending one escalates once; an answered or escalated one never', () => {
    const requestedAt = new Date('2026-03-10T09:00:00Z');
    const at = (m: number) => new Date(requestedAt.getTime() + m * 60_000);
    const row = { status: 'pending' as const, requestedAt, escalatedAt: null };
    expect(shouldEscalate(row, at(44))).toBe(false);
    expect(shouldEscalate(row, at(45))).toBe(true);
    expect(shouldEscalate({ ...row, escalatedAt: at(45) }, at(50))).toBe(false);
    expect(shouldEscalate({ ...row, status: 'approved' }, at(50))).toBe(false);
    expect(shouldEscalate({ ...row, status: 'provisional' }, at(50))).toBe(false);
  });

  it('When the hospital reads the clock, then it sees whole minutes left, rounded up, and 0 once due', () => {
    const due = new Date('2026-03-10T10:00:00Z');
    expect(minutesLeft(due, new Date('2026-03-10T09:00:00Z'))).toBe(60);
    expect(minutesLeft(due, new Date('2026-03-10T09:59:30Z'))).toBe(1);
    expect(minutesLeft(due, new Date('2026-03-10T10:05:00Z'))).toBe(0);
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

describe('approval by rules (issue 39 item 5): approve or a person, never a decline', () => {
  const ok: PreauthorisationRuleInput = {
    benefit: 'accidents_emergencies',
    estimatedKobo: 15_000_00,
    covered: true,
    benefitAvailable: true,
    leftKobo: 50_000_00,
    tariffKobo: 20_000_00,
  };

  it('When every rule holds, then the rules approve', () => {
    expect(preauthorisationByRules(ok)).toEqual({ decision: 'approve', reasons: [] });
    expect(preauthorisationByRules({ ...ok, estimatedKobo: 20_000_00 }).decision).toBe('approve');
    expect(
      preauthorisationByRules({ ...ok, benefit: 'immunisation', leftKobo: null }).decision,
    ).toBe('approve');
  });

  it.each([
    [{ benefit: 'other' as const }, 'The treatment is not one of the plan’s named benefits.'],
    [{ covered: false }, 'The member is not covered today.'],
    [{ benefitAvailable: false }, 'The benefit cannot be used yet.'],
    [{ tariffKobo: 0 }, 'Approval by rules is switched off.'],
    [{ estimatedKobo: 20_000_01 }, 'The estimate is above the tariff the rules may approve.'],
    [{ leftKobo: 14_999_99 }, 'The estimate is more than is left of the benefit this month.'],
  ])('When a rule fails (%o), then a person decides, told why', (change, reason) => {
    expect(preauthorisationByRules({ ...ok, ...change })).toEqual({
      decision: 'to_a_person',
      reasons: [reason],
    });
  });

  it('When every rule fails, then still a person decides: the rules never decline', () => {
    const worst = preauthorisationByRules({
      benefit: 'other',
      estimatedKobo: 1_000_000_00,
      covered: false,
      benefitAvailable: false,
      leftKobo: 0,
      tariffKobo: 0,
    });
    expect(worst.decision).toBe('to_a_person');
    expect(worst.reasons).toHaveLength(5);
  });
});

describe('what capitation pays for a pre-authorisation (payableOf)', () => {
  it('When approved, then the approved amount, or a smaller final bill; never more than approved', () => {
    expect(payableOf({ status: 'approved', approvedKobo: 500_00, finalBillKobo: null })).toBe(
      500_00,
    );
    expect(payableOf({ status: 'approved', approvedKobo: 500_00, finalBillKobo: 450_00 })).toBe(
      450_00,
    );
    expect(payableOf({ status: 'approved', approvedKobo: 500_00, finalBillKobo: 900_00 })).toBe(
      500_00,
    );
  });

  it('When a provisional code is declined, then the care before the decision is still paid; pending or plain rejected pay nothing', () => {
    expect(payableOf({ status: 'rejected', approvedKobo: 150_00, finalBillKobo: null })).toBe(
      150_00,
    );
    expect(payableOf({ status: 'rejected', approvedKobo: null, finalBillKobo: null })).toBe(0);
    expect(payableOf({ status: 'pending', approvedKobo: null, finalBillKobo: null })).toBe(0);
    expect(payableOf({ status: 'provisional', approvedKobo: 100, finalBillKobo: null })).toBe(0);
  });
});
