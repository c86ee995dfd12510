import type { DbOrTx } from '../../db/client.js';
import { refunds } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/queue.js';

/**
 * Why money goes back: a card verification (₦50), a payment whose amount did not match its
 * reference, or a refund staff started and a second finance member approved (maker-checker,
 * modules/backoffice).
 */
export type RefundReason = 'card_verification' | 'amount_mismatch' | 'staff';

/**
 * Queues a refund in the caller's transaction: one refund per payment reference and reason (a
 * second call does nothing), sent by the `payments.refund` job after the commit. The one way a
 * refund is created. Answers the refund's id, or null when one existed already.
 */
export async function queueRefund(
  tx: DbOrTx,
  ref: { id: number; customerId: number },
  reason: RefundReason,
  amountKobo: number | null,
  now: Date,
): Promise<number | null> {
  const [refund] = await tx
    .insert(refunds)
    .values({
      paymentReferenceId: ref.id,
      customerId: ref.customerId,
      reason,
      amountKobo,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  if (!refund) return null;
  await enqueueJob(
    tx,
    'payments.refund',
    { refundId: refund.id },
    { dedupeKey: `refund-${refund.id}`, runAt: now },
  );
  return refund.id;
}
