import type { Customer } from '@alaafia/domain';
import type { DbOrTx } from '../../db/client.js';
import { findHospitalSummary, type CustomerRow } from './customers.repo.js';

/**
 * The whole customer record the spec's client reads (GET /api/auth/me and the customer endpoints).
 * Identity numbers and the date of birth are never part of it in full.
 */
export async function toCustomerRecord(db: DbOrTx, row: CustomerRow): Promise<Customer> {
  const hospital = row.preferredHospitalId
    ? await findHospitalSummary(db, row.preferredHospitalId)
    : null;
  return {
    id: row.id,
    cust_id: row.id,
    user_id: row.id,
    engage_uid: row.engageUid,
    first_name: row.firstName,
    last_name: row.lastName,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    phone_number: row.phoneNumber,
    address: row.address,
    state: row.state,
    gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
    dob: null,
    bvn: null,
    nin: null,
    vin: null,
    dvl: null,
    change_password: row.changePassword,
    customer_referral_code: row.customerReferralCode,
    referral_code: row.referralCode,
    salary: row.salary,
    employer_name: row.employerName,
    company_id: row.companyId,
    employer_address: row.employerAddress,
    plan_value: row.planValue,
    has_payed: false,
    payment_reference: null,
    employment_letter_url: null,
    next_of_kin: null,
    preferred_hospital: hospital,
    customer_products: [],
    customer_employment_information: [],
    healthProduct: null,
    have_completed_kyc: row.haveCompletedKyc,
    have_completed_income_protection_profile: row.haveCompletedIncomeProtectionProfile,
    have_completed_health_insurance_profile: row.haveCompletedHealthInsuranceProfile,
    have_completed_health_cash_profile: row.haveCompletedHealthCashProfile,
    kyc_in_review_status: row.kycInReviewStatus,
    have_verified_bvn: row.haveVerifiedBvn,
    have_verified_nin: row.haveVerifiedNin,
    created_at: row.createdAt.toISOString(),
  };
}
