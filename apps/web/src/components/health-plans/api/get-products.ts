import { PLAN_UNITS } from '@alaafia/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A benefit of a product or plan; a plan's benefits carry their category as { name }. */
export type ProductBenefit = {
  title: string;
  description: string;
  limit?: number | null;
  category?: { name: string } | string | null;
};

export type PricingPlan = {
  id: number;
  code: string;
  name: string;
  price: number;
  coverage: number;
  unit: string;
  benefits: ProductBenefit[];
};

/** A product as GET /local/products answers it (the fields the health flows read). */
export type Product = {
  id: number;
  uid: string;
  product_id: string;
  title: string;
  description: string;
  product_highlights: string[];
  product_benefits: ProductBenefit[];
  pricing_plans: PricingPlan[];
};

/**
 * GET /local/products with an empty Authorization header, as the health flows send it (the list is
 * public). The monthly flow picks 'Health Insurance', the yearly flow 'HealthCash Insurance'.
 */
export function getProducts(signal?: AbortSignal) {
  return api.get<Product[]>('/local/products', { signal, headers: { Authorization: '' } });
}

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'products'],
    queryFn: ({ signal }) => getProducts(signal),
    staleTime: 10 * 60_000,
  });

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
