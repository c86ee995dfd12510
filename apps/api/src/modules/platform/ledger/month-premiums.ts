/**
 * A month's premium, premium by premium, as the books hold it (issue 36 item 10; the premium
 * bordereau: docs/business-rules.md, 'The underwriter's reports'): every premium written, restated
 * or taken back in the month, and every premium that earned something in it, each with what it
 * earned in the month. The daily earning posts one entry a run of days for all premiums; what one
 * premium earned in a run is the same rule on its own amount, and a run earned for the premiums
 * written before it and not taken back before it (entry ids are in posting order). So the rows'
 * earned premium adds up to the month's movement of the underwriter's premium earned, to the kobo.
 */
import { addDays, earnedBetween, type BordereauTransactionType } from '@alaafia/domain';
import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { ledgerEntries, ledgerLines } from '../../../db/schema/index.js';
import { EARNING_KIND, TAKE_BACK_KINDS, writtenPremiums, WRITTEN_KINDS } from './premiums.js';
import { monthBounds } from './reserves.js';

export interface MonthPremiumRow {
  entryId: number;
  /** The entry of the row: the premium's own entry for a written or earning row. */
  at: Date;
  kind: string;
  reference: string | null;
  policyId: number | null;
  productUid: string | null;
  transactionType: BordereauTransactionType | null;
  periodFrom: string | null;
  periodTo: string | null;
  /** Premium written in the month by this row (negative: taken back). */
  writtenKobo: number;
  commissionKobo: number;
  vatKobo: number;
  netKobo: number;
  /** What the row moved of the underwriter's unearned premium (credit positive). */
  unearnedKobo: number;
  /** Premium earned in the month by this row. */
  earnedKobo: number;
  /** Our commission (less VAT) earned in the month by this row. */
  commissionEarnedKobo: number;
}

/** The lines of the month's entries that move premium, by entry and account (credit positive). */
async function entryMoves(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, Record<string, number>>();
  const rows = await db
    .select({
      id: ledgerLines.entryId,
      account: ledgerLines.accountCode,
      net: sql<string>`sum(${ledgerLines.creditKobo} - ${ledgerLines.debitKobo})::text`,
    })
    .from(ledgerLines)
    .where(inArray(ledgerLines.entryId, ids))
    .groupBy(ledgerLines.entryId, ledgerLines.accountCode);
  const out = new Map<number, Record<string, number>>();
  for (const r of rows) {
    const m = out.get(r.id) ?? {};
    m[r.account] = Number(r.net);
    out.set(r.id, m);
  }
  return out;
}

/** The rows of the month's premium, oldest entry first. */
export async function monthPremiums(db: DbOrTx, month: string): Promise<MonthPremiumRow[]> {
  const { from, to } = monthBounds(month);
  const inMonth = and(gte(ledgerEntries.at, from), lt(ledgerEntries.at, to));
  // The month's premium entries (written, restated, taken back) and its earning runs.
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        inMonth,
        or(
          inArray(ledgerEntries.kind, [...WRITTEN_KINDS, ...TAKE_BACK_KINDS]),
          eq(ledgerEntries.kind, EARNING_KIND),
        ),
      ),
    )
    .orderBy(ledgerEntries.id);
  const runs = entries
    .filter((e) => e.kind === EARNING_KIND)
    .map((e) => ({ id: e.id, from: e.periodFrom!, last: addDays(e.periodTo!, -1) }));
  const own = entries.filter((e) => e.kind !== EARNING_KIND);
  const moves = await entryMoves(
    db,
    own.map((e) => e.id),
  );
  // Every premium that may have earned in the month's runs: its period meets their days.
  const runFrom = runs.reduce((m, r) => (r.from < m ? r.from : m), '9999-12-31');
  const runLast = runs.reduce((m, r) => (r.last > m ? r.last : m), '0001-01-01');
  const earning =
    runs.length === 0
      ? []
      : await writtenPremiums(db, { earningAfter: runFrom }, null).then((ps) =>
          ps.filter((p) => p.period.from <= runLast),
        );
  const stoppedAt = new Map<number, number>();
  if (earning.length > 0) {
    for (const t of await db
      .select({
        premium: ledgerEntries.premiumEntryId,
        first: sql<number>`min(${ledgerEntries.id})`,
      })
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.premiumEntryId,
          earning.map((p) => p.entryId),
        ),
      )
      .groupBy(ledgerEntries.premiumEntryId))
      stoppedAt.set(t.premium!, Number(t.first));
  }
  const earnedInRuns = new Map<number, { premium: number; commission: number }>();
  for (const p of earning) {
    let premium = 0;
    let commission = 0;
    const stop = stoppedAt.get(p.entryId) ?? Number.POSITIVE_INFINITY;
    for (const r of runs) {
      if (r.id < p.entryId || r.id > stop) continue;
      premium += earnedBetween(p.gross, p.period, r.from, r.last);
      commission += earnedBetween(p.commissionIncome, p.period, r.from, r.last);
    }
    if (premium !== 0 || commission !== 0) earnedInRuns.set(p.entryId, { premium, commission });
  }

  const rows: MonthPremiumRow[] = [];
  const written = new Set<number>();
  for (const e of own) {
    const m = moves.get(e.id) ?? {};
    // A lost chargeback's part that was not premium moves no premium: no row.
    if (m.uw_control === undefined && m.due_to_underwriter === undefined) continue;
    const run = WRITTEN_KINDS.includes(e.kind as never) ? earnedInRuns.get(e.id) : undefined;
    if (WRITTEN_KINDS.includes(e.kind as never)) written.add(e.id);
    // A premium restated at the move to the agency model was written (and reported) before: it
    // earns here, but writes nothing new.
    const restated = e.kind === 'premium.restated';
    const net = restated ? 0 : (m.due_to_underwriter ?? 0);
    const vat = restated ? 0 : (m.vat_payable ?? 0);
    const gross = restated ? 0 : -(m.uw_control ?? 0);
    rows.push({
      entryId: e.id,
      at: e.at,
      kind: e.kind,
      reference: e.reference,
      policyId: e.policyId,
      productUid: e.productUid,
      transactionType: e.transactionType,
      periodFrom: e.periodFrom,
      periodTo: e.periodTo,
      writtenKobo: gross,
      commissionKobo: gross - net,
      vatKobo: vat,
      netKobo: net,
      unearnedKobo: (m.uw_unearned_premium ?? 0) - (run?.premium ?? 0),
      earnedKobo: (m.uw_premium_earned ?? 0) + (run?.premium ?? 0),
      commissionEarnedKobo: (m.commission_income ?? 0) + (run?.commission ?? 0),
    });
  }
  // Premiums written before the month that earned in it: a row of earning alone.
  for (const p of earning) {
    const run = earnedInRuns.get(p.entryId);
    if (!run || written.has(p.entryId)) continue;
    rows.push({
      entryId: p.entryId,
      at: p.at,
      kind: 'premium.earned',
      reference: p.reference,
      policyId: p.policyId,
      productUid: p.productUid,
      transactionType: p.transactionType,
      periodFrom: p.period.from,
      periodTo: p.period.to,
      writtenKobo: 0,
      commissionKobo: 0,
      vatKobo: 0,
      netKobo: 0,
      unearnedKobo: -run.premium,
      earnedKobo: run.premium,
      commissionEarnedKobo: run.commission,
    });
  }
  return rows;
}
