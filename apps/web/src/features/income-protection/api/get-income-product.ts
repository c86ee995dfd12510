import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type Titled = { title: string; description: string };

/** A product as GET /local/products answers it (the fields this flow reads). */
export type IncomeProduct = {
  id: number;
  uid: string;
  product_id: string;
  title: string;
  purchasable: boolean;
  description: string;
  product_highlights: string[];
  product_benefits: Titled[];
  not_covered: Titled[];
  policy_requirements: string[];
};

/**
 * GET /local/products: stage 5 loads the product. The spec's client reads the first item; we take the
 * income-protection line by its uid, so the order of the list never changes what is sold.
 */
export async function getIncomeProduct(signal?: AbortSignal): Promise<IncomeProduct> {
  const products = await api.get<IncomeProduct[]>('/local/products', { signal });
  const product = products.find((item) => item.uid === 'EI');
  if (!product) throw new Error('The income-protection product is missing from the catalogue');
  return product;
}

export const incomeProductQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'EI'],
    queryFn: ({ signal }) => getIncomeProduct(signal),
    staleTime: 10 * 60_000,
  });

export function useIncomeProduct() {
  return useQuery(incomeProductQueryOptions());
}
