/**
 * Period close (issue 36 item 11; docs/business-rules.md, 'Period close'): finance closes a Lagos
 * month once it has ended and its bordereaux are sent (the finance module checks that); months close
 * in order and never reopen (ledger_periods is append-only), and nothing is dated in a closed month
 * (postEntry dates a late event in the open month, naming the closed one; a trigger refuses the rest).
 */
import { addMonths, lagosDate } from '@alaafia/domain';
import { desc, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { ledgerEntries, ledgerPeriods } from '../../../db/schema/index.js';
import { monthBounds } from './reserves.js';

export type ClosePeriodProblem = 'not_ended' | 'already_closed' | 'earlier_open';

/** The months closed, newest first. */
export async function closedPeriods(db: DbOrTx) {
  return db.select().from(ledgerPeriods).orderBy(desc(ledgerPeriods.month));
}

/** The month that must be closed next: the one after the last closed, or the books' first month. */
export async function nextMonthToClose(db: DbOrTx): Promise<string | null> {
  const [last] = await db
    .select({ month: ledgerPeriods.month })
    .from(ledgerPeriods)
    .orderBy(desc(ledgerPeriods.month))
    .limit(1);
  if (last) return addMonths(`${last.month}-01`, 1).slice(0, 7);
  const [first] = await db
    .select({ at: sql<string | null>`min(${ledgerEntries.at})::text` })
    .from(ledgerEntries);
  return first?.at ? lagosDate(new Date(first.at)).slice(0, 7) : null;
}

/**
 * Closes `month` in the caller's transaction, or answers why not: it has not ended by `now`
 * (Lagos), it is closed already, or an earlier month with entries is still open.
 */
export async function closePeriod(
  tx: DbOrTx,
  input: { month: string; by: number; now: Date },
): Promise<{ closed: true } | { problem: ClosePeriodProblem; next?: string | null }> {
  await tx.execute(sql`lock table ${ledgerPeriods} in exclusive mode`);
  const { from, to } = monthBounds(input.month);
  if (input.now.getTime() < to.getTime()) return { problem: 'not_ended' };
  const closed = await closedPeriods(tx);
  if (closed.some((p) => p.month === input.month)) return { problem: 'already_closed' };
  const next = await nextMonthToClose(tx);
  const earlierOpen =
    closed.length > 0
      ? next !== input.month
      : (
          await tx
            .select({ id: ledgerEntries.id })
            .from(ledgerEntries)
            .where(lt(ledgerEntries.at, from))
            .limit(1)
        ).length > 0;
  if (earlierOpen) return { problem: 'earlier_open', next };
  await tx.insert(ledgerPeriods).values({
    month: input.month,
    startsAt: from,
    endsAt: to,
    closedAt: input.now,
    closedBy: input.by,
  });
  return { closed: true };
}
