import { productNameIn } from '@alaafia/domain';
import { SOURCE_LANGUAGE, type Language, formatDateIn } from '@alaafia/i18n';
import { translatorOf } from '../lib/translators.js';
import { pdfMoney, PdfWriter } from './pdf-writer.js';

interface ReceiptData {
  invoiceNumber: string;
  issuedAt: Date;
  customer: { name: string; email: string; phone: string };
  paymentReference: string;
  paidAt: Date;
  channel: string | null;
  /** What was paid for, each line already in the customer's language (receiptLine). */
  lines: { description: string; amount: number }[];
  total: number;
  policyNumber: string | null;
  /** The customer's language (issue 42); English when not given. */
  language?: Language;
}

/** A line of a receipt: the product and plan, how many months of cover, a referral discount. */
export function receiptLine(
  language: Language,
  line: {
    product: string;
    plan: string;
    /** null: the first month, free. */
    months: number | null;
    discountPercent: number | null;
  },
): string {
  const { t } = translatorOf(language);
  const product = productNameIn(t, line.product);
  const what =
    line.months === null
      ? t('documents.receipt.firstMonthFree')
      : t('documents.receipt.monthsOfCover', { months: line.months });
  return line.discountPercent
    ? t('documents.receipt.lineWithDiscount', {
        product,
        plan: line.plan,
        what,
        percent: line.discountPercent,
      })
    : t('documents.receipt.line', { product, plan: line.plan, what });
}

/** The card verification's line of a receipt. */
export const cardVerificationLine = (language: Language) =>
  translatorOf(language).t('documents.receipt.cardVerification');

/**
 * The receipt for a payment of one product: what was paid, when, how and for which policy. Its
 * words are the catalogue's (`documents.*`), in the customer's language (issue 42).
 */
export async function renderReceipt(data: ReceiptData): Promise<Buffer> {
  const language = data.language ?? SOURCE_LANGUAGE;
  const { t } = translatorOf(language);
  const pdf = await PdfWriter.create({
    title: t('documents.receipt.document', { invoiceNumber: data.invoiceNumber }),
    subject: t('documents.receipt.subject'),
    createdAt: data.issuedAt,
    language,
  });
  pdf.title(
    t('documents.receipt.title'),
    t('documents.receipt.number', { invoiceNumber: data.invoiceNumber }),
  );
  pdf.section(t('documents.receipt.section.paidBy'));
  pdf.row(t('documents.label.name'), data.customer.name);
  pdf.row(t('documents.label.email'), data.customer.email);
  pdf.row(t('documents.label.phone'), data.customer.phone);
  pdf.section(t('documents.receipt.section.payment'));
  pdf.row(t('documents.label.paymentReference'), data.paymentReference);
  pdf.row(t('documents.label.paidOn'), formatDateIn(language, data.paidAt));
  if (data.channel) pdf.row(t('documents.label.paidBy'), data.channel.replace('_', ' '));
  if (data.policyNumber) pdf.row(t('documents.label.policyNumber'), data.policyNumber);
  pdf.section(t('documents.receipt.section.items'));
  for (const line of data.lines) pdf.row(line.description, pdfMoney(line.amount));
  pdf.gap(4);
  pdf.row(t('documents.receipt.total'), pdfMoney(data.total));
  pdf.gap(12);
  pdf.paragraph(
    t('documents.receipt.issued', { date: formatDateIn(language, data.issuedAt) }),
    true,
  );
  return pdf.bytes();
}
