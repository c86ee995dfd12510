import { describe, expect, it } from 'vitest';
import {
  COOKIE_KEYS,
  LOCAL_STORAGE_KEYS,
  ONBOARDING_COOKIE,
  onboardingDataSchema,
  PROGRESS_COOKIE_KEYS,
} from './onboarding-storage.js';

describe('onboarding storage', () => {
  it('When an onboarding cookie is written, then it lives 7200 seconds on path /', () => {
    expect(ONBOARDING_COOKIE).toEqual({ maxAgeSeconds: 7200, path: '/' });
  });

  it('When the key names are listed, then no two are the same', () => {
    const keys = [
      ...Object.values(PROGRESS_COOKIE_KEYS),
      ...Object.values(COOKIE_KEYS),
      ...Object.values(LOCAL_STORAGE_KEYS),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('When every wizard stores its progress, then each has its own key', () => {
    expect(Object.keys(PROGRESS_COOKIE_KEYS).sort()).toEqual([
      'claim',
      'dashboard',
      'health',
      'health-cash',
      'income',
      'next-of-kin-claim',
    ]);
    const keys = Object.values(PROGRESS_COOKIE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('When the stored onboarding data is empty, then it parses', () => {
    expect(onboardingDataSchema.parse({})).toEqual({});
  });

  it('When the stored onboarding data holds the section 3 fields and server nulls, then they are kept', () => {
    const data = {
      first_name: 'Ada',
      email: 'ada@example.ng',
      user_id: 7,
      cust_id: 7,
      engage_uid: 'eng-7',
      employer_name: 'Dangote Cement',
      salary: 150_000,
      company_id: null,
      lat: 6.45,
      lng: 3.39,
      plan_value: 600_000,
      referral: { customer_discount: 5 },
      cart: [{ id: 1, plan_id: 2, price: 1100 }],
    };
    expect(onboardingDataSchema.parse(data)).toEqual(data);
  });

  it('When the stored onboarding data carries an ID number, then it is dropped', () => {
    expect(onboardingDataSchema.parse({ first_name: 'Ada', bvn: '12345678901' })).toEqual({
      first_name: 'Ada',
    });
  });

  it('When the stored salary is not a number, then the data is rejected', () => {
    expect(onboardingDataSchema.safeParse({ salary: '150000' }).success).toBe(false);
  });
});
