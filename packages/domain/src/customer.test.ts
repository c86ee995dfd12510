import { describe, expect, it } from 'vitest';
import { customerSchema, justSignedUp, productUidSchema } from './customer.js';
import { premiumSchema } from './premium.js';

const customer = {
  id: 1,
  cust_id: 1,
  user_id: 1,
  engage_uid: 'eng-1',
  first_name: 'Adaeze',
  last_name: 'Okafor',
  name: 'Adaeze Okafor',
  email: 'ada@example.ng',
  phone_number: '08031234567',
  address: null,
  state: null,
  gender: null,
  dob: '**/**/1990',
  bvn: '*******8901',
  nin: null,
  vin: null,
  dvl: null,
  change_password: false,
  customer_referral_code: 'ADA123',
  referral_code: null,
  salary: null,
  employer_name: null,
  company_id: null,
  employer_address: null,
  plan_value: null,
  has_payed: false,
  payment_reference: null,
  employment_letter_url: null,
  next_of_kin: {
    name: 'Chidi Okafor',
    first_name: 'Chidi',
    last_name: 'Okafor',
    phone: '08031234568',
    email: null,
    relationship: 'Brother',
  },
  preferred_hospital: { id: 3, name: 'Reddington', address: 'VI', full_address: 'VI, Lagos' },
  customer_products: [{ product_id: 'Health Insurance', product_uid: 'HI' }],
  customer_employment_information: [{ employment_letter_url: '/u/1' }],
  healthProduct: null,
  have_completed_kyc: false,
  email_verified: true,
  have_completed_income_protection_profile: false,
  have_completed_health_insurance_profile: true,
  have_completed_health_cash_profile: false,
  kyc_in_review_status: false,
  marketing_messages: true,
  language: 'en',
  have_verified_bvn: true,
  have_verified_nin: false,
  created_at: '2026-01-01T00:00:00.000Z',
  just_signed_up: false,
};

const premium = {
  product_prefix_code: 'HTCI',
  product_id: 'HealthCash Insurance',
  sum_assured: 500_000,
  premium: 1_000,
  policy_duration: 12,
  company: null,
  active: true,
  next_payment_date: '2026-02-01',
  policy_document: null,
  date_cancelled: null,
};

describe('product codes', () => {
  it('When a product code is read, then it is one of the five product lines of the spec', () => {
    expect(productUidSchema.options).toEqual(['EI', 'HI', 'HTCI', 'BI', 'CL']);
    expect(productUidSchema.safeParse('LI').success).toBe(false);
  });
});

describe('the customer record the client reads', () => {
  it('When the record is whole, then it reads as sent', () => {
    expect(customerSchema.parse(customer)).toEqual(customer);
  });

  it('When the customer has no next of kin or hospital yet, then the record still reads', () => {
    expect(
      customerSchema.safeParse({ ...customer, next_of_kin: null, preferred_hospital: null })
        .success,
    ).toBe(true);
  });

  it('When the gender is not male or female, then the record does not read', () => {
    expect(customerSchema.safeParse({ ...customer, gender: 'female' }).success).toBe(true);
    expect(customerSchema.safeParse({ ...customer, gender: 'other' }).success).toBe(false);
  });

  it('When a held product has an unknown code, then the record does not read', () => {
    expect(
      customerSchema.safeParse({
        ...customer,
        customer_products: [{ product_id: 'Life', product_uid: 'LI' }],
      }).success,
    ).toBe(false);
  });

  it('When a flag the dashboard branches on is missing, then the record does not read', () => {
    for (const key of [
      'have_completed_kyc',
      'kyc_in_review_status',
      'marketing_messages',
      'language',
      'have_verified_bvn',
      'have_verified_nin',
      'change_password',
      'has_payed',
    ])
      expect(customerSchema.safeParse({ ...customer, [key]: undefined }).success, key).toBe(false);
  });

  it('When the next of kin lacks a phone, or the hospital its address, then the record does not read', () => {
    expect(
      customerSchema.safeParse({
        ...customer,
        next_of_kin: { ...customer.next_of_kin, phone: undefined },
      }).success,
    ).toBe(false);
    expect(
      customerSchema.safeParse({
        ...customer,
        preferred_hospital: { ...customer.preferred_hospital, full_address: undefined },
      }).success,
    ).toBe(false);
  });

  it('When identity numbers are described, then they are said to be masked', () => {
    for (const key of ['bvn', 'nin', 'vin', 'dvl'] as const)
      expect(customerSchema.shape[key].description, key).toBe('masked');
    expect(customerSchema.shape.dob.description).toBe('masked, for example **/**/1990');
  });
});

describe('a premium (policy) as the dashboard reads it', () => {
  it('When a policy is read, then its product is one of the five codes and its ids may be text or numbers', () => {
    expect(premiumSchema.parse(premium)).toEqual(premium);
    expect(
      premiumSchema.safeParse({ ...premium, product_id: 7, policy_duration: 'Monthly' }).success,
    ).toBe(true);
    expect(premiumSchema.safeParse({ ...premium, policy_duration: null }).success).toBe(true);
    expect(premiumSchema.safeParse({ ...premium, product_prefix_code: 'XX' }).success).toBe(false);
  });

  it('When a sponsored or cancelled policy is read, then company and date_cancelled carry it', () => {
    const read = premiumSchema.parse({
      ...premium,
      company: 'Dangote',
      active: false,
      date_cancelled: '2026-03-01',
    });
    expect(read).toMatchObject({ company: 'Dangote', active: false, date_cancelled: '2026-03-01' });
  });

  it('When the amounts or the active flag are missing, then the policy does not read', () => {
    for (const key of ['sum_assured', 'premium', 'active'])
      expect(premiumSchema.safeParse({ ...premium, [key]: undefined }).success, key).toBe(false);
  });
});

describe("the greeting's 'signed up within the hour' (issues 30 and 38)", () => {
  it('When less than an hour has passed since sign-up on the given clock, then it is a new account; from the hour on, a returning one', () => {
    const signedUp = new Date('2026-03-10T09:00:00Z');
    expect(justSignedUp(signedUp, new Date('2026-03-10T09:00:00Z'))).toBe(true);
    expect(justSignedUp(signedUp, new Date('2026-03-10T09:59:59Z'))).toBe(true);
    expect(justSignedUp(signedUp, new Date('2026-03-10T10:00:00Z'))).toBe(false);
    expect(justSignedUp(signedUp, new Date('2026-04-10T09:00:00Z'))).toBe(false);
  });
});
