import {
  CLAIM_WAITING_PERIOD_DAYS,
  customerPlanName,
  formatCalendarDate,
  formatLongDate,
  INCOME_PRODUCT_UID,
  koboToNaira,
  type Kobo,
  waitingPeriodEndsOn,
} from '@alaafia/domain';
import type { ProductDetails } from '../db/schema/index.js';
import { pdfMoney, PdfWriter } from './pdf-writer.js';

/** The insurer that carries the risk, named on every policy (config: UNDERWRITER_*). */
export interface Underwriter {
  name: string;
  naicomLicence: string;
}

export interface PolicyDocumentData {
  policyNumber: string;
  insured: { name: string; email: string; phone: string };
  product: { title: string; uid: string; details: ProductDetails };
  planName: string;
  sumAssuredKobo: Kobo;
  premiumKobo: Kobo;
  unit: string;
  status: string;
  /** Calendar days (YYYY-MM-DD), printed as the app writes dates ('23 November 2026'). */
  startDate: string;
  nextPaymentDate: string | null;
  dateCancelled: Date | null;
  /** The hospital a health plan is used at (Health Insurance); null for other products. */
  hospital: { name: string; address: string } | null;
  underwriter: Underwriter;
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
  pdf.row('Plan', customerPlanName(data.planName, data.unit));
  if (data.hospital) pdf.row('Hospital', `${data.hospital.name}, ${data.hospital.address}`);
  pdf.row('Cover (sum assured)', pdfMoney(koboToNaira(data.sumAssuredKobo)));
  pdf.row('Premium', `${pdfMoney(koboToNaira(data.premiumKobo))} per ${data.unit.toLowerCase()}`);
  pdf.row('Status', data.status.charAt(0).toUpperCase() + data.status.slice(1));
  pdf.row('Start date', formatCalendarDate(data.startDate));
  if (data.nextPaymentDate) pdf.row('Next payment date', formatCalendarDate(data.nextPaymentDate));
  if (data.dateCancelled) pdf.row('Cancelled on', formatLongDate(data.dateCancelled));
  // Issue 30: the waiting period of income protection, stated where the customer keeps it
  // (docs/business-rules.md, 'Claims': a job lost in the first 90 days of cover is not covered).
  if (data.product.uid === INCOME_PRODUCT_UID)
    pdf.row(
      'Waiting period',
      `${CLAIM_WAITING_PERIOD_DAYS} days: a job lost before ${formatCalendarDate(waitingPeriodEndsOn(data.startDate))} is not covered`,
    );
  if (data.sponsor) pdf.row('Sponsored by', `${data.sponsor} pays for this cover`);
  pdf.row('Underwritten by', data.underwriter.name);

  pdf.section('The insured');
  pdf.row('Name', data.insured.name);
  pdf.row('E-mail', data.insured.email);
  pdf.row('Phone', data.insured.phone);

  if (data.payment) {
    pdf.section('Payment');
    pdf.row('Payment reference', data.payment.reference);
    pdf.row('Amount paid', pdfMoney(data.payment.amountPaid));
    pdf.row('Paid on', formatLongDate(data.payment.paidAt));
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
  // The closing block stays together (heading, rows and note on one page).
  pdf.section('Your insurer', 120);
  pdf.row('Underwriter', data.underwriter.name);
  pdf.row('NAICOM licence', data.underwriter.naicomLicence);
  pdf.row('Issued on', formatLongDate(data.issuedAt));
  pdf.gap(6);
  pdf.paragraph(
    `This policy is arranged by Alaafia and underwritten by ${data.underwriter.name}, licensed by the National Insurance Commission (NAICOM). Keep this document with your policy number; you can download it again from your dashboard.`,
    true,
  );
  pdf.footer((page, pages) => [
    `Policy ${data.policyNumber}. Underwritten by ${data.underwriter.name}, NAICOM licence ${data.underwriter.naicomLicence}.`,
    `Page ${page} of ${pages}`,
  ]);
  return pdf.bytes();
}
