import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TelemedicineStatus } from '@alaafia/domain';
import type { DbOrTx } from '../../../db/client.js';
import {
  customers,
  hospitals,
  policies,
  pricingPlans,
  telemedicineRequests,
} from '../../../db/schema/index.js';

export type TelemedicineRow = typeof telemedicineRequests.$inferSelect;

/**
 * The customer's active health plan (product HI), with its plan's name and the customer's hospital:
 * what 'Talk to a doctor' needs. Null when there is none (paused, lapsed, cancelled or never bought).
 */
export async function findActiveHealthPlan(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({
      policyId: policies.id,
      plan: pricingPlans.name,
      firstName: customers.firstName,
      lastName: customers.lastName,
      phone: customers.phoneNumber,
      hospital: hospitals.name,
    })
    .from(policies)
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .innerJoin(pricingPlans, eq(pricingPlans.id, policies.planId))
    .leftJoin(hospitals, eq(hospitals.id, customers.preferredHospitalId))
    .where(
      and(
        eq(policies.customerId, customerId),
        eq(policies.productUid, 'HI'),
        eq(policies.status, 'active'),
      ),
    )
    .orderBy(desc(policies.id))
    .limit(1);
  return row ?? null;
}

/** Who a policy covers, as the partner needs them: name, phone, plan, hospital. */
export async function findPolicyMember(db: DbOrTx, policyId: number) {
  const [row] = await db
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      phone: customers.phoneNumber,
      plan: pricingPlans.name,
      hospital: hospitals.name,
    })
    .from(policies)
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .innerJoin(pricingPlans, eq(pricingPlans.id, policies.planId))
    .leftJoin(hospitals, eq(hospitals.id, customers.preferredHospitalId))
    .where(eq(policies.id, policyId))
    .limit(1);
  return row ?? null;
}

/** The customer's hospital's name, for the urgent advice (null when they have not chosen one). */
export async function customerHospitalName(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({ name: hospitals.name })
    .from(customers)
    .innerJoin(hospitals, eq(hospitals.id, customers.preferredHospitalId))
    .where(eq(customers.id, customerId))
    .limit(1);
  return row?.name ?? null;
}

export async function insertTelemedicineRequest(
  db: DbOrTx,
  values: typeof telemedicineRequests.$inferInsert,
) {
  const [row] = await db.insert(telemedicineRequests).values(values).returning();
  return row!;
}

/** The partner's reference, once the job has handed the request over. */
export async function setPartnerReference(db: DbOrTx, id: number, partnerReference: string) {
  await db
    .update(telemedicineRequests)
    .set({ partnerReference })
    .where(eq(telemedicineRequests.id, id));
}

export async function findTelemedicineRequest(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(telemedicineRequests)
    .where(eq(telemedicineRequests.id, id))
    .limit(1);
  return row ?? null;
}

export async function findTelemedicineByReference(db: DbOrTx, reference: string) {
  const [row] = await db
    .select()
    .from(telemedicineRequests)
    .where(eq(telemedicineRequests.reference, reference))
    .limit(1);
  return row ?? null;
}

/** The customer's requests, newest first. */
export async function listTelemedicineRequests(db: DbOrTx, customerId: number, limit = 5) {
  return db
    .select()
    .from(telemedicineRequests)
    .where(eq(telemedicineRequests.customerId, customerId))
    .orderBy(desc(telemedicineRequests.createdAt), desc(telemedicineRequests.id))
    .limit(limit);
}

export async function openTelemedicineRequest(
  db: DbOrTx,
  customerId: number,
  open: readonly TelemedicineStatus[],
) {
  const [row] = await db
    .select({ id: telemedicineRequests.id })
    .from(telemedicineRequests)
    .where(
      and(
        eq(telemedicineRequests.customerId, customerId),
        inArray(telemedicineRequests.status, [...open]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A closed account's requests go with it (docs/business-rules.md, 'Your data'). */
export async function deleteTelemedicineRequestsOf(db: DbOrTx, customerId: number) {
  await db.delete(telemedicineRequests).where(eq(telemedicineRequests.customerId, customerId));
}
