import { z } from './zod.js';
import type { WizardId } from './wizard.js';

/**
 * What the wizards keep in the browser (income-protection.md section 3, health-plans.md section 3,
 * dashboard-and-kyc.md section 3): the names and lifetimes the web storage module uses.
 */
export const ONBOARDING_COOKIE = { maxAgeSeconds: 7200, path: '/' } as const;

/** The progress value of each wizard (a cookie). */
export const PROGRESS_COOKIE_KEYS: Readonly<Record<WizardId, string>> = {
  income: 'alaafia_progress_income',
  health: 'alaafia_progress_health',
  'health-cash': 'alaafia_progress_health_cash',
  dashboard: 'alaafia_progress_dashboard',
  claim: 'alaafia_progress_claim',
  'next-of-kin-claim': 'alaafia_progress_next_of_kin_claim',
};

/** Cookies, each with the 2-hour lifetime and path '/'. */
export const COOKIE_KEYS = {
  onboardingData: 'alaafia_onboarding',
  /** The server's returned profile after an ID check (id, first_name, last_name, email, phone_number). */
  validationResult: 'alaafia_kyc_validation',
  /** first_name and last_name as registered to the ID. */
  nameMismatch: 'alaafia_kyc_name_mismatch',
  paymentPayload: 'alaafia_payment_payload',
  /** The first item of the payments answer (the monthly health flow's completion payload). */
  completePayload: 'alaafia_complete_payload',
} as const;

/** localStorage. */
export const LOCAL_STORAGE_KEYS = {
  /** The income plans fetched by salary (the full answer). */
  incomePlans: 'alaafia_income_plans',
  selectedPlan: 'alaafia_selected_plan',
  selectedCoverage: 'alaafia_selected_coverage',
  chosenState: 'alaafia_chosen_state',
  hospitals: 'alaafia_hospitals',
  firstSignUp: 'alaafia_first_sign_up',
} as const;

const cartItemSchema = z.object({
  id: z.union([z.number(), z.string()]),
  plan_id: z.union([z.number(), z.string()]),
  price: z.number(),
});

/**
 * The onboarding data of income-protection.md section 3, every field optional (and nullable, as the
 * server sends null); cust_id is added from dashboard-and-kyc.md section 3. The entered ID numbers that
 * the spec also keeps there are left out on purpose: they stay in form state and never sit in a
 * cookie (docs/architecture.md, 'Personal data').
 */
export const onboardingDataSchema = z.object({
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  name: z.string().nullish(),
  email: z.string().nullish(),
  phone_number: z.string().nullish(),
  user_id: z.number().nullish(),
  cust_id: z.number().nullish(),
  engage_uid: z.string().nullish(),
  can_buy: z.boolean().nullish(),
  products: z.array(cartItemSchema).nullish(),
  employer_name: z.string().nullish(),
  salary: z.number().nullish(),
  company_id: z.number().nullish(),
  employer_address: z.string().nullish(),
  employer_state: z.string().nullish(),
  employer_lga: z.string().nullish(),
  lat: z.number().nullish(),
  lng: z.number().nullish(),
  plan_value: z.number().nullish(),
  plan_price: z.number().nullish(),
  payment_reference: z.string().nullish(),
  referral: z.object({ customer_discount: z.number().nullish() }).nullish(),
  cart: z.array(cartItemSchema).nullish(),
  /** Ours: the plan picked on the public quote ('Buy this plan'), chosen first at stage 30. */
  quote_plan_code: z.string().max(60).nullish(),
  /** Ours: the income employment letter's file_url (stage 92), which stage 94 sends. */
  employment_letter_url: z.string().nullish(),
});
export type OnboardingData = z.output<typeof onboardingDataSchema>;
