/**
 * Claim reserves in the underwriter's accounts (issue 36 item 4; docs/business-rules.md, 'Claim
 * reserves'; the method: docs/decisions/2026-12-07-claim-reserves-and-ibnr.md). A claim's case
 * reserve is moved to what the claims module says it still costs (`caseReserveKobo`) at every change
 * of the claim or its payouts: debit (or credit) the change in claim reserves, credit (or debit) the
 * case reserves, under the claim's id. Claims paid are posted by the payout (payouts.ts), so
 * incurred = paid + change in reserves, claim by claim. The IBNR reserve is set at each month's end.
 */
import { IBNR_WINDOW_MONTHS, ibnrKobo, kobo, startOfLagosDay, addMonths } from '@alaafia/domain';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { ledgerEntries, ledgerLines } from '../../../db/schema/index.js';
import { credit, debit, postEntry } from './ledger.js';

/** What the books say of each claim: its case reserve and what was paid for it (kobo). */
export async function claimBooks(
  db: DbOrTx,
  claimIds: readonly number[],
  before?: Date,
): Promise<Map<number, { reserve: number; paid: number }>> {
  const out = new Map<number, { reserve: number; paid: number }>();
  if (claimIds.length === 0) return out;
  const rows = await db
    .select({
      claimId: ledgerEntries.claimId,
      reserve: sql<string>`coalesce(sum(case when ${ledgerLines.accountCode} = 'uw_case_reserves' then ${ledgerLines.creditKobo} - ${ledgerLines.debitKobo} else 0 end), 0)::text`,
      paid: sql<string>`coalesce(sum(case when ${ledgerLines.accountCode} = 'uw_claims_paid' then ${ledgerLines.debitKobo} - ${ledgerLines.creditKobo} else 0 end), 0)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(
      and(
        inArray(ledgerEntries.claimId, [...claimIds]),
        before ? lt(ledgerEntries.at, before) : undefined,
      ),
    )
    .groupBy(ledgerEntries.claimId);
  for (const id of claimIds) out.set(id, { reserve: 0, paid: 0 });
  for (const r of rows) out.set(r.claimId!, { reserve: Number(r.reserve), paid: Number(r.paid) });
  return out;
}

/**
 * Moves a claim's case reserve to `target` kobo, in the caller's transaction (which holds the
 * claim's row): posts the difference, if any (`claim.reserve`). Answers the change posted.
 */
export async function moveClaimReserve(
  tx: DbOrTx,
  input: { claimId: number; policyId: number; target: number; at: Date; why: string },
): Promise<number> {
  const [row] = await tx
    .select({
      reserve: sql<string>`coalesce(sum(${ledgerLines.creditKobo} - ${ledgerLines.debitKobo}), 0)::text`,
      moves: sql<string>`count(distinct ${ledgerEntries.id})::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(
      and(
        eq(ledgerEntries.claimId, input.claimId),
        eq(ledgerLines.accountCode, 'uw_case_reserves'),
      ),
    );
  const change = input.target - Number(row?.reserve ?? 0);
  if (change === 0) return 0;
  await postEntry(tx, {
    at: input.at,
    memo: `Case reserve ${change > 0 ? 'raised' : 'lowered'}: ${input.why}`,
    kind: 'claim.reserve',
    claimId: input.claimId,
    policyId: input.policyId,
    idempotencyKey: `claim.reserve:${input.claimId}:${Number(row?.moves ?? 0) + 1}`,
    lines:
      change > 0
        ? [debit('uw_reserve_movement', change), credit('uw_case_reserves', change)]
        : [debit('uw_case_reserves', -change), credit('uw_reserve_movement', -change)],
  });
  return change;
}

/** The instants a Lagos month (YYYY-MM) runs from (inclusive) and to (exclusive). */
export function monthBounds(month: string): { from: Date; to: Date } {
  return {
    from: startOfLagosDay(`${month}-01`),
    to: startOfLagosDay(addMonths(`${month}-01`, 1)),
  };
}

/** The net movement (debits less credits) of one account over entries dated in [from, to). */
async function accountMovement(
  db: DbOrTx,
  account: string,
  from: Date | null,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(${ledgerLines.debitKobo} - ${ledgerLines.creditKobo}), 0)::text`,
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(
      and(
        eq(ledgerLines.accountCode, account as never),
        from ? gte(ledgerEntries.at, from) : undefined,
        lt(ledgerEntries.at, to),
      ),
    );
  return Number(row?.net ?? 0);
}

/**
 * Sets the IBNR reserve at the end of `month` (YYYY-MM, ended): `rate` of the premium earned in the
 * window of IBNR_WINDOW_MONTHS ending with it (the underwriter's premium earned, from the books),
 * posting the change from the balance then (`ibnr.set`, dated at the month's last instant, once per
 * month). Answers the change posted, or null when the month's IBNR was set already.
 */
export async function setIbnr(
  db: DbOrTx,
  input: { month: string; rate: number },
): Promise<number | null> {
  const { to } = monthBounds(input.month);
  const windowStart = addMonths(`${input.month}-01`, 1 - IBNR_WINDOW_MONTHS);
  const windowFrom = startOfLagosDay(windowStart);
  const earned = -(await accountMovement(db, 'uw_premium_earned', windowFrom, to));
  const target = ibnrKobo(kobo(Math.max(0, earned)), input.rate);
  const held = -(await accountMovement(db, 'uw_ibnr', null, to));
  const change = target - held;
  const at = new Date(to.getTime() - 1);
  const lines =
    change >= 0
      ? [debit('uw_reserve_movement', change), credit('uw_ibnr', change)]
      : [debit('uw_ibnr', -change), credit('uw_reserve_movement', -change)];
  // A month whose IBNR needs no change still records that it was set: a zero change posts nothing,
  // so the key is looked up first.
  const [done] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, `ibnr.set:${input.month}`));
  if (done) return null;
  if (change === 0) return 0;
  const id = await postEntry(db, {
    at,
    memo: `IBNR at the end of ${input.month}: ${input.rate * 100}% of ${kobo(Math.max(0, earned))} kobo earned since ${windowStart}`,
    kind: 'ibnr.set',
    idempotencyKey: `ibnr.set:${input.month}`,
    period: { from: `${input.month}-01`, to: addMonths(`${input.month}-01`, 1) },
    lines,
  });
  return id === null ? null : change;
}
