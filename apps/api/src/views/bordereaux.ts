/**
 * The underwriter's monthly reports (issues 27 and 36; docs/business-rules.md, "The underwriter's
 * reports"): the premium bordereau, the claims bordereau and the summary per product, with the
 * fields of the Lloyd's Coverholder Reporting Standards an underwriter loads (policy reference,
 * insured, inception and expiry, sum insured, transaction type, gross, commission, net; for claims
 * the date of loss, notified, claimed, reserve, paid, payee, status and cause), all read from the
 * books (modules/platform/ledger), so their totals are the ledger's for the month. Read-only.
 */
import {
  addDays,
  daysToPayment,
  lagosDate,
  type ClaimBordereauRow,
  type PremiumBordereauRow,
} from '@alaafia/domain';
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  claims,
  customers,
  ledgerEntries,
  ledgerLines,
  payouts,
  policies,
} from '../db/schema/index.js';
import { monthBounds, monthPremiums } from '../modules/platform/ledger/index.js';

type PremiumRow = PremiumBordereauRow;

interface PremiumTotals {
  gross_premium_kobo: number;
  written_premium_kobo: number;
  earned_premium_kobo: number;
  unearned_kobo: number;
  commission_kobo: number;
  vat_on_commission_kobo: number;
  net_due_kobo: number;
}

type ClaimRow = ClaimBordereauRow;

interface ClaimTotals {
  incurred_kobo: number;
  paid_kobo: number;
  outstanding_kobo: number;
  /** Case reserves at the month's end, and at its start: incurred = paid + (reserve − opening). */
  reserve_kobo: number;
  reserve_opening_kobo: number;
  /** Hospital capitation charged to the underwriter in the month (not a claim). */
  capitation_kobo: number;
  /** The IBNR reserve at the month's end, and its change in the month. */
  ibnr_kobo: number;
  ibnr_change_kobo: number;
}

interface SummaryRow {
  product: string;
  premiums_written_kobo: number;
  premiums_earned_kobo: number;
  claims_incurred_kobo: number;
  claims_paid_kobo: number;
  claims_outstanding_kobo: number;
  /** Claims incurred ÷ premiums earned, to 4 places; null when nothing was earned. */
  loss_ratio: number | null;
}

/** The policies named, with their number, product, insured and sum insured. */
async function policiesById(db: DbOrTx, ids: number[]) {
  const about = new Map<
    number,
    { policyNumber: string; product: string; insured: string; sumInsured: number; start: string }
  >();
  if (ids.length === 0) return about;
  for (const p of await db
    .select({
      id: policies.id,
      policyNumber: policies.policyNumber,
      product: policies.productUid,
      first: customers.firstName,
      last: customers.lastName,
      sumInsured: policies.sumAssuredKobo,
      start: policies.startDate,
    })
    .from(policies)
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .where(inArray(policies.id, ids)))
    about.set(p.id, {
      policyNumber: p.policyNumber,
      product: p.product,
      insured: `${p.first} ${p.last}`.trim(),
      sumInsured: p.sumInsured,
      start: p.start,
    });
  return about;
}

/**
 * A row per premium written, restated or taken back in the month, and per premium that earned in it
 * (docs/business-rules.md, 'The underwriter's reports'): its policy, insured, cover period
 * (inception and expiry: the period's first and last day), sum insured, transaction type, the
 * premium written (gross, negative when taken back), our commission (VAT included) and the VAT in
 * it, the underwriter's net, what it moved of the unearned premium and what it earned in the month.
 */
