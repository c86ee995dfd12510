import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { customers, hospitals, policies, pricingPlans } from '../../../db/schema/index.js';

/**
 * Reads of a health plan member (issue 28): the customer's health policy (HI) still in force
 * (active, or paused and so able to come back), with the name, plan and hospital a card or a
 * hospital's look-up shows. This module writes no table: the member number is the policies module's
 * (member-numbers.ts) and the hospital is the customer's preferred hospital.
 */
const memberColumns = {
  policyId: policies.id,
  customerId: policies.customerId,
  memberNumber: policies.memberNumber,
  policyNumber: policies.policyNumber,
  status: policies.status,
  pauseReason: policies.pauseReason,
  startDate: policies.startDate,
  nextPaymentDate: policies.nextPaymentDate,
  planId: policies.planId,
  planName: pricingPlans.name,
  firstName: customers.firstName,
  lastName: customers.lastName,
  /** encrypted: a hospital is shown it masked, and may confirm the one the member gives */
  dobEnc: customers.dobEnc,
  hospitalId: hospitals.id,
  hospitalCode: hospitals.code,
  hospitalName: hospitals.name,
};

async function findMember(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select(memberColumns)
    .from(policies)
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .innerJoin(pricingPlans, eq(pricingPlans.id, policies.planId))
    .leftJoin(hospitals, eq(hospitals.id, customers.preferredHospitalId))
    .where(where)
    .orderBy(desc(policies.id))
    .limit(1);
  if (!row || row.memberNumber === null) return null;
  return { ...row, memberNumber: row.memberNumber, name: `${row.firstName} ${row.lastName}` };
}
export type HealthMember = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** The customer's health policy in force (active or paused), or null. */
export function findMemberOfCustomer(db: DbOrTx, customerId: number) {
  return findMember(
    db,
    and(
      eq(policies.customerId, customerId),
      eq(policies.productUid, 'HI'),
      inArray(policies.status, ['active', 'paused']),
    )!,
  );
}

/** The health policy with this member number, whatever its status (a hospital's look-up), or null. */
export function findMemberByNumber(db: DbOrTx, memberNumber: string) {
  return findMember(db, eq(policies.memberNumber, memberNumber));
}
