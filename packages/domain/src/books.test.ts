import { describe, expect, it } from 'vitest';
import {
  caseReserveKobo,
  claimExpectedKobo,
  daysToPayment,
  earnedBetween,
  earnedThrough,
  ibnrKobo,
  monthsFromTo,
  proportionOf,
  ratePpm,
  settlementClock,
  splitPremium,
  statementOf,
  takeBack,
  type PremiumOnBooks,
} from './books.js';
import { kobo } from './money.js';

const k = kobo;

describe('splitting a premium at inception', () => {
  it('When ₦1,000 is written at 15%, then the commission is ₦150 exactly, not ₦149.55', () => {
    expect(splitPremium(k(100_000), 0.15)).toEqual({
      gross: 100_000,
      commission: 15_000,
      vat: 0,
      commissionIncome: 15_000,
      net: 85_000,
    });
  });

  it('When the commission is not whole kobo, then it is rounded down and the net takes the rest', () => {
    expect(splitPremium(k(333), 0.15)).toMatchObject({ commission: 49, net: 284 });
    // 0.29 × 100 is 28.999999999999996 in floating point: the rule works in exact parts per million.
    expect(splitPremium(k(100), 0.29)).toMatchObject({ commission: 29, net: 71 });
  });

  it('When VAT is 7.5%, then it is the part of the commission that is VAT, to the nearest kobo', () => {
    // 15,000 × 0.075 ÷ 1.075 = 1,046.51...: 1,047 kobo of VAT, 13,953 of income.
    expect(splitPremium(k(100_000), 0.15, 0.075)).toEqual({
      gross: 100_000,
      commission: 15_000,
      vat: 1_047,
      commissionIncome: 13_953,
      net: 85_000,
    });
    // 1,075 × 0.075 ÷ 1.075 = 75 exactly; half a kobo rounds up (2 × 0.075 ÷ 1.075 = 0.1395 → 0).
    expect(splitPremium(k(7_166), 0.15, 0.075)).toMatchObject({ commission: 1_074, vat: 75 });
    expect(splitPremium(k(7_167), 0.15, 0.075)).toMatchObject({ commission: 1_075, vat: 75 });
    expect(splitPremium(k(100), 0.15, 0.075)).toMatchObject({ commission: 15, vat: 1 });
    expect(splitPremium(k(40), 0.15, 0.075)).toMatchObject({ commission: 6, vat: 0 });
  });

  it('When the premium is ₦2,000,000,000, then the split is exact to the kobo', () => {
    const s = splitPremium(k(200_000_000_000), 0.15, 0.075);
    expect(s.commission).toBe(30_000_000_000);
    expect(s.vat).toBe(2_093_023_256);
    expect(s.commissionIncome + s.vat).toBe(s.commission);
    expect(s.net + s.commission).toBe(s.gross);
  });

  it('When a rate is outside 0 to 1 or the premium not whole kobo, then it is refused', () => {
    expect(splitPremium(k(1_000), 0)).toMatchObject({ commission: 0, net: 1_000 });
    expect(splitPremium(k(1_000), 1)).toMatchObject({ commission: 1_000, net: 0 });
    expect(() => splitPremium(k(1_000), -0.01)).toThrow('a rate is a number from 0 to 1');
    expect(() => splitPremium(k(1_000), 1.01)).toThrow(RangeError);
    expect(() => splitPremium(k(1_000), Number.NaN)).toThrow(RangeError);
    expect(() => splitPremium(k(1_000), 0.15, 1.5)).toThrow(RangeError);
    expect(() => splitPremium(-1 as never, 0.15)).toThrow('a premium is whole kobo');
    expect(() => splitPremium(1.5 as never, 0.15)).toThrow(RangeError);
    expect(ratePpm(0.075)).toBe(75_000n);
    expect(ratePpm(1)).toBe(1_000_000n);
    expect(() => ratePpm(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('When a proportion is asked of nothing, then it is refused; otherwise it rounds down', () => {
    expect(proportionOf(10, 1, 3)).toBe(3);
    expect(proportionOf(200_000_000_000, 364, 365)).toBe(199_452_054_794);
    expect(() => proportionOf(10, 1, 0)).toThrow('a proportion needs a whole above 0');
    expect(() => proportionOf(10, 1, -3)).toThrow('a proportion needs a whole above 0');
  });
});

describe('earning by the day', () => {
  const january = { from: '2026-01-01', to: '2026-02-01' };
  const year = { from: '2026-01-01', to: '2027-01-01' };

  it('When a month of ₦1,000 is earned, then each day earns its share rounded down and the last day the rest', () => {
    expect(earnedThrough(k(100_000), january, '2025-12-31')).toBe(0);
    expect(earnedThrough(k(100_000), january, '2026-01-01')).toBe(3_225);
    expect(earnedThrough(k(100_000), january, '2026-01-15')).toBe(48_387);
    expect(earnedThrough(k(100_000), january, '2026-01-30')).toBe(96_774);
    expect(earnedThrough(k(100_000), january, '2026-01-31')).toBe(100_000);
    expect(earnedThrough(k(100_000), january, '2026-03-01')).toBe(100_000);
  });

  it('When a year is earned, then every month earns by its days and the twelve make the premium', () => {
    const premium = k(3_650_001);
    expect(earnedBetween(premium, year, '2026-01-01', '2026-01-31')).toBe(310_000);
    expect(earnedBetween(premium, year, '2026-02-01', '2026-02-28')).toBe(280_000);
    let sum = 0;
    for (let m = 1; m <= 12; m += 1) {
      const from = `2026-${String(m).padStart(2, '0')}-01`;
      const to = new Date(Date.UTC(2026, m, 0)).toISOString().slice(0, 10);
      sum += earnedBetween(premium, year, from, to);
    }
    expect(sum).toBe(3_650_001);
    expect(earnedBetween(premium, year, '2026-12-31', '2026-12-31')).toBe(10_001);
  });

  it('When a run of days is backwards or a period has no days, then nothing or everything is earned', () => {
    expect(earnedBetween(k(1_000), january, '2026-01-10', '2026-01-09')).toBe(0);
    expect(earnedBetween(k(1_000), january, '2026-01-10', '2026-01-05')).toBe(0);
    expect(earnedBetween(k(1_000), january, '2026-01-10', '2026-01-10')).toBe(32);
    const none = { from: '2026-01-05', to: '2026-01-05' };
    expect(earnedThrough(k(1_000), none, '2026-01-04')).toBe(0);
    expect(earnedThrough(k(1_000), none, '2026-01-05')).toBe(1_000);
  });

  it('When a sponsored 24 months of ₦2,000,000,000 is earned, then day one earns a day, not the whole', () => {
    const period = { from: '2026-01-15', to: '2028-01-15' };
    expect(earnedThrough(k(200_000_000_000), period, '2026-01-15')).toBe(273_972_602);
    expect(earnedThrough(k(200_000_000_000), period, '2028-01-14')).toBe(200_000_000_000);
  });
});

describe('taking a premium back', () => {
  const written = (over: Partial<PremiumOnBooks> = {}): PremiumOnBooks => {
    const s = splitPremium(k(100_000), 0.15, 0.075);
    return {
      ...s,
      unearned: k(60_000),
      unearnedCommission: k(8_372),
      takenBack: k(0),
      takenBackCommission: k(0),
      takenBackVat: k(0),
      ...over,
    };
  };

  it('When all of it is refunded, then the unearned goes first, the earned after, and all the parts go back', () => {
    const t = takeBack(written(), k(100_000));
    expect(t).toEqual({
      amount: 100_000,
      fromUnearned: 60_000,
      fromEarned: 40_000,
      earnedAtOnce: 0,
      net: 85_000,
      commissionIncome: 13_953,
      vat: 1_047,
      commissionFromUnearned: 8_372,
      commissionFromEarned: 5_581,
      commissionEarnedAtOnce: 0,
    });
  });

  it('When less than the unearned part is refunded, then the rest of it is earned at once: the cover stopped', () => {
    const t = takeBack(written(), k(25_000));
    expect(t.fromUnearned).toBe(25_000);
    expect(t.fromEarned).toBe(0);
    expect(t.earnedAtOnce).toBe(35_000);
    // 13,953 × 25,000 ÷ 100,000 = 3,488.25; 1,047 × 0.25 = 261.75.
    expect(t.commissionIncome).toBe(3_488);
    expect(t.vat).toBe(261);
    expect(t.net).toBe(25_000 - 3_488 - 261);
    expect(t.commissionFromUnearned).toBe(3_488);
    expect(t.commissionEarnedAtOnce).toBe(8_372 - 3_488);
  });

  it('When a premium is taken back in two pieces, then the pieces give back its commission and VAT exactly', () => {
    const first = takeBack(written(), k(25_000));
    const second = takeBack(
      written({
        unearned: k(0),
        unearnedCommission: k(0),
        takenBack: k(25_000),
        takenBackCommission: first.commissionIncome,
        takenBackVat: first.vat,
      }),
      k(75_000),
    );
    expect(first.commissionIncome + second.commissionIncome).toBe(13_953);
    expect(first.vat + second.vat).toBe(1_047);
    expect(first.net + second.net).toBe(85_000);
    expect(second.fromEarned).toBe(75_000);
    expect(second.commissionFromEarned).toBe(second.commissionIncome);
  });

  it('When more than is left, a negative or a fractional amount is taken back, then it is refused', () => {
    expect(() => takeBack(written(), k(100_001))).toThrow(
      'a premium can give back 0 to 100000 kobo, not 100001',
    );
    expect(() => takeBack(written({ takenBack: k(1) }), k(100_000))).toThrow(RangeError);
    expect(() => takeBack(written(), -1 as never)).toThrow(RangeError);
    expect(() => takeBack(written(), 0.5 as never)).toThrow(RangeError);
  });

  it('When a free line of ₦0 is taken back, then nothing moves', () => {
    const free: PremiumOnBooks = {
      ...splitPremium(k(0), 0.15),
      unearned: k(0),
      unearnedCommission: k(0),
      takenBack: k(0),
      takenBackCommission: k(0),
      takenBackVat: k(0),
    };
    expect(takeBack(free, k(0))).toMatchObject({ amount: 0, net: 0, commissionIncome: 0, vat: 0 });
  });
});

describe('claim reserves', () => {
  const htci = { amountClaimedKobo: k(5_000_000), expectedKobo: k(10_000_000), payoutsKobo: [] };
  const ei = { amountClaimedKobo: null, expectedKobo: k(120_000_000), payoutsKobo: [] };

  it('When a claim is notified, then its reserve is the amount claimed, or the benefit’s expected cost', () => {
    for (const status of ['submitted', 'in_review', 'info_requested']) {
      expect(caseReserveKobo({ ...htci, status }, k(0))).toBe(5_000_000);
      expect(caseReserveKobo({ ...ei, status }, k(0))).toBe(120_000_000);
    }
  });

  it('When it is approved, then the reserve is its payouts (all months of an income claim) less what was paid', () => {
    const approved = { ...ei, status: 'approved', payoutsKobo: [k(20_000_000), k(20_000_000)] };
    expect(claimExpectedKobo(approved, k(0))).toBe(40_000_000);
    expect(caseReserveKobo(approved, k(0))).toBe(40_000_000);
    expect(caseReserveKobo({ ...approved, status: 'paying' }, k(20_000_000))).toBe(20_000_000);
    // Paid more than the payouts now listed (a payout cancelled after it was paid): never below 0.
    expect(claimExpectedKobo({ ...approved, status: 'paying' }, k(50_000_000))).toBe(50_000_000);
    expect(caseReserveKobo({ ...approved, status: 'paying' }, k(50_000_000))).toBe(0);
  });

  it('When it is paid, rejected or closed, then the reserve is released and incurred is what was paid', () => {
    for (const status of ['paid', 'rejected', 'closed']) {
      expect(caseReserveKobo({ ...htci, status }, k(3_000_000))).toBe(0);
      expect(claimExpectedKobo({ ...htci, status }, k(3_000_000))).toBe(3_000_000);
    }
    // A paid claim whose payment came back (reversed): owed again, reserved again.
    expect(caseReserveKobo({ ...htci, status: 'paid', payoutsKobo: [k(3_000_000)] }, k(0))).toBe(
      3_000_000,
    );
    expect(
      caseReserveKobo({ ...htci, status: 'rejected', payoutsKobo: [k(3_000_000)] }, k(0)),
    ).toBe(0);
  });

  it('When IBNR is set, then it is the rate of the earned premium in the window, rounded down', () => {
    expect(ibnrKobo(k(1_000_001), 0.1)).toBe(100_000);
    expect(ibnrKobo(k(0), 0.1)).toBe(0);
    expect(ibnrKobo(-1_000_000 as never, 0.1)).toBe(0);
    expect(ibnrKobo(k(200_000_000_000), 0.15)).toBe(30_000_000_000);
  });
});

describe('the s.210 clock and the statement', () => {
  it('When a claim is 50 days old, then the alert is due; after 60 it is late', () => {
    expect(settlementClock('2026-01-01', '2026-02-19')).toEqual({
      day: 49,
      daysLeft: 11,
      dueBy: '2026-03-02',
      alert: false,
      late: false,
    });
    expect(settlementClock('2026-01-01', '2026-02-20')).toMatchObject({ day: 50, alert: true });
    expect(settlementClock('2026-01-01', '2026-03-02')).toMatchObject({
      daysLeft: 0,
      late: false,
    });
    expect(settlementClock('2026-01-01', '2026-03-03')).toMatchObject({ daysLeft: -1, late: true });
    expect(daysToPayment('2026-01-01', '2026-03-03')).toBe(61);
    expect(daysToPayment('2026-01-01', null)).toBeNull();
  });

  it('When a month is stated, then net due is gross less commission, claims and capitation, plus adjustments', () => {
    const s = statementOf({
      gross_premium_kobo: 1_000_000,
      commission_kobo: 150_000,
      claims_paid_kobo: 300_000,
      capitation_kobo: 24_000,
      adjustments_kobo: 5_000,
      remitted_kobo: 400_000,
    });
    expect(s.net_due_kobo).toBe(531_000);
    expect(s.balance_kobo).toBe(131_000);
    // Claims above premium: the underwriter owes us.
    expect(
      statementOf({
        gross_premium_kobo: 100,
        commission_kobo: 15,
        claims_paid_kobo: 500,
        capitation_kobo: 0,
        adjustments_kobo: -10,
        remitted_kobo: 0,
      }),
    ).toMatchObject({ net_due_kobo: -425, balance_kobo: -425 });
  });

  it('When months are listed across a year end, then each is there once', () => {
    expect(monthsFromTo('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsFromTo('2026-03', '2026-03')).toEqual(['2026-03']);
    expect(monthsFromTo('2026-04', '2026-03')).toEqual([]);
  });
});
