import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, hospitals } from '../../db/schema/index.js';

export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomerById(db: DbOrTx, id: number): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row ?? null;
}

export async function findCustomerByEmail(db: DbOrTx, email: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.email, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findHospitalSummary(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: hospitals.id,
      name: hospitals.name,
      address: hospitals.address,
      full_address: hospitals.fullAddress,
    })
    .from(hospitals)
    .where(eq(hospitals.id, id))
    .limit(1);
  return row ?? null;
}
