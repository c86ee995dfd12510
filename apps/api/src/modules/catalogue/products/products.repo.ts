import { koboToNaira } from '@alaafia/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { pricingPlans, products } from '../../../db/schema/index.js';

export type ProductRow = typeof products.$inferSelect;
export type PlanRow = typeof pricingPlans.$inferSelect;

/** A product by its numeric id, its uid ('HI') or its customer_products name ('Health Insurance'). */
export async function findProductByKey(
  db: DbOrTx,
  key: number | string,
): Promise<ProductRow | null> {
  const text = String(key).trim();
  if (/^\d+$/.test(text)) {
    const id = Number(text);
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
    const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
    return row ?? null;
  }
  const [row] = await db
    .select()
    .from(products)
    .where(
      sql`upper(${products.uid}) = upper(${text}) or lower(${products.productId}) = lower(${text}) or lower(${products.title}) = lower(${text})`,
    )
    .limit(1);
  return row ?? null;
}

export async function findPlansWithProducts(db: DbOrTx, planIds: number[]) {
  if (planIds.length === 0) return [];
  return db
    .select({ plan: pricingPlans, product: products })
    .from(pricingPlans)
    .innerJoin(products, eq(products.uid, pricingPlans.productUid))
    .where(inArray(pricingPlans.id, planIds));
}

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
