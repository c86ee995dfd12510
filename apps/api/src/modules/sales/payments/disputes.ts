import { takeBackPaidMonths } from '../../cover/policies/index.js';
import {
  formatNaira,
  nextDueDate,
  koboToNaira,
  lagosDate,
  PRODUCT_TITLES,
  type ProductUid,
} from '@alaafia/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import {
  disputes,
  paymentReferences,
  payments,
  policies,
  refunds,
} from '../../../db/schema/index.js';
import { enqueueJob } from '../../../jobs/queue.js';
import { closeWorkItems, raiseWorkItem } from '../../platform/work-queue/index.js';
import { postChargeback, postRefundCancelled } from './payments-ledger.js';
import { holdRefund, moveRefund } from './refunds.js';
import { deactivateDisputedCards } from './payments.repo.js';

/** Paystack's dispute object as the charge.dispute.* webhooks carry it (only what we keep). */
const disputeSchema = z.object({
  id: z.union([z.number(), z.string()]),
  status: z.string().nullish(),
  resolution: z.string().nullish(),
  category: z.string().nullish(),
  refund_amount: z.number().nullish(),
  last4: z.string().nullish(),
  currency: z.string().nullish(),
  dueAt: z.string().nullish(),
  transaction_reference: z.string().nullish(),
  transaction: z
    .object({ reference: z.string().nullish(), amount: z.number().nullish() })
    .nullish(),
});

export const DISPUTE_EVENTS = [
  'charge.dispute.create',
  'charge.dispute.remind',
  'charge.dispute.resolve',
] as const;

/** The dispute's transaction reference as the webhook gives it (data.transaction.reference). */
export function disputeReference(data: unknown): string | null {
  const parsed = disputeSchema.safeParse(data);
  if (!parsed.success) return null;
  return parsed.data.transaction?.reference ?? parsed.data.transaction_reference ?? null;
}

/**
 * Paystack's resolutions when the chargeback went the customer's way (the money went back): we
 * accepted it ('merchant-accepted'), or we did not answer in time and Paystack accepted it for us
 * ('auto-accepted'). Only 'declined' is won.
 */
const LOST_RESOLUTIONS: ReadonlySet<string> = new Set(['merchant-accepted', 'auto-accepted']);

function disputeLost(resolution: string | null | undefined): boolean {
  return resolution !== null && resolution !== undefined && LOST_RESOLUTIONS.has(resolution);
}

type DisputeOutcome = { kind: 'invalid' } | { kind: 'recorded'; disputeId: number };

function validDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * One charge.dispute.* event, recorded once per Paystack dispute id (create, remind and resolve in
 * any order, any number of times):
 * - while open, the payment is marked disputed and any refund of the same money not yet sent is
 *   held (the customer must not get it twice); the cover continues;
 * - resolved in our favour ('declined'): held refunds go out again and finance's item is closed;
 * - lost ('merchant-accepted' or 'auto-accepted'): the payment is recorded as given back, held
 *   refunds are cancelled, and the months of cover it paid for are taken back once: the policy is
 *   paid only up to the day those months began, and when that day has come its cover has ended (it
 *   is paused for payment at once and the customer told). The disputed card is never charged again
 *   (deactivated), so the premium is not put on the same card: the customer pays another way.
 * Every dispute is in front of finance until resolved; a lost one stays there.
 */
