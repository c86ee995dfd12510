import { languageSchema } from './language.js';
import { z } from './zod.js';

/**
 * The customer record the spec's client reads (dashboard-and-kyc.md section 3, income-protection.md
 * section 3). Identity numbers and the date of birth are never sent whole: they are masked.
 */
export const productUidSchema = z.enum(['EI', 'HI', 'HTCI', 'BI', 'CL']);
export type ProductUid = z.infer<typeof productUidSchema>;

export const customerProductSchema = z.object({
  product_id: z.string(),
  product_uid: productUidSchema,
});

export const nextOfKinSchema = z.object({
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  relationship: z.string(),
});

export const preferredHospitalSchema = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  full_address: z.string(),
});

export const customerSchema = z.object({
  id: z.number(),
  cust_id: z.number(),
  user_id: z.number(),
  engage_uid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  /** Whether the customer proved the e-mail is theirs (issue 24): the dashboard asks until then. */
  email_verified: z.boolean(),
  phone_number: z.string(),
  address: z.string().nullable(),
  state: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  dob: z.string().nullable().describe('masked, for example **/**/1990'),
  bvn: z.string().nullable().describe('masked'),
  nin: z.string().nullable().describe('masked'),
  vin: z.string().nullable().describe('masked'),
  dvl: z.string().nullable().describe('masked'),
  change_password: z.boolean(),
  customer_referral_code: z.string(),
  referral_code: z.string().nullable(),
  salary: z.number().nullable(),
  employer_name: z.string().nullable(),
  company_id: z.number().nullable(),
  employer_address: z.string().nullable(),
  plan_value: z.number().nullable(),
  has_payed: z.boolean(),
  payment_reference: z.string().nullable(),
  employment_letter_url: z.string().nullable(),
  next_of_kin: nextOfKinSchema.nullable(),
  preferred_hospital: preferredHospitalSchema.nullable(),
  customer_products: z.array(customerProductSchema),
  /**
   * Ours (issue 30): the products whose one free month the customer was already given (ever, even on
   * a policy since ended), so a screen never promises it again. Absent from an older server's answer.
   */
  free_months_used: z
    .array(productUidSchema)
    .optional()
    .describe('products whose one free month was already given: the first month is charged'),
  customer_employment_information: z.array(z.record(z.string(), z.unknown())),
  healthProduct: z.unknown().nullable(),
  have_completed_kyc: z.boolean(),
  have_completed_income_protection_profile: z.boolean(),
  have_completed_health_insurance_profile: z.boolean(),
  have_completed_health_cash_profile: z.boolean(),
  kyc_in_review_status: z.boolean(),
  have_verified_bvn: z.boolean(),
  have_verified_nin: z.boolean(),
  /** Ours (issue 15): offers of other products are sent (true) or switched off in Settings (false). */
  marketing_messages: z.boolean(),
  /** Ours (issue 42): the language every message to the customer is in (en until they choose). */
  language: languageSchema,
  created_at: z.string(),
  /**
   * Ours (issue 38): signed up within the last hour by the server's clock (justSignedUp), so the
   * dashboard greets 'Welcome' rather than 'Welcome back'. Decided here, not by the page: a page the
   * server drew and the browser then took over read two clocks (the browser's a few seconds later, or
   * set wrong) and could greet differently (React #418).
   */
  just_signed_up: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

/** How long a new account is greeted 'Welcome' rather than 'Welcome back' (issue 30). */
const JUST_SIGNED_UP_MS = 60 * 60_000;

/** Signed up within the last hour at `now` (the application's clock): greeted 'Welcome' (issue 30). */
export function justSignedUp(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < JUST_SIGNED_UP_MS;
}
