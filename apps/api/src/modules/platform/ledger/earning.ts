/**
 * The daily earning (issue 36 item 3; docs/business-rules.md, 'Earning'): every premium written is
 * earned day by day over its cover period, our commission with it, by one rule (`earnedThrough`:
 * rounded down each day, the rest on the last). This job posts, for the Lagos days from the day after
 * the cursor to yesterday, what every premium still earning earned on them: one `earning.daily` entry
 * per calendar month of those days (dated at the end of its last day, so each month's books hold
 * their own days), debit unearned commission and the underwriter's unearned premium, credit our
 * commission income and its premium earned. A premium taken back earns nothing more. Then the IBNR
 * reserve of each month ended is set (reserves.ts).
 */
import { addDays, earnedBetween, kobo, startOfLagosDay } from '@alaafia/domain';
import type { DbOrTx } from '../../../db/client.js';
import { credit, debit, postEntry } from './ledger.js';
import { EARNING_KIND, earningCursor, holdEarningLock, writtenPremiums } from './premiums.js';

/** The last instant of a Lagos day. */
const endOf = (day: string) => new Date(startOfLagosDay(addDays(day, 1)).getTime() - 1);

/** The runs of days from `from` to `to` (inclusive), cut at each month's end. */
function byMonth(from: string, to: string): [string, string][] {
  const runs: [string, string][] = [];
  let start = from;
  while (start <= to) {
    const nextMonth = `${addDays(`${start.slice(0, 7)}-28`, 4).slice(0, 7)}-01`;
    const end = addDays(nextMonth, -1) < to ? addDays(nextMonth, -1) : to;
    runs.push([start, end]);
    start = addDays(end, 1);
  }
  return runs;
}

/**
 * Posts the earning of the days after the cursor up to `today`'s eve, in the caller's transaction
 * (which it locks against premium writers). Answers how many entries it posted.
 */
export async function earnPremiums(db: DbOrTx, input: { today: string }): Promise<number> {
  await holdEarningLock(db, 'exclusive');
  const cursor = await earningCursor(db);
  const last = addDays(input.today, -1);
  if (cursor !== null && cursor >= last) return 0;
  const premiums = (
    await writtenPremiums(db, { earningAfter: addDays(cursor ?? '0001-01-01', 1) }, cursor)
  ).filter((p) => !p.stopped);
  if (premiums.length === 0) return 0;
  const first =
    cursor !== null
      ? addDays(cursor, 1)
      : premiums.reduce((min, p) => (p.period.from < min ? p.period.from : min), last);
  let posted = 0;
  for (const [from, to] of byMonth(first, last)) {
    let premium = 0;
    let commission = 0;
    for (const p of premiums) {
      premium += earnedBetween(p.gross, p.period, from, to);
      commission += earnedBetween(p.commissionIncome, p.period, from, to);
    }
    const id = await postEntry(db, {
      at: endOf(to),
      memo: from === to ? `Premium earned on ${from}` : `Premium earned from ${from} to ${to}`,
      kind: EARNING_KIND,
      idempotencyKey: `${EARNING_KIND}:${from}:${to}`,
      period: { from, to: addDays(to, 1) },
      lines: [
        debit('unearned_commission', kobo(commission)),
        credit('commission_income', kobo(commission)),
        debit('uw_unearned_premium', kobo(premium)),
        credit('uw_premium_earned', kobo(premium)),
      ],
    });
    if (id !== null) posted += 1;
  }
  return posted;
}
