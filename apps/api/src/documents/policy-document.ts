import {
  CLAIM_WAITING_PERIOD_DAYS,
  customerPlanName,
  INCOME_PRODUCT_UID,
  koboToNaira,
  type Kobo,
  waitingPeriodEndsOn,
} from '@alaafia/domain';
import { SOURCE_LANGUAGE, type Language, formatDateIn } from '@alaafia/i18n';
import type { ProductDetails } from '../db/schema/index.js';
import { translatorOf } from '../lib/translators.js';
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
  /** The customer's language (issue 42); English when not given. */
  language?: Language;
}

/**
 * The policy schedule: who and what is insured, for how much, the dates, and what is covered and not.
 * Its own words are the catalogue's (`documents.*`) in the customer's language (issue 42); the
 * product's description, benefits and conditions are the product catalogue's, in English.
 */
export async function renderPolicyDocument(data: PolicyDocumentData): Promise<Buffer> {
  const language = data.language ?? SOURCE_LANGUAGE;
  // `product`: the product catalogue's words (seed data, served in English) in the language.
  const { t, product: words } = translatorOf(language);
  const pdf = await PdfWriter.create({
    title: t('documents.policy.document', { policyNumber: data.policyNumber }),
    subject: t('documents.policy.subject', { product: data.product.title }),
    createdAt: data.issuedAt,
    language,
  });
  pdf.title(
    t('documents.policy.title', { product: data.product.title }),
    t('documents.policy.number', { policyNumber: data.policyNumber }),
  );

  pdf.section(t('documents.policy.section.policy'));
  pdf.row(t('documents.label.policyNumber'), data.policyNumber);
  pdf.row(t('documents.policy.product'), data.product.title);
  pdf.row(t('documents.label.plan'), customerPlanName(data.planName, data.unit));
  if (data.hospital)
    pdf.row(t('documents.label.hospital'), `${data.hospital.name}, ${data.hospital.address}`);
  pdf.row(t('documents.policy.cover'), pdfMoney(koboToNaira(data.sumAssuredKobo)));
  pdf.row(
    t('documents.policy.premium'),
    t('documents.policy.premiumValue', {
      amount: pdfMoney(koboToNaira(data.premiumKobo)),
      unit: data.unit.toLowerCase(),
    }),
  );
  pdf.row(
    t('documents.label.status'),
    // The catalogue's select cases are the status codes (active, paused, ...): passing the code, not
    // an English word, lets each language draw its own word.
    t('documents.policy.status', { status: data.status.toLowerCase() }).replace(/^./, (c) =>
      c.toUpperCase(),
    ),
  );
  pdf.row(t('documents.policy.startDate'), formatDateIn(language, data.startDate));
  if (data.nextPaymentDate)
    pdf.row(t('documents.policy.nextPayment'), formatDateIn(language, data.nextPaymentDate));
  if (data.dateCancelled)
    pdf.row(t('documents.policy.cancelledOn'), formatDateIn(language, data.dateCancelled));
  // Issue 30: the waiting period of income protection, stated where the customer keeps it
  // (docs/business-rules.md, 'Claims': a job lost in the first 90 days of cover is not covered).
  if (data.product.uid === INCOME_PRODUCT_UID)
    pdf.row(
      t('documents.policy.waitingPeriod'),
      t('documents.policy.waitingPeriodValue', {
        days: CLAIM_WAITING_PERIOD_DAYS,
        date: formatDateIn(language, waitingPeriodEndsOn(data.startDate)),
      }),
    );
  if (data.sponsor)
    pdf.row(
      t('documents.policy.sponsoredBy'),
      t('documents.policy.sponsoredByValue', { sponsor: data.sponsor }),
    );
  pdf.row(t('documents.policy.underwrittenBy'), data.underwriter.name);

  pdf.section(t('documents.policy.section.insured'));
  pdf.row(t('documents.label.name'), data.insured.name);
  pdf.row(t('documents.label.email'), data.insured.email);
  pdf.row(t('documents.label.phone'), data.insured.phone);

  if (data.payment) {
    pdf.section(t('documents.policy.section.payment'));
    pdf.row(t('documents.label.paymentReference'), data.payment.reference);
    pdf.row(t('documents.policy.amountPaid'), pdfMoney(data.payment.amountPaid));
    pdf.row(t('documents.label.paidOn'), formatDateIn(language, data.payment.paidAt));
    if (data.payment.channel)
      pdf.row(t('documents.label.paidBy'), data.payment.channel.replace('_', ' '));
  }

  const details = data.product.details;
  if (details.description) {
    pdf.section(t('documents.policy.section.about'));
    pdf.paragraph(words(details.description));
  }
  if (details.product_benefits.length > 0) {
    pdf.section(t('documents.policy.section.covered'));
    for (const b of details.product_benefits) pdf.bullet(words(b.title), words(b.description));
  }
  if (details.not_covered.length > 0) {
    pdf.section(t('documents.policy.section.notCovered'));
    for (const n of details.not_covered) pdf.bullet(words(n.title), words(n.description));
  }
  if (details.policy_requirements.length > 0) {
    pdf.section(t('documents.policy.section.conditions'));
    for (const p of details.policy_requirements) pdf.bullet(words(p));
  }
  if (details.claim_requirements.length > 0) {
    pdf.section(t('documents.policy.section.claim'));
    for (const c of details.claim_requirements) pdf.bullet(words(c));
  }
  // The closing block stays together (heading, rows and note on one page).
  pdf.section(t('documents.policy.section.insurer'), 120);
  pdf.row(t('documents.policy.underwriter'), data.underwriter.name);
  pdf.row(t('documents.policy.licence'), data.underwriter.naicomLicence);
  pdf.row(t('documents.policy.issuedOn'), formatDateIn(language, data.issuedAt));
  pdf.gap(6);
  pdf.paragraph(t('documents.policy.closing', { underwriter: data.underwriter.name }), true);
  pdf.footer((page, pages) => [
    t('documents.policy.footer', {
      policyNumber: data.policyNumber,
      underwriter: data.underwriter.name,
      licence: data.underwriter.naicomLicence,
    }),
    t('documents.page', { page, pages }),
  ]);
  return pdf.bytes();
}
