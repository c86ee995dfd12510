import { checkoutConsent, type CardQuote } from '@alaafia/domain';
import { api } from '#lib/api-client.js';

/** A card payment reference: the server's total for the cart, stored before the customer pays (the domain's contract). */
export type PaymentReference = CardQuote;

/**
 * GET /local/customers/:id/quotes/payment-reference (?referral_code=), with the checkout's consent
 * (accept_terms and the versions shown; without it 422 on errors.accept_terms). 422 'Your cart is
 * empty.'; 409 { product_status: 'active' } when the product is already paid for.
 */
export function getPaymentReference(customerId: number, referralCode?: string | null) {
  return api.get<PaymentReference>(`/local/customers/${customerId}/quotes/payment-reference`, {
    query: {
      referral_code: referralCode || undefined,
      accept_terms: String(checkoutConsent.accept_terms),
      terms_version: checkoutConsent.terms_version,
      privacy_version: checkoutConsent.privacy_version,
    },
  });
}
