import type { Customer } from '@alaafia/domain';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, RouterProvider, type createMemoryRouter } from 'react-router';
import type { Translator } from '@alaafia/i18n';
import { LanguageProvider } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/** A signed-in customer as GET /api/auth/me answers it (identity numbers masked). */
export function customerFixture(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 7,
    cust_id: 7,
    user_id: 7,
    engage_uid: '7',
    first_name: 'Chidi',
    last_name: 'Eze',
    name: 'Chidi Eze',
    email: 'chidi@example.ng',
    email_verified: true,
    phone_number: '08031234567',
    address: null,
    state: null,
    gender: null,
    dob: null,
    bvn: null,
    nin: null,
    vin: null,
    dvl: null,
    change_password: false,
    customer_referral_code: 'ABCD2345',
    referral_code: null,
    salary: null,
    employer_name: null,
    company_id: null,
    employer_address: null,
    plan_value: null,
    has_payed: false,
    payment_reference: null,
    employment_letter_url: null,
    next_of_kin: null,
    preferred_hospital: null,
    customer_products: [],
    customer_employment_information: [],
    healthProduct: null,
    have_completed_kyc: false,
    have_completed_income_protection_profile: false,
    have_completed_health_insurance_profile: false,
    have_completed_health_cash_profile: false,
    kyc_in_review_status: false,
    have_verified_bvn: false,
    have_verified_nin: false,
    marketing_messages: true,
    language: 'en',
    created_at: '2026-11-22T08:00:00.000Z',
    just_signed_up: false,
    ...overrides,
  };
}

/**
 * Renders with a fresh query client and a router, as the app does; in English, or in the language
 * of `translator` (test/yoruba.ts).
 */
export function renderWithProviders(
  ui: ReactNode,
  { translator }: { translator?: Translator } = {},
) {
  const queryClient = createQueryClient();
  const page = (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>
  );
  const result = render(
    translator ? <LanguageProvider translator={translator}>{page}</LanguageProvider> : page,
  );
  return { ...result, queryClient };
}

/**
 * Renders a router's pages as the app does: under a query client of their own (a fresh one unless
 * the test gives one, for example holding the signed-in customer under `meQueryKey`).
 */
export function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  {
    queryClient = createQueryClient(),
    translator,
  }: { queryClient?: QueryClient; translator?: Translator | undefined } = {},
) {
  const page = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  const result = render(
    translator ? <LanguageProvider translator={translator}>{page}</LanguageProvider> : page,
  );
  return { ...result, queryClient };
}

/** Clears every cookie of the page (the onboarding cookies live 2 hours otherwise). */
export function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  // The customer's hint stays (issue 38), as test/setup.ts sets it: a browser where the customer
  // signed in, whose pages ask who is; a test of a visitor's browser removes it.
  document.cookie = 'alaafia_in=1; path=/';
}
