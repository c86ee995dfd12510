import {
  formatNaira,
  INCOME_PRODUCT_UID,
  productFromPrice,
  type ProductUid,
  type PublicProduct,
} from '@alaafia/domain';
import { paths } from '#config/paths.js';
import type { PublicCopy } from './public-copy';
import { buyPath, PUBLIC_PATHS } from './public-pages';

/** The products the public pages show, by uid, in the catalogue's words and the public page's path. */
export const SOLD_ONLINE = [
  { uid: INCOME_PRODUCT_UID, path: PUBLIC_PATHS.income, wizard: paths.buyIncome },
  { uid: 'HI', path: PUBLIC_PATHS.health, wizard: paths.buyHealth },
  { uid: 'HTCI', path: PUBLIC_PATHS.healthCash, wizard: paths.buyHealthCash },
] as const;
export const TALK_TO_US = [
  { uid: 'BI', path: PUBLIC_PATHS.business },
  { uid: 'CL', path: PUBLIC_PATHS.creditLife },
] as const;

export function productOf(catalogue: readonly PublicProduct[], uid: string): PublicProduct {
  const product = catalogue.find((p) => p.uid === uid);
  if (!product) throw new Error(`the catalogue has no product ${uid}`);
  return product;
}

export function buyPathOf(uid: string): string {
  const entry = SOLD_ONLINE.find((p) => p.uid === uid);
  if (!entry) throw new Error(`${uid} is not sold online`);
  return buyPath(entry.wizard);
}

/**
 * The price line of a product sold online, from the one 'from' price rule the dashboard's tiles use
 * too (productFromPrice): income protection from its cheapest plan in the rate table on sale (the
 * wizard's own rating code); a health product from its plans in the catalogue.
 */
export function priceLineOf(product: PublicProduct, copy: PublicCopy): string {
  const price = productFromPrice(product.uid as ProductUid, product.pricing_plans);
  if (!price) throw new Error(`${product.uid} has no price`);
  if (product.uid === INCOME_PRODUCT_UID) return copy.income.priceLine(formatNaira(price.amount));
  return copy.product.priceLine(
    formatNaira(price.amount),
    price.unit === 'Year' ? 'year' : 'month',
  );
}

export function cheapestPlan(product: PublicProduct) {
  const plan = [...product.pricing_plans].sort((a, b) => a.price - b.price)[0];
  if (!plan) throw new Error(`${product.uid} has no pricing plan`);
  return plan;
}
