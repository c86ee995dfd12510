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

  it('When an entry has one line, a fraction of a kobo or one negative side, then each is named', () => {
    const c = kobo(100);
    expect(entryProblem([{ account: 'cash_at_paystack', debit: c }])).toBe(
      'an entry needs at least two lines',
    );
    expect(
      entryProblem([
        { account: 'cash_at_paystack', debit: 0.5 as never },
        { account: 'refunds_payable', credit: 0.5 as never },
      ]),
    ).toBe('amounts are whole kobo');
    expect(
      entryProblem([
        { account: 'cash_at_paystack', debit: c },
        { account: 'refunds_payable', credit: 99.5 as never },
      ]),
    ).toBe('amounts are whole kobo');
    // A negative debit beside a positive one (they sum to zero), then the same on the credit side.
    expect(
      entryProblem([
        { account: 'cash_at_paystack', debit: kobo(-5) },
        { account: 'bank', debit: kobo(5) },
      ]),
    ).toBe('amounts are never negative');
    expect(
      entryProblem([
        { account: 'refunds_payable', credit: kobo(-5) },
        { account: 'claims_payable', credit: kobo(5) },
      ]),
    ).toBe('amounts are never negative');
  });

  it('When the commission rate is 0, 1 or outside them, then the split keeps the bounds', () => {
    expect(splitPremium(kobo(1_000), 0)).toEqual({ commission: 0, underwriter: 1_000 });
    expect(splitPremium(kobo(1_000), 1)).toEqual({ commission: 1_000, underwriter: 0 });
    expect(() => splitPremium(kobo(1_000), -0.01)).toThrow('a commission rate is between 0 and 1');
    expect(() => splitPremium(kobo(1_000), 1.01)).toThrow('a commission rate is between 0 and 1');
    expect(() => splitPremium(kobo(1_000), Number.NaN)).toThrow(RangeError);
  });

  it('When a period has no days, then the whole premium counts as earned', () => {
    expect(earnedByDay(kobo(5_000), 0, 0)).toBe(5_000);
    expect(earnedByDay(kobo(5_000), 0, 3)).toBe(5_000);
    expect(earnedByDay(kobo(5_000), -1, 3)).toBe(5_000);
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
