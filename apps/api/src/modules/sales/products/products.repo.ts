import { koboToNaira } from '@alaafia/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { pricingPlans, products } from '../../../db/schema/index.js';

const PRODUCT_ORDER = ['EI', 'HI', 'HTCI', 'BI', 'CL'];

/** The product catalogue with each product's active pricing plans, in the spec's product order. */
export async function listProductsWithPlans(db: DbOrTx) {
  const [productRows, planRows] = await Promise.all([
    db.select().from(products),
    db
      .select()
      .from(pricingPlans)
      .where(eq(pricingPlans.active, true))
      .orderBy(asc(pricingPlans.priceKobo)),
  ]);
  return productRows
    .sort((a, b) => PRODUCT_ORDER.indexOf(a.uid) - PRODUCT_ORDER.indexOf(b.uid))
    .map((p) => ({
      id: p.id,
      uid: p.uid,
      product_id: p.productId,
      title: p.title,
      purchasable: p.purchasable,
      ...p.details,
      pricing_plans: planRows
        .filter((plan) => plan.productUid === p.uid)
        .map((plan) => ({
          id: plan.id,
          code: plan.code,
          name: plan.name,
          price: koboToNaira(plan.priceKobo),
          coverage: koboToNaira(plan.coverageKobo),
          unit: plan.unit,
          benefits: plan.benefits,
        })),
    }));
}
