import {
  formatKobo,
  kobo,
  lagosDate,
  MONEY_QUEUE_KINDS,
  SETTLEMENT_DAYS,
  settlementClock,
  stillHeldForPremium,
  MONEY_QUEUE_LIMIT,
  SELF_CLOSING_KINDS,
  type MoneyQueueAction,
  type MoneyQueueAnswer,
  type MoneyQueueItem,
  type MoneyQueueKind,
} from '@alaafia/domain';
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  capitationPayments,
  capitationStatements,
  claims,
  customers,
  hospitals,
  manualJournals,
  paymentReferences,
  payouts,
  paystackTopUps,
  policies,
  refundRequests,
  remittances,
  sponsorInvoices,
  sponsors,
} from '../db/schema/index.js';
import {
  openWorkItemCounts,
  openWorkItems,
  type WORK_ITEM_KINDS,
  type WorkItemKind,
} from '../modules/platform/work-queue/index.js';

/**
 * Every finance work item is a row of the queue, so each finance kind must be a MoneyQueueKind (a
 * kind missing there failed the queue's answer while such an item was open): checked when compiled.
 */
type FinanceItemKind = {
  [K in WorkItemKind]: (typeof WORK_ITEM_KINDS)[K]['team'] extends 'finance' ? K : never;
}[WorkItemKind];
type Missing = Exclude<FinanceItemKind, MoneyQueueKind>;
const everyFinanceKindListed: [Missing] extends [never] ? true : Missing = true;
void everyFinanceKindListed;

const REFERENCE_KINDS = new Set<string>([
  'refund.failed',
  'refund.needs-attention',
  'refund.held',
  'refund.stuck',
  'dispute',
  'reconciliation.break',
]);

/** The actions of a finance item (docs/business-rules.md, 'The money queue'). */
function financeItemActions(kind: MoneyQueueKind, claimId: number | null): MoneyQueueAction[] {
  const actions: MoneyQueueAction[] = [];
  if (kind === 'payout.failed' || kind === 'payout.reversed') actions.push('approve_payout');
  if (kind === 'paystack.top_up') actions.push('record_top_up');
  if (REFERENCE_KINDS.has(kind) || claimId !== null) actions.push('journal');
  if (!SELF_CLOSING_KINDS.includes(kind) && !kind.startsWith('payout.')) actions.push('resolve');
  return actions;
}

const name = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/** The names of the customers the work items are about. */
async function namesOfCustomers(db: DbOrTx, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  if (wanted.length === 0) return new Map<number, string | null>();
  const rows = await db
    .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(inArray(customers.id, wanted));
  return new Map(rows.map((r) => [r.id, name(r.firstName, r.lastName)]));
}

/**
 * Finance's money queue (issue 27, item 7): everything waiting for a finance member: finance's open
 * work items (modules/platform/work-queue) (payouts that failed, were reversed or are held for
 * an OTP; refunds that failed, need attention, are held or stuck; chargebacks; reconciliation
 * breaks, batch items that failed, a Paystack balance to top up, a claim payment on day 50 of the
 * 60), claim payments fallen due and awaiting approval (with the days left of the 60, NIIRA 2025
 * s.210), refunds staff started, top-ups of the Paystack balance, remittances, capitation payments
 * and manual journals proposed, each waiting for a second finance member, and sponsor invoices past
 * their due date or with a transfer to approve. Oldest first, at most MONEY_QUEUE_LIMIT rows (each
 * source read by its own index, bounded), with the count of each kind.
 */
