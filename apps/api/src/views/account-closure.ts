import { and, count, eq, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  customers,
  identityDocuments,
  paymentReferences,
  payments,
  policies,
  uploads,
} from '../db/schema/index.js';

// What closing an account reads across its owners (workflows/close-account; docs/business-rules.md,
// 'Close my account'): whether cover is still on, what the law makes us keep, the files to delete,
// the payments still in flight, and the closed accounts whose retention has ended.

/** Does the customer hold an active policy (closing waits until it ends)? */
export async function hasActivePolicy(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.customerId, customerId), eq(policies.status, 'active')))
    .limit(1);
  return row !== undefined;
}

/** Did the customer ever pay or hold a policy (then their records are kept, encrypted)? */
export async function holdsPaymentsOrPolicies(db: DbOrTx, customerId: number) {
  for (const table of [payments, policies]) {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(eq(table.customerId, customerId));
    if (Number(row?.n ?? 0) > 0) return true;
  }
  return false;
}

/** Files in storage the account holds: uploads and licence pictures. */
export async function storedFilesOf(db: DbOrTx, customerId: number): Promise<string[]> {
  const uploaded = await db
    .select({ key: uploads.storageKey })
    .from(uploads)
    .where(eq(uploads.customerId, customerId));
  const pictures = await db
    .select({ key: identityDocuments.evidenceKey })
    .from(identityDocuments)
    .where(
      and(eq(identityDocuments.customerId, customerId), isNotNull(identityDocuments.evidenceKey)),
    );
  return [...uploaded.map((u) => u.key), ...pictures.map((p) => p.key!)];
}

/** The customer's payment references still pending since `since` (settled before closing). */
export async function pendingReferencesOf(db: DbOrTx, customerId: number, since: Date) {
  return db
    .select({ reference: paymentReferences.reference })
    .from(paymentReferences)
    .where(
      and(
        eq(paymentReferences.customerId, customerId),
        eq(paymentReferences.status, 'pending'),
        isNull(paymentReferences.fulfilledAt),
        gte(paymentReferences.createdAt, since),
      ),
    );
}

/** Closed accounts whose records were kept until `today` or before: their retention has ended. */
export async function closedAccountsRetainedUntil(db: DbOrTx, today: string, limit: number) {
  return db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        isNotNull(customers.closedAt),
        isNotNull(customers.retainedUntil),
        lte(customers.retainedUntil, today),
      ),
    )
    .limit(limit);
}
