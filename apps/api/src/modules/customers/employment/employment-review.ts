import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { employmentReviews, uploads } from '../../../db/schema/index.js';
import { afterKey, exactTime, type TimeKeyPage } from '../../../lib/paging.js';
import { markEmploymentLetterInReview, setProfileComplete } from '../customers/index.js';

type EmploymentReviewRow = typeof employmentReviews.$inferSelect;

/**
 * A submission of the employment information with its letter (stage 94) goes to a reviewer: the
 * income-protection profile is complete only once the letter is approved. Sending the letter that
 * was last approved again changes nothing; any other letter opens a new review (a pending one is
 * superseded) and the profile waits for it. Runs in the caller's transaction, which has locked the
 * customer's row.
 */
export async function openEmploymentReview(
  tx: DbOrTx,
  customerId: number,
  uploadId: number,
  now: Date,
): Promise<'unchanged' | 'opened'> {
  const [latest] = await tx
    .select()
    .from(employmentReviews)
    .where(
      and(eq(employmentReviews.customerId, customerId), ne(employmentReviews.status, 'superseded')),
    )
    .orderBy(desc(employmentReviews.id))
    .limit(1);
  if (latest && latest.uploadId === uploadId && latest.status !== 'rejected') return 'unchanged';
  await tx
    .update(employmentReviews)
    .set({ status: 'superseded' })
    .where(
      and(eq(employmentReviews.customerId, customerId), eq(employmentReviews.status, 'pending')),
    );
  await tx.insert(employmentReviews).values({ customerId, uploadId, submittedAt: now });
  await markEmploymentLetterInReview(tx, customerId, now);
  return 'opened';
}

/** The queue: letters waiting for a reviewer, oldest first, with the file each one reads. */
export async function listPendingEmploymentReviews(db: DbOrTx, page: TimeKeyPage) {
  return db
    .select({
      review: employmentReviews,
      upload: uploads,
      sortAt: exactTime(employmentReviews.submittedAt),
    })
    .from(employmentReviews)
    .innerJoin(uploads, eq(uploads.id, employmentReviews.uploadId))
    .where(
      and(
        eq(employmentReviews.status, 'pending'),
        page.after
          ? afterKey([employmentReviews.submittedAt, employmentReviews.id], page.after)
          : undefined,
      ),
    )
    .orderBy(asc(employmentReviews.submittedAt), asc(employmentReviews.id))
    .limit(page.limit + 1);
}

export async function hasPendingEmploymentReview(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({ id: employmentReviews.id })
    .from(employmentReviews)
    .where(
      and(eq(employmentReviews.customerId, customerId), eq(employmentReviews.status, 'pending')),
    )
    .limit(1);
  return row !== undefined;
}

export async function findEmploymentReview(db: DbOrTx, id: number) {
  const [row] = await db.select().from(employmentReviews).where(eq(employmentReviews.id, id));
  return row ?? null;
}

/** The letter of a review, for the staff file route. */
export async function employmentReviewLetter(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ review: employmentReviews, upload: uploads })
    .from(employmentReviews)
    .innerJoin(uploads, eq(uploads.id, employmentReviews.uploadId))
    .where(eq(employmentReviews.id, id));
  return row ?? null;
}

/**
 * Decides a pending review: only one decision wins (the update is conditional on `pending`); null
 * when it was not pending any more. Approving completes the income-protection profile.
 */
export async function decideEmploymentReview(
  tx: DbOrTx,
  input: {
    id: number;
    staffId: number;
    decision: 'approve' | 'reject';
    reason: string | null;
    now: Date;
  },
): Promise<EmploymentReviewRow | null> {
  const [row] = await tx
    .update(employmentReviews)
    .set({
      status: input.decision === 'approve' ? 'approved' : 'rejected',
      decidedAt: input.now,
      decidedBy: input.staffId,
      decisionReason: input.reason,
    })
    .where(and(eq(employmentReviews.id, input.id), eq(employmentReviews.status, 'pending')))
    .returning();
  if (!row) return null;
  await setProfileComplete(tx, row.customerId, 'EI', input.decision === 'approve', input.now);
  return row;
}

/** Whether the customer's latest letter was approved (complete-profile-by-product reads it for EI). */
export async function employmentLetterApproved(db: DbOrTx, customerId: number) {
  const [latest] = await db
    .select({ status: employmentReviews.status })
    .from(employmentReviews)
    .where(
      and(eq(employmentReviews.customerId, customerId), ne(employmentReviews.status, 'superseded')),
    )
    .orderBy(desc(employmentReviews.id))
    .limit(1);
  return latest?.status === 'approved';
}
