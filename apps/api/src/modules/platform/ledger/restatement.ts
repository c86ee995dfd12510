/**
 * The move to the agency model (issue 36; docs/business-rules.md, 'Moving to the agency model'):
 * books kept before it used accounts whose meaning changed (premium payable to the underwriter on
 * premium earned, gross unearned premium, claims and capitation as our own cost, claims payable).
 * Their entries stay as they were written (the journal is append-only, and an auditor reads history
 * as it was posted); correcting entries are posted once, in the open month, naming what they
 * correct:
 * - each yearly premium still unearned becomes a premium restated (`premium.restated`): its unearned
 *   gross leaves `unearned_premium`, the underwriter's net of it is owed to it, our commission less
 *   VAT is unearned commission, the VAT is owed; earned day by day from today to its period's end,
 *   like any premium written;
 * - `books.restated` moves the rest: the underwriter's part already earned to `due_to_underwriter`;
 *   claims and capitation paid (claims incurred less claims payable) charged to it, and opened in the
 *   underwriter's accounts as claims paid and capitation; claims payable cleared (an approved payout
 *   not yet sent is charged to the underwriter when it is paid, as every payout now is).
 * Case reserves of the claims still open are set by the claims module's backfill. Run by the daily
 * earning job (its clock, its transaction); idempotent: once posted, the keys are taken.
 */
import { addDays, kobo, lagosDate, type LedgerLine } from '@alaafia/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { ledgerEntries, ledgerLines } from '../../../db/schema/index.js';
import { credit, debit, entryIdByKey, postEntry } from './ledger.js';
import { writePremium, type BookRates } from './premiums.js';

const RESTATED_KEY = 'books.restated';

/** A line of `amount` on `account`: a debit when positive, a credit when negative. */
const side = (account: LedgerLine['account'], amount: number): LedgerLine =>
  amount >= 0 ? debit(account, amount) : credit(account, -amount);

/**
 * Posts the move once, if the retired accounts hold anything. Answers the number of entries posted
 * (0 when there was nothing to move or it was done).
 */
export async function restateForAgencyModel(
  db: DbOrTx,
  input: { at: Date; rates: BookRates },
): Promise<number> {
  if ((await entryIdByKey(db, RESTATED_KEY)) !== null) return 0;
  const balances = await db
    .select({
      account: ledgerLines.accountCode,
      net: sql<string>`coalesce(sum(${ledgerLines.debitKobo} - ${ledgerLines.creditKobo}), 0)::text`,
    })
    .from(ledgerLines)
    .where(
      inArray(ledgerLines.accountCode, [
        'premium_payable_underwriter',
        'unearned_premium',
        'claims_incurred',
        'claims_payable',
      ]),
    )
    .groupBy(ledgerLines.accountCode);
  const net = (a: string) => Number(balances.find((b) => b.account === a)?.net ?? 0);
  if (balances.every((b) => Number(b.net) === 0)) return 0;
  const today = lagosDate(input.at);
  let posted = 0;

  // Each yearly premium still unearned (by payment reference, or sponsor enrolment, and policy).
  const unearned = await db
    .select({
      reference: ledgerEntries.reference,
      policyId: ledgerEntries.policyId,
      sponsorId: sql<number | null>`max(${ledgerEntries.sponsorId})`,
      periodTo: sql<string | null>`max(${ledgerEntries.periodTo})::text`,
      left: sql<string>`sum(${ledgerLines.creditKobo} - ${ledgerLines.debitKobo})::text`,
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(eq(ledgerLines.accountCode, 'unearned_premium'))
    .groupBy(ledgerEntries.reference, ledgerEntries.policyId);
  let restated = 0;
  for (const u of unearned) {
    const left = Number(u.left);
    if (left <= 0) continue;
    const to = u.periodTo && u.periodTo > today ? u.periodTo : addDays(today, 1);
    const id = await writePremium(db, {
      kind: 'premium.restated',
      at: input.at,
      memo: `Restated for the agency model: ${left} kobo of yearly premium unearned on ${today}, earned to ${to}`,
      idempotencyKey: `premium.restated:${u.reference ?? `sponsor-${u.sponsorId ?? 'none'}`}:${u.policyId ?? 'none'}`,
      paidFrom: 'unearned_premium',
      gross: kobo(left),
      period: { from: today, to },
      policyId: u.policyId,
      productUid: null,
      transactionType: 'renewal',
      reference: u.reference,
      sponsorId: u.sponsorId,
      rates: input.rates,
      retiredAccounts: 'allowed',
    });
    if (id !== null) posted += 1;
    restated += left;
  }

  // Capitation posted before the move (capitation.payable entries on claims incurred).
  const [capitation] = await db
    .select({
      kobo: sql<string>`coalesce(sum(${ledgerLines.debitKobo} - ${ledgerLines.creditKobo}), 0)::text`,
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(
      and(
        eq(ledgerEntries.kind, 'capitation.payable'),
        eq(ledgerLines.accountCode, 'claims_incurred'),
      ),
    );
  const payableUnderwriter = -net('premium_payable_underwriter');
  const residualUnearned = -net('unearned_premium') - restated;
  const incurred = net('claims_incurred');
  const claimsPayable = -net('claims_payable');
  const capitationKobo = Number(capitation?.kobo ?? 0);
  const paidForUnderwriter = incurred - claimsPayable;
  const lines: LedgerLine[] = [
    side('premium_payable_underwriter', payableUnderwriter),
    side('unearned_premium', residualUnearned),
    side('claims_incurred', -incurred),
    side('claims_payable', claimsPayable),
    side('due_to_underwriter', paidForUnderwriter - payableUnderwriter - residualUnearned),
    side('uw_claims_paid', paidForUnderwriter - capitationKobo),
    side('uw_capitation', capitationKobo),
    side('uw_control', -paidForUnderwriter),
  ];
  const id = await postEntry(db, {
    at: input.at,
    memo: `Restated for the agency model (issue 36): the retired accounts' balances on ${today} moved to the agency accounts`,
    kind: 'books.restated',
    idempotencyKey: RESTATED_KEY,
    lines,
    retiredAccounts: 'allowed',
  });
  if (id !== null) posted += 1;
  return posted;
}
