import { addDays, GRACE_DAYS, PAUSED_DAYS_BEFORE_LAPSE } from '@alaafia/domain';
import { and, asc, desc, eq, isNull, lte, ne, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  cancellationReasons,
  freeMonths,
  paymentAuthorizations,
  paymentReferences,
  payments,
  policies,
  pricingPlans,
  products,
} from '../../db/schema/index.js';
import type { PolicyWithProduct } from '../payments/payments.repo.js';
import { sponsoredThrough } from '../sponsors/sponsored-through.js';

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

export async function findCancellationReason(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(cancellationReasons)
    .where(eq(cancellationReasons.id, id))
    .limit(1);
  return row ?? null;
}

/** Whether this policy was issued by the reference that was given the customer's free month. */
export async function issuedWithFreeMonth(db: DbOrTx, policy: PolicyRow): Promise<boolean> {
  if (policy.paymentReferenceId === null) return false;
  const [row] = await db
    .select({ ref: freeMonths.paymentReferenceId })
    .from(freeMonths)
    .where(
      and(
        eq(freeMonths.customerId, policy.customerId),
        eq(freeMonths.productUid, policy.productUid),
        eq(freeMonths.paymentReferenceId, policy.paymentReferenceId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Active monthly policies bought by card (or issued by a sponsor) whose premium is due (on or before today) and whose
 * customer has a saved card: the premium collection's work (renewals.ts decides which attempt).
 */
export async function dueCardPolicies(db: DbOrTx, today: string, limit: number) {
  return db
    .select({ policy: policies })
    .from(policies)
    .leftJoin(paymentReferences, eq(paymentReferences.id, policies.paymentReferenceId))
    .where(
      and(
        eq(policies.status, 'active'),
        eq(policies.unit, 'Month'),
        lte(policies.nextPaymentDate, today),
        // Bought by card, or issued by a sponsor (no purchase): after the sponsored months the
        // customer's saved card pays, as for any monthly policy (docs/business-rules.md, 'Sponsors').
        or(eq(paymentReferences.paymentType, 'card'), isNull(policies.paymentReferenceId)),
        // Never while a sponsor is paying for the months (its period is the policy's paid time).
        not(sponsoredThrough(policies.id, today)),
        sql`exists (select 1 from ${paymentAuthorizations} a where a.customer_id = ${policies.customerId} and a.active and a.reusable)`,
      ),
    )
    .orderBy(asc(policies.nextPaymentDate), asc(policies.id))
    .limit(limit);
}

/** Active policies whose grace period ends on `pauseDay` (they are warned 3 days before). */
export async function policiesInGraceWarning(db: DbOrTx, pauseDay: string) {
  return db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.status, 'active'),
        eq(policies.nextPaymentDate, addDays(pauseDay, -GRACE_DAYS)),
      ),
    );
}

/** Active policies unpaid for the whole grace period by `today`: to be paused. */
export async function pauseUnpaid(db: DbOrTx, today: string) {
  return db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.status, 'active'),
        lte(policies.nextPaymentDate, addDays(today, -GRACE_DAYS)),
      ),
    );
}

/** Paused policies unpaid for PAUSED_DAYS_BEFORE_LAPSE days after their pause by `today`: to lapse. */
export async function lapsePaused(db: DbOrTx, today: string) {
  return db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.status, 'paused'),
        // Paused for verification lapses on its own clock (modules/kyc/kyc-deadline.ts).
        or(isNull(policies.pauseReason), eq(policies.pauseReason, 'payment')),
        lte(policies.nextPaymentDate, addDays(today, -(GRACE_DAYS + PAUSED_DAYS_BEFORE_LAPSE))),
      ),
    );
}

/**
 * Active policies never charged automatically (yearly, or paid by transfer) whose paid time ends on
 * `endDate`: they get renewal reminders.
 */
export async function policiesEndingOn(db: DbOrTx, endDate: string) {
  const rows = await db
    .select({ policy: policies })
    .from(policies)
    .leftJoin(paymentReferences, eq(paymentReferences.id, policies.paymentReferenceId))
    .where(
      and(
        eq(policies.status, 'active'),
        eq(policies.nextPaymentDate, endDate),
        or(ne(policies.unit, 'Month'), ne(paymentReferences.paymentType, 'card')),
        // Sponsored cover has its own notices before it ends (modules/sponsors).
        isNull(policies.company),
      ),
    );
  return rows.map((r) => r.policy);
}
