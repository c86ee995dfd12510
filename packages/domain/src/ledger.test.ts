import { describe, expect, it } from 'vitest';
import { earnedByDay, entryProblem, splitPremium } from './ledger.js';
import { kobo, nairaToKobo } from './money.js';

describe('the books', () => {
  it('When an amount is not whole kobo, then kobo() refuses it', () => {
    expect(kobo(250_000)).toBe(250_000);
    expect(() => kobo(0.5)).toThrow(RangeError);
    expect(() => kobo(Number.NaN)).toThrow(RangeError);
    expect(nairaToKobo(2_500)).toBe(250_000);
  });

  it('When lines are checked, then only balanced, one-sided, whole, known lines pass', () => {
    const c = kobo(100);
    expect(
      entryProblem([
        { account: 'cash_at_paystack', debit: c },
        { account: 'refunds_payable', credit: c },
      ]),
    ).toBeNull();
    expect(
      entryProblem([
        { account: 'cash_at_paystack', debit: c },
        { account: 'refunds_payable', credit: kobo(99) },
      ]),
    ).toMatch(/unbalanced/);
    expect(
      entryProblem([
        { account: 'cash_at_paystack', debit: c, credit: c },
        { account: 'refunds_payable', credit: c },
      ]),
    ).toMatch(/not both/);
    expect(
      entryProblem([
        { account: 'nowhere' as never, debit: c },
        { account: 'refunds_payable', credit: c },
      ]),
    ).toMatch(/no account/);
    expect(
      entryProblem([
        { account: 'cash_at_paystack', debit: kobo(-5) },
        { account: 'refunds_payable', credit: kobo(-5) },
      ]),
    ).toMatch(/negative/);
  });

  it('When a premium is split, then commission is rounded down and the parts add up', () => {
    expect(splitPremium(kobo(250_000), 0.15)).toEqual({ commission: 37_500, underwriter: 212_500 });
    expect(splitPremium(kobo(333), 0.15)).toEqual({ commission: 49, underwriter: 284 });
    expect(() => splitPremium(kobo(1), 1.5)).toThrow(RangeError);
  });

  it('When a yearly premium is earned day by day, then each day earns its share and the year all of it', () => {
    const year = kobo(3_650_001);
    expect(earnedByDay(year, 365, 0)).toBe(0);
    expect(earnedByDay(year, 365, 1)).toBe(10_000);
    expect(earnedByDay(year, 365, 365)).toBe(3_650_001);
    expect(earnedByDay(year, 365, 400)).toBe(3_650_001);
  });
});
