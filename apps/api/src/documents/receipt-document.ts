import { formatLongDate } from '@alaafia/domain';
import { pdfMoney, PdfWriter } from './pdf-writer.js';

export interface ReceiptData {
  invoiceNumber: string;
  issuedAt: Date;
  customer: { name: string; email: string; phone: string };
  paymentReference: string;
  paidAt: Date;
  channel: string | null;
  lines: { description: string; amount: number }[];
  total: number;
  policyNumber: string | null;
}

/** The receipt for a payment of one product: what was paid, when, how and for which policy. */
export async function renderReceipt(data: ReceiptData): Promise<Buffer> {
  const pdf = await PdfWriter.create({
    title: `Receipt ${data.invoiceNumber}`,
    subject: 'Alaafia payment receipt',
    createdAt: data.issuedAt,
  });
  pdf.title('Payment receipt', `Receipt number ${data.invoiceNumber}`);
  pdf.section('Paid by');
  pdf.row('Name', data.customer.name);
  pdf.row('E-mail', data.customer.email);
  pdf.row('Phone', data.customer.phone);
  pdf.section('Payment');
  pdf.row('Payment reference', data.paymentReference);
  pdf.row('Paid on', formatLongDate(data.paidAt));
  if (data.channel) pdf.row('Paid by', data.channel.replace('_', ' '));
  if (data.policyNumber) pdf.row('Policy number', data.policyNumber);
  pdf.section('Items');
  for (const line of data.lines) pdf.row(line.description, pdfMoney(line.amount));
  pdf.gap(4);
  pdf.row('Total paid', pdfMoney(data.total));
  pdf.gap(12);
  pdf.paragraph(
    `Issued by Alaafia on ${formatLongDate(data.issuedAt)}. Amounts are in Nigerian naira.`,
    true,
  );
  return pdf.bytes();
}
