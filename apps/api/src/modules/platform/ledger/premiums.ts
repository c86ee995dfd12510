/**
 * Premium in the agency books (issue 36; docs/business-rules.md, 'Posting rules', 'Earning'): a
 * premium is written once, split on the whole premium at inception (the underwriter's net is owed
 * to it at once; our commission, less the VAT in it, is unearned), and earned day by day over its
 * cover period by the daily earning (earning.ts), our commission with it. A refund or a lost
 * chargeback takes it back: what is unearned first, and the cover's earning stops.
 *
 * The earning's invariant: every premium not taken back has earned, in the books, exactly
 * `earnedThrough(premium, period, cursor)`, the cursor being the last Lagos day the daily earning
 * posted. A premium written for a period that began on or before the cursor (a renewal paid in its
 * grace days) earns those days in its own entry. Writers and take-backs hold a shared advisory lock
 * and the daily earning an exclusive one, so none of them reads a cursor the other is moving.
 */
import {
  addDays,
  earnedThrough,
  kobo,
  proportionOf,
  splitPremium,
  takeBack,
  type BordereauTransactionType,
  type CoverPeriod,
  type Kobo,
  type LedgerAccountCode,
  type LedgerLine,
  type PremiumOnBooks,
} from '@alaafia/domain';
import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { ledgerEntries, ledgerLines } from '../../../db/schema/index.js';
import { credit, debit, postEntry } from './ledger.js';

/** The commission rate agreed with the underwriter and the VAT rate on commission (config). */
export interface BookRates {
  commission: number;
  vat: number;
}

/** The rates of the app's configuration (UNDERWRITER_COMMISSION_RATE, COMMISSION_VAT_RATE). */
export const bookRates = (u: { commissionRate: number; vatRate: number }): BookRates => ({
  commission: u.commissionRate,
  vat: u.vatRate,
});

/** The kinds of entry that start an earning: a premium written, and one restated at the move (issue 36). */
export const WRITTEN_KINDS = ['premium.written', 'premium.restated'] as const;
/** The kind of the daily earning's entries; their period is the days they earned. */
export const EARNING_KIND = 'earning.daily';
/** The kinds of entry that take a premium back. */
export const TAKE_BACK_KINDS = ['refund.approved', 'chargeback.lost'] as const;

/** The key of the advisory lock between the daily earning and premium writers (any fixed number). */
const EARNING_LOCK = 36_0001;

export async function holdEarningLock(tx: DbOrTx, mode: 'shared' | 'exclusive'): Promise<void> {
  await tx.execute(
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(${EARNING_LOCK})`
      : sql`select pg_advisory_xact_lock(${EARNING_LOCK})`,
  );
}

/** The last Lagos day the daily earning has posted, or null before its first entry. */
export async function earningCursor(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ to: sql<string | null>`max(${ledgerEntries.periodTo})::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.kind, EARNING_KIND));
  return row?.to ? addDays(row.to, -1) : null;
}

/** What a premium earned by the end of the cursor day (nothing before the daily earning began). */
function earnedAtCursor(amount: Kobo, period: CoverPeriod, cursor: string | null): Kobo {
  return cursor === null ? kobo(0) : earnedThrough(amount, period, cursor);
}

export interface WritePremium {
  at: Date;
  memo: string;
  idempotencyKey: string;
  /** Who pays it: a payment (cash at Paystack), a sponsor (receivable), Alaafia (a promotion). */
  paidFrom: Extract<
    LedgerAccountCode,
    'cash_at_paystack' | 'sponsor_receivables' | 'promotions' | 'bank' | 'unearned_premium'
  >;
  gross: Kobo;
  /** Of the gross, what Alaafia pays as a promotion (a referral discount): debited to promotions. */
  promotionKobo?: number;
  period: CoverPeriod;
  policyId: number | null;
  productUid: string | null;
  transactionType: BordereauTransactionType;
  reference?: string | null;
  sponsorId?: number | null;
  rates: BookRates;
  kind?: (typeof WRITTEN_KINDS)[number];
  retiredAccounts?: 'allowed';
}

/**
 * The lines of a premium written (docs/business-rules.md, 'Posting rules'): debit who pays it (and
 * promotions with what Alaafia pays of it);
 * credit the underwriter its net, our commission income as unearned and the VAT in it; in the
 * underwriter's accounts, the gross premium unearned against the control. What the period earned
 * by `cursor` is earned in the same lines.
 */
