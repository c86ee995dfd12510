import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { hospitals } from '../../../db/schema/index.js';

interface HospitalFilter {
  stateId?: number;
  /** Lower-case local government area name; undefined means the whole state. */
  cityKey?: string;
}

export async function listHospitalsPage(
  db: DbOrTx,
  filter: HospitalFilter,
  page: number,
  perPage: number,
) {
  const conditions: SQL[] = [eq(hospitals.active, true)];
  if (filter.stateId !== undefined) conditions.push(eq(hospitals.stateId, filter.stateId));
  if (filter.cityKey !== undefined) conditions.push(eq(hospitals.cityKey, filter.cityKey));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: hospitals.id,
        name: hospitals.name,
        address: hospitals.address,
        full_address: hospitals.fullAddress,
        city: hospitals.city,
        state_id: hospitals.stateId,
      })
      .from(hospitals)
      .where(where)
      .orderBy(asc(hospitals.name), asc(hospitals.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(hospitals).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findHospital(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(hospitals)
    .where(and(eq(hospitals.id, id), eq(hospitals.active, true)))
    .limit(1);
  return row ?? null;
}

/** A hospital by id whether or not it is still in the network (what a policy was sold with). */
export async function findHospitalAnyState(db: DbOrTx, id: number) {
  const [row] = await db.select().from(hospitals).where(eq(hospitals.id, id)).limit(1);
  return row ?? null;
}

/** A hospital's name and address, as the customer record shows their chosen one. */
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
