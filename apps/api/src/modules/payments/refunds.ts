import { checkoutCopy, formatNaira, koboToNaira } from '@alaafia/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { customers, paymentReferences, payments, refunds } from '../../db/schema/index.js';

/**
 * The refund job: asks the provider to send the money back (the ₦50 card verification once the
 * payment is confirmed, or a payment whose amount did not match). A provider error throws, so the
 * job is retried with backoff; a refund already requested is not requested again.
 */
export async function processRefund(ctx: AppContext, refundId: number): Promise<void> {
  const { db } = ctx.database;
  const [row] = await db
    .select({ refund: refunds, reference: paymentReferences, email: customers.email })
    .from(refunds)
    .innerJoin(paymentReferences, eq(paymentReferences.id, refunds.paymentReferenceId))
    .innerJoin(customers, eq(customers.id, refunds.customerId))
    .where(eq(refunds.id, refundId))
    .limit(1);
  if (!row || row.refund.status !== 'pending') return;
  const result = await ctx.payments.refund({
    reference: row.reference.reference,
    amountKobo: row.refund.amountKobo,
  });
  const now = ctx.now();
  await db
    .update(refunds)
    .set({ status: 'requested', providerStatus: result.status, requestedAt: now })
    .where(eq(refunds.id, refundId));
  if (row.refund.reason !== 'card_verification') return;
  await db
    .update(payments)
    .set({ refundedAt: now, refundAmountKobo: row.refund.amountKobo })
    .where(eq(payments.paymentReferenceId, row.reference.id));
  try {
    const amount = formatNaira(koboToNaira(row.refund.amountKobo ?? row.reference.amountKobo));
    await ctx.email.send({
      to: row.email,
      subject: 'Your card verification refund',
      text: `${checkoutCopy.verificationRefunded} The ${amount} card verification for payment ${row.reference.reference} is on its way back to your card; your bank may take a few working days to show it.`,
    });
  } catch {
    // The refund is requested; a failed notice must not request it again.
  }
}
