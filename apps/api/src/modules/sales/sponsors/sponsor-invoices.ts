import {
  formatCalendarDate,
  formatKobo,
  formatNaira,
  kobo,
  koboToNaira,
  lagosDate,
  sponsorAmountDue,
  sponsorInvoiceChaseDue,
  sponsorInvoiceCopy,
  sponsorInvoiceDueOn,
} from '@alaafia/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import {
  policies,
  sponsorEnrolments,
  sponsorInvoiceLines,
  sponsorInvoices,
  sponsors,
} from '../../../db/schema/index.js';
import {
  renderSponsorInvoice,
  renderSponsorReceipt,
  type SponsorInvoiceData,
} from '../../../documents/sponsor-invoice-document.js';
import { PaymentProviderError } from '../../../integrations/payments/types.js';
import { eachOnItsOwn } from '../../../lib/batch.js';
import { conflict } from '../../../lib/http-errors.js';
import { type AuditActor } from '../../platform/access/index.js';
import { findCustomerByEmail } from '../../customers/customers/index.js';
import { credit, debit, postEntry } from '../../platform/ledger/index.js';
import { notify, type SponsorDocumentRef } from '../../platform/messaging/index.js';
import {
  closeBatchFailure,
  raiseWorkItem,
  recordBatchFailure,
} from '../../platform/work-queue/index.js';
import { productName, startCover, type EnrolmentRow, type PlanRow } from './sponsor-cover.js';

type SponsorInvoiceRow = typeof sponsorInvoices.$inferSelect;

/** The invoice an enrolment call bills its new enrolments on: made at its first new enrolment. */
export interface InvoiceHolder {
  id: number | null;
  number: string | null;
}

/**
 * What one enrolment costs the sponsor, in kobo, fixed on the invoice: the premium per unit of the
 * policy of that product the customer already holds (the months extend it at its own premium), or
 * the plan's, times the months (times the years for a yearly plan): docs/business-rules.md,
 * 'Sponsor invoices'.
 */
async function lineAmountKobo(tx: DbOrTx, enrolment: EnrolmentRow, plan: PlanRow) {
  const customer = await findCustomerByEmail(tx, enrolment.email);
  let premium = plan.priceKobo;
  let unit = plan.unit;
  if (customer && !customer.closedAt && customer.emailVerifiedAt) {
    const [held] = await tx
      .select({ premium: policies.premiumKobo, unit: policies.unit })
      .from(policies)
      .where(
        and(
          eq(policies.customerId, customer.id),
          eq(policies.productUid, enrolment.productUid),
          inArray(policies.status, ['active', 'paused']),
        ),
      )
      .orderBy(sql`${policies.status} = 'active' desc`, desc(policies.id))
      .limit(1);
    if (held) ({ premium, unit } = held);
  }
  return sponsorAmountDue(premium, unit, enrolment.months);
}

/**
 * Bills a new enrolment (status awaiting_payment) on the call's invoice, in the enrolment's
 * transaction: the invoice is made with the first line (numbered SPN-YYYY-NNNNNN, due
 * SPONSOR_INVOICE_DUE_DAYS later) and its total grows with each line.
 */
export async function billEnrolment(
  ctx: AppContext,
  tx: DbOrTx,
  actor: AuditActor,
  holder: InvoiceHolder,
  enrolment: EnrolmentRow,
  plan: PlanRow,
): Promise<void> {
  const now = ctx.now();
  const amountKobo = await lineAmountKobo(tx, enrolment, plan);
  if (holder.id === null) {
    const issuedOn = lagosDate(now);
    const [invoice] = await tx
      .insert(sponsorInvoices)
      .values({
        number: sql<string>`${`SPN-${issuedOn.slice(0, 4)}-`} || lpad(nextval('sponsor_invoice_number_seq')::text, 6, '0')`,
        sponsorId: enrolment.sponsorId,
        issuedOn,
        dueOn: sponsorInvoiceDueOn(issuedOn),
        totalKobo: 0,
        createdAt: now,
        createdBy: actor.staffId,
      })
      .returning();
    holder.id = invoice!.id;
    holder.number = invoice!.number;
    // The invoice by e-mail, its PDF made at delivery, after this call's lines are all on it.
    const [sponsor] = await tx
      .select()
      .from(sponsors)
      .where(eq(sponsors.id, enrolment.sponsorId))
      .limit(1);
    await notify(tx, {
      email: sponsor!.contactEmail,
      at: now,
      event: 'sponsor-invoice.issued',
      key: `sponsor-invoice-issued:${invoice!.id}`,
      params: {
        contactName: sponsor!.contactName,
        company: sponsor!.name,
        number: invoice!.number,
        dueDate: formatCalendarDate(invoice!.dueOn),
        ...ctx.config.collectionAccount,
      },
    });
  }
  const unitWord = enrolment.months === 1 ? 'month' : 'months';
  await tx.insert(sponsorInvoiceLines).values({
    invoiceId: holder.id,
    enrolmentId: enrolment.id,
    description: `${productName(enrolment.productUid)} (${plan.code}) for ${enrolment.email}, ${enrolment.months} ${unitWord}`,
    amountKobo,
  });
  await tx
    .update(sponsorInvoices)
    .set({ totalKobo: sql`${sponsorInvoices.totalKobo} + ${amountKobo}` })
    .where(eq(sponsorInvoices.id, holder.id));
}

