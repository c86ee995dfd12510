import type { PremiumRecord } from '#flows/kyc/api/get-premiums.js';

/** What each product's policy holds unless a test says otherwise. */
const PRODUCTS = {
  HI: {
    product_id: 'Health Insurance',
    sum_assured: 120000,
    premium: 1100,
    policy_duration: 1,
    next_payment_date: '2026-12-22',
    policy_number: 'ALF-HI-2026-000001',
  },
  HTCI: {
    product_id: 'HealthCash Insurance',
    sum_assured: 1100000,
    premium: 1000,
    policy_duration: 12,
    next_payment_date: '2027-11-22',
    policy_number: 'ALF-HTCI-2026-000002',
  },
} satisfies Record<string, Partial<PremiumRecord>>;

/**
 * A policy as GET /local/customers/{id}/premiums answers it: an active health plan (HI) unless told,
 * or the product named by `product_prefix_code` ('HTCI'), with its own figures; the rest from
 * `overrides`. No policy document unless one is given.
 */
export function premium(overrides: Partial<PremiumRecord> = {}): PremiumRecord {
  const code = overrides.product_prefix_code ?? 'HI';
  const product = code === 'HTCI' ? PRODUCTS.HTCI : PRODUCTS.HI;
  return {
    product_prefix_code: code,
    ...product,
    company: null,
    active: true,
    policy_document: null,
    date_cancelled: null,
    ...overrides,
  };
}

/** The address of a policy's document, as the premiums answer links it. */
export const policyDocumentOf = (policyNumber: string, customerId = 7) =>
  `/api/local/customers/${customerId}/policies/${policyNumber}/document`;
