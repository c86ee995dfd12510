import {
  lagosDate,
  MONEY_QUEUE_KINDS,
  MONEY_QUEUE_LIMIT,
  SELF_CLOSING_KINDS,
  type MoneyQueueAction,
  type MoneyQueueAnswer,
  type MoneyQueueItem,
  type MoneyQueueKind,
} from '@alaafia/domain';
import { and, asc, count, eq, inArray, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  customers,
  paymentReferences,
  refundRequests,
  sponsorInvoices,
  sponsors,
} from '../db/schema/index.js';
import { openWorkItemCounts, openWorkItems } from '../modules/platform/work-queue/index.js';

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
 * breaks), refunds staff started that wait for a second finance member, and sponsor invoices past
 * their due date or with a transfer to approve. Oldest first, at most MONEY_QUEUE_LIMIT rows (each
 * source read by its own index, bounded), with the count of each kind.
 */
export async function moneyQueue(db: DbOrTx, now: Date): Promise<MoneyQueueAnswer> {
  const today = lagosDate(now);
  const waitingRefunds = eq(refundRequests.status, 'awaiting_approval');
  const invoicesDue = and(
    ne(sponsorInvoices.status, 'paid'),
    or(lt(sponsorInvoices.dueOn, today), eq(sponsorInvoices.status, 'transfer_recorded')),
  );

  const [items, refunds, invoices, itemCounts, refundCount, invoiceCounts] = await Promise.all([
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
      .select({ status: sponsorInvoices.status, n: count() })
      .from(sponsorInvoices)
      .where(invoicesDue)
      .groupBy(sponsorInvoices.status),
  ]);

  const named = await namesOfCustomers(
    db,
    items.map((i) => i.customerId),
  );
  const rows: MoneyQueueItem[] = [];
  for (const item of items) {
    const kind = item.kind as MoneyQueueKind;
    rows.push({
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
      started_by: null,
      actions: financeItemActions(kind, item.claimId),
    });
  }
  for (const { request, reference, firstName, lastName } of refunds) {
    rows.push({
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
      started_by: request.startedBy,
      actions: ['decide_refund', 'journal'],
    });
  }
  for (const { invoice, sponsorName } of invoices) {
    const recorded = invoice.status === 'transfer_recorded';
    rows.push({
      id: `sponsor-invoice-${invoice.id}`,
      kind: recorded ? 'sponsor_invoice.transfer_recorded' : 'sponsor_invoice.overdue',
      since: recorded
        ? (invoice.transferRecordedAt ?? invoice.createdAt).toISOString()
        : `${invoice.dueOn}T00:00:00+01:00`,
      reference: invoice.number,
      amount_kobo: invoice.totalKobo,
      customer_id: null,
      customer_name: sponsorName,
      note: recorded
        ? `Bank transfer ${invoice.transferBankReference ?? ''} received on ${invoice.transferReceivedOn ?? ''}: a second finance member approves it.`
        : `Due on ${invoice.dueOn}, unpaid.${invoice.paymentUrl ? ` Payment link: ${invoice.paymentUrl}` : ''}`,
      payout_id: null,
      claim_id: null,
      refund_request_id: null,
      sponsor_invoice_id: invoice.id,
      started_by: recorded ? invoice.transferRecordedBy : null,
      actions: recorded ? ['approve_transfer'] : ['record_transfer', 'payment_link'],
    });
  }
  rows.sort((a, b) => Date.parse(a.since) - Date.parse(b.since) || a.id.localeCompare(b.id));

  const counts = Object.fromEntries(MONEY_QUEUE_KINDS.map((k) => [k, 0])) as Record<
    MoneyQueueKind,
    number
  >;
  for (const { kind, n } of itemCounts) counts[kind as MoneyQueueKind] = n;
  counts['refund.awaiting_approval'] = refundCount[0]?.n ?? 0;
  for (const { status, n } of invoiceCounts)
    counts[
      status === 'transfer_recorded'
        ? 'sponsor_invoice.transfer_recorded'
        : 'sponsor_invoice.overdue'
    ] = n;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return { as_of: today, items: rows.slice(0, MONEY_QUEUE_LIMIT), counts, total };
}
