import { describe, expect, it } from 'vitest';
import { entryProblem, isRetired, LEDGER_ACCOUNT_CODES, sectionOf } from './ledger.js';
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

  it('When an entry balances in all but not within each set of books, then it is refused', () => {
    const c = kobo(100);
    // Our cash against the underwriter's memorandum account: balanced in all, not within a set.
    expect(
      entryProblem([
        { account: 'cash_at_paystack', debit: c },
        { account: 'uw_unearned_premium', credit: c },
      ]),
    ).toBe('unbalanced: debits 100 kobo, credits 0 kobo');
    expect(
      entryProblem([
        { account: 'cash_at_paystack', debit: c },
        { account: 'due_to_underwriter', credit: c },
        { account: 'uw_control', debit: c },
        { account: 'uw_unearned_premium', credit: kobo(99) },
      ]),
    ).toBe('unbalanced: debits 100 kobo, credits 99 kobo in the underwriter’s accounts');
    expect(
      entryProblem([
        { account: 'cash_at_paystack', debit: c },
        { account: 'due_to_underwriter', credit: c },
        { account: 'uw_control', debit: c },
        { account: 'uw_unearned_premium', credit: c },
      ]),
    ).toBeNull();
  });

  it('When the chart is read, then memorandum accounts are the underwriter’s and the old ones are retired', () => {
    expect(sectionOf('uw_case_reserves')).toBe('underwriter');
    expect(sectionOf('due_to_underwriter')).toBe('alaafia');
    expect(sectionOf('claims_incurred')).toBe('alaafia');
    expect(isRetired('claims_incurred')).toBe(true);
    expect(isRetired('premium_payable_underwriter')).toBe(true);
    expect(isRetired('due_to_underwriter')).toBe(false);
    expect(LEDGER_ACCOUNT_CODES.filter(isRetired).sort()).toEqual([
      'claims_incurred',
      'claims_payable',
      'premium_payable_underwriter',
      'unearned_premium',
    ]);
  });
});