export async function premiumBordereau(
  db: DbOrTx,
  month: string,
): Promise<{ month: string; rows: PremiumRow[]; totals: PremiumTotals }> {
  const facts = await monthPremiums(db, month);
  const about = await policiesById(db, [
    ...new Set(facts.map((f) => f.policyId).filter((x) => x !== null)),
  ]);
  const rows: PremiumRow[] = facts.map((f) => {
    const a = f.policyId !== null ? about.get(f.policyId) : undefined;
    return {
      entry_id: f.entryId,
      date: lagosDate(f.at),
      kind: f.kind,
      reference: f.reference,
      policy_number: a?.policyNumber ?? null,
      product: f.productUid ?? a?.product ?? null,
      insured: a?.insured ?? null,
      period_from: f.periodFrom,
      period_to: f.periodTo,
      inception_date: f.periodFrom,
      expiry_date: f.periodTo ? addDays(f.periodTo, -1) : null,
      sum_insured_kobo: a?.sumInsured ?? null,
      transaction_type: f.transactionType,
      gross_premium_kobo: f.writtenKobo,
      written_premium_kobo: f.writtenKobo,
      earned_premium_kobo: f.earnedKobo,
      unearned_kobo: f.unearnedKobo,
      commission_kobo: f.commissionKobo,
      vat_on_commission_kobo: f.vatKobo,
      net_due_kobo: f.netKobo,
    };
  });
  const sum = (k: keyof PremiumTotals) => rows.reduce((s, r) => s + r[k], 0);
  return {
    month,
    rows,
    totals: {
      gross_premium_kobo: sum('gross_premium_kobo'),
      written_premium_kobo: sum('written_premium_kobo'),
      earned_premium_kobo: sum('earned_premium_kobo'),
      unearned_kobo: sum('unearned_kobo'),
      commission_kobo: sum('commission_kobo'),
      vat_on_commission_kobo: sum('vat_on_commission_kobo'),
      net_due_kobo: sum('net_due_kobo'),
    },
  };
}

/** Debits less credits of `account` over the lines matched, as SQL (for one aggregate read). */
const net = (account: string, when = sql`true`) =>
  sql<string>`coalesce(sum(case when ${ledgerLines.accountCode} = ${account} and ${when} then ${ledgerLines.debitKobo} - ${ledgerLines.creditKobo} else 0 end), 0)::text`;

