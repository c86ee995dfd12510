import {
  formatKobo,
  kobo,
  lagosDate,
  paystackTopUpCopy,
  type PaystackBalanceAnswer,
  type PaystackTopUpAnswer,
  type RecordPaystackTopUpBody,
  type StaffRole,
} from '@alaafia/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { paystackTopUps } from '../../../db/schema/index.js';
import { PaymentProviderError } from '../../../integrations/payments/types.js';
import { conflict, HttpError, notFound } from '../../../lib/http-errors.js';
import { credit, debit, postEntry } from '../../platform/ledger/index.js';
import { assertMayApproveMoney, audit, type AuditActor } from '../../platform/access/index.js';
import {
  closeTopUpItem,
  paystackBalanceKobo,
  topUpAskedKobo,
} from '../../platform/work-queue/index.js';

/*
 * Top-ups of our Paystack balance (issue 36 item 8; docs/business-rules.md, 'Paystack's balance';
 * docs/operations.md, 'Topping up the Paystack balance'): finance tops the balance up on Paystack's
 * dashboard (a bank transfer to Paystack) and records it here; a second finance member, independent
 * of the first ('Who may approve money'), checks it on Paystack's dashboard and approves it, and the
 * books post it in the same transaction: cash at Paystack from the bank. This module owns
 * paystack_top_ups.
 */

type TopUpRow = typeof paystackTopUps.$inferSelect;

function answer(row: TopUpRow): PaystackTopUpAnswer {
  return {
    id: row.id,
    amount_kobo: row.amountKobo,
    bank_reference: row.bankReference,
    made_on: row.madeOn,
    status: row.status,
    recorded_by: row.recordedBy,
    recorded_at: row.recordedAt.toISOString(),
    approved_by: row.approvedBy,
    approved_at: row.approvedAt?.toISOString() ?? null,
  };
}

async function topUpOr404(tx: DbOrTx, id: number): Promise<TopUpRow> {
  const [row] = await tx
    .select()
    .from(paystackTopUps)
    .where(eq(paystackTopUps.id, id))
    .for('update');
  if (!row) throw notFound('There is no such top-up.');
  return row;
}

export function createPaystackTopUpsService(
  ctx: Pick<AppContext, 'database' | 'now' | 'payments'>,
) {
  const { db } = ctx.database;
  return {
    /** A top-up finance made on Paystack's dashboard, recorded for a second member to approve. */
    async record(actor: AuditActor & { staffId: number }, body: RecordPaystackTopUpBody) {
      const now = ctx.now();
      if (body.made_on > lagosDate(now))
        throw new HttpError(422, paystackTopUpCopy.madeOnInFuture, {
          made_on: [paystackTopUpCopy.madeOnInFuture],
        });
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(paystackTopUps)
          .values({
            amountKobo: body.amount_kobo,
            bankReference: body.bank_reference,
            madeOn: body.made_on,
            status: 'awaiting_approval',
            recordedBy: actor.staffId,
            recordedAt: now,
          })
          .onConflictDoNothing({ target: paystackTopUps.bankReference })
          .returning();
        if (!row) throw conflict(paystackTopUpCopy.alreadyRecorded);
        await audit(
          tx,
          actor,
          {
            action: 'paystack.top_up_recorded',
            recordType: 'paystack_top_up',
            recordId: row.id,
            before: null,
            after: {
              status: row.status,
              amount_kobo: row.amountKobo,
              bank_reference: row.bankReference,
              made_on: row.madeOn,
            },
          },
          now,
        );
        return answer(row);
      });
    },

    /**
     * A second finance member approves a recorded top-up: it is posted (debit cash at Paystack,
     * credit the bank, once) and the open top-up item closes; payouts waiting for the balance go out
     * on their next run. The recorder (or a member linked to them) is 403.
     */
    async approve(actor: AuditActor, approver: { id: number; roles: StaffRole[] }, id: number) {
      return db.transaction(async (tx) => {
        const now = ctx.now();
        const topUp = await topUpOr404(tx, id);
        if (topUp.status !== 'awaiting_approval') throw conflict(paystackTopUpCopy.notAwaiting);
        await assertMayApproveMoney(tx, approver, [topUp.recordedBy], now);
        const [posted] = await tx
          .update(paystackTopUps)
          .set({ status: 'posted', approvedBy: approver.id, approvedAt: now })
          .where(and(eq(paystackTopUps.id, id), eq(paystackTopUps.status, 'awaiting_approval')))
          .returning();
        if (!posted) throw conflict(paystackTopUpCopy.notAwaiting);
        await postEntry(tx, {
          at: now,
          memo: `Paystack balance topped up on ${topUp.madeOn} (bank transfer ${topUp.bankReference})`,
          kind: 'paystack.top_up',
          idempotencyKey: `paystack.top_up:${id}`,
          lines: [
            debit('cash_at_paystack', kobo(topUp.amountKobo)),
            credit('bank', kobo(topUp.amountKobo)),
          ],
        });
        await closeTopUpItem(tx, {
          now,
          note: `Topped up ${formatKobo(kobo(topUp.amountKobo))} (${topUp.bankReference}); payouts waiting go out on their next run.`,
        });
        await audit(
          tx,
          actor,
          {
            action: 'paystack.top_up_approved',
            recordType: 'paystack_top_up',
            recordId: id,
            before: { status: topUp.status, recorded_by: topUp.recordedBy },
            after: { status: 'posted', amount_kobo: topUp.amountKobo },
          },
          now,
        );
        return answer(posted);
      });
    },

    /**
     * The balance at Paystack: the books' Cash at Paystack, what Paystack reports (Check Balance;
     * null when it cannot be reached), what the open top-up item asks for, and the latest top-ups.
     */
    async balance(): Promise<PaystackBalanceAnswer> {
      const [books, short, rows] = await Promise.all([
        paystackBalanceKobo(db),
        topUpAskedKobo(db),
        db.select().from(paystackTopUps).orderBy(desc(paystackTopUps.id)).limit(50),
      ]);
      let paystack: number | null = null;
      try {
        paystack = await ctx.payments.checkBalance();
      } catch (err) {
        if (!(err instanceof PaymentProviderError)) throw err;
      }
      return {
        balance_kobo: books,
        paystack_balance_kobo: paystack,
        short_kobo: short,
        top_ups: rows.map(answer),
      };
    },
  };
}
