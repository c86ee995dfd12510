import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { customers, notifications, policies } from '../db/schema/index.js';

/**
 * Who may be offered another product (docs/business-rules.md, 'Marketing messages'): customers
 * with marketing on and an open account, never offered before, whose first policy is at least as
 * old as `firstBefore`, with the products they ever held and the ones still active. A read across
 * customers, cover and messaging (workflows/cross-sell sends the offers).
 */
export async function crossSellCandidates(db: DbOrTx, firstBefore: Date) {
  return db
    .select({
      customerId: customers.id,
      held: sql<string[]>`array_agg(distinct ${policies.productUid})`,
      firstAt: sql<Date>`min(${policies.createdAt})`,
      active: sql<
        string[] | null
      >`array_agg(distinct ${policies.productUid}) filter (where ${policies.status} = 'active')`,
    })
    .from(customers)
    .innerJoin(policies, eq(policies.customerId, customers.id))
    .where(
      and(
        isNull(customers.closedAt),
        eq(customers.marketingMessages, true),
        sql`not exists (select 1 from ${notifications} n where n.customer_id = ${customers.id} and n.event = 'offer.cross-sell')`,
      ),
    )
    .groupBy(customers.id)
    .having(sql`min(${policies.createdAt}) <= ${firstBefore.toISOString()}`);
}