export async function moneyQueue(db: DbOrTx, now: Date): Promise<MoneyQueueAnswer> {
  const today = lagosDate(now);
  const waitingRefunds = eq(refundRequests.status, 'awaiting_approval');
  // A transfer waits for approval whatever the invoice's status (issue 38: the link may have paid
  // it meanwhile, and the transfer is then money paid twice).
  const transferWaiting = and(
    isNotNull(sponsorInvoices.transferRecordedAt),
    isNull(sponsorInvoices.transferApprovedAt),
  );
  const invoicesDue = or(
    and(ne(sponsorInvoices.status, 'paid'), lt(sponsorInvoices.dueOn, today)),
    transferWaiting,
  );

  const topUpsWaiting = eq(paystackTopUps.status, 'awaiting_approval');
  const waitingPayouts = and(eq(payouts.status, 'awaiting_approval'), lte(payouts.dueDate, today));
  const waitingRemittances = eq(remittances.status, 'awaiting_approval');
  const waitingCapitation = eq(capitationPayments.status, 'awaiting_approval');
  const waitingJournals = eq(manualJournals.status, 'awaiting_approval');
  const [dueClaims, proposals, counted] = await Promise.all([
    db
      .select({
        payout: payouts,
        claimNumber: claims.claimNumber,
        filedAt: claims.createdAt,
        decidedBy: claims.decidedBy,
        heldFor: claims.heldForPremiumDue,
        paidTo: policies.nextPaymentDate,
        customerId: claims.customerId,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(payouts)
      .innerJoin(claims, eq(claims.id, payouts.claimId))
      .innerJoin(policies, eq(policies.id, claims.policyId))
      .innerJoin(customers, eq(customers.id, claims.customerId))
      .where(waitingPayouts)
      .orderBy(asc(claims.createdAt), asc(payouts.id))
      .limit(MONEY_QUEUE_LIMIT),
    Promise.all([
      db.select().from(remittances).where(waitingRemittances).limit(MONEY_QUEUE_LIMIT),
      db
        .select({
          payment: capitationPayments,
          month: capitationStatements.month,
          hospital: hospitals.name,
        })
        .from(capitationPayments)
        .innerJoin(
          capitationStatements,
          eq(capitationStatements.id, capitationPayments.statementId),
        )
        .innerJoin(hospitals, eq(hospitals.id, capitationStatements.hospitalId))
        .where(waitingCapitation)
        .limit(MONEY_QUEUE_LIMIT),
      db.select().from(manualJournals).where(waitingJournals).limit(MONEY_QUEUE_LIMIT),
    ]),
    Promise.all([
      db.select({ n: count() }).from(payouts).where(waitingPayouts),
      db.select({ n: count() }).from(remittances).where(waitingRemittances),
      db.select({ n: count() }).from(capitationPayments).where(waitingCapitation),
      db.select({ n: count() }).from(manualJournals).where(waitingJournals),
    ]),
  ]);

  const [items, refunds, invoices, itemCounts, refundCount, invoiceCounts, topUps, topUpCount] =
    await Promise.all([
      openWorkItems(db, 'finance', MONEY_QUEUE_LIMIT),
      db
        .select({
          request: refundRequests,
          reference: paymentReferences.reference,
          firstName: customers.firstName,
          lastName: customers.lastName,
        })
        .from(refundRequests)
        .innerJoin(paymentReferences, eq(paymentReferences.id, refundRequests.paymentReferenceId))
        .innerJoin(customers, eq(customers.id, refundRequests.customerId))
        .where(waitingRefunds)
        .orderBy(asc(refundRequests.startedAt), asc(refundRequests.id))
        .limit(MONEY_QUEUE_LIMIT),
      db
        .select({ invoice: sponsorInvoices, sponsorName: sponsors.name })
        .from(sponsorInvoices)
        .innerJoin(sponsors, eq(sponsors.id, sponsorInvoices.sponsorId))
        .where(invoicesDue)
        .orderBy(asc(sponsorInvoices.issuedOn), asc(sponsorInvoices.id))
        .limit(MONEY_QUEUE_LIMIT),
      openWorkItemCounts(db, 'finance'),
      db.select({ n: count() }).from(refundRequests).where(waitingRefunds),
      db
        .select({ waiting: sql<boolean>`${transferWaiting}`, n: count() })
        .from(sponsorInvoices)
        .where(invoicesDue)
        .groupBy(sql`1`),
      db
        .select()
        .from(paystackTopUps)
        .where(topUpsWaiting)
        .orderBy(asc(paystackTopUps.recordedAt), asc(paystackTopUps.id))
        .limit(MONEY_QUEUE_LIMIT),
      db.select({ n: count() }).from(paystackTopUps).where(topUpsWaiting),
    ]);

  const named = await namesOfCustomers(
    db,
    items.map((i) => i.customerId),
  );
  const rows: MoneyQueueItem[] = [];
  const none = {
    payout_id: null,
    claim_id: null,
    refund_request_id: null,
    sponsor_invoice_id: null,
    top_up_id: null,
    remittance_id: null,
    capitation_payment_id: null,
    journal_id: null,
    days_left: null,
  };
  for (const d of dueClaims) {
    const clock = settlementClock(lagosDate(d.filedAt), today);
    const held = stillHeldForPremium(d.heldFor, d.paidTo) ? d.heldFor : null;
    rows.push({
      ...none,
      id: `payout-${d.payout.id}`,
      kind: 'payout.awaiting_approval',
      since: d.filedAt.toISOString(),
      reference: d.claimNumber,
      amount_kobo: d.payout.amountKobo,
      customer_id: d.customerId,
      customer_name: name(d.firstName, d.lastName),
      note: held
        ? `Claim ${d.claimNumber} payment ${d.payout.sequence} waits for the customer's premium due on ${held} (no premium, no cover): it can be approved once that premium is paid.`
        : `Claim ${d.claimNumber} payment ${d.payout.sequence} waits for approval: ${clock.daysLeft} days left of the ${SETTLEMENT_DAYS} to pay it (by ${clock.dueBy}).`,
      payout_id: d.payout.id,
      claim_id: d.payout.claimId,
      days_left: clock.daysLeft,
      started_by: d.decidedBy,
      actions: held ? ['journal'] : ['approve_payout', 'journal'],
    });
  }
  const [waitingRem, waitingCap, waitingJ] = proposals;
  for (const r of waitingRem)
    rows.push({
      ...none,
      id: `remittance-${r.id}`,
      kind: 'remittance.awaiting_approval',
      since: r.proposedAt.toISOString(),
      reference: r.month,
      amount_kobo: r.amountKobo,
      customer_id: null,
      customer_name: null,
      note: `Remittance of ${r.month}'s balance, ${formatKobo(r.amountKobo as never)}${r.amountKobo < 0 ? ' from the underwriter' : ' to the underwriter'}: a second finance member approves it.`,
      remittance_id: r.id,
      started_by: r.proposedBy,
      actions: ['approve_remittance'],
    });
  for (const c of waitingCap)
    rows.push({
      ...none,
      id: `capitation-payment-${c.payment.id}`,
      kind: 'capitation_payment.awaiting_approval',
      since: c.payment.proposedAt.toISOString(),
      reference: c.month,
      amount_kobo: c.payment.amountKobo,
      customer_id: null,
      customer_name: c.hospital,
      note: `Capitation of ${c.month} to ${c.hospital}: a second finance member approves it.`,
      capitation_payment_id: c.payment.id,
      started_by: c.payment.proposedBy,
      actions: ['approve_capitation_payment'],
    });
  for (const j of waitingJ)
    rows.push({
      ...none,
      id: `journal-${j.id}`,
      kind: 'journal.awaiting_approval',
      since: j.proposedAt.toISOString(),
      reference: null,
      amount_kobo: j.lines.reduce((s, l) => s + l.debit_kobo, 0),
      customer_id: null,
      customer_name: null,
      note: `Manual journal: ${j.reason}`,
      journal_id: j.id,
      started_by: j.proposedBy,
      actions: ['approve_journal'],
    });
  for (const item of items) {
    const kind = item.kind as MoneyQueueKind;
    rows.push({
      ...none,
      id: `finance-${item.id}`,
      kind,
      since: item.createdAt.toISOString(),
      reference: item.transactionReference,
      amount_kobo: item.amountKobo,
      customer_id: item.customerId,
      customer_name: item.customerId === null ? null : (named.get(item.customerId) ?? null),
      note: item.note,
      payout_id: item.payoutId,
      claim_id: item.claimId,
      refund_request_id: null,
      sponsor_invoice_id: null,
      top_up_id: null,
      started_by: null,
      actions: financeItemActions(kind, item.claimId),
    });
  }
  for (const { request, reference, firstName, lastName } of refunds) {
    rows.push({
      ...none,
      id: `refund-request-${request.id}`,
      kind: 'refund.awaiting_approval',
      since: request.startedAt.toISOString(),
      reference,
      amount_kobo: request.amountKobo,
      customer_id: request.customerId,
      customer_name: name(firstName, lastName),
      note: request.reason,
      payout_id: null,
      claim_id: null,
      refund_request_id: request.id,
      sponsor_invoice_id: null,
      top_up_id: null,
      started_by: request.startedBy,
      actions: ['decide_refund', 'journal'],
    });
  }
  for (const { invoice, sponsorName } of invoices) {
    const recorded = invoice.transferRecordedAt !== null && invoice.transferApprovedAt === null;
    rows.push({
      ...none,
      id: `sponsor-invoice-${invoice.id}`,
      kind: recorded ? 'sponsor_invoice.transfer_recorded' : 'sponsor_invoice.overdue',
      since: recorded
        ? (invoice.transferRecordedAt ?? invoice.createdAt).toISOString()
        : `${invoice.dueOn}T00:00:00+01:00`,
      reference: invoice.number,
      amount_kobo: recorded
        ? (invoice.transferAmountKobo ?? 0)
        : invoice.totalKobo - invoice.receivedKobo,
      customer_id: null,
      customer_name: sponsorName,
      note: recorded
        ? `Bank transfer ${invoice.transferBankReference ?? ''} received on ${invoice.transferReceivedOn ?? ''}: a second finance member approves it.${invoice.status === 'paid' ? ' The invoice is already paid: approved, this is money paid twice, owed back.' : ''}`
        : `Due on ${invoice.dueOn}, ${invoice.receivedKobo > 0 ? `part-paid: ${formatKobo(kobo(invoice.receivedKobo))} received, ${formatKobo(kobo(invoice.totalKobo - invoice.receivedKobo))} left` : 'unpaid'}.${invoice.paymentUrl ? ` Payment link: ${invoice.paymentUrl}` : ''}`,
      payout_id: null,
      claim_id: null,
      refund_request_id: null,
      sponsor_invoice_id: invoice.id,
      top_up_id: null,
      started_by: recorded ? invoice.transferRecordedBy : null,
      actions: recorded ? ['approve_transfer'] : ['record_transfer', 'payment_link'],
    });
  }
  for (const topUp of topUps) {
    rows.push({
      ...none,
      id: `top-up-${topUp.id}`,
      kind: 'paystack_top_up.recorded',
      since: topUp.recordedAt.toISOString(),
      reference: topUp.bankReference,
      amount_kobo: topUp.amountKobo,
      customer_id: null,
      customer_name: null,
      note: `Paystack balance topped up on ${topUp.madeOn} (bank transfer ${topUp.bankReference}): a second finance member approves it, and the books post it.`,
      payout_id: null,
      claim_id: null,
      refund_request_id: null,
      sponsor_invoice_id: null,
      top_up_id: topUp.id,
      started_by: topUp.recordedBy,
      actions: ['approve_top_up'],
    });
  }
  rows.sort((a, b) => Date.parse(a.since) - Date.parse(b.since) || a.id.localeCompare(b.id));

  const counts = Object.fromEntries(MONEY_QUEUE_KINDS.map((k) => [k, 0])) as Record<
    MoneyQueueKind,
    number
  >;
  for (const { kind, n } of itemCounts) counts[kind as MoneyQueueKind] = n;
  counts['refund.awaiting_approval'] = refundCount[0]?.n ?? 0;
  counts['paystack_top_up.recorded'] = topUpCount[0]?.n ?? 0;
  const [payoutCount, remittanceCount, capitationCount, journalCount] = counted;
  counts['payout.awaiting_approval'] = payoutCount[0]?.n ?? 0;
  counts['remittance.awaiting_approval'] = remittanceCount[0]?.n ?? 0;
  counts['capitation_payment.awaiting_approval'] = capitationCount[0]?.n ?? 0;
  counts['journal.awaiting_approval'] = journalCount[0]?.n ?? 0;
  for (const { waiting, n } of invoiceCounts)
    counts[waiting ? 'sponsor_invoice.transfer_recorded' : 'sponsor_invoice.overdue'] = n;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return { as_of: today, items: rows.slice(0, MONEY_QUEUE_LIMIT), counts, total };
}
