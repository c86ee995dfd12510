/**
 * The books' daily round (the `ledger.earn-premiums` job, hourly; docs/business-rules.md, 'The
 * books'): the move to the agency model once (restatement.ts), then the daily earning of premiums
 * and commission up to yesterday (earning.ts), then the IBNR reserve of each month ended whose last
 * day is earned and whose IBNR is not set (reserves.ts). One transaction, under the earning lock.
 */
import { addDays, addMonths, lagosDate, monthsFromTo } from '@alaafia/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { ledgerEntries } from '../../../db/schema/index.js';
import { earnPremiums } from './earning.js';
import { earningCursor, type BookRates } from './premiums.js';
import { setIbnr } from './reserves.js';
import { restateForAgencyModel } from './restatement.js';

export async function keepTheBooks(
  db: Db,
  input: { now: Date; rates: BookRates; ibnrRate: number },
): Promise<{ restated: number; earned: number; ibnrMonths: string[] }> {
  return db.transaction(async (tx) => {
    const today = lagosDate(input.now);
    const restated = await restateForAgencyModel(tx, { at: input.now, rates: input.rates });
    const earned = await earnPremiums(tx, { today });
    const cursor = await earningCursor(tx);
    const ibnrMonths: string[] = [];
    if (cursor === null) return { restated, earned, ibnrMonths };
    // The months ended and earned to their last day.
    const lastEarnedMonth =
      addDays(cursor, 1).slice(0, 7) > cursor.slice(0, 7)
        ? cursor.slice(0, 7)
        : addMonths(`${cursor.slice(0, 7)}-01`, -1).slice(0, 7);
    const [last] = await tx
      .select({ month: sql<string | null>`max(${ledgerEntries.periodFrom})::text` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'ibnr.set')));
    const [firstEarning] = await tx
      .select({ day: sql<string | null>`min(${ledgerEntries.periodFrom})::text` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'earning.daily'));
    const from = last?.month
      ? addMonths(last.month, 1).slice(0, 7)
      : (firstEarning?.day ?? cursor).slice(0, 7);
    for (const month of monthsFromTo(from, lastEarnedMonth).slice(-24)) {
      if ((await setIbnr(tx, { month, rate: input.ibnrRate })) !== null) ibnrMonths.push(month);
    }
    return { restated, earned, ibnrMonths };
  });
}
