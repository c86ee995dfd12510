import type { Product } from '@alaafia/domain';
import { useQuery } from '@tanstack/react-query';
import { productsQueryOptions } from '#lib/reference-data.js';

/**
 * Stage 5 loads the product from GET /local/products (one cache entry with the other flows). The
 * spec's client reads the first item; we take the income-protection line by its uid, so the order
 * of the list never changes what is sold.
 */
function pickIncomeProduct(products: readonly Product[]): Product {
  const product = products.find((item) => item.uid === 'EI');
  if (!product) throw new Error('The income-protection product is missing from the catalogue');
  return product;
}

export function useIncomeProduct() {
  return useQuery({ ...productsQueryOptions(), select: pickIncomeProduct });
}
