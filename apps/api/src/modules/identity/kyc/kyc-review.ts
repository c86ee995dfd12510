import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import {
  identityDocuments,
  kycIdClaims,
  kycNameDisclosures,
  kycReviews,
} from '../../../db/schema/index.js';
import { afterKey, exactTime, type TimeKeyPage } from '../../../lib/paging.js';
import { insertEvent } from './kyc.repo.js';
import { markKycComplete, markKycIncomplete } from '../../customers/customers/index.js';
import { resumeAfterVerification } from './kyc-deadline.js';

type KycReviewRow = typeof kycReviews.$inferSelect;

/** The queue: verifications held for review, oldest first, with their document; a keyset page (one row more than the limit when there are more). */
export async function listHeldKycReviews(db: DbOrTx, page: TimeKeyPage) {
  return db
    .select({
      review: kycReviews,
      document: identityDocuments,
      sortAt: exactTime(kycReviews.createdAt),
    })
    .from(kycReviews)
    .leftJoin(identityDocuments, eq(identityDocuments.id, kycReviews.identityDocumentId))
    .where(
      and(
        eq(kycReviews.status, 'held'),
        page.after ? afterKey([kycReviews.createdAt, kycReviews.id], page.after) : undefined,
      ),
    )
    .orderBy(asc(kycReviews.createdAt), asc(kycReviews.id))
    .limit(page.limit + 1);
}

/**
 * The names we showed customers from ID records (encrypted), for the reviewer to compare: a page of
 * the queue in one query (issue 29: one query per held review grew with the queue;
 * docs/performance.md, 'A million customers').
 */
export async function nameDisclosuresOfCustomers(db: DbOrTx, customerIds: number[]) {
  const byCustomer = new Map<number, (typeof kycNameDisclosures.$inferSelect)[]>();
  if (customerIds.length === 0) return byCustomer;
  const rows = await db
    .select()
    .from(kycNameDisclosures)
    .where(inArray(kycNameDisclosures.customerId, [...new Set(customerIds)]))
    .orderBy(asc(kycNameDisclosures.id));
  for (const row of rows) {
    const list = byCustomer.get(row.customerId) ?? [];
    list.push(row);
    byCustomer.set(row.customerId, list);
  }
  return byCustomer;
}

export async function findKycReview(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ review: kycReviews, document: identityDocuments })
    .from(kycReviews)
    .leftJoin(identityDocuments, eq(identityDocuments.id, kycReviews.identityDocumentId))
    .where(eq(kycReviews.id, id));
  return row ?? null;
}

export async function hasHeldKycReview(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({ id: kycReviews.id })
    .from(kycReviews)
    .where(and(eq(kycReviews.customerId, customerId), eq(kycReviews.status, 'held')))
    .limit(1);
  return row !== undefined;
}

/**
 * Decides a held verification; only one decision wins (conditional on `held`), null otherwise.
 * - Approve: KYC completes as set-kyc-complete would have completed it, when the held document is
 *   still verified (a customer who cleaned it since verifies again).
 * - Reject: the document no longer proves anything (status rejected) and its ID is released (the
 *   claim goes), so the customer can verify again, with another ID or the same one.
 */
export async function decideKycReview(
  tx: DbOrTx,
  input: {
    id: number;
    staffId: number;
    decision: 'approve' | 'reject';
    reason: string | null;
    now: Date;
  },
): Promise<{ review: KycReviewRow; kycCompleted: boolean } | null> {
  const [review] = await tx
    .update(kycReviews)
    .set({
      status: input.decision === 'approve' ? 'approved' : 'rejected',
      decidedAt: input.now,
      decidedBy: String(input.staffId),
      decisionReason: input.reason,
    })
    .where(and(eq(kycReviews.id, input.id), eq(kycReviews.status, 'held')))
    .returning();
  if (!review) return null;
  const [doc] = review.identityDocumentId
    ? await tx
        .select()
        .from(identityDocuments)
        .where(eq(identityDocuments.id, review.identityDocumentId))
    : [];
  let kycCompleted = false;
  if (input.decision === 'approve') {
    if (doc?.status === 'verified') {
      await markKycComplete(tx, review.customerId, input.now);
      // Verified: policies paused for want of verification resume in this transaction.
      await resumeAfterVerification(tx, review.customerId, input.now);
      kycCompleted = true;
    }
  } else if (doc) {
    await tx
      .update(identityDocuments)
      .set({ status: 'rejected', updatedAt: input.now })
      .where(eq(identityDocuments.id, doc.id));
    await tx.delete(kycIdClaims).where(eq(kycIdClaims.identityDocumentId, doc.id));
    await markKycIncomplete(tx, review.customerId, input.now);
  }
  await insertEvent(tx, {
    customerId: review.customerId,
    event: input.decision === 'approve' ? 'review_approved' : 'review_rejected',
    success: input.decision === 'approve',
    identityDocumentId: doc?.id ?? null,
    detail: `${review.reason} by staff ${input.staffId}${kycCompleted ? ', KYC completed' : ''}`,
    createdAt: input.now,
  });
  if (kycCompleted) {
    await insertEvent(tx, {
      customerId: review.customerId,
      event: 'completed',
      success: true,
      identityDocumentId: doc?.id ?? null,
      detail: `with ${doc?.type} after review`,
      createdAt: input.now,
    });
  }
  return { review, kycCompleted };
}
