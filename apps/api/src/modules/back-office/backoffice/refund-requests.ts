import { formatNaira, koboToNaira, moneyCopy, type StaffRole } from '@alaafia/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { paymentReferences, payments, refundRequests } from '../../../db/schema/index.js';
import { conflict, fieldError, notFound } from '../../../lib/http-errors.js';
import { postRefundApproved, queueRefund, refundableLeft } from '../../sales/payments/index.js';
import { bookRates } from '../../platform/ledger/index.js';
import { audit, type AuditActor } from '../../platform/access/index.js';
import { assertMayApproveMoney } from '../../platform/access/index.js';

type Ctx = Pick<AppContext, 'database' | 'now' | 'config'>;
type Staff = { id: number; roles: StaffRole[] };

function answer(row: typeof refundRequests.$inferSelect, reference: string) {
  return {
    id: row.id,
    reference,
    customer_id: row.customerId,
    amount_kobo: row.amountKobo,
    reason: row.reason,
    status: row.status,
    started_by: row.startedBy,
    started_at: row.startedAt.toISOString(),
    decided_by: row.decidedBy,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_reason: row.decisionReason,
    refund_id: row.refundId,
  };
}
type RefundRequestAnswer = ReturnType<typeof answer>;

/** 422 on amount_kobo: more than is left once refunds sent or on their way are counted. */
function tooMuch(leftKobo: number) {
  return fieldError(
    'amount_kobo',
    `${moneyCopy.tooMuch} ${formatNaira(koboToNaira(leftKobo))} is left, counting refunds already sent or on their way.`,
  );
}

/**
 * Refunds staff start, sent only after a second finance member approves (maker-checker). The
 * refund itself is the payments module's (queueRefund), created in the approval's transaction.
 */
export function createRefundRequests(ctx: Ctx) {
  const { db } = ctx.database;

  async function start(
    staff: Staff,
    actor: AuditActor,
    body: { reference: string; amount_kobo?: number | undefined; reason: string },
  ): Promise<RefundRequestAnswer> {
    const [paid] = await db
      .select({ reference: paymentReferences, payment: payments })
      .from(paymentReferences)
      .innerJoin(payments, eq(payments.paymentReferenceId, paymentReferences.id))
      .where(eq(paymentReferences.reference, body.reference))
      .limit(1);
    if (!paid) throw fieldError('reference', moneyCopy.notPaid);
    // Every refund of this payment not cancelled counts, pending ones too (the ₦50 of a free month).
    const left = (await refundableLeft(db, paid.reference.id)) ?? 0;
    const amount = body.amount_kobo ?? left;
    if (amount <= 0 || amount > left) throw tooMuch(left);
    const now = ctx.now();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(refundRequests)
        .values({
          paymentReferenceId: paid.reference.id,
          customerId: paid.reference.customerId,
          amountKobo: amount,
          reason: body.reason,
          startedBy: staff.id,
          startedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(moneyCopy.alreadyOpen);
      await audit(
        tx,
        actor,
        {
          action: 'refund.started',
          recordType: 'refund_request',
          recordId: row.id,
          after: { reference: body.reference, amount_kobo: amount, reason: body.reason },
        },
        now,
      );
      return answer(row, paid.reference.reference);
    });
  }

  async function decide(
    staff: Staff,
    actor: AuditActor,
    id: number,
    body: { decision: 'approve' | 'reject'; reason?: string | undefined },
  ): Promise<RefundRequestAnswer> {
    const now = ctx.now();
    return db.transaction(async (tx) => {
      const [found] = await tx
        .select({ request: refundRequests, reference: paymentReferences })
        .from(refundRequests)
        .innerJoin(paymentReferences, eq(paymentReferences.id, refundRequests.paymentReferenceId))
        .where(eq(refundRequests.id, id))
        .limit(1);
      if (!found) throw notFound();
      // A second, independent finance member (docs/business-rules.md, 'Who may approve money').
      await assertMayApproveMoney(tx, staff, [found.request.startedBy], now);
      if (body.decision === 'approve') {
        // Checked again at approval, the payment's reference locked: refunds may have been queued
        // (or processed, or a chargeback lost) since it was started.
        await tx
          .select({ id: paymentReferences.id })
          .from(paymentReferences)
          .where(eq(paymentReferences.id, found.reference.id))
          .for('update');
        const left = (await refundableLeft(tx, found.reference.id)) ?? 0;
        if (found.request.amountKobo > left) throw tooMuch(left);
      }
      // Only one decision wins, even when two finance members press at once.
      const [decided] = await tx
        .update(refundRequests)
        .set({
          status: body.decision === 'approve' ? 'approved' : 'rejected',
          decidedBy: staff.id,
          decidedAt: now,
          decisionReason: body.reason ?? null,
        })
        .where(and(eq(refundRequests.id, id), eq(refundRequests.status, 'awaiting_approval')))
        .returning();
      if (!decided) throw conflict(moneyCopy.alreadyDecided);
      let row = decided;
      if (body.decision === 'approve') {
        const refundId = await queueRefund(
          tx,
          { id: found.reference.id, customerId: found.reference.customerId },
          'staff',
          decided.amountKobo,
          now,
        );
        if (refundId === null) throw conflict(moneyCopy.alreadyOpen);
        row = { ...decided, refundId };
        // The books: the approved amount becomes owed back (docs/business-rules.md, "The books").
        await postRefundApproved(tx, {
          refundId,
          reference: found.reference.reference,
          amountKobo: decided.amountKobo,
          at: now,
          rates: bookRates(ctx.config.underwriter),
        });
        await tx.update(refundRequests).set({ refundId }).where(eq(refundRequests.id, id));
      }
      await audit(
        tx,
        actor,
        {
          action: body.decision === 'approve' ? 'refund.approved' : 'refund.rejected',
          recordType: 'refund_request',
          recordId: id,
          before: { status: found.request.status },
          after: { status: row.status, refund_id: row.refundId, reason: body.reason ?? null },
        },
        now,
      );
      return answer(row, found.reference.reference);
    });
  }

  async function list(status?: 'awaiting_approval' | 'approved' | 'rejected') {
    const rows = await db
      .select({ request: refundRequests, reference: paymentReferences.reference })
      .from(refundRequests)
      .innerJoin(paymentReferences, eq(paymentReferences.id, refundRequests.paymentReferenceId))
      .where(status ? eq(refundRequests.status, status) : undefined)
      .orderBy(asc(refundRequests.startedAt))
      .limit(200);
    return rows.map((r) => answer(r.request, r.reference));
  }

  return { start, decide, list };
}
