import { and, desc, eq, inArray, isNotNull, max, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { changeHospitalRequests, customers, hospitals } from '../../../db/schema/index.js';

type ChangeHospitalRequestRow = typeof changeHospitalRequests.$inferSelect;

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

/**
 * A customer's hospital at a moment, as SQL for another module's query (capitation counts each
 * member at the hospital they had at the start of the 1st; docs/business-rules.md, 'Capitation'):
 * when a change was approved after that moment, the hospital the first such change moved them from;
 * otherwise the hospital they have now. `customerId` and `currentHospitalId` are the query's columns
 * of the customer.
 */
export function hospitalAtSql(
  customerId: AnyColumn,
  currentHospitalId: AnyColumn,
  at: Date,
): SQL<number | null> {
  const r = changeHospitalRequests;
  const later = sql`${r.customerId} = ${customerId} and ${r.status} = 'approved' and ${r.decidedAt} > ${at.toISOString()}::timestamptz`;
  return sql<
    number | null
  >`(case when exists (select 1 from ${r} where ${later}) then (select ${r.fromHospitalId} from ${r} where ${later} order by ${r.decidedAt} asc limit 1) else ${currentHospitalId} end)`;
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
