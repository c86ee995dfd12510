import { z } from './zod.js';

// The answers of the identity checks (/local/customers/profiles/...-with-id/..., the account-number
// checks). Their bodies are kycBodySchemas (id-rules.ts). Most of them answer the customer.

/** GET nin-with-id/{otp}/{cust_id}/verify: the code was right; the validated profile. */
export const validatedProfileSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
});
export type ValidatedProfile = z.infer<typeof validatedProfileSchema>;

/** A voter's card or driver's licence was checked: the name registered to it. */
export const checkedCardSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  id_type: z.enum(['vin', 'dvl']),
});
export type CheckedCard = z.infer<typeof checkedCardSchema>;

/** A bank account was checked: the names on it. */
export const accountNumberAnswerSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  account_name: z.string(),
  bank_name: z.string(),
});
export type AccountNumberAnswer = z.infer<typeof accountNumberAnswerSchema>;

/** The `data` of a KYC failure on a name mismatch: the name registered to the ID. */
export const registeredNameSchema = z.object({ first_name: z.string(), last_name: z.string() });
export type RegisteredName = z.infer<typeof registeredNameSchema>;
