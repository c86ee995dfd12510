import { nextOfKinName } from '@alaafia/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { nextOfKin } from '../../../db/schema/index.js';

type NextOfKinRow = typeof nextOfKin.$inferSelect;

/** The next of kin as the customer record carries it (customerSchema's next_of_kin). */
export interface NextOfKinRecord {
  name: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  relationship: string;
}

function toNextOfKinRecord(row: NextOfKinRow): NextOfKinRecord {
  return {
    name: nextOfKinName(row.firstName, row.lastName),
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    email: row.email,
    relationship: row.relationship,
  };
}

async function findNextOfKin(db: DbOrTx, customerId: number): Promise<NextOfKinRow | null> {
  const [row] = await db
    .select()
    .from(nextOfKin)
    .where(eq(nextOfKin.customerId, customerId))
    .limit(1);
  return row ?? null;
}

export async function findNextOfKinRecord(
  db: DbOrTx,
  customerId: number,
): Promise<NextOfKinRecord | null> {
  const row = await findNextOfKin(db, customerId);
  return row ? toNextOfKinRecord(row) : null;
}

/** One next of kin per customer: a second save replaces the first (the unique index on customer_id). */
export async function upsertNextOfKin(
  db: DbOrTx,
  values: Omit<typeof nextOfKin.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
  now: Date,
): Promise<NextOfKinRow> {
  const [row] = await db
    .insert(nextOfKin)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: nextOfKin.customerId,
      set: {
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        phone: sql`excluded.phone`,
        email: sql`excluded.email`,
        relationship: sql`excluded.relationship`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  if (!row) throw new Error('next of kin upsert returned no row');
  return row;
}

/** A closed account's next of kin goes. */
export async function deleteNextOfKinOf(db: DbOrTx, customerId: number) {
  await db.delete(nextOfKin).where(eq(nextOfKin.customerId, customerId));
}
