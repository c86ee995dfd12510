import { COOKIE_KEYS, LOCAL_STORAGE_KEYS, type OnboardingData } from '@alaafia/domain';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { setCookie, setStored } from '#lib/storage.js';
import type { IncomePlan, IncomeQuote } from '../api/quote-income-plans';

/** happy-dom's page address: the api client's relative /api paths resolve against it. */
export const BASE = 'http://localhost:3000/api';

export function incomePlan(id: number, monthly: number, price: number): IncomePlan {
  return {
    id,
    code: `EI-R1-B${monthly * 6}-D6`,
    name: `₦${monthly} a month for up to 6 months`,
    price,
    coverage: monthly * 6,
    unit: 'Month',
    benefits: [],
    benefit: { benefit: monthly * 6, duration: 6 },
    monthly_payout: monthly,
    rate_version: 1,
  };
}

/** The quote of POST /local/products/salary for ₦100,000, as the API answers it. */
export function incomeQuote(plans: IncomePlan[] = defaultPlans()): IncomeQuote {
  return {
    id: 1,
    uid: 'EI',
    product_id: 'Income Protection Insurance',
    title: 'Income Protection',
    purchasable: true,
    description: 'If you lose your job, we pay you a monthly income for up to 6 months.',
    product_highlights: [],
    product_benefits: [
      { title: 'Dismissal', description: 'Job loss for reasons out of your control.' },
      { title: 'Business Closure', description: 'The company goes out of business.' },
    ],
    not_covered: [
      { title: 'Resignation', description: 'Willingly resigning from your job.' },
      { title: 'Misconduct', description: 'Job loss through misconduct or a self-inflicted act.' },
      { title: 'Paycuts', description: "Salary reduced due to the company's finances." },
      { title: 'Salary delays', description: 'Late payment of your salary by your employer.' },
    ],
    claim_requirements: [],
    policy_requirements: ['Premiums are not refunded if you are later found ineligible'],
    product_requirements: [],
    pricing_plans: plans,
  };
}

/** Rate version 1 for a ₦100,000 salary, out of order as a server might send them. */
function defaultPlans(): IncomePlan[] {
  return [
    incomePlan(13, 75_000, 2_650),
    incomePlan(11, 25_000, 1_000),
    incomePlan(12, 50_000, 1_800),
  ];
}

export function storeOnboarding(data: OnboardingData) {
  setCookie(COOKIE_KEYS.onboardingData, data);
}

export function storeQuoteFor(salary: number, quote: IncomeQuote = incomeQuote()) {
  setStored(LOCAL_STORAGE_KEYS.incomePlans, { ...quote, salary });
}

/** What employment (10) and the prefill (5) leave in the onboarding cookie. */
export const employedOnboarding: OnboardingData = {
  first_name: 'Chidi',
  last_name: 'Eze',
  email: 'chidi@example.ng',
  phone_number: '08031234567',
  user_id: 7,
  engage_uid: '7',
  employer_name: 'Dangote Cement',
  salary: 100_000,
};

/** Records analytics events posted to engage/add-to-event. */
export function recordEvents(server: SetupServer) {
  const events: { event: string; uid: string; properties: Record<string, unknown> }[] = [];
  server.use(
    http.post(`${BASE}/engage/add-to-event`, async ({ request }) => {
      events.push((await request.json()) as (typeof events)[number]);
      return HttpResponse.json({ data: { id: events.length, event: 'x' } }, { status: 201 });
    }),
  );
  return events;
}
