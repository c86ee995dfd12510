import { CART_STATUSES, type CartStatus } from '@alaafia/domain';
import { statusCheck } from './status-check.js';
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { pricingPlans } from './reference.js';

/* Carts (modules/sales/carts owns these tables). */

/** The customer's cart: at most one open cart each; items point at pricing plans, never at client prices. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** open | checked_out */
    status: text('status').$type<CartStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('carts_status_check', t.status, CART_STATUSES),

    uniqueIndex('carts_one_open_per_customer')
      .on(t.customerId)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productUid: text('product_uid').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => pricingPlans.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_cart_product').on(t.cartId, t.productUid)],
);
