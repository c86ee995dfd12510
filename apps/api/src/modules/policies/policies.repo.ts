import { and, asc, desc, eq, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  cancellationReasons,
  paymentAuthorizations,
  paymentReferences,
  payments,
  policies,
  pricingPlans,
  products,
} from '../../db/schema/index.js';
import type { PolicyWithProduct } from '../payments/payments.repo.js';

export type PolicyRow = typeof policies.$inferSelect;

export async function listPolicies(db: DbOrTx, customerId: number): Promise<PolicyWithProduct[]> {
  return db
    .select({ policy: policies, product: products })
    .from(policies)
    .innerJoin(products, eq(products.uid, policies.productUid))
    .where(eq(policies.customerId, customerId))
    .orderBy(asc(policies.id));
}

/** One of the customer's policies by number, with what its document shows; null when not theirs. */
export async function findOwnPolicyByNumber(db: DbOrTx, customerId: number, policyNumber: string) {
  const [row] = await db
    .select({ policy: policies, product: products, planName: pricingPlans.name })
    .from(policies)
    .innerJoin(products, eq(products.uid, policies.productUid))
    .innerJoin(pricingPlans, eq(pricingPlans.id, policies.planId))
    .where(and(eq(policies.customerId, customerId), eq(policies.policyNumber, policyNumber)))
    .limit(1);
  return row ?? null;
}

/** The latest payment that paid for a policy (its purchase or a renewal), or null. */
export async function latestPaymentForPolicy(db: DbOrTx, policy: PolicyRow) {
  const [row] = await db
    .select({ reference: paymentReferences, payment: payments })
    .from(paymentReferences)
    .innerJoin(payments, eq(payments.paymentReferenceId, paymentReferences.id))
    .where(
      and(
        eq(paymentReferences.customerId, policy.customerId),
        sql`${paymentReferences.lines} @> ${JSON.stringify([{ policy_id: policy.id }])}::jsonb`,
      ),
    )
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** The customer's newest policy of a product, whatever its status. */
export async function latestPolicyOf(db: DbOrTx, customerId: number, productUid: string) {
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.customerId, customerId), eq(policies.productUid, productUid)))
    .orderBy(desc(policies.id))
    .limit(1);
  return row ?? null;
}

export async function cancellationReasonExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cancellationReasons.id })
    .from(cancellationReasons)
    .where(eq(cancellationReasons.id, id))
    .limit(1);
  return row !== undefined;
}

/**
 * Active monthly policies bought by card whose next premium is due, whose customer has a saved card
 * and which were not charged today already (`todayReference` gives the day's charge reference).
 */
export async function dueCardPolicies(
  db: DbOrTx,
  today: string,
  todayPrefix: string,
  limit: number,
) {
  return db
    .select({ policy: policies })
    .from(policies)
    .innerJoin(paymentReferences, eq(paymentReferences.id, policies.paymentReferenceId))
    .where(
      and(
        eq(policies.status, 'active'),
        eq(policies.unit, 'Month'),
        lte(policies.nextPaymentDate, today),
        eq(paymentReferences.paymentType, 'card'),
        sql`exists (select 1 from ${paymentAuthorizations} a where a.customer_id = ${policies.customerId} and a.active and a.reusable)`,
        sql`not exists (select 1 from ${paymentReferences} r where r.reference = ${todayPrefix} || ${policies.id}::text || ${`-${today.replaceAll('-', '')}`})`,
      ),
    )
    .orderBy(asc(policies.nextPaymentDate), asc(policies.id))
    .limit(limit);
}

/** Active policies unpaid since before `cutoff` become lapsed. */
export async function lapseUnpaid(db: DbOrTx, cutoff: string, now: Date) {
  return db
    .update(policies)
    .set({ status: 'lapsed', updatedAt: now })
    .where(and(eq(policies.status, 'active'), lt(policies.nextPaymentDate, cutoff)))
    .returning({ id: policies.id });
}
