import { PLAN_UNITS, type PricingPlan } from '@alaafia/domain';
import { useQuery } from '@tanstack/react-query';
import { productsQueryOptions } from '#lib/reference-data.js';

// GET /local/products has one fetcher and one cache entry (lib/reference-data.ts); the health flows
// pick their product from it. The monthly flow picks 'Health Insurance', the yearly flow
// 'HealthCash Insurance'.
export { productsQueryOptions } from '#lib/reference-data.js';
export type { PricingPlan, ProductBenefit } from '@alaafia/domain';

/** The plan the yearly HealthCash wizard sells: the one priced per year. */
export function findYearlyPlan(plans: readonly PricingPlan[] | null | undefined) {
  return plans?.find((plan) => plan.unit === PLAN_UNITS.year);
}

/** The product with this title, or null when the list has none; enabled: false waits to load it. */
export function useProductTitled(title: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...productsQueryOptions(),
    enabled,
    select: (products) => products.find((product) => product.title === title) ?? null,
  });
}
