/**
 * The underwriter's monthly reports (issue 27 item 5; docs/business-rules.md, "The underwriter's
 * reports"): the premium bordereau, the claims bordereau and the summary per product, all read from
 * the books (modules/platform/ledger) so that their totals are the ledger's for the month. Read-only.
 */
import { addMonths, lagosDate, splitPremium, startOfLagosDay } from '@alaafia/domain';
import { and, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  claims,
  customers,
  ledgerEntries,
  ledgerLines,
  paymentReferences,
  policies,
} from '../db/schema/index.js';

export interface PremiumRow {
  entry_id: number;
  date: string;
  kind: string;
  reference: string | null;
  policy_number: string | null;
  product: string | null;
  insured: string | null;
  period_from: string | null;
  period_to: string | null;
  gross_premium_kobo: number;
  unearned_kobo: number;
  commission_kobo: number;
  net_due_kobo: number;
}

export interface PremiumTotals {
  gross_premium_kobo: number;
  unearned_kobo: number;
  commission_kobo: number;
  net_due_kobo: number;
}

export interface ClaimRow {
  claim_number: string;
  policy_number: string;
  product: string;
  benefit: string;
  notified_on: string;
  status: string;
  decided_on: string | null;
  incurred_kobo: number;
  paid_kobo: number;
  outstanding_kobo: number;
}

export interface ClaimTotals {
  incurred_kobo: number;
  paid_kobo: number;
  outstanding_kobo: number;
  /**
   * Hospital capitation incurred in the month (`capitation.payable`, no claim): the rest of the
   * ledger's `claims_incurred`, so `incurred_kobo + capitation_kobo` is its movement.
   */
  capitation_kobo: number;
}

export interface SummaryRow {
  product: string;
  premiums_written_kobo: number;
  premiums_earned_kobo: number;
  claims_incurred_kobo: number;
  claims_paid_kobo: number;
  claims_outstanding_kobo: number;
  /** Claims incurred ÷ premiums earned, to 4 places; null when nothing was earned. */
  loss_ratio: number | null;
}

/** The instants a Lagos month (YYYY-MM) runs from (inclusive) and to (exclusive). */
export function monthBounds(month: string): { from: Date; to: Date } {
  return {
    from: startOfLagosDay(`${month}-01`),
    to: startOfLagosDay(addMonths(`${month}-01`, 1)),
  };
}

const PREMIUM_ACCOUNTS = ['unearned_premium', 'premium_payable_underwriter', 'commission_income'];

/** The net credit (credits less debits) of each account of one entry. */
type Moves = Record<string, number>;
const credited = (m: Moves, account: string) => m[account] ?? 0;

interface Placement {
  policyId: number | null;
  periodFrom: string | null;
  periodTo: string | null;
  unearned: number;
  commission: number;
  netDue: number;
}

/**
 * A row per premium received, refunded or earned in the month: every entry of the month that moves
 * a premium account. An entry that names its policy is one row; a payment's `premium.received` entry
 * (one per reference) is split into its reference's lines, each at the commission rate as it was
 * posted, when they add up to it exactly; otherwise (a refund of a payment of several policies) it is
 * one row naming the policy when the reference paid for one, else none. So the totals are always the
 * ledger's.
 */
