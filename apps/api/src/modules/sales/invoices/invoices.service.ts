import {
  checkoutCopy,
  formatNaira,
  koboToNaira,
  PRODUCT_TITLES,
  type ProductUid,
} from '@alaafia/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { invoices } from '../../../db/schema/index.js';
import {
  cardVerificationLine,
  receiptLine,
  renderReceipt,
} from '../../../documents/receipt-document.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { findCustomerById, type CustomerRow } from '../../customers/customers/index.js';
import {
  emailReachesInboxes,
  notify,
  paymentMessagePending,
} from '../../platform/messaging/index.js';
import { paidReferences } from '../payments/index.js';
import { findPoliciesByIds } from '../../cover/policies/index.js';

type InvoiceRow = typeof invoices.$inferSelect;

/** The invoice routes of the spec and the product each one is for. */
export const INVOICE_PRODUCTS = {
  'income-invoice': 'EI',
  'health-invoice': 'HI',
  'healthcash-invoice': 'HTCI',
} as const satisfies Record<string, ProductUid>;

const invoiceNumberExpression = (year: string) =>
  sql<string>`${`INV-${year}-`} || lpad(nextval('invoice_number_seq')::text, 6, '0')`;

type PaidReference = Awaited<ReturnType<typeof paidReferences>>[number];

/**
 * What a receipt for one product of a paid reference shows as paid: its line, plus the card
 * verification (when there is one) on the receipt of the reference's first line. Null when the
 * reference has no line for the product.
 */
function receiptAmountKobo(reference: PaidReference['reference'], productUid: string) {
  const index = reference.lines.findIndex((l) => l.product_uid === productUid);
  if (index === -1) return null;
  return reference.lines[index]!.amount_kobo + (index === 0 ? reference.cardVerificationKobo : 0);
}

