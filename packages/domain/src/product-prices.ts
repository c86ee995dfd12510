import { PLAN_UNITS } from './constants.js';
import type { ProductUid } from './customer.js';
import { incomeRateTable } from './income-pricing.js';
import { formatNaira } from './money.js';

/** A premium as a price tag shows it: naira, per month or per year. */
export interface FromPrice {
  amount: number;
  unit: (typeof PLAN_UNITS)[keyof typeof PLAN_UNITS];
}

/** The unit each product is sold by: the monthly plans, and HealthCash by the year. */
const SOLD_BY: Partial<Record<ProductUid, FromPrice['unit']>> = {
  EI: PLAN_UNITS.month,
  HI: PLAN_UNITS.month,
  HTCI: PLAN_UNITS.year,
};

/**
 * The 'from ₦…' price of a product (issue 18: product tiles and pages): the lowest premium it is
 * sold at. Income protection's comes from the rate table (the smallest monthly payout on the
 * ladder); the health plans' from their plans as GET /local/products lists them, in the unit the
 * product is sold by. Business and Credit Life are quoted by a person ('talk to us'): null, as is a
 * health product whose plans are not known (yet).
 */
export function productFromPrice(
  product: ProductUid,
  plans: readonly { price: number; unit: string }[] = [],
): FromPrice | null {
  const unit = SOLD_BY[product];
  if (!unit) return null;
  const prices =
    product === 'EI'
      ? incomeRateTable().map((p) => p.price)
      : plans.filter((p) => p.unit === unit && p.price > 0).map((p) => p.price);
  if (prices.length === 0) return null;
  return { amount: Math.min(...prices), unit };
}

/** 'from ₦1,100 a month', 'from ₦6,000 a year'. */
export function fromPriceLabel(price: FromPrice): string {
  return `from ${formatNaira(price.amount)} a ${price.unit === PLAN_UNITS.year ? 'year' : 'month'}`;
}
