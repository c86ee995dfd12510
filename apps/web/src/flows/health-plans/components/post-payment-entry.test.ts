import type { Premium } from '@alaafia/domain';
import { describe, expect, it } from 'vitest';
import { postPaymentStartStage } from './post-payment-entry';
import { premium as premiumFixture } from '#test/builders.js';

const premium = (product_prefix_code: Premium['product_prefix_code']) =>
  premiumFixture({ product_prefix_code });

const base = { opened: false, storedStage: 0, customer: { have_completed_kyc: false } };

describe('postPaymentStartStage', () => {
  it('When the wizard is already open, then it keeps the stored stage', () => {
    expect(
      postPaymentStartStage({ ...base, opened: true, productUid: 'HI', premiums: [] }),
    ).toBeNull();
  });

  it('When the customer does not hold the plan, then the wizard starts at 0', () => {
    expect(postPaymentStartStage({ ...base, productUid: 'HI', premiums: [premium('HTCI')] })).toBe(
      0,
    );
  });

  it('When the customer is in the middle of the KYC chain, then the stored stage is kept', () => {
    expect(
      postPaymentStartStage({
        ...base,
        storedStage: 70,
        productUid: 'HI',
        premiums: [premium('HI')],
      }),
    ).toBeNull();
  });

  it('When the customer holds the plan, then KYC decides: 60 to do it, 100 when done', () => {
    expect(
      postPaymentStartStage({ ...base, productUid: 'HTCI', premiums: [premium('HTCI')] }),
    ).toBe(60);
    expect(
      postPaymentStartStage({
        ...base,
        customer: { have_completed_kyc: true },
        productUid: 'HTCI',
        premiums: [premium('HTCI')],
      }),
    ).toBe(100);
  });
});
