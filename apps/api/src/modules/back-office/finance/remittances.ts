/**
 * Remittances to the underwriter (issue 36 item 2; docs/business-rules.md, 'Statement of account
 * and remittances'): a finance member proposes paying a month's balance (its statement: what is due
 * to the underwriter less what was remitted for it), another finance member, independent of the
 * first ('Who may approve money'), approves it, and the bank payment is posted: due to the
 * underwriter / bank, under the month. A negative balance (claims beyond premium) is a cash call:
 * the underwriter pays us, posted the other way round.
 */
import { financeCopy, lagosDate, type RemittanceAnswer, type StaffRole } from '@alaafia/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { remittances } from '../../../db/schema/index.js';
import { conflict, fieldError, notFound } from '../../../lib/http-errors.js';
import {
  credit,
  debit,
  monthBounds,
  postEntry,
  REMITTANCE_KIND,
  underwriterStatement,
} from '../../platform/ledger/index.js';
import {
  assertMayApproveMoney,
  audit,
  type AuditActor,
  proposalAnswer,
  staffNames,
} from '../../platform/access/index.js';

type RemittanceRow = typeof remittances.$inferSelect;

async function answers(db: DbOrTx, rows: RemittanceRow[]): Promise<RemittanceAnswer[]> {
  const names = await staffNames(
    db,
    rows.map((r) => r.proposedBy),
  );
  return rows.map((r) => ({
    ...proposalAnswer(r, names),
    month: r.month,
    amount_kobo: r.amountKobo,
  }));
}

export function createRemittances(ctx: Pick<AppContext, 'database' | 'now'>) {
  const { db } = ctx.database;

  return {
    /** Remittances, newest first; of one month when asked. */
    async list(month?: string): Promise<RemittanceAnswer[]> {
      const rows = await db
        .select()
        .from(remittances)
        .where(month ? eq(remittances.month, month) : undefined)
        .orderBy(desc(remittances.id))
        .limit(200);
      return answers(db, rows);
    },

    /**
     * Proposes remitting the month's balance. The month must have ended; a balance of 0 is 409. A
     * proposal already waiting for the month is answered again when its amount still stands, and
     * replaced (withdrawn) when the balance has moved since.
     */
    async propose(
      actor: AuditActor,
      staffId: number,
      month: string,
    ): Promise<{ created: boolean; remittance: RemittanceAnswer }> {
      const now = ctx.now();
      if (now.getTime() < monthBounds(month).to.getTime())
        throw fieldError('month', financeCopy.monthNotEnded);
      return db.transaction(async (tx) => {
        const statement = await underwriterStatement(tx, month);
        const [waiting] = await tx
          .select()
          .from(remittances)
          .where(and(eq(remittances.month, month), eq(remittances.status, 'awaiting_approval')))
          .for('update');
        if (waiting && waiting.amountKobo === statement.balance_kobo)
          return { created: false, remittance: (await answers(tx, [waiting]))[0]! };
        if (statement.balance_kobo === 0) throw conflict(financeCopy.nothingToRemit);
        if (waiting) {
          await tx
            .update(remittances)
            .set({ status: 'withdrawn' })
            .where(eq(remittances.id, waiting.id));
          await audit(
            tx,
            actor,
            {
              action: 'remittance.withdrawn',
              recordType: 'remittance',
              recordId: waiting.id,
              before: { amount_kobo: waiting.amountKobo },
              after: { status: 'withdrawn', why: 'the balance moved' },
            },
            now,
          );
        }
        const [row] = await tx
          .insert(remittances)
          .values({
            month,
            amountKobo: statement.balance_kobo,
            status: 'awaiting_approval',
            proposedBy: staffId,
            proposedAt: now,
          })
          .returning();
        await audit(
          tx,
          actor,
          {
            action: 'remittance.proposed',
            recordType: 'remittance',
            recordId: row!.id,
            after: { month, amount_kobo: row!.amountKobo, statement },
          },
          now,
        );
        return { created: true, remittance: (await answers(tx, [row!]))[0]! };
      });
    },

    /**
     * Approves a waiting remittance: another finance member, independent of the proposer (403
     * otherwise); the month's balance must still be the amount proposed (409); then the bank
     * payment is posted and the month's balance is 0.
     */
    async approve(
      actor: AuditActor,
      approver: { id: number; roles: StaffRole[] },
      id: number,
    ): Promise<RemittanceAnswer> {
      const now = ctx.now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(remittances)
          .where(eq(remittances.id, id))
          .for('update');
        if (!row) throw notFound();
        if (row.status !== 'awaiting_approval') throw conflict(financeCopy.notWaiting);
        await assertMayApproveMoney(tx, approver, [row.proposedBy], now);
        const statement = await underwriterStatement(tx, row.month);
        if (statement.balance_kobo !== row.amountKobo) throw conflict(financeCopy.balanceMoved);
        const amount = Math.abs(row.amountKobo);
        const entryId = await postEntry(tx, {
          at: now,
          memo:
            row.amountKobo > 0
              ? `Remitted to the underwriter for ${row.month} (remittance ${row.id})`
              : `Received from the underwriter for ${row.month}: claims beyond premium (remittance ${row.id})`,
          kind: REMITTANCE_KIND,
          idempotencyKey: `${REMITTANCE_KIND}:${row.id}`,
          period: { from: `${row.month}-01`, to: lagosDate(monthBounds(row.month).to) },
          lines:
            row.amountKobo > 0
              ? [debit('due_to_underwriter', amount), credit('bank', amount)]
              : [debit('bank', amount), credit('due_to_underwriter', amount)],
        });
        const [posted] = await tx
          .update(remittances)
          .set({ status: 'posted', approvedBy: approver.id, approvedAt: now, entryId })
          .where(and(eq(remittances.id, id), eq(remittances.status, 'awaiting_approval')))
          .returning();
        await audit(
          tx,
          actor,
          {
            action: 'remittance.approved',
            recordType: 'remittance',
            recordId: id,
            before: { status: row.status },
            after: {
              status: 'posted',
              month: row.month,
              amount_kobo: row.amountKobo,
              entry_id: entryId,
            },
          },
          now,
        );
        return (await answers(tx, [posted!]))[0]!;
      });
    },
  };
}
