import { text } from './input.js';
import { PRIVACY_VERSION, TERMS_VERSION } from './legal.js';
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

/** Where the texts are (pages of the web app). */
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';

/**
 * The kinds of consent recorded: the checkout's terms-and-privacy box, and the same box ticked at the
 * end of a sponsorship to keep the cover at the customer's own cost ('sponsorship_continue', for one
 * policy: the only way a sponsored policy's premium goes on their saved card, docs/business-rules.md).
 */
export const CONSENT_KINDS = ['checkout_terms', 'sponsorship_continue'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const consentCopy = {
  /** The box's label, around its two links: '{before}policy terms{middle}privacy notice{after}'. */
  labelBefore: 'I agree to the ',
  termsLink: 'policy terms',
  labelMiddle: ' and the ',
  privacyLink: 'privacy notice',
  labelAfter: ', and to Alaafia using my details to set up and run my cover.',
  required: 'Please accept the policy terms and the privacy notice to continue.',
  versionChanged:
    'Our policy terms or privacy notice have changed since this page was opened. Please reload the page, read them and accept them again.',
  /** The consent dialog of a flow that has no payment-method modal (the health flows). */
  dialogTitle: 'Before you pay',
  dialogDescription: 'Please read and accept our policy terms and privacy notice.',
  continue: 'Continue',
  cancel: 'Cancel',
} as const;

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

/** What the web client sends once the box is ticked. */
export const checkoutConsent = {
  accept_terms: true,
  terms_version: TERMS_VERSION,
  privacy_version: PRIVACY_VERSION,
} as const;

/** True when the versions sent (if any) are today's: an old page's consent is not to today's text. */
export function consentVersionsCurrent(input: {
  terms_version?: string | undefined;
  privacy_version?: string | undefined;
}): boolean {
  return (
    (input.terms_version === undefined || input.terms_version === TERMS_VERSION) &&
    (input.privacy_version === undefined || input.privacy_version === PRIVACY_VERSION)
  );
}

/** A recorded consent as the customer's data export lists it. */
export const consentRecordSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  terms_version: z.string(),
  privacy_version: z.string(),
  accepted_at: z.string(),
  ip_address: z.string().nullable(),
  payment_reference: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
