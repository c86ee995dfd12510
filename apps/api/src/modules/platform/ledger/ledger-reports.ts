/**
 * Reading the books (issue 27; docs/business-rules.md, "The books"): the trial balance on a day and
 * the journal of one payment or claim, what Paystack took for a reference. Read-only.
 */
import {
  addDays,
  LEDGER_ACCOUNTS,
  sectionOf,
  startOfLagosDay,
  type LedgerAccountCode,
  type LedgerAccountType,
  type LedgerSection,
} from '@alaafia/domain';
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerLines } from '../../../db/schema/index.js';

export interface TrialBalance {
  as_of: string;
  accounts: {
    code: LedgerAccountCode;
    name: string;
    type: LedgerAccountType;
    retired: boolean;
    debit_kobo: number;
    credit_kobo: number;
  }[];
  total_debit_kobo: number;
  total_credit_kobo: number;
  /** The same totals within each set of books: Alaafia's own accounts, the underwriter's. */
  sections: Record<LedgerSection, { debit_kobo: number; credit_kobo: number }>;
}

/**
 * Every account of the chart with its balance at the end of `asOf` (a Lagos day, YYYY-MM-DD): the
 * entries dated before the next Lagos midnight, the balance on the side it falls (debit when the
 * debits are more). The two totals are equal when the books balance.
 */