/**
 * A paid invoice's enrolments, in the payment's transaction: each one whose e-mail has a proven
 * account starts its cover (startCover); the others become pending, and the address is e-mailed
 * that cover waits for it (the sign-up starts it: attachPendingEnrolments).
 */
async function releaseEnrolments(ctx: AppContext, tx: DbOrTx, invoice: SponsorInvoiceRow) {
  const now = ctx.now();
  const rows = await tx
    .select({ enrolment: sponsorEnrolments, sponsor: sponsors })
    .from(sponsorInvoiceLines)
    .innerJoin(sponsorEnrolments, eq(sponsorEnrolments.id, sponsorInvoiceLines.enrolmentId))
    .innerJoin(sponsors, eq(sponsors.id, sponsorEnrolments.sponsorId))
    .where(
      and(
        eq(sponsorInvoiceLines.invoiceId, invoice.id),
        eq(sponsorEnrolments.status, 'awaiting_payment'),
      ),
    )
    .orderBy(asc(sponsorEnrolments.id))
    .for('update', { of: sponsorEnrolments });
  for (const { enrolment, sponsor } of rows) {
    const customer = await findCustomerByEmail(tx, enrolment.email);
    // Only an account that proved this e-mail is its owner's (issue 24).
    if (customer && !customer.closedAt && customer.emailVerifiedAt) {
      await startCover(ctx, tx, enrolment, sponsor, customer.id);
      continue;
    }
    await tx
      .update(sponsorEnrolments)
      .set({ status: 'pending' })
      .where(eq(sponsorEnrolments.id, enrolment.id));
    await notify(tx, {
      email: enrolment.email,
      at: now,
      event: 'sponsorship.waiting',
      key: `enrolment:${enrolment.id}`,
      params: {
        product: productName(enrolment.productUid),
        company: sponsor.name,
        months: enrolment.months,
        signupUrl: `${ctx.config.appUrl.replace(/\/$/, '')}/auth/signup`,
      },
    });
  }
}

/** Money that reached us for a sponsor invoice: an approved bank transfer or the payment link's. */
interface SponsorMoney {
  via: 'transfer' | 'paystack';
  amountKobo: number;
  /** The ledger entry's idempotency key: one entry per receipt. */
  key: string;
  /** What the memo and the finance item name it by (the bank's reference, or Paystack). */
  describe: string;
  /** The Paystack reference (SPN-...-P), so the settlement matches the entry; null for a transfer. */
  reference: string | null;
  approvedBy: number | null;
}

/**
 * Takes money received for an invoice into the books and onto the invoice, in the caller's
 * transaction with the invoice locked (docs/business-rules.md, 'Sponsor invoices'): what is still
 * owed settles the sponsor's receivable; anything beyond the total is money the sponsor paid twice,
 * owed back (`refunds_payable`, as an overpayment in 'The books') and put before finance
 * (`sponsor_invoice.overpaid`). The invoice is paid, and its enrolments released, when what was
 * received reaches the total; a part-payment leaves the balance unpaid. True when it paid it now.
 */
