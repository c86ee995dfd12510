import { describe, expect, it } from 'vitest';
import { incomeRateTable } from './income-pricing.js';
import { fromPriceLabel, productFromPrice } from './product-prices.js';

describe("a product's 'from' price", () => {
  it('When it is income protection, then it is the cheapest premium of the rate table, a month', () => {
    const cheapest = Math.min(...incomeRateTable().map((p) => p.price));
    expect(productFromPrice('EI')).toEqual({ amount: cheapest, unit: 'Month' });
    expect(cheapest).toBe(incomeRateTable()[0]!.price);
  });

  it('When it is a health product, then it is its lowest plan in the unit it is sold by', () => {
    const plans = [
      { price: 2500, unit: 'Month' },
      { price: 1100, unit: 'Month' },
      { price: 6000, unit: 'Year' },
      { price: 0, unit: 'Month' },
    ];
    expect(productFromPrice('HI', plans)).toEqual({ amount: 1100, unit: 'Month' });
    expect(productFromPrice('HTCI', plans)).toEqual({ amount: 6000, unit: 'Year' });
    expect(productFromPrice('HI', [{ price: 6000, unit: 'Year' }])).toBeNull();
    expect(productFromPrice('HI')).toBeNull();
  });

  it('When it is Business or Credit Life, then there is none (a person quotes it)', () => {
    expect(productFromPrice('BI', [{ price: 100, unit: 'Month' }])).toBeNull();
    expect(productFromPrice('CL', [{ price: 100, unit: 'Month' }])).toBeNull();
  });

  it('When shown, then it reads as a price tag', () => {
    expect(fromPriceLabel({ amount: 1100, unit: 'Month' })).toBe('from ₦1,100 a month');
    expect(fromPriceLabel({ amount: 6000, unit: 'Year' })).toBe('from ₦6,000 a year');
  });
});
