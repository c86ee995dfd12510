import { and, desc, eq, inArray, isNotNull, max } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { changeHospitalRequests, customers, hospitals } from '../../../db/schema/index.js';

export type ChangeHospitalRequestRow = typeof changeHospitalRequests.$inferSelect;

/**
 * Reads the customer's current hospital and locks the customer's row until the transaction ends, so
 * two requests sent at once are checked one after the other (no two pending requests).
 */
export async function lockCustomerHospital(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({ id: customers.id, preferredHospitalId: customers.preferredHospitalId })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row ?? null;
}

export async function findPendingChangeRequest(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({ id: changeHospitalRequests.id })
    .from(changeHospitalRequests)
    .where(
      and(
        eq(changeHospitalRequests.customerId, customerId),
        eq(changeHospitalRequests.status, 'pending'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The customer's pending request with the name of the hospital asked for, or null. */
export async function findPendingChangeRequestView(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({ request: changeHospitalRequests, hospitalName: hospitals.name })
    .from(changeHospitalRequests)
    .innerJoin(hospitals, eq(hospitals.id, changeHospitalRequests.hospitalId))
    .where(
      and(
        eq(changeHospitalRequests.customerId, customerId),
        eq(changeHospitalRequests.status, 'pending'),
      ),
    )
    .orderBy(desc(changeHospitalRequests.createdAt))
    .limit(1);
  return row ?? null;
}

/** When the customer's most recent approved change was decided, or null when none was. */
export async function lastApprovedChangeAt(db: DbOrTx, customerId: number): Promise<Date | null> {
  return (await lastApprovedChangesAt(db, [customerId])).get(customerId) ?? null;
}

/**
 * The same for several customers in one query (the reviewers' hospital-change queue, a page at a
 * time): each customer's most recent approved change, absent when none was.
 */
export async function lastApprovedChangesAt(
  db: DbOrTx,
  customerIds: readonly number[],
): Promise<Map<number, Date>> {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      customerId: changeHospitalRequests.customerId,
      decidedAt: max(changeHospitalRequests.decidedAt),
    })
    .from(changeHospitalRequests)
    .where(
      and(
        inArray(changeHospitalRequests.customerId, ids),
        eq(changeHospitalRequests.status, 'approved'),
        isNotNull(changeHospitalRequests.decidedAt),
      ),
    )
    .groupBy(changeHospitalRequests.customerId);
  return new Map(rows.flatMap((r) => (r.decidedAt ? [[r.customerId, r.decidedAt] as const] : [])));
}

export async function insertChangeRequest(
  db: DbOrTx,
  values: Pick<
    typeof changeHospitalRequests.$inferInsert,
    'customerId' | 'fromHospitalId' | 'hospitalId' | 'changeReason' | 'createdAt'
  >,
): Promise<ChangeHospitalRequestRow> {
  const [row] = await db
    .insert(changeHospitalRequests)
    .values({ ...values, status: 'pending' })
    .returning();
  if (!row) throw new Error('change hospital request insert returned no row');
  return row;
}

/** A closed account's hospital change requests go. */
export async function deleteChangeHospitalRequestsOf(db: DbOrTx, customerId: number) {
  await db.delete(changeHospitalRequests).where(eq(changeHospitalRequests.customerId, customerId));
}
