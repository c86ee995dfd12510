import { text, coercedInt4 } from './input.js';
import { z } from './zod.js';
import { authCopy, nigerianPhoneSchema, personName } from './auth.js';
import { cartProductsSchema } from './checkout.js';
import { MINIMUM_SALARY } from './constants.js';
import { dobSchema, genderSchema, kycCopy } from './id-rules.js';
import { languageSchema } from './language.js';
import { formatNaira } from './money.js';

export const customerUpdateCopy = {
  salaryTooLow: `The minimum monthly salary for income protection is ${formatNaira(MINIMUM_SALARY)}.`,
  salaryInvalid: 'Please enter your monthly salary in naira',
  employerRequired: 'Please enter the name of your company',
  tooYoung: 'You must be at least 18 years old to buy a policy',
  dobInvalid: kycCopy.dobRequired,
  hospitalUnknown: 'Please choose a hospital from the list',
  nameInvalid: 'Please enter your full name',
} as const;

/** Years between a YYYY-MM-DD date of birth and today (UTC). */
export function ageOn(dob: string, today: Date = new Date()): number {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d))
    age -= 1;
  return age;
}

/**
 * PATCH /local/customers/{id}: the spec sends it with different subsets (salary and employer; a
 * hospital; the profile and a products list at payment; a name; dob and gender). Every field is
 * optional; what the server owns (email, plan_price, can_buy, has_payed, user_id) is ignored.
 */
export const customerUpdateBodySchema = z.object({
  first_name: personName(authCopy.firstNameRequired).optional(),
  last_name: personName(authCopy.lastNameRequired).optional(),
  /** The full name, as the KYC name edit sends it: the last word is the last name. */
  name: text({ error: customerUpdateCopy.nameInvalid })
    .trim()
    .regex(/^[\p{L}\p{M}' -]+\s+[\p{L}\p{M}' -]+$/u, customerUpdateCopy.nameInvalid)
    .max(121)
    .optional(),
  phone_number: nigerianPhoneSchema.optional(),
  address: text().trim().max(300).optional(),
  state: text().trim().max(60).optional(),
  dob: dobSchema
    .refine((v) => ageOn(v) >= 0, customerUpdateCopy.dobInvalid)
    .refine((v) => ageOn(v) >= 18, customerUpdateCopy.tooYoung)
    .refine((v) => ageOn(v) <= 120, customerUpdateCopy.dobInvalid)
    .optional(),
  gender: genderSchema.optional(),
  salary: coercedInt4({ error: customerUpdateCopy.salaryInvalid })
    .int(customerUpdateCopy.salaryInvalid)
    .min(MINIMUM_SALARY, customerUpdateCopy.salaryTooLow)
    .max(1_000_000_000, customerUpdateCopy.salaryInvalid)
    .optional(),
  employer_name: text().trim().min(1, customerUpdateCopy.employerRequired).max(200).optional(),
  company_id: coercedInt4().int().positive().nullable().optional(),
  employer_address: text().trim().max(300).optional(),
  /** A hospital id from the hospitals list. */
  preferred_hospital: coercedInt4({ error: customerUpdateCopy.hospitalUnknown })
    .int()
    .positive(customerUpdateCopy.hospitalUnknown)
    .optional(),
  /** Settings: receive offers of other products (service messages always go). */
  marketing_messages: z.boolean().optional(),
  /** Settings or the first screen: the language the customer reads (issue 42). */
  language: languageSchema.optional(),
  /** The cart at payment: product and plan ids; prices sent by the client are ignored. */
  products: cartProductsSchema.optional(),
});
export type CustomerUpdateBody = z.input<typeof customerUpdateBodySchema>;

/**
 * POST /local/products/salary (issue 18: here, beside the rule it reuses, so that income-pricing.ts,
 * which the dashboard imports for a 'from' price, stays free of zod): the salary to price. The rule is the profile's own (the minimum salary
 * and its message live once, in customerUpdateBodySchema), only required here.
 */
export const incomeQuoteBodySchema = z.object({
  salary: customerUpdateBodySchema.shape.salary.unwrap(),
});
export type IncomeQuoteBody = z.input<typeof incomeQuoteBodySchema>;
