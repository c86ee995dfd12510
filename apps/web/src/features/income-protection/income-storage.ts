import {
  COOKIE_KEYS,
  LOCAL_STORAGE_KEYS,
  onboardingDataSchema,
  type Customer,
  type IncomeStoredData,
  type OnboardingData,
} from '@alaafia/domain';
import { z } from 'zod';
import { getCookie, getStored, removeStored, setCookie, setStored } from '#lib/storage.js';
import type { IncomeQuote } from './api/quote-income-plans';

/**
 * What the income wizard keeps between stages and page loads (income-protection.md section 3): the
 * onboarding data in its 2-hour cookie, and the quote (the product with its plans) in localStorage.
 */

export function readOnboarding(): OnboardingData {
  return getCookie(COOKIE_KEYS.onboardingData, onboardingDataSchema) ?? {};
}

/** Merges `changes` into the onboarding cookie and answers the result. */
export function updateOnboarding(changes: Partial<OnboardingData>): OnboardingData {
  const next = { ...readOnboarding(), ...changes };
  setCookie(COOKIE_KEYS.onboardingData, next);
  return next;
}

/** Stage 5: the signed-in customer's details prefill the onboarding data. */
export function prefillOnboarding(customer: Customer): OnboardingData {
  const stored = readOnboarding();
  return updateOnboarding({
    first_name: customer.first_name,
    last_name: customer.last_name,
    name: `${customer.first_name} ${customer.last_name}`,
    email: customer.email,
    phone_number: customer.phone_number,
    user_id: customer.id,
    cust_id: customer.cust_id,
    engage_uid: customer.engage_uid,
    can_buy: true,
    employer_name: stored.employer_name ?? customer.employer_name,
    salary: stored.salary ?? customer.salary,
    employer_address: stored.employer_address ?? customer.employer_address,
  });
}

const titled = z.object({ title: z.string(), description: z.string() });

/** The stored quote, read back defensively (an old or edited value reads as none). */
const storedQuoteSchema = z
  .object({
    id: z.number(),
    uid: z.string(),
    title: z.string(),
    product_benefits: z.array(titled),
    not_covered: z.array(titled),
    policy_requirements: z.array(z.string()),
    pricing_plans: z.array(
      z.object({
        id: z.number(),
        code: z.string(),
        name: z.string(),
        price: z.number(),
        coverage: z.number(),
        unit: z.string(),
        monthly_payout: z.number(),
        rate_version: z.number(),
        benefit: z.object({ benefit: z.number(), duration: z.number() }),
      }),
    ),
    /** Ours: the salary the plans were priced for, so a changed salary is priced again. */
    salary: z.number(),
  })
  .loose();
export type StoredQuote = z.infer<typeof storedQuoteSchema>;

export function readQuote(): StoredQuote | null {
  return getStored(LOCAL_STORAGE_KEYS.incomePlans, storedQuoteSchema);
}

export function storeQuote(quote: IncomeQuote, salary: number) {
  setStored(LOCAL_STORAGE_KEYS.incomePlans, { ...quote, salary });
}

export function forgetQuote() {
  removeStored(LOCAL_STORAGE_KEYS.incomePlans);
}

/**
 * 'Buy this plan' on the public quote (issue 30) opens /buy/income?salary=&plan=: the salary fills
 * the employment screen and the plan is chosen first at the plan choice. A salary that is not a
 * whole number of naira is ignored (the employment screen asks for it, with the rule's messages); a
 * new salary forgets plans priced for another, as a salary typed at stage 10 does.
 */
export function carryPublicQuote(search: URLSearchParams): void {
  const salaryText = search.get('salary') ?? '';
  const plan = search.get('plan')?.trim().slice(0, 60) || null;
  if (!/^\d{1,12}$/.test(salaryText)) return;
  const salary = Number(salaryText);
  if (readOnboarding().salary !== salary) {
    forgetQuote();
    updateOnboarding({ plan_value: null, plan_price: null, cart: null, products: null });
  }
  updateOnboarding({ salary, quote_plan_code: plan });
}

/** What the fallbacks of section 4 look at. Plans priced for another salary count as none. */
export function incomeStoredData(customer: Customer): IncomeStoredData {
  const onboarding = readOnboarding();
  const quote = readQuote();
  const plans = quote && quote.salary === onboarding.salary ? quote.pricing_plans : null;
  return {
    phone_number: onboarding.phone_number,
    email: onboarding.email,
    employer_name: onboarding.employer_name,
    salary: onboarding.salary,
    plans,
    plan_value: onboarding.plan_value,
    employment_letter_url: onboarding.employment_letter_url ?? customer.employment_letter_url,
  };
}
