import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { cartItems, carts, pricingPlans, products } from '../../../db/schema/index.js';

export async function findOpenCartId(db: DbOrTx, customerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.customerId, customerId), eq(carts.status, 'open')))
    .limit(1);
  return row?.id ?? null;
}

/** The customer's open cart, made when there is none (one open cart per customer, by index). */
export async function openCartId(db: DbOrTx, customerId: number, now: Date): Promise<number> {
  await db
    .insert(carts)
    .values({ customerId, status: 'open', createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const id = await findOpenCartId(db, customerId);
  if (id === null) throw new Error('open cart vanished');
  return id;
}

export async function replaceCartItems(
  db: DbOrTx,
  cartId: number,
  items: { productUid: string; planId: number }[],
  now: Date,
) {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  if (items.length > 0) {
    await db
      .insert(cartItems)
      .values(
        items.map((i) => ({ cartId, productUid: i.productUid, planId: i.planId, createdAt: now })),
      );
  }
  await db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
}

export async function deleteCartItems(db: DbOrTx, cartId: number, itemIds: number[]) {
  if (itemIds.length === 0) return;
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, itemIds)));
}

/** The items of the customer's open cart with their plans and products, oldest first. */
export async function listOpenCartItems(db: DbOrTx, customerId: number) {
  return db
    .select({ item: cartItems, plan: pricingPlans, product: products, cartId: carts.id })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(pricingPlans, eq(pricingPlans.id, cartItems.planId))
    .innerJoin(products, eq(products.uid, cartItems.productUid))
    .where(and(eq(carts.customerId, customerId), eq(carts.status, 'open')))
    .orderBy(asc(cartItems.id));
}

/** Paid: the open cart is checked out (a cart already checked out stays as it is). */
export async function checkOutCart(db: DbOrTx, cartId: number, now: Date) {
  await db
    .update(carts)
    .set({ status: 'checked_out', updatedAt: now })
    .where(and(eq(carts.id, cartId), eq(carts.status, 'open')));
}

/** A closed account: its carts (and their items) go. */
export async function deleteCartsOf(db: DbOrTx, customerId: number) {
  await db.delete(carts).where(eq(carts.customerId, customerId));
}
