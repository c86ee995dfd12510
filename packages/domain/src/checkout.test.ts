import { describe, expect, it } from 'vitest';
import {
  cartDeleteBodySchema,
  discountedKobo,
  laterDate,
  priceCheckout,
  referralDiscountPercent,
  transferReferenceBodySchema,
  type PlanForPricing,
} from './checkout.js';
import { kobo } from './money.js';
import { addDays, addMonths, lagosDate } from './lagos-time.js';

const smedan: PlanForPricing = {
  product_uid: 'HI',
  plan_id: 1,
  plan_code: 'HI-SMEDAN-M',
  plan_name: 'SMEDAN',
  unit_price_kobo: kobo(110_000),
  unit: 'Month',
  coverage_kobo: kobo(12_000_000),
};
const healthCash: PlanForPricing = {
  product_uid: 'HTCI',
  plan_id: 2,
  plan_code: 'HTCI-Y',
  plan_name: 'HealthCash',
  unit_price_kobo: kobo(100_000),
  unit: 'Year',
  coverage_kobo: kobo(110_000_000),
};

describe('priceCheckout', () => {
  it('When a monthly plan is paid by card, then only the refundable ₦50 card verification is charged (first month free)', () => {
    const priced = priceCheckout({ plans: [smedan], paymentType: 'card', discountPercent: 5 });
    expect(priced).toMatchObject({ total_kobo: 5000, card_verification_kobo: 5000 });
    expect(priced.lines[0]).toMatchObject({ cover_months: 1, amount_kobo: 0 });
  });

  it('When a yearly plan is paid by card, then the yearly premium less the discount is charged and no verification', () => {
    const priced = priceCheckout({
      plans: [healthCash, smedan],
      paymentType: 'card',
      discountPercent: 5,
    });
    expect(priced).toMatchObject({ total_kobo: 95000, card_verification_kobo: 0 });
    expect(priced.lines.map((l) => l.cover_months)).toEqual([12, 1]);
  });

  it('When paid by transfer, then a monthly plan is its price times 3 or 12 less the discount, a yearly plan one year', () => {
    expect(
      priceCheckout({
        plans: [smedan],
        paymentType: 'transfer',
        numberOfMonths: 3,
        discountPercent: 0,
      }).total_kobo,
    ).toBe(330000);
    expect(
      priceCheckout({
        plans: [smedan],
        paymentType: 'transfer',
        numberOfMonths: 3,
        discountPercent: 5,
      }).total_kobo,
    ).toBe(313500);
    expect(
      priceCheckout({
        plans: [smedan],
        paymentType: 'transfer',
        numberOfMonths: 12,
        discountPercent: 5,
      }).total_kobo,
    ).toBe(1254000);
    const yearly = priceCheckout({
      plans: [healthCash],
      paymentType: 'transfer',
      numberOfMonths: 3,
      discountPercent: 0,
    });
    expect(yearly).toMatchObject({ total_kobo: 100000, card_verification_kobo: 0 });
    expect(yearly.lines[0]!.cover_months).toBe(12);
  });

  it('When the free month of a product was already given, then its monthly card line charges the first month now and no verification', () => {
    const priced = priceCheckout({
      plans: [smedan],
      paymentType: 'card',
      discountPercent: 5,
      freeMonthUsed: ['HI'],
    });
    expect(priced).toMatchObject({ total_kobo: 104500, card_verification_kobo: 0 });
    expect(priced.lines[0]).toMatchObject({
      cover_months: 1,
      amount_kobo: 104500,
      free_month: false,
    });
    // Another product's free month used changes nothing for this one.
    const other = priceCheckout({
      plans: [smedan],
      paymentType: 'card',
      discountPercent: 0,
      freeMonthUsed: ['IP'],
    });
    expect(other).toMatchObject({ total_kobo: 5000, card_verification_kobo: 5000 });
    expect(other.lines[0]).toMatchObject({ amount_kobo: 0, free_month: true });
  });

  it('When a transfer charges nothing (a 100% discount), then no ₦50 card verification is added', () => {
    const priced = priceCheckout({
      plans: [healthCash],
      paymentType: 'transfer',
      numberOfMonths: 12,
      discountPercent: 100,
    });
    expect(priced).toMatchObject({ total_kobo: 0, card_verification_kobo: 0 });
  });

  it('When a plan has a unit we do not sell, then pricing refuses it', () => {
    expect(() =>
      priceCheckout({
        plans: [{ ...smedan, unit: 'Week' }],
        paymentType: 'card',
        discountPercent: 0,
      }),
    ).toThrow();
  });
});

