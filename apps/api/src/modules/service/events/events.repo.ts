import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { analyticsEvents } from '../../../db/schema/index.js';

type AnalyticsEventInsert = typeof analyticsEvents.$inferInsert;

export async function insertAnalyticsEvent(db: DbOrTx, values: AnalyticsEventInsert) {
  const [row] = await db
    .insert(analyticsEvents)
    .values(values)
    .returning({ id: analyticsEvents.id });
  if (!row) throw new Error('analytics event insert returned no row');
  return row;
}

/** A closed account's analytics events go. */
export async function deleteAnalyticsEventsOf(db: DbOrTx, customerId: number) {
  await db.delete(analyticsEvents).where(eq(analyticsEvents.customerId, customerId));
}