/**
 * A row per claim the books moved in the month or still reserve at its end: paid in the month
 * (claims paid for the underwriter, less payouts that came back), its case reserve at the month's end
 * (outstanding), and incurred = paid + the reserve's change in the month. Claims booked before the
 * agency model count their claims incurred and claims payable as they were posted.
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
      paid: net('uw_claims_paid', inMonth),
      reserveMoved: net('uw_reserve_movement', inMonth),
      reserve: net('uw_case_reserves'),
      oldIncurred: net('claims_incurred', inMonth),
      oldPaid: sql<string>`coalesce(sum(case when ${ledgerLines.accountCode} = 'claims_payable' and ${inMonth} then ${ledgerLines.debitKobo} - ${ledgerLines.creditKobo} else 0 end), 0)::text`,
      oldOwed: net('claims_payable'),
      moved: sql<string>`count(*) filter (where ${inMonth})::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(and(isNotNull(ledgerEntries.claimId), lt(ledgerEntries.at, to)))
    .groupBy(ledgerEntries.claimId);
  const wanted = sums.filter(
    (s) => Number(s.moved) > 0 || Number(s.reserve) !== 0 || Number(s.oldOwed) !== 0,
  );
  const ids = wanted.map((s) => s.claimId!);
  const info = new Map<number, typeof claims.$inferSelect & { policyNumber: string }>();
  const lastPaid = new Map<number, string>();
  if (ids.length > 0) {
    for (const c of await db
      .select({ claim: claims, policyNumber: policies.policyNumber })
      .from(claims)
      .innerJoin(policies, eq(policies.id, claims.policyId))
      .where(inArray(claims.id, ids)))
      info.set(c.claim.id, { ...c.claim, policyNumber: c.policyNumber });
    for (const p of await db
      .select({ claimId: payouts.claimId, at: sql<string>`max(${payouts.paidAt})::text` })
      .from(payouts)
      .where(and(inArray(payouts.claimId, ids), eq(payouts.status, 'paid'), lt(payouts.paidAt, to)))
      .groupBy(payouts.claimId))
      if (p.at) lastPaid.set(p.claimId, lagosDate(new Date(p.at)));
  }
  let opening = 0;
  const rows: ClaimRow[] = wanted
    .map((s) => {
      const c = info.get(s.claimId!);
      const paid = Number(s.paid) + Number(s.oldPaid);
      const reserve = -Number(s.reserve);
      const moved = Number(s.reserveMoved);
      opening += reserve - moved;
      const notified = c ? lagosDate(c.createdAt) : '';
      const settled = c && ['paid', 'closed'].includes(c.status);
      return {
        claim_number: c?.claimNumber ?? `#${s.claimId}`,
        policy_number: c?.policyNumber ?? '',
        product: c?.productUid ?? '',
        benefit: c?.benefitKey ?? '',
        cause: c?.reason ?? c?.benefit ?? '',
        date_of_loss: c?.dateOfLoss ?? '',
        notified_on: notified,
        status: c?.status ?? '',
        decided_on: c?.approvedAt
          ? lagosDate(c.approvedAt)
          : c?.status === 'rejected'
            ? lagosDate(c.updatedAt)
            : null,
        amount_claimed_kobo: c?.amountClaimedKobo ?? null,
        payee: c?.accountName ?? c?.claimantName ?? '',
        incurred_kobo: Number(s.paid) + moved + Number(s.oldIncurred),
        paid_kobo: paid,
        reserve_kobo: reserve,
        outstanding_kobo: reserve - Number(s.oldOwed),
        statutory_due_by: c ? addDays(notified, 60) : '',
        days_to_payment: settled ? daysToPayment(notified, lastPaid.get(s.claimId!) ?? null) : null,
      };
    })
    .sort((a, b) => a.claim_number.localeCompare(b.claim_number));
  const [other] = await db
    .select({
      capitation: net('uw_capitation', inMonth),
      oldCapitation: sql<string>`coalesce(sum(case when ${ledgerLines.accountCode} = 'claims_incurred' and ${ledgerEntries.kind} = 'capitation.payable' and ${inMonth} then ${ledgerLines.debitKobo} - ${ledgerLines.creditKobo} else 0 end), 0)::text`,
      ibnr: net('uw_ibnr'),
      ibnrMoved: net('uw_ibnr', inMonth),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(and(isNull(ledgerEntries.claimId), lt(ledgerEntries.at, to)));
  const sum = (k: 'incurred_kobo' | 'paid_kobo' | 'outstanding_kobo' | 'reserve_kobo') =>
    rows.reduce((s, r) => s + r[k], 0);
  return {
    month,
    rows,
    totals: {
      incurred_kobo: sum('incurred_kobo'),
      paid_kobo: sum('paid_kobo'),
      outstanding_kobo: sum('outstanding_kobo'),
      reserve_kobo: sum('reserve_kobo'),
      reserve_opening_kobo: opening,
      capitation_kobo: Number(other?.capitation ?? 0) + Number(other?.oldCapitation ?? 0),
      ibnr_kobo: -Number(other?.ibnr ?? 0),
      ibnr_change_kobo: -Number(other?.ibnrMoved ?? 0),
    },
  };
}

/**
 * The one-page summary per product (and `all`): premium written and earned (by the day), claims
 * incurred (paid + change in case reserves; the health plan's includes its hospitals' capitation;
 * `all` also the change in IBNR), paid and outstanding (case reserves), and the loss ratio
 * (incurred ÷ earned).
 */
export async function bordereauSummary(
  db: DbOrTx,
  month: string,
): Promise<{ month: string; rows: SummaryRow[] }> {
  const premium = await premiumBordereau(db, month);
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
      r.premiums_written_kobo += p.written_premium_kobo;
      r.premiums_earned_kobo += p.earned_premium_kobo;
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
  row('all').claims_incurred_kobo += claim.totals.ibnr_change_kobo;
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