export async function trialBalance(db: DbOrTx, asOf: string): Promise<TrialBalance> {
  const before = startOfLagosDay(addDays(asOf, 1));
  const sums = await db
    .select({
      code: ledgerLines.accountCode,
      net: sql<string>`coalesce(sum(${ledgerLines.debitKobo} - ${ledgerLines.creditKobo}), 0)::text`,
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(lt(ledgerEntries.at, before))
    .groupBy(ledgerLines.accountCode);
  const net = new Map(sums.map((s) => [s.code, Number(s.net)]));
  const chart = await db.select().from(ledgerAccounts).orderBy(asc(ledgerAccounts.code));
  const order = Object.keys(LEDGER_ACCOUNTS);
  chart.sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
  const accounts = chart.map((a) => {
    const n = net.get(a.code) ?? 0;
    return {
      code: a.code,
      name: a.name,
      type: a.type,
      retired: a.retired,
      debit_kobo: n > 0 ? n : 0,
      credit_kobo: n < 0 ? -n : 0,
    };
  });
  const total = (of: typeof accounts) => ({
    debit_kobo: of.reduce((s, a) => s + a.debit_kobo, 0),
    credit_kobo: of.reduce((s, a) => s + a.credit_kobo, 0),
  });
  const all = total(accounts);
  return {
    as_of: asOf,
    accounts,
    total_debit_kobo: all.debit_kobo,
    total_credit_kobo: all.credit_kobo,
    sections: {
      alaafia: total(accounts.filter((a) => sectionOf(a.code) === 'alaafia')),
      underwriter: total(accounts.filter((a) => sectionOf(a.code) === 'underwriter')),
    },
  };
}

/**
 * One account's balance now, debits less credits, in kobo (negative when its credits are more): the
 * balance at Paystack is `accountBalanceKobo(db, 'cash_at_paystack')`.
 */
export async function accountBalanceKobo(db: DbOrTx, code: LedgerAccountCode): Promise<number> {
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(${ledgerLines.debitKobo} - ${ledgerLines.creditKobo}), 0)::text`,
    })
    .from(ledgerLines)
    .where(eq(ledgerLines.accountCode, code));
  return Number(row?.net ?? 0);
}

export interface JournalEntry {
  id: number;
  at: Date;
  memo: string;
  kind: string;
  reverses_entry_id: number | null;
  late_for_month: string | null;
  lines: { account_code: LedgerAccountCode; debit_kobo: number; credit_kobo: number }[];
}

/** The entries of one payment reference or one claim, oldest first, each with its lines. */
export async function journalFor(
  db: DbOrTx,
  of: { reference: string } | { claimId: number },
): Promise<JournalEntry[]> {
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(
      'reference' in of
        ? // As typed, or in capitals as our references are made (ALF-...): finance may type it in
          // lower case (issue 38); both read the reference's index.
          inArray(ledgerEntries.reference, [...new Set([of.reference, of.reference.toUpperCase()])])
        : eq(ledgerEntries.claimId, of.claimId),
    )
    .orderBy(asc(ledgerEntries.at), asc(ledgerEntries.id));
  if (entries.length === 0) return [];
  const lines = await db
    .select()
    .from(ledgerLines)
    .where(
      inArray(
        ledgerLines.entryId,
        entries.map((e) => e.id),
      ),
    )
    .orderBy(asc(ledgerLines.id));
  return entries.map((e) => ({
    id: e.id,
    at: e.at,
    memo: e.memo,
    kind: e.kind,
    reverses_entry_id: e.reversesEntryId,
    late_for_month: e.lateForMonth,
    lines: lines
      .filter((l) => l.entryId === e.id)
      .map((l) => ({
        account_code: l.accountCode,
        debit_kobo: l.debitKobo,
        credit_kobo: l.creditKobo,
      })),
  }));
}

/**
 * The whole journal's check (the API tests run it after every file): the entries whose lines do
 * not sum to zero, and the difference of all debits and all credits. Both empty/0 when the books
 * balance.
 */
export async function journalImbalance(
  db: DbOrTx,
): Promise<{ unbalancedEntries: number[]; difference: number }> {
  const rows = await db
    .select({
      entryId: ledgerLines.entryId,
      net: sql<string>`sum(${ledgerLines.debitKobo} - ${ledgerLines.creditKobo})::text`,
    })
    .from(ledgerLines)
    .groupBy(ledgerLines.entryId)
    .having(sql`sum(${ledgerLines.debitKobo} - ${ledgerLines.creditKobo}) <> 0`);
  const [total] = await db
    .select({
      difference: sql<string>`coalesce(sum(${ledgerLines.debitKobo} - ${ledgerLines.creditKobo}), 0)::text`,
    })
    .from(ledgerLines);
  return {
    unbalancedEntries: rows.map((r) => r.entryId),
    difference: Number(total?.difference ?? 0),
  };
}

/**
 * The balance of one account over the entries of one payment reference (or one policy of it), as
 * debits less credits: what is still unearned of a payment is minus this on `unearned_premium`.
 */
export async function referenceBalance(
  db: DbOrTx,
  of: { reference: string; policyId?: number | null },
  account: LedgerAccountCode,
): Promise<number> {
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(${ledgerLines.debitKobo} - ${ledgerLines.creditKobo}), 0)::text`,
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(
      and(
        eq(ledgerEntries.reference, of.reference),
        eq(ledgerLines.accountCode, account),
        of.policyId === undefined || of.policyId === null
          ? undefined
          : eq(ledgerEntries.policyId, of.policyId),
      ),
    );
  return Number(row?.net ?? 0);
}

/**
 * The entries that take money at Paystack (a payment): they debit cash at Paystack and name a
 * reference, and are not a chargeback, a settlement, a top-up or a reversal (docs/business-rules.md,
 * 'The books'). One rule for what a settlement's transaction is matched against and for what a
 * settlement must pay out (modules/back-office/finance/reconciliation.ts).
 */
const takesMoneyAtPaystack: SQL = sql`(${ledgerEntries.reference} is not null
  and ${ledgerEntries.reversesEntryId} is null
  and ${ledgerEntries.kind} not like 'chargeback.%'
  and ${ledgerEntries.kind} not like 'settlement%'
  and ${ledgerEntries.kind} not like 'paystack.top_up%'
  and ${ledgerLines.debitKobo} > 0)`;

/** What the ledger says Paystack took for a reference (its payment entries' debits to cash at Paystack). */
export async function cashTakenFor(tx: DbOrTx, reference: string): Promise<number> {
  const [row] = await tx
    .select({ kobo: sql<string>`coalesce(sum(${ledgerLines.debitKobo}), 0)::text` })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(
      and(
        eq(ledgerEntries.reference, reference),
        eq(ledgerLines.accountCode, 'cash_at_paystack'),
        takesMoneyAtPaystack,
      ),
    );
  return Number(row?.kobo ?? 0);
}

/**
 * What the ledger says was ever drawn from the balance at Paystack: every movement of cash at
 * Paystack that is neither a payment, a settlement nor a top-up (refunds sent, payouts and their
 * fees, chargebacks, less payouts reversed and chargebacks won). The reconciliation takes off what
 * settlements have kept back so far.
 */
export async function cashDrawnAtPaystack(tx: DbOrTx): Promise<number> {
  const [drawn] = await tx
    .select({
      kobo: sql<string>`coalesce(sum(${ledgerLines.creditKobo} - ${ledgerLines.debitKobo}), 0)::text`,
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(
      and(
        eq(ledgerLines.accountCode, 'cash_at_paystack'),
        sql`${ledgerEntries.kind} not like 'settlement%'`,
        sql`${ledgerEntries.kind} not like 'paystack.top_up%'`,
        sql`not ${takesMoneyAtPaystack}`,
      ),
    );
  return Number(drawn?.kobo ?? 0);
}

/**
 * The payments taken at Paystack since `since` (reference, what was taken, when), oldest first,
 * leaving out those `unless` names: the caller's condition on the payment's reference, an owner's
 * SQL fragment over its own tables (the reconciliation's: already in a settlement, already a break).
 */
export async function paymentsTakenAtPaystack(
  db: DbOrTx,
  input: { since: Date; unless: (reference: SQL) => SQL },
) {
  const reference = sql`${ledgerEntries.reference}`;
  return db
    .select({
      reference: sql<string>`${ledgerEntries.reference}`,
      kobo: sql<string>`sum(${ledgerLines.debitKobo})::text`,
      at: sql<Date>`min(${ledgerEntries.at})`.mapWith(ledgerEntries.at),
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(
      and(
        eq(ledgerLines.accountCode, 'cash_at_paystack'),
        takesMoneyAtPaystack,
        gte(ledgerEntries.at, input.since),
        sql`not ${input.unless(reference)}`,
      ),
    )
    .groupBy(ledgerEntries.reference)
    .orderBy(sql`min(${ledgerEntries.at})`);
}