export async function receiveSponsorMoney(
  ctx: AppContext,
  tx: DbOrTx,
  invoice: SponsorInvoiceRow,
  money: SponsorMoney,
): Promise<boolean> {
  const now = ctx.now();
  const owed = Math.max(invoice.totalKobo - invoice.receivedKobo, 0);
  const applied = Math.min(money.amountKobo, owed);
  const excess = money.amountKobo - applied;
  const received = invoice.receivedKobo + money.amountKobo;
  const paysIt = invoice.status !== 'paid' && received >= invoice.totalKobo;
  await postEntry(tx, {
    at: now,
    memo: `${invoice.number} ${excess > 0 ? (applied > 0 ? 'paid, with more than owed,' : 'paid twice,') : paysIt ? 'paid' : 'part-paid'} by ${money.describe}`,
    kind: 'sponsor.paid',
    idempotencyKey: money.key,
    reference: money.reference,
    sponsorId: invoice.sponsorId,
    lines: [
      debit(money.via === 'transfer' ? 'bank' : 'cash_at_paystack', kobo(money.amountKobo)),
      ...(applied > 0 ? [credit('sponsor_receivables', kobo(applied))] : []),
      ...(excess > 0 ? [credit('refunds_payable', kobo(excess))] : []),
    ],
  });
  const stillAwaiting = invoice.transferRecordedAt !== null && invoice.transferApprovedAt === null;
  const [updated] = await tx
    .update(sponsorInvoices)
    .set({
      receivedKobo: received,
      ...(paysIt
        ? { status: 'paid' as const, paidAt: now, paidVia: money.via, approvedBy: money.approvedBy }
        : {}),
      // A part-payment by transfer, approved: the invoice is open for the balance again.
      ...(!paysIt && invoice.status === 'transfer_recorded' && money.via === 'transfer'
        ? { status: 'unpaid' as const }
        : {}),
      ...(money.via === 'transfer'
        ? { transferApprovedAt: now, approvedBy: money.approvedBy }
        : {}),
      ...(money.via === 'paystack' ? { linkPaidAt: now } : {}),
    })
    .where(
      and(
        eq(sponsorInvoices.id, invoice.id),
        eq(sponsorInvoices.receivedKobo, invoice.receivedKobo),
      ),
    )
    .returning();
  if (!updated) throw conflict(sponsorInvoiceCopy.alreadyPaid);
  const over = received - invoice.totalKobo;
  if (over > 0 || (money.via === 'paystack' && stillAwaiting && paysIt)) {
    await raiseWorkItem(tx, {
      kind: 'sponsor_invoice.overpaid',
      subject: `sponsor-invoice:${invoice.id}`,
      customerId: null,
      transactionReference: money.reference ?? invoice.number,
      amountKobo: over > 0 ? over : invoice.transferAmountKobo,
      note:
        over > 0
          ? `${invoice.number} was paid twice: ${formatKobo(kobo(received))} received against ${formatKobo(kobo(invoice.totalKobo))}, the last by ${money.describe}. ${formatKobo(kobo(over))} is owed back to the sponsor (in refunds payable): return it, then record that by a manual journal and resolve this.`
          : `${invoice.number} was paid by ${money.describe} while a bank transfer of ${formatKobo(kobo(invoice.transferAmountKobo ?? 0))} (${invoice.transferBankReference ?? ''}) waits for approval: approved, it is money paid twice and owed back to the sponsor.`,
      now,
    });
  }
  const [sponsor] = await tx
    .select()
    .from(sponsors)
    .where(eq(sponsors.id, invoice.sponsorId))
    .limit(1);
  await notify(tx, {
    email: sponsor!.contactEmail,
    at: now,
    event: 'sponsor-invoice.payment-received',
    key: `sponsor-invoice-received:${invoice.id}:${invoice.receivedKobo}`,
    params: {
      contactName: sponsor!.contactName,
      company: sponsor!.name,
      number: invoice.number,
      amount: formatKobo(kobo(money.amountKobo)),
      left: formatKobo(kobo(Math.max(invoice.totalKobo - received, 0))),
      receivedBefore: invoice.receivedKobo,
      amountKobo: money.amountKobo,
      via: money.via,
      receivedAt: now.toISOString(),
    },
  });
  if (paysIt) await releaseEnrolments(ctx, tx, updated);
  return paysIt;
}

