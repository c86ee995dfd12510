import { BRAND_NAME, PRODUCT_LINES, PRODUCT_UIDS } from './constants.js';
import type { Customer, ProductUid } from './customer.js';
import type { Premium } from './premium.js';

/** The dashboard's verification status card (dashboard-and-kyc.md section 4). */
export type VerificationView = ProductUid | 'combined';
export type VerificationStatus = 'verified' | 'pending' | 'unverified';

/** What the rules read from the customer record. */
export interface VerificationFacts {
  have_completed_kyc: boolean;
  have_completed_income_protection_profile: boolean;
  have_completed_health_insurance_profile: boolean;
  have_completed_health_cash_profile: boolean;
  kyc_in_review_status: boolean;
  have_verified_bvn: boolean;
  have_verified_nin: boolean;
  employment_letter_url: string | null | undefined;
}

/** The facts of a customer record; the letter url is the first employment information's, else the record's. */
export function verificationFactsOf(
  customer: Omit<VerificationFacts, 'employment_letter_url'> &
    Pick<Customer, 'employment_letter_url' | 'customer_employment_information'>,
): VerificationFacts {
  const fromInformation = customer.customer_employment_information[0]?.employment_letter_url;
  return {
    have_completed_kyc: customer.have_completed_kyc,
    have_completed_income_protection_profile: customer.have_completed_income_protection_profile,
    have_completed_health_insurance_profile: customer.have_completed_health_insurance_profile,
    have_completed_health_cash_profile: customer.have_completed_health_cash_profile,
    kyc_in_review_status: customer.kyc_in_review_status,
    have_verified_bvn: customer.have_verified_bvn,
    have_verified_nin: customer.have_verified_nin,
    employment_letter_url:
      typeof fromInformation === 'string' ? fromInformation : customer.employment_letter_url,
  };
}

/**
 * 'Pending review': KYC complete and something waits for a reviewer (`kyc_in_review_status`: an
 * employment letter, a licence held for a look). Departure from the spec (issue 30, contradictions):
 * the spec also counted a verified BVN or NIN or any letter ever sent, which left 'under revision'
 * showing for ever while no reviewer queue held anything (docs/business-rules.md, "The verification
 * badge").
 */
function isPendingReview(f: VerificationFacts): boolean {
  return f.have_completed_kyc && f.kyc_in_review_status;
}

/**
 * The one view the customer's badge is read for, whatever policy the carousel shows (issue 30: the
 * badge flipped between 'Pending review' and 'Verified' as the carousel moved): income protection
 * when they hold it (its letter is part of their verification), else the first other product they
 * hold, else the combined view.
 */
export function customerVerificationView(held: readonly ProductUid[]): VerificationView {
  if (held.includes('EI')) return 'EI';
  return PRODUCT_UIDS.find((uid) => held.includes(uid)) ?? 'combined';
}

export function verificationStatus(
  view: VerificationView,
  f: VerificationFacts,
): VerificationStatus {
  if (view === 'EI') {
    if (f.have_completed_kyc && f.have_completed_income_protection_profile) return 'verified';
    return isPendingReview(f) ? 'pending' : 'unverified';
  }
  if (view === 'combined') {
    const anyProfile =
      f.have_completed_income_protection_profile ||
      f.have_completed_health_insurance_profile ||
      f.have_completed_health_cash_profile;
    if (f.have_completed_kyc && anyProfile) return 'verified';
    return isPendingReview(f) ? 'pending' : 'unverified';
  }
  // HI, HTCI, BI and CL.
  return f.have_completed_kyc ? 'verified' : 'unverified';
}

export const verificationCopy = {
  accountVerified: 'Account Verified',
  verified: 'Verified',
  pendingReview: 'Pending review',
  verifyAccount: 'Verify Account',
  verifiedText:
    'Your account has been successfully verified. You can now enjoy {product} full benefits',
  pendingText:
    'Your verification is under revision. We will notify you of your account status very soon.',
  unverifiedText: 'Your account has not been verified.',
  verifyLink: 'Verify your account',
} as const;

export interface VerificationBadge {
  status: VerificationStatus;
  colour: 'green' | 'amber' | 'red';
  /** The status label: 'Account Verified' (income) or 'Verified', 'Pending review', 'Verify Account'. */
  label: string;
  text: string;
  linkText: 'Verify your account' | null;
  /**
   * Which of verificationCopy's words the label and text are, and the product the verified text
   * names (null: the brand), so a page in another language says them from the catalogue
   * (docs/architecture.md, 'Languages').
   */
  copy: {
    label: 'accountVerified' | 'verified' | 'pendingReview' | 'verifyAccount';
    text: 'verifiedText' | 'pendingText' | 'unverifiedText';
    product: ProductUid | null;
  };
}

/**
 * The badge for a view. {product} is the product line ('Income Protection') for one product, and the
 * brand ('Alaafia') for the combined view, which covers them all.
 */
export function verificationBadge(
  view: VerificationView,
  facts: VerificationFacts,
): VerificationBadge {
  const c = verificationCopy;
  const status = verificationStatus(view, facts);
  if (status === 'verified') {
    const product = view === 'combined' ? BRAND_NAME : PRODUCT_LINES[view];
    const label = view === 'EI' ? 'accountVerified' : 'verified';
    return {
      status,
      colour: 'green',
      label: c[label],
      text: c.verifiedText.replace('{product}', product),
      linkText: null,
      copy: { label, text: 'verifiedText', product: view === 'combined' ? null : view },
    };
  }
  if (status === 'pending') {
    return {
      status,
      colour: 'amber',
      label: c.pendingReview,
      text: c.pendingText,
      linkText: null,
      copy: { label: 'pendingReview', text: 'pendingText', product: null },
    };
  }
  return {
    status,
    colour: 'red',
    label: c.verifyAccount,
    text: c.unverifiedText,
    linkText: c.verifyLink,
    copy: { label: 'verifyAccount', text: 'unverifiedText', product: null },
  };
}

/** The verify link: /kyc/income when the customer holds an income protection premium, else /kyc/health. */
export function verifyLinkFor(
  premiums: readonly Pick<Premium, 'product_prefix_code'>[],
): '/kyc/income' | '/kyc/health' {
  return premiums.some((p) => p.product_prefix_code === 'EI') ? '/kyc/income' : '/kyc/health';
}
