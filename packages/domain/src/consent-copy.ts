import { PRIVACY_VERSION, TERMS_VERSION } from './legal.js';

// The consent box's paths, kinds, refusals and rules, apart from consent.ts's zod schemas: the dashboard
// (a sponsored policy's 'continue at my cost' box) shows them without carrying zod into its download
// (docs/performance.md, the dashboard's budget).

/** Where the texts are (pages of the web app). */
export const TERMS_PATH = '/terms';
export const PRIVACY_PATH = '/privacy';

/**
 * The kinds of consent recorded: the checkout's terms-and-privacy box, and the same box ticked at the
 * end of a sponsorship to keep the cover at the customer's own cost ('sponsorship_continue', for one
 * policy: the only way a sponsored policy's premium goes on their saved card, docs/business-rules.md),
 * and messages on a linked WhatsApp number agreed to ('whatsapp_messages') or withdrawn with STOP
 * ('whatsapp_withdrawn'; docs/business-rules.md, 'WhatsApp').
 */
export const CONSENT_KINDS = [
  'checkout_terms',
  'sponsorship_continue',
  'whatsapp_messages',
  'whatsapp_withdrawn',
] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/**
 * The consent's refusals, which the API answers with (docs/business-rules.md, 'Consents'): the
 * catalogue's `errors.consent.*` word for word, so each is said in the customer's language. The box,
 * its links and the 'Before you pay' dialog a customer reads are the catalogue's `frame.consent.*`
 * (flows/checkout's ConsentCheckbox and ConsentDialog).
 */
export const consentCopy = {
  required: 'Please accept the policy terms and the privacy notice to continue.',
  versionChanged:
    'Our policy terms or privacy notice have changed since this page was opened. Please reload the page, read them and accept them again.',
} as const;

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
