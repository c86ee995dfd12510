import { LANGUAGES } from '@alaafia/i18n';
import { text } from './input.js';
import { CONSENT_KINDS, consentCopy } from './consent-copy.js';
import { z } from './zod.js';

/**
 * Consent at checkout (issue 18 item 8). The spec's checkout starts with `acceptTerms` false
 * (income-protection.md section 7): before any payment method can be used the customer ticks one box
 * agreeing to the policy terms (/terms) and the privacy notice (/privacy). The server records who
 * agreed, to which versions, when (the application clock) and from which IP address, in the same
 * transaction that stores the payment reference; a reference asked for without it is refused (422
 * on errors.accept_terms).
 *
 * A version is the date the text was last changed (legal.ts, which the pages show): consents
 * recorded before a change keep the version they agreed to.
 */

const accepted = z.union([z.literal(true), z.literal('true')], { error: consentCopy.required });
const version = text().trim().max(20, consentCopy.versionChanged);

/**
 * The consent fields a payment-reference request carries: `accept_terms` (true; 'true' in a query
 * string) and the versions the page showed (checked against ours when sent).
 */
export const checkoutConsentSchema = z.object({
  accept_terms: accepted,
  terms_version: version.optional(),
  privacy_version: version.optional(),
});
export type CheckoutConsentInput = z.input<typeof checkoutConsentSchema>;

/** A recorded consent as the customer's data export lists it. */
export const consentRecordSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  terms_version: z.string(),
  privacy_version: z.string(),
  accepted_at: z.string(),
  ip_address: z.string().nullable(),
  payment_reference: z.string().nullable(),
  /** The language the customer read it in (issue 42); null for a consent recorded before. */
  language: z.enum(LANGUAGES).nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
