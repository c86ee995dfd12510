import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { leads } from '../../../db/schema/index.js';

export type LeadRow = typeof leads.$inferSelect;
type NewLead = Omit<typeof leads.$inferInsert, 'id' | 'createdAt'>;

export async function findLatestLead(db: DbOrTx, customerId: number): Promise<LeadRow | null> {
  const [row] = await db
    .select()
    .from(leads)
    .where(eq(leads.customerId, customerId))
    .orderBy(desc(leads.id))
    .limit(1);
  return row ?? null;
}

export async function insertLead(db: DbOrTx, lead: NewLead): Promise<LeadRow> {
  const [row] = await db.insert(leads).values(lead).returning();
  return row!;
}

export async function updateLead(db: DbOrTx, id: number, lead: NewLead): Promise<LeadRow> {
  const [row] = await db.update(leads).set(lead).where(eq(leads.id, id)).returning();
  return row!;
}

export async function deleteLeadsOf(db: DbOrTx, customerId: number): Promise<number> {
  const rows = await db
    .delete(leads)
    .where(eq(leads.customerId, customerId))
    .returning({ id: leads.id });
  return rows.length;
}

/**
 * The leads the back office lists, newest first: those that failed for `reason`, created between
 * `from` and the end of the day `to` (both optional), at most `limit`.
 */
export async function listLeads(
  db: DbOrTx,
  filter: {
    reason?: string | undefined;
    from?: Date | undefined;
    to?: Date | undefined;
    limit: number;
  },
) {
  const where: SQL[] = [];
  if (filter.reason) where.push(eq(leads.completionFailedReason, filter.reason));
  if (filter.from) where.push(gte(leads.createdAt, filter.from));
  if (filter.to) where.push(lte(leads.createdAt, new Date(filter.to.getTime() + 86_400_000 - 1)));
  return db
    .select()
    .from(leads)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(leads.id))
    .limit(filter.limit);
}
