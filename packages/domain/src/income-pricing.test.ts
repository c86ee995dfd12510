import { describe, expect, it } from 'vitest';
import { customerUpdateCopy, incomeQuoteBodySchema } from './customer-update.js';
import {
  INCOME_RATE_VERSION,
  INCOME_RATING_BASES,
  incomePlan,
  incomePlanCode,
  incomePlansForSalary,
  incomePremium,
  incomeRateTable,
  maximumMonthlyPayoutFor,
  meetsSalaryRequirement,
  monthlyPayoutOf,
  parseIncomePlanCode,
} from './income-pricing.js';

const monthlyPayouts = (salary: number) => incomePlansForSalary(salary).map((p) => p.monthlyPayout);

describe('income protection pricing, rate version 1', () => {
  it('When the rate version on sale is read, then it is 1 and its basis exists', () => {
    expect(INCOME_RATE_VERSION).toBe(1);
    expect(INCOME_RATING_BASES[INCOME_RATE_VERSION]).toBeDefined();
  });

  it('When the tariff is derived from its basis, then the filed rate is at least the loaded risk cost', () => {
    const b = INCOME_RATING_BASES[1]!;
    const riskPerThousandPerMonth =
      ((b.annualJobLossIncidence / 12) * b.averageShareOfPayoutDrawn * 1000) /
      (1 - b.variableLoading);
    expect(riskPerThousandPerMonth).toBeCloseTo(5.333, 3);
    expect(b.ratePerThousand).toBeGreaterThanOrEqual(riskPerThousandPerMonth);
    expect(b.ratePerThousand - riskPerThousandPerMonth).toBeLessThan(0.5);
  });

  it('When the rate table is read, then it is exactly the filed table', () => {
    expect(incomeRateTable().map((p) => [p.code, p.monthlyPayout, p.benefit, p.price])).toEqual([
      ['EI-R1-B60000-D6', 10_000, 60_000, 500],
      ['EI-R1-B90000-D6', 15_000, 90_000, 650],
      ['EI-R1-B120000-D6', 20_000, 120_000, 850],
      ['EI-R1-B150000-D6', 25_000, 150_000, 1_000],
      ['EI-R1-B180000-D6', 30_000, 180_000, 1_150],
      ['EI-R1-B240000-D6', 40_000, 240_000, 1_500],
      ['EI-R1-B300000-D6', 50_000, 300_000, 1_800],
      ['EI-R1-B360000-D6', 60_000, 360_000, 2_150],
      ['EI-R1-B450000-D6', 75_000, 450_000, 2_650],
      ['EI-R1-B600000-D6', 100_000, 600_000, 3_450],
      ['EI-R1-B750000-D6', 125_000, 750_000, 4_300],
      ['EI-R1-B900000-D6', 150_000, 900_000, 5_100],
      ['EI-R1-B1200000-D6', 200_000, 1_200_000, 6_750],
      ['EI-R1-B1500000-D6', 250_000, 1_500_000, 8_400],
      ['EI-R1-B1800000-D6', 300_000, 1_800_000, 10_050],
      ['EI-R1-B2400000-D6', 400_000, 2_400_000, 13_350],
      ['EI-R1-B3000000-D6', 500_000, 3_000_000, 16_650],
    ]);
  });

  it('When any plan is priced, then the premium is the fee plus the rate, rounded up to ₦50', () => {
    for (const plan of incomeRateTable()) {
      const raw = 150 + (plan.benefit * 5.5) / 1000;
      expect(plan.price % 50).toBe(0);
      expect(plan.price).toBeGreaterThanOrEqual(raw);
      expect(plan.price - raw).toBeLessThan(50);
    }
  });

  it('When the table is read in order, then prices start at about ₦500 and grow with the cover', () => {
    const table = incomeRateTable();
    expect(table[0]!.price).toBe(500);
    for (let i = 1; i < table.length; i += 1) {
      expect(table[i]!.benefit).toBeGreaterThan(table[i - 1]!.benefit);
      expect(table[i]!.price).toBeGreaterThan(table[i - 1]!.price);
      // Cover per naira of premium never falls as the cover grows (the policy fee is spread wider).
      expect(table[i]!.benefit / table[i]!.price).toBeGreaterThanOrEqual(
        table[i - 1]!.benefit / table[i - 1]!.price,
      );
    }
  });

  it('When a plan is made, then the total benefit is the monthly payout times 6 and "We pay" gives it back', () => {
    for (const plan of incomeRateTable()) {
      expect(plan.duration).toBe(6);
      expect(plan.unit).toBe('Month');
      expect(plan.benefit).toBe(plan.monthlyPayout * 6);
      expect(monthlyPayoutOf(plan)).toBe(plan.monthlyPayout);
    }
    expect(monthlyPayoutOf({ benefit: 450_000, duration: 6 })).toBe(75_000);
    expect(monthlyPayoutOf({ benefit: 90_000, duration: 3 })).toBe(30_000);
    expect(() => monthlyPayoutOf({ benefit: 90_000, duration: 0 })).toThrow(RangeError);
  });

  it('When a plan is named, then the name says the monthly amount and the months', () => {
    expect(incomePlan(75_000).name).toBe('₦75,000 a month for up to 6 months');
  });

  it('When a code is made and read back, then it round-trips; anything else is null', () => {
    expect(incomePlanCode(1, 450_000, 6)).toBe('EI-R1-B450000-D6');
    expect(parseIncomePlanCode('EI-R1-B450000-D6')).toEqual({
      rateVersion: 1,
      benefit: 450_000,
      duration: 6,
    });
    for (const bad of [
      'HI-SMEDAN-M',
      'EI-R0-B1-D6',
      'EI-R1-B450000',
      'EI-R1-B-5-D6',
      ' EI-R1-B1-D6',
    ])
      expect(parseIncomePlanCode(bad), bad).toBeNull();
  });

  it('When an unknown rate version is asked for, then it is refused', () => {
    expect(() => incomePremium(60_000, 99)).toThrow(RangeError);
    expect(() => incomeRateTable(99)).toThrow(RangeError);
  });

  it('When the same salary is priced twice, then the answer is the same', () => {
    expect(incomePlansForSalary(123_456)).toEqual(incomePlansForSalary(123_456));
  });
});

