/**
 * Paying hospitals their capitation (issue 36 item 2; docs/business-rules.md, 'Capitation'): a
 * month's statement, made by the monthly job and charged to the underwriter then, is owed to the
 * hospital until it is paid. A finance member proposes the payment of a statement, another finance
 * member independent of the first approves it ('Who may approve money'), and the bank payment is
 * posted: hospital capitation payable / bank. The hospital reads its statements and their payment in
 * its portal.
 */
import { financeCopy, type CapitationPaymentAnswer, type StaffRole } from '@alaafia/domain';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { capitationPayments, capitationStatements, hospitals } from '../../../db/schema/index.js';
import { conflict, notFound } from '../../../lib/http-errors.js';
import { credit, debit, postEntry } from '../../platform/ledger/index.js';
import {
  assertMayApproveMoney,
  audit,
  type AuditActor,
  proposalAnswer,
  staffNames,
} from '../../platform/access/index.js';
import { findCapitationStatement, hospitalByCode } from './hospital-care.repo.js';

type PaymentRow = typeof capitationPayments.$inferSelect;

async function answers(db: DbOrTx, rows: PaymentRow[]): Promise<CapitationPaymentAnswer[]> {
  if (rows.length === 0) return [];
  const names = await staffNames(
    db,
    rows.map((r) => r.proposedBy),
  );
  const about = new Map(
    (
      await db
        .select({
          id: capitationStatements.id,
          month: capitationStatements.month,
          code: hospitals.code,
          name: hospitals.name,
        })
        .from(capitationStatements)
        .innerJoin(hospitals, eq(hospitals.id, capitationStatements.hospitalId))
        .where(
          inArray(
            capitationStatements.id,
            rows.map((r) => r.statementId),
          ),
        )
    ).map((s) => [s.id, s]),
  );
  return rows.map((r) => {
    const s = about.get(r.statementId)!;
    return {
      ...proposalAnswer(r, names),
      hospital: { code: s.code, name: s.name },
      month: s.month,
      amount_kobo: r.amountKobo,
    };
  });
}

/** The payment of each statement that is waiting or posted (not withdrawn), by statement id. */
export async function paymentsOfStatements(db: DbOrTx, statementIds: number[]) {
  if (statementIds.length === 0) return new Map<number, PaymentRow>();
  const rows = await db
    .select()
    .from(capitationPayments)
    .where(
      and(
        inArray(capitationPayments.statementId, statementIds),
        ne(capitationPayments.status, 'withdrawn'),
      ),
    );
  return new Map(rows.map((r) => [r.statementId, r]));
}

export function createCapitationPayments(ctx: Pick<AppContext, 'database' | 'now'>) {
  const { db } = ctx.database;
  return {
    async list(): Promise<CapitationPaymentAnswer[]> {
      return answers(
        db,
        await db.select().from(capitationPayments).orderBy(desc(capitationPayments.id)).limit(200),
      );
    },

    /** Proposes paying a hospital its statement of a month (made by the job, not yet paid). */
    async propose(
      actor: AuditActor,
      staffId: number,
      input: { hospital_code: string; month: string },
    ): Promise<CapitationPaymentAnswer> {
      const now = ctx.now();
      const hospital = await hospitalByCode(db, input.hospital_code);
      const statement = hospital
        ? await findCapitationStatement(db, hospital.id, input.month)
        : null;
      if (!statement) throw notFound(financeCopy.noStatement);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(capitationPayments)
          .values({
            statementId: statement.id,
            amountKobo: statement.totalKobo,
            status: 'awaiting_approval',
            proposedBy: staffId,
            proposedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw conflict(financeCopy.statementPaid);
        await audit(
          tx,
          actor,
          {
            action: 'capitation.payment_proposed',
            recordType: 'capitation_payment',
            recordId: row.id,
            after: { hospital: hospital!.code, month: input.month, amount_kobo: row.amountKobo },
          },
          now,
        );
        return (await answers(tx, [row]))[0]!;
      });
    },

    /** Another, independent finance member approves: the bank payment is posted. */
    async approve(
      actor: AuditActor,
      approver: { id: number; roles: StaffRole[] },
      id: number,
    ): Promise<CapitationPaymentAnswer> {
      const now = ctx.now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(capitationPayments)
          .where(eq(capitationPayments.id, id))
          .for('update');
        if (!row) throw notFound();
        if (row.status !== 'awaiting_approval') throw conflict(financeCopy.notWaiting);
        await assertMayApproveMoney(tx, approver, [row.proposedBy], now);
        const [about] = await answers(tx, [row]);
        const entryId = await postEntry(tx, {
          at: now,
          memo: `Capitation ${about!.month} paid to ${about!.hospital.name} (${about!.hospital.code})`,
          kind: 'capitation.paid',
          idempotencyKey: `capitation.paid:${row.id}`,
          lines: [
            debit('hospital_capitation_payable', row.amountKobo),
            credit('bank', row.amountKobo),
          ],
        });
        const [posted] = await tx
          .update(capitationPayments)
          .set({ status: 'posted', approvedBy: approver.id, approvedAt: now, entryId })
          .where(eq(capitationPayments.id, id))
          .returning();
        await audit(
          tx,
          actor,
          {
            action: 'capitation.payment_approved',
            recordType: 'capitation_payment',
            recordId: id,
            before: { status: row.status },
            after: { status: 'posted', amount_kobo: row.amountKobo, entry_id: entryId },
          },
          now,
        );
        return (await answers(tx, [posted!]))[0]!;
      });
    },

    /**
     * Withdraws a payment waiting for approval (a finance member: proposed in error, or the
     * hospital disputes its statement): nothing is posted, and the statement can be proposed again.
     */
    async withdraw(actor: AuditActor, id: number): Promise<CapitationPaymentAnswer> {
      const now = ctx.now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(capitationPayments)
          .set({ status: 'withdrawn' })
          .where(
            and(eq(capitationPayments.id, id), eq(capitationPayments.status, 'awaiting_approval')),
          )
          .returning();
        if (!row) {
          const [exists] = await tx
            .select({ id: capitationPayments.id })
            .from(capitationPayments)
            .where(eq(capitationPayments.id, id));
          throw exists ? conflict(financeCopy.notWaiting) : notFound();
        }
        await audit(
          tx,
          actor,
          {
            action: 'capitation.payment_withdrawn',
            recordType: 'capitation_payment',
            recordId: id,
            before: { status: 'awaiting_approval' },
            after: { status: 'withdrawn' },
          },
          now,
        );
        return (await answers(tx, [row]))[0]!;
      });
    },
  };
}
