import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { paymentAuthorizations } from '../../../db/schema/index.js';

export type AuthorizationRow = typeof paymentAuthorizations.$inferSelect;

/**
 * The customer's saved cards that can still be charged with this provider, newest first: the first
 * is the one premiums are charged to (findReusableAuthorization in the payments repo picks the same).
 */
export async function listActiveCards(
  db: DbOrTx,
  customerId: number,
  provider: string,
): Promise<AuthorizationRow[]> {
  return db
    .select()
    .from(paymentAuthorizations)
    .where(
      and(
        eq(paymentAuthorizations.customerId, customerId),
        eq(paymentAuthorizations.provider, provider),
        eq(paymentAuthorizations.reusable, true),
        eq(paymentAuthorizations.active, true),
      ),
    )
    .orderBy(desc(paymentAuthorizations.id));
}

export { deleteOwnCard } from '../payments/index.js';