function premiumWrittenLines(
  input: Pick<WritePremium, 'paidFrom' | 'gross' | 'period' | 'rates' | 'promotionKobo'>,
  cursor: string | null,
): LedgerLine[] {
  const s = splitPremium(input.gross, input.rates.commission, input.rates.vat);
  const earned = earnedAtCursor(s.gross, input.period, cursor);
  const earnedCommission = earnedAtCursor(s.commissionIncome, input.period, cursor);
  const promotion = input.promotionKobo ?? 0;
  return [
    debit(input.paidFrom, s.gross - promotion),
    debit('promotions', promotion),
    credit('due_to_underwriter', s.net),
    credit('unearned_commission', s.commissionIncome - earnedCommission),
    credit('commission_income', earnedCommission),
    credit('vat_payable', s.vat),
    debit('uw_control', s.gross),
    credit('uw_unearned_premium', s.gross - earned),
    credit('uw_premium_earned', earned),
  ];
}

/** Writes one premium: one entry, answered by its id (null when its key was posted before). */
export async function writePremium(tx: DbOrTx, input: WritePremium): Promise<number | null> {
  await holdEarningLock(tx, 'shared');
  const cursor = await earningCursor(tx);
  return postEntry(tx, {
    at: input.at,
    memo: input.memo,
    kind: input.kind ?? 'premium.written',
    idempotencyKey: input.idempotencyKey,
    reference: input.reference ?? null,
    policyId: input.policyId,
    sponsorId: input.sponsorId ?? null,
    productUid: input.productUid,
    transactionType: input.transactionType,
    period: input.period,
    lines: premiumWrittenLines(input, cursor),
    retiredAccounts: input.retiredAccounts,
  });
}

/** A premium on the books, as the take-backs and the reports read it. */
export interface WrittenPremium extends PremiumOnBooks {
  entryId: number;
  at: Date;
  kind: string;
  reference: string | null;
  policyId: number | null;
  productUid: string | null;
  transactionType: BordereauTransactionType | null;
  period: CoverPeriod;
  /** True once taken back (in part or whole): it earns nothing more. */
  stopped: boolean;
  /** What its payer paid of it (the gross less what Alaafia paid as a promotion). */
  paidKobo: Kobo;
  /** Of that, the money already given back (a refund, a lost chargeback). */
  paidBackKobo: Kobo;
}

/**
 * The premiums written that `where` selects, each with its parts (read from its lines: the gross
 * from the underwriter's control, the net, the commission income, the VAT), what was taken back of
 * it, and what is still unearned at `cursor`.
 */