describe('the plans offered for a salary', () => {
  it('When the salary is 29999, then it does not meet the requirement and no plan is offered', () => {
    expect(meetsSalaryRequirement(29_999)).toBe(false);
    expect(incomePlansForSalary(29_999)).toEqual([]);
  });

  it('When the salary is 30000, then three plans within 75% of it (₦22,500) are offered', () => {
    expect(meetsSalaryRequirement(30_000)).toBe(true);
    expect(maximumMonthlyPayoutFor(30_000)).toBe(22_500);
    expect(monthlyPayouts(30_000)).toEqual([10_000, 15_000, 20_000]);
    expect(incomePlansForSalary(30_000).map((p) => p.price)).toEqual([500, 650, 850]);
  });

  for (const { salary, payouts } of [
    { salary: 39_999, payouts: [15_000, 20_000, 25_000] },
    { salary: 60_000, payouts: [15_000, 30_000, 40_000] },
    { salary: 100_000, payouts: [25_000, 50_000, 75_000] },
    { salary: 250_000, payouts: [60_000, 125_000, 150_000] },
    { salary: 400_000, payouts: [100_000, 200_000, 300_000] },
    { salary: 666_667, payouts: [150_000, 300_000, 500_000] },
  ])
    it(`When the salary is ${salary}, then the plans aim at a quarter, a half and three quarters of it`, () => {
      expect(monthlyPayouts(salary)).toEqual(payouts);
    });

  it('When the salary is very high, then the cover is capped at ₦500,000 a month (₦3,000,000)', () => {
    expect(maximumMonthlyPayoutFor(1_000_000)).toBe(500_000);
    expect(monthlyPayouts(1_000_000)).toEqual([250_000, 400_000, 500_000]);
    for (const salary of [5_000_000, 1_000_000_000]) {
      expect(monthlyPayouts(salary)).toEqual([300_000, 400_000, 500_000]);
      expect(Math.max(...incomePlansForSalary(salary).map((p) => p.benefit))).toBe(3_000_000);
    }
  });

  it('When any salary from the minimum up is priced, then there are at least three plans, ascending, none above 75% of salary', () => {
    for (let salary = 30_000; salary <= 2_000_000; salary += 7_919) {
      const plans = incomePlansForSalary(salary);
      expect(plans.length, String(salary)).toBeGreaterThanOrEqual(3);
      for (const p of plans) expect(p.monthlyPayout * 4).toBeLessThanOrEqual(salary * 3);
      expect(plans.map((p) => p.benefit)).toEqual(
        [...plans.map((p) => p.benefit)].sort((a, b) => a - b),
      );
    }
  });

  it('When the salary is not a whole number of naira, then no plan is offered', () => {
    expect(incomePlansForSalary(30_000.5)).toEqual([]);
    expect(incomePlansForSalary(Number.NaN)).toEqual([]);
  });
});

describe('the salary quote body', () => {
  it('When the salary is 29999, then it fails with the salary-requirement message', () => {
    const r = incomeQuoteBodySchema.safeParse({ salary: 29_999 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(customerUpdateCopy.salaryTooLow);
  });

  it('When the salary is missing or not a number, then it fails with the salary message', () => {
    for (const body of [{}, { salary: 'lots' }, { salary: 45_000.5 }]) {
      const r = incomeQuoteBodySchema.safeParse(body);
      expect(r.success, JSON.stringify(body)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(customerUpdateCopy.salaryInvalid);
    }
  });

  it('When the salary is a numeric string, then it is read as a number', () => {
    expect(incomeQuoteBodySchema.parse({ salary: '30000' })).toEqual({ salary: 30_000 });
  });
});
