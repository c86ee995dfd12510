import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { leads } from '../../../db/schema/index.js';

export type LeadRow = typeof leads.$inferSelect;
export type NewLead = Omit<typeof leads.$inferInsert, 'id' | 'createdAt'>;

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