export async function writtenPremiums(
  db: DbOrTx,
  where: { reference: string } | { entryIds: number[] } | { earningAfter: string },
  cursor: string | null,
): Promise<WrittenPremium[]> {
  const filter =
    'reference' in where
      ? eq(ledgerEntries.reference, where.reference)
      : 'entryIds' in where
        ? where.entryIds.length > 0
          ? inArray(ledgerEntries.id, where.entryIds)
          : sql`false`
        : gt(ledgerEntries.periodTo, where.earningAfter);
  const rows = await db
    .select({
      id: ledgerEntries.id,
      at: ledgerEntries.at,
      kind: ledgerEntries.kind,
      reference: ledgerEntries.reference,
      policyId: ledgerEntries.policyId,
      productUid: ledgerEntries.productUid,
      transactionType: ledgerEntries.transactionType,
      from: ledgerEntries.periodFrom,
      to: ledgerEntries.periodTo,
      gross: sql<string>`sum(case when ${ledgerLines.accountCode} = 'uw_control' then ${ledgerLines.debitKobo} else 0 end)::text`,
      net: sql<string>`sum(case when ${ledgerLines.accountCode} = 'due_to_underwriter' then ${ledgerLines.creditKobo} else 0 end)::text`,
      income: sql<string>`sum(case when ${ledgerLines.accountCode} in ('unearned_commission', 'commission_income') then ${ledgerLines.creditKobo} else 0 end)::text`,
      vat: sql<string>`sum(case when ${ledgerLines.accountCode} = 'vat_payable' then ${ledgerLines.creditKobo} else 0 end)::text`,
      promotion: sql<string>`sum(case when ${ledgerLines.accountCode} = 'promotions' then ${ledgerLines.debitKobo} else 0 end)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(and(inArray(ledgerEntries.kind, [...WRITTEN_KINDS]), filter))
    .groupBy(ledgerEntries.id)
    .orderBy(ledgerEntries.id);
  if (rows.length === 0) return [];
  const taken = await db
    .select({
      premiumEntryId: ledgerEntries.premiumEntryId,
      amount: sql<string>`coalesce(sum(case when ${ledgerLines.accountCode} = 'uw_control' then ${ledgerLines.creditKobo} - ${ledgerLines.debitKobo} else 0 end), 0)::text`,
      promotion: sql<string>`coalesce(sum(case when ${ledgerLines.accountCode} = 'promotions' then ${ledgerLines.creditKobo} - ${ledgerLines.debitKobo} else 0 end), 0)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(
      and(
        isNotNull(ledgerEntries.premiumEntryId),
        inArray(
          ledgerEntries.premiumEntryId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .groupBy(ledgerEntries.premiumEntryId);
  const takenBy = new Map(
    taken.map((t) => [
      t.premiumEntryId!,
      { premium: Number(t.amount), money: Number(t.amount) - Number(t.promotion) },
    ]),
  );
  return rows.map((r) => {
    const gross = kobo(Number(r.gross));
    const commissionIncome = kobo(Number(r.income));
    const vat = kobo(Number(r.vat));
    const period = { from: r.from!, to: r.to! };
    const takenBack = kobo(takenBy.get(r.id)?.premium ?? 0);
    const stopped = takenBy.has(r.id);
    return {
      entryId: r.id,
      at: r.at,
      kind: r.kind,
      reference: r.reference,
      policyId: r.policyId,
      productUid: r.productUid,
      transactionType: r.transactionType,
      period,
      stopped,
      gross,
      commissionIncome,
      vat,
      commission: kobo(commissionIncome + vat),
      net: kobo(Number(r.net)),
      unearned: stopped ? kobo(0) : kobo(gross - earnedAtCursor(gross, period, cursor)),
      unearnedCommission: stopped
        ? kobo(0)
        : kobo(commissionIncome - earnedAtCursor(commissionIncome, period, cursor)),
      takenBack,
      takenBackCommission: proportionOf(commissionIncome, takenBack, Math.max(1, gross)),
      takenBackVat: proportionOf(vat, takenBack, Math.max(1, gross)),
      paidKobo: kobo(gross - Number(r.promotion)),
      paidBackKobo: kobo(takenBy.get(r.id)?.money ?? 0),
    };
  });
}

/** The lines of one take-back, crediting `to` with the premium given back. */
function takeBackLines(
  t: ReturnType<typeof takeBack>,
  money: number,
  to: Extract<LedgerAccountCode, 'refunds_payable' | 'chargebacks_held'>,
): LedgerLine[] {
  const commissionNet = t.commissionFromEarned - t.commissionEarnedAtOnce;
  const earnedNet = t.fromEarned - t.earnedAtOnce;
  return [
    debit('due_to_underwriter', t.net),
    debit('vat_payable', t.vat),
    debit('unearned_commission', t.commissionFromUnearned + t.commissionEarnedAtOnce),
    commissionNet >= 0
      ? debit('commission_income', commissionNet)
      : credit('commission_income', -commissionNet),
    credit(to, money),
    credit('promotions', t.amount - money),
    credit('uw_control', t.amount),
    debit('uw_unearned_premium', t.fromUnearned + t.earnedAtOnce),
    earnedNet >= 0
      ? debit('uw_premium_earned', earnedNet)
      : credit('uw_premium_earned', -earnedNet),
  ];
}

/**
 * Gives back up to `amount` kobo of the money a payment reference paid for premium (a refund
 * approved, a lost chargeback; docs/business-rules.md, 'Earning'), premium by premium in the order
 * written: each premium touched is taken back in proportion to the money given back of what its
 * payer paid (the part Alaafia paid of it as a promotion comes back to promotions), from what is
 * unearned first, then from what it earned, and it stops earning (what it had unearned and does
 * not give back is earned at once). A premium Alaafia paid whole (the free month) is not money
 * anyone gives back. One entry per premium, keyed `<keyPrefix>:<premium entry>`. Answers the money
 * given back: less than `amount` when the reference paid less premium than that (the rest is not
 * premium: the caller posts it).
 */
export async function takeBackPremiums(
  tx: DbOrTx,
  input: {
    reference: string;
    amount: number;
    to: Extract<LedgerAccountCode, 'refunds_payable' | 'chargebacks_held'>;
    kind: (typeof TAKE_BACK_KINDS)[number];
    keyPrefix: string;
    memo: string;
    at: Date;
  },
): Promise<number> {
  await holdEarningLock(tx, 'shared');
  const cursor = await earningCursor(tx);
  const premiums = await writtenPremiums(tx, { reference: input.reference }, cursor);
  let left = input.amount;
  let given = 0;
  for (const p of premiums) {
    const money = Math.min(left, p.paidKobo - p.paidBackKobo);
    if (money <= 0) continue;
    // The premium given back with this money: in proportion, counted on all given back so far.
    const amount = kobo(proportionOf(p.gross, p.paidBackKobo + money, p.paidKobo) - p.takenBack);
    await postEntry(tx, {
      at: input.at,
      memo: input.memo,
      kind: input.kind,
      idempotencyKey: `${input.keyPrefix}:${p.entryId}`,
      reference: input.reference,
      policyId: p.policyId,
      productUid: p.productUid,
      premiumEntryId: p.entryId,
      transactionType: 'cancellation',
      lines: takeBackLines(takeBack(p, amount), money, input.to),
    });
    left -= money;
    given += money;
  }
  return given;
}
