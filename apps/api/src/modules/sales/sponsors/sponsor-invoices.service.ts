/**
 * Finance's side of sponsor invoices (issues 17, 27, 38; docs/business-rules.md, 'Sponsor invoices'):
 * the list and one invoice, a transfer recorded by one finance member and approved by a second, the
 * payment link and its check, credit notes. Billing, money received and the jobs are sponsor-invoices.ts.
 */
import {
  ageingBucket,
  AGEING_BUCKETS,
  formatCalendarDate,
  formatNaira,
  invoiceAgeDays,
  koboToNaira,
  lagosDate,
  nairaToKobo,
  sponsorInvoiceCopy,
  sponsorInvoicePaystackReference,
  type recordSponsorTransferBodySchema,
  type SponsorInvoiceAnswer,
  type StaffRole,
} from '@alaafia/domain';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import type { DbOrTx } from '../../../db/client.js';
import {
  pricingPlans,
  sponsorEnrolments,
  sponsorInvoiceLines,
  sponsorInvoices,
  sponsors,
} from '../../../db/schema/index.js';
import { PaymentProviderError } from '../../../integrations/payments/types.js';
import { conflict, HttpError, notFound } from '../../../lib/http-errors.js';
import { assertMayApproveMoney, audit, type AuditActor } from '../../platform/access/index.js';
import { notify } from '../../platform/messaging/index.js';
import {
  receiveSponsorMoney,
  type SponsorPaymentOutcome,
  confirmSponsorPayment,
  transferAwaiting,
} from './sponsor-invoices.js';

