import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/* Referral codes with their own discount (written by the seed; checkout reads it). */

/**
 * Referral codes with their own discount (a partner's code, say). Any other customer's
 * customer_referral_code gives the default 5% (income-protection.md section 9).
 */
export const referralDiscounts = pgTable(
  'referral_discounts',
  {
    code: text('code').primaryKey(),
    customerDiscount: integer('customer_discount').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'referral_discounts_percent_range',
      sql`${t.customerDiscount} >= 0 and ${t.customerDiscount} <= 50`,
    ),
  ],
);
