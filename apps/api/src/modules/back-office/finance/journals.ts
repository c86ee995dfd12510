/**
 * Manual journals and period close (issue 36 item 11; docs/business-rules.md, 'Manual journals',
 * 'Period close'). A manual journal is an adjustment finance makes: balanced lines (within each set
 * of books, on current accounts) and the reason; posted when a second finance member, independent
 * of the first, approves it ('Who may approve money'). A month is closed once it has ended and its
 * premium and claims bordereaux were sent (downloaded as files: the audit log says so), in order.
 */
import {
  entryProblem,
  financeCopy,
  isRetired,
  kobo,
  type JournalBody,
  type ManualJournalAnswer,
  type StaffRole,
} from '@alaafia/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import { manualJournals } from '../../../db/schema/index.js';
import { conflict, fieldError, notFound } from '../../../lib/http-errors.js';
import {
  closedPeriods,
  closePeriod,
  nextMonthToClose,
  postEntry,
} from '../../platform/ledger/index.js';
import {
  assertMayApproveMoney,
  audit,
  listAudit,
  type AuditActor,
  proposalAnswer,
  staffNames,
} from '../../platform/access/index.js';

type JournalRow = typeof manualJournals.$inferSelect;

async function answers(db: DbOrTx, rows: JournalRow[]): Promise<ManualJournalAnswer[]> {
  const names = await staffNames(
    db,
    rows.map((r) => r.proposedBy),
  );
  return rows.map((r) => ({ ...proposalAnswer(r, names), reason: r.reason, lines: r.lines }));
}

/** The journal's lines as the ledger posts them, or the problem with them (a 422 on `lines`). */
function ledgerLinesOf(lines: JournalBody['lines']) {
  const out = lines.map((l) => ({
    account: l.account,
    ...(l.debit_kobo > 0 ? { debit: kobo(l.debit_kobo) } : {}),
    ...(l.credit_kobo > 0 ? { credit: kobo(l.credit_kobo) } : {}),
  }));
  if (lines.some((l) => isRetired(l.account)))
    throw fieldError('lines', financeCopy.journalRetired);
  const problem = entryProblem(out);
  if (problem === null) return out;
  throw fieldError(
    'lines',
    problem.startsWith('unbalanced') ? financeCopy.journalUnbalanced : financeCopy.journalLines,
  );
}

export function createJournals(ctx: Pick<AppContext, 'database' | 'now'>) {
  const { db } = ctx.database;

  return {
    async list(): Promise<ManualJournalAnswer[]> {
      return answers(
        db,
        await db.select().from(manualJournals).orderBy(desc(manualJournals.id)).limit(200),
      );
    },

    async propose(actor: AuditActor, staffId: number, body: JournalBody) {
      ledgerLinesOf(body.lines);
      const now = ctx.now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(manualJournals)
          .values({
            reason: body.reason,
            lines: body.lines.map((l) => ({
              account: l.account,
              debit_kobo: l.debit_kobo,
              credit_kobo: l.credit_kobo,
            })),
            status: 'awaiting_approval',
            proposedBy: staffId,
            proposedAt: now,
          })
          .returning();
        await audit(
          tx,
          actor,
          {
            action: 'journal.proposed',
            recordType: 'manual_journal',
            recordId: row!.id,
            after: { reason: body.reason, lines: body.lines },
          },
          now,
        );
        return (await answers(tx, [row!]))[0]!;
      });
    },

    /** Another, independent finance member approves: the journal is posted in the open month. */
    async approve(actor: AuditActor, approver: { id: number; roles: StaffRole[] }, id: number) {
      const now = ctx.now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(manualJournals)
          .where(eq(manualJournals.id, id))
          .for('update');
        if (!row) throw notFound();
        if (row.status !== 'awaiting_approval') throw conflict(financeCopy.notWaiting);
        await assertMayApproveMoney(tx, approver, [row.proposedBy], now);
        const entryId = await postEntry(tx, {
          at: now,
          memo: `Manual journal ${row.id}: ${row.reason}`,
          kind: 'journal.manual',
          idempotencyKey: `journal.manual:${row.id}`,
          policyId: row.policyId,
          lines: ledgerLinesOf(row.lines),
        });
        const [posted] = await tx
          .update(manualJournals)
          .set({ status: 'posted', approvedBy: approver.id, approvedAt: now, entryId })
          .where(eq(manualJournals.id, id))
          .returning();
        await audit(
          tx,
          actor,
          {
            action: 'journal.approved',
            recordType: 'manual_journal',
            recordId: id,
            before: { status: row.status },
            after: { status: 'posted', entry_id: entryId },
          },
          now,
        );
        return (await answers(tx, [posted!]))[0]!;
      });
    },

    /** A waiting journal withdrawn (by any finance member): nothing is posted. */
    async withdraw(actor: AuditActor, id: number) {
      const now = ctx.now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(manualJournals)
          .set({ status: 'withdrawn' })
          .where(and(eq(manualJournals.id, id), eq(manualJournals.status, 'awaiting_approval')))
          .returning();
        if (!row) {
          const [exists] = await tx
            .select({ id: manualJournals.id })
            .from(manualJournals)
            .where(eq(manualJournals.id, id));
          throw exists ? conflict(financeCopy.notWaiting) : notFound();
        }
        await audit(
          tx,
          actor,
          { action: 'journal.withdrawn', recordType: 'manual_journal', recordId: id },
          now,
        );
        return (await answers(tx, [row]))[0]!;
      });
    },

    async periods() {
      const closed = await closedPeriods(db);
      return {
        closed: closed.map((p) => ({
          month: p.month,
          closed_at: p.closedAt.toISOString(),
          closed_by: p.closedBy,
        })),
        next_to_close: await nextMonthToClose(db),
      };
    },

    /**
     * Closes a month: it has ended, its premium and claims bordereaux were sent (downloaded as a
     * file: `bordereau.exported` in the audit log), and the months before it are closed.
     */
    async close(actor: AuditActor, staffId: number, month: string) {
      const now = ctx.now();
      for (const report of ['premium', 'claims']) {
        const sent = await listAudit(db, {
          action: 'bordereau.exported',
          recordType: 'bordereau',
          recordId: `${report}:${month}`,
          limit: 1,
        });
        if (sent.length === 0) throw conflict(financeCopy.bordereauxNotSent);
      }
      return db.transaction(async (tx) => {
        const done = await closePeriod(tx, { month, by: staffId, now });
        if ('problem' in done) {
          if (done.problem === 'not_ended') throw conflict(financeCopy.notEnded);
          if (done.problem === 'already_closed') throw conflict(financeCopy.alreadyClosed);
          throw conflict(financeCopy.earlierOpen(done.next ?? month));
        }
        await audit(
          tx,
          actor,
          { action: 'period.closed', recordType: 'period', recordId: month },
          now,
        );
        return { month, closed_at: now.toISOString(), closed_by: staffId };
      });
    },
  };
}
