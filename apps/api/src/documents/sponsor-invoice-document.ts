import { formatCalendarDate, formatKobo, formatLongDate, kobo } from '@alaafia/domain';
import { PdfWriter } from './pdf-writer.js';

/** A sponsor invoice as its PDFs print it (docs/business-rules.md, 'Sponsor invoices'). */
export interface SponsorInvoiceData {
  number: string;
  issuedOn: string;
  dueOn: string;
  sponsor: { name: string; contactName: string; contactEmail: string };
  lines: { description: string; amountKobo: number }[];
  totalKobo: number;
  receivedKobo: number;
  /** Where to pay by transfer (COLLECTION_* in the configuration). */
  account: { bankName: string; accountNumber: string; accountName: string };
  paymentUrl: string | null;
}

const money = (k: number) => formatKobo(kobo(k));

function header(pdf: PdfWriter, data: SponsorInvoiceData) {
  pdf.section('Billed to');
  pdf.row('Company', data.sponsor.name);
  pdf.row('Contact', data.sponsor.contactName);
  pdf.row('E-mail', data.sponsor.contactEmail);
}

function items(pdf: PdfWriter, data: SponsorInvoiceData) {
  pdf.section('Cover paid for');
  for (const line of data.lines) pdf.row(line.description, money(line.amountKobo));
  pdf.gap(4);
  pdf.row('Invoice total', money(data.totalKobo));
}

/** The invoice: what the sponsor owes, by when, and how to pay it (transfer account, link). */
export async function renderSponsorInvoice(data: SponsorInvoiceData, at: Date): Promise<Buffer> {
  const pdf = await PdfWriter.create({
    title: `Invoice ${data.number}`,
    subject: 'Alaafia invoice',
    createdAt: at,
  });
  pdf.title('Invoice', `Invoice number ${data.number}`);
  pdf.row('Invoice date', formatCalendarDate(data.issuedOn));
  pdf.row('Due on', formatCalendarDate(data.dueOn));
  header(pdf, data);
  items(pdf, data);
  if (data.receivedKobo > 0) {
    pdf.row('Received', money(data.receivedKobo));
    pdf.row('Still to pay', money(Math.max(data.totalKobo - data.receivedKobo, 0)));
  }
  pdf.section('How to pay');
  pdf.paragraph(
    `By bank transfer to ${data.account.accountName}, account ${data.account.accountNumber} at ${data.account.bankName}, quoting ${data.number}.`,
  );
  if (data.paymentUrl) pdf.paragraph(`Or online by card or bank transfer: ${data.paymentUrl}`);
  pdf.gap(8);
  pdf.paragraph(
    'The cover this invoice pays for starts as soon as it is paid. Amounts are in Nigerian naira.',
    true,
  );
  return pdf.bytes();
}

interface SponsorReceiptData extends SponsorInvoiceData {
  /** This payment: its amount, how it came and when. */
  payment: { amountKobo: number; via: 'transfer' | 'paystack'; receivedAt: Date };
}

/** The receipt of one payment towards a sponsor invoice, with what is left (or owed back). */
export async function renderSponsorReceipt(data: SponsorReceiptData, at: Date): Promise<Buffer> {
  const pdf = await PdfWriter.create({
    title: `Receipt for invoice ${data.number}`,
    subject: 'Alaafia payment receipt',
    createdAt: at,
  });
  pdf.title('Payment receipt', `For invoice ${data.number}`);
  header(pdf, data);
  pdf.section('Payment');
  pdf.row('Amount received', money(data.payment.amountKobo));
  pdf.row('Received on', formatLongDate(data.payment.receivedAt));
  pdf.row('Paid by', data.payment.via === 'transfer' ? 'bank transfer' : 'Paystack');
  items(pdf, data);
  pdf.row('Received in all', money(data.receivedKobo));
  const left = data.totalKobo - data.receivedKobo;
  if (left > 0) pdf.row('Still to pay', money(left));
  else if (left < 0) pdf.row('Paid more than owed (we will return it)', money(-left));
  else pdf.row('Still to pay', money(0));
  pdf.gap(12);
  pdf.paragraph(`Issued by Alaafia on ${formatLongDate(at)}. Amounts are in Nigerian naira.`, true);
  return pdf.bytes();
}