/** What confirming a sponsor's Paystack payment did (the webhook job records it as its outcome). */
export type SponsorPaymentOutcome =
  | 'sponsor_invoice_paid'
  | 'sponsor_invoice_already_paid'
  | 'sponsor_invoice_paid_twice'
  | 'sponsor_invoice_not_paid'
  | 'sponsor_invoice_amount_differs'
  | 'sponsor_invoice_unknown';

/**
 * A sponsor paid its invoice by the Paystack payment link (docs/business-rules.md, 'Sponsor
 * invoices'): the payment is confirmed with the provider's verify call (a webhook's own figures are
 * not trusted for money), then taken in once (`link_paid_at`), in one transaction with the books and
 * the start of cover (receiveSponsorMoney: the ledger entry keyed on the invoice). Called by the
 * charge.success webhook, finance's 'check the payment' and the hourly check. Money Paystack confirms
 * is received whatever the invoice's state: paid after a transfer paid it, it is paid twice (the
 * excess owed back, a finance item).
 */
export async function confirmSponsorPayment(
  ctx: AppContext,
  reference: string,
): Promise<SponsorPaymentOutcome> {
  const transaction = await ctx.payments.verifyTransaction(reference);
  return ctx.database.db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(sponsorInvoices)
      .where(eq(sponsorInvoices.paystackReference, reference))
      .limit(1)
      .for('update');
    if (!invoice) return 'sponsor_invoice_unknown';
    // Taken in once: a repeated webhook, or finance's check afterwards, changes nothing.
    if (invoice.linkPaidAt) return 'sponsor_invoice_already_paid';
    if (!transaction || transaction.status !== 'success' || transaction.reference !== reference)
      return invoice.status === 'paid'
        ? 'sponsor_invoice_already_paid'
        : 'sponsor_invoice_not_paid';
    if (transaction.currency !== 'NGN' || transaction.amountKobo <= 0)
      return 'sponsor_invoice_amount_differs';
    // Paid at Paystack, it is money we hold whatever the invoice's state: an invoice already paid
    // by a transfer was paid twice (issue 38), and the money is in the books as owed back.
    const wasPaid = invoice.status === 'paid';
    await receiveSponsorMoney(ctx, tx, invoice, {
      via: 'paystack',
      amountKobo: transaction.amountKobo,
      key: `sponsor.paid:${invoice.id}`,
      describe: 'Paystack',
      reference,
      approvedBy: null,
    });
    return wasPaid ? 'sponsor_invoice_paid_twice' : 'sponsor_invoice_paid';
  });
}

/** A bank transfer recorded and not yet approved (whatever the invoice's status). */
export function transferAwaiting(invoice: SponsorInvoiceRow): boolean {
  return invoice.transferRecordedAt !== null && invoice.transferApprovedAt === null;
}
const LINK_CHECKS_PER_RUN = 100;

/**
 * The hourly `sponsors.lifecycle` job asks Paystack about each unpaid invoice with a payment link
 * (Verify Transaction), so one paid while its webhook was lost is paid within the hour, exactly as
 * the webhook would (confirmSponsorPayment), and is not chased. Oldest first, at most
 * LINK_CHECKS_PER_RUN a run; Paystack unreachable skips an invoice until the next run.
 */
export async function confirmLinkPayments(ctx: AppContext): Promise<number> {
  const due = await ctx.database.db
    .select({ reference: sponsorInvoices.paystackReference })
    .from(sponsorInvoices)
    .where(
      and(
        ne(sponsorInvoices.status, 'paid'),
        isNotNull(sponsorInvoices.paystackReference),
        isNull(sponsorInvoices.linkPaidAt),
      ),
    )
    .orderBy(asc(sponsorInvoices.issuedOn), asc(sponsorInvoices.id))
    .limit(LINK_CHECKS_PER_RUN);
  let paid = 0;
  // Each invoice on its own: Paystack unreachable skips it until the next run; one whose payment
  // cannot be recorded is put before finance and the others are checked all the same
  // (docs/operations.md, 'When one item of a batch fails').
  await eachOnItsOwn(
    due,
    async ({ reference }) => {
      try {
        if ((await confirmSponsorPayment(ctx, reference!)) === 'sponsor_invoice_paid') paid += 1;
      } catch (err) {
        if (err instanceof PaymentProviderError) return;
        throw err;
      }
      await closeBatchFailure(ctx.database.db, `sponsor-link:${reference}`, ctx.now());
    },
    ({ reference }, error) =>
      recordBatchFailure(ctx.database.db, {
        subject: `sponsor-link:${reference}`,
        what: `Checking the Paystack payment of sponsor invoice link ${reference}`,
        error,
        reference,
        now: ctx.now(),
      }),
  );
  return paid;
}

