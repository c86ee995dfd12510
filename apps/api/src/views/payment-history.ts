import {
  koboToNaira,
  PRODUCT_TITLES,
  type PaymentHistoryItem,
  type ProductUid,
} from '@alaafia/domain';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { refunds } from '../db/schema/index.js';
import { createInvoicesService } from '../modules/sales/invoices/index.js';
import { paidReferences } from '../modules/sales/payments/index.js';
import { findPoliciesByIds } from '../modules/cover/policies/index.js';

const titleOf = (uid: string) => PRODUCT_TITLES[uid as ProductUid] ?? uid;

/**
 * The customer's payments, newest first, with what each paid for and its receipts (one per product,
 * recorded on first sight by the invoices service and downloaded from its owner-only document route).
 */
export async function paymentHistory(
  ctx: AppContext,
  customerId: number,
  options: { recordReceipts: boolean } = { recordReceipts: true },
): Promise<PaymentHistoryItem[]> {
  const { db } = ctx.database;
  const invoices = createInvoicesService(ctx);
  const paid = await paidReferences(db, customerId);
  if (paid.length === 0) return [];
  const refundRows = await db
    .select()
    .from(refunds)
    .where(
      inArray(
        refunds.paymentReferenceId,
        paid.map((p) => p.reference.id),
      ),
    );
  const policyIds = paid.flatMap((p) =>
    p.reference.lines.map((l) => l.policy_id).filter((id): id is number => id !== undefined),
  );
  const numbers = new Map(
    (await findPoliciesByIds(db, policyIds)).map((p) => [p.policy.id, p.policy.policyNumber]),
  );
  const items: PaymentHistoryItem[] = [];
  for (const row of paid) {
    const { reference, payment } = row;
    items.push({
      id: payment.id,
      reference: reference.reference,
      paid_at: payment.paidAt.toISOString(),
      amount: koboToNaira(payment.amountKobo),
      amount_kobo: payment.amountKobo,
      currency: payment.currency,
      channel: payment.channel,
      payment_type: reference.paymentType,
      purpose: reference.purpose,
      items: reference.lines.map((l) => ({
        product_uid: l.product_uid,
        product: titleOf(l.product_uid),
        plan_name: l.plan_name,
        cover_months: l.cover_months,
        amount: koboToNaira(l.amount_kobo),
        policy_number: l.policy_id !== undefined ? (numbers.get(l.policy_id) ?? null) : null,
      })),
      card_verification: koboToNaira(reference.cardVerificationKobo),
      refunds: refundRows
        .filter((r) => r.paymentReferenceId === reference.id)
        .map((r) => ({
          reason: r.reason,
          amount: r.amountKobo === null ? null : koboToNaira(r.amountKobo),
          status: r.status,
          requested_at: r.requestedAt?.toISOString() ?? null,
        })),
      receipts: options.recordReceipts ? await invoices.receiptsFor(customerId, row) : [],
    });
  }
  return items;
}
