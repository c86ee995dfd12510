import type { ProductDetails } from '../db/schema/index.js';
import { pdfMoney, PdfWriter } from './pdf-writer.js';

export interface PolicyDocumentData {
  policyNumber: string;
  insured: { name: string; email: string; phone: string };
  product: { title: string; uid: string; details: ProductDetails };
  planName: string;
  sumAssured: number;
  premium: number;
  unit: string;
  status: string;
  startDate: string;
  nextPaymentDate: string | null;
  dateCancelled: string | null;
  sponsor: string | null;
  payment: { reference: string; amountPaid: number; paidAt: Date; channel: string | null } | null;
  issuedAt: Date;
}

/** The policy schedule: who and what is insured, for how much, the dates, and what is covered and not. */
export async function renderPolicyDocument(data: PolicyDocumentData): Promise<Buffer> {
  const pdf = await PdfWriter.create({
    title: `Policy ${data.policyNumber}`,
    subject: `${data.product.title} policy schedule`,
    createdAt: data.issuedAt,
  });
  pdf.title(`${data.product.title} - policy schedule`, `Policy number ${data.policyNumber}`);

  pdf.section('The policy');
  pdf.row('Policy number', data.policyNumber);
  pdf.row('Product', data.product.title);
  pdf.row('Plan', data.planName);
  pdf.row('Cover (sum assured)', pdfMoney(data.sumAssured));
  pdf.row('Premium', `${pdfMoney(data.premium)} per ${data.unit.toLowerCase()}`);
  pdf.row('Status', data.status.charAt(0).toUpperCase() + data.status.slice(1));
  pdf.row('Start date', data.startDate);
  if (data.nextPaymentDate) pdf.row('Next payment date', data.nextPaymentDate);
  if (data.dateCancelled) pdf.row('Cancelled on', data.dateCancelled);
  if (data.sponsor) pdf.row('Sponsored by', `${data.sponsor} pays for this cover`);

  pdf.section('The insured');
  pdf.row('Name', data.insured.name);
  pdf.row('E-mail', data.insured.email);
  pdf.row('Phone', data.insured.phone);

  if (data.payment) {
    pdf.section('Payment');
    pdf.row('Payment reference', data.payment.reference);
    pdf.row('Amount paid', pdfMoney(data.payment.amountPaid));
    pdf.row('Paid on', data.payment.paidAt.toISOString().slice(0, 10));
    if (data.payment.channel) pdf.row('Paid by', data.payment.channel.replace('_', ' '));
  }

  const details = data.product.details;
  if (details.description) {
    pdf.section('About this cover');
    pdf.paragraph(details.description);
  }
  if (details.product_benefits.length > 0) {
    pdf.section("What's covered");
    for (const b of details.product_benefits) pdf.bullet(b.title, b.description);
  }
  if (details.not_covered.length > 0) {
    pdf.section("What's not covered");
    for (const n of details.not_covered) pdf.bullet(n.title, n.description);
  }
  if (details.policy_requirements.length > 0) {
    pdf.section('Conditions');
    for (const p of details.policy_requirements) pdf.bullet(p);
  }
  if (details.claim_requirements.length > 0) {
    pdf.section('Making a claim');
    for (const c of details.claim_requirements) pdf.bullet(c);
  }
  pdf.gap(12);
  pdf.paragraph(
    `Issued by Alaafia on ${data.issuedAt.toISOString().slice(0, 10)}. Keep this document with your policy number; you can download it again from your dashboard.`,
    true,
  );
  return pdf.bytes();
}