export async function premiumBordereau(
  db: DbOrTx,
  month: string,
  commissionRate: number,
): Promise<{ month: string; rows: PremiumRow[]; totals: PremiumTotals }> {
  const { from, to } = monthBounds(month);
  const moves = await db
    .select({
      id: ledgerEntries.id,
      at: ledgerEntries.at,
      kind: ledgerEntries.kind,
      reference: ledgerEntries.reference,
      policyId: ledgerEntries.policyId,
      periodFrom: ledgerEntries.periodFrom,
      periodTo: ledgerEntries.periodTo,
      account: ledgerLines.accountCode,
      net: sql<string>`sum(${ledgerLines.creditKobo} - ${ledgerLines.debitKobo})::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, sql`${ledgerLines.entryId} = ${ledgerEntries.id}`)
    .where(
      and(
        gte(ledgerEntries.at, from),
        lt(ledgerEntries.at, to),
        inArray(ledgerLines.accountCode, PREMIUM_ACCOUNTS as never[]),
      ),
    )
    .groupBy(ledgerEntries.id, ledgerLines.accountCode)
    .orderBy(ledgerEntries.at, ledgerEntries.id);
  const entries = new Map<number, { head: (typeof moves)[number]; moves: Moves }>();
  for (const m of moves) {
    const e = entries.get(m.id) ?? { head: m, moves: {} };
    e.moves[m.account] = Number(m.net);
    entries.set(m.id, e);
  }
  const references = [
    ...new Set([...entries.values()].map((e) => e.head.reference).filter((r) => r !== null)),
  ];
  const refLines = new Map<string, (typeof paymentReferences.$inferSelect)['lines']>();
  if (references.length > 0) {
    for (const r of await db
      .select({ reference: paymentReferences.reference, lines: paymentReferences.lines })
      .from(paymentReferences)
      .where(inArray(paymentReferences.reference, references)))
      refLines.set(r.reference, r.lines);
  }

  const placed: { entry: (typeof moves)[number]; p: Placement }[] = [];
  for (const { head, moves: m } of entries.values()) {
    const whole: Placement = {
      policyId: head.policyId,
      periodFrom: head.periodFrom,
      periodTo: head.periodTo,
      unearned: credited(m, 'unearned_premium'),
      commission: credited(m, 'commission_income'),
      netDue: credited(m, 'premium_payable_underwriter'),
    };
    const lines = head.reference ? (refLines.get(head.reference) ?? []) : [];
    if (head.policyId === null && lines.length > 0) {
      const monthly = lines.filter(
        (l) => l.unit !== 'Year' && l.cover_months > 0 && l.amount_kobo > 0,
      );
      const split = monthly.map((l) => {
        const s = splitPremium(l.amount_kobo, commissionRate);
        const periodFrom = l.period_from ?? lagosDate(head.at);
        return {
          policyId: l.policy_id ?? null,
          periodFrom,
          periodTo: addMonths(periodFrom, l.cover_months),
          unearned: 0,
          commission: s.commission,
          netDue: s.underwriter,
        };
      });
      const adds =
        head.kind === 'premium.received' &&
        whole.unearned === 0 &&
        split.length > 0 &&
        split.reduce((s, x) => s + x.commission, 0) === whole.commission &&
        split.reduce((s, x) => s + x.netDue, 0) === whole.netDue;
      if (adds) {
        for (const p of split) placed.push({ entry: head, p });
        continue;
      }
      const policyIds = [...new Set(lines.map((l) => l.policy_id).filter((x) => x !== undefined))];
      if (policyIds.length === 1) whole.policyId = policyIds[0]!;
    }
    placed.push({ entry: head, p: whole });
  }

  const policyIds = [...new Set(placed.map((x) => x.p.policyId).filter((x) => x !== null))];
  const about = new Map<number, { policyNumber: string; product: string; insured: string }>();
  if (policyIds.length > 0) {
    for (const p of await db
      .select({
        id: policies.id,
        policyNumber: policies.policyNumber,
        product: policies.productUid,
        first: customers.firstName,
        last: customers.lastName,
      })
      .from(policies)
      .innerJoin(customers, sql`${customers.id} = ${policies.customerId}`)
      .where(inArray(policies.id, policyIds)))
      about.set(p.id, {
        policyNumber: p.policyNumber,
        product: p.product,
        insured: `${p.first} ${p.last}`.trim(),
      });
  }
  const rows: PremiumRow[] = placed.map(({ entry, p }) => {
    const a = p.policyId !== null ? about.get(p.policyId) : undefined;
    return {
      entry_id: entry.id,
      date: lagosDate(entry.at),
      kind: entry.kind,
      reference: entry.reference,
      policy_number: a?.policyNumber ?? null,
      product: a?.product ?? null,
      insured: a?.insured ?? null,
      period_from: p.periodFrom,
      period_to: p.periodTo,
      gross_premium_kobo: p.unearned + p.commission + p.netDue,
      unearned_kobo: p.unearned,
      commission_kobo: p.commission,
      net_due_kobo: p.netDue,
    };
  });
  const sum = (k: keyof PremiumTotals) => rows.reduce((s, r) => s + r[k], 0);
  return {
    month,
    rows,
    totals: {
      gross_premium_kobo: sum('gross_premium_kobo'),
      unearned_kobo: sum('unearned_kobo'),
      commission_kobo: sum('commission_kobo'),
      net_due_kobo: sum('net_due_kobo'),
    },
  };
}

/**
 * A row per claim that the books moved in the month or that is still owed at its end: incurred (the
 * month's debits less credits to `claims_incurred`), paid (what left `cash_at_paystack` for it in the
 * month, less payouts reversed) and outstanding (its `claims_payable` balance at the month's end).
 */
export async function claimsBordereau(
  db: DbOrTx,
  month: string,
): Promise<{ month: string; rows: ClaimRow[]; totals: ClaimTotals }> {
  const { from, to } = monthBounds(month);
  const inMonth = sql`${ledgerEntries.at} >= ${from.toISOString()}::timestamptz`;
  const sums = await db
    .select({
      claimId: ledgerEntries.claimId,
      incurred: sql<string>`coalesce(sum(case when ${ledgerLines.accountCode} = 'claims_incurred' and ${inMonth} then ${ledgerLines.debitKobo} - ${ledgerLines.creditKobo} else 0 end), 0)::text`,
      paid: sql<string>`coalesce(sum(case when ${ledgerLines.accountCode} = 'cash_at_paystack' and ${inMonth} then ${ledgerLines.creditKobo} - ${ledgerLines.debitKobo} else 0 end), 0)::text`,
      outstanding: sql<string>`coalesce(sum(case when ${ledgerLines.accountCode} = 'claims_payable' then ${ledgerLines.creditKobo} - ${ledgerLines.debitKobo} else 0 end), 0)::text`,
      moved: sql<string>`count(*) filter (where ${inMonth})::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, sql`${ledgerLines.entryId} = ${ledgerEntries.id}`)
    .where(and(isNotNull(ledgerEntries.claimId), lt(ledgerEntries.at, to)))
    .groupBy(ledgerEntries.claimId);
  const wanted = sums.filter((s) => Number(s.moved) > 0 || Number(s.outstanding) !== 0);
  const ids = wanted.map((s) => s.claimId!);
  const info = new Map<
    number,
    Omit<ClaimRow, 'incurred_kobo' | 'paid_kobo' | 'outstanding_kobo'>
  >();
  if (ids.length > 0) {
    for (const c of await db
      .select({
        id: claims.id,
        claimNumber: claims.claimNumber,
        policyNumber: policies.policyNumber,
        product: claims.productUid,
        benefit: claims.benefitKey,
        createdAt: claims.createdAt,
        status: claims.status,
        approvedAt: claims.approvedAt,
        updatedAt: claims.updatedAt,
      })
      .from(claims)
      .innerJoin(policies, sql`${policies.id} = ${claims.policyId}`)
      .where(inArray(claims.id, ids)))
      info.set(c.id, {
        claim_number: c.claimNumber,
        policy_number: c.policyNumber,
        product: c.product,
        benefit: c.benefit,
        notified_on: lagosDate(c.createdAt),
        status: c.status,
        decided_on: c.approvedAt
          ? lagosDate(c.approvedAt)
          : c.status === 'rejected'
            ? lagosDate(c.updatedAt)
            : null,
      });
  }
  const rows: ClaimRow[] = wanted
    .map((s) => {
      const i = info.get(s.claimId!);
      return {
        claim_number: i?.claim_number ?? `#${s.claimId}`,
        policy_number: i?.policy_number ?? '',
        product: i?.product ?? '',
        benefit: i?.benefit ?? '',
        notified_on: i?.notified_on ?? '',
        status: i?.status ?? '',
        decided_on: i?.decided_on ?? null,
        incurred_kobo: Number(s.incurred),
        paid_kobo: Number(s.paid),
        outstanding_kobo: Number(s.outstanding),
      };
    })
    .sort((a, b) => a.claim_number.localeCompare(b.claim_number));
  const [capitation] = await db
    .select({
      net: sql<string>`coalesce(sum(${ledgerLines.debitKobo} - ${ledgerLines.creditKobo}), 0)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, sql`${ledgerLines.entryId} = ${ledgerEntries.id}`)
    .where(
      and(
        isNull(ledgerEntries.claimId),
        gte(ledgerEntries.at, from),
        lt(ledgerEntries.at, to),
        eq(ledgerLines.accountCode, 'claims_incurred'),
      ),
    );
  const sum = (k: 'incurred_kobo' | 'paid_kobo' | 'outstanding_kobo') =>
    rows.reduce((s, r) => s + r[k], 0);
  return {
    month,
    rows,
    totals: {
      incurred_kobo: sum('incurred_kobo'),
      paid_kobo: sum('paid_kobo'),
      outstanding_kobo: sum('outstanding_kobo'),
      capitation_kobo: Number(capitation?.net ?? 0),
    },
  };
}

/**
 * The one-page summary per product (and `all`): premiums written (the month's gross premium less
 * earned rows, that is received less refunded), earned (commission plus net due: what the
 * underwriter's part and our commission took in the month), claims incurred, paid and outstanding,
 * and the loss ratio (incurred ÷ earned).
 */
export async function bordereauSummary(
  db: DbOrTx,
  month: string,
  commissionRate: number,
): Promise<{ month: string; rows: SummaryRow[] }> {
  const premium = await premiumBordereau(db, month, commissionRate);
  const claim = await claimsBordereau(db, month);
  const by = new Map<string, SummaryRow>();
  const row = (product: string) => {
    let r = by.get(product);
    if (!r) {
      r = {
        product,
        premiums_written_kobo: 0,
        premiums_earned_kobo: 0,
        claims_incurred_kobo: 0,
        claims_paid_kobo: 0,
        claims_outstanding_kobo: 0,
        loss_ratio: null,
      };
      by.set(product, r);
    }
    return r;
  };
  for (const p of premium.rows) {
    for (const r of [row(p.product ?? 'unplaced'), row('all')]) {
      if (p.kind !== 'premium.earned') r.premiums_written_kobo += p.gross_premium_kobo;
      r.premiums_earned_kobo += p.commission_kobo + p.net_due_kobo;
    }
  }
  for (const c of claim.rows) {
    for (const r of [row(c.product || 'unplaced'), row('all')]) {
      r.claims_incurred_kobo += c.incurred_kobo;
      r.claims_paid_kobo += c.paid_kobo;
      r.claims_outstanding_kobo += c.outstanding_kobo;
    }
  }
  // Capitation is the health plan's cost at the hospital (docs/business-rules.md, 'Capitation').
  if (claim.totals.capitation_kobo !== 0)
    for (const r of [row('HI'), row('all')]) r.claims_incurred_kobo += claim.totals.capitation_kobo;
  row('all');
  const rows = [...by.values()]
    .map((r) => ({
      ...r,
      loss_ratio:
        r.premiums_earned_kobo > 0
          ? Math.round((r.claims_incurred_kobo / r.premiums_earned_kobo) * 10_000) / 10_000
          : null,
    }))
    .sort((a, b) =>
      a.product === 'all' ? 1 : b.product === 'all' ? -1 : a.product.localeCompare(b.product),
    );
  return { month, rows };
}
