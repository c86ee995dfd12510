import { describe, expect, it } from 'vitest';
import {
  customerVerificationView,
  verificationBadge,
  verificationFactsOf,
  verificationStatus,
  verifyLinkFor,
  type VerificationFacts,
  type VerificationStatus,
} from './verification-badge.js';

const none: VerificationFacts = {
  have_completed_kyc: false,
  have_completed_income_protection_profile: false,
  have_completed_health_insurance_profile: false,
  have_completed_health_cash_profile: false,
  kyc_in_review_status: false,
  have_verified_bvn: false,
  have_verified_nin: false,
  employment_letter_url: null,
};
const all: VerificationFacts = {
  have_completed_kyc: true,
  have_completed_income_protection_profile: true,
  have_completed_health_insurance_profile: true,
  have_completed_health_cash_profile: true,
  kyc_in_review_status: true,
  have_verified_bvn: true,
  have_verified_nin: true,
  employment_letter_url: 'https://files/letter.pdf',
};
const kyc = { ...none, have_completed_kyc: true };

type Row = { situation: string; facts: VerificationFacts; expected: VerificationStatus };

describe('the income protection (EI) status', () => {
  for (const { facts, expected, situation } of [
    {
      situation: 'KYC and the income profile are complete',
      facts: { ...kyc, have_completed_income_protection_profile: true },
      expected: 'verified',
    },
    { situation: 'everything is true', facts: all, expected: 'verified' },
    {
      situation: 'KYC is complete and in review',
      facts: { ...kyc, kyc_in_review_status: true },
      expected: 'pending',
    },
    {
      situation: 'KYC is complete and the BVN verified, with nothing in review (issue 30)',
      facts: { ...kyc, have_verified_bvn: true },
      expected: 'unverified',
    },
    {
      situation: 'KYC is complete and the NIN verified, with nothing in review (issue 30)',
      facts: { ...kyc, have_verified_nin: true },
      expected: 'unverified',
    },
    {
      situation:
        'KYC is complete and an employment letter exists, with nothing in review (issue 30)',
      facts: { ...kyc, employment_letter_url: 'https://files/l.pdf' },
      expected: 'unverified',
    },
    {
      situation: 'KYC is complete and the health profiles only',
      facts: {
        ...kyc,
        have_completed_health_insurance_profile: true,
        have_completed_health_cash_profile: true,
      },
      expected: 'unverified',
    },
    {
      situation: 'KYC is complete and the letter url is empty',
      facts: { ...kyc, employment_letter_url: '' },
      expected: 'unverified',
    },
    { situation: 'KYC is complete and nothing else', facts: kyc, expected: 'unverified' },
    {
      situation: 'KYC is not complete though everything else is',
      facts: { ...all, have_completed_kyc: false },
      expected: 'unverified',
    },
    { situation: 'nothing is complete', facts: none, expected: 'unverified' },
  ] satisfies Row[])
    it(`When ${situation}, then EI is ${expected}`, () => {
      expect(verificationStatus('EI', facts)).toBe(expected);
    });

  it('When every combination is tried, then EI is verified exactly when KYC and the income profile are complete', () => {
    const flags = [
      'have_completed_kyc',
      'have_completed_income_protection_profile',
      'kyc_in_review_status',
      'have_verified_bvn',
      'have_verified_nin',
    ] as const;
    for (let bits = 0; bits < 2 ** (flags.length + 1); bits++) {
      const facts: VerificationFacts = {
        ...none,
        employment_letter_url: bits & (1 << flags.length) ? 'url' : null,
      };
      flags.forEach((flag, i) => (facts[flag] = Boolean(bits & (1 << i))));
      // Pending only while a reviewer holds something (issue 30).
      const pending = facts.kyc_in_review_status;
      const expected = !facts.have_completed_kyc
        ? 'unverified'
        : facts.have_completed_income_protection_profile
          ? 'verified'
          : pending
            ? 'pending'
            : 'unverified';
      expect(verificationStatus('EI', facts)).toBe(expected);
    }
  });
});

describe('the HI, HTCI, BI and CL status', () => {
  describe.each(['HI', 'HTCI', 'BI', 'CL'] as const)('%s', (product) => {
    for (const { facts, expected, situation } of [
      { situation: 'KYC is complete', facts: kyc, expected: 'verified' },
      {
        situation: 'KYC is not complete though everything else is',
        facts: { ...all, have_completed_kyc: false },
        expected: 'unverified',
      },
      {
        situation: 'KYC is complete and in review',
        facts: { ...kyc, kyc_in_review_status: true },
        expected: 'verified',
      },
      { situation: 'nothing is complete', facts: none, expected: 'unverified' },
    ] satisfies Row[])
      it(`When ${situation}, then ${product} is ${expected}`, () => {
        expect(verificationStatus(product, facts)).toBe(expected);
      });
  });
});

