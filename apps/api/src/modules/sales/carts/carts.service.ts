import {
  checkoutCopy,
  koboToNaira,
  monthsPerUnit,
  nairaToKobo,
  type CartItem,
  type CartProduct,
} from '@alaafia/domain';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { updateCustomerProfile } from '../../customers/customers/index.js';
import {
  findPlansWithProducts,
  findProductByKey,
  type PlanRow,
  type ProductRow,
} from '../../catalogue/products/index.js';
import {
  deleteCartItems,
  findOpenCartId,
  listOpenCartItems,
  openCartId,
  replaceCartItems,
} from './carts.repo.js';

interface ResolvedCartItem {
  product: ProductRow;
  plan: PlanRow;
}

const productsError = (message: string) => unprocessable(message, { products: [message] });

/**
 * Reads a cart the client sent against our own catalogue: each plan must exist, be on sale, belong to
 * the product named (when one is named) and to a product sold online; one plan per product. Prices
 * the client sent are not read. Throws 422 with errors.products before anything is written.
 */
export async function resolveCartProducts(
  db: DbOrTx,
  items: CartProduct[],
): Promise<ResolvedCartItem[]> {
  const found = await findPlansWithProducts(db, [...new Set(items.map((i) => i.plan_id))]);
  const byPlan = new Map(found.map((f) => [f.plan.id, f]));
  const resolved: ResolvedCartItem[] = [];
  for (const item of items) {
    const hit = byPlan.get(item.plan_id);
    if (!hit || !hit.plan.active || monthsPerUnit(hit.plan.unit) === null) {
      throw productsError(checkoutCopy.planUnknown);
    }
    const key = item.id ?? item.product_id;
    if (key !== undefined) {
      const named = await findProductByKey(db, key);
      if (!named) throw productsError(checkoutCopy.productUnknown);
      if (named.uid !== hit.product.uid) throw productsError(checkoutCopy.planNotForProduct);
    }
    if (!hit.product.purchasable) throw productsError(checkoutCopy.productNotSold);
    if (resolved.some((r) => r.product.uid === hit.product.uid)) {
      throw productsError(checkoutCopy.onePlanPerProduct);
    }
    resolved.push({ product: hit.product, plan: hit.plan });
  }
  return resolved;
}

/** Replaces the items of the customer's open cart (made when there is none). */
export async function saveCart(
  db: DbOrTx,
  customerId: number,
  items: ResolvedCartItem[],
  now: Date,
): Promise<void> {
  const cartId = await openCartId(db, customerId, now);
  await replaceCartItems(
    db,
    cartId,
    items.map((i) => ({ productUid: i.product.uid, planId: i.plan.id })),
    now,
  );
}

/** The open cart's items, as the answers show them. */
export async function cartItemsOf(db: DbOrTx, customerId: number): Promise<CartItem[]> {
  const rows = await listOpenCartItems(db, customerId);
  return rows.map(({ item, plan, product }) => ({
    id: item.id,
    product_uid: product.uid,
    product_id: product.id,
    product: product.title,
    plan_id: plan.id,
    plan_name: plan.name,
    price: koboToNaira(plan.priceKobo),
    coverage: koboToNaira(plan.coverageKobo),
    unit: plan.unit,
  }));
}

export function createCartsService(ctx: AppContext) {
  const { db } = ctx.database;
  return {
    list: (customerId: number) => cartItemsOf(db, customerId),

    /** POST carts: the cart (and the salary, when sent) saved together. */
    async save(
      customerId: number,
      products: CartProduct[],
      options: { salary?: number } = {},
    ): Promise<CartItem[]> {
      const resolved = await resolveCartProducts(db, products);
      await db.transaction(async (tx) => {
        const now = ctx.now();
        if (options.salary !== undefined) {
          const salaryKobo = nairaToKobo(options.salary);
          await updateCustomerProfile(tx, customerId, { salaryKobo }, now);
        }
        await saveCart(tx, customerId, resolved, now);
      });
      return cartItemsOf(db, customerId);
    },

    /** DELETE carts: removes those items of the open cart; ids not in it change nothing. */
    async remove(customerId: number, itemIds: number[]): Promise<CartItem[]> {
      const cartId = await findOpenCartId(db, customerId);
      if (cartId !== null) await deleteCartItems(db, cartId, itemIds);
      return cartItemsOf(db, customerId);
    },
  };
}
