/**
 * Earned and unearned premium (issue 27 item 3; docs/business-rules.md, "The books"): a yearly
 * premium is credited to `unearned_premium` when received (an entry with its cover period) and
 * earned day by day over that period. This job posts, once per day and premium, what has been
 * earned by the end of today (Lagos) and not yet posted: `unearned_premium` to the underwriter's
 * part and our commission. Never more than is still unearned of its payment (a refund on
 * cancellation comes out of the unearned part first), so the sum earned is the premium less refunds.
 */
import { daysBetween, addDays, earnedByDay, type Kobo } from '@alaafia/domain';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { ledgerEntries, ledgerLines } from '../../../db/schema/index.js';
import { debit, postEntry } from './ledger.js';
import { referenceBalance } from './ledger-reports.js';
import { premiumLines } from './premium-lines.js';

/** Posts today's earned part of every yearly premium; answers how many entries it posted. */
export async function earnPremiums(
  db: DbOrTx,
  input: { today: string; at: Date; commissionRate: number },
): Promise<number> {
  const unearned = await db
    .select({
      id: ledgerEntries.id,
      reference: ledgerEntries.reference,
      policyId: ledgerEntries.policyId,
      sponsorId: ledgerEntries.sponsorId,
      periodFrom: ledgerEntries.periodFrom,
      periodTo: ledgerEntries.periodTo,
      premium: sql<string>`sum(${ledgerLines.creditKobo})::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(
      and(
        isNotNull(ledgerEntries.periodFrom),
        ne(ledgerEntries.kind, 'premium.earned'),
        eq(ledgerLines.accountCode, 'unearned_premium'),
      ),
    )
    .groupBy(ledgerEntries.id);
  let posted = 0;
  for (const u of unearned) {
    const from = u.periodFrom!;
    const to = u.periodTo!;
    if (input.today < from) continue;
    const premium = Number(u.premium) as Kobo;
    // By the end of today: the days from the start of the period to tomorrow.
    const target = earnedByDay(
      premium,
      daysBetween(from, to),
      daysBetween(from, addDays(input.today, 1)),
    );
    const [done] = await db
      .select({
        earned: sql<string>`coalesce(sum(${ledgerLines.debitKobo}), 0)::text`,
      })
      .from(ledgerLines)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
      .where(
        and(
          eq(ledgerEntries.kind, 'premium.earned'),
          eq(ledgerEntries.periodFrom, from),
          u.policyId === null
            ? sql`${ledgerEntries.policyId} is null`
            : eq(ledgerEntries.policyId, u.policyId),
          eq(ledgerLines.accountCode, 'unearned_premium'),
        ),
      );
    const earned = Number(done?.earned ?? 0);
    const left = u.reference
      ? -(await referenceBalance(db, { reference: u.reference }, 'unearned_premium'))
      : premium - earned;
    const amount = Math.min(target - earned, left);
    if (amount <= 0) continue;
    const id = await postEntry(db, {
      at: input.at,
      memo: `Premium earned to ${input.today}`,
      kind: 'premium.earned',
      reference: u.reference,
      policyId: u.policyId,
      sponsorId: u.sponsorId,
      period: { from, to },
      idempotencyKey: `premium.earned:${u.id}:${input.today}`,
      lines: [
        debit('unearned_premium', amount),
        ...premiumLines(amount, input.commissionRate, 'now'),
      ],
    });
    if (id !== null) posted += 1;
  }
  return posted;
}