describe('the combined view status', () => {
  for (const { facts, expected, situation } of [
    {
      situation: 'KYC and the income profile are complete',
      facts: { ...kyc, have_completed_income_protection_profile: true },
      expected: 'verified',
    },
    {
      situation: 'KYC and the health profile are complete',
      facts: { ...kyc, have_completed_health_insurance_profile: true },
      expected: 'verified',
    },
    {
      situation: 'KYC and the health cash profile are complete',
      facts: { ...kyc, have_completed_health_cash_profile: true },
      expected: 'verified',
    },
    {
      situation: 'KYC is complete and in review',
      facts: { ...kyc, kyc_in_review_status: true },
      expected: 'pending',
    },
    {
      situation: 'KYC is complete and the BVN verified, with nothing in review (issue 30)',
      facts: { ...kyc, have_verified_bvn: true },
      expected: 'unverified',
    },
    {
      situation: 'KYC is complete and the NIN verified, with nothing in review (issue 30)',
      facts: { ...kyc, have_verified_nin: true },
      expected: 'unverified',
    },
    {
      situation:
        'KYC is complete and an employment letter exists, with nothing in review (issue 30)',
      facts: { ...kyc, employment_letter_url: 'https://files/l.pdf' },
      expected: 'unverified',
    },
    { situation: 'KYC is complete and nothing else', facts: kyc, expected: 'unverified' },
    {
      situation: 'KYC is not complete though everything else is',
      facts: { ...all, have_completed_kyc: false },
      expected: 'unverified',
    },
    { situation: 'nothing is complete', facts: none, expected: 'unverified' },
  ] satisfies Row[])
    it(`When ${situation}, then the combined view is ${expected}`, () => {
      expect(verificationStatus('combined', facts)).toBe(expected);
    });
});

describe('one badge per customer (issue 30, contradictions)', () => {
  it('When the customer holds income protection, then the badge is read for it whichever policy the carousel shows', () => {
    expect(customerVerificationView(['HTCI', 'EI'])).toBe('EI');
    expect(customerVerificationView(['EI'])).toBe('EI');
  });

  it('When they hold other products only, then the first of them; none, then the combined view', () => {
    expect(customerVerificationView(['HTCI', 'HI'])).toBe('HI');
    expect(customerVerificationView(['HTCI'])).toBe('HTCI');
    expect(customerVerificationView([])).toBe('combined');
  });

  it("When KYC is complete and no reviewer holds anything, then it never reads 'Pending review'", () => {
    const facts = { ...kyc, have_verified_bvn: true, employment_letter_url: 'https://files/l.pdf' };
    for (const held of [['EI'], ['HTCI'], ['EI', 'HTCI'], []] as const)
      expect(verificationBadge(customerVerificationView(held), facts).label).not.toBe(
        'Pending review',
      );
  });
});

describe('the verification badge', () => {
  it('When EI is verified, then the badge is green, Account Verified, with the product filled in', () => {
    expect(
      verificationBadge('EI', { ...kyc, have_completed_income_protection_profile: true }),
    ).toEqual({
      status: 'verified',
      colour: 'green',
      label: 'Account Verified',
      text: 'Your account has been successfully verified. You can now enjoy Income Protection full benefits',
      linkText: null,
      copy: { label: 'accountVerified', text: 'verifiedText', product: 'EI' },
    });
  });

  it('When HTCI is verified, then the badge reads Verified and names Health Cash', () => {
    const badge = verificationBadge('HTCI', kyc);
    expect(badge.label).toBe('Verified');
    expect(badge.text).toBe(
      'Your account has been successfully verified. You can now enjoy Health Cash full benefits',
    );
  });

  it('When the combined view is verified, then the brand fills {product}', () => {
    expect(
      verificationBadge('combined', { ...kyc, have_completed_health_insurance_profile: true }),
    ).toMatchObject({
      text: 'Your account has been successfully verified. You can now enjoy Alaafia full benefits',
      copy: { label: 'verified', product: null },
    });
  });

  it('When the status is pending, then the badge is amber with the revision text and no link', () => {
    expect(verificationBadge('combined', { ...kyc, kyc_in_review_status: true })).toEqual({
      status: 'pending',
      colour: 'amber',
      label: 'Pending review',
      text: 'Your verification is under revision. We will notify you of your account status very soon.',
      linkText: null,
      copy: { label: 'pendingReview', text: 'pendingText', product: null },
    });
  });

  it('When the status is unverified, then the badge is red with the Verify your account link', () => {
    expect(verificationBadge('HI', none)).toEqual({
      status: 'unverified',
      colour: 'red',
      label: 'Verify Account',
      text: 'Your account has not been verified.',
      linkText: 'Verify your account',
      copy: { label: 'verifyAccount', text: 'unverifiedText', product: null },
    });
  });
});

describe('the verify link and the facts', () => {
  for (const { premiums, expected, situation } of [
    {
      situation: 'an income protection premium',
      premiums: [{ product_prefix_code: 'HI' }, { product_prefix_code: 'EI' }],
      expected: '/kyc/income',
    },
    {
      situation: 'health premiums only',
      premiums: [{ product_prefix_code: 'HI' }, { product_prefix_code: 'HTCI' }],
      expected: '/kyc/health',
    },
    { situation: 'no premium', premiums: [], expected: '/kyc/health' },
  ] as const)
    it(`When the customer holds ${situation}, then the verify link is ${expected}`, () => {
      expect(verifyLinkFor(premiums)).toBe(expected);
    });

  const record = {
    have_completed_kyc: true,
    have_completed_income_protection_profile: false,
    have_completed_health_insurance_profile: false,
    have_completed_health_cash_profile: false,
    kyc_in_review_status: false,
    have_verified_bvn: false,
    have_verified_nin: false,
    employment_letter_url: 'https://files/record.pdf',
  };

  it('When the customer has employment information, then its first letter url is read', () => {
    const facts = verificationFactsOf({
      ...record,
      customer_employment_information: [{ employment_letter_url: 'https://files/info.pdf' }],
    });
    expect(facts.employment_letter_url).toBe('https://files/info.pdf');
  });

  it("When the customer has no employment information, then the record's letter url is read", () => {
    expect(
      verificationFactsOf({ ...record, customer_employment_information: [] }).employment_letter_url,
    ).toBe('https://files/record.pdf');
  });
});