export function createSponsorInvoicesService(ctx: AppContext) {
  const { db } = ctx.database;

  async function invoiceOr404(tx: DbOrTx, id: number, lock = false) {
    const query = tx.select().from(sponsorInvoices).where(eq(sponsorInvoices.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(sponsorInvoiceCopy.unknownInvoice);
    return row;
  }

  async function answers(where?: ReturnType<typeof eq>): Promise<SponsorInvoiceAnswer[]> {
    const today = lagosDate(ctx.now());
    const rows = await db
      .select({ invoice: sponsorInvoices, sponsorName: sponsors.name })
      .from(sponsorInvoices)
      .innerJoin(sponsors, eq(sponsors.id, sponsorInvoices.sponsorId))
      .where(where)
      .orderBy(asc(sponsorInvoices.issuedOn), asc(sponsorInvoices.id));
    const ids = rows.map((r) => r.invoice.id);
    const lines = ids.length
      ? await db
          .select({
            line: sponsorInvoiceLines,
            enrolment: sponsorEnrolments,
            planCode: pricingPlans.code,
          })
          .from(sponsorInvoiceLines)
          .innerJoin(sponsorEnrolments, eq(sponsorEnrolments.id, sponsorInvoiceLines.enrolmentId))
          .innerJoin(pricingPlans, eq(pricingPlans.id, sponsorEnrolments.planId))
          .where(inArray(sponsorInvoiceLines.invoiceId, ids))
          .orderBy(asc(sponsorInvoiceLines.id))
      : [];
    return rows.map(({ invoice: i, sponsorName }) => {
      const age = i.status === 'paid' ? 0 : invoiceAgeDays(i.issuedOn, today);
      return {
        id: i.id,
        number: i.number,
        sponsor_id: i.sponsorId,
        sponsor_name: sponsorName,
        status: i.status,
        issued_on: i.issuedOn,
        due_on: i.dueOn,
        total_kobo: i.totalKobo,
        received_kobo: i.receivedKobo,
        balance_kobo: Math.max(i.totalKobo - i.receivedKobo, 0),
        age_days: age,
        ageing_bucket: i.status === 'paid' ? null : ageingBucket(age),
        payment_url: i.paymentUrl,
        transfer:
          i.transferRecordedBy !== null
            ? {
                amount_kobo: i.transferAmountKobo!,
                bank_reference: i.transferBankReference!,
                received_on: i.transferReceivedOn!,
                recorded_by: i.transferRecordedBy,
                approved_by: i.transferApprovedAt ? i.approvedBy : null,
                approved_at: i.transferApprovedAt?.toISOString() ?? null,
              }
            : null,
        paid_at: i.paidAt?.toISOString() ?? null,
        paid_via: i.paidVia,
        lines: lines
          .filter((l) => l.line.invoiceId === i.id)
          .map((l) => ({
            enrolment_id: l.enrolment.id,
            email: l.enrolment.email,
            product: l.enrolment.productUid,
            plan_code: l.planCode,
            months: l.enrolment.months,
            description: l.line.description,
            amount_kobo: l.line.amountKobo,
          })),
      };
    });
  }

  async function one(id: number) {
    await invoiceOr404(db, id);
    return (await answers(eq(sponsorInvoices.id, id)))[0]!;
  }

  return {
    async list(filter: { status?: 'unpaid' | 'paid'; sponsorId?: number }) {
      const conditions = [
        filter.status === 'paid'
          ? eq(sponsorInvoices.status, 'paid')
          : filter.status === 'unpaid'
            ? ne(sponsorInvoices.status, 'paid')
            : undefined,
        filter.sponsorId ? eq(sponsorInvoices.sponsorId, filter.sponsorId) : undefined,
      ];
      return answers(and(...conditions));
    },

    one,

    /** Unpaid invoices by age (days since the invoice date): counts and kobo per bucket. */
    async ageing() {
      const unpaid = await this.list({ status: 'unpaid' });
      const buckets = AGEING_BUCKETS.map((bucket) => {
        const inBucket = unpaid.filter((i) => i.ageing_bucket === bucket);
        return {
          bucket,
          invoices: inBucket.length,
          total_kobo: inBucket.reduce((sum, i) => sum + i.balance_kobo, 0),
        };
      });
      return {
        as_of: lagosDate(ctx.now()),
        buckets,
        total_kobo: buckets.reduce((sum, b) => sum + b.total_kobo, 0),
      };
    },

    /**
     * The first person's half of a bank transfer: the amount (the whole balance, part of it, or more
     * when the sponsor paid twice), the bank's reference and the day it arrived. Nothing is posted,
     * and no cover starts, until a second finance member approves it. One transfer waits at a time;
     * an invoice already paid takes none (a transfer after a paid link is recorded by a manual
     * journal: 'Sponsor invoices').
     */
    async recordTransfer(
      actor: AuditActor,
      id: number,
      body: z.output<typeof recordSponsorTransferBodySchema>,
    ) {
      const now = ctx.now();
      if (body.received_on > lagosDate(now))
        throw new HttpError(422, sponsorInvoiceCopy.receivedOnFuture, {
          received_on: [sponsorInvoiceCopy.receivedOnFuture],
        });
      const amountKobo = nairaToKobo(body.amount);
      await db.transaction(async (tx) => {
        const invoice = await invoiceOr404(tx, id, true);
        if (transferAwaiting(invoice)) throw conflict(sponsorInvoiceCopy.transferAlreadyRecorded);
        if (invoice.status === 'paid') throw conflict(sponsorInvoiceCopy.alreadyPaid);
        await tx
          .update(sponsorInvoices)
          .set({
            status: 'transfer_recorded',
            transferAmountKobo: amountKobo,
            transferBankReference: body.bank_reference,
            transferReceivedOn: body.received_on,
            transferRecordedBy: actor.staffId,
            transferRecordedAt: now,
            transferApprovedAt: null,
          })
          .where(and(eq(sponsorInvoices.id, id), eq(sponsorInvoices.status, 'unpaid')));
        await audit(
          tx,
          actor,
          {
            action: 'sponsor.invoice_transfer_recorded',
            recordType: 'sponsor_invoice',
            recordId: id,
            before: { status: invoice.status, received_kobo: invoice.receivedKobo },
            after: {
              status: 'transfer_recorded',
              amount_kobo: amountKobo,
              bank_reference: body.bank_reference,
              received_on: body.received_on,
            },
          },
          now,
        );
      });
      return one(id);
    },

    /**
     * The invoice's Paystack payment link (Initialize Transaction under SPN-...-P, for the total),
     * made once and e-mailed to the sponsor's contact; asking again answers the same link. Not for
     * an invoice paid, or with a bank transfer recorded (that one is approved instead).
     */
    async paymentLink(actor: AuditActor, id: number) {
      const invoice = await invoiceOr404(db, id);
      if (invoice.status === 'paid') throw conflict(sponsorInvoiceCopy.alreadyPaid);
      if (invoice.status === 'transfer_recorded') throw conflict(sponsorInvoiceCopy.paidByTransfer);
      if (invoice.paymentUrl) return one(id);
      const [sponsor] = await db
        .select()
        .from(sponsors)
        .where(eq(sponsors.id, invoice.sponsorId))
        .limit(1);
      const reference = sponsorInvoicePaystackReference(invoice.number);
      let checkout;
      try {
        // What is still owed: the total, less any part-payment received.
        checkout = await ctx.payments.initializeTransaction({
          reference,
          email: sponsor!.contactEmail,
          amountKobo: invoice.totalKobo - invoice.receivedKobo,
        });
      } catch (err) {
        if (err instanceof PaymentProviderError)
          throw new HttpError(503, sponsorInvoiceCopy.linkUnavailable);
        throw err;
      }
      await db.transaction(async (tx) => {
        const now = ctx.now();
        const [made] = await tx
          .update(sponsorInvoices)
          .set({ paystackReference: reference, paymentUrl: checkout.authorizationUrl })
          .where(
            and(
              eq(sponsorInvoices.id, id),
              eq(sponsorInvoices.status, 'unpaid'),
              isNull(sponsorInvoices.paymentUrl),
            ),
          )
          .returning();
        if (!made) return;
        await notify(tx, {
          email: sponsor!.contactEmail,
          at: now,
          event: 'sponsor-invoice.payment-link',
          key: `sponsor-invoice-link:${id}`,
          params: {
            contactName: sponsor!.contactName,
            company: sponsor!.name,
            number: made.number,
            amount: formatNaira(koboToNaira(made.totalKobo - made.receivedKobo)),
            dueDate: formatCalendarDate(made.dueOn),
            paymentUrl: checkout.authorizationUrl,
            ...ctx.config.collectionAccount,
          },
        });
        await audit(
          tx,
          actor,
          {
            action: 'sponsor.invoice_payment_link_made',
            recordType: 'sponsor_invoice',
            recordId: id,
            after: { paystack_reference: reference, payment_url: checkout.authorizationUrl },
          },
          now,
        );
      });
      return one(id);
    },

    /**
     * Finance asks Paystack whether the link was paid (when no webhook came): paid, the invoice is
     * paid and cover starts, exactly as the webhook does it (confirmSponsorPayment).
     */
    async checkPayment(id: number) {
      const invoice = await invoiceOr404(db, id);
      if (invoice.linkPaidAt) return one(id);
      if (!invoice.paystackReference) {
        if (invoice.status === 'paid') return one(id);
        throw conflict(sponsorInvoiceCopy.noPaymentLink);
      }
      let outcome: SponsorPaymentOutcome;
      try {
        outcome = await confirmSponsorPayment(ctx, invoice.paystackReference);
      } catch (err) {
        if (err instanceof PaymentProviderError)
          throw new HttpError(503, sponsorInvoiceCopy.linkUnavailable);
        throw err;
      }
      if (
        invoice.status !== 'paid' &&
        (outcome === 'sponsor_invoice_not_paid' || outcome === 'sponsor_invoice_amount_differs')
      )
        throw conflict(sponsorInvoiceCopy.notPaidYet);
      return one(id);
    },

    /**
     * The second person's half: a finance member other than the one who recorded the transfer (and
     * not linked to them: assertMayApproveMoney) approves it; its money is received
     * (receiveSponsorMoney): the invoice is paid and cover starts when it reaches the total, a
     * part-payment leaves the balance, and money beyond the total (the link paid meanwhile) is owed
     * back and put before finance.
     */
    async approveTransfer(
      actor: AuditActor,
      approver: { id: number; roles: StaffRole[] },
      id: number,
    ) {
      await db.transaction(async (tx) => {
        const now = ctx.now();
        const invoice = await invoiceOr404(tx, id, true);
        if (!transferAwaiting(invoice)) {
          if (invoice.status === 'paid') throw conflict(sponsorInvoiceCopy.alreadyPaid);
          throw conflict(sponsorInvoiceCopy.noTransferRecorded);
        }
        await assertMayApproveMoney(tx, approver, [invoice.transferRecordedBy], now);
        const amountKobo = invoice.transferAmountKobo!;
        const paidNow = await receiveSponsorMoney(ctx, tx, invoice, {
          via: 'transfer',
          amountKobo,
          // What was received before it grows with every receipt: one key per transfer.
          key: `sponsor.transfer:${invoice.id}:${invoice.receivedKobo}`,
          describe: `bank transfer ${invoice.transferBankReference}`,
          reference: null,
          approvedBy: approver.id,
        });
        await audit(
          tx,
          actor,
          {
            action: paidNow ? 'sponsor.invoice_paid' : 'sponsor.invoice_transfer_approved',
            recordType: 'sponsor_invoice',
            recordId: id,
            before: { status: invoice.status, received_kobo: invoice.receivedKobo },
            after: {
              status: paidNow ? 'paid' : invoice.status === 'paid' ? 'paid' : 'unpaid',
              via: 'transfer',
              amount_kobo: amountKobo,
              received_kobo: invoice.receivedKobo + amountKobo,
              recorded_by: invoice.transferRecordedBy,
            },
          },
          now,
        );
      });
      return one(id);
    },
  };
}

/** The most payment links the hourly job asks Paystack about in one run (oldest first). */
