import {
  justSignedUp,
  koboToNairaOrNull,
  maskDob,
  maskIdentifier,
  productUidSchema,
  type Customer,
  type ProductUid,
} from '@alaafia/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import type { DbOrTx } from '../db/client.js';
import { identityDocuments } from '../db/schema/index.js';
import { employmentInformationOf } from '../modules/customers/employment/index.js';
import { findNextOfKinRecord } from '../modules/customers/next-of-kin/index.js';
import { checkoutSummary } from '../modules/sales/payments/index.js';
import type { CustomerRow } from '../modules/customers/customers/index.js';
import { findHospitalSummary } from '../modules/cover/hospitals/index.js';

/** The masked identity numbers on file: the newest verified document of each type. */
async function maskedIdentifiers(ctx: AppContext, db: DbOrTx, customerId: number) {
  const docs = await db
    .select({ type: identityDocuments.type, valueEnc: identityDocuments.valueEnc })
    .from(identityDocuments)
    .where(
      and(eq(identityDocuments.customerId, customerId), eq(identityDocuments.status, 'verified')),
    )
    .orderBy(desc(identityDocuments.id));
  const masked: Record<string, string> = {};
  for (const doc of docs) masked[doc.type] ??= maskIdentifier(ctx.cipher.decrypt(doc.valueEnc));
  return masked;
}

/**
 * The whole customer record the spec's client reads (GET /api/auth/me and the customer endpoints).
 * Identity numbers and the date of birth are never part of it in full.
 */
export async function toCustomerRecord(
  ctx: AppContext,
  db: DbOrTx,
  row: CustomerRow,
): Promise<Customer> {
  const [hospital, ids, nextOfKin, employment, checkout] = await Promise.all([
    row.preferredHospitalId ? findHospitalSummary(db, row.preferredHospitalId) : null,
    maskedIdentifiers(ctx, db, row.id),
    findNextOfKinRecord(db, row.id),
    employmentInformationOf(db, row.id),
    checkoutSummary(db, row.id),
  ]);
  return {
    id: row.id,
    cust_id: row.id,
    user_id: row.id,
    engage_uid: row.engageUid,
    first_name: row.firstName,
    last_name: row.lastName,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    email_verified: row.emailVerifiedAt !== null,
    phone_number: row.phoneNumber,
    address: row.address,
    state: row.state,
    gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
    dob: row.dobEnc ? maskDob(ctx.cipher.decrypt(row.dobEnc)) : null,
    bvn: ids.bvn ?? null,
    nin: ids.nin ?? null,
    vin: ids.vin ?? null,
    dvl: ids.dvl ?? null,
    change_password: row.changePassword,
    customer_referral_code: row.customerReferralCode,
    referral_code: row.referralCode,
    salary: koboToNairaOrNull(row.salaryKobo),
    employer_name: row.employerName,
    company_id: row.companyId,
    employer_address: row.employerAddress,
    plan_value: koboToNairaOrNull(row.planValueKobo),
    has_payed: checkout.hasPaid,
    payment_reference: checkout.latestReference,
    employment_letter_url: employment[0]?.employment_letter_url ?? null,
    next_of_kin: nextOfKin,
    preferred_hospital: hospital,
    customer_products: checkout.products.filter(
      (p): p is { product_id: string; product_uid: ProductUid } =>
        productUidSchema.safeParse(p.product_uid).success,
    ),
    free_months_used: checkout.freeMonthsUsed.filter(
      (uid): uid is ProductUid => productUidSchema.safeParse(uid).success,
    ),
    customer_employment_information: employment,
    healthProduct: null,
    have_completed_kyc: row.haveCompletedKyc,
    have_completed_income_protection_profile: row.haveCompletedIncomeProtectionProfile,
    have_completed_health_insurance_profile: row.haveCompletedHealthInsuranceProfile,
    have_completed_health_cash_profile: row.haveCompletedHealthCashProfile,
    kyc_in_review_status: row.kycInReviewStatus,
    have_verified_bvn: row.haveVerifiedBvn,
    have_verified_nin: row.haveVerifiedNin,
    marketing_messages: row.marketingMessages,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    // By the application's clock (the sandbox's when moved), once, for every page that greets.
    just_signed_up: justSignedUp(row.createdAt, ctx.now()),
  };
}