describe('discounts', () => {
  it('When a referral has no customer_discount, then it gives 5%; none gives 0; amounts round to whole kobo', () => {
    expect(referralDiscountPercent({})).toBe(5);
    expect(referralDiscountPercent({ customer_discount: 12 })).toBe(12);
    expect(referralDiscountPercent(null)).toBe(0);
    expect(discountedKobo(kobo(133_300), 7)).toBe(123969);
    expect(() => discountedKobo(kobo(100_000), 101)).toThrow();
  });

  it('When the discount is exactly 0 or 100, then it is the full price or nothing; below 0 or fractional is refused', () => {
    expect(discountedKobo(kobo(100_000), 0)).toBe(100000);
    expect(discountedKobo(kobo(100_000), 100)).toBe(0);
    expect(() => discountedKobo(kobo(100_000), -1)).toThrow(RangeError);
    expect(() => discountedKobo(kobo(100_000), 2.5)).toThrow(RangeError);
    expect(() => discountedKobo(kobo(100_000), 0.5)).toThrow(RangeError);
  });
});

describe('policy dates', () => {
  it('When a month is added to the 31st, then it lands on the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-03-10', 12)).toBe('2027-03-10');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('When the day or month has one digit, then addMonths pads it, so dates compare correctly as strings', () => {
    expect(addMonths('2026-01-05', 1)).toBe('2026-02-05');
    expect(addMonths('2026-08-09', 1)).toBe('2026-09-09');
    expect(laterDate(addMonths('2026-01-05', 1), '2026-02-10')).toBe('2026-02-10');
    expect(laterDate('2026-02-10', addMonths('2026-01-05', 1))).toBe('2026-02-10');
  });

  it('When two dates are compared, then laterDate answers the later one whichever comes first; equal dates answer that date', () => {
    expect(laterDate('2026-01-05', '2026-03-10')).toBe('2026-03-10');
    expect(laterDate('2026-03-10', '2026-01-05')).toBe('2026-03-10');
    expect(laterDate('2026-03-10', '2026-03-10')).toBe('2026-03-10');
  });

  it('When it is 23:30 UTC, then it is already the next day in Lagos', () => {
    expect(lagosDate(new Date('2026-03-10T23:30:00Z'))).toBe('2026-03-11');
    expect(lagosDate(new Date('2026-03-10T22:30:00Z'))).toBe('2026-03-10');
  });
});

describe('request bodies', () => {
  it('When the transfer option is 3 or 12 months, then it is read; anything else is refused with the message', () => {
    expect(transferReferenceBodySchema.parse({ number_of_months: '3' }).number_of_months).toBe(3);
    const bad = transferReferenceBodySchema.safeParse({ number_of_months: 6 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Please choose Quarterly or yearly.');
  });

  it('When cart ids come as { data: { carts } } or { carts }, then both read; neither is refused', () => {
    expect(cartDeleteBodySchema.parse({ data: { carts: [1, '2'] } }).data?.carts).toEqual([1, 2]);
    expect(cartDeleteBodySchema.parse({ carts: [3] }).carts).toEqual([3]);
    expect(cartDeleteBodySchema.safeParse({}).success).toBe(false);
  });
});