export async function recordDisputeEvent(
  ctx: AppContext,
  event: string,
  data: unknown,
): Promise<DisputeOutcome> {
  const parsed = disputeSchema.safeParse(data);
  const transactionReference = disputeReference(data);
  if (!parsed.success || !transactionReference) return { kind: 'invalid' };
  const d = parsed.data;
  const providerDisputeId = String(d.id);
  const resolving = event === 'charge.dispute.resolve';
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    const [ref] = await tx
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.reference, transactionReference))
      .limit(1);
    await tx
      .insert(disputes)
      .values({
        provider: ctx.payments.name,
        providerDisputeId,
        paymentReferenceId: ref?.id ?? null,
        transactionReference,
        customerId: ref?.customerId ?? null,
        status: d.status ?? 'pending',
        openedAt: now,
        lastEvent: event,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const [existing] = await tx
      .select()
      .from(disputes)
      .where(
        and(
          eq(disputes.provider, ctx.payments.name),
          eq(disputes.providerDisputeId, providerDisputeId),
        ),
      )
      .for('update');
    const dispute = existing!;
    // A create or remind arriving after the resolution does not reopen it.
    const resolved = Boolean(dispute.resolvedAt) || resolving;
    const resolution = dispute.resolvedAt
      ? dispute.resolution
      : resolving
        ? (d.resolution ?? null)
        : null;
    const lost = resolved && disputeLost(resolution);
    await tx
      .update(disputes)
      .set({
        status: dispute.resolvedAt ? dispute.status : (d.status ?? dispute.status),
        resolution,
        category: d.category ?? dispute.category,
        refundAmountKobo: d.refund_amount ?? dispute.refundAmountKobo,
        currency: d.currency ?? dispute.currency,
        dueAt: validDate(d.dueAt) ?? dispute.dueAt,
        resolvedAt: dispute.resolvedAt ?? (resolving ? now : null),
        reminders: dispute.reminders + (event === 'charge.dispute.remind' ? 1 : 0),
        lastEvent: event,
        updatedAt: now,
      })
      .where(eq(disputes.id, dispute.id));

    const amountKobo = d.refund_amount ?? d.transaction?.amount ?? ref?.amountKobo ?? null;
    if (ref) {
      await tx
        .update(payments)
        .set({ disputedAt: now })
        .where(and(eq(payments.paymentReferenceId, ref.id), isNull(payments.disputedAt)));
      // The books: the money Paystack holds while it is open, back to us or gone when resolved.
      if (amountKobo !== null)
        await postChargeback(tx, {
          disputeId: dispute.id,
          event: 'opened',
          reference: ref.reference,
          amountKobo,
          at: now,
        });
      if (resolved)
        await postChargeback(tx, {
          disputeId: dispute.id,
          event: lost ? 'lost' : 'won',
          reference: ref.reference,
          amountKobo: 0,
          at: now,
        });
      await settleRefunds(ctx, tx, ref, transactionReference, resolved, lost, now);
      if (lost && !dispute.coverTakenBackAt) {
        await takeBackCover(tx, ref, now);
        if (ref.customerId) await deactivateDisputedCards(tx, ref.customerId, d.last4 ?? null);
        await tx
          .update(payments)
          .set({ refundedAt: now, refundAmountKobo: amountKobo })
          .where(eq(payments.paymentReferenceId, ref.id));
        await tx.update(disputes).set({ coverTakenBackAt: now }).where(eq(disputes.id, dispute.id));
      }
    }
    const state = !resolved
      ? `open (${d.status ?? dispute.status}), evidence due ${d.dueAt ?? dispute.dueAt?.toISOString() ?? 'unknown'}`
      : lost
        ? 'lost: the money went back to the customer; the months it paid for were taken back'
        : `resolved (${resolution ?? 'no resolution given'})`;
    await raiseWorkItem(tx, {
      kind: 'dispute',
      disputeId: dispute.id,
      customerId: ref?.customerId ?? null,
      transactionReference,
      amountKobo,
      note: `Chargeback ${providerDisputeId} of ${formatNaira(koboToNaira(amountKobo ?? 0))}${ref ? '' : ' on a transaction that is not ours'}: ${state}.`,
      now,
      open: !resolved || lost,
    });
    return { kind: 'recorded', disputeId: dispute.id } as const;
  });
}

/** Refunds of a disputed payment: held while open; sent again if we win; cancelled if we lose. */
async function settleRefunds(
  ctx: AppContext,
  tx: DbOrTx,
  ref: { id: number; reference: string; amountKobo: number },
  transactionReference: string,
  resolved: boolean,
  lost: boolean,
  now: Date,
) {
  const rows = await tx
    .select()
    .from(refunds)
    .where(
      and(eq(refunds.paymentReferenceId, ref.id), inArray(refunds.status, ['pending', 'held'])),
    )
    .for('update');
  for (const refund of rows) {
    if (!resolved) {
      if (refund.status === 'pending') await holdRefund(tx, refund, transactionReference, now);
    } else if (lost) {
      if (await moveRefund(tx, refund, 'cancelled'))
        await postRefundCancelled(tx, {
          refundId: refund.id,
          reason: refund.reason,
          reference: ref.reference,
          amountKobo: refund.amountKobo ?? ref.amountKobo,
          at: now,
        });
      await closeWorkItems(
        tx,
        { refundId: refund.id },
        now,
        'Cancelled: the chargeback gave the money back.',
      );
    } else if (refund.status === 'held') {
      await moveRefund(tx, refund, 'pending');
      await closeWorkItems(
        tx,
        { refundId: refund.id },
        now,
        'Released: the chargeback was declined.',
      );
      await enqueueJob(
        tx,
        'payments.refund',
        { refundId: refund.id },
        { dedupeKey: `refund-${refund.id}-released`, runAt: now },
      );
    }
  }
}

/**
 * A lost chargeback takes back the cover its money bought: each policy it paid for (a renewal's
 * policy, or the policies a purchase made) is paid only up to the day those months began; if that
 * day has come, the cover has ended and the policy is paused for payment now, and the customer is
 * told. Free lines cost nothing and are not taken back.
 */
async function takeBackCover(tx: DbOrTx, ref: typeof paymentReferences.$inferSelect, now: Date) {
  const today = lagosDate(now);
  const paidLines = ref.lines.filter((l) => l.amount_kobo > 0);
  if (paidLines.length === 0) return;
  const bought = await tx
    .select()
    .from(policies)
    .where(eq(policies.paymentReferenceId, ref.id))
    .for('update');
  for (const line of paidLines) {
    const policy = line.policy_id
      ? (await tx.select().from(policies).where(eq(policies.id, line.policy_id)).for('update'))[0]
      : bought.find((p) => p.productUid === line.product_uid);
    if (!policy?.nextPaymentDate || policy.status === 'cancelled' || policy.status === 'lapsed') {
      continue;
    }
    const back = nextDueDate(policy.nextPaymentDate, -(line.cover_months || 1), policy.startDate);
    await takeBackPaidMonths(tx, policy, back, today, now, {
      event: 'cover.paused',
      key: `${policy.id}:chargeback-${ref.reference}`,
      params: {
        product: PRODUCT_TITLES[policy.productUid as ProductUid] ?? policy.productUid,
        amount: formatNaira(koboToNaira(line.amount_kobo)),
      },
    });
  }
}
