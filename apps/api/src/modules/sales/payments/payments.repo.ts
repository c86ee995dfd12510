import { and, desc, eq, inArray, isNotNull, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import {
  customers,
  freeMonths,
  paymentAuthorizations,
  paymentReferences,
  payments,
  policies,
  products,
  referralDiscounts,
} from '../../../db/schema/index.js';

export type ReferenceRow = typeof paymentReferences.$inferSelect;
type NewReference = typeof paymentReferences.$inferInsert;

export async function insertReference(
  db: DbOrTx,
  values: NewReference,
): Promise<ReferenceRow | null> {
  const [row] = await db.insert(paymentReferences).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findReference(db: DbOrTx, reference: string): Promise<ReferenceRow | null> {
  const [row] = await db
    .select()
    .from(paymentReferences)
    .where(eq(paymentReferences.reference, reference))
    .limit(1);
  return row ?? null;
}

/** The reference row, locked until the transaction ends (SELECT ... FOR UPDATE). */
export async function lockReference(db: DbOrTx, reference: string): Promise<ReferenceRow | null> {
  const [row] = await db
    .select()
    .from(paymentReferences)
    .where(eq(paymentReferences.reference, reference))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The products (uids) the customer holds an active policy for, among `uids`. */
export async function activeProductUids(
  db: DbOrTx,
  customerId: number,
  uids: string[],
): Promise<string[]> {
  if (uids.length === 0) return [];
  const rows = await db
    .selectDistinct({ uid: policies.productUid })
    .from(policies)
    .where(
      and(
        eq(policies.customerId, customerId),
        eq(policies.status, 'active'),
        inArray(policies.productUid, uids),
      ),
    );
  return rows.map((r) => r.uid);
}

/** The products (uids), among `uids`, whose one free month the customer has already been given. */
export async function freeMonthsUsed(
  db: DbOrTx,
  customerId: number,
  uids: string[],
): Promise<string[]> {
  if (uids.length === 0) return [];
  const rows = await db
    .select({ uid: freeMonths.productUid })
    .from(freeMonths)
    .where(and(eq(freeMonths.customerId, customerId), inArray(freeMonths.productUid, uids)));
  return rows.map((r) => r.uid);
}

/** A referral code's owner (another customer) and its own discount, when the code has one. */
export async function findReferral(db: DbOrTx, code: string) {
  const [owner] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.customerReferralCode, code))
    .limit(1);
  const [discount] = await db
    .select({ customerDiscount: referralDiscounts.customerDiscount })
    .from(referralDiscounts)
    .where(and(eq(referralDiscounts.code, code), eq(referralDiscounts.active, true)))
    .limit(1);
  return { ownerId: owner?.id ?? null, customerDiscount: discount?.customerDiscount ?? null };
}

/** The customer's newest active, reusable saved card with this provider. */
export async function findReusableAuthorization(db: DbOrTx, customerId: number, provider: string) {
  const [row] = await db
    .select()
    .from(paymentAuthorizations)
    .where(
      and(
        eq(paymentAuthorizations.customerId, customerId),
        eq(paymentAuthorizations.provider, provider),
        eq(paymentAuthorizations.reusable, true),
        eq(paymentAuthorizations.active, true),
      ),
    )
    .orderBy(desc(paymentAuthorizations.id))
    .limit(1);
  return row ?? null;
}

/**
 * What the customer record shows of checkout: the products held (active policies, as
 * customer_products), whether anything was paid, and the latest paid reference.
 */
export async function checkoutSummary(db: DbOrTx, customerId: number) {
  const held = await db
    .selectDistinct({ productId: products.productId, productUid: products.uid })
    .from(policies)
    .innerJoin(products, eq(products.uid, policies.productUid))
    .where(and(eq(policies.customerId, customerId), eq(policies.status, 'active')))
    .orderBy(products.uid);
  const [latest] = await db
    .select({ reference: paymentReferences.reference })
    .from(paymentReferences)
    .where(
      and(eq(paymentReferences.customerId, customerId), isNotNull(paymentReferences.fulfilledAt)),
    )
    .orderBy(desc(paymentReferences.fulfilledAt), desc(paymentReferences.id))
    .limit(1);
  // Issue 30: whose one free month was already given (docs/business-rules.md 'Free month'), so the
  // plan summary does not promise it again.
  const given = await db
    .select({ uid: freeMonths.productUid })
    .from(freeMonths)
    .where(eq(freeMonths.customerId, customerId))
    .orderBy(freeMonths.productUid);
  return {
    products: held.map((p) => ({ product_id: p.productId, product_uid: p.productUid })),
    freeMonthsUsed: given.map((g) => g.uid),
    hasPaid: latest !== undefined,
    latestReference: latest?.reference ?? null,
  };
}

/** The customer's paid references (newest first) with their payment rows. */
export async function paidReferences(db: DbOrTx, customerId: number) {
  return db
    .select({ reference: paymentReferences, payment: payments })
    .from(paymentReferences)
    .innerJoin(payments, eq(payments.paymentReferenceId, paymentReferences.id))
    .where(eq(paymentReferences.customerId, customerId))
    .orderBy(desc(payments.paidAt), desc(payments.id));
}

/** A saved card the provider refused outright ('Authorization code is invalid'): never charged again. */
/**
 * A lost chargeback: the disputed card is never charged again (docs/business-rules.md,
 * 'Chargebacks'). The card is the customer's saved card ending in `last4` (the dispute's); when the
 * dispute does not say, every saved card of the customer stops, so no premium goes to it by mistake.
 */
export async function deactivateDisputedCards(
  db: DbOrTx,
  customerId: number,
  last4: string | null,
) {
  return db
    .update(paymentAuthorizations)
    .set({ active: false })
    .where(
      and(
        eq(paymentAuthorizations.customerId, customerId),
        eq(paymentAuthorizations.active, true),
        ...(last4 ? [eq(paymentAuthorizations.last4, last4)] : []),
      ),
    )
    .returning({ id: paymentAuthorizations.id });
}

export async function deactivateAuthorization(db: DbOrTx, id: number) {
  await db
    .update(paymentAuthorizations)
    .set({ active: false })
    .where(eq(paymentAuthorizations.id, id));
}

/**
 * Active reusable cards expiring in the given month (exp_year 'YYYY', exp_month 'MM' or 'M', as
 * Paystack gives them), of customers with an active policy: they are asked for a new card.
 */
export async function cardsExpiringIn(db: DbOrTx, year: string, month: string) {
  return db
    .select()
    .from(paymentAuthorizations)
    .where(
      and(
        eq(paymentAuthorizations.active, true),
        eq(paymentAuthorizations.reusable, true),
        eq(paymentAuthorizations.expYear, year),
        inArray(paymentAuthorizations.expMonth, [month, String(Number(month))]),
        sql`exists (select 1 from ${policies} p where p.customer_id = ${paymentAuthorizations.customerId} and p.status = 'active')`,
      ),
    );
}

/** A closed account's saved cards go: nothing can be charged again. */
/** The customer's payment references, as a subquery (the webhook copies of them are erased). */
export function referencesOf(db: DbOrTx, customerId: number) {
  return db
    .select({ reference: paymentReferences.reference })
    .from(paymentReferences)
    .where(eq(paymentReferences.customerId, customerId));
}

export async function deleteAuthorizationsOf(db: DbOrTx, customerId: number) {
  await db.delete(paymentAuthorizations).where(eq(paymentAuthorizations.customerId, customerId));
}

/** Deletes one saved card of this customer (never another's); the deleted row, or null. */
export async function deleteOwnCard(
  db: DbOrTx,
  customerId: number,
  cardId: number,
): Promise<typeof paymentAuthorizations.$inferSelect | null> {
  const [row] = await db
    .delete(paymentAuthorizations)
    .where(
      and(eq(paymentAuthorizations.id, cardId), eq(paymentAuthorizations.customerId, customerId)),
    )
    .returning();
  return row ?? null;
}

/** The latest payment that paid for a policy (its purchase or a renewal), or null. */
export async function latestPaymentForPolicy(
  db: DbOrTx,
  policy: { id: number; customerId: number },
) {
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

/** Whether this policy was issued by the reference that was given the customer's free month. */
export async function issuedWithFreeMonth(
  db: DbOrTx,
  policy: { customerId: number; productUid: string; paymentReferenceId: number | null },
): Promise<boolean> {
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
 * For the premium collection's queries (modules/sales/billing): whether the payment reference in
 * `referenceId` was paid by card, or by something other than a card (false for none).
 */
export function referencePaidBy(referenceId: AnyColumn, by: 'card' | 'other') {
  return by === 'card'
    ? sql`exists (select 1 from ${paymentReferences} r where r.id = ${referenceId} and r.payment_type = 'card')`
    : sql`exists (select 1 from ${paymentReferences} r where r.id = ${referenceId} and r.payment_type <> 'card')`;
}

/** For the premium collection's queries: whether the customer in `customerId` has a card to charge. */
export function hasReusableCard(customerId: AnyColumn) {
  return sql`exists (select 1 from ${paymentAuthorizations} a where a.customer_id = ${customerId} and a.active and a.reusable)`;
}

export type AuthorizationRow = typeof paymentAuthorizations.$inferSelect;

/**
 * The customer's saved cards that can still be charged with this provider, newest first: the first
 * is the one premiums are charged to (findReusableAuthorization in the payments repo picks the same).
 */
export async function listActiveCards(
  db: DbOrTx,
  customerId: number,
  provider: string,
): Promise<AuthorizationRow[]> {
  return db
    .select()
    .from(paymentAuthorizations)
    .where(
      and(
        eq(paymentAuthorizations.customerId, customerId),
        eq(paymentAuthorizations.provider, provider),
        eq(paymentAuthorizations.reusable, true),
        eq(paymentAuthorizations.active, true),
      ),
    )
    .orderBy(desc(paymentAuthorizations.id));
}