export function createInvoicesService(ctx: AppContext) {
  const { db } = ctx.database;

  /** The customer's newest paid reference with a line for the product. */
  async function latestPaidFor(customerId: number, productUid: string) {
    for (const row of await paidReferences(db, customerId)) {
      if (receiptAmountKobo(row.reference, productUid) !== null) return row;
    }
    return null;
  }

  /** The receipt of one product of a paid reference: recorded once (one per payment and product). */
  async function recordInvoice(customerId: number, paid: PaidReference, productUid: string) {
    const amountKobo = receiptAmountKobo(paid.reference, productUid);
    if (amountKobo === null) throw new Error('no line for the product on this payment');
    const now = ctx.now();
    await db
      .insert(invoices)
      .values({
        invoiceNumber: invoiceNumberExpression(String(now.getUTCFullYear())),
        customerId,
        paymentId: paid.payment.id,
        productUid,
        amountKobo,
        issuedAt: now,
      })
      .onConflictDoNothing();
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.paymentId, paid.payment.id), eq(invoices.productUid, productUid)))
      .limit(1);
    if (!invoice) throw new Error('invoice vanished');
    return invoice;
  }

  async function answer(customerId: number, invoice: InvoiceRow, known?: PaidReference) {
    const [ref] = known
      ? [known]
      : (await paidReferences(db, customerId)).filter((r) => r.payment.id === invoice.paymentId);
    return {
      invoice_number: invoice.invoiceNumber,
      product_uid: invoice.productUid,
      product: PRODUCT_TITLES[invoice.productUid as ProductUid] ?? invoice.productUid,
      amount: koboToNaira(invoice.amountKobo),
      amount_kobo: invoice.amountKobo,
      payment_reference: ref?.reference.reference ?? '',
      issued_at: invoice.issuedAt.toISOString(),
      email_queued_at: invoice.emailQueuedAt?.toISOString() ?? null,
      emailed_at: invoice.emailedAt?.toISOString() ?? null,
      document: `/api/local/customers/${customerId}/invoices/${encodeURIComponent(invoice.invoiceNumber)}/document`,
    };
  }

  async function receiptPdf(customer: CustomerRow, invoice: InvoiceRow) {
    const paid = (await paidReferences(db, customer.id)).find(
      (r) => r.payment.id === invoice.paymentId,
    );
    if (!paid) throw notFound();
    const index = paid.reference.lines.findIndex((l) => l.product_uid === invoice.productUid);
    const line = paid.reference.lines[index];
    const title = PRODUCT_TITLES[invoice.productUid as ProductUid] ?? invoice.productUid;
    const lines = [];
    // In the customer's language (issue 42).
    const { language } = customer;
    if (line) {
      lines.push({
        description: receiptLine(language, {
          product: title,
          plan: line.plan_name,
          months: line.amount_kobo === 0 && line.unit === 'Month' ? null : line.cover_months,
          discountPercent: paid.reference.discountPercent || null,
        }),
        amount: koboToNaira(line.amount_kobo),
      });
    }
    if (index === 0 && paid.reference.cardVerificationKobo > 0) {
      lines.push({
        description: cardVerificationLine(language),
        amount: koboToNaira(paid.reference.cardVerificationKobo),
      });
    }
    const [policy] = line?.policy_id ? await findPoliciesByIds(db, [line.policy_id]) : [];
    return renderReceipt({
      invoiceNumber: invoice.invoiceNumber,
      issuedAt: invoice.issuedAt,
      customer: {
        name: `${customer.firstName} ${customer.lastName}`,
        email: customer.email,
        phone: customer.phoneNumber,
      },
      paymentReference: paid.reference.reference,
      paidAt: paid.payment.paidAt,
      channel: paid.payment.channel,
      lines,
      total: koboToNaira(invoice.amountKobo),
      policyNumber: policy?.policy.policyNumber ?? null,
      language,
    });
  }

  async function findInvoice(customerId: number, invoiceNumber: string) {
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.customerId, customerId), eq(invoices.invoiceNumber, invoiceNumber)))
      .limit(1);
    return row ?? null;
  }

  return {
    /**
     * Records the receipt for the product's latest payment (one per payment and product) and queues
     * its e-mail, with the PDF. A second call answers the same receipt and queues nothing more; one
     * not queued (an unproven address) is queued by the next call after the proof.
     */
    async issue(customerId: number, productUid: ProductUid) {
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw notFound();
      const paid = await latestPaidFor(customerId, productUid);
      if (!paid)
        throw unprocessable(checkoutCopy.noPaidPolicy, { product: [checkoutCopy.noPaidPolicy] });
      const invoice = await recordInvoice(customerId, paid, productUid);
      // A receipt goes only to an address its owner proved, or to the sandbox's outbox (issue 24;
      // docs/business-rules.md, 'Proving the e-mail'): the card paid, but the e-mail may be anyone's.
      // Unsent, it stays in the payment history, and the next ask after the proof e-mails it.
      // A payment told by its 'Payment received' e-mail (transfers and renewals) has the receipt
      // attached to that e-mail: one e-mail per payment (docs/business-rules.md, 'Messages').
      const mayEmail =
        (customer.emailVerifiedAt !== null || !emailReachesInboxes(ctx)) &&
        !(await paymentMessagePending(db, customerId, paid.reference.reference));
      if (!invoice.emailedAt && !invoice.emailQueuedAt && mayEmail) {
        // Through notify (docs/business-rules.md, 'Messages'): queued with the receipt's own letter,
        // sent by the delivery job with the PDF attached and retried when the provider fails; the
        // answer says it is queued (email_queued_at) and emailed_at is set once it is sent.
        const now = ctx.now();
        const queued = await db.transaction(async (tx) => {
          await notify(tx, {
            customerId,
            event: 'receipt.requested',
            key: invoice.invoiceNumber,
            params: {
              firstName: customer.firstName,
              product: PRODUCT_TITLES[productUid],
              amount: formatNaira(koboToNaira(invoice.amountKobo)),
              reference: paid.reference.reference,
              productUid,
              invoiceNumber: invoice.invoiceNumber,
            },
            at: now,
          });
          const [row] = await tx
            .update(invoices)
            .set({ emailQueuedAt: now })
            .where(eq(invoices.id, invoice.id))
            .returning();
          return row;
        });
        return answer(customerId, queued ?? invoice);
      }
      return answer(customerId, invoice);
    },

    /**
     * The receipt of one product of a payment, for the 'Payment received' e-mail to carry: recorded
     * if it was not, and marked e-mailed by `markEmailed` once that e-mail went. Null when there is
     * nothing to attach: no such paid payment, an address its owner has not proved (issue 24), or
     * a receipt already e-mailed.
     */
    async receiptForMessage(customerId: number, reference: string, productUid: string) {
      const customer = await findCustomerById(db, customerId);
      if (!customer || (customer.emailVerifiedAt === null && emailReachesInboxes(ctx))) return null;
      const paid = (await paidReferences(db, customerId)).find(
        (r) => r.reference.reference === reference,
      );
      if (!paid || receiptAmountKobo(paid.reference, productUid) === null) return null;
      const invoice = await recordInvoice(customerId, paid, productUid);
      if (invoice.emailedAt) return null;
      return {
        invoiceNumber: invoice.invoiceNumber,
        attachment: {
          filename: `${invoice.invoiceNumber}.pdf`,
          contentType: 'application/pdf',
          content: await receiptPdf(customer, invoice),
        },
        markEmailed: async () => {
          await db
            .update(invoices)
            .set({ emailedAt: ctx.now() })
            .where(eq(invoices.id, invoice.id));
        },
      };
    },

    /**
     * The receipts of one paid reference, one per product line, recorded when first asked for (not
     * e-mailed: the invoice calls above send them). For the payment history in settings.
     */
    async receiptsFor(customerId: number, paid: PaidReference) {
      const uids = [...new Set(paid.reference.lines.map((l) => l.product_uid))];
      const answers = [];
      for (const uid of uids) {
        answers.push(await answer(customerId, await recordInvoice(customerId, paid, uid), paid));
      }
      return answers;
    },

    async list(customerId: number) {
      const rows = await db
        .select()
        .from(invoices)
        .where(eq(invoices.customerId, customerId))
        .orderBy(desc(invoices.issuedAt), desc(invoices.id));
      return Promise.all(rows.map((row) => answer(customerId, row)));
    },

    /** The receipt PDF, for its owner only (another customer's number answers 404). */
    async document(customerId: number, invoiceNumber: string) {
      const invoice = await findInvoice(customerId, invoiceNumber);
      const customer = await findCustomerById(db, customerId);
      if (!invoice || !customer) throw notFound();
      return { filename: `${invoice.invoiceNumber}.pdf`, pdf: await receiptPdf(customer, invoice) };
    },
  };
}
