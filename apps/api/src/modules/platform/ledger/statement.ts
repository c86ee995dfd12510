/**
 * The statement of account with the underwriter (issue 36 item 2; docs/business-rules.md,
 * 'Statement of account and remittances'), read from the books: what `due_to_underwriter` moved in
 * a Lagos month, by kind of entry, and what was remitted for it.
 */
import { statementOf } from '@alaafia/domain';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { ledgerEntries, ledgerLines } from '../../../db/schema/index.js';
import { TAKE_BACK_KINDS } from './premiums.js';
import { monthBounds } from './reserves.js';

export interface UnderwriterStatement {
  month: string;
  gross_premium_kobo: number;
  commission_kobo: number;
  claims_paid_kobo: number;
  capitation_kobo: number;
  adjustments_kobo: number;
  net_due_kobo: number;
  remitted_kobo: number;
  balance_kobo: number;
}

/** The kinds of entry that are each of the statement's lines (anything else is an adjustment). */
const PREMIUM_KINDS = ['premium.written', ...TAKE_BACK_KINDS];
const CLAIM_KINDS = ['payout.sent', 'payout.reversed'];
const CAPITATION_KINDS = ['capitation.payable'];
export const REMITTANCE_KIND = 'remittance.posted';

/**
 * One month's statement: gross premium written (less premium taken back), our commission on it,
 * claims paid for the underwriter (less payouts that came back), capitation charged to it,
 * adjustments (manual journals, the move to the agency model), the net due, what was remitted for
 * the month (whenever it was posted) and the balance left.
 */
export async function underwriterStatement(
  db: DbOrTx,
  month: string,
): Promise<UnderwriterStatement> {
  const { from, to } = monthBounds(month);
  const rows = await db
    .select({
      kind: ledgerEntries.kind,
      premium: sql<string>`coalesce(sum(case when ${ledgerLines.accountCode} = 'uw_control' then ${ledgerLines.debitKobo} - ${ledgerLines.creditKobo} else 0 end), 0)::text`,
      due: sql<string>`coalesce(sum(case when ${ledgerLines.accountCode} = 'due_to_underwriter' then ${ledgerLines.creditKobo} - ${ledgerLines.debitKobo} else 0 end), 0)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(and(gte(ledgerEntries.at, from), lt(ledgerEntries.at, to)))
    .groupBy(ledgerEntries.kind);
  let gross = 0;
  let netPremium = 0;
  let claimsPaid = 0;
  let capitation = 0;
  let other = 0;
  for (const r of rows) {
    const due = Number(r.due);
    if (PREMIUM_KINDS.includes(r.kind)) {
      gross += Number(r.premium);
      netPremium += due;
    } else if (CLAIM_KINDS.includes(r.kind)) claimsPaid -= due;
    else if (CAPITATION_KINDS.includes(r.kind)) capitation -= due;
    else if (r.kind !== REMITTANCE_KIND) other += due;
  }
  const [remitted] = await db
    .select({
      kobo: sql<string>`coalesce(sum(${ledgerLines.debitKobo} - ${ledgerLines.creditKobo}), 0)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(
      and(
        eq(ledgerEntries.kind, REMITTANCE_KIND),
        eq(ledgerEntries.periodFrom, `${month}-01`),
        eq(ledgerLines.accountCode, 'due_to_underwriter'),
      ),
    );
  return {
    month,
    ...statementOf({
      gross_premium_kobo: gross,
      commission_kobo: gross - netPremium,
      claims_paid_kobo: claimsPaid,
      capitation_kobo: capitation,
      adjustments_kobo: other,
      remitted_kobo: Number(remitted?.kobo ?? 0),
    }),
  };
}
