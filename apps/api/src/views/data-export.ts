import {
  BRAND_NAME,
  koboToNaira,
  koboToNairaOrNull,
  lagosDate,
  maskDob,
  maskIdentifier,
  uploadUrl,
} from '@alaafia/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import {
  analyticsEvents,
  cancellationReasons,
  cartItems,
  carts,
  changeHospitalRequests,
  identityDocuments,
  invoices,
  kycEvents,
  leads,
  outboxMessages,
  paymentAuthorizations,
  paymentReferences,
  pricingPlans,
  refunds,
  sessions,
  uploads,
} from '../db/schema/index.js';
import { notFound } from '../lib/http-errors.js';
import { consentsOf } from '../modules/customers/consents/index.js';
import { toCustomerRecord } from './customer-record.js';
import { findCustomerById } from '../modules/customers/customers/index.js';
import { listPolicies } from '../modules/cover/policies/index.js';
import { toPolicyAnswer } from '../modules/cover/policies/index.js';
import { listComplaintsOf } from '../modules/service/support/index.js';
import { paymentHistory } from './payment-history.js';

/** Bumped when the file's shape changes, so a reader knows which one it has. */
const DATA_EXPORT_VERSION = 1;

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/**
 * Everything we hold about a customer, as one JSON document: the right of access of the Nigeria
 * Data Protection Act 2023 (section 34). Identity numbers, registered phones and dates of birth are
 * masked as in every other answer (docs/business-rules.md explains why and how to get them whole);
 * no secret (password hash, session token, card authorization, reset token) is ever part of it.
 */