/**
 * Chasing (in the hourly `sponsors.lifecycle` job): the sponsor's contact is e-mailed about each
 * unpaid invoice on its due date and 7, 30 and 60 days after (SPONSOR_INVOICE_CHASE_DAYS), once per
 * step (keyed on the invoice and the step; a job that missed days sends only the latest step due).
 */
export async function chaseUnpaidInvoices(ctx: AppContext): Promise<number> {
  const { db } = ctx.database;
  const now = ctx.now();
  const today = lagosDate(now);
  const due = await db
    .select({ invoice: sponsorInvoices, sponsor: sponsors })
    .from(sponsorInvoices)
    .innerJoin(sponsors, eq(sponsors.id, sponsorInvoices.sponsorId))
    .where(and(eq(sponsorInvoices.status, 'unpaid'), sql`${sponsorInvoices.dueOn} <= ${today}`))
    .orderBy(asc(sponsorInvoices.id))
    .limit(1000);
  let sent = 0;
  for (const { invoice, sponsor } of due) {
    const step = sponsorInvoiceChaseDue(invoice.dueOn, today);
    if (step === null) continue;
    const told = await notify(db, {
      email: sponsor.contactEmail,
      at: now,
      event: 'sponsor-invoice.overdue',
      key: `sponsor-invoice:${invoice.id}:${step}`,
      params: {
        contactName: sponsor.contactName,
        company: sponsor.name,
        number: invoice.number,
        amount: formatNaira(koboToNaira(invoice.totalKobo - invoice.receivedKobo)),
        dueDate: formatCalendarDate(invoice.dueOn),
        daysLate: step,
        paymentUrl: invoice.paymentUrl,
        ...ctx.config.collectionAccount,
      },
    });
    if (told) sent += 1;
  }
  return sent;
}

/**
 * A sponsor invoice's PDF for the e-mail that carries it (messaging's DocumentFor, wired in
 * jobs/handlers.ts): the invoice as it is now, or the receipt of one payment (what the message
 * says of it: its amount, how and when it came, and what was received before it).
 */
export async function sponsorDocument(ctx: AppContext, ref: SponsorDocumentRef) {
  const { db } = ctx.database;
  const [row] = await db
    .select({ invoice: sponsorInvoices, sponsor: sponsors })
    .from(sponsorInvoices)
    .innerJoin(sponsors, eq(sponsors.id, sponsorInvoices.sponsorId))
    .where(eq(sponsorInvoices.number, ref.number))
    .limit(1);
  if (!row) return null;
  const { invoice, sponsor } = row;
  const lines = await db
    .select({
      description: sponsorInvoiceLines.description,
      amountKobo: sponsorInvoiceLines.amountKobo,
    })
    .from(sponsorInvoiceLines)
    .where(eq(sponsorInvoiceLines.invoiceId, invoice.id))
    .orderBy(asc(sponsorInvoiceLines.id));
  const data: SponsorInvoiceData = {
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    sponsor: {
      name: sponsor.name,
      contactName: sponsor.contactName,
      contactEmail: sponsor.contactEmail,
    },
    lines,
    totalKobo: invoice.totalKobo,
    receivedKobo: invoice.receivedKobo,
    account: ctx.config.collectionAccount,
    paymentUrl: invoice.paymentUrl,
  };
  const now = ctx.now();
  if (ref.kind === 'sponsor-invoice') {
    return {
      name: invoice.number,
      attachment: {
        filename: `${invoice.number}.pdf`,
        contentType: 'application/pdf',
        content: await renderSponsorInvoice(data, now),
      },
    };
  }
  const payment = {
    amountKobo: ref.amountKobo,
    via: ref.via,
    receivedAt: new Date(ref.receivedAt),
  };
  return {
    name: `${invoice.number}-R${ref.receivedBefore}`,
    attachment: {
      filename: `${invoice.number}-receipt.pdf`,
      contentType: 'application/pdf',
      content: await renderSponsorReceipt(
        { ...data, receivedKobo: ref.receivedBefore + ref.amountKobo, payment },
        now,
      ),
    },
  };
}
