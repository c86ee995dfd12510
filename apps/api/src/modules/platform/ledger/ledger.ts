/**
 * The books (issue 27; docs/business-rules.md, "The books"): posting to the double-entry journal.
 * Every money path calls `postEntry` with its own transaction, so an entry is written with the
 * event it records or not at all. Entries are never changed: a mistake is corrected by
 * `reverseEntry`, and nothing is dated in a closed month (a late event is dated in the open month,
 * naming the closed one). This module is at the bottom of the ladder (docs/architecture.md, "Module
 * groups"): it imports no other module.
 */
import {
  entryProblem,
  isRetired,
  kobo,
  lagosDate,
  type BordereauTransactionType,
  type LedgerLine,
} from '@alaafia/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.js';
import { ledgerEntries, ledgerLines, ledgerPeriods } from '../../../db/schema/index.js';

export interface NewEntry {
  at: Date;
  memo: string;
  /** What happened: premium.received, refund.sent... (docs/business-rules.md, "The books"). */
  kind: string;
  /**
   * One per event, so a retried event (a webhook delivered twice, a job run again) posts once:
   * e.g. `premium.received:ALF-...`, `refund.sent:12`.
   */
  idempotencyKey: string;
  reference?: string | null;
  claimId?: number | null;
  policyId?: number | null;
  sponsorId?: number | null;
  /**
   * The cover period a premium.written entry is earned over, the days an earning.daily entry earned,
   * the month a remittance settles (YYYY-MM-DD, end exclusive).
   */
  period?: { from: string; to: string } | null;
  /** The premium.written entry this one takes back (a refund, a lost chargeback). */
  premiumEntryId?: number | null;
  transactionType?: BordereauTransactionType | null;
  productUid?: string | null;
  /** Lines of 0 kobo are left out (a commission at a rate of 0); at least two must remain. */
  lines: readonly LedgerLine[];
  /**
   * Only the move to the agency model (restatement.ts) posts to the accounts retired by issue 36,
   * to bring them to zero.
   */
  retiredAccounts?: 'allowed';
}

/**
 * Where an entry dated `at` is dated in the books: `at`, unless its month is closed; then the first
 * instant of the open month, naming the closed month it belongs to (docs/business-rules.md, 'Period
 * close'). Months are closed in order, so everything before the end of the last one is closed.
 */
async function datedInOpenMonth(
  tx: DbOrTx,
  at: Date,
): Promise<{ at: Date; lateForMonth: string | null }> {
  const [row] = await tx
    .select({ through: sql<string | null>`max(${ledgerPeriods.endsAt})::text` })
    .from(ledgerPeriods);
  const through = row?.through ? new Date(row.through) : null;
  if (!through || at.getTime() >= through.getTime()) return { at, lateForMonth: null };
  return { at: through, lateForMonth: lagosDate(at).slice(0, 7) };
}

export class UnbalancedEntryError extends Error {
  constructor(problem: string) {
    super(`ledger entry refused: ${problem}`);
    this.name = 'UnbalancedEntryError';
  }
}

/**
 * Posts one entry in the caller's transaction. Throws (so the caller's transaction rolls back) when
 * the lines do not balance; answers the new entry's id, or null when an entry with this
 * idempotency key was already posted or every line is 0 kobo (nothing moved).
 */
export async function postEntry(tx: DbOrTx, entry: NewEntry): Promise<number | null> {
  // An entry is written whole by one transaction (the database refuses a line added to an entry
  // an earlier one wrote): outside a transaction, this opens one.
  if (!(tx instanceof PgTransaction)) return tx.transaction((t) => postEntry(t, entry));
  const lines = entry.lines.filter((l) => (l.debit ?? 0) !== 0 || (l.credit ?? 0) !== 0);
  if (lines.length === 0) return null;
  const retired =
    entry.retiredAccounts === 'allowed' ? undefined : lines.find((l) => isRetired(l.account));
  const problem =
    entryProblem(lines) ??
    (retired ? `the account ${retired.account} is retired (issue 36)` : null);
  if (problem) throw new UnbalancedEntryError(problem);
  const dated = await datedInOpenMonth(tx, entry.at);
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      at: dated.at,
      lateForMonth: dated.lateForMonth,
      premiumEntryId: entry.premiumEntryId ?? null,
      transactionType: entry.transactionType ?? null,
      productUid: entry.productUid ?? null,
      memo: entry.memo,
      kind: entry.kind,
      idempotencyKey: entry.idempotencyKey,
      reference: entry.reference ?? null,
      claimId: entry.claimId ?? null,
      policyId: entry.policyId ?? null,
      sponsorId: entry.sponsorId ?? null,
      periodFrom: entry.period?.from ?? null,
      periodTo: entry.period?.to ?? null,
      reversesEntryId: null,
    })
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning({ id: ledgerEntries.id });
  if (!row) return null;
  await tx.insert(ledgerLines).values(
    lines.map((l) => ({
      entryId: row.id,
      accountCode: l.account,
      debitKobo: l.debit ?? 0,
      creditKobo: l.credit ?? 0,
    })),
  );
  return row.id;
}

/** The id of the entry posted under this idempotency key, or null. */
export async function entryIdByKey(db: DbOrTx, idempotencyKey: string): Promise<number | null> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
  return row?.id ?? null;
}

/**
 * Posts the mirror of entry `entryId` (each debit a credit and back), naming it in
 * `reverses_entry_id`. An entry is reversed at most once: answers null when it already was, or when
 * there is no such entry.
 */
export async function reverseEntry(
  tx: DbOrTx,
  entryId: number,
  memo: string,
  at: Date,
  kind = 'reversal',
): Promise<number | null> {
  if (!(tx instanceof PgTransaction))
    return tx.transaction((t) => reverseEntry(t, entryId, memo, at, kind));
  const [original] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
  if (!original) return null;
  const lines = await tx
    .select()
    .from(ledgerLines)
    .where(eq(ledgerLines.entryId, entryId))
    .orderBy(asc(ledgerLines.id));
  const dated = await datedInOpenMonth(tx, at);
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      at: dated.at,
      lateForMonth: dated.lateForMonth,
      memo,
      kind,
      idempotencyKey: `reversal:${entryId}`,
      reference: original.reference,
      claimId: original.claimId,
      policyId: original.policyId,
      sponsorId: original.sponsorId,
      reversesEntryId: entryId,
      premiumEntryId: original.premiumEntryId,
      productUid: original.productUid,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  if (!row) return null;
  await tx.insert(ledgerLines).values(
    lines.map((l) => ({
      entryId: row.id,
      accountCode: l.accountCode,
      debitKobo: l.creditKobo,
      creditKobo: l.debitKobo,
    })),
  );
  return row.id;
}

/** Reverses the entry posted under `idempotencyKey`, if there is one and it is not reversed yet. */
export async function reverseEntryByKey(
  tx: DbOrTx,
  idempotencyKey: string,
  memo: string,
  at: Date,
  kind?: string,
): Promise<number | null> {
  const id = await entryIdByKey(tx, idempotencyKey);
  return id === null ? null : reverseEntry(tx, id, memo, at, kind);
}

/** Shorthand for a line: `debit('cash_at_paystack', n)`. */
export const debit = (account: LedgerLine['account'], amount: number): LedgerLine => ({
  account,
  debit: kobo(amount),
});
export const credit = (account: LedgerLine['account'], amount: number): LedgerLine => ({
  account,
  credit: kobo(amount),
});