export async function buildDataExport(ctx: AppContext, customerId: number) {
  const { db } = ctx.database;
  const { cipher } = ctx;
  const row = await findCustomerById(db, customerId);
  if (!row) throw notFound();
  const masked = (enc: string | null) => (enc ? maskIdentifier(cipher.decrypt(enc)) : null);
  const maskedDob = (enc: string | null) => (enc ? maskDob(cipher.decrypt(enc)) : null);

  const [
    record,
    documents,
    kyc,
    uploadRows,
    policyRows,
    references,
    refundRows,
    invoiceRows,
    cards,
    cartRows,
    hospitalRequests,
    leadRows,
    events,
    sessionRows,
    messages,
    payments,
    consentRows,
  ] = await Promise.all([
    toCustomerRecord(ctx, db, row),
    db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.customerId, customerId))
      .orderBy(asc(identityDocuments.id)),
    db
      .select()
      .from(kycEvents)
      .where(eq(kycEvents.customerId, customerId))
      .orderBy(asc(kycEvents.id)),
    db.select().from(uploads).where(eq(uploads.customerId, customerId)).orderBy(asc(uploads.id)),
    listPolicies(db, customerId),
    db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.customerId, customerId))
      .orderBy(asc(paymentReferences.id)),
    db.select().from(refunds).where(eq(refunds.customerId, customerId)).orderBy(asc(refunds.id)),
    db.select().from(invoices).where(eq(invoices.customerId, customerId)).orderBy(asc(invoices.id)),
    db
      .select()
      .from(paymentAuthorizations)
      .where(eq(paymentAuthorizations.customerId, customerId))
      .orderBy(asc(paymentAuthorizations.id)),
    db.select().from(carts).where(eq(carts.customerId, customerId)).orderBy(asc(carts.id)),
    db
      .select()
      .from(changeHospitalRequests)
      .where(eq(changeHospitalRequests.customerId, customerId))
      .orderBy(asc(changeHospitalRequests.id)),
    db.select().from(leads).where(eq(leads.customerId, customerId)).orderBy(asc(leads.id)),
    db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.customerId, customerId))
      .orderBy(asc(analyticsEvents.id)),
    db.select().from(sessions).where(eq(sessions.customerId, customerId)).orderBy(asc(sessions.id)),
    db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, row.email))
      .orderBy(asc(outboxMessages.id)),
    paymentHistory(ctx, customerId, { recordReceipts: false }),
    consentsOf(db, customerId),
  ]);

  const reasons = new Map(
    (await db.select().from(cancellationReasons)).map((r) => [r.id, r.reason] as const),
  );
  const items =
    cartRows.length === 0
      ? []
      : await db
          .select({ item: cartItems, planName: pricingPlans.name })
          .from(cartItems)
          .innerJoin(pricingPlans, eq(pricingPlans.id, cartItems.planId))
          .where(
            inArray(
              cartItems.cartId,
              cartRows.map((c) => c.id),
            ),
          );

  return {
    about: {
      generated_at: ctx.now().toISOString(),
      format_version: DATA_EXPORT_VERSION,
      controller: BRAND_NAME,
      customer_id: row.id,
      notes: [
        'This file holds the personal data we keep about you, under section 34 of the Nigeria Data Protection Act 2023.',
        'ID numbers, the phone numbers registered to them and dates of birth show only their last digits or year. To receive them in full, contact support: we will confirm it is you first.',
        'Passwords, session keys and card authorization codes are secrets and are never exported. Amounts are in naira.',
      ],
    },
    profile: {
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      phone_number: row.phoneNumber,
      address: row.address,
      state: row.state,
      gender: row.gender,
      dob: maskedDob(row.dobEnc),
      salary: koboToNairaOrNull(row.salaryKobo),
      employer_name: row.employerName,
      employer_address: row.employerAddress,
      company_id: row.companyId,
      plan_value: koboToNairaOrNull(row.planValueKobo),
      customer_referral_code: row.customerReferralCode,
      referral_code: row.referralCode,
      preferred_hospital: record.preferred_hospital,
      have_completed_kyc: row.haveCompletedKyc,
      kyc_completed_at: iso(row.kycCompletedAt),
      have_verified_bvn: row.haveVerifiedBvn,
      have_verified_nin: row.haveVerifiedNin,
      kyc_in_review_status: row.kycInReviewStatus,
      have_completed_income_protection_profile: row.haveCompletedIncomeProtectionProfile,
      have_completed_health_insurance_profile: row.haveCompletedHealthInsuranceProfile,
      have_completed_health_cash_profile: row.haveCompletedHealthCashProfile,
      change_password: row.changePassword,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    },
    identity_documents: documents.map((d) => ({
      type: d.type,
      number: masked(d.valueEnc),
      bank_code: d.bankCode,
      status: d.status,
      registered_first_name: d.registeredFirstName,
      registered_last_name: d.registeredLastName,
      registered_phone: masked(d.registeredPhoneEnc),
      registered_dob: maskedDob(d.registeredDobEnc),
      provider: d.provider,
      has_picture: d.evidenceKey !== null,
      verified_at: iso(d.verifiedAt),
      created_at: iso(d.createdAt),
    })),
    kyc_events: kyc.map((e) => ({
      event: e.event,
      detail: e.detail,
      success: e.success,
      created_at: iso(e.createdAt),
    })),
    next_of_kin: record.next_of_kin,
    employment_information: record.customer_employment_information,
    uploads: uploadRows.map((u) => ({
      type: u.type,
      file_name: u.originalName,
      content_type: u.contentType,
      size: u.size,
      uploaded_at: iso(u.createdAt),
      download: u.deletedAt ? null : uploadUrl(u.token),
    })),
    policies: policyRows.map((p) => ({
      ...toPolicyAnswer(p, lagosDate(ctx.now())),
      cancellation_reason:
        p.policy.cancellationReasonId === null
          ? null
          : (reasons.get(p.policy.cancellationReasonId) ?? null),
      // The customer's own words with the reason 'Other' (issue 18).
      cancellation_note: p.policy.cancellationNote,
    })),
    payments,
    payment_references: references.map((r) => ({
      reference: r.reference,
      purpose: r.purpose,
      payment_type: r.paymentType,
      amount: koboToNaira(r.amountKobo),
      currency: r.currency,
      status: r.status,
      referral_code: r.referralCode,
      discount_percent: r.discountPercent,
      transfer_account: r.transferAccount,
      created_at: iso(r.createdAt),
      paid_at: iso(r.paidAt),
    })),
    /** The terms and privacy notice accepted at checkout: versions, when, from which IP address. */
    consents: consentRows,
    refunds: refundRows.map((r) => ({
      payment_reference: references.find((x) => x.id === r.paymentReferenceId)?.reference ?? null,
      reason: r.reason,
      amount: r.amountKobo === null ? null : koboToNaira(r.amountKobo),
      status: r.status,
      requested_at: iso(r.requestedAt),
    })),
    invoices: invoiceRows.map((i) => ({
      invoice_number: i.invoiceNumber,
      product_uid: i.productUid,
      amount: koboToNaira(i.amountKobo),
      issued_at: iso(i.issuedAt),
      emailed_at: iso(i.emailedAt),
    })),
    saved_cards: cards.map((c) => ({
      brand: c.cardType?.trim() ?? null,
      last4: c.last4,
      exp_month: c.expMonth,
      exp_year: c.expYear,
      bank: c.bank,
      active: c.active,
      saved_at: iso(c.createdAt),
    })),
    carts: cartRows.map((c) => ({
      status: c.status,
      created_at: iso(c.createdAt),
      items: items
        .filter((i) => i.item.cartId === c.id)
        .map((i) => ({ product_uid: i.item.productUid, plan_name: i.planName })),
    })),
    hospital_change_requests: hospitalRequests.map((h) => ({
      from_hospital_id: h.fromHospitalId,
      hospital_id: h.hospitalId,
      change_reason: h.changeReason,
      status: h.status,
      created_at: iso(h.createdAt),
      decided_at: iso(h.decidedAt),
    })),
    leads: leadRows.map((l) => ({
      name: l.name,
      email: l.email,
      phone: l.phone,
      reason: l.completionFailedReason,
      salary: koboToNairaOrNull(l.salaryKobo),
      created_at: iso(l.createdAt),
    })),
    events: events.map((e) => ({
      event: e.event,
      properties: e.properties,
      created_at: iso(e.createdAt),
    })),
    sessions: sessionRows.map((s) => ({
      signed_in_at: iso(s.createdAt),
      last_seen_at: iso(s.lastSeenAt),
      expires_at: iso(s.expiresAt),
      signed_out_at: iso(s.revokedAt),
      device: s.userAgent,
      ip: s.ip,
    })),
    messages: messages.map((m) => ({
      channel: m.channel,
      to: m.to,
      subject: m.subject,
      attachments: (m.attachments ?? []).map((a) => a.filename),
      sent_at: iso(m.createdAt),
    })),
    complaints: await listComplaintsOf(db, customerId),
  };
}
