import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { payments, refunds } from '../../../db/schema/index.js';
import { enqueueJob } from '../../../jobs/queue.js';

/**
 * Why money goes back: a card verification (₦50), a payment whose amount did not match its
 * reference, a refund staff started and a second finance member approved (maker-checker,
 * modules/back-office/backoffice), a premium that succeeded after its policy was cancelled, or a period paid
 * twice (modules/sales/payments/fulfilment.ts, lineRefundReason).
 */
type RefundReason =
  'card_verification' | 'amount_mismatch' | 'staff' | 'policy_cancelled' | 'paid_twice';

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

/**
 * Every refund that has gone back or may still go back: queued, requested or processing at the
 * provider, held by a chargeback (it goes out if we win), or processed. Only a cancelled refund (never
 * sent) frees its money; failed and needs-attention are finance's to resolve by hand.
 */
const REFUND_COUNTED_STATUSES = [
  'pending',
  'requested',
  'processing',
  'held',
  'processed',
] as const;

/**
 * What is left to refund of a paid reference, in kobo: the payment less every refund of it counted
 * above (a full refund counts the whole payment), and never more than the payment less what it
 * records as given back (a processed refund, or a chargeback lost). Null when it was not paid.
 */
export async function refundableLeft(
  tx: DbOrTx,
  paymentReferenceId: number,
): Promise<number | null> {
  const [payment] = await tx
    .select({ amountKobo: payments.amountKobo, refundAmountKobo: payments.refundAmountKobo })
    .from(payments)
    .where(eq(payments.paymentReferenceId, paymentReferenceId))
    .limit(1);
  if (!payment) return null;
  const out = await tx
    .select({ amountKobo: refunds.amountKobo })
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentReferenceId, paymentReferenceId),
        inArray(refunds.status, [...REFUND_COUNTED_STATUSES]),
      ),
    );
  const counted = out.reduce((sum, r) => sum + (r.amountKobo ?? payment.amountKobo), 0);
  return Math.max(0, payment.amountKobo - Math.max(counted, payment.refundAmountKobo ?? 0));
}
